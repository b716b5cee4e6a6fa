"""Eye of Numen's play page board: the printed board (its cells, the Eye, the players' strips), the digits
as a filled board prints them and the stroke the rulebook crosses a cell out with."""

from collections.abc import Callable
from functools import partial

from pnp.games.numen import rules as numen
from pnp.games.numen.board import BoardGeometry, draw_static
from pnp.games.numen.edition import EDITION
from pnp.locales import Text
from pnp.pieces import PlayBoard
from pnp.render.fonts import cap_pt
from pnp.render.surface import Surface, glyph_rows


def board(text: Text) -> PlayBoard:
    g = BoardGeometry(EDITION.cell)
    c = g.cell
    cells = {cell.name: (*g.cell_origin(cell.col, cell.row), c, c) for cell in numen.CELLS}
    def digit(s: Surface, value: int, turned: bool) -> None:
        glyph_rows(s, [(0, 0, str(value), turned)], cap_pt(0.42 * c), c, colour=EDITION.digit)

    def eye(s: Surface, value: int) -> None:
        glyph_rows(s, [(0, 0, str(value), False)], cap_pt(0.22 * c), c, bold=True)

    def crossed(s: Surface) -> None:
        s.line(-0.35 * c, -0.35 * c, 0.35 * c, 0.35 * c, "bold")

    pieces: dict[str, Callable[[Surface], None]] = {"crossed": crossed}
    for value in range(1, 7):
        for half in numen.HALVES:
            pieces[f"{half}-{value}"] = partial(digit, value=value, turned=half == "B")
        pieces[f"eye-{value}"] = partial(eye, value=value)

    def draw(s: Surface) -> None:
        draw_static(s, g, text)

    return PlayBoard(*g.size, draw, cells, pieces)
