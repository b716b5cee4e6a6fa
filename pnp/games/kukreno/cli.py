"""`pnp sheet|setup|analyze kukreno`.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

import json
from typing import Annotated

import click
import typer

from pnp.commands.options import Fillable, InkSaver, Lang, Output, PaperName, Seed, one_output, progress, start
from pnp.commands.policies import Depth, Long, PolicyName, Scheduler, Workers, game_runner, policy_specs, side_option
from pnp.core.errors import PnpError
from pnp.locales import Text
from pnp.commands.aid import aid_command
from pnp.games.kukreno import aid_cards

MODES = ("ordered", "free")
Mode = Annotated[
    str,
    typer.Option("--mode", click_type=click.Choice(MODES), help="Dice in order (first = column) or either way round."),
]


def read_input(name: str, text: Text) -> tuple[bytes, str]:
    """The bytes of file `name`, or of stdin for "-", with the name messages use for it."""
    from pnp.commands.options import CannotRead, read_bytes
    from pnp.games.kukreno.report import GridInputError

    source = "<stdin>" if name == "-" else name
    try:
        return read_bytes(name, "grid"), source
    except CannotRead as err:
        raise GridInputError(text("kukreno.errors.grid_unreadable", source=source, reason=err.reason)) from None


def kukreno_sheet(
    games: Annotated[int, typer.Option("--games", min=1, max=8, help="Games on the blank (1-8).")] = 6,
    names: Annotated[
        str | None,
        typer.Option("--names", help='The two players, comma-separated, up to 60 characters each: "Аня,Boris".'),
    ] = None,
    mode: Mode = "ordered",
    fillable: Fillable = False,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """The result blank: 6 x 6 games with penalty boxes and score rows, and the match table with running totals."""
    from pnp.games.kukreno.blank import blank_part, split_names

    run = start(lang, paper, seed, ink_saver)
    players = split_names(names, run.text) if names is not None else None
    run.write(blank_part(games, players, mode, run.options, fillable), output, "kukreno-blank")


def kukreno_setup(
    rolls: Annotated[int, typer.Option("--rolls", min=1, max=1000, help="How many pre-rolled pairs (1-1000).")] = 60,
    as_json: Annotated[bool, typer.Option("--json", help="Print the rolls as JSON on stdout.")] = False,
    as_text: Annotated[bool, typer.Option("--text", help="Print the rolls as a plain-text table.")] = False,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """Pre-rolled dice for playing without dice: a printable table (default), --json or --text."""
    one_output(as_json, as_text)
    from pnp.games.kukreno.rules import dice_table

    run = start(lang, paper, seed, ink_saver)
    table = dice_table(run.seed, rolls)
    if as_json:
        typer.echo(json.dumps({"game": "kukreno", "seed": run.seed, "rolls": [list(roll) for roll in table]}))
        run.done()
    elif as_text:
        from pnp.games.kukreno.rolls import rolls_text

        typer.echo(rolls_text(table, run.seed, run.text), nl=False)
        run.done()
    else:
        from pnp.games.kukreno.rolls import rolls_part

        run.write(rolls_part(table, run.options), output, "kukreno-rolls")


def kukreno_analyze(
    grid: Annotated[
        str | None, typer.Option("--grid", metavar="FILE|-", help="Score a text grid, six lines of X, O and . (docs/games/kukreno.md): a file, or - for stdin.")
    ] = None,
    games: Annotated[int, typer.Option("--games", min=1, max=10_000, help="Simulated games (1-10000).")] = 1000,
    mode: Mode = "ordered",
    as_json: Annotated[bool, typer.Option("--json", help="JSON on stdout.")] = False,
    seed: Seed = None,
    lang: Lang = "en",
    policy: PolicyName = None,
    starter: Annotated[str | None, side_option("--starter", "the starter (X), who reads the dice in free mode")] = None,
    second: Annotated[str | None, side_option("--second", "the second player")] = None,
    depth: Depth = None,
    long: Long = False,
    workers: Workers = None,
    scheduler: Scheduler = None,
) -> None:
    """Score a grid (--grid), or play seeded games with random dice: the computed facts (most points in a
    game, no line of 6), wins, draws, how games ended, length in rolls, the starter's share of the decided
    games with its 95 % interval.

    Players matter only with --mode free, where the reading of the dice is a choice: --policy, --starter
    and --second choose how (search looks one roll ahead at depth 2)."""
    if grid is not None:
        if policy or starter or second or depth or long or workers or scheduler:
            raise PnpError("--grid scores one grid: leave out the players and where games are played")
        from pnp.games.kukreno.report import score_grid

        text = Text(lang)
        data, source = read_input(grid, text)
        typer.echo(json.dumps(score_grid(data, source, text), ensure_ascii=False))
        return
    if mode != "free" and (policy or starter or second or depth):
        raise PnpError("--policy, --starter, --second and --depth choose readings of the dice: they need --mode free")
    from pnp.commands.positions import show_analysis
    from pnp.games.kukreno.players import MAX_ROLLS, kukreno_report
    from pnp.games.kukreno.report import kukreno_text

    specs = policy_specs(policy or "random", starter, second, depth, None, MAX_ROLLS, long)
    runner = game_runner(workers, scheduler)

    def analysis(seed: int) -> dict:
        with progress(games, "KuKreNo") as advance:
            return kukreno_report(seed, games, mode, specs, advance, runner, long)

    show_analysis(lang, seed, as_json, analysis, kukreno_text)


kukreno_aid = aid_command("kukreno", aid_cards)
