"""Crop marks, corner ticks and fold lines: cut pieces get marks outside them, never a box around them."""

from pnp.render.surface import Surface

MARK_LENGTH = 4.0
MARK_GAP = 3.0  # from the cut line to a mark: clear of the piece's bleed and of a blade that runs on


def crop_marks(s: Surface, xs: list[float], ys: list[float], x0: float, y0: float, x1: float, y1: float) -> None:
    """Marks outside the block (x0, y0)-(x1, y1) extending every vertical cut `xs` and horizontal cut `ys`.

    Cuts within a hairline of each other are one cut, marked once.
    """
    for x in distinct(xs):
        s.line(x, y0 - MARK_GAP, x, y0 - MARK_GAP - MARK_LENGTH, "hair")
        s.line(x, y1 + MARK_GAP, x, y1 + MARK_GAP + MARK_LENGTH, "hair")
    for y in distinct(ys):
        s.line(x0 - MARK_GAP, y, x0 - MARK_GAP - MARK_LENGTH, y, "hair")
        s.line(x1 + MARK_GAP, y, x1 + MARK_GAP + MARK_LENGTH, y, "hair")


def distinct(cuts: list[float], within: float = 0.05) -> list[float]:
    out: list[float] = []
    for cut in sorted(cuts):
        if not out or cut - out[-1] > within:
            out.append(cut)
    return out


def piece_marks(s: Surface, x: float, y: float, w: float, h: float) -> None:
    """Corner marks around one piece, each pointing along an edge and starting clear of it."""
    crop_marks(s, [x, x + w], [y, y + h], x, y, x + w, y + h)


def corner_ticks(s: Surface, x: float, y: float, w: float, h: float) -> None:
    """Short L-shaped ticks at the corners of a round piece's square (x, y, w, h): they show where a
    circle cutter or punch is centred, and stay clear of the piece's bleed."""
    tick = min(2.0, 0.12 * min(w, h))
    for cx, dx in ((x, 1), (x + w, -1)):
        for cy, dy in ((y, 1), (y + h, -1)):
            s.polygon([(cx + dx * tick, cy), (cx, cy), (cx, cy + dy * tick)], "hair", closed=False)


def fold_marks(s: Surface, x: float, low: float, high: float, length: float = 5.0) -> None:
    """Where a sheet folds along the vertical line `x`: a short fold line rising from `low` and one hanging
    from `high`, in the margins, so the fold lands true without a line across the pages."""
    fold_line(s, x, low, x, low + length)
    fold_line(s, x, high - length, x, high)


def fold_line(s: Surface, x1: float, y1: float, x2: float, y2: float) -> None:
    """A dash-dot fold line, the convention for 'fold here, do not cut'."""
    s.line(x1, y1, x2, y2, "thin", dash=(3, 1, 0.6, 1))
