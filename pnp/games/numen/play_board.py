"""Eye of Numen's play page board: the printed board (its cells, the Eye, the players' strips), the digits
as a filled board prints them and the stroke the rulebook crosses a cell out with."""

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
    pieces = {}
    for digit in range(1, 7):
        for half in numen.HALVES:
            pieces[f"{half}-{digit}"] = lambda s, digit=digit, turned=half == "B": glyph_rows(
                s, [(0, 0, str(digit), turned)], cap_pt(0.42 * c), c, colour=EDITION.digit)
        pieces[f"eye-{digit}"] = lambda s, digit=digit: glyph_rows(s, [(0, 0, str(digit), False)], cap_pt(0.22 * c), c, bold=True)
    pieces["crossed"] = lambda s: s.line(-0.35 * c, -0.35 * c, 0.35 * c, 0.35 * c, "bold")

    def draw(s: Surface) -> None:
        draw_static(s, g, text)

    return PlayBoard(*g.size, draw, cells, pieces)
