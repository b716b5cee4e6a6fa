"""KuKreNo's rulebook diagrams: a grid of X and O with its scoring lines shaded."""

import math
from collections.abc import Mapping
from dataclasses import dataclass

from pnp.games.kukreno.blank import AXIS_W, LABELS_H
from pnp.games.kukreno.blank import draw_grid as draw_kukreno_grid
from pnp.games.kukreno.rules import SIZE
from pnp.locales import Text
from pnp.render.surface import Surface
from pnp.rulebook.diagrams import LINE_GREY, LINE_TINT, MARK_TINT, Drawing, sentence


def kukreno_cell(point: tuple[int, int]) -> str:
    """A square as the dice name it: column, then row."""
    return f"{point[0] + 1}:{point[1] + 1}"


@dataclass(frozen=True)
class KukrenoGrid(Drawing):
    """A KuKreNo grid drawn as the result blank draws it (die faces along the axes), with X and O,
    scoring lines shaded behind the symbols, and one square (the last symbol placed) picked out."""

    grid: Mapping  # (column, row) from 0 -> "X" or "O"
    lines: tuple[tuple[tuple[int, int], ...], ...]
    mark: tuple[int, int] | None
    text: Text
    max_cell: float = 9.0

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        cell = min((max_w - AXIS_W) / SIZE, (max_h - LABELS_H) / SIZE, self.max_cell)
        return AXIS_W + SIZE * cell, LABELS_H + SIZE * cell

    def draw(self, s: Surface, w: float, h: float) -> None:
        c = (w - AXIS_W) / SIZE
        x0, y0 = AXIS_W, LABELS_H
        centre = lambda col, row: (x0 + (col + 0.5) * c, y0 + (row + 0.5) * c)  # noqa: E731
        if self.mark is not None:
            mx, my = x0 + self.mark[0] * c, y0 + self.mark[1] * c
            s.rect(mx, my, c, c, "hair", colour=MARK_TINT, fill=MARK_TINT)
        for cells in self.lines:
            s.polygon(band(centre(*cells[0]), centre(*cells[-1]), 0.34 * c, 0.26 * c), "thin", LINE_GREY, LINE_TINT)
        draw_kukreno_grid(s, 0, h, c, "ordered", self.text)
        if self.mark is not None:
            s.rect(mx + 0.06 * c, my + 0.06 * c, 0.88 * c, 0.88 * c, "bold", dash=(0.8, 0.6))
        for (col, row), symbol in self.grid.items():
            cx, cy = centre(col, row)
            r = 0.27 * c
            if symbol == "X":
                s.line(cx - r, cy - r, cx + r, cy + r, "bold")
                s.line(cx - r, cy + r, cx + r, cy - r, "bold")
            else:
                s.circle(cx, cy, r * 1.05, "bold")

    def describe(self, text: Text) -> str:
        parts = []
        for symbol in ("X", "O"):
            squares = sorted(square for square, s in self.grid.items() if s == symbol)
            if squares:
                parts.append(text("rulebook.alt.kukreno_symbols", symbol=symbol,
                                  squares=", ".join(map(kukreno_cell, squares))))
        if not parts:
            parts.append(text("rulebook.alt.empty_board"))
        if self.lines:
            lines = ", ".join("–".join(kukreno_cell(s) for s in (cells[0], cells[-1])) for cells in self.lines)
            parts.append(text("rulebook.alt.kukreno_lines", lines=lines))
        if self.mark is not None:
            parts.append(text("rulebook.alt.kukreno_last", square=kukreno_cell(self.mark)))
        return sentence(parts)


def band(a: tuple[float, float], b: tuple[float, float], reach: float, half: float) -> list[tuple[float, float]]:
    """An octagonal band from point a to point b, `reach` beyond each and `half` wide each side: a line's shading."""
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / length, (by - ay) / length
    nx, ny = -uy, ux
    corners = {1: ((0.0, 0.45), (-0.45, 1.0), (-0.45, -1.0), (0.0, -0.45)),
               -1: ((0.0, -0.45), (0.45, -1.0), (0.45, 1.0), (0.0, 0.45))}
    points = []
    for (px, py), sign in ((b, 1), (a, -1)):
        ex, ey = px + sign * reach * ux, py + sign * reach * uy
        for along, across in corners[sign]:
            points.append((ex + along * half * ux + across * half * nx, ey + along * half * uy + across * half * ny))
    return points
