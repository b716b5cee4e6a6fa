"""A kit's cover: the game (its facts and what it is played with), the contents with page numbers,
and how to print and assemble."""

from dataclasses import dataclass, field
from reportlab.lib.units import mm

from pnp.locales import Text
from pnp.locales.typography import typography
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.fonts import text_width
from pnp.render.paragraph import first_baseline, paragraph, paragraph_height
from pnp.render.surface import SMALLEST_PT, Surface
from pnp.rulebook.diagrams import Drawing, Enlarged
from pnp.sheets.layout import content_box


@dataclass(frozen=True)
class Entry:
    """One line of the contents: a part's title, its first page in the combined PDF, its own file,
    whether it is printed on both sides of the paper, and whether its pieces have backs."""

    title: str
    page: int
    pages: int
    file: str
    double_sided: bool = False  # printed on both sides of the paper
    two_sided: bool = field(kw_only=True)  # pieces with a back (fold-and-glue or duplex)
    ink_saver_copy: bool = field(default=False, kw_only=True)  # another part's pieces again, in lines only


@dataclass(frozen=True)
class Face:
    """What the cover shows of the game itself: its line of facts (players, time, age) and a picture of
    what it is played with (a drawing with `size(max_w, max_h)` and `draw(surface, w, h)`, as in the book)."""

    facts: str
    picture: Drawing | None = None


COVER_PAGES = 1
FACE_H = (58.0, 120.0)  # the picture's height: at least, and at most when the page has room to spare
ENLARGE = 2.0
STEP_PT, STEP_INDENT, STEP_GAP = 9.5, 6.0, 2.5


def draw_cover(doc: Document, game: str, entries: list[Entry], face: Face) -> None:
    s, text = doc.new_page(), doc.text
    area = content_box(doc.info.paper)
    steps = cover_steps(entries, text, game)
    y = area.top - 14
    s.text(area.x, y, text(f"games.{game}.name"), 30, bold=True, max_width=area.w)
    y -= 9
    s.text(area.x, y, text("cover.subtitle"), 13)
    y -= 6
    s.line(area.x, y, area.right, y, "bold")
    y -= 7
    if face.facts:
        s.text(area.x, y, face.facts, 11, bold=True, max_width=area.w)
        y -= 5
    if face.picture is not None:
        room = min(FACE_H[1], max(FACE_H[0], y - area.y - 4 - lower_height(entries, steps, area.w)))
        picture = filling(face.picture, area.w, room)
        w, h = picture.size(area.w, room)
        s.canvas.saveState()
        s.canvas.translate((area.x + (area.w - w) / 2) * mm, (y - h) * mm)
        picture.draw(Surface(s.canvas, s.ink, SMALLEST_PT), w, h)  # its labels legible, as in the book
        s.canvas.restoreState()
        y -= h + 4
    y -= 7
    s.text(area.x, y, text("cover.contents"), 13, bold=True)
    y -= 8
    refs = [text("cover.page_ref", page=entry.page, pages=text.plural("cli.pages", entry.pages)) for entry in entries]
    file_x = area.x + area.w * 0.58
    files_w = min(area.w * 0.28, max(text_width(entry.file, 7.5) for entry in entries) / mm)
    clash = file_x + files_w + 2 - (area.right - max(text_width(ref, 10.5) for ref in refs) / mm)
    file_x -= max(0.0, clash)  # a longer language's page references push the file names left
    for entry, ref in zip(entries, refs):
        s.text(area.x, y, entry.title, 10.5, max_width=file_x - area.x - area.w * 0.03)
        s.text(file_x, y, entry.file, 7.5, max_width=area.w * 0.28, colour=(0.35, 0.35, 0.35))
        s.text(area.right, y, ref, 10.5, align="right")
        y -= 6.5
    y -= 8
    s.text(area.x, y, text("cover.printing"), 13, bold=True)
    y -= 5
    for number, step in enumerate(steps, 1):
        s.text(area.x, first_baseline(y, STEP_PT), f"{number}.", STEP_PT, bold=True)
        y = paragraph(s, area.x + STEP_INDENT, y, step, STEP_PT, area.w - STEP_INDENT) - STEP_GAP


def filling(picture: Drawing, max_w: float, room: float) -> Drawing:
    """The picture enlarged (up to ENLARGE times) to fill `room` mm of height and `max_w` of width: a book
    diagram is drawn for a column, a cover has a page."""
    w, h = picture.size(max_w, room)
    factor = min(room / h, max_w / w, ENLARGE)
    return Enlarged(picture, factor) if factor > 1.0 else picture


def cover_steps(entries: list[Entry], text: Text, game: str) -> list[str]:
    """The numbered printing advice: which pages go on card, which double-sided, the ink-saver copies."""
    on_card = [e for e in entries if e.two_sided and not e.ink_saver_copy]
    steps = [printing_step(text, game, key, on_card) for key in printing_steps(entries)]
    copies = [e for e in entries if e.ink_saver_copy]
    if copies:
        steps.append(ink_saver_step(text, copies, on_card))
    ranges = [f"{e.page}–{e.page + e.pages - 1}" for e in entries if e.double_sided]
    if ranges:
        steps.insert(1, text("print.double_sided", ranges=", ".join(ranges)))
    return [typography(step, text.lang) for step in steps]


def lower_height(entries: list[Entry], steps: list[str], width: float) -> float:
    """How tall the contents and the printing advice under the picture are, as `draw_cover` sets them."""
    steps_h = sum(paragraph_height(step, STEP_PT, width - STEP_INDENT) + STEP_GAP for step in steps)
    return 7 + 8 + 6.5 * len(entries) + 8 + 5 + steps_h


def printing_step(text: Text, game: str, key: str, pieces: list[Entry]) -> str:
    """One step of the printing advice: the card step naming the pieces' pages agrees with how many pages
    they are, and the cutting step is the game's own, naming its pieces."""
    if key == "paper":
        return text(f"cover.steps.{key}_page" if one_page(pieces) else f"cover.steps.{key}", pages=page_ranges(pieces))
    if key == "cut":
        return text(f"{game}.kit.cut")
    return text(f"cover.steps.{key}")


def ink_saver_step(text: Text, copies: list[Entry], originals: list[Entry]) -> str:
    """The step offering the lines-only copies: their pages, and the pages of the pieces they stand in for."""
    key = "cover.steps.ink_saver_page" if one_page(copies) else "cover.steps.ink_saver"
    return text(key, pages=page_ranges(copies), replaced=page_ranges(originals))


def one_page(entries: list[Entry]) -> bool:
    return sum(entry.pages for entry in entries) == 1


def page_ranges(entries: list[Entry]) -> str:
    return ", ".join(f"{e.page}–{e.page + e.pages - 1}" if e.pages > 1 else str(e.page) for e in entries)


def printing_steps(entries: list[Entry]) -> list[str]:
    """The printing advice a kit needs: calibration, card and folding only where it has pieces with backs,
    folding and gluing before the cutting, which would part fronts from their backs."""
    two_sided = any(entry.two_sided for entry in entries)
    return ["calibrate", "scale", "paper", "fold", "cut"] if two_sided else ["scale", "paper_plain", "cut_plain"]


def cover_part(game: str, entries: list[Entry], options: PrintOptions, face: Face) -> Part:
    return Part(f"{game}-cover", options.info(game, "cover.sheet"), lambda doc: draw_cover(doc, game, entries, face))
