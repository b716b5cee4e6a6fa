"""`pnp moves|setup|board|tokens|analyze ogama`.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

from typing import Annotated

import typer

from pnp.commands.options import (
    AsJson, AsText, CutFile, CutterMarks, InkSaver, Lang, MarkInset, Output, PaperName, Seed, apply_option, position_option,
    back_offset as two_sided_offset, cutter_marks, one_output, playout_budget, progress, start,
)
from pnp.commands.policies import (
    BudgetMs, Depth, Long, PolicyName, Scheduler, Workers, game_runner, policy_specs, side_option,
)
from pnp.commands.positions import board_size as sized
from pnp.commands.positions import show_analysis, show_moves, show_setup
from pnp.games.ogama.rules import MAX_SIZE as MAX_SIDE
from pnp.games.ogama.rules import MIN_SIZE as MIN_SIDE
from pnp.games.ogama.rules_board import TURN_LIMIT
from pnp.commands.aid import aid_command
from pnp.games.ogama import aid_cards

Size = Annotated[str, typer.Option("--size", help=f"Board size WxH, each side {MIN_SIDE} to {MAX_SIDE}.")]
Rows = Annotated[int, typer.Option("--rows", min=1, help="Home rows each player fills (at most half the height).")]

PLAYOUT_PLIES = 50_000  # games x plies of a worst case that ends within a minute (bench/limits.py)


def board_size(size: str, rows: int) -> tuple[int, int]:
    """(width, height) from "WxH", checked against the sizes OGAMA supports and the home rows asked for."""
    width, height = sized(size, "6x6", range(MIN_SIDE, MAX_SIDE + 1))
    if rows > height // 2:
        raise typer.BadParameter(f"{rows} home rows do not fit a board {height} rows high", param_hint="'--rows'")
    return width, height


def ogama_moves(
    position: Annotated[str, position_option("docs/games/ogama.md")],
    apply: Annotated[str | None, apply_option('{"piece": "disc", "from": "a1", "to": "b3"}')] = None,
) -> None:
    """Legal actions of a position as a sorted JSON array, or with --apply the position after one."""
    from pnp.games.ogama.rules import Position

    show_moves(Position, position, apply, lambda result: f"{result.winner or 'draw'} ({result.reason})", noun="action")


def ogama_setup(
    size: Size = "6x6",
    rows: Rows = 2,
    as_json: AsJson = False,
    as_text: AsText = False,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """The blind random setup: a sheet showing every disc, the OGAMA discs and the toads (default), --json or --text."""
    one_output(as_json, as_text)
    from pnp.games.ogama import rules as ogama

    width, height = board_size(size, rows)
    run = start(lang, paper, seed, ink_saver)
    position = ogama.setup(run.seed, width, height, rows)

    def sheet():
        from pnp.games.ogama.setup_sheet import setup_part

        return setup_part(position, run.seed, rows, run.options)

    show_setup(run, position, as_json, as_text, sheet, output, f"ogama-setup-{width}x{height}")


def ogama_board(
    size: Size = "6x6",
    rows: Rows = 2,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """The board: 24 mm points for 20 mm discs, home rows marked, a move reminder; up to 7 x 6 fits a page."""
    from pnp.games.ogama.board import board_part

    width, height = board_size(size, rows)
    run = start(lang, paper, seed, ink_saver)
    run.write(board_part(width, height, rows, run.options), output, f"ogama-board-{width}x{height}")


def ogama_tokens(
    size: Annotated[str, typer.Option("--size", help="Board size WxH: each player gets rows x width discs.")] = "6x6",
    rows: Rows = 2,
    diameter: Annotated[float, typer.Option("--diameter", min=15, max=40, help="Disc diameter in mm (15-40).")] = 20.0,
    duplex: Annotated[
        bool, typer.Option("--duplex", help="A fronts page, then a mirrored backs page for long-edge flip (default: fold and glue).")
    ] = False,
    back_offset: Annotated[
        str | None,
        typer.Option("--back-offset", help="With --duplex: move the backs X,Y mm (right, up as printed) to cancel a printer's shift."),
    ] = None,
    cut_file: CutFile = None,
    machine: CutterMarks = None,
    mark_inset: MarkInset = None,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """Double-sided discs (the OGAMA disc marked) and two fold-over toad standees."""
    from pnp.games.ogama.rules import ORANGE, home_points
    from pnp.games.ogama.tokens import tokens_cut_sheets, tokens_part

    width, height = board_size(size, rows)
    offset = two_sided_offset(back_offset, duplex)
    run = start(lang, paper, seed, ink_saver)
    marks = cutter_marks(cut_file, mark_inset, run, machine, offset)
    discs = len(home_points(ORANGE, width, height, rows))  # each player's set fills their home rows
    path = run.target(output, "ogama-tokens-duplex" if duplex else "ogama-tokens")
    sheet = run.options.info("ogama", "ogama.sheet.tokens").paper
    cuts = tokens_cut_sheets(discs, diameter, duplex, offset, sheet, run.text, marks) if marks is not None else None
    run.write(tokens_part(discs, diameter, duplex, offset, run.options, marks), path, cuts=cuts)


def ogama_analyze(
    games: Annotated[int, typer.Option("--games", min=1, max=100_000, help="Games to play (1-100000; games x plies at most 50000, a game ending within 120 plies).")] = 20,
    seed: Seed = None,
    size: Size = "6x6",
    rows: Rows = 2,
    max_plies: Annotated[int, typer.Option("--max-plies", min=1, max=10_000, help="Stop a game after this many plies (the turn limit ends every game within 120).")] = 300,
    as_json: AsJson = False,
    lang: Lang = "en",
    policy: PolicyName = None,
    orange: Annotated[str | None, side_option("--orange", "Orange")] = None,
    black: Annotated[str | None, side_option("--black", "Black")] = None,
    depth: Depth = None,
    budget_ms: BudgetMs = None,
    long: Long = False,
    workers: Workers = None,
    scheduler: Scheduler = None,
) -> None:
    """Seeded games from blind random setups: wins, draws, how games ended, length, Orange's share of the
    decided games with its 95 % interval. Game k of a seed is the same game whatever --games, --workers
    or --scheduler say; every game ends by the rules (at the latest after 60 turns each)."""
    from pnp.games.ogama.players import ogama_report
    from pnp.games.ogama.report import ogama_text

    if not long:
        playout_budget(games, min(max_plies, 2 * TURN_LIMIT), PLAYOUT_PLIES)
    width, height = board_size(size, rows)
    specs = policy_specs(policy or "random", orange, black, depth, budget_ms, max_plies, long)
    runner = game_runner(workers, scheduler)

    def analysis(seed: int) -> dict:
        with progress(games, "OGAMA") as advance:
            return ogama_report(seed, games, width, height, rows, max_plies, specs, advance, runner, long)

    show_analysis(lang, seed, as_json, analysis, ogama_text)


ogama_aid = aid_command("ogama", aid_cards)
