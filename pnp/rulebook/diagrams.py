"""Rulebook diagrams: positions drawn through Surface (so the ink-saver switch reaches them), at any size.

A drawing answers two questions: how large it is for the room it is given (`size`, in mm) and how to
draw itself at that size (`draw`, origin at its bottom-left). Boards reuse the game sheets' own
drawing code where a sheet exposes it, so the rulebook shows what the printed board shows.
"""

from dataclasses import dataclass

from pnp.games import numen
from pnp.games.coords import parse_cell
from pnp.locales import Text
from pnp.render.surface import Surface, glyph_rows
from pnp.sheets.numen_board import BOARD_H, BOARD_W, DIGIT_GREY, BoardGeometry, digit_rows, draw_static

LABEL_GREY = (0.35, 0.35, 0.35)
LINE_GREY = (0.55, 0.55, 0.55)


def digit_pt(cell: float, share: float) -> float:
    """Font size in points whose digits stand `share` of a `cell` mm tall (DejaVu's digits are 0.73 em)."""
    return share * cell / 0.3528 / 0.73


@dataclass(frozen=True)
class NumenBoard:
    """An Eye of Numen board as printed, its digits filled in and some cells crossed out."""

    setup: numen.Setup
    crossed: frozenset[str]
    text: Text
    max_cell: float = 9.0

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        cell = min(max_w / BOARD_W, max_h / BOARD_H, self.max_cell)
        return BOARD_W * cell, BOARD_H * cell

    def draw(self, s: Surface, w: float, h: float) -> None:
        g = BoardGeometry(w / BOARD_W)
        c = g.cell
        draw_static(s, g, self.text)
        glyph_rows(s, digit_rows(g, self.setup), digit_pt(c, 0.42), c, colour=DIGIT_GREY)
        ex, ey = g.cell_centre(numen.EYE_COL, numen.EYE_ROW)
        glyph_rows(s, [(ex, ey, str(self.setup.eye), False)], digit_pt(c, 0.22), c, bold=True)
        for name in sorted(self.crossed):
            x, y = g.cell_origin(*parse_cell(name))
            s.line(x + 0.15 * c, y + 0.15 * c, x + 0.85 * c, y + 0.85 * c, "bold")
