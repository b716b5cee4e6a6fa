"""KuKreNo's rulebook diagrams: a grid of X and O with its scoring lines shaded, and a match with its running totals."""

import math
from collections.abc import Mapping
from dataclasses import dataclass

from reportlab.lib.units import mm

from pnp.games.kukreno.blank import AXIS_W, LABELS_H
from pnp.games.kukreno.blank import draw_grid as draw_kukreno_grid
from pnp.games.kukreno.rules import SIZE
from pnp.locales import Text
from pnp.render.fonts import CAP_HEIGHT, text_width
from pnp.render.surface import Surface
from pnp.rulebook.diagrams import LINE_GREY, LINE_TINT, MARK_TINT, Drawing, sentence


def kukreno_cell(point: tuple[int, int]) -> str:
    """A square as the dice name it: column, then row."""
    return f"{point[0] + 1}:{point[1] + 1}"


def draw_symbol(s: Surface, cx: float, cy: float, c: float, symbol: str) -> None:
    """An X or an O centred on (cx, cy) in a square `c` mm wide, as a player writes it."""
    r = 0.27 * c
    if symbol == "X":
        s.line(cx - r, cy - r, cx + r, cy + r, "bold")
        s.line(cx - r, cy + r, cx + r, cy - r, "bold")
    else:
        s.circle(cx, cy, r * 1.05, "bold")


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
            draw_symbol(s, *centre(col, row), c, symbol)

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


@dataclass(frozen=True)
class MatchGame:
    """One game of a worked match: its final grid and scoring lines, who started it, and what it left."""

    grid: Mapping
    lines: tuple[tuple[tuple[int, int], ...], ...]
    starter: str
    points: Mapping[str, int]
    penalties: Mapping[str, int]
    totals: Mapping[str, int]  # the match totals after it


@dataclass(frozen=True)
class KukrenoMatch(Drawing):
    """A match as a result blank keeps it: each game's final grid over a table of who started, the
    game's points and penalties, and the running match total. Where the columns are too narrow for
    the grids (a pocket panel), the table stands alone."""

    games: tuple[MatchGame, ...]
    text: Text

    PTS, PAD = (8.0, 7.0, 6.0), 1.5  # the table's type (the largest that fits the width), a cell's inner margin
    GRID_FROM, GRID_GAP, MAX_GRID = 24.0, 2.5, 36.0  # a column this wide carries its grid; under it; its height
    NUMBER = 5.0  # a game's number over its grid, where the grids do not stand over the table's columns

    ROWS = ("starts", "points", "penalties", "total")

    def label_width(self, pt: float) -> float:
        labels = [self.text(f"rulebook.match.{key}") for key in ("game", *self.ROWS)]
        return max(text_width(label, pt, bold=True) for label in labels) / mm + 2 * self.PAD

    def least_width(self, pt: float) -> float:
        """The narrowest table at this type: the labels, and room for a score of 00 and 00 in every column."""
        widest = self.score({"X": 0, "O": 0}).replace("0", "00")
        return self.label_width(pt) + len(self.games) * (text_width(widest, pt, bold=True) / mm + 2 * self.PAD)

    def score(self, pair: Mapping[str, int]) -> str:
        return self.text("rulebook.match.score", x=pair["X"], o=pair["O"])

    def type_size(self, w: float) -> float:
        return next((pt for pt in self.PTS if self.least_width(pt) <= w), self.PTS[-1])

    def row(self, pt: float) -> float:
        return 0.65 * pt

    def table_height(self, pt: float) -> float:
        return (len(self.ROWS) + 1) * self.row(pt)

    def grid(self, game: MatchGame) -> KukrenoGrid:
        return KukrenoGrid(game.grid, game.lines, None, self.text)

    def grid_layout(self, w: float, max_h: float) -> tuple[int, tuple[float, float]] | None:
        """How many grids stand in a row, and each one's size, for a drawing `w` wide: one row over the
        table's columns, or, where those are too narrow (an A5 page, large print), rows across the
        whole width, each grid under its game's number; None where no grid has room."""
        pt = self.type_size(w)
        room = max_h - self.table_height(pt) - self.GRID_GAP
        count = len(self.games)
        share = (w - self.label_width(pt)) / count
        if share >= self.GRID_FROM and room > LABELS_H:
            return count, self.grid(self.games[0]).size(share - self.GRID_GAP, min(room, self.MAX_GRID))
        across = math.ceil(count / 2)
        rows = math.ceil(count / across)
        height = (room - (rows - 1) * self.GRID_GAP) / rows - self.NUMBER
        if height <= LABELS_H:
            return None
        size = self.grid(self.games[0]).size(w / across - self.GRID_GAP, min(height, self.MAX_GRID))
        return (across, size) if size[0] >= self.GRID_FROM else None

    def grids_height(self, layout: tuple[int, tuple[float, float]] | None) -> float:
        if layout is None:
            return 0.0
        across, (_, gh) = layout
        if across == len(self.games):
            return gh + self.GRID_GAP
        rows = math.ceil(len(self.games) / across)
        return rows * (gh + self.NUMBER + self.GRID_GAP)

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        pt = self.type_size(max_w)
        w = max(self.least_width(pt), min(max_w, self.label_width(pt) + len(self.games) * 40.0))
        return w, self.table_height(pt) + self.grids_height(self.grid_layout(w, max_h))

    def unit(self, w: float, h: float) -> float:
        """Its grids' width (the table's row where they are left out): what large print keeps."""
        layout = self.grid_layout(w, h)
        return layout[1][0] if layout else self.row(self.type_size(w))

    def draw(self, s: Surface, w: float, h: float) -> None:
        pt = self.type_size(w)
        label_w, row = self.label_width(pt), self.row(pt)
        share = (w - label_w) / len(self.games)
        layout = self.grid_layout(w, h)
        if layout:
            across, (gw, gh) = layout
            over_table = across == len(self.games)
            for k, game in enumerate(self.games):
                line, place = divmod(k, across)
                if over_table:
                    x, top = label_w + k * share + (share - gw) / 2, h
                else:
                    x, top = (place + 0.5) * w / across - gw / 2, h - line * (gh + self.NUMBER + self.GRID_GAP)
                    s.text(x + AXIS_W, top - 0.75 * self.NUMBER, self.text("rulebook.match.numbered", n=k + 1), pt, bold=True)
                    top -= self.NUMBER
                s.canvas.saveState()
                s.canvas.translate(x * mm, (top - gh) * mm)
                self.grid(game).draw(s, gw, gh)
                s.canvas.restoreState()
        cells = [
            [str(n) for n in range(1, len(self.games) + 1)],
            [game.starter for game in self.games],
            [self.score(game.points) for game in self.games],
            [self.score(game.penalties) for game in self.games],
            [self.score(game.totals) for game in self.games],
        ]
        top = self.table_height(pt)
        s.rect(0, 0, w, row, None, fill=LINE_TINT)  # the running total, the row the match is about
        for r, (key, values) in enumerate(zip(("game", *self.ROWS), cells)):
            base = top - (r + 1) * row + (row - CAP_HEIGHT * pt * 0.3528) / 2
            bold = key in ("game", "total")
            s.text(self.PAD, base, self.text(f"rulebook.match.{key}"), pt, bold=True)
            for k, value in enumerate(values):
                s.text(label_w + (k + 0.5) * share, base, value, pt, bold=bold, align="center")
            s.line(0, top - (r + 1) * row, w, top - (r + 1) * row, "thin" if r else "normal", LINE_GREY)
        for k in range(len(self.games)):
            x = label_w + k * share
            s.line(x, 0, x, top, "thin", LINE_GREY)

    def describe(self, text: Text) -> str:
        parts = []
        for n, game in enumerate(self.games, start=1):
            parts.append(text(
                "rulebook.alt.kukreno_match_game", n=n, starter=game.starter, grid=self.grid(game).describe(text),
                px=game.points["X"], po=game.points["O"], qx=game.penalties["X"], qo=game.penalties["O"],
                tx=game.totals["X"], to=game.totals["O"],
            ))
        return " ".join(parts)
