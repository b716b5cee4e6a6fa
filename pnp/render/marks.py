"""Crop marks and fold lines: cut pieces get marks outside them, never a box around them."""

from pnp.render.surface import Surface

MARK_LENGTH = 4.0
MARK_GAP = 1.5


def crop_marks(s: Surface, xs: list[float], ys: list[float], x0: float, y0: float, x1: float, y1: float) -> None:
    """Marks outside the block (x0, y0)-(x1, y1) extending every vertical cut `xs` and horizontal cut `ys`."""
    for x in xs:
        s.line(x, y0 - MARK_GAP, x, y0 - MARK_GAP - MARK_LENGTH, "hair")
        s.line(x, y1 + MARK_GAP, x, y1 + MARK_GAP + MARK_LENGTH, "hair")
    for y in ys:
        s.line(x0 - MARK_GAP, y, x0 - MARK_GAP - MARK_LENGTH, y, "hair")
        s.line(x1 + MARK_GAP, y, x1 + MARK_GAP + MARK_LENGTH, y, "hair")


def piece_marks(s: Surface, x: float, y: float, w: float, h: float) -> None:
    """Corner marks around one piece, each pointing along an edge and starting clear of it."""
    crop_marks(s, [x, x + w], [y, y + h], x, y, x + w, y + h)


def fold_line(s: Surface, x1: float, y1: float, x2: float, y2: float) -> None:
    """A dash-dot fold line, the convention for 'fold here, do not cut'."""
    s.line(x1, y1, x2, y2, "thin", dash=(3, 1, 0.6, 1))
