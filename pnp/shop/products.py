"""Print-shop products: each game's board and pieces, its players' aid cards and its rulebook at trim
size, one per page, with the bleed drawn around them and none of the home-print furniture (footer,
scale bar, crop marks, instructions).

A product is a list of faces; a face knows its trim size and draws itself with its origin at the
trim's bottom-left corner. The bleed lies outside, at negative coordinates and beyond the size. A
piece a shop die-cuts (a disc, a token, a toad strip) also knows its die line, the cut path in the
same coordinates.
"""

from collections.abc import Callable
import io
from dataclasses import dataclass

from reportlab.lib.units import mm

from pnp.locales import Text
from pnp.registry import game as registered
from pnp.render.cutfile import Circle, Outline
from pnp.render.document import Document
from pnp.render.info import PrintOptions, SheetInfo
from pnp.render.surface import Surface
from pnp.rulebook.book import build, check, draw_slot, slot_plan
from pnp.sheets.aid import TAROT as TAROT_CARD, draw_card
from pnp.sheets.layout import Box
from pnp.shop.presets import Preset, Stock

MARGIN = 6.0  # around a board inside its trim: keeps its outer labels 3 mm clear of the cut and then some
A5 = (148.0, 210.0)  # the shop rulebook's trim, mm


@dataclass(frozen=True)
class Face:
    """One page of a shop file: a trim size in mm and how to draw what lies on it."""

    width: float
    height: float
    draw: Callable[[Document, Surface], None]
    die: tuple[Circle | Outline, ...] = ()  # the die cutter's path, mm from the trim's corner; none for boards and pages


def round_face(diameter: float, draw: Callable[[Document, Surface], None]) -> Face:
    """A round piece: its trim is the square around it, its die line the circle."""
    r = diameter / 2
    return Face(diameter, diameter, draw, (Circle(r, r, r),))


@dataclass(frozen=True)
class Product:
    """What a shop prints as one item: a board, or a set of two-sided pieces (fronts and backs)."""

    slug: str  # file name part, e.g. "board", "discs"
    sheet: str  # catalog key naming it, as the home sheet does
    fronts: list[Face]
    backs: list[Face]
    singles: tuple[Face, ...] = ()  # one-sided pieces printed after the two-sided ones (folded standees)

    @property
    def kind(self) -> str:
        """What a service sells it as: "board", "book", "card" (the aid cards) or "token" (pieces)."""
        return {"board": "board", "rulebook": "book", "aid": "card"}.get(self.slug, "token")

    def faces(self, preset: Preset) -> list[Face]:
        """The pages in the preset's order: each front then its back (or its back then its front), or all
        fronts then all backs; the one-sided pieces last."""
        if not self.backs:
            return list(self.fronts) + list(self.singles)
        if preset.backs_first:
            return [face for pair in zip(self.backs, self.fronts) for face in pair] + list(self.singles)
        if preset.alternate_faces:
            return [face for pair in zip(self.fronts, self.backs) for face in pair] + list(self.singles)
        return self.fronts + self.backs + list(self.singles)


class TrimDocument(Document):
    """A Document whose pages are a face's trim size plus bleed, with no frame, drawn from the trim's corner."""

    def face_page(self, face: Face, bleed: float) -> None:
        if self._open:
            self.canvas.showPage()
        self._open = True
        self.pages += 1
        self.canvas.setPageSize(((face.width + 2 * bleed) * mm, (face.height + 2 * bleed) * mm))
        self.canvas.saveState()
        self.canvas.translate(bleed * mm, bleed * mm)
        face.draw(self, self.surface)
        self.canvas.restoreState()


def board_face(width: float, height: float, draw: Callable[[Document, Surface], None]) -> Face:
    """A board drawn `MARGIN` mm inside its trim; `draw` puts the board's bottom-left corner at the origin."""

    def framed(doc: Document, s: Surface) -> None:
        s.canvas.saveState()
        s.canvas.translate(MARGIN * mm, MARGIN * mm)
        draw(doc, s)
        s.canvas.restoreState()

    return Face(width + 2 * MARGIN, height + 2 * MARGIN, framed)


def rulebook_product(game: str, seed: int, lang: str) -> Product:
    """The A5 booklet as single pages in reading order, blank pages added up to a multiple of four
    (a saddle-stitched book's sheets), drawn as on the home booklet's sheets, each centred on a true A5
    trim (half an A4 sheet is half a millimetre wider)."""

    book = build(game, PrintOptions(lang, "a4", seed), "booklet", edition="shop")
    slots = slot_plan("booklet", "a4")
    title = Text(lang)(f"games.{game}.name")

    def page(number: int) -> Face:
        slot = slots(number)

        def draw(doc: Document, s: Surface) -> None:
            if number <= len(book.pages):
                s.canvas.translate(-(slot.x + (slot.w - A5[0]) / 2) * mm, -(slot.y + (slot.h - A5[1]) / 2) * mm)
                draw_slot(s, book, number, slot, title)

        return Face(*A5, draw)

    return Product("rulebook", "rulebook.sheet.booklet", [page(n) for n in range(1, -(-len(book.pages) // 4) * 4 + 1)], [])


def aid_product(game: str, lang: str) -> Product | None:
    """The players' aid cards as two-sided tarot cards (`pnp.sheets.aid.TAROT`): the game, the player and
    the first sections on the front, the rest on the back."""
    cards = registered(game).aid
    if cards is None:
        return None
    name = Text(lang)(f"games.{game}.name")
    fmt = TAROT_CARD

    def side(k: int, number: int) -> Face:
        def draw(doc: Document, s: Surface) -> None:
            draw_card(s, Box(0, 0, fmt.width, fmt.height), cards(doc.text)[number], name, fmt, k)

        return Face(fmt.width, fmt.height, draw)

    count = len(cards(Text(lang)))
    return Product("aid", "aid.sheet", [side(0, n) for n in range(count)], [side(1, n) for n in range(count)])


def on_stock(product: Product, stock: Stock) -> Product:
    """The product as a service prints it: each face on the stock's trim, scaled to fit it where the piece
    allows, centred; one-sided pieces (standees), which no stock takes, left out. The service cuts with a
    die of its own, so the faces carry none."""

    def placed(face: Face) -> Face:
        k = min(stock.width / face.width, stock.height / face.height) if stock.scale else 1.0

        def draw(doc: Document, s: Surface) -> None:
            s.canvas.saveState()
            s.canvas.translate((stock.width - k * face.width) / 2 * mm, (stock.height - k * face.height) / 2 * mm)
            s.canvas.scale(k, k)
            face.draw(doc, s)
            s.canvas.restoreState()

        return Face(stock.width, stock.height, draw)

    return Product(product.slug, product.sheet, [placed(f) for f in product.fronts], [placed(f) for f in product.backs])


def die_product(product: Product) -> Product:
    """The die file of a product: the same pages, each with nothing on it but its die line (see `pdfx`)."""

    def blank(face: Face) -> Face:
        return Face(face.width, face.height, lambda doc, s: None, face.die)

    return Product(f"{product.slug}-die", product.sheet, [blank(f) for f in product.fronts], [blank(f) for f in product.backs],
                   tuple(blank(f) for f in product.singles))


def products(game: str, seed: int, bleed: float, lang: str) -> list[Product]:
    """Everything a shop can make of a game: its board and pieces, its aid cards and its rulebook; pieces
    drawn with `bleed` mm of colour past their cut."""
    check(game, "booklet")
    pieces = registered(game).shop
    made = pieces(seed, bleed) if pieces else []
    aid = aid_product(game, lang)
    return made + ([aid] if aid is not None else []) + [rulebook_product(game, seed, lang)]


STOCK_BLEED = 1.25  # a piece scaled down to a service's stock draws this much more bleed, so its scaled bleed still covers


def for_preset(game: str, seed: int, lang: str, preset: Preset) -> tuple[list[Product], list[Product]]:
    """The products a preset's channel makes of a game, each on the stock its service sells for it, and
    those it makes none of."""
    if preset.stock is None:
        return products(game, seed, preset.bleed, lang), []
    made, unsold = [], []
    for product in products(game, seed, preset.bleed * STOCK_BLEED, lang):
        stock = preset.stock.get(product.kind)
        if stock is None or stock.most and len(product.fronts) > stock.most:
            unsold.append(product)
        else:
            made.append(on_stock(product, stock))
        if product.singles:
            unsold.append(Product(product.slug, product.sheet, [], [], product.singles))
    return made, unsold


def product_bytes(product: Product, preset: Preset, info: SheetInfo) -> tuple[bytes, int]:
    """A product's faces drawn at trim size plus the preset's bleed, as an RGB PDF (see `pdfx.to_pdfx`)."""
    buffer = io.BytesIO()
    doc = TrimDocument(buffer, info)
    for face in product.faces(preset):
        doc.face_page(face, preset.bleed)
    doc.finish()
    return buffer.getvalue(), doc.pages
