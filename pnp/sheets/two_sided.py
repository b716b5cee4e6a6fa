"""Double-sided pieces (discs, tokens): where fronts and backs go, and drawing them with crop marks and a fold line.

A piece is a rectangle (a disc's bounding square, a token) whose two faces the caller draws. Two ways
to make them, both game-neutral:

- Fold-and-glue (`fold_layout`): fronts fill the left half of the area, and every back sits at the
  mirror image of its front across a vertical fold line through the area's centre. Folded along
  that line, printed sides out, the sheet puts each back exactly behind its front; glue, then cut.
- Duplex (`duplex_layout`): a fronts page, then a backs page on which every back sits at the mirror
  image of its front across the paper's vertical centre line, as printing on both sides with a
  long-edge flip needs. `back_offset` (mm; right and up as seen on the backs page) moves every
  back to cancel a printer's shift between the two sides.

In both, a back is drawn upright: a finished piece turned over sideways (about a vertical axis)
shows its back the right way up.

Use:
    layout = fold_layout(area, w, h, count, gap)  # or duplex_layout(area, paper.width, w, h, count, gap, offset)
    for page in range(layout.pages):
        s = doc.new_page()
        draw_page(s, layout, page, draw_front, draw_back)  # each called as draw(s, box, index)
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pnp.core.errors import PnpError
from pnp.core.numbers import BadNumber, decimal_number
from pnp.render.cutfile import CLEAR, THICKNESS, Circle, CutSheet, Cutter, Fold, Marks, SILHOUETTE
from pnp.render.marks import MARK_GAP, MARK_LENGTH, corner_ticks, crop_marks, fold_line
from pnp.render.surface import Surface
from pnp.sheets.layout import Box

MARK_ROOM = MARK_GAP + MARK_LENGTH  # crop marks reach this far outside a block of pieces
FOLD_GAP = MARK_ROOM + 1.5  # from the fold line to the nearest pieces: their crop marks stay clear of it
MAX_BACK_OFFSET = 10.0  # mm; a larger shift means a misconfigured printer, not one to correct

Draw = Callable[[Surface, Box, int], None]  # draw one face of piece `index` filling `box`


class BadOffset(PnpError):
    """A back offset that is not "X,Y" in millimetres within the allowed range."""


class NoRoom(PnpError):
    """Pieces too large for the area they are to be laid out in."""


class FoldedPrintThenCut(PnpError):
    """A fold-and-glue sheet asked for with Cricut's Print Then Cut, which cuts only a sheet Design Space printed."""


@dataclass(frozen=True)
class Placement:
    """One piece: its front's page and box, its back's page and box (the same page when folding)."""

    index: int
    page: int
    front: Box
    back_page: int
    back: Box


@dataclass(frozen=True)
class TwoSided:
    """A laid-out set of pieces: the pages they take and where each face is drawn."""

    mode: str  # "fold" or "duplex"
    pages: int
    columns: int  # pieces to a row
    placements: tuple[Placement, ...]
    fold_x: float | None = None  # the fold line's x, fold mode only

    def fronts(self, page: int) -> list[Placement]:
        return [p for p in self.placements if p.page == page]

    def backs(self, page: int) -> list[Placement]:
        return [p for p in self.placements if p.back_page == page]

    def lowest(self, page: int) -> float:
        """The bottom of the lowest front on `page`, crop marks included: the page is free below it."""
        return min(p.front.y for p in self.fronts(page)) - MARK_ROOM


def parse_offset(text: str) -> tuple[float, float]:
    """Parse a back offset given as "X,Y" in millimetres (e.g. "0.5,-1"), each within MAX_BACK_OFFSET of zero."""
    parts = text.replace(" ", "").split(",")
    try:
        dx, dy = (decimal_number(part) for part in parts)
    except (BadNumber, ValueError):
        raise BadOffset(f"back offset {text!r} must be two numbers in mm, X,Y, like 0.5,-1") from None
    if max(abs(dx), abs(dy)) > MAX_BACK_OFFSET:
        raise BadOffset(f"back offset {text!r} is over {MAX_BACK_OFFSET:g} mm; check the printer's settings instead")
    return dx, dy


def fold_gap(marks: Marks | None) -> float:
    """From the fold line to the nearest pieces: room for their crop marks, and with a cutting machine's
    marks, which the folded sheet carries `inset` mm from the fold, room for those too."""
    return FOLD_GAP if marks is None else max(FOLD_GAP, marks.inset + THICKNESS + CLEAR)


def fold_layout(
    area: Box, w: float, h: float, count: int, gap: float, row_breaks: Sequence[int] = (), columns: int | None = None,
    marks: Cutter | None = None, page_breaks: Sequence[int] = (),
) -> TwoSided:
    """Fronts in the left half of `area`, next to a fold line at its centre; backs mirrored across it.

    Pieces go in rows, left to right, top first, at most `columns` to a row (as many as fit if
    None); a piece whose index is in `row_breaks` starts a new row, one in `page_breaks` or after a
    full page a new page. With a cutting machine's `marks`, the fronts keep clear of those the folded sheet carries.

    Cricut's Print Then Cut is refused: Design Space prints the sheet it cuts, one side of it, with its
    frame around the whole image, and a sheet folded before cutting hides half of that frame. Its
    pieces are printed as two sheets instead (`--duplex`), fronts and backs cut apart and glued in pairs.
    """
    if marks is not None and not isinstance(marks, Marks):
        raise FoldedPrintThenCut(
            "Cricut's Print Then Cut cannot cut a fold-and-glue sheet (Design Space prints the sheet it cuts): "
            "add --duplex, cut the fronts and the backs, and glue them in pairs")
    fold_x = area.x + area.w / 2
    gap_to_fold = fold_gap(marks)
    half = Box(area.x + MARK_ROOM, area.y, fold_x - gap_to_fold - area.x - MARK_ROOM, area.h)
    cols, rows = _fit(half, w, h, gap, columns)
    block_w = cols * w + (cols - 1) * gap
    left = fold_x - gap_to_fold - block_w  # fronts hug the fold, so a folded sheet is compact
    placements = []
    for index, page, col, row in _slots(count, cols, rows, row_breaks, page_breaks):
        front = Box(left + col * (w + gap), area.top - MARK_ROOM - h - row * (h + gap), w, h)
        back = Box(2 * fold_x - front.right, front.y, w, h)
        placements.append(Placement(index, page, front, page, back))
    return TwoSided("fold", _page_count(placements), cols, tuple(placements), fold_x)


def duplex_layout(
    area: Box,
    paper_width: float,
    w: float,
    h: float,
    count: int,
    gap: float,
    back_offset: tuple[float, float] = (0.0, 0.0),
    row_breaks: Sequence[int] = (),
    columns: int | None = None,
    page_breaks: Sequence[int] = (),
) -> TwoSided:
    """Fronts centred in `area` on even pages (0, 2, ...), backs on the following page mirrored for a long-edge flip.

    Rows fill as in `fold_layout`.
    """
    inner = Box(area.x + MARK_ROOM, area.y, area.w - 2 * MARK_ROOM, area.h)
    cols, rows = _fit(inner, w, h, gap, columns)
    block_w = cols * w + (cols - 1) * gap
    left = area.x + (area.w - block_w) / 2
    dx, dy = back_offset
    placements = []
    for index, sheet, col, row in _slots(count, cols, rows, row_breaks, page_breaks):
        front = Box(left + col * (w + gap), area.top - MARK_ROOM - h - row * (h + gap), w, h)
        back = Box(paper_width - front.right + dx, front.y + dy, w, h)
        placements.append(Placement(index, 2 * sheet, front, 2 * sheet + 1, back))
    return TwoSided("duplex", _page_count(placements), cols, tuple(placements))


def _fit(space: Box, w: float, h: float, gap: float, columns: int | None) -> tuple[int, int]:
    """Columns (at most `columns`) and rows of pieces that fit `space`, leaving room for crop marks above and below."""
    cols = int((space.w + gap) // (w + gap))
    cols = min(cols, columns) if columns else cols
    rows = int((space.h - 2 * MARK_ROOM + gap) // (h + gap))
    if cols < 1 or rows < 1:
        raise NoRoom(f"pieces of {w:g} x {h:g} mm do not fit in {space.w:.0f} x {space.h:.0f} mm")
    return cols, rows


def _slots(count: int, cols: int, rows: int, row_breaks: Sequence[int], page_breaks: Sequence[int] = ()):
    """(index, page, column, row) of each piece, filling rows and pages in reading order."""
    page = col = row = 0
    for index in range(count):
        if index in page_breaks and (col or row):
            page, col, row = page + 1, 0, 0
        elif col == cols or (index in row_breaks and col):
            col, row = 0, row + 1
        if row == rows:
            page, row = page + 1, 0
        yield index, page, col, row
        col += 1


def _page_count(placements: list[Placement]) -> int:
    return max(max(p.page, p.back_page) for p in placements) + 1 if placements else 0


def draw_page(s: Surface, layout: TwoSided, page: int, front: Draw, back: Draw, round_pieces: bool = False) -> None:
    """Every face on `page`, its cut marks and the fold line.

    Square pieces get crop marks outside each block of fronts (and of folded backs); round pieces,
    whose faces draw their own cut circle, get corner ticks around each face instead.
    """
    fronts, backs = layout.fronts(page), layout.backs(page)
    for placement in fronts:
        front(s, placement.front, placement.index)
    for placement in backs:
        back(s, placement.back, placement.index)
    if round_pieces:
        for box in [p.front for p in fronts] + [p.back for p in backs if layout.mode == "fold"]:
            corner_ticks(s, box.x, box.y, box.w, box.h)
    elif fronts:
        block_marks(s, [p.front for p in fronts])
        if layout.mode == "fold" and backs:
            block_marks(s, [p.back for p in backs])
    fold = fold_segment(layout, page)
    if fold:
        fold_line(s, fold.x1, fold.y1, fold.x2, fold.y2)


def fold_segment(layout: TwoSided, page: int) -> Fold | None:
    """Where the fold line runs on a fold-and-glue page (as `draw_page` draws it), if the page has one."""
    fronts = layout.fronts(page)
    if layout.mode != "fold" or layout.fold_x is None or not fronts or not layout.backs(page):
        return None
    top = max(p.front.top for p in fronts) + MARK_ROOM
    return Fold(layout.fold_x, layout.lowest(page), layout.fold_x, top)


def cut_width(layout: TwoSided, page: int, paper_w: float) -> float:
    """How wide the sheet a cutting machine sees is: a fold-and-glue page is folded and glued before it
    is cut, leaving the half up to the fold line on top; any other page is the whole paper."""
    if layout.mode == "fold" and layout.fold_x is not None and page < layout.pages and layout.fronts(page):
        return layout.fold_x
    return paper_w


def cut_sheet(layout: TwoSided, page: int, paper_w: float, paper_h: float, marks: Cutter = SILHOUETTE) -> CutSheet:
    """The cut file of a page of round pieces: a circle on every face cut from this page.

    Duplex pieces are cut from their fronts page; with Cricut's Print Then Cut, from both pages, each face a
    piece of its own (Design Space prints each page as an image and cuts it). A fold-and-glue page is cut folded and glued: its
    sheet reaches to the fold, and each pair is cut once, along its front's circle, the back behind it.
    """
    faces = [p.front for p in layout.fronts(page)]
    if not isinstance(marks, Marks):
        faces += [p.back for p in layout.backs(page)]
    width = cut_width(layout, page, paper_w)
    return CutSheet(width, paper_h, [Circle(b.x + b.w / 2, b.y + b.h / 2, b.w / 2) for b in faces], [], marks)


def block_marks(s: Surface, boxes: list[Box]) -> None:
    """Crop marks outside the block the boxes make, on every line along a box's edge."""
    xs = sorted({round(b.x, 3) for b in boxes} | {round(b.right, 3) for b in boxes})
    ys = sorted({round(b.y, 3) for b in boxes} | {round(b.top, 3) for b in boxes})
    crop_marks(s, xs, ys, xs[0], ys[0], xs[-1], ys[-1])
