"""Rulebook diagrams: positions drawn through Surface (so the ink-saver switch reaches them), at any size.

A drawing answers three questions: how large it is for the room it is given (`size`, in mm), how to
draw itself at that size (`draw`, origin at its bottom-left), and what it shows in words (`describe`,
the text alternative a reader who cannot see it hears: every digit, symbol, disc or token and where it
stands, the lines, paths and moves drawn over them, in the language's words). Each game's diagrams live
in its package; boards and pieces are drawn by the game sheets' own code, so the rulebook shows what the
printed board and pieces show. Here: what they share, and the layouts that combine them.
"""

import math
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property

from reportlab.lib.units import mm

from pnp.locales import Text
from pnp.render.fonts import CAP_HEIGHT, cap_pt
from pnp.render.surface import Surface

LABEL_GREY = (0.35, 0.35, 0.35)
LINE_GREY = (0.55, 0.55, 0.55)
LINE_TINT = (0.84, 0.84, 0.84)
MARK_TINT = (1.0, 0.93, 0.6)
ARROW = (0.1, 0.33, 0.68)
REFUSED = (0.75, 0.1, 0.1)


class Drawing(ABC):
    """What a book places as a figure: a size for the room given (mm), a way to draw itself at it, and
    its text alternative; a drawing without `describe` cannot be made (it stays abstract)."""

    @abstractmethod
    def size(self, max_w: float, max_h: float) -> tuple[float, float]: ...

    @abstractmethod
    def draw(self, s: Surface, w: float, h: float) -> None: ...

    @abstractmethod
    def describe(self, text: Text) -> str:
        """What the drawing shows, as sentences in the language of `text`."""

    def unit(self, w: float, h: float) -> float:
        """How large its pieces come out when it is drawn `w` x `h` mm (by default its height): what
        large print must not make smaller."""
        return h


SEP = "; "  # between the stacks a text alternative lists


def sentence(parts: list[str]) -> str:
    """Parts joined as sentences, each begun with a capital; empty parts left out."""
    joined = ". ".join(p[:1].upper() + p[1:] for p in parts if p)
    return joined + "." if joined else ""



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


def badge_size(d: float, min_text: float) -> tuple[float, float]:
    """The type size (pt) and radius (mm) of a height badge on a disc `d` mm across."""
    size = max(min(8.0, cap_pt(0.3 * d)), min_text)
    return size, 0.75 * CAP_HEIGHT * size * 0.3528


def stack_height(s: Surface, cx: float, cy: float, height: int, d: float) -> None:
    """A pile's height in a white badge centred on (cx, cy), over the edge of a disc `d` mm across."""
    size, r = badge_size(d, s.min_text)
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
class Row(Drawing):
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

    def describe(self, text: Text) -> str:
        described = [drawing.describe(text) for drawing in self.drawings]
        if self.arrows and len(described) == 2:
            return " ".join((text("rulebook.alt.before", text=described[0]), text("rulebook.alt.after", text=described[1])))
        return examples(described, text)


def examples(described: list[str], text: Text) -> str:
    """Drawings' text alternatives as numbered examples."""
    return " ".join(text("rulebook.alt.example", n=n, text=words) for n, words in enumerate(described, start=1))


@dataclass(frozen=True)
class Column(Drawing):
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

    def describe(self, text: Text) -> str:
        return examples([drawing.describe(text) for drawing in self.drawings], text)


@dataclass(frozen=True)
class Enlarged(Drawing):
    """A drawing made `factor` times larger, with its lines and labels: the large-print form of a diagram."""

    drawing: Drawing
    factor: float

    STEP = 0.05  # the factors tried, from `factor` down to 1

    @cached_property
    def full_height(self) -> float:
        """The drawing's height, unenlarged, when nothing limits its room: asked at every step of `scale`."""
        return self.drawing.size(math.inf, math.inf)[1]

    def scale(self, max_w: float, max_h: float) -> float:
        """The largest factor up to `factor` at which the drawing's pieces come out no smaller than drawn
        unenlarged in the same room: where the room is tight, enlarging its margins and labels would
        leave less for the pieces. A drawing that has its full size in the room unenlarged keeps it inside
        (the whole magnified, every label with it), so a large-print figure shrunk to a page's end is the
        ordinary one made larger, never a smaller board with large labels."""
        w, h = self.drawing.size(max_w, max_h)
        least = self.drawing.unit(w, h)
        whole = h >= self.full_height - 1e-6  # it has its full size here unenlarged
        k = self.factor
        while k > 1:
            w, h = self.drawing.size(max_w / k, max_h / k)
            if self.drawing.unit(w, h) * k >= least - 1e-6 and (not whole or h >= self.full_height - 1e-6):
                return k
            k = max(1.0, k - self.STEP)
        return 1.0

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        k = self.scale(max_w, max_h)
        w, h = self.drawing.size(max_w / k, max_h / k)
        return w * k, h * k

    def draw(self, s: Surface, w: float, h: float) -> None:
        """Drawn magnified `scale` times, its smallest type with it: a label keeps its size against its piece
        (on a board no wider than the ordinary book's, a token's number stays inside its ring)."""
        k = self.scale(w, h)
        least = s.min_text
        s.canvas.saveState()
        s.canvas.scale(k, k)
        s.min_text = least / k
        try:
            self.drawing.draw(s, w / k, h / k)
        finally:
            s.min_text = least
            s.canvas.restoreState()

    def unit(self, w: float, h: float) -> float:
        k = self.scale(w, h)
        return self.drawing.unit(w / k, h / k) * k

    def describe(self, text: Text) -> str:
        return self.drawing.describe(text)


def enlarged(drawing: Drawing, factor: float) -> Drawing:
    """The large-print form of a diagram: a row or column of drawings enlarges each of them, not the gaps
    between them, so on a page as wide as the ordinary book's its boards come out no smaller."""
    if isinstance(drawing, (Row, Column)):
        return replace(drawing, drawings=tuple(enlarged(d, factor) for d in drawing.drawings))
    return Enlarged(drawing, factor)


@dataclass(frozen=True)
class Piece:
    """One kind of component beside the board: what it is called, how to draw one (centred, `size` mm across)
    and how many there are."""

    name: str
    draw: Callable[[Surface, float, float, float], None]
    count: int


@dataclass(frozen=True)
class Components(Drawing):
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

    def describe(self, text: Text) -> str:
        pieces = ", ".join(text("rulebook.alt.piece", name=piece.name, count=piece.count) for piece in self.pieces)
        return " ".join((self.board.describe(text), sentence([text("rulebook.alt.pieces", pieces=pieces)])))


PEN_BODY = (0.25, 0.4, 0.7)


def draw_pen(s: Surface, cx: float, cy: float, size: float) -> None:
    """A pen lying across the square `size` mm wide centred on (cx, cy), its tip to the bottom left."""
    half, r = 0.46 * size, 0.08 * size
    ux = uy = math.sqrt(0.5)
    along = lambda t, across: (cx + t * ux - across * uy, cy + t * uy + across * ux)  # noqa: E731
    cone = -half + 0.22 * size
    s.polygon([along(cone, -r), along(half, -r), along(half, r), along(cone, r)], "thin", fill=PEN_BODY)
    s.polygon([along(-half, 0), along(cone, -r), along(cone, r)], "thin", fill=(0.93, 0.87, 0.75))
    clip = r + 0.05 * size  # the pocket clip: from the cap end, back along the body, clear of it
    s.polygon([along(0.97 * half, r), along(0.97 * half, clip), along(0.5 * half, clip)], "thin", closed=False)
