"""`pnp board|sheet|setup|analyze numen`."""

import json
from pathlib import Path
from typing import Annotated, Optional

import click
import typer

from pnp.cli.groups import analyze, board, setup, sheet
from pnp.cli.options import InkSaver, Lang, Output, PaperName, Seed, count_option, start

FILLS = ("none", "random", "balanced")
Fill = Annotated[str, typer.Option("--fill", click_type=click.Choice(FILLS), help="How the halves are pre-filled.")]


@board.command("numen")
def numen_board(
    fill: Fill = "balanced",
    count: Annotated[int, count_option("boards")] = 1,
    per_page: Annotated[
        int, typer.Option("--per-page", click_type=click.Choice(["1", "2", "4"]), help="Boards per page.")
    ] = 1,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """Eye of Numen boards, blank or pre-filled, 1, 2 or 4 to a page."""
    from pnp.games.numen import make_setups
    from pnp.sheets.numen_board import write_boards

    run = start(lang, paper, seed, ink_saver)
    path = run.target(output, f"numen-board-{fill}")
    run.wrote(path, write_boards(path, make_setups(fill, run.seed, count), fill, int(per_page), run.options))


@sheet.command("numen")
def numen_sheet(
    games: Annotated[int, typer.Option("--games", min=1, max=6, help="Games per page (1-6).")] = 4,
    pages: Annotated[int, typer.Option("--pages", min=1, max=100, help="How many pages.")] = 1,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """The advanced-rules score sheet: row rewards, steps, sealing bonus and totals."""
    from pnp.products.numen import write_score_sheet

    run = start(lang, paper, seed, ink_saver)
    write_score_sheet(run, run.target(output, "numen-scores"), games, pages)


@setup.command("numen")
def numen_setup(
    fill: Fill = "balanced",
    as_json: Annotated[bool, typer.Option("--json", help="Print the setup as JSON on stdout.")] = False,
    as_text: Annotated[bool, typer.Option("--text", help="Print a plain-text picture of the board.")] = False,
    lang: Lang = "en",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Output = None,
) -> None:
    """A random legal fill: a printable board (default), --json or --text."""
    from pnp.games.numen import make_setup

    run = start(lang, paper, seed, ink_saver)
    made = make_setup(fill, run.seed)
    if as_json:
        typer.echo(made.to_json())
    elif as_text:
        typer.echo(made.to_text(), nl=False)
    else:
        from pnp.products.numen import write_setup

        write_setup(run, run.target(output, "numen-setup"), made, fill)


@analyze.command("numen")
def numen_analyze(
    fill: Annotated[
        Optional[str], typer.Option("--fill", click_type=click.Choice(["random", "balanced"]), help="Fill of both players (or of the Guide with --vs).")
    ] = None,
    counts: Annotated[Optional[str], typer.Option("--counts", help="Digit counts 1-6 of a half, e.g. 3,3,3,2,2,2.")] = None,
    vs: Annotated[Optional[str], typer.Option("--vs", help="The other player's fill or counts.")] = None,
    top: Annotated[int, typer.Option("--top", min=0, max=110, help="List this many best and worst count patterns.")] = 5,
    as_json: Annotated[bool, typer.Option("--json", help="JSON on stdout.")] = False,
    lang: Lang = "en",
) -> None:
    """Exact odds: expected rolls to clear a half, turns to seal the Eye, the Guide's chance to win."""
    from pnp.products.numen import analysis_report

    report, lines = analysis_report(fill, counts, vs, top, lang)
    typer.echo(json.dumps(report, ensure_ascii=False, indent=2) if as_json else lines)
