"""Dividing a page's content area into equal panels, with the cut lines between them."""

from pnp.render.box import Box
from pnp.render.marks import MARK_GAP, MARK_LENGTH, crop_marks
from pnp.render.paper import Paper
from pnp.render.surface import Surface

CUT_INSET = MARK_GAP + MARK_LENGTH  # room between the content edge and cut panels: the crop marks outside them end on it


def content_box(paper: Paper) -> Box:
    return Box(*paper.content)


def panels(area: Box, cols: int, rows: int) -> list[Box]:
    """`cols` x `rows` equal panels filling `area`, in reading order (top row first, left to right)."""
    w, h = area.w / cols, area.h / rows
    return [Box(area.x + c * w, area.top - (r + 1) * h, w, h) for r in range(rows) for c in range(cols)]


def cut_panels(s: Surface, area: Box, cols: int, rows: int) -> None:
    """Crop marks outside `area` on every line where neighbouring panels are to be cut apart."""
    if cols * rows == 1:
        return
    xs = [area.x + area.w * c / cols for c in range(cols + 1)]
    ys = [area.y + area.h * r / rows for r in range(rows + 1)]
    crop_marks(s, xs, ys, area.x, area.y, area.right, area.top)
