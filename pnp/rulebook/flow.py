"""Parsed blocks into ReportLab Platypus flowables, and flowables into pages.

Pages are laid out here, not by a DocTemplate: `paginate` fills frames of any size in order (a
book's pages, a booklet's half pages, a pocket edition's panels) and returns where every flowable
goes, so the caller draws them on the project's own Document pages with their footer and frame.
"""

import html
import re
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph

from pnp.core.errors import PnpError
from pnp.render.fonts import BOLD, REGULAR, SERIF, text_width
from pnp.render.surface import SMALLEST_PT, Ink, Surface
from pnp.render.symbols import paragraph_sun
from pnp.rulebook.markup import Block, Box, Contents, Diagram, Heading, Items, PageBreak, Para, literal

GREY = (0.35, 0.35, 0.35)
BOX_TINT = (0.94, 0.94, 0.94)
MIN_FIGURE_SCALE = 0.65  # a figure shrinks this far to fit the end of a page rather than leave it empty
LEAST_FILL = 0.75  # of a frame: a page ends this full at least where a figure or box can move after a section's start (60 % of the page)
SECTION_START = 3  # a figure or box among this many flowables after a heading is at its section's start
EPSILON = 0.01  # points: rounding slack when a flowable exactly fills a frame


class LayoutError(PnpError):
    """Content that cannot be laid out: a block taller than a page, or more pages than the form holds."""


def styles(body: float) -> dict[str, ParagraphStyle]:
    """The book's paragraph styles for a body size in points; every one names a bundled ParaType face."""
    lead = body * 1.38
    base = ParagraphStyle(
        "body", fontName=SERIF, fontSize=body, leading=lead, spaceAfter=body * 0.55, allowWidows=0, allowOrphans=0
    )
    return {
        "body": base,
        "title": ParagraphStyle(
            "title", base, fontName=BOLD, fontSize=body * 2.4, leading=body * 2.8, spaceAfter=body * 0.5
        ),
        "lead": ParagraphStyle("lead", base, fontSize=body * 1.12, leading=body * 1.55, spaceAfter=body * 0.9),
        "facts": ParagraphStyle("facts", base, fontName=BOLD, leading=body * 1.4, spaceAfter=body * 1.2),
        "box": ParagraphStyle(
            "box", base, fontName=BOLD, fontSize=body * 1.1, leading=body * 1.4, spaceAfter=body * 0.4
        ),
        "h2": ParagraphStyle(
            "h2", base, fontName=BOLD, fontSize=body * 1.45, leading=body * 1.75,
            spaceBefore=body * 1.3, spaceAfter=body * 0.5, keepWithNext=1,
        ),
        "h3": ParagraphStyle(
            "h3", base, fontName=BOLD, fontSize=body * 1.1, leading=body * 1.4,
            spaceBefore=body * 0.8, spaceAfter=body * 0.3, keepWithNext=1,
        ),
        "step": ParagraphStyle(
            "step", base, leftIndent=body * 1.9, bulletIndent=body * 0.1, bulletFontName=BOLD, bulletFontSize=body,
            spaceAfter=body * 0.35,
        ),
        "bullet": ParagraphStyle(
            "bullet", base, leftIndent=body * 1.5, bulletIndent=body * 0.4, bulletFontName=SERIF, bulletFontSize=body,
            spaceAfter=body * 0.25,
        ),
        "note": ParagraphStyle("note", base, fontSize=max(body * 0.95, SMALLEST_PT), leading=max(body * 1.3, SMALLEST_PT * 1.35), spaceAfter=0),
        "caption": ParagraphStyle(
            "caption", base, fontName=REGULAR, fontSize=max(body * 0.85, SMALLEST_PT), leading=max(body * 1.15, SMALLEST_PT * 1.35), textColor=Color(*GREY), alignment=TA_CENTER,
            spaceAfter=0,
        ),
        "toc": ParagraphStyle("toc", base, spaceAfter=body * 0.2),
        "header": ParagraphStyle("header", base, fontName=REGULAR, fontSize=max(body * 0.8, SMALLEST_PT)),
    }


def smallest_text(body: float) -> float:
    """The smallest type a book with this body size prints, diagram labels included: 6 pt in every form,
    the pocket edition's small panels too."""
    return SMALLEST_PT


class HeadingPara(Paragraph):
    """A section heading; `paginate` notes the page it lands on, for the contents list."""

    def __init__(self, text: str, style: ParagraphStyle, level: int):
        super().__init__(text, style)
        self.level = level
        self.plain = html.unescape(re.sub(r"<[^>]+>", "", text))


class Note(Flowable):
    """A paragraph set in from the text with a rule down its left side."""

    def __init__(self, para: Flowable, ink: Ink, gap: float):
        super().__init__()
        self.para, self.ink, self.gap = para, ink, gap
        self.spaceBefore = self.spaceAfter = gap

    def wrap(self, aW, aH):
        _, h = self.para.wrap(aW - 2 * self.gap, aH)
        self.width, self.height = aW, h
        return aW, h

    def split(self, aW, aH):
        return [Note(part, self.ink, self.gap) for part in self.para.split(aW - 2 * self.gap, aH)]

    def draw(self):
        s = Surface(self.canv, self.ink)
        s.line(0.6, 0, 0.6, self.height / mm, "bold", colour=GREY)
        self.para.drawOn(self.canv, 2 * self.gap, 0)


class Figure(Flowable):
    """A diagram, centred, with its caption under it; never split across pages."""

    def __init__(self, drawing, caption: Paragraph, ink: Ink, max_height: float, gap: float, min_text: float,
                 least: float = MIN_FIGURE_SCALE):
        super().__init__()
        self.drawing, self.caption, self.ink, self.min_text = drawing, caption, ink, min_text
        self.max_height, self.gap, self.least = max_height, gap, least
        self.spaceBefore, self.spaceAfter = gap, gap * 1.6

    def wrap(self, aW, aH):
        self.dw, self.dh = self.drawing.size(aW / mm, self.max_height / mm)
        _, ch = self.caption.wrap(min(aW, max(self.dw * mm, aW * 0.75)), aH)
        self.width, self.height = aW, self.dh * mm + self.gap + ch
        return self.width, self.height

    def split(self, aW, aH):
        """A smaller figure for the room left on a page, if the drawing keeps at least `least` of its size
        (in large print: the ordinary book's size, so that no figure comes out smaller there)."""
        natural = self.drawing.size(aW / mm, self.max_height / mm)[1]
        _, ch = self.caption.wrap(aW * 0.75, aH)
        room = aH - ch - self.gap - self.spaceBefore
        least = max(getattr(self.drawing, "min_scale", 0.0), self.least)  # a dense drawing may refuse to shrink as far
        if room <= 0 or room / mm < natural * least or room >= self.max_height:
            return []
        return [Figure(self.drawing, self.caption, self.ink, room, self.gap, self.min_text)]

    def draw(self):
        cw, ch = self.caption.width, self.caption.height
        canvas = self.canv
        canvas.saveState()
        canvas.translate((self.width - self.dw * mm) / 2, ch + self.gap)
        self.drawing.draw(Surface(canvas, self.ink, self.min_text), self.dw, self.dh)
        canvas.restoreState()
        self.caption.drawOn(canvas, (self.width - cw) / 2, 0)


class Boxed(Flowable):
    """Flowables framed under a title and kept on one page: a summary a player finds at a glance."""

    def __init__(self, title: Paragraph, inner: list[Flowable], ink: Ink, pad: float):
        super().__init__()
        self.parts, self.ink, self.pad = [title, *inner], ink, pad
        self.spaceBefore = self.spaceAfter = pad

    def wrap(self, aW, aH):
        self.heights = [part.wrap(aW - 2 * self.pad, aH)[1] for part in self.parts]
        gaps = sum(part.getSpaceAfter() for part in self.parts[:-1])
        self.width, self.height = aW, sum(self.heights) + gaps + 2 * self.pad
        return self.width, self.height

    def split(self, aW, aH):
        return []

    def draw(self):
        s = Surface(self.canv, self.ink)
        s.rect(0, 0, self.width / mm, self.height / mm, "normal", colour=GREY, fill=BOX_TINT, radius=1.5)
        y = self.height - self.pad
        for part, h in zip(self.parts, self.heights):
            y -= h
            part.drawOn(self.canv, self.pad, y)
            y -= part.getSpaceAfter()


class ContentsLine(Flowable):
    """One line of the contents list: the section, a dotted leader, its page number."""

    def __init__(self, title: str, page: int, style: ParagraphStyle, ink: Ink):
        super().__init__()
        self.title, self.page, self.style, self.ink = title, page, style, ink
        self.spaceAfter = style.spaceAfter

    def wrap(self, aW, aH):
        self.width, self.height = aW, self.style.leading
        return self.width, self.height

    def draw(self):
        s = Surface(self.canv, self.ink)
        size, w = self.style.fontSize, self.width / mm
        base = (self.height - size) / mm / 2 + 0.3
        number_w = 12.0
        used = s.text(0, base, self.title, size, max_width=w - number_w - 6)
        end = text_width(self.title, used) / mm + 1.5
        s.text(w, base, str(self.page), size, align="right")
        if end < w - number_w:
            s.line(end, base, w - number_w + 2, base, "thin", colour=GREY, dash=(0.2, 1.2))


class Break(Flowable):
    """A forced page (or panel) break."""

    def wrap(self, aW, aH):
        return 0, 0

    def draw(self):
        pass


@dataclass
class Placed:
    """A flowable laid on a page: its position (points, from the frame's bottom-left) and size."""

    flowable: Flowable
    x: float
    y: float
    width: float
    height: float
    top: float = 0.0  # where the page's room began before it was laid (points from the frame's foot)


@dataclass
class Page:
    placed: list[Placed]
    width: float  # the frame's size in points
    height: float


def flowables(
    blocks: list[Block], look: dict[str, ParagraphStyle], drawings: dict, ink: Ink, max_figure: float,
    contents: list[tuple[str, int]] | None = None, contents_title: str = "", least: dict[str, float] | None = None,
) -> list[Flowable]:
    """Flowables for parsed blocks. `drawings` maps a diagram name to its drawing; `contents` lists
    (section, page) to print under `contents_title` where the markup asks for the contents list
    (None: leave it out); `least` maps a diagram name to how far its figure may shrink to fit where a
    page ends (MIN_FIGURE_SCALE if not given)."""
    least = least or {}
    body = look["body"].fontSize
    out: list[Flowable] = []
    for block in blocks:
        if isinstance(block, Heading):
            style = look["title" if block.level == 1 else "h2" if block.level == 2 else "h3"]
            out.append(HeadingPara(block.text, style, block.level))
        elif isinstance(block, Para):
            para = Paragraph(block.text, look["lead" if block.kind == "lead" else block.kind])
            out.append(Note(para, ink, body * 0.45) if block.kind == "note" else para)
        elif isinstance(block, Items):
            style = look["step" if block.numbered else "bullet"]
            for number, item in enumerate(block.items, start=1):
                out.append(Paragraph(item, style, bulletText=f"{number}." if block.numbered else "•"))
            if out:
                out[-1].spaceAfter = look["body"].spaceAfter  # the gap after the list, not after each item
        elif isinstance(block, Diagram):
            if block.name not in drawings:
                raise LayoutError(f"the template asks for diagram {block.name!r}; this book has {', '.join(drawings)}")
            caption = Paragraph(block.caption, look["caption"])
            out.append(Figure(drawings[block.name], caption, ink, max_figure, body * 0.6, smallest_text(body),
                              least.get(block.name, MIN_FIGURE_SCALE)))
        elif isinstance(block, Box):
            inner = flowables(list(block.blocks), look, drawings, ink, max_figure, least=least)
            out.append(Boxed(Paragraph(block.title, look["box"]), inner, ink, body * 0.8))
        elif isinstance(block, PageBreak):
            out.append(Break())
        elif isinstance(block, Contents) and contents:
            out.append(Paragraph(literal(contents_title), look["h3"]))
            out.extend(ContentsLine(title, page, look["toc"], ink) for title, page in contents)
            out[-1].spaceAfter = body * 1.0
    return out


def paginate(items: list[Flowable], frame: Callable[[int], tuple[float, float]], follow: float = 0.0) -> list[Page]:
    """Lay flowables into frames (`frame(i)` is page i's width and height in points), splitting
    paragraphs where a page ends and keeping every keepWithNext flowable (a heading) on the page of
    at least `follow` points of what follows it. A figure or box too large for a page's end floats: the
    text and boxes after it (a heading too, where the page would end under LEAST_FILL) fill the page, and
    it goes on the next, after the rest of any paragraph the page turn split and of any list it split (between
    that list's items, where its rest would leave the figure no room on that page); where a section
    would leave a page under LEAST_FILL, the figure or box at its edge moves after the section's start.
    LayoutError if something cannot fit an empty frame."""
    queue = deque(items)
    pages: list[Page] = []

    def new_page() -> Page:
        w, h = frame(len(pages))
        pages.append(Page([], w, h))
        return pages[-1]

    page = new_page()
    y = page.height
    floating: list[Flowable] = []  # figures and boxes that let what follows them fill a page first
    continued: list[Flowable] = []  # the rest of each paragraph a page's end split
    while queue:
        item = queue.popleft()
        at_top = not page.placed
        if isinstance(item, Break):
            if not at_top:
                page = new_page()
                y = page.height
            continue
        before = 0 if at_top else item.getSpaceBefore()
        room = y - before
        empty = y > page.height * (1 - LEAST_FILL)  # the page would end mostly empty if it ended here
        heading = item.getKeepWithNext() and not at_top and queue
        rest = [f for f in queue if f not in floating] if heading else []  # a waiting figure is not what a heading introduces
        if heading and not _chain_fits(item, rest, page.width, room, follow):
            last = page.placed[-1]
            if (empty and isinstance(last.flowable, (Figure, Boxed)) and last.flowable not in floating
                    and _chain_fits(item, rest, page.width, last.top - item.getSpaceBefore(), follow)):
                # the section goes first, the figure or box before it after the section's start
                page.placed.pop()
                y = last.top
                floating.append(last.flowable)
                queue.insert(_chain_length(item, rest), last.flowable)
                queue.appendleft(item)
                continue
            waiting = _blocking_float(item, rest, page.width, room, follow) if empty else None
            if waiting is not None:
                floating.append(waiting)  # the section's text starts here, its figure or box heads the next page
                queue.appendleft(item)
                continue
            page = new_page()
            y = page.height
            queue.appendleft(item)
            _floats_first(queue, floating, continued, page)
            continue
        w, h = item.wrap(page.width, room)
        if h <= room + EPSILON:
            page.placed.append(Placed(item, 0, y - before - h, w, h, y))
            y -= before + h + item.getSpaceAfter()
            continue
        parts = item.split(page.width, room) if room > 0 else []
        if parts and parts[0] is not item:
            continued.extend(parts[1:])
            queue.extendleft(reversed(parts))
            continue
        if at_top:
            raise LayoutError(f"a {type(item).__name__} is {h / mm:.0f} mm tall; the page holds {page.height / mm:.0f} mm")
        if isinstance(item, (Figure, Boxed)) and queue and _fills_the_gap(queue[0], list(queue)[1:], page.width, y, follow, empty):
            queue.insert(1, item)  # what follows a figure that must turn the page fills the page first
            floating.append(item)
            continue
        page = new_page()
        y = page.height
        queue.appendleft(item)
        _floats_first(queue, floating, continued, page)
    return pages


def _floats_first(queue: deque, floating: list[Flowable], continued: list[Flowable], page: Page) -> None:
    """Put the figures and boxes still waiting for the new `page` as near its head as they may go, in their
    order: after the rest of a paragraph the page turn split (`continued`), never inside it, and after the
    rest of a list it interrupted where that rest and they fit the page together; where they do not, waiting
    for the list's end would carry them a page further, so they go between its items."""
    waiting = [f for f in queue if f in floating]
    for f in waiting:
        queue.remove(f)
    at = 0
    while at < len(queue) and queue[at] in continued:
        at += 1
    split = at
    while at < len(queue) and (queue[at] in continued or getattr(queue[at], "bulletText", None)):
        at += 1
    if at > split and not _fit_together([*list(queue)[:at], *waiting], page.width, page.height):
        at = split
    for f in reversed(waiting):
        queue.insert(at, f)


def _fit_together(items: list[Flowable], width: float, height: float) -> bool:
    """Whether `items`, in order with the space between them, fit `height` points: each whole, or the
    last a figure shrunk to the room left."""
    room = height
    for n, f in enumerate(items):
        room -= f.getSpaceBefore() if n else 0
        h = f.wrap(width, room)[1]
        if h > room + EPSILON:
            return n == len(items) - 1 and isinstance(f, Figure) and bool(f.split(width, room))
        room -= h + f.getSpaceAfter()
    return True


def _fills_the_gap(item: Flowable, rest: list[Flowable], width: float, room: float, follow: float, empty: bool) -> bool:
    """Whether `item` may go before a figure or box too large for the `room` points left on a page: running
    text or a box that fits whole, text whose first lines do (the rest goes on after the figure, on the next
    page), or, where the page would otherwise end `empty` (under LEAST_FILL), a heading that fits there
    with the start of its section (`rest` follows it): a figure leaves its own section only to fill a page."""
    if isinstance(item, HeadingPara):
        if not empty:
            return False
        room -= item.getSpaceBefore()
        return _chain_fits(item, rest, width, room, follow) or _blocking_float(item, rest, width, room, follow) is not None
    if not isinstance(item, (Paragraph, Note, Boxed)) or item.getKeepWithNext():
        return False
    before = item.getSpaceBefore()
    if item.wrap(width, room - before)[1] <= room - before + EPSILON:
        return True
    return room - before > 0 and len(item.split(width, room - before)) > 1


def _blocking_float(item: Flowable, rest: list[Flowable], width: float, room: float, follow: float) -> Flowable | None:
    """The figure or box at the start of a heading's section (`rest` follows the heading `item`) without
    which the heading and the start of its text would fit `room` points; None if there is none."""
    for following in rest[:SECTION_START]:
        if isinstance(following, Break):
            return None
        if isinstance(following, (Figure, Boxed)):
            others = [f for f in rest if f is not following]
            return following if _chain_fits(item, others, width, room, follow) else None
    return None


def _chain_length(item: Flowable, rest: list[Flowable]) -> int:
    """How many flowables of `rest` a heading `item` keeps with it: the headings under it and the first
    flowable of what they introduce."""
    count = 0
    for following in rest:
        count += 1
        if not following.getKeepWithNext():
            break
    return count


def _chain_fits(item: Flowable, rest: list[Flowable], width: float, room: float, follow: float) -> bool:
    """Whether `item`, the keepWithNext flowables after it and at least `follow` points of what they
    introduce (or all of it, if shorter, or the first piece of a flowable the page end splits) fit."""
    _, h = item.wrap(width, room)
    room -= h + item.getSpaceAfter()
    need = None  # points still wanted once the chain of headings is over
    for following in rest:
        if isinstance(following, Break) or (need is not None and following.getKeepWithNext()):
            return True
        room -= following.getSpaceBefore()
        if room <= 0:
            return False
        _, h = following.wrap(width, room)
        if following.getKeepWithNext():
            room -= h + following.getSpaceAfter()
            continue
        need = follow if need is None else need
        if h > room + EPSILON:
            parts = following.split(width, room)
            return bool(parts) and parts[0] is not following
        need -= h
        if need <= 0:
            return True
        room -= h + following.getSpaceAfter()
    return True


def headings(pages: list[Page], level: int = 2) -> list[tuple[str, int]]:
    """(text, page number from 1) of every heading of `level`, in order."""
    return [
        (p.flowable.plain, number)
        for number, page in enumerate(pages, start=1)
        for p in page.placed
        if isinstance(p.flowable, HeadingPara) and p.flowable.level == level
    ]


def draw_page(canvas, page: Page, x: float, y: float) -> None:
    """Draw a laid-out page with its frame's bottom-left corner at (x, y) points."""
    canvas.setNamedCB("sun", paragraph_sun)
    for p in page.placed:
        p.flowable.wrapOn(canvas, page.width, p.height + 1000)
        p.flowable.drawOn(canvas, x + p.x, y + p.y)
