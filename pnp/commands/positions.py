"""The bodies of `pnp setup`, `pnp moves` and `pnp analyze` for games with positions, shared by every game.

Each game's command parses its own options, then hands its engine, setup or report to one of these.
What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

import json
import re
from collections.abc import Callable

import typer

from pnp.commands.options import Run, read_source, start
from pnp.locales import Text


def size_pair(text: str) -> tuple[int, int] | None:
    """(width, height) from "WxH" (x, X or ×, spaces allowed around), or None when `text` is not of that form."""
    found = re.fullmatch(r"\s*([0-9]{1,9})\s*[xX×]\s*([0-9]{1,9})\s*", text)  # ASCII digits, few enough for int
    return (int(found[1]), int(found[2])) if found else None


def board_size(text: str, example: str, sides: range | None = None) -> tuple[int, int]:
    """(width, height) from a --size "WxH", each side in `sides` when given: every game words these mistakes alike."""
    size = size_pair(text)
    if size is None:
        raise typer.BadParameter(f"{text!r} is not a size like {example}", param_hint="'--size'")
    if sides is not None and not (size[0] in sides and size[1] in sides):
        raise typer.BadParameter(f"{text!r}: each side must be from {sides.start} to {sides.stop - 1}", param_hint="'--size'")
    return size


def show_moves(engine, source: str, apply: str | None, game_over: Callable, noun: str = "move") -> None:
    """`pnp moves <game>`: the legal moves of the position in `source` as sorted JSON lines, or the position after
    `apply` (a move's JSON, or "pass").

    `engine` is the game's Position class (pnp.engine.position.Position); `game_over(result)` words a finished
    game for stderr, and stderr says when the side to move must roll first, or has no legal `noun` and must pass.
    """
    from pnp.engine.jsontext import json_lines

    position = engine.from_json(read_source(source, "position"))
    if apply == "pass":
        typer.echo(position.pass_turn().to_json())
    elif apply is not None:
        typer.echo(position.apply(engine.move_from_json(apply)).to_json())
    else:
        moves = position.legal_moves()
        typer.echo(json_lines(moves))
        result = position.result()
        if result is not None:
            typer.echo(f"game over: {game_over(result)}", err=True)
        elif position.chance_outcomes():
            typer.echo(f"{position.to_move} rolls first: give the position the dice rolled (its \"roll\")", err=True)
        elif not moves:
            typer.echo(f"{position.to_move} has no legal {noun} and passes: --apply pass", err=True)


def show_setup(run: Run, setup, as_json: bool, as_text: bool, sheet: Callable, output: str | None, stem: str) -> None:
    """`pnp setup <game>`: `setup` as JSON or a text picture on stdout, else `sheet()`, its printable part, as a PDF."""
    if as_json:
        typer.echo(setup.to_json())
    elif as_text:
        picture = setup.to_text()
        typer.echo(picture, nl=not picture.endswith("\n"))
    else:
        run.write(sheet(), output, stem)
        return
    run.done()


def show_analysis(
    lang: str, seed: int | None, as_json: bool, analyze: Callable[[int], dict], words: Callable[[dict, Text], str]
) -> None:
    """`pnp analyze <game>` for playouts: `analyze(seed)` (the seed drawn if not given) as JSON, or as
    `words(report, text)` in the language asked for."""
    run = start(lang, seed=seed)
    report = analyze(run.seed)
    typer.echo(json.dumps(report, indent=2) if as_json else words(report, run.text))
    run.done()
    if report.get("stopped") == "interrupted":  # Ctrl-C: the games before it are reported, the run still ends as stopped
        raise typer.Exit(130)
