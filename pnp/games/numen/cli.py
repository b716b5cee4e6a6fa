"""`pnp board|sheet|setup|analyze numen`.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

import json
from typing import Annotated

import click
import typer

from pnp.commands.options import AsJson, AsText, Fillable, InkSaver, Lang, Output, PaperName, Seed, count_option, one_output, progress, start
from pnp.commands.policies import Depth, Long, PolicyName, Scheduler, Workers, game_runner, policy_specs, side_option
from pnp.commands.positions import show_setup
from pnp.core.errors import PnpError
from pnp.locales import Text
from pnp.commands.aid import aid_command
from pnp.games.numen import aid_cards

FILLS = ("none", "random", "balanced")
LONG_BATCH = 200  # boards from which a terminal shows a progress bar
Fill = Annotated[str, typer.Option("--fill", click_type=click.Choice(FILLS), help="How the halves are pre-filled.")]


def numen_board(
    fill: Fill = "balanced",
    count: Annotated[int, count_option("boards")] = 1,
    per_page: Annotated[
        int, typer.Option("--per-page", click_type=click.Choice(["1", "2", "4"]), help="Boards per page.")
    ] = 1,
    fillable: Fillable = False,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """Eye of Numen boards, blank or pre-filled, 1, 2 or 4 to a page.

    Batches over 10 000 boards are split into files of 10 000 (name-001.pdf, name-002.pdf, ...).
    """
    from pnp.games.numen.rules import make_setups
    from pnp.games.numen.board import write_board_volumes

    run = start(lang, paper, seed, ink_saver)
    path = run.target(output, f"numen-board-{fill}")
    with run.writing(), progress(count, run.text("numen.board.progress"), enabled=count >= LONG_BATCH) as advance:
        written = write_board_volumes(path, make_setups(fill, run.seed, count), fill, int(per_page), run.options, advance, fillable)
    for volume, pages in written:
        run.wrote(volume, pages)


def numen_sheet(
    games: Annotated[int, typer.Option("--games", min=1, max=4, help="Games per page (1-4).")] = 4,
    pages: Annotated[int, typer.Option("--pages", min=1, max=100, help="How many pages.")] = 1,
    fillable: Fillable = False,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """The advanced-rules score sheet: row rewards, steps, sealing bonus and totals."""
    from pnp.games.numen.scores import score_sheet_part

    run = start(lang, paper, seed, ink_saver)
    run.write(score_sheet_part(games, pages, run.options, fillable), output, "numen-scores")


def numen_setup(
    fill: Fill = "balanced",
    as_json: AsJson = False,
    as_text: AsText = False,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """A random legal fill: a printable board (default), --json or --text."""
    one_output(as_json, as_text)
    from pnp.games.numen.rules import make_setup

    run = start(lang, paper, seed, ink_saver)
    made = make_setup(fill, run.seed)

    def sheet():
        from pnp.games.numen.board import board_part

        return board_part([made], fill, 1, run.options, sheet="setup")

    show_setup(run, made, as_json, as_text, sheet, output, f"numen-setup-{fill}")


def numen_analyze(
    fill: Annotated[
        str | None,
        typer.Option("--fill", click_type=click.Choice(["random", "balanced"]), help="Fill of both halves (the Guide's with --vs)."),
    ] = None,
    counts: Annotated[str | None, typer.Option("--counts", help="How many of each digit 1-6 a half holds, e.g. 3,3,3,2,2,2.")] = None,
    vs: Annotated[str | None, typer.Option("--vs", help="The other player's fill (random, balanced) or counts.")] = None,
    top: Annotated[int, typer.Option("--top", min=0, max=110, help="How many best and worst count patterns to list.")] = 5,
    as_json: AsJson = False,
    lang: Lang = "en",
    seed: Seed = None,
    games: Annotated[int | None, typer.Option("--games", min=1, max=10_000, help="Play this many games instead (1-10000).")] = None,
    rules: Annotated[str, typer.Option("--rules", click_type=click.Choice(["basic", "advanced"]), help="The rules the games follow.")] = "basic",
    policy: PolicyName = None,
    guide: Annotated[str | None, side_option("--guide", "the Guide (A), who rolls first")] = None,
    other: Annotated[str | None, side_option("--other", "the other player (B)")] = None,
    depth: Depth = None,
    long: Long = False,
    workers: Workers = None,
    scheduler: Scheduler = None,
) -> None:
    """Exact odds (no simulation): rolls to clear a half, turns to seal the Eye, the Guide's chance to win.

    With --games, --policy, --guide or --other: seeded games between computer players on boards of --fill
    instead (balanced unless given), with the Guide's share of the decided games and its 95 % interval;
    under the basic rules the report's game section holds the exact odds of the same boards."""
    if games or policy or guide or other or depth or long or workers or scheduler:
        if counts or vs or rules not in ("basic", "advanced"):
            raise PnpError("--counts and --vs ask for exact odds: leave them out of a pairing of players")
        from pnp.commands.positions import show_analysis
        from pnp.games.numen.players import MAX_PLIES, numen_report
        from pnp.games.numen.report import numen_text

        specs = policy_specs(policy or "random", guide, other, depth, None, MAX_PLIES, long)
        runner = game_runner(workers, scheduler)
        played = games or 100

        def analysis(run_seed: int) -> dict:
            with progress(played, "Eye of Numen") as advance:
                return numen_report(run_seed, played, fill or "balanced", rules, specs, advance, runner, long)

        show_analysis(lang, seed, as_json, analysis, numen_text)
        return
    from pnp.games.numen.odds import analyze as odds

    if fill and counts:
        raise typer.BadParameter("give --fill or --counts, not both")
    if rules != "basic":
        raise PnpError("exact odds are for the basic rules: play --games under --rules advanced")
    report = odds(fill=fill, counts=counts, vs=vs, top=top)
    if as_json:
        typer.echo(json.dumps(report, indent=2))
    else:
        from pnp.games.numen.report import odds_text

        typer.echo(odds_text(report, Text(lang)))


numen_aid = aid_command("numen", aid_cards)
