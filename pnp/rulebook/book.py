"""Rulebooks as printable parts: pages of A4/Letter, an A5 booklet imposed for saddle stitching, or a
one-sheet pocket edition of eight panels.

A book is made in four steps: the game's template is rendered to markup, the markup parsed into
blocks, the blocks turned into flowables, and those laid into the form's frames. Only then is it
drawn, page by page, on the project's Document, so every sheet carries the usual footer and scale bar.
"""

from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm

from pnp.core.errors import PnpError
from pnp.locales import GAME_TEXTS, Text, glossary, plural_form, plural_forms, search_path
from pnp.render.document import Document, Part, PrintOptions
from pnp.core.files import data_dir
from pnp.render.fonts import register_fonts
from pnp.render.frame import FRAME_TOP
from pnp.render.marks import fold_line, fold_marks
from pnp.render.metadata import SHORT_EDGE
from pnp.render.paper import SAFE_MARGIN, paper
from pnp.render.surface import SMALLEST_PT, Ink, Surface
from pnp.rulebook.content import Content, book_module, game_content
from pnp.rulebook.diagrams import enlarged
from pnp.rulebook.flow import LayoutError, Page, draw_page, flowables, headings, paginate, styles
from pnp.rulebook.markup import Block, PackLoader, environment, parse, render
from pnp.rulebook.sentences import sentence_functions

FORMS = ("normal", "booklet", "pocket", "large")
PAGED = ("normal", "large")  # forms printed one book page per sheet
DEFAULT_SEED = 1  # the setups shown when no seed is given
BODY_PT = {"normal": 10.0, "booklet": 9.0, "pocket": 7.2, "large": 16.0}
POCKET_LEAST_PT = 6.0  # a pocket text too long for its eight panels is set smaller, in POCKET_STEP_PT steps, down to this
POCKET_STEP_PT = 0.1
LARGE_MIN_PT = 16.0  # large print: no text of the book (notes, captions, contents) below this
LARGE_FIGURES = 1.6  # large print: how much larger the diagrams are drawn, their lines and labels with them
LARGE_GAIN = 1.4  # a large-print figure shrinks to fill a page's end no further than this many times the ordinary book's
CONTENTS_FROM = 5  # a book of this many pages or more opens with a contents list
POCKET_PANELS = 8
# Pocket panels as they lie on the sheet: (column, row from the bottom) of pages 1-8. The top row is
# printed upside down, so that folded in half along the middle every page stands upright.
POCKET_SLOTS = {1: (3, 0), 2: (3, 1), 3: (2, 1), 4: (1, 1), 5: (0, 1), 6: (0, 0), 7: (1, 0), 8: (2, 0)}
FOLD_MARGIN = 5.0  # text keeps this far from a fold
FOOTER_TOP = 21.0  # the footer and scale bar take the sheet's bottom 20 mm
HEADER_GREY = (0.4, 0.4, 0.4)
HEADER_PT = {"normal": 8.0, "large": 12.0}


class UnknownForm(PnpError):
    """A rulebook form other than those in FORMS."""


class PocketOverflow(LayoutError):
    """The pocket rules need more panels than the sheet has."""


class NoRulebook(PnpError):
    """A language (added on the PNP_LOCALES path) that brings no template for a game's book."""


@dataclass(frozen=True)
class Slot:
    """Where a book page lies on its sheet (mm): the page's box, its text frame inside it, and whether
    it is turned upside down (pocket top row)."""

    x: float
    y: float
    w: float
    h: float
    frame: tuple[float, float, float, float]  # x, y, width, height, inside the page box
    turned: bool = False


@dataclass
class Book:
    """A laid-out rulebook: its pages, and how they sit on sheets."""

    game: str
    form: str
    pages: list[Page]
    sheets: list[list[tuple[int, Slot]]]  # per sheet side: (page number from 1, or 0 for blank, slot)


def rulebook_part(game: str, options: PrintOptions, form: str = "normal") -> Part:
    """The rulebook of `game` in one of FORMS, as a part a kit can combine with other sheets."""
    check(game, form)
    info = options.info(game, f"rulebook.sheet.{form}", landscape=form not in PAGED)
    slug = f"{game}-rulebook" if form == "normal" else f"{game}-rulebook-{form}"
    laid_out = cache(lambda: build(game, options, form))  # a kit draws the book twice: alone and combined
    return Part(slug, info, lambda doc: draw_book(doc, laid_out()), SHORT_EDGE if form == "booklet" else None)


def check(game: str, form: str) -> None:
    """Refuse, in one line, a game that is not registered or has no book, and an unknown form."""
    book_module(game)
    if form not in FORMS:
        raise UnknownForm(f"unknown rulebook form {form!r}: choose from {', '.join(FORMS)}")


def filters(text: Text) -> dict:
    """Numbers and plurals for the templates, set as the book's language sets them (CLDR)."""
    forms_needed = plural_forms(text.lang)

    def plural(n: int, *forms: str) -> str:
        if len(forms) != len(forms_needed):
            raise PnpError(f"plural in {text.lang} takes {len(forms_needed)} forms ({', '.join(forms_needed)}), got {forms!r}")
        return f"{n} {dict(zip(forms_needed, forms))[plural_form(text.lang, n)]}"

    return {"num": text.number, "pct": text.percent, "grouped": text.grouped, "plural": plural}


def shared_roots() -> tuple[Path, ...]:
    """Where the templates every language shares are found: the games registered from outside, then the bundled ones."""
    return (*GAME_TEXTS, data_dir("templates"))


def template_name(game: str, lang: str) -> str:
    """The game's book: a book a language pack on the PNP_LOCALES path writes for its language alone
    (`<lang>/<game>.md.j2`), or else the game's one template for every language (`<game>.md.j2`, whose
    sentences each language translates in its `book-<game>.po`), or else a per-language book of a game
    registered from outside."""
    own = f"{lang}/{game}.md.j2"
    if any((root / own).is_file() for root in search_path()[:-1]):
        return own
    if any((root / f"{game}.md.j2").is_file() for root in shared_roots()):
        return f"{game}.md.j2"
    return own


def markup(game: str, text: Text, form: str, context: dict, edition: str = "home") -> str:
    """The game's template rendered for a language and form, in the home or the print-shop ("shop") edition."""
    roots = [*search_path(), *GAME_TEXTS, data_dir("templates")]
    name = template_name(game, text.lang)
    if not any((root / name).is_file() for root in roots):
        raise NoRulebook(f"no {text.lang} rulebook for {game}: no {game}.md.j2 in its language folder")
    env = environment(PackLoader(roots, text.lang, shared_roots()), filters(text))
    env.globals.update(sentence_functions(text.lang))
    terms = {key: entry.term for key, entry in glossary(text.lang).items()}
    values = {"pocket": form == "pocket", "shop": edition == "shop", "terms": terms, **context}
    return render(env, values, name=name)


def build(game: str, options: PrintOptions, form: str = "normal", edition: str = "home") -> Book:
    """Render, parse and lay out the book (`edition` "shop": the one a print shop prints); nothing is drawn yet."""
    check(game, form)
    register_fonts()  # paragraphs look their fonts up as they are made
    text = Text(options.lang)
    blocks, content = source(game, text, options.seed, form, edition)
    slots = slot_plan(form, options.paper)
    if form != "pocket":
        return lay_out(game, form, blocks, content, slots, options, text, BODY_PT[form])
    body = BODY_PT[form]
    while True:  # the pocket sheet has its eight panels and no more: a language whose text runs longer is set smaller
        try:
            return lay_out(game, form, blocks, content, slots, options, text, body)
        except PocketOverflow:
            body = round(body - POCKET_STEP_PT, 2)
            if body < POCKET_LEAST_PT:
                raise


def lay_out(game: str, form: str, blocks: list[Block], content: Content, slots, options: PrintOptions, text: Text,
            body: float) -> Book:
    """The book's pages at a body size, with a contents list where the form and length call for one."""
    look = styles(body)
    drawings = content.drawings
    ink = Ink(options.ink_saver)

    def frame(index: int) -> tuple[float, float]:
        _, _, w, h = slots(index + 1).frame
        return w * mm, h * mm

    figure = frame(0)[1] * (0.62 if form != "pocket" else 0.88)
    least = None
    if form == "large":
        look = large_print(look)
        least = large_least(drawings, frame(0)[0], figure)
        drawings = {name: enlarged(d, LARGE_FIGURES) for name, d in drawings.items()}
    make = partial(flowables, blocks, look, drawings, ink, figure, least=least)
    lay = partial(paginate, frame=frame, follow=3 * look["body"].leading)
    pages = lay(make())
    if form != "pocket" and len(pages) >= CONTENTS_FROM:
        pages = with_contents(make, lay, headings(pages), text("rulebook.contents"))
    return Book(game, form, pages, sheet_plan(form, len(pages), slots))


def large_least(drawings: dict, width: float, height: float) -> dict[str, float]:
    """How far each large-print figure may shrink at a page's end (a share of its full size, `width` x
    `height` points of room): to LARGE_GAIN times the size the ordinary book draws it, so that large
    print never draws a diagram smaller, and a figure the ordinary book already draws page-wide not at all."""
    least = {}
    for name, drawing in drawings.items():
        ordinary = drawing.size(width / mm, height / mm)[1]
        large = enlarged(drawing, LARGE_FIGURES).size(width / mm, height / mm)[1]
        least[name] = min(1.0, LARGE_GAIN * ordinary / large)
    return least


def large_print(look: dict[str, ParagraphStyle]) -> dict[str, ParagraphStyle]:
    """The book's styles with every size raised to at least LARGE_MIN_PT, line spacing in proportion."""
    raised = {}
    for name, style in look.items():
        factor = max(1.0, LARGE_MIN_PT / style.fontSize)
        raised[name] = ParagraphStyle(
            name, style, fontSize=style.fontSize * factor, leading=style.leading * factor,
            bulletFontSize=style.bulletFontSize * factor,
        )
    return raised


def source(game: str, text: Text, seed: int | None, form: str = "normal", edition: str = "home") -> tuple[list[Block], Content]:
    """What every form of the book is made from: the template's blocks and the content (facts and
    drawings) for a seed (None: DEFAULT_SEED)."""
    seed = DEFAULT_SEED if seed is None else seed
    content = game_content(game, seed, text)
    context = {**content.context, "seed": seed}
    return parse(markup(game, text, form, context, edition), text.lang, template_name(game, text.lang)), content


def with_contents(make, lay, toc: list[tuple[str, int]], title: str) -> list[Page]:
    """Lay the book out again with its contents list until the page numbers it quotes hold."""
    for _ in range(4):
        pages = lay(make(contents=toc, contents_title=title))
        found = headings(pages)
        if found == toc:
            return pages
        toc = found
    raise LayoutError("the contents list's page numbers do not settle")


def slot_plan(form: str, paper_name: str):
    """Page number -> Slot for a form on a paper."""
    if form in PAGED:
        p = paper(paper_name)
        slot = Slot(0, 0, p.width, p.height, (20.0, 24.0, p.width - 40.0, p.height - 46.0))
        return lambda number: slot
    p = paper(paper_name, landscape=True)
    if form == "booklet":
        half = p.width / 2
        outer, inner, top = 14.0, 12.0, 20.0
        w, h = half - outer - inner, p.height - top - 24.0
        left = Slot(0, 0, half, p.height, (outer, 24.0, w, h))
        right = Slot(half, 0, half, p.height, (inner, 24.0, w, h))
        return lambda number: right if number % 2 else left
    pw, ph = p.width / 4, p.height / 2
    edge = SAFE_MARGIN + 1

    def pocket(number: int) -> Slot:
        if number not in POCKET_SLOTS:
            raise PocketOverflow(f"the pocket rules run past the sheet's {POCKET_PANELS} panels")
        col, row = POCKET_SLOTS[number]
        sheet_left = edge if col == 0 else FOLD_MARGIN
        sheet_right = edge if col == 3 else FOLD_MARGIN
        if row == 0:
            left, right, bottom = sheet_left, sheet_right, FOOTER_TOP + 4
        else:
            left, right, bottom = sheet_right, sheet_left, edge + 4
        frame = (left, bottom, pw - left - right, ph - bottom - FOLD_MARGIN)
        return Slot(col * pw, row * ph, pw, ph, frame, turned=row == 1)

    return pocket


def sheet_plan(form: str, count: int, slots) -> list[list[tuple[int, Slot]]]:
    """Which pages each sheet side carries, and where."""
    if form in PAGED:
        return [[(n, slots(n))] for n in range(1, count + 1)]
    if form == "pocket":
        return [[(n if n <= count else 0, slots(n)) for n in range(1, POCKET_PANELS + 1)]]
    total = -(-count // 4) * 4
    sides = []
    for i in range(total // 4):
        for left, right in ((total - 2 * i, 2 * i + 1), (2 * i + 2, total - 2 * i - 1)):
            sides.append([(n if n <= count else 0, slots(n)) for n in (left, right)])
    return sides


def draw_book(doc: Document, book: Book) -> None:
    """Every sheet side of the book: its pages, running headers and page numbers, and the pocket guide."""
    title = doc.text(f"games.{book.game}.name")
    for side in book.sheets:
        s = doc.new_page()
        if book.form == "pocket":
            draw_pocket_guide(s, doc.info.paper.width, doc.info.paper.height, doc.text)
        elif book.form == "booklet":
            fold_marks(s, doc.info.paper.width / 2, FRAME_TOP + 2, doc.info.paper.height - SAFE_MARGIN)
        for number, slot in side:
            if number:
                draw_slot(s, book, number, slot, title)


def draw_slot(s: Surface, book: Book, number: int, slot: Slot, title: str) -> None:
    canvas = s.canvas
    canvas.saveState()
    if slot.turned:
        canvas.translate((slot.x + slot.w) * mm, (slot.y + slot.h) * mm)
        canvas.rotate(180)
    else:
        canvas.translate(slot.x * mm, slot.y * mm)
    fx, fy, fw, fh = slot.frame
    draw_page(canvas, book.pages[number - 1], fx * mm, fy * mm)
    if book.form == "pocket":
        if number > 1:
            s.text(fx + fw / 2, fy - 4.5, str(number), 6.5, align="center", colour=HEADER_GREY)
    elif number > 1:
        draw_header(s, slot, number, title, outer_right=book.form in PAGED or number % 2 == 1,
                    size=HEADER_PT.get(book.form, HEADER_PT["normal"]))
    canvas.restoreState()


def draw_header(s: Surface, slot: Slot, number: int, title: str, outer_right: bool, size: float = 8.0) -> None:
    """The running header: the game's name on the inner side, the page number on the outer side."""
    fx, fy, fw, fh = slot.frame
    top = fy + fh
    base = top + 7.0
    left, right = (title, str(number)) if outer_right else (str(number), title)
    s.text(fx, base, left, size, bold=not outer_right, colour=HEADER_GREY, max_width=fw * 0.8)
    s.text(fx + fw, base, right, size, bold=outer_right, align="right", colour=HEADER_GREY, max_width=fw * 0.8)
    s.line(fx, base - 2.0, fx + fw, base - 2.0, "hair", colour=HEADER_GREY)


def draw_pocket_guide(s: Surface, w: float, h: float, text: Text) -> None:
    """Fold lines between the panels and the cut along the middle of the two centre columns."""
    pw, mid = w / 4, h / 2
    low, high = FOOTER_TOP, h - SAFE_MARGIN
    for col in (1, 2, 3):
        fold_line(s, col * pw, low, col * pw, mid - 2)
        fold_line(s, col * pw, mid + 2, col * pw, high)
    fold_line(s, SAFE_MARGIN, mid, pw - 2, mid)
    fold_line(s, 3 * pw + 2, mid, w - SAFE_MARGIN, mid)
    s.line(pw, mid, 3 * pw, mid, "normal")
    s.text(pw + 3, mid + 0.9, "✂", 9)
    s.text(3 * pw - 3, mid + 1.2, text("rulebook.pocket.cut"), SMALLEST_PT, align="right", colour=HEADER_GREY)
