"""Rulebook diagrams: positions drawn through Surface (so the ink-saver switch reaches them), at any size.

A drawing answers two questions: how large it is for the room it is given (`size`, in mm) and how to
draw itself at that size (`draw`, origin at its bottom-left). Boards reuse the game sheets' own
drawing code where a sheet exposes it, so the rulebook shows what the printed board shows.
"""

import math
from dataclasses import dataclass

from reportlab.lib.units import mm

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


DIE_FACES = "⚀⚁⚂⚃⚄⚅"
LINE_TINT = (0.84, 0.84, 0.84)
MARK_TINT = (1.0, 0.93, 0.6)


@dataclass(frozen=True)
class KukrenoGrid:
    """A KuKreNo grid as on the result blank: die faces along the axes, X and O, scoring lines shaded
    behind the symbols, and one square (the last symbol placed) picked out."""

    grid: dict  # (column, row) from 0 -> "X" or "O"
    lines: tuple[tuple[tuple[int, int], ...], ...] = ()
    mark: tuple[int, int] | None = None
    text: Text | None = None
    max_cell: float = 9.0

    AXIS = 1.15  # room for the row labels, in cells
    FOOT = 1.2  # room for the column labels and the dice hints, in cells

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        cell = min(max_w / (6 + self.AXIS), max_h / (6 + self.FOOT), self.max_cell)
        return (6 + self.AXIS) * cell, (6 + self.FOOT) * cell

    def draw(self, s: Surface, w: float, h: float) -> None:
        c = w / (6 + self.AXIS)
        x0, y0 = self.AXIS * c, self.FOOT * c
        centre = lambda col, row: (x0 + (col + 0.5) * c, y0 + (row + 0.5) * c)  # noqa: E731
        if self.mark is not None:
            mx, my = x0 + self.mark[0] * c, y0 + self.mark[1] * c
            s.rect(mx, my, c, c, "hair", colour=MARK_TINT, fill=MARK_TINT)
        for cells in self.lines:
            s.polygon(band(centre(*cells[0]), centre(*cells[-1]), 0.34 * c, 0.26 * c), "thin", LINE_GREY, LINE_TINT)
        for k in range(1, 6):
            s.line(x0 + k * c, y0, x0 + k * c, y0 + 6 * c, "normal")
            s.line(x0, y0 + k * c, x0 + 6 * c, y0 + k * c, "normal")
        s.rect(x0, y0, 6 * c, 6 * c, "bold")
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
        pt = min(11.0, 1.3 * c)
        for k in range(6):
            label = f"{k + 1}{DIE_FACES[k]}"
            s.centred_text(x0 - 0.55 * c, y0 + (k + 0.5) * c, label, pt, max_width=1.0 * c)
            s.centred_text(x0 + (k + 0.5) * c, y0 - 0.4 * c, label, pt, max_width=0.95 * c)
        if self.text is not None:
            s.text(x0 + 3 * c, y0 - 1.05 * c, self.text("rulebook.kukreno.axes"), min(7.0, 0.8 * c),
                   align="center", colour=LABEL_GREY, max_width=6 * c)


def band(a: tuple[float, float], b: tuple[float, float], reach: float, half: float) -> list[tuple[float, float]]:
    """An octagonal band from point a to point b, `reach` beyond each and `half` wide each side: a line's shading."""
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / length, (by - ay) / length
    nx, ny = -uy, ux
    points = []
    for (px, py), sign in ((b, 1), (a, -1)):
        ex, ey = px + sign * reach * ux, py + sign * reach * uy
        for along, across in ((0.0, 0.45), (-0.45, 1.0), (-0.45, -1.0), (0.0, -0.45)) if sign == 1 else (
            (0.0, -0.45), (0.45, -1.0), (0.45, 1.0), (0.0, 0.45)
        ):
            points.append((ex + along * half * ux + across * half * nx, ey + along * half * uy + across * half * ny))
    return points


OGAMA_FILL = {"orange": (0.97, 0.6, 0.2), "black": (0.16, 0.16, 0.16)}
ARROW = (0.1, 0.33, 0.68)
POINT_GREY = (0.6, 0.6, 0.6)


@dataclass(frozen=True)
class OgamaBoard:
    """An OGAMA position: stacks drawn as piles of discs (the top one whole), toads on their stacks,
    arrows along disc paths, and rings on points worth pointing at (a toad's possible steps)."""

    position: object  # pnp.games.ogama.Position
    paths: tuple[tuple[tuple[int, int], ...], ...] = ()
    rings: tuple[tuple[int, int], ...] = ()
    max_cell: float = 11.0

    MARGIN = 0.7  # room for the coordinates, in cells

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        p = self.position
        cell = min(max_w / (p.width + self.MARGIN), max_h / (p.height + self.MARGIN), self.max_cell)
        return (p.width + self.MARGIN) * cell, (p.height + self.MARGIN) * cell

    def draw(self, s: Surface, w: float, h: float) -> None:
        p = self.position
        c = w / (p.width + self.MARGIN)
        x0, y0 = self.MARGIN * c, self.MARGIN * c
        at = lambda point: (x0 + (point[0] + 0.5) * c, y0 + (point[1] + 0.5) * c)  # noqa: E731
        s.rect(x0, y0, p.width * c, p.height * c, "thin", colour=POINT_GREY)
        for col in range(p.width):
            s.line(x0 + (col + 0.5) * c, y0 + 0.5 * c, x0 + (col + 0.5) * c, y0 + (p.height - 0.5) * c, "hair", POINT_GREY)
            s.centred_text(x0 + (col + 0.5) * c, y0 - 0.35 * c, "abcdefghijkl"[col], min(9.0, 1.1 * c))
        for row in range(p.height):
            s.line(x0 + 0.5 * c, y0 + (row + 0.5) * c, x0 + (p.width - 0.5) * c, y0 + (row + 0.5) * c, "hair", POINT_GREY)
            s.centred_text(x0 - 0.35 * c, y0 + (row + 0.5) * c, str(row + 1), min(9.0, 1.1 * c))
        for point in self.rings:
            cx, cy = at(point)
            s.circle(cx, cy, 0.46 * c, "bold", ARROW, dash=(0.9, 0.6))
        toads = {point: colour for colour, point in p.toads.items()}
        for point in sorted(p.stacks, key=lambda q: (-q[1], q[0])):  # back rows first, so piles overlap downwards
            cx, cy = at(point)
            stack = p.stacks[point]
            lift = min(0.075 * c, 0.3 * c / max(1, len(stack) - 1))
            for k, colour in enumerate(stack):
                ogama_disc(s, cx, cy - 0.12 * c + k * lift, 0.36 * c, colour)
            top = cy - 0.12 * c + (len(stack) - 1) * lift
            if len(stack) > 1:
                s.centred_text(cx + 0.38 * c, cy - 0.36 * c, str(len(stack)), min(8.0, 0.9 * c), bold=True)
            if point in toads:
                ogama_toad(s, cx, top, 0.3 * c, toads[point])
        for path in self.paths:
            arrow(s, [at(point) for point in path], 0.16 * c)


def ogama_disc(s: Surface, cx: float, cy: float, r: float, colour: str) -> None:
    """One disc: Orange light with a dotted inner ring, Black dark with a solid one, so the two tell
    apart without colour (the ink-saver variant keeps only the lines)."""
    mark = (0.25, 0.12, 0.0) if colour == "orange" else ((0, 0, 0) if s.ink.saver else (1, 1, 1))
    s.circle(cx, cy, r, "thin", fill=OGAMA_FILL[colour])
    s.circle(cx, cy, 0.68 * r, "thin" if colour == "black" else "hair", mark,
             dash=(0.5, 0.5) if colour == "orange" else None)


def ogama_toad(s: Surface, cx: float, cy: float, r: float, colour: str) -> None:
    """A toad seen from above, in its player's colour: a round body, two eyes, two hind legs."""
    body = OGAMA_FILL[colour]
    outline = (0.0, 0.0, 0.0)
    for side in (-1, 1):
        s.circle(cx + side * 0.8 * r, cy - 0.45 * r, 0.38 * r, "thin", outline, fill=body)
    s.circle(cx, cy - 0.05 * r, 0.78 * r, "normal", outline, fill=body)
    for side in (-1, 1):
        s.circle(cx + side * 0.42 * r, cy + 0.62 * r, 0.3 * r, "thin", outline, fill=(1, 1, 1))
        s.circle(cx + side * 0.42 * r, cy + 0.66 * r, 0.13 * r, "hair", outline, fill=outline)
    s.circle(cx, cy - 0.1 * r, 0.35 * r, "hair", outline, fill=(1, 1, 1))


def arrow(s: Surface, points: list[tuple[float, float]], head: float) -> None:
    """A path through point centres, ending in an arrowhead short of the last centre."""
    (ax, ay), (bx, by) = points[-2], points[-1]
    length = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / length, (by - ay) / length
    tip = (bx - ux * head * 1.2, by - uy * head * 1.2)
    body = points[:-1] + [(tip[0] - ux * head, tip[1] - uy * head)]
    for (x1, y1), (x2, y2) in zip(body, body[1:]):
        s.line(x1, y1, x2, y2, "heavy", ARROW)
    nx, ny = -uy, ux
    base = (tip[0] - ux * head * 1.6, tip[1] - uy * head * 1.6)
    s.polygon([tip, (base[0] + nx * head, base[1] + ny * head), (base[0] - nx * head, base[1] - ny * head)],
              "thin", ARROW, fill=ARROW)


@dataclass(frozen=True)
class Row:
    """Drawings side by side at one scale (before and after a move), an arrow between them."""

    drawings: tuple
    gap: float = 10.0

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        share = (max_w - self.gap * (len(self.drawings) - 1)) / len(self.drawings)
        sizes = [d.size(share, max_h) for d in self.drawings]
        return sum(w for w, _ in sizes) + self.gap * (len(sizes) - 1), max(h for _, h in sizes)

    def draw(self, s: Surface, w: float, h: float) -> None:
        share = (w - self.gap * (len(self.drawings) - 1)) / len(self.drawings)
        x = 0.0
        canvas = s.canvas
        for i, drawing in enumerate(self.drawings):
            dw, dh = drawing.size(share, h)
            canvas.saveState()
            canvas.translate(x * mm, (h - dh) / 2 * mm)
            drawing.draw(s, dw, dh)
            canvas.restoreState()
            x += dw
            if i < len(self.drawings) - 1:
                mid = h / 2
                s.line(x + 0.2 * self.gap, mid, x + 0.65 * self.gap, mid, "bold", LABEL_GREY)
                s.polygon([(x + 0.85 * self.gap, mid), (x + 0.6 * self.gap, mid + 1.3), (x + 0.6 * self.gap, mid - 1.3)],
                          "thin", LABEL_GREY, fill=LABEL_GREY)
                x += self.gap
