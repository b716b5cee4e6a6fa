"""Eye of Numen's rulebook diagrams: a board as printed, digits filled in and cells crossed out."""

from dataclasses import dataclass

from pnp.engine.coords import parse_cell
from pnp.games.numen import rules as numen
from pnp.games.numen.board import BOARD_H, BOARD_W, BoardGeometry, draw_digits, draw_static
from pnp.locales import Text
from pnp.render.surface import Surface
from pnp.rulebook.diagrams import Drawing, sentence


@dataclass(frozen=True)
class NumenBoard(Drawing):
    """An Eye of Numen board as printed, its digits filled in (unless it is blank) and some cells crossed out."""

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
        if self.setup.cells:
            draw_digits(s, g, self.setup)
        for name in sorted(self.crossed):
            x, y = g.cell_origin(*parse_cell(name))
            s.line(x + 0.15 * c, y + 0.15 * c, x + 0.85 * c, y + 0.85 * c, "bold")

    def describe(self, text: Text) -> str:
        if not self.setup.cells:
            return sentence([text("rulebook.alt.empty_board")])
        parts = [text("rulebook.alt.numen_eye", cell=numen.EYE, digit=self.setup.eye)]
        for half, cells in numen.HALVES.items():
            listed = ", ".join(f"{cell} {self.setup.cells[cell]}" for cell in cells)
            parts.append(text("rulebook.alt.numen_half", half=text(f"rulebook.alt.half.{half}"), cells=listed))
        if self.crossed:
            parts.append(text("rulebook.alt.crossed", cells=", ".join(sorted(self.crossed))))
        else:
            parts.append(text("rulebook.alt.nothing_crossed"))
        return sentence(parts)
