"""The OGAMA board: square points sized for the edition's discs, coordinates on every edge, home rows marked, a move reminder,
and each player's turn tally beside the board (Orange's on the left, Black's on the right turned to face Black).

A point is a square as wide as the edition's disc and 4 mm more, so discs on neighbouring points keep 4 mm apart. Each player's
home rows carry a light band in their colour (gone in ink-saver) and a bar beside the row numbers
(a line, so it stays); a label under the board faces Orange, the one above it faces Black.
The grid drawing is shared with the setup sheet, which may draw it smaller.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.units import mm

from pnp.core.errors import PnpError
from pnp.engine.coords import LETTERS
from pnp.games.ogama.rules import BLACK, COLORS, KING_STEPS, ORANGE, TOWER, home_row_range
from pnp.locales import Text
from pnp.locales.typography import typography
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.frame import draw_title
from pnp.render.fonts import text_width
from pnp.render.paper import paper as paper_of
from pnp.render.surface import Surface, fit_size, turned_text
from pnp.sheets.layout import Box, content_box
from pnp.sheets.tally import draw_tally
from pnp.games.ogama.rules_board import TURN_LIMIT
from pnp.render.paragraph import leading, paragraph, paragraph_height, wrap
from pnp.games.ogama.edition import EDITION
from pnp.games.ogama.pieces import DARK, TINT, draw_disc, mark_colour, draw_toad_piece

LABEL = 6.0  # coordinate band on each edge
MARKER = 4.0  # home-row bar band, outside the row numbers
STRIP = 7.0  # player label band, outside the column letters
TITLE = 14.0
GAP = 6.0  # between board and reminder
GRID_LINE = (0.35, 0.35, 0.35)
POINT_RING = (0.72, 0.72, 0.72)
BAR = {ORANGE: (0.93, 0.5, 0.1), BLACK: (0.1, 0.1, 0.1)}
REMINDER_PT, REMINDER_HEAD_PT = 7.5, 9.0
REMINDER_LEAST_PT = 6.5  # a reminder that leaves the board too little room is set smaller, in 0.25 pt steps, down to this
EDITION_LEAST_PT = 6.0  # ... and down to this beside the edition's own board, which every language must print
DIAGRAM = 21.0  # each reminder picture's height
COLUMN_SHARES = (0.28, 0.42, 0.30)  # toad, disc, end
GUTTER = 6.0
TALLY_COLUMNS = 3  # a side tally's boxes, three across and twenty down
TALLY_LEAST = 9.0  # the least side room (mm) that holds a tally; a wider board leaves it to the player aids


class BoardTooBig(PnpError):
    """A board that does not fit on one page with full-size points."""


@dataclass(frozen=True)
class Grid:
    """Points `width` x `height`, each a `pitch` mm square, the grid's bottom-left corner at (x, y)."""

    width: int
    height: int
    pitch: float
    x: float = 0.0
    y: float = 0.0

    @property
    def right(self) -> float:
        return self.x + self.width * self.pitch

    @property
    def top(self) -> float:
        return self.y + self.height * self.pitch

    def centre(self, col: int, row: int) -> tuple[float, float]:
        return self.x + (col + 0.5) * self.pitch, self.y + (row + 0.5) * self.pitch


def framed_size(width: int, height: int, pitch: float) -> tuple[float, float]:
    """A grid's size with its coordinate, marker and label bands."""
    return width * pitch + 2 * (LABEL + MARKER), height * pitch + 2 * (LABEL + STRIP)


def draw_grid(s: Surface, g: Grid, home_rows: int, text: Text) -> None:
    """Bands, lines, disc rings, coordinates on all four edges, home-row bars and the two player labels
    around grid `g`."""
    p = g.pitch
    for colour in COLORS:
        rows = home_row_range(colour, g.height, home_rows)
        y0 = g.y + rows[0] * p
        s.rect(g.x, y0, g.width * p, home_rows * p, "hair", TINT[colour], fill=TINT[colour])
        for x in (g.x - LABEL - MARKER / 2, g.right + LABEL + MARKER / 2):
            s.line(x, y0 + 1.5, x, y0 + home_rows * p - 1.5, "heavy", BAR[colour])
    for col in range(1, g.width):
        s.line(g.x + col * p, g.y, g.x + col * p, g.top, "thin", GRID_LINE)
    for row in range(1, g.height):
        s.line(g.x, g.y + row * p, g.right, g.y + row * p, "thin", GRID_LINE)
    for col in range(g.width):
        for row in range(g.height):
            s.circle(*g.centre(col, row), EDITION.disc / 2 * p / EDITION.point, "hair", POINT_RING)
    s.rect(g.x, g.y, g.width * p, g.height * p, "bold")
    size = min(9.0, 0.42 * p / 0.3528)
    for col in range(g.width):  # the far edge's letters and numbers turned to face Black
        cx = g.centre(col, 0)[0]
        s.centred_text(cx, g.y - LABEL / 2, LETTERS[col], size)
        turned_text(s, cx, g.top + LABEL / 2, LETTERS[col], size)
    for row in range(g.height):
        cy = g.centre(0, row)[1]
        s.centred_text(g.x - LABEL / 2, cy, str(row + 1), size)
        turned_text(s, g.right + LABEL / 2, cy, str(row + 1), size)
    _player_label(s, g, ORANGE, home_rows, text)
    _player_label(s, g, BLACK, home_rows, text)


def _player_label(s: Surface, g: Grid, colour: str, home_rows: int, text: Text) -> None:
    """A small disc and '<player> · home rows 1–2' centred under the board, or above it turned to face Black."""
    rows = home_row_range(colour, g.height, home_rows)
    label = text("ogama.board.home", player=text(f"ogama.player.{colour}"), rows=f"{rows[0] + 1}–{rows[-1] + 1}")
    if colour == ORANGE:
        label += " · " + text("ogama.board.first")
    c = s.canvas
    c.saveState()
    cx = (g.x + g.right) / 2
    if colour == ORANGE:
        c.translate(cx * mm, (g.y - LABEL - STRIP / 2) * mm)
    else:
        c.translate(cx * mm, (g.top + LABEL + STRIP / 2) * mm)
        c.rotate(180)
    icon = 5.0
    room = g.width * g.pitch - icon - 2
    size = max(fit_size(label, 8.0, room), s.min_text)
    outer = room + 2 * (LABEL + MARKER)  # as wide as the board with its bands: a label may reach so far
    shown = wrap(label, size, room) if text_width(label, size) / mm > outer else [label]  # a longer language's, on a small board
    width = max(text_width(row, size) for row in shown) / mm
    left = -(icon + 2 + width) / 2
    draw_disc(s, left + icon / 2, 0, icon, colour, text)
    step = leading(size)
    for k, row in enumerate(shown):
        s.centred_text(left + icon + 2 + width / 2, (len(shown) - 1) * step / 2 - k * step, row, size)
    c.restoreState()


# --------------------------------------------------------------------------- the reminder


def reminder_columns(area_w: float) -> list[float]:
    usable = area_w - GUTTER * (len(COLUMN_SHARES) - 1)
    return [usable * share for share in COLUMN_SHARES]


def reminder_height(area_w: float, text: Text, size: float = REMINDER_PT) -> float:
    """How tall the reminder is at this width and text size: heading, the pictures, the longest column of text."""
    widths = reminder_columns(area_w)
    texts = [_reminder_text(text, key) for key in ("toad", "disc", "end")]
    body = max(paragraph_height(words, size, w) for words, w in zip(texts, widths))
    return 7 + 5 + DIAGRAM + 3 + body


def _reminder_text(text: Text, key: str) -> str:
    return typography(text(f"ogama.rules.{key}_text"), text.lang)


def draw_reminder(s: Surface, box: Box, text: Text, size: float) -> None:
    """'Moves at a glance': the toad's step, the disc's move, the end, each with a small picture."""
    s.text(box.x, box.top - 3.5, text("ogama.rules.heading"), REMINDER_HEAD_PT + 1, bold=True)
    s.line(box.x, box.top - 5.5, box.right, box.top - 5.5, "thin")
    x = box.x
    top = box.top - 7
    for key, width, picture in zip(("toad", "disc", "end"), reminder_columns(box.w), (_toad_picture, _disc_picture, _end_picture)):
        s.text(x, top - 3.5, text(f"ogama.rules.{key}"), REMINDER_HEAD_PT, bold=True)
        picture(s, x, top - 5 - DIAGRAM, text)
        paragraph(s, x, top - 5 - DIAGRAM - 3, _reminder_text(text, key), size, width)
        x += width + GUTTER


def _mini_grid(s: Surface, x: float, y: float, cols: int, rows: int, cell: float) -> None:
    for col in range(cols + 1):
        s.line(x + col * cell, y, x + col * cell, y + rows * cell, "hair", GRID_LINE)
    for row in range(rows + 1):
        s.line(x, y + row * cell, x + cols * cell, y + row * cell, "hair", GRID_LINE)


def _arrow(s: Surface, x1: float, y1: float, x2: float, y2: float, points: Sequence[tuple[float, float]] = ()) -> None:
    """A path through `points` from (x1, y1) to (x2, y2) with a head at the end."""
    path = [(x1, y1), *points, (x2, y2)]
    for (ax, ay), (bx, by) in zip(path, path[1:]):
        s.line(ax, ay, bx, by, "normal", DARK)
    (ax, ay), (bx, by) = path[-2], path[-1]
    length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
    ux, uy = (bx - ax) / length, (by - ay) / length
    head = 1.4
    s.polygon(
        [(bx, by), (bx - head * ux - 0.6 * head * uy, by - head * uy + 0.6 * head * ux),
         (bx - head * ux + 0.6 * head * uy, by - head * uy - 0.6 * head * ux)],
        "thin", DARK, fill=DARK,
    )


def _toad_picture(s: Surface, x: float, y: float, text: Text) -> None:
    """A 3 x 3 patch: the toad in the middle, an arrow to each of its 8 neighbours."""
    cell = DIAGRAM / 3
    _mini_grid(s, x, y, 3, 3, cell)
    cx, cy = x + 1.5 * cell, y + 1.5 * cell
    for dx, dy in KING_STEPS:
        start = 0.5 * cell / (dx * dx + dy * dy) ** 0.5
        _arrow(s, cx + start * dx, cy + start * dy, cx + dx * cell * 0.85, cy + dy * cell * 0.85)
    draw_toad_piece(s, cx, cy, 0.9 * cell, ORANGE, text)


def _disc_picture(s: Surface, x: float, y: float, text: Text) -> None:
    """Reach 3 on a 4 x 4 patch: a straight move and a move that turns once, their ends ringed."""
    cell = DIAGRAM / 4
    _mini_grid(s, x, y, 4, 4, cell)

    def at(col: float, row: float) -> tuple[float, float]:
        return x + (col + 0.5) * cell, y + (row + 0.5) * cell

    for target in ((0, 3), (2, 1)):
        s.circle(*at(*target), 0.38 * cell, "thin", DARK, dash=(0.6, 0.5))
    _arrow(s, *at(0, 0.45), *at(0, 2.55))
    _arrow(s, *at(0.45, 0), *at(2, 0.55), [at(2, 0)])
    draw_disc(s, *at(0, 0), 0.8 * cell, ORANGE, text)
    s.text(x + 4 * cell + 3, y + 3.2 * cell, text("ogama.rules.reach"), REMINDER_PT, max_width=60)


def _end_picture(s: Surface, x: float, y: float, text: Text) -> None:
    """A tower of six seen from the side, Orange on top; each layer carries its colour's mark (dots or a solid line)."""
    w, h = 14.0, 2.6
    colours = (BLACK, ORANGE, BLACK, BLACK, ORANGE, ORANGE)
    for k, colour in enumerate(colours):
        bottom = y + 1 + k * (h + 0.4)
        s.rect(x + 2, bottom, w, h, "thin", DARK, fill=EDITION.colours[colour], radius=1.0)
        mark, mid = mark_colour(s, colour), bottom + h / 2
        if colour == ORANGE:
            for d in range(9):
                s.circle(x + 3.6 + d * (w - 3.2) / 8, mid, 0.22, "hair", mark, fill=mark)
        else:
            s.line(x + 3.4, mid, x + w + 0.6, mid, "thin", mark)
    s.text(x + w + 5, y + 1 + 5 * (h + 0.4) + 0.6, str(TOWER), 10, bold=True)


# --------------------------------------------------------------------------- the sheet


def rows_room(box: Box, text: Text, size: float) -> int:
    """How many rows of points fit above the reminder set at `size`."""
    return int((box.h - TITLE - GAP - reminder_height(box.w, text, size) - 2 * (LABEL + STRIP)) // EDITION.point)


def reminder_size(height: int, box: Box, text: Text) -> float:
    """The reminder's text size beside a board `height` points tall: REMINDER_PT, or smaller where a
    language's longer reminder would leave the board too little room (never below REMINDER_LEAST_PT, or EDITION_LEAST_PT beside the edition's board)."""
    size, least = REMINDER_PT, EDITION_LEAST_PT if height <= EDITION.height else REMINDER_LEAST_PT
    while size - 0.25 >= least and rows_room(box, text, size) < height:
        size -= 0.25
    return size


def board_fits(width: int, height: int, paper_name: str, text: Text) -> None:
    """Raise BoardTooBig, naming the largest board that fits, unless a width x height board fits one portrait page."""
    box = content_box(paper_of(paper_name))
    side = 2 * (LABEL + MARKER)
    max_w, max_h = int((box.w - side) // EDITION.point), rows_room(box, text, reminder_size(height, box, text))
    if width > max_w or height > max_h:
        raise BoardTooBig(
            text("ogama.board.too_big", width=width, height=height, pitch=f"{EDITION.point:g}",
                 paper=text(f"frame.paper.{paper_name}"), max_width=max_w, max_height=max_h)
        )


def draw_board_sheet(doc: Document, width: int, height: int, home_rows: int) -> None:
    text = doc.text
    box = content_box(doc.info.paper)
    s = doc.new_page()
    base = draw_title(s, doc.info, text, max_width=box.w * 0.38)
    subtitle = text("ogama.board.subtitle", width=width, height=height, diameter=f"{EDITION.disc:g}")
    s.text(box.right, base, subtitle, 9, align="right", max_width=box.w * 0.6)
    size = reminder_size(height, box, text)
    rem_h = reminder_height(box.w, text, size)
    fw, fh = framed_size(width, height, EDITION.point)
    free_top, free_bottom = box.top - TITLE, box.y + rem_h + GAP
    grid = Grid(width, height, EDITION.point, box.x + (box.w - width * EDITION.point) / 2,
                free_bottom + (free_top - free_bottom - fh) / 2 + LABEL + STRIP)
    draw_grid(s, grid, home_rows, text)
    draw_tallies(s, grid, box, text)
    draw_reminder(s, Box(box.x, box.y, box.w, rem_h), text, size)


def draw_tallies(s: Surface, g: Grid, box: Box, text: Text) -> None:
    """Each player's TURN_LIMIT boxes in the room beside the board: Orange's on the left, level with
    row 1; Black's on the right, level with the top row and turned to face Black."""
    room = g.x - LABEL - MARKER - box.x - 1.0
    if room < TALLY_LEAST:
        return
    width = min(room, TALLY_COLUMNS * 4.4)
    rows = -(-TURN_LIMIT // TALLY_COLUMNS)
    draw_tally(s, box.x, g.y, width, TURN_LIMIT, rows, text("ogama.board.tally.orange"))
    c = s.canvas
    c.saveState()
    c.translate(box.right * mm, g.top * mm)
    c.rotate(180)
    draw_tally(s, 0, 0, width, TURN_LIMIT, rows, text("ogama.board.tally.black"))
    c.restoreState()


def board_part(width: int, height: int, home_rows: int, options: PrintOptions) -> Part:
    """The board as a one-page part; BoardTooBig if it would not fit."""
    board_fits(width, height, options.paper, Text(options.lang))
    info = options.info("ogama", "ogama.sheet.board")
    return Part("ogama-board", info, lambda doc: draw_board_sheet(doc, width, height, home_rows))
