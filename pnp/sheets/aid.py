"""Player aid cards: one card per player with the turn, the scoring and the end of a game, in the player's
language, at A6 size (on its side), so it fits an A6 sleeve and two cards fill a page. A print shop's
edition sets the same card on the two sides of a tarot card (`TAROT`), the size card printers sell.

A game says what its cards hold (`pnp.pieces.Card`: whose card it is, the player's piece and the sections); this
module sets them, the text in two columns at the largest size that fits. Cards stand edge to edge with
crop marks outside the block, like the token sheets' pieces; a set is one card per player, and a page holds
as many whole sets as fit.
"""

from collections.abc import Callable
from dataclasses import dataclass

from pnp.core.errors import PnpError
from pnp.locales import Text
from pnp.locales.typography import typography
from pnp.pieces import Card
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.frame import draw_title
from pnp.render.paragraph import first_baseline, paragraph, paragraph_height
from pnp.render.surface import SMALLEST_PT, Surface, fit_size
from pnp.sheets.tally import TALLY_PT, box_size, draw_tally, tally_height as turn_tally_height
from pnp.sheets.layout import Box, content_box
from pnp.sheets.two_sided import MARK_ROOM, block_marks

CARD_W, CARD_H = 148.0, 105.0  # A6 on its side: fits an A6 sleeve, and two cards fill an A4 or Letter page
PAD = 5.0  # from the cut line to anything printed
EMBLEM = 14.0  # the player's piece in the card's top right corner
HEADER = 21.0  # the sheet's title and instruction above the cards
TITLE_PT, PLAYER_PT = 13.0, 9.0
BODY_PTS = (9.0, 8.75, 8.5, 8.25, 8.0, 7.75, 7.5, 7.25, 7.0, 6.75, 6.5, 6.25, SMALLEST_PT)  # the largest that fits is used
COLUMNS, COLUMN_GAP = 2, 6.0
BULLET_INDENT = 2.8
ITEM_GAP, HEADING_GAP, SECTION_GAP = 0.7, 0.9, 2.2
RULE_GREY = (0.45, 0.45, 0.45)
SECTIONS = ("turn", "scoring", "end")
TALLY_ROWS = 2  # a turn tally's rows of boxes at the card's foot

@dataclass(frozen=True)
class Format:
    """A card's size and how its text runs: in `columns` side by side, or with `sides` 2 over its front
    and then its back, one column a side (the game and the player head the front only)."""

    width: float = CARD_W
    height: float = CARD_H
    columns: int = COLUMNS
    sides: int = 1
    tally_rows: int = TALLY_ROWS


A6 = Format()
TAROT = Format(69.85, 120.65, 1, 2, 4)  # 2.75 x 4.75 in, a tarot card; its tally's label wraps above four rows


class CardTooFull(PnpError):
    """A card whose text does not fit it even at the smallest size printed."""


def sections(text: Text, game: str, **values) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The three sections from the catalogs: `aid.<section>` headings, `<game>.aid.<section>` points,
    one point a line, the engine's numbers filled in, words kept together as the books keep them."""
    def points(key: str) -> tuple[str, ...]:
        return tuple(typography(point, text.lang) for point in text(f"{game}.aid.{key}", **values).split("\n"))

    return tuple((text(f"aid.{key}"), points(key)) for key in SECTIONS)


@dataclass(frozen=True)
class Block:
    """A heading or a point, as a card's columns are filled with them; a heading keeps to the point after it."""

    words: str
    heading: bool

    def height(self, size: float, width: float) -> float:
        if self.heading:
            return paragraph_height(self.words, size + 0.5, width, bold=True) + HEADING_GAP
        return paragraph_height(self.words, size, width - BULLET_INDENT) + ITEM_GAP


def blocks(card: Card) -> list[Block]:
    return [b for heading, points in card.sections for b in (Block(heading, True), *(Block(p, False) for p in points))]


def column_width(fmt: Format = A6) -> float:
    return (fmt.width - 2 * PAD - (fmt.columns - 1) * COLUMN_GAP) / fmt.columns


def header_height(card: Card, game_name: str, fmt: Format = A6) -> float:
    text_w = fmt.width - 2 * PAD - EMBLEM - 3
    words = paragraph_height(game_name, TITLE_PT, text_w, bold=True) + 1.5 + paragraph_height(card.player, PLAYER_PT, text_w)
    return max(words, EMBLEM) + 3.5


def flow(card: Card, size: float, rooms: tuple[float, ...], whole: bool, fmt: Format = A6) -> list[list[Block]] | None:
    """The card's blocks poured into its columns (or sides), `rooms` mm tall, at `size`, top to bottom and
    left to right; None if they overflow. A heading goes only where its first point fits beside it; with
    `whole`, where its whole section fits."""
    width, used = column_width(fmt), 0.0
    columns: list[list[Block]] = [[]]
    items = blocks(card)
    for i, block in enumerate(items):
        height = block.height(size, width)
        need = height
        if block.heading:
            rest = items[i + 1:]
            section = rest[:next((k for k, b in enumerate(rest) if b.heading), len(rest))] if whole else rest[:1]
            height += SECTION_GAP if columns[-1] else 0.0
            need = height + sum(b.height(size, width) for b in section)
        if used + need > rooms[len(columns) - 1]:
            if len(columns) == len(rooms):
                return None
            columns.append([])
            used, height = 0.0, block.height(size, width)
        used += height
        columns[-1].append(block)
    return columns


def rooms(card: Card, game_name: str, fmt: Format = A6) -> tuple[float, ...]:
    """The height each column (or side) holds: under the header on the front, above the tally at the foot
    of the last side."""
    full = fmt.height - 2 * PAD
    if fmt.sides == 1:
        return (full - header_height(card, game_name, fmt) - tally_height(card, fmt),) * fmt.columns
    return full - header_height(card, game_name, fmt), full - tally_height(card, fmt)


def fitted(card: Card, game_name: str, fmt: Format = A6) -> tuple[float, list[list[Block]]]:
    """The largest body size at which the card's text fits, with its columns: sections kept whole, unless
    splitting one across the columns allows text more than half a point larger."""
    room = rooms(card, game_name, fmt)
    whole, split = (next(((size, columns) for size in BODY_PTS if (columns := flow(card, size, room, keep, fmt))), None)
                     for keep in (True, False))
    if whole and split and whole[0] >= split[0] - 0.5:
        return whole
    if split:
        return split
    raise CardTooFull(f"the {card.player!r} card of {game_name} does not fit {fmt.width:g} × {fmt.height:g} mm at {BODY_PTS[-1]:g} pt")


def draw_card(s: Surface, box: Box, card: Card, game_name: str, fmt: Format = A6, side: int = 0) -> None:
    """One card (or one `side` of a two-sided one) inside its cut box: the game and the player at the top
    with their piece, then the sections in columns."""
    size, columns = fitted(card, game_name, fmt)
    x, top = box.x + PAD, box.top - PAD
    rule = top + 2.0
    if side == 0:
        text_w = fmt.width - 2 * PAD - EMBLEM - 3
        y = paragraph(s, x, top, game_name, TITLE_PT, text_w, bold=True) - 1.5
        paragraph(s, x, y, card.player, PLAYER_PT, text_w)
        card.emblem(s, box.right - PAD - EMBLEM / 2, top - EMBLEM / 2, EMBLEM)
        rule = top - header_height(card, game_name, fmt) + 1.5
        s.line(x, rule, box.right - PAD, rule, "thin", RULE_GREY)
    width = column_width(fmt)
    shown = columns if fmt.sides == 1 else columns[side:side + 1]
    for k, column in enumerate(shown):
        left, y = x + k * (width + COLUMN_GAP), rule - 2.0
        for n, block in enumerate(column):
            if block.heading:
                y -= SECTION_GAP if n else 0.0
                y = paragraph(s, left, y, block.words, size + 0.5, width, bold=True) - HEADING_GAP
            else:
                s.text(left + 0.3, first_baseline(y, size), "•", size)
                y = paragraph(s, left + BULLET_INDENT, y, block.words, size, width - BULLET_INDENT) - ITEM_GAP
    if card.tally and side == fmt.sides - 1:
        width = fmt.width - 2 * PAD
        if not label_wraps(card, fmt):
            draw_tally(s, box.x + PAD, box.y + PAD, width, card.tally, fmt.tally_rows, card.tally_label)
        else:  # a narrow card, or a long label: the label wrapped above the boxes
            boxes = fmt.tally_rows * box_size(card.tally, width, fmt.tally_rows)
            draw_tally(s, box.x + PAD, box.y + PAD, width, card.tally, fmt.tally_rows, "")
            paragraph(s, box.x + PAD, box.y + PAD + boxes + 1.2 + paragraph_height(card.tally_label, TALLY_PT, width),
                      card.tally_label, TALLY_PT, width)


def tally_height(card: Card, fmt: Format = A6) -> float:
    """The room the tally takes at the card's foot, with its label and the gap above it."""
    if not card.tally:
        return 0.0
    width = fmt.width - 2 * PAD
    if not label_wraps(card, fmt):
        return turn_tally_height(card.tally, width, fmt.tally_rows) + 1.8
    return fmt.tally_rows * box_size(card.tally, width, fmt.tally_rows) + 1.2 + paragraph_height(card.tally_label, TALLY_PT, width) + 1.8


def label_wraps(card: Card, fmt: Format = A6) -> bool:
    """Whether the tally's label is wrapped above its boxes: on a narrow card, or where one line of it would
    print under SMALLEST_PT (a longer language's)."""
    return fmt.sides > 1 or fit_size(card.tally_label, TALLY_PT, fmt.width - 2 * PAD) < SMALLEST_PT


def grid(area: Box) -> tuple[int, int]:
    """Columns and rows of cards that fit `area` with their crop marks."""
    return int((area.w - 2 * MARK_ROOM) // CARD_W), int((area.h - 2 * MARK_ROOM) // CARD_H)


def card_boxes(area: Box, count: int) -> list[Box]:
    """`count` card boxes edge to edge, in reading order, the block centred across `area` under its top."""
    columns, _ = grid(area)
    columns = min(columns, count)
    left = area.x + (area.w - columns * CARD_W) / 2
    top = area.top - MARK_ROOM
    return [Box(left + (k % columns) * CARD_W, top - (k // columns + 1) * CARD_H, CARD_W, CARD_H) for k in range(count)]


def draw_aids(doc: Document, game: str, cards: Callable[[Text], list[Card]], sets: int) -> None:
    """Every page: the title and how to cut, then as many sets of cards as fit, with crop marks."""
    text, paper = doc.text, doc.info.paper
    one_set = cards(text)
    deck = one_set * sets
    box = content_box(paper)
    area = Box(box.x, box.y, box.w, box.h - HEADER)
    columns, rows = grid(area)
    per_page = columns * rows // len(one_set) * len(one_set)  # whole sets only
    name = text(f"games.{game}.name")
    for start in range(0, len(deck), per_page):
        s = doc.new_page()
        page = deck[start:start + per_page]
        draw_title(s, doc.info, text, max_width=box.w * 0.6)
        subtitle = text("aid.subtitle", cards=text.plural("aid.cards", len(page)), width=text.number(CARD_W, 0), height=text.number(CARD_H, 0))
        s.text(box.right, box.top - 6, subtitle, 9, align="right", max_width=box.w * 0.38)
        paragraph(s, box.x, box.top - 10.5, typography(text("aid.note"), text.lang), 8.0, box.w)
        boxes = card_boxes(area, len(page))
        for card, card_box in zip(page, boxes):
            draw_card(s, card_box, card, name)
        block_marks(s, boxes)


def aid_part(game: str, cards: Callable[[Text], list[Card]], options: PrintOptions, sets: int = 1) -> Part:
    """A game's player aids as a part: `sets` sets of one card per player."""
    info = options.info(game, "aid.sheet")  # the footer's layout number ties the cards to the kit they came with
    return Part(f"{game}-aid", info, lambda doc: draw_aids(doc, game, cards, sets))
