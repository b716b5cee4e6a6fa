"""`pnp board|sheet|setup|analyze numen`.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

import json
from typing import Annotated

import click
import typer

from pnp.games.numen.edition import EDITION
from pnp.commands.options import AsJson, AsText, Fillable, InkSaver, Lang, Output, PaperName, Seed, count_option, one_output, progress, start
from pnp.commands.positions import show_setup
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
    games: Annotated[int, typer.Option("--games", min=1, max=4, help="Games per page (1-4).")] = EDITION.score_games,
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
) -> None:
    """Exact odds (no simulation): rolls to clear a half, turns to seal the Eye, the Guide's chance to win."""
    from pnp.games.numen.odds import analyze as odds

    if fill and counts:
        raise typer.BadParameter("give --fill or --counts, not both")
    report = odds(fill=fill, counts=counts, vs=vs, top=top)
    if as_json:
        typer.echo(json.dumps(report, indent=2))
    else:
        from pnp.games.numen.report import odds_text

        typer.echo(odds_text(report, Text(lang)))


numen_aid = aid_command("numen", aid_cards)
