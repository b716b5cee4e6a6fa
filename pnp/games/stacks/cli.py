"""`pnp moves|setup|board|tokens|analyze stacks`.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

from typing import Annotated

import click
import typer

from pnp.commands.options import (
    AsJson, AsText, CutFile, CutterMarks, InkSaver, Lang, MarkInset, Output, PaperName, Seed, apply_option, position_option, cutter_marks,
    one_output, playout_budget, progress, start, back_offset as two_sided_offset,
)
from pnp.commands.policies import (
    BudgetMs, Depth, Long, PolicyName, Scheduler, Workers, game_runner, policy_specs, side_option,
)
from pnp.commands.positions import board_size, show_analysis, show_moves, show_setup
from pnp.core.errors import PnpError
from pnp.games.stacks.wild import DEFAULT_REGIONS, MAX_REGIONS, MIN_REGIONS
from pnp.commands.aid import aid_command
from pnp.games.stacks import aid_cards

SETS = ("classic", "sequence")
END_RULES = ("count", "post", "attack")  # pnp.games.stacks.rules.END_RULES
SetName = Annotated[
    str, typer.Option("--set", click_type=click.Choice(SETS), help="Token set: classic (1-6 twice, 7-10) or sequence (1-16).")
]
Size = Annotated[str | None, typer.Option("--size", help="Board size WxH, e.g. 8x8 (the default) or 10x8.")]
Wild = Annotated[bool, typer.Option("--wild", help="The wild variant's map of irregular regions instead of a grid.")]
End = Annotated[
    str | None,
    typer.Option("--end", click_type=click.Choice(END_RULES),
                 help="End rule: count (default: also a third repetition or 60 turns each; more visible tokens win), "
                      "post (three passes in a row alone), attack (also three turns in a row in which a side could not "
                      "climb onto an opponent's stack lose)."),
]
Regions = Annotated[
    int | None,
    typer.Option("--regions", min=MIN_REGIONS, max=MAX_REGIONS,
                 help=f"Regions of the wild map ({MIN_REGIONS}-{MAX_REGIONS}, default {DEFAULT_REGIONS}); with --wild."),
]

PLAYOUT_PLIES = 100_000  # games x plies of a worst case that ends within a minute (bench/limits.py)




def parse_size(text: str | None) -> tuple[int, int]:
    """ "WxH" (x, X or ×) as (width, height); 8 x 8 when not given."""
    if text is None:
        return 8, 8
    return board_size(text, "8x8")


def wild_options(wild: bool, regions: int | None, **grid_only) -> int:
    """The region count to use; refuses grid options with --wild and --regions without it."""
    if wild:
        given = [f"--{name}" for name, value in grid_only.items() if value]
        if given:
            raise PnpError(f"--wild plays on a map, not a grid: leave out {' and '.join(given)}")
        return DEFAULT_REGIONS if regions is None else regions
    if regions is not None:
        raise PnpError("--regions needs --wild")
    return 0




def stacks_moves(
    position: Annotated[str, position_option("docs/games/stacks.md")],
    apply: Annotated[str | None, apply_option('{"from": "a1", "to": "a5", "flip": false}')] = None,
    end: End = None,
) -> None:
    """Legal moves of a position (grid or wild), sorted, as a JSON array; or the position after one move.

    The end rule is the position's own ("end" in its JSON, else count) unless --end names one."""
    from types import SimpleNamespace

    from pnp.games.stacks.rules import Position, ending_text

    judged = SimpleNamespace(
        from_json=lambda text: Position.from_json(text).with_end(end) if end else Position.from_json(text),
        move_from_json=Position.move_from_json,
    )
    show_moves(judged, position, apply, ending_text)


def stacks_setup(
    set_name: SetName = "classic",
    size: Size = None,
    mirror: Annotated[bool, typer.Option("--mirror", help="Black's rows copy White's column for column.")] = False,
    wild: Wild = False,
    regions: Regions = None,
    as_json: AsJson = False,
    as_text: AsText = False,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """A random balanced setup: a printable diagram (default), --json (a position for pnp moves) or --text."""
    one_output(as_json, as_text)
    from pnp.games.stacks.rules import balanced_setup, wild_setup

    regions = wild_options(wild, regions, size=size, mirror=mirror)
    width, height = parse_size(size)
    run = start(lang, paper, seed, ink_saver)
    if wild:
        position, stem = wild_setup(run.seed, regions, set_name), f"stacks-setup-wild-{regions}"
    else:
        position, stem = balanced_setup(run.seed, width, height, set_name, mirror), f"stacks-setup-{width}x{height}"

    def sheet():
        from pnp.games.stacks.setup_sheet import setup_part

        return setup_part(position, run.options, set_name, mirror)

    show_setup(run, position, as_json, as_text, sheet, output, stem)


def stacks_board(
    size: Size = None,
    wild: Wild = False,
    regions: Regions = None,
    cut_file: CutFile = None,
    machine: CutterMarks = None,
    mark_inset: MarkInset = None,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """The board at real size (23 mm cells; 4 to 12 cells each way, tiled across sheets when too large),
    or with --wild the map of the given seed."""

    regions = wild_options(wild, regions, size=size)
    width, height = parse_size(size)
    run = start(lang, paper, seed, ink_saver)
    marks = cutter_marks(cut_file, mark_inset, run, machine)
    if wild:
        from pnp.games.stacks.wild_sheet import wild_map_part

        if cut_file:
            raise PnpError("--cut-file is for tiled boards; the wild map is one sheet with nothing to cut")
        part, stem = wild_map_part(run.seed, regions, run.options), f"stacks-map-{regions}"
    else:
        from pnp.games.stacks.board import SIDES, board_part, plan_board, tile_cut_sheets

        if size is not None:
            board_size(size, "8x8", SIDES)
        plan = plan_board(width, height, paper, run.margin)
        if cut_file and not plan.tiled:
            raise PnpError(f"--cut-file is for tiled boards; a {width}x{height} board fits one sheet with nothing to cut")
        part, stem = board_part(width, height, run.options, marks), f"stacks-board-{width}x{height}"
    run.write(part, run.target(output, stem), cuts=tile_cut_sheets(plan, paper, marks) if marks is not None else None)


def stacks_tokens(
    set_name: SetName = "classic",
    diameter: Annotated[float, typer.Option("--diameter", min=12, max=40, help="Token diameter in mm (12-40).")] = 20.0,
    duplex: Annotated[bool, typer.Option("--duplex", help="Fronts page, then backs page for long-edge flip printing.")] = False,
    back_offset: Annotated[
        str | None,
        typer.Option("--back-offset", help="Shift of the backs in mm, X,Y (right, up as seen on the back), from pnp calibrate."),
    ] = None,
    blanks: Annotated[int, typer.Option("--blanks", min=0, max=20, help="Blank tokens per side for values of your own.")] = 4,
    cut_file: CutFile = None,
    machine: CutterMarks = None,
    mark_inset: MarkInset = None,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """Double-sided tokens, +n on the front and -n on the back, for both sides: fold-and-glue (default) or duplex."""
    from pnp.games.stacks.tokens import token_cut_sheets, tokens_part

    offset = two_sided_offset(back_offset, duplex)
    run = start(lang, paper, seed, ink_saver)
    marks = cutter_marks(cut_file, mark_inset, run, machine, offset)
    part = tokens_part(run.options, set_name, diameter, duplex, offset, blanks, marks)
    path = run.target(output, f"stacks-tokens-{set_name}-{'duplex' if duplex else 'fold'}")
    cuts = token_cut_sheets(paper, set_name, diameter, duplex, offset, blanks, marks) if marks is not None else None
    run.write(part, path, cuts=cuts)


def stacks_analyze(
    games: Annotated[int, typer.Option("--games", min=1, max=100_000, help="Random games to play (1-100000; games x --max-plies at most 100000).")] = 20,
    seed: Seed = None,
    as_json: AsJson = False,
    size: Size = None,
    set_name: SetName = "classic",
    max_plies: Annotated[
        int, typer.Option("--max-plies", min=1, max=100_000, help="Turns after which a game stops undecided.")
    ] = 300,
    policy: PolicyName = "random",
    white: Annotated[str | None, side_option("--white", "White")] = None,
    black: Annotated[str | None, side_option("--black", "Black")] = None,
    depth: Depth = None,
    budget_ms: BudgetMs = None,
    end: End = None,
    long: Long = False,
    workers: Workers = None,
    scheduler: Scheduler = None,
    lang: Lang = "en",
) -> None:
    """Seeded games from balanced setups: wins, draws, how games ended, length, White's share with its interval.

    Game k of a seed is the same game whatever --games, --workers or --scheduler say."""
    from pnp.games.stacks.players import stacks_report
    from pnp.games.stacks.report import playout_text

    if not long:
        playout_budget(games, max_plies, PLAYOUT_PLIES)
    width, height = parse_size(size)
    specs = policy_specs(policy or "random", white, black, depth, budget_ms, max_plies, long)
    end = end or "count"
    runner = game_runner(workers, scheduler)

    def analysis(seed: int) -> dict:
        with progress(games, "Signed Stacks") as advance:
            return stacks_report(seed, games, width, height, set_name, end, max_plies, specs, advance, runner, long)

    show_analysis(lang, seed, as_json, analysis, playout_text)


stacks_aid = aid_command("stacks", aid_cards)
