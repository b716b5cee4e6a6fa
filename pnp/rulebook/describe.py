"""Text alternatives for rulebook diagrams, made from the position each one shows.

A reader who cannot see a diagram hears what it holds: every digit, symbol, disc or token and where it
stands, the lines, paths and moves drawn over them. The words come from the language's catalog.
"""

from collections.abc import Callable
from typing import Any

from pnp.games import numen
from pnp.games.coords import cell_name
from pnp.locales import Text
from pnp.rulebook.diagrams import (Column, Components, KukrenoGrid, NumenBoard, OgamaBoard, OgamaEmptyBoard, Row,
                                   StacksEmptyBoard, StacksSetup, StacksWild, StacksWindow)
from pnp.rulebook.kukreno import kukreno_cell
from pnp.rulebook.stacks import signed

SEP = "; "


def describe(drawing, text: Text) -> str:
    """What `drawing` shows, as sentences; a drawing of a kind not known here is described by its parts' kinds."""
    for kind, words in DESCRIBERS.items():
        if isinstance(drawing, kind):
            return words(drawing, text)
    return type(drawing).__name__


def _sentence(parts: list[str]) -> str:
    text = ". ".join(p[:1].upper() + p[1:] for p in parts if p)
    return text + "." if text else ""


def numen_board(d: NumenBoard, text: Text) -> str:
    if not d.setup.cells:
        return _sentence([text("rulebook.alt.empty_board")])
    parts = [text("rulebook.alt.numen_eye", cell=numen.EYE, digit=d.setup.eye)]
    for half, cells in numen.HALVES.items():
        listed = ", ".join(f"{cell} {d.setup.cells[cell]}" for cell in cells)
        parts.append(text("rulebook.alt.numen_half", half=text(f"rulebook.alt.half.{half}"), cells=listed))
    if d.crossed:
        parts.append(text("rulebook.alt.crossed", cells=", ".join(sorted(d.crossed))))
    else:
        parts.append(text("rulebook.alt.nothing_crossed"))
    return _sentence(parts)


def kukreno_grid(d: KukrenoGrid, text: Text) -> str:
    parts = []
    for symbol in ("X", "O"):
        squares = sorted(square for square, s in d.grid.items() if s == symbol)
        if squares:
            parts.append(text("rulebook.alt.kukreno_symbols", symbol=symbol,
                              squares=", ".join(map(kukreno_cell, squares))))
    if not parts:
        parts.append(text("rulebook.alt.empty_board"))
    if d.lines:
        lines = ", ".join("–".join(kukreno_cell(s) for s in (cells[0], cells[-1])) for cells in d.lines)
        parts.append(text("rulebook.alt.kukreno_lines", lines=lines))
    if d.mark is not None:
        parts.append(text("rulebook.alt.kukreno_last", square=kukreno_cell(d.mark)))
    return _sentence(parts)


def ogama_board(d: OgamaBoard, text: Text) -> str:
    p = d.position
    stacks = [
        f"{cell_name(*point)} {', '.join(text(f'ogama.player.{c}').lower() for c in p.stacks[point])}"
        for point in sorted(p.stacks, key=lambda q: (q[1], q[0]))
    ]
    parts = [text("rulebook.alt.ogama_stacks", stacks=SEP.join(stacks)) if stacks else text("rulebook.alt.empty_board")]
    for colour, point in p.toads.items():
        parts.append(text("rulebook.alt.ogama_toad", player=text(f"ogama.player.{colour}"), cell=cell_name(*point)))
    for path in d.paths:
        parts.append(text("rulebook.alt.ogama_path", cells=" → ".join(cell_name(*point) for point in path)))
    if d.rings:
        parts.append(text("rulebook.alt.ogama_rings", cells=", ".join(cell_name(*point) for point in d.rings)))
    return _sentence(parts)


def stacks_position(position, text: Text) -> str:
    """Every stack, bottom token first: its cell, then each token's colour and face."""
    board = position.board
    stacks = []
    for cell in sorted(position.stacks, key=board.order):
        tokens = ", ".join(f"{text('rulebook.alt.' + t.color)} {signed(t.value)}" for t in position.stacks[cell])
        stacks.append(f"{cell} {tokens}")
    return text("rulebook.alt.stacks_tokens", stacks=SEP.join(stacks)) if stacks else text("rulebook.alt.empty_board")


def stacks_setup(d: StacksSetup | StacksWild, text: Text) -> str:
    return _sentence([stacks_position(d.position, text)])


def stacks_window(d: StacksWindow, text: Text) -> str:
    parts = [stacks_position(d.position, text)]
    if d.move:
        verdict = text("rulebook.alt.allowed" if d.allowed else "rulebook.alt.refused")
        parts.append(text("rulebook.alt.stacks_move", start=d.move[0], end=d.move[1], verdict=verdict))
    return _sentence(parts)


def empty_board(d: StacksEmptyBoard | OgamaEmptyBoard, text: Text) -> str:
    return _sentence([text("rulebook.alt.empty_board")])


def components(d: Components, text: Text) -> str:
    pieces = ", ".join(text("rulebook.alt.piece", name=piece.name, count=piece.count) for piece in d.pieces)
    return " ".join((describe(d.board, text), _sentence([text("rulebook.alt.pieces", pieces=pieces)])))


def row(d: Row | Column, text: Text) -> str:
    described = [describe(drawing, text) for drawing in d.drawings]
    if isinstance(d, Row) and d.arrows and len(described) == 2:
        return " ".join((text("rulebook.alt.before", text=described[0]), text("rulebook.alt.after", text=described[1])))
    return " ".join(text("rulebook.alt.example", n=n, text=words) for n, words in enumerate(described, start=1))


DESCRIBERS: dict[type, Callable[[Any, Text], str]] = {
    NumenBoard: numen_board,
    KukrenoGrid: kukreno_grid,
    OgamaBoard: ogama_board,
    StacksSetup: stacks_setup,
    StacksWild: stacks_setup,
    StacksWindow: stacks_window,
    Row: row,
    Column: row,
    Components: components,
    StacksEmptyBoard: empty_board,
    OgamaEmptyBoard: empty_board,
}
