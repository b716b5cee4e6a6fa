"""OGAMA's discs (double-sided, fold-and-glue or duplex) and its two fold-over toad standees.

Each player's discs come first with their OGAMA disc, and each colour starts a fresh row. Only a
disc's front shows the OGAMA mark: every back of a colour is the same plain face, so discs shuffled
face down give nothing away. A toad
standee is one strip: a base tab, the toad's front, a fold at the top of its head, the toad's back
turned upside down, a second tab. Folded at the top and glued, the two faces stand back to back;
the tabs fold out to opposite sides and make a foot small enough to stand on a disc.
"""

import math
from dataclasses import dataclass

from reportlab.lib.units import mm

from pnp.games.ogama.rules import COLORS
from pnp.locales import Text
from pnp.locales.typography import typography
from pnp.render.cutfile import Cutter, CutSheet, Fold, PrintThenCut, SILHOUETTE, Outline, draw_registration
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.frame import draw_title
from pnp.render.marks import fold_line
from pnp.render.metadata import LONG_EDGE
from pnp.render.paper import Paper
from pnp.render.surface import Surface
from pnp.sheets.layout import Box, content_box
from pnp.render.paragraph import paragraph, paragraph_height
from pnp.games.ogama.pieces import draw_disc, draw_toad_piece
from pnp.games.ogama.toad import BOTTOM
from pnp.sheets.two_sided import MARK_ROOM, Draw, TwoSided, block_marks, cut_sheet, cut_width, draw_page, duplex_layout, fold_layout

GAP = 3.0  # between neighbouring discs: room for both neighbours' bleed
BLEED = 1.5  # mm of a disc's colour beyond its cut circle, so a cut or fold a little off shows no white edge
HEADER = 21.0  # title and instructions above the pieces
TOAD_GAP = 8.0  # between the two standees
TOAD_SPACE = 1.0  # added to the mark room kept below the discs, above the standees
NOTE_PT = 8.0  # instructions


@dataclass(frozen=True)
class Disc:
    colour: str
    ogama: bool


def discs(per_colour: int) -> list[Disc]:
    """Orange's discs, then Black's, each set led by its OGAMA disc."""
    return [Disc(colour, k == 0) for colour in COLORS for k in range(per_colour)]


def disc_faces(pieces: list[Disc], diameter: float, text: Text) -> tuple[Draw, Draw]:
    """How to draw a disc's front (the OGAMA disc marked) and its back (colour, ring and letter, alike for a colour)."""

    def front(s: Surface, box: Box, index: int) -> None:
        draw_disc(s, box.x + box.w / 2, box.y + box.h / 2, diameter, pieces[index].colour, text, pieces[index].ogama, BLEED)

    def back(s: Surface, box: Box, index: int) -> None:
        draw_disc(s, box.x + box.w / 2, box.y + box.h / 2, diameter, pieces[index].colour, text, bleed=BLEED)

    return front, back


def disc_layout(paper: Paper, per_colour: int, diameter: float, duplex: bool, offset=(0.0, 0.0), marks: Cutter | None = None) -> TwoSided:
    """Where every disc's two faces go, clear of a cutting machine's `marks` if given; Black's discs start a new row.

    Duplex rows are balanced: 12 discs where 7 fit a row go 6 + 6, not 7 + 5.
    """
    area = pieces_area(paper)
    count, breaks = 2 * per_colour, [per_colour]
    if duplex:
        widest = duplex_layout(area, paper.width, diameter, diameter, count, GAP).columns
        columns = math.ceil(per_colour / math.ceil(per_colour / widest))
        return duplex_layout(area, paper.width, diameter, diameter, count, GAP, offset, breaks, columns)
    return fold_layout(area, diameter, diameter, count, GAP, breaks, marks=marks)


def pieces_area(paper: Paper) -> Box:
    """The page below the header."""
    box = content_box(paper)
    return Box(box.x, box.y, box.w, box.h - HEADER)


@dataclass(frozen=True)
class Standee:
    """A toad strip's measures for discs of `diameter` mm.

    The foot (the strip's width by both tabs bent out) has a diagonal within the diameter, so a
    standing toad fits on a disc: 0.84² + 0.52² < 1.
    """

    diameter: float

    @property
    def width(self) -> float:
        return 0.84 * self.diameter

    @property
    def panel(self) -> float:
        return 0.7 * self.diameter

    @property
    def tab(self) -> float:
        return 0.26 * self.diameter

    @property
    def length(self) -> float:
        return 2 * (self.tab + self.panel)


@dataclass(frozen=True)
class ToadPlace:
    """Where the standees go: the page, each strip's box (upright, or lying on its side) and the note beside them."""

    page: int
    strips: tuple[Box, Box]
    lying: bool
    note: Box


def toad_place(layout: TwoSided, area: Box, standee: Standee, note: str) -> ToadPlace:
    """Below the discs on the last page of fronts, upright if there is room, else lying down; else a page of their own.

    The strips sit at the left, `note` (their instructions) in the column to their right.
    """
    page = max(p.page for p in layout.placements)
    top = layout.lowest(page) - TOAD_SPACE
    left = min(p.front.x for p in layout.fronts(page))  # in line with the discs above
    for lying in (False, True):
        place = _toads_at(page, left, top, area, standee, lying, note)
        if place.strips[0].y - MARK_ROOM >= area.y and place.note.y >= area.y:
            return place
    return _toads_at(layout.pages, left, area.top, area, standee, False, note)


def _toads_at(page: int, left: float, top: float, area: Box, standee: Standee, lying: bool, note: str) -> ToadPlace:
    w, h = (standee.length, standee.width) if lying else (standee.width, standee.length)
    strip_top = top - MARK_ROOM
    strips = Box(left, strip_top - h, w, h), Box(left + w + TOAD_GAP, strip_top - h, w, h)
    note_x = strips[1].right + MARK_ROOM + 4
    note_w = area.right - note_x
    note_h = paragraph_height(note, NOTE_PT, note_w)
    return ToadPlace(page, strips, lying, Box(note_x, strip_top - note_h, note_w, note_h))


def draw_standee(s: Surface, standee: Standee, strip: Box, lying: bool, colour: str, text: Text) -> None:
    """One toad strip; a lying strip is drawn upright in a turned frame, its front face to the left."""
    c = s.canvas
    c.saveState()
    if lying:
        c.translate(strip.right * mm, strip.y * mm)
        c.rotate(90)
    else:
        c.translate(strip.x * mm, strip.y * mm)
    tab, panel, width = standee.tab, standee.panel, standee.width
    for y in (tab, tab + panel, tab + 2 * panel):
        fold_line(s, 0, y, width, y)
    _panel_toad(s, standee, tab, colour, text)
    c.translate(width * mm, (tab + 2 * panel) * mm)  # the back face, turned half round so it stands after the fold
    c.rotate(180)
    _panel_toad(s, standee, 0, colour, text)
    c.restoreState()


def _panel_toad(s: Surface, standee: Standee, ground: float, colour: str, text: Text) -> None:
    """The toad sitting on its face's lower edge, at height `ground`."""
    width = 0.9 * standee.width
    draw_toad_piece(s, standee.width / 2, ground + 0.04 * standee.width - BOTTOM * width / 2, width, colour, text)


def draw_header(s: Surface, doc: Document, subtitle: str, note: str) -> None:
    """Title and subtitle on one line, the page's instruction under them."""
    box = content_box(doc.info.paper)
    base = draw_title(s, doc.info, doc.text, max_width=box.w * 0.43)
    s.text(box.right, base, subtitle, 9, align="right", max_width=box.w * 0.55)
    if note:
        paragraph(s, box.x, box.top - 9.5, typography(note, doc.text.lang), NOTE_PT, box.w)


def toads_note(text: Text) -> str:
    """The words beside the toad strips, as printed."""
    return typography(text("ogama.tokens.toads"), text.lang)


def placed_toads(paper: Paper, layout: TwoSided, diameter: float, text: Text) -> ToadPlace:
    return toad_place(layout, pieces_area(paper), Standee(diameter), toads_note(text))


def draw_tokens(
    doc: Document, per_colour: int, diameter: float, duplex: bool, offset: tuple[float, float], marks: Cutter | None = None
) -> None:
    """Every page: discs by the two-sided layout, then the standees below them or on a page of their own;
    with `marks`, those a print-then-cut machine finds."""
    text, paper = doc.text, doc.info.paper
    pieces = discs(per_colour)
    layout = disc_layout(paper, per_colour, diameter, duplex, offset, marks)
    standee = Standee(diameter)
    note = toads_note(text)
    toads = placed_toads(paper, layout, diameter, text)
    front, back = disc_faces(pieces, diameter, text)

    subtitle = text("ogama.tokens.subtitle", discs=text.plural("ogama.tokens.discs", per_colour), diameter=f"{diameter:g}")
    for page in range(max(layout.pages, toads.page + 1)):
        s = doc.new_page()
        draw_header(s, doc, subtitle, _instruction(text, layout, page, toads.page, offset, isinstance(marks, PrintThenCut)))
        if page < layout.pages:
            draw_page(s, layout, page, front, back, round_pieces=True)
        if page == toads.page:
            paragraph(s, toads.note.x, toads.note.top, note, NOTE_PT, toads.note.w)
            for strip, colour in zip(toads.strips, COLORS):
                draw_standee(s, standee, strip, toads.lying, colour, text)
            block_marks(s, list(toads.strips))
        if marks is not None:
            draw_registration(s, marks, cut_width(layout, page, paper.width), paper.height)


def _instruction(text: Text, layout: TwoSided, page: int, toads_page: int, offset, cricut: bool = False) -> str:
    """What to do with this page's discs: fold and glue, print double-sided, or print the page images from
    Design Space for Cricut's Print Then Cut (nothing on a page of toads alone)."""
    if page >= layout.pages:
        return ""
    if layout.mode == "fold":
        return text("ogama.tokens.fold" if page == toads_page else "ogama.tokens.fold_only")
    if page % 2:
        shift = text("ogama.tokens.shift", dx=f"{offset[0]:g}", dy=f"{offset[1]:g}") if any(offset) else ""
        return text("ogama.tokens.duplex_backs", page=page) + shift
    return text("ogama.tokens.cricut_fronts" if cricut else "ogama.tokens.duplex_fronts")


def tokens_part(
    per_colour: int, diameter: float, duplex: bool, offset: tuple[float, float], options: PrintOptions, marks: Cutter | None = None
) -> Part:
    """The disc and toad sheet(s) as a part."""
    info = options.info("ogama", "ogama.sheet.tokens")
    duplex_hint = LONG_EDGE if duplex else None
    return Part("ogama-tokens", info, lambda doc: draw_tokens(doc, per_colour, diameter, duplex, offset, marks), duplex_hint, two_sided=True)


def standee_cuts(standee: Standee, strip: Box, lying: bool) -> tuple[Outline, list[Fold]]:
    """A toad strip's outline and its three fold lines on the page, as `draw_standee` draws them."""

    def at(u: float, v: float) -> tuple[float, float]:
        return (strip.right - v, strip.y + u) if lying else (strip.x + u, strip.y + v)

    corners = (at(0, 0), at(standee.width, 0), at(standee.width, standee.length), at(0, standee.length))
    folds = [Fold(*at(0, y), *at(standee.width, y)) for y in (standee.tab, standee.tab + standee.panel,
                                                             standee.tab + 2 * standee.panel)]
    return Outline(corners), folds


def tokens_cut_sheets(
    per_colour: int, diameter: float, duplex: bool, offset: tuple[float, float], paper: Paper, text: Text, marks: Cutter = SILHOUETTE
) -> dict[int, CutSheet]:
    """The cut file of every page with discs or standees to cut, by page number from 1 (`paper` keeping
    clear of the marks). A standee lying beyond a folded page's fold is left to the scissors."""
    layout = disc_layout(paper, per_colour, diameter, duplex, offset, marks)
    toads = placed_toads(paper, layout, diameter, text)
    sheets = {}
    for page in range(max(layout.pages, toads.page + 1)):
        sheet = cut_sheet(layout, page, paper.width, paper.height, marks) if page < layout.pages else CutSheet(
            paper.width, paper.height, marks=marks)
        if page == toads.page:
            for strip in toads.strips:
                outline, folds = standee_cuts(Standee(diameter), strip, toads.lying)
                if max(x for x, _ in outline.points) <= sheet.width:
                    sheet.cuts.append(outline)
                    sheet.folds += folds
        if sheet.cuts:
            sheets[page + 1] = sheet
    return sheets
