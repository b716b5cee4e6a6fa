"""Rulebook diagrams: positions drawn through Surface (so the ink-saver switch reaches them), at any size.

A drawing answers two questions: how large it is for the room it is given (`size`, in mm) and how to
draw itself at that size (`draw`, origin at its bottom-left). Boards and pieces are drawn by the game
sheets' own code, so the rulebook shows what the printed board and pieces show.
"""

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import ClassVar, Protocol

from reportlab.lib.units import mm

from pnp.games.numen import rules as numen
from pnp.engine.coords import parse_cell
from pnp.games.kukreno.rules import SIZE
from pnp.games.ogama.rules import Position as OgamaPosition
from pnp.games.stacks.rules import GridBoard
from pnp.games.stacks.rules import Position as StacksPosition
from pnp.games.stacks.wild import MAP_HEIGHT, MAP_WIDTH
from pnp.locales import Text
from pnp.render.fonts import CAP_HEIGHT, cap_pt
from pnp.render.surface import Surface
from pnp.games.kukreno.blank import AXIS_W, LABELS_H
from pnp.games.kukreno.blank import draw_grid as draw_kukreno_grid
from pnp.sheets.layout import Box
from pnp.games.numen.board import BOARD_H, BOARD_W, BoardGeometry, draw_digits, draw_static
from pnp.games.ogama.board import DISC as OGAMA_DISC
from pnp.games.ogama.board import PITCH as OGAMA_PITCH
from pnp.games.ogama.board import Grid as OgamaGrid
from pnp.games.ogama.board import draw_grid as draw_ogama_grid
from pnp.games.ogama.board import framed_size as ogama_framed_size
from pnp.games.ogama.pieces import draw_disc, draw_toad_piece
from pnp.games.stacks.board import Grid as StacksGrid
from pnp.games.stacks.board import draw_grid as draw_stacks_grid
from pnp.games.stacks.pieces import draw_face
from pnp.games.stacks.setup_sheet import draw_grid_setup, draw_wild_setup

LABEL_GREY = (0.35, 0.35, 0.35)
LINE_GREY = (0.55, 0.55, 0.55)
LINE_TINT = (0.84, 0.84, 0.84)
MARK_TINT = (1.0, 0.93, 0.6)
ARROW = (0.1, 0.33, 0.68)
REFUSED = (0.75, 0.1, 0.1)


@dataclass(frozen=True)
class NumenBoard:
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


@dataclass(frozen=True)
class KukrenoGrid:
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
class OgamaBoard:
    """An OGAMA position on the board sheet's own drawing, its discs and toads as the token sheet draws
    them: stacks as piles (the top disc whole, the height beside it), arrows along disc paths, and
    dashed rings on points worth pointing at (where a toad may step)."""

    position: OgamaPosition
    text: Text
    paths: tuple[tuple[tuple[int, int], ...], ...] = ()
    rings: tuple[tuple[int, int], ...] = ()
    home_rows: int = 2
    max_pitch: float = 11.0

    def frame(self) -> tuple[float, float]:
        """The bands around the points, in mm: what the board drawing adds to width and height."""
        w, h = ogama_framed_size(self.position.width, self.position.height, 0.0)
        return w, h

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        p, (fw, fh) = self.position, self.frame()
        pitch = min((max_w - fw) / p.width, (max_h - fh) / p.height, self.max_pitch)
        return fw + p.width * pitch, fh + p.height * pitch

    def draw(self, s: Surface, w: float, h: float) -> None:
        p, (fw, fh) = self.position, self.frame()
        pitch = (w - fw) / p.width
        g = OgamaGrid(p.width, p.height, pitch, fw / 2, fh / 2)
        draw_ogama_grid(s, g, self.home_rows, self.text)
        d = OGAMA_DISC * pitch / OGAMA_PITCH
        for point in self.rings:
            s.circle(*g.centre(*point), 0.6 * d, "bold", ARROW, dash=(0.9, 0.6))
        toads = {point: colour for colour, point in p.toads.items()}
        starts = set((p.ogama or {}).values())
        for point in sorted(p.stacks, key=lambda q: (-q[1], q[0])):  # back rows first: piles overlap downwards
            cx, cy = g.centre(*point)
            stack = p.stacks[point]
            lift = min(0.07 * d, 0.3 * d / max(1, len(stack) - 1))
            base = cy - lift * (len(stack) - 1) / 2
            for k, colour in enumerate(stack):
                top = k == len(stack) - 1
                y = base + k * lift
                if not s.ink.saver:
                    draw_disc(s, cx, y, d, colour, self.text, ogama=top and point in starts)
                elif not top:
                    rim(s, cx, y, d / 2, 0, lift, colour == "black")
                elif point in toads:  # without fills its letter and ring would show through the toad; the toad tells its colour
                    s.circle(cx, y, d / 2, "thin")
                else:
                    draw_disc(s, cx, y, d, colour, self.text, ogama=point in starts)
            if len(stack) > 1:
                stack_height(s, cx + 0.5 * d, cy - 0.38 * d, len(stack), d)
            if point in toads:
                width = 0.77 * d
                draw_toad_piece(s, cx, base + (len(stack) - 1) * lift + 0.12 * d, width, toads[point], self.text, halo=True)
        for path in self.paths:
            arrow(s, [g.centre(*point) for point in path], 0.16 * pitch)


def grid_of(position: StacksPosition) -> GridBoard:
    """The grid a Signed Stacks diagram is drawn on (a wild map has its own drawing)."""
    assert isinstance(position.board, GridBoard), "a grid diagram of a position on a wild map"
    return position.board


@dataclass(frozen=True)
class StacksSetup:
    """A Signed Stacks starting position, as the setup sheet draws it (board, home rows, token faces)."""

    position: StacksPosition  # on a grid
    text: Text
    max_cell: float = 10.0

    SIDE, END = 9.0, 18.0  # the setup diagram's coordinate and caption bands, both sides together

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        board = grid_of(self.position)
        cell = min((max_w - self.SIDE) / board.width, (max_h - self.END) / board.height, self.max_cell)
        return board.width * cell + self.SIDE, board.height * cell + self.END

    def draw(self, s: Surface, w: float, h: float) -> None:
        draw_grid_setup(s, self.position, Box(0, 0, w, h), self.text)


@dataclass(frozen=True)
class StacksWild:
    """A wild-variant start on its map, as the setup sheet draws it."""

    position: StacksPosition  # on a wild map
    text: Text
    max_scale: float = 0.5
    min_scale: ClassVar[float] = 0.9  # smaller, its region numbers (never under 6 pt) would run under the tokens

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        scale = min(max_w / MAP_WIDTH, max_h / MAP_HEIGHT, self.max_scale)
        return MAP_WIDTH * scale, MAP_HEIGHT * scale

    def draw(self, s: Surface, w: float, h: float) -> None:
        draw_wild_setup(s, self.position, Box(0, 0, w, h), self.text)


@dataclass(frozen=True)
class StacksWindow:
    """A few cells of a Signed Stacks board with their tokens (a stack as a pile, its top whole) and,
    for a move, an arrow over the cells to where the token stops and a tick or a cross for whether
    the rules allow it."""

    position: StacksPosition  # on a small grid
    move: tuple[str, str] | None = None
    allowed: bool = True
    max_cell: float = 13.0

    def rows(self) -> float:
        return grid_of(self.position).height + (0.85 if self.move else 0.1)

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        board = grid_of(self.position)
        cell = min(max_w / board.width, max_h / self.rows(), self.max_cell)
        return board.width * cell, self.rows() * cell

    def draw(self, s: Surface, w: float, h: float) -> None:
        board = grid_of(self.position)
        c = w / board.width
        base = 0.05 * c
        for col in range(board.width):
            for row in range(board.height):
                s.rect(col * c, base + row * c, c, c, "normal")
        centre = lambda cell: ((board.order(cell)[0] + 0.5) * c, base + (board.order(cell)[1] + 0.5) * c)  # noqa: E731
        d = 0.74 * c
        for cell, stack in self.position.stacks.items():
            cx, cy = centre(cell)
            lift = min(0.14 * c, 0.2 * c / max(1, len(stack) - 1))
            for k, token in enumerate(stack):
                drop = (len(stack) - 1 - k) * lift
                x, y = cx - drop, cy + (len(stack) - 1) * lift / 2 - drop
                if k == len(stack) - 1 or not s.ink.saver:
                    draw_face(s, x, y, d, token.color, abs(token.value), token.value > 0)
                else:
                    rim(s, x, y, d / 2, lift, lift, token.color == "black")
        if self.move:
            (ax, ay), (bx, by) = (centre(cell) for cell in self.move)
            lift = base + board.height * c + 0.35 * c
            arrow(s, [(ax, ay + 0.42 * c), (ax, lift), (bx, lift), (bx, by + 0.46 * c)], 0.08 * c)
            mark = "✓" if self.allowed else "✗"
            s.centred_text((ax + bx) / 2, lift + 0.3 * c, mark, min(14.0, 1.2 * c), bold=True,
                           colour=ARROW if self.allowed else REFUSED)


def rim(s: Surface, cx: float, cy: float, r: float, dx: float, dy: float, heavy: bool) -> None:
    """The edge of a piece showing from under the one above it (centred dx, dy away, same size): the
    ink-saver's way of drawing a pile, since without fills the lower pieces would show through.
    A heavy rim is a dark piece, a dashed one a light piece."""
    gap = math.hypot(dx, dy)
    if gap <= 0 or gap >= 2 * r:
        s.circle(cx, cy, r, "bold" if heavy else "thin", dash=None if heavy else (0.6, 0.4))
        return
    towards = math.atan2(dy, dx)
    spread = math.acos(gap / (2 * r))
    steps = 24
    angles = [towards + spread + (2 * math.pi - 2 * spread) * i / steps for i in range(steps + 1)]
    points = [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in angles]
    s.polygon(points, "bold" if heavy else "thin", dash=None if heavy else (0.6, 0.4), closed=False)


def stack_height(s: Surface, cx: float, cy: float, height: int, d: float) -> None:
    """A pile's height in a white badge centred on (cx, cy), over the edge of a disc `d` mm across."""
    size = max(min(8.0, cap_pt(0.3 * d)), s.min_text)
    r = 0.75 * CAP_HEIGHT * size * 0.3528
    s.circle(cx, cy, r, "thin", fill=(1.0, 1.0, 1.0))
    s.centred_text(cx, cy, str(height), size, bold=True)


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
    """Drawings side by side at one scale: separate examples, or a position before and after a move."""

    drawings: tuple
    gap: float = 10.0
    arrows: bool = True  # an arrow in each gap: the drawings show one position before and after

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
            if i == len(self.drawings) - 1:
                break
            if self.arrows:
                mid = h / 2
                s.line(x + 0.2 * self.gap, mid, x + 0.65 * self.gap, mid, "bold", LABEL_GREY)
                s.polygon([(x + 0.85 * self.gap, mid), (x + 0.6 * self.gap, mid + 1.3), (x + 0.6 * self.gap, mid - 1.3)],
                          "thin", LABEL_GREY, fill=LABEL_GREY)
            x += self.gap


@dataclass(frozen=True)
class Column:
    """Drawings one above the other, each centred: separate examples for a narrow page."""

    drawings: tuple
    gap: float = 4.0

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        share = (max_h - self.gap * (len(self.drawings) - 1)) / len(self.drawings)
        sizes = [d.size(max_w, share) for d in self.drawings]
        return max(w for w, _ in sizes), sum(h for _, h in sizes) + self.gap * (len(sizes) - 1)

    def draw(self, s: Surface, w: float, h: float) -> None:
        share = (h - self.gap * (len(self.drawings) - 1)) / len(self.drawings)
        y = h
        for drawing in self.drawings:
            dw, dh = drawing.size(w, share)
            y -= dh
            s.canvas.saveState()
            s.canvas.translate((w - dw) / 2 * mm, y * mm)
            drawing.draw(s, dw, dh)
            s.canvas.restoreState()
            y -= self.gap


class Drawing(Protocol):
    """What a book places as a figure: a size for the room given (mm), and a way to draw itself at it."""

    def size(self, max_w: float, max_h: float) -> tuple[float, float]: ...

    def draw(self, s: Surface, w: float, h: float) -> None: ...


@dataclass(frozen=True)
class Enlarged:
    """A drawing made `factor` times larger, with its lines and labels: the large-print form of a diagram."""

    drawing: Drawing
    factor: float

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        w, h = self.drawing.size(max_w / self.factor, max_h / self.factor)
        return w * self.factor, h * self.factor

    def draw(self, s: Surface, w: float, h: float) -> None:
        s.canvas.saveState()
        s.canvas.scale(self.factor, self.factor)
        self.drawing.draw(s, w / self.factor, h / self.factor)
        s.canvas.restoreState()


@dataclass(frozen=True)
class Piece:
    """One kind of component beside the board: what it is called, how to draw one (centred, `size` mm across)
    and how many there are."""

    name: str
    draw: Callable[[Surface, float, float, float], None]
    count: int


@dataclass(frozen=True)
class Components:
    """What a game is played with: its board (any drawing) with each kind of piece beside it, drawn by the
    sheets' own code, and each piece's count written after it (× 16). Where the pieces would leave the
    board less than SHRINK of its full width (a narrow page, large print), they go under it instead."""

    board: Drawing
    pieces: tuple[Piece, ...]
    columns: int = 1  # pieces to a row
    max_board: float = 52.0  # the board's height at most
    min_scale: float = 0.9  # a page's last room shrinks it this far at most: the board's labels need their room

    PIECE, LABEL, GAP = 12.0, 8.5, 8.0  # a piece's square, its count's width after it, board to pieces
    ROW = PIECE + 3.0
    SHRINK = 0.75

    def block(self) -> tuple[float, float]:
        rows = math.ceil(len(self.pieces) / self.columns)
        return self.columns * (self.PIECE + self.LABEL), rows * self.ROW

    def beside(self, max_w: float, max_h: float) -> bool:
        """Whether the board keeps most of its width for this height with the pieces beside it."""
        full, _ = self.board.size(math.inf, min(max_h, self.max_board))
        return max_w - self.GAP - self.block()[0] >= self.SHRINK * full

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        pw, ph = self.block()
        if self.beside(max_w, max_h):
            bw, bh = self.board.size(max_w - self.GAP - pw, min(max_h, self.max_board))
            return bw + self.GAP + pw, max(bh, ph)
        bw, bh = self.board.size(max_w, min(max_h - self.GAP - ph, self.max_board))
        return max(bw, pw), bh + self.GAP + ph

    def draw(self, s: Surface, w: float, h: float) -> None:
        pw, ph = self.block()
        if self.beside(w, h):
            bw, bh = self.board.size(w - self.GAP - pw, h)
            board_at, left, top = (0.0, (h - bh) / 2), bw + self.GAP, (h + ph) / 2
        else:
            bw, bh = self.board.size(w, h - self.GAP - ph)
            board_at, left, top = ((w - bw) / 2, ph + self.GAP), (w - pw) / 2, ph
        s.canvas.saveState()
        s.canvas.translate(board_at[0] * mm, board_at[1] * mm)
        self.board.draw(s, bw, bh)
        s.canvas.restoreState()
        for k, piece in enumerate(self.pieces):
            row, col = divmod(k, self.columns)
            cx = left + col * (self.PIECE + self.LABEL) + self.PIECE / 2
            cy = top - (row + 0.5) * self.ROW
            piece.draw(s, cx, cy, self.PIECE)
            s.text(cx + self.PIECE / 2 + 1.0, cy - 1.2, f"× {piece.count}", 8.5, bold=True)


@dataclass(frozen=True)
class StacksEmptyBoard:
    """An empty Signed Stacks board as the board sheet draws it: home rows and coordinates, no captions."""

    width: int
    height: int
    text: Text
    max_cell: float = 8.0

    SIDE, END = 4.5, 6.0  # coordinate bands

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        cell = min((max_w - 2 * self.SIDE) / self.width, (max_h - 2 * self.END) / self.height, self.max_cell)
        return self.width * cell + 2 * self.SIDE, self.height * cell + 2 * self.END

    def draw(self, s: Surface, w: float, h: float) -> None:
        cell = (w - 2 * self.SIDE) / self.width
        draw_stacks_grid(s, StacksGrid(self.width, self.height, cell, self.SIDE, self.END), self.text, runs=[])


@dataclass(frozen=True)
class OgamaEmptyBoard:
    """An empty OGAMA board as the board sheet draws it: points, coordinates, home-row bars and labels."""

    width: int
    height: int
    home_rows: int
    text: Text
    max_pitch: float = 7.0

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        fw, fh = ogama_framed_size(self.width, self.height, 0.0)
        pitch = min((max_w - fw) / self.width, (max_h - fh) / self.height, self.max_pitch)
        return fw + self.width * pitch, fh + self.height * pitch

    def draw(self, s: Surface, w: float, h: float) -> None:
        fw, fh = ogama_framed_size(self.width, self.height, 0.0)
        draw_ogama_grid(s, OgamaGrid(self.width, self.height, (w - fw) / self.width, fw / 2, fh / 2), self.home_rows, self.text)


PEN_BODY = (0.25, 0.4, 0.7)


def draw_pen(s: Surface, cx: float, cy: float, size: float) -> None:
    """A pen lying across the square `size` mm wide centred on (cx, cy), its tip to the bottom left."""
    half, r = 0.46 * size, 0.08 * size
    ux = uy = math.sqrt(0.5)
    along = lambda t, across: (cx + t * ux - across * uy, cy + t * uy + across * ux)  # noqa: E731
    cone = -half + 0.22 * size
    s.polygon([along(cone, -r), along(half, -r), along(half, r), along(cone, r)], "thin", fill=PEN_BODY)
    s.polygon([along(-half, 0), along(cone, -r), along(cone, r)], "thin", fill=(0.93, 0.87, 0.75))
    s.line(*along(0.55 * half, r), *along(0.9 * half, r + 0.06 * size), "thin")
