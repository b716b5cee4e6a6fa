"""The KuKreNo result blank: 1-8 games of 6 x 6, each with penalty boxes and score rows, and the match table.

A cell is at least 10 mm so X and O are easy to write, which leaves room for at most four
games on a portrait page or three on a landscape one: five to eight games take two pages.
One cell size serves every page of a blank; the rules reminder sits under the first page's
header and the match table with running totals at the foot of the last page.
"""

import math
from dataclasses import dataclass

from reportlab.lib.units import mm

from pnp.core.controls import is_control
from pnp.core.errors import PnpError
from pnp.engine.coords import cell_name
from pnp.games.kukreno.rules import PENALTY_LIMIT, SIZE, SYMBOLS, check_mode
from pnp.locales import Text
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.fields import Form
from pnp.render.fonts import register_fonts, text_width, unprintable
from pnp.render.frame import TITLE_PT, draw_title, sheet_title
from pnp.render.info import SheetInfo
from pnp.render.paper import Paper, paper
from pnp.render.paragraph import leading, wrap
from pnp.render.surface import BLACK, SMALLEST_PT, Surface, fit_size
from pnp.render.symbols import DIE_FACES
from pnp.games.kukreno import scripts as kukreno_scripts
from pnp.sheets import form_scripts as scripts
from pnp.sheets.layout import Box, content_box

# Games -> (landscape, columns, rows per page, score table beside the grid). Cells of 10 mm or more allow
# four games to a portrait page or three to a landscape one; each count takes the arrangement that fills
# its pages best: one big game, two stacked, three abreast, four in a square, five and six as two
# landscape pages, seven and eight as two portrait pages.
ARRANGEMENTS = {
    1: (False, 1, 1, False),
    2: (False, 1, 2, True),
    3: (True, 3, 1, False),
    4: (False, 2, 2, False),
    5: (True, 3, 1, False),
    6: (True, 3, 1, False),
    7: (False, 2, 2, False),
    8: (False, 2, 2, False),
}
GAME_COUNTS = range(1, 9)
MIN_CELL, MAX_CELL = 10.0, 20.0
NAME_LIMIT = 60
FIELDS = ("penalties", "lines3", "lines4", "lines5", "finish", "points")
TINT = (0.9, 0.9, 0.9)
LIGHT_TINT = (0.96, 0.96, 0.96)
GREY = (0.35, 0.35, 0.35)

# Page blocks, top to bottom: header, rules (first page), rows of games, match table (last page).
GAP, MAX_GAP = 3.0, 14.0
GUTTER = 6.0
HEADER_H = 14.0
RULE_LINE_H, RULE_PT = 3.3, 7.5
RULES = ("rules_end", "rules_score")  # after the mode's own line about reading the dice
RULES_H = RULE_LINE_H * (1 + len(RULES))
BAND_HEAD_H, BAND_ROW_H = 5.5, 5.2
BAND_H = BAND_HEAD_H + 4 * BAND_ROW_H
# A game: title line, grid with die-face axes, then the score table (below the grid, or beside it when wide).
TITLE_H = 6.0
AXIS_W, LABELS_H = 9.0, 5.5
HINT_GAP = 0.8  # between the axis hints and the grid
LABEL_SPACE = 0.7  # mm between a die face and its digit
TABLE_GAP = 1.5
SCORE_HEAD_H, SCORE_ROW_H = 6.5, 5.5
TABLE_MIN_W = 88.0  # a score table under a grid is at least this wide, for legible headers
HEAD_PT = 6.2  # a score field's name; its hint under it at SMALLEST_PT
WIDE_EXTRA = TITLE_H + LABELS_H
SIDE_GAP, SIDE_W = 6.0, 64.0


class BadNames(PnpError):
    """--names that are not two printable names."""


def split_names(raw: str, text: Text) -> tuple[str, str]:
    """The two names of `--names "Аня,Boris"`, spaces around each trimmed, otherwise exactly as typed."""
    names = [name.strip() for name in raw.split(",")]
    if len(names) != 2:
        raise BadNames(text("kukreno.errors.names_count", count=len(names)))
    for name in names:
        if not name:
            raise BadNames(text("kukreno.errors.name_empty"))
        if len(name) > NAME_LIMIT:
            raise BadNames(text("kukreno.errors.name_long", name=repr(name), limit=NAME_LIMIT))
        if any(is_control(ch) for ch in name):
            raise BadNames(text("kukreno.errors.name_control", name=repr(name)))
        missing = unprintable(name, bold=True)
        if missing:
            char, right_to_left = missing
            key = "kukreno.errors.name_rtl" if right_to_left else "kukreno.errors.name_glyph"
            raise BadNames(text(key, name=repr(name), char=char, code=f"U+{ord(char):04X}"))
    return names[0], names[1]


# --- layout ----------------------------------------------------------------------


@dataclass(frozen=True)
class Plan:
    """Where a blank's games go: columns, the game numbers on each page, and one cell size for all."""

    paper: Paper
    cols: int
    wide: bool  # score table beside the grid (one column of games) rather than under it
    pages: tuple[tuple[int, ...], ...]
    cell: float
    rules_h: float = RULES_H
    head_h: float = SCORE_HEAD_H  # the score table's header row

    @property
    def slot_w(self) -> float:
        return (content_box(self.paper).w - (self.cols - 1) * GUTTER) / self.cols

    @property
    def panel_h(self) -> float:
        return SIZE * self.cell + (WIDE_EXTRA if self.wide else tall_extra(self.head_h))


def tall_extra(head_h: float) -> float:
    """What a game under its grid takes besides the grid: title, column labels, the score table."""
    return TITLE_H + LABELS_H + TABLE_GAP + head_h + 2 * SCORE_ROW_H


def fixed_blocks(page: int, pages: int, rules_h: float = RULES_H) -> list[float]:
    """Heights of the blocks a page has besides its games."""
    return [HEADER_H] + [rules_h] * (page == 0) + [BAND_H] * (page == pages - 1)


def plan(games: int, paper_name: str, text: Text | None = None, mode: str = "ordered") -> Plan:
    """The arrangement ARRANGEMENTS names for `games`, with the largest cell every page allows; with the
    `text` of a longer language, the rules and the score tables' headers take the lines it needs."""
    if games not in ARRANGEMENTS:
        raise PnpError(f"a blank holds 1 to 8 games, not {games}")
    landscape, cols, rows, wide = ARRANGEMENTS[games]
    p = paper(paper_name, landscape)
    area = content_box(p)
    numbers = list(range(1, games + 1))
    per_page = cols * rows
    pages = tuple(tuple(numbers[i : i + per_page]) for i in range(0, games, per_page))
    slot_w = (area.w - (cols - 1) * GUTTER) / cols
    rules_h, head_h, hints = RULES_H, SCORE_HEAD_H, 0.0
    if text is not None:
        register_fonts()  # the texts are measured before any page is made
        rules_h = RULE_LINE_H * len(rule_rows(text, mode, area.w)[1])
        head_h = max(head_rows(text, field, width)[2] for field, width in zip(FIELDS, score_columns(min(slot_w, TABLE_MIN_W))[1:]))
        hints = hint_reach(text, mode)
    fits = [(slot_w - max(AXIS_W, hints) - (SIDE_GAP + SIDE_W if wide else 0)) / SIZE]
    for index, page in enumerate(pages):
        used_rows = math.ceil(len(page) / cols)
        fixed = fixed_blocks(index, len(pages), rules_h)
        per_row = (area.h - sum(fixed) - GAP * (len(fixed) + used_rows - 1)) / used_rows
        fits.append((per_row - (WIDE_EXTRA if wide else tall_extra(head_h))) / SIZE)
    cell = min(MAX_CELL, math.floor(min(fits) * 2) / 2)
    return Plan(p, cols, wide, pages, cell, rules_h, head_h)


def cell_size(games: int, paper_name: str) -> float:
    """The grid cell of a blank in mm (the same on all its pages)."""
    return plan(games, paper_name).cell


# --- small parts -----------------------------------------------------------------


def fitted_size(s: str, size: float, width: float, bold: bool = False) -> float:
    """`size`, or smaller so that `s` fits in `width` mm; no lower bound, so long names never overflow."""
    natural = text_width(s, size, bold) / mm
    return size if natural <= width else size * width / natural


def tick_layout(right: float, baseline: float, size: float) -> tuple[float, dict[str, tuple[float, Box]]]:
    """Where '☐ X  ☐ O' ending at `right` starts, and per symbol its letter's x and its box."""
    box = size * 0.42
    x = right
    places = {}
    for symbol in reversed(SYMBOLS):
        x -= text_width(symbol, size, True) / mm
        letter_x = x
        x -= 1.2 + box
        places[symbol] = (letter_x, Box(x, baseline - 0.2, box, box))
        x -= 2.4
    return x + 2.4, places


def tick_boxes(s: Surface, right: float, baseline: float, size: float) -> float:
    """'☐ X  ☐ O' ending at `right`; returns where it starts."""
    start, places = tick_layout(right, baseline, size)
    for symbol in reversed(SYMBOLS):
        letter_x, box = places[symbol]
        s.text(letter_x, baseline, symbol, size, bold=True)
        s.rect(box.x, box.y, box.w, box.h, "normal")
    return start


def penalty_rects(cx: float, cy: float, box: float) -> list[Box]:
    """Three boxes centred on (cx, cy), one per penalty point."""
    step = box * 1.35
    x0 = cx - (2 * step + box) / 2
    return [Box(x0 + k * step, cy - box / 2, box, box) for k in range(PENALTY_LIMIT)]


def penalty_boxes(s: Surface, cx: float, cy: float, box: float) -> None:
    for r in penalty_rects(cx, cy, box):
        s.rect(r.x, r.y, r.w, r.h, "normal")


def die_label(s: Surface, cx: float, cy: float, value: int, size: float, max_w: float | None = None) -> None:
    """A die face and its digit side by side, centred on (cx, cy); the face alone where the pair would be
    wider than `max_w` (a small grid's cell), so that neighbouring labels never overlap."""
    face, digit = DIE_FACES[value - 1], str(value)
    if max_w is not None and label_width(face, digit, size) > max_w:
        s.centred_text(cx, cy, face, size)
        return
    digit_pt, space = size * 0.62, LABEL_SPACE
    face_w, digit_w = text_width(face, size) / mm, text_width(digit, digit_pt, True) / mm
    x = cx - (face_w + space + digit_w) / 2
    s.centred_text(x + face_w / 2, cy, face, size)
    s.centred_text(x + face_w + space + digit_w / 2, cy, digit, digit_pt, bold=True)


def label_width(face: str, digit: str, size: float) -> float:
    """The width in mm of a die face and its digit at `size` points, as die_label sets them."""
    return (text_width(face, size) + text_width(digit, size * 0.62, True)) / mm + LABEL_SPACE


# --- one game ------------------------------------------------------------------------


def draw_grid(s: Surface, x: float, top: float, c: float, mode: str, text: Text) -> None:
    """The 6 x 6 grid with its axis block's left edge at `x`: row die faces to the left, column faces below."""
    gx, gy = x + AXIS_W, top - SIZE * c
    for k in range(1, SIZE):
        s.line(gx + k * c, gy, gx + k * c, top, "normal")
        s.line(gx, gy + k * c, gx + SIZE * c, gy + k * c, "normal")
    s.rect(gx, gy, SIZE * c, SIZE * c, "bold")
    face_pt = min(15.0, 8.5 + 0.35 * c)
    for k in range(SIZE):
        die_label(s, gx - AXIS_W / 2 - 0.2, gy + (k + 0.5) * c, k + 1, face_pt)
        die_label(s, gx + (k + 0.5) * c, gy - LABELS_H / 2, k + 1, face_pt, max_w=0.92 * c)
    if mode == "ordered":
        second, first = axis_hints(text)
        s.text(gx - HINT_GAP, gy - 1.9, second, SMALLEST_PT, align="right", colour=GREY)
        s.text(gx - HINT_GAP, gy - LABELS_H + 0.6, first, SMALLEST_PT, align="right", colour=GREY)


def axis_hints(text: Text) -> tuple[str, str]:
    """Which die the rows and which the columns read, set at the grid's lower left in ordered mode."""
    return text("kukreno.blank.second_die") + " ↑", text("kukreno.blank.first_die") + " →"


def hint_reach(text: Text, mode: str) -> float:
    """How far (mm) the axis hints reach left of the grid: the room its axis block must leave them."""
    if mode != "ordered":
        return 0.0
    return max(text_width(hint, SMALLEST_PT) for hint in axis_hints(text)) / mm + HINT_GAP


def draw_game_title(s: Surface, x: float, right: float, top: float, number: int, text: Text) -> None:
    """'Game n' on the left, 'started by ☐ X ☐ O' on the right."""
    base = top - 4.4
    s.text(x, base, text("kukreno.blank.game", n=number), 10, bold=True)
    start = tick_boxes(s, right, base, 9)
    s.text(start - 1.8, base, text("kukreno.blank.started"), 7.5, align="right")


def head_rows(text: Text, field: str, w: float) -> tuple[list[str], list[str], float]:
    """A field's name and hint as a header cell `w` mm wide sets them, with the cell's height: one line
    each, the name shrunk to fit as far as SMALLEST_PT; or, for a longer language, each wrapped at SMALLEST_PT."""
    name, hint = text(f"kukreno.blank.field.{field}"), text(f"kukreno.blank.field.{field}_hint")
    room = w - 1.2
    if fit_size(name, HEAD_PT, room, True) >= SMALLEST_PT and fit_size(hint, SMALLEST_PT, room) >= SMALLEST_PT:
        return [name], [hint], SCORE_HEAD_H
    names, hints = wrap(name, SMALLEST_PT, room, True), wrap(hint, SMALLEST_PT, room)
    return names, hints, max(SCORE_HEAD_H, (len(names) + len(hints)) * leading(SMALLEST_PT) + 1.2)


def field_head(s: Surface, cx: float, y: float, w: float, h: float, field: str, text: Text) -> None:
    """A field's name over its hint, centred in a header cell."""
    names, hints, _ = head_rows(text, field, w)
    if len(names) == len(hints) == 1:
        s.text(cx, y + h * 0.56, names[0], HEAD_PT, bold=True, align="center", max_width=w - 1.2)
        s.text(cx, y + h * 0.2, hints[0], SMALLEST_PT, align="center", max_width=w - 1.2, colour=GREY)
        return
    step = leading(SMALLEST_PT)
    base = y + h / 2 + (len(names) + len(hints)) * step / 2 - step * 0.8
    for k, row in enumerate([*names, *hints]):
        s.text(cx, base - k * step, row, SMALLEST_PT, bold=k < len(names), align="center", colour=BLACK if k < len(names) else GREY)


def score_columns(w: float) -> list[float]:
    """Widths: the symbol, the three penalty boxes, then five equal score fields."""
    sym, pen = 7.0, max(17.0, 0.2 * w)
    return [sym, pen] + [(w - sym - pen) / 5] * 5


def score_edges(x: float, w: float) -> tuple[list[float], list[float]]:
    """The column widths of a score table under a grid and the x of each column edge."""
    widths = score_columns(w)
    return widths, [x + sum(widths[:k]) for k in range(len(widths) + 1)]


def row_penalty_box(widths: list[float]) -> float:
    return min(4.6, SCORE_ROW_H - 1.4, (widths[1] - 3) / 3.7)


def draw_score_rows(s: Surface, x: float, top: float, w: float, text: Text, head_h: float = SCORE_HEAD_H) -> None:
    """The score table under a grid: a header `head_h` mm tall, then one row for X and one for O."""
    widths, edges = score_edges(x, w)
    head_y = top - head_h
    bottom = head_y - 2 * SCORE_ROW_H
    s.rect(edges[1], head_y, edges[-1] - edges[1], head_h, "thin", fill=TINT)
    for k, field in enumerate(FIELDS, start=1):
        field_head(s, (edges[k] + edges[k + 1]) / 2, head_y, widths[k], head_h, field, text)
    box = row_penalty_box(widths)
    for r, symbol in enumerate(SYMBOLS):
        cy = head_y - (r + 0.5) * SCORE_ROW_H
        s.centred_text((edges[0] + edges[1]) / 2, cy, symbol, 10, bold=True)
        penalty_boxes(s, (edges[1] + edges[2]) / 2, cy, box)
    s.line(x, head_y - SCORE_ROW_H, edges[-1], head_y - SCORE_ROW_H, "thin")
    for edge in edges[1:-1]:
        s.line(edge, bottom, edge, top, "thin")
    s.rect(x, bottom, edges[-1] - x, head_y - bottom, "normal")
    s.rect(edges[-2], bottom, widths[-1], head_y - bottom, "bold")


def side_grid(w: float, h: float) -> tuple[float, float, float]:
    """Label width, column width and row height of a score table beside a grid."""
    label_w = w - 2 * 19.0
    return label_w, (w - label_w) / 2, min(13.0, h / (1 + len(FIELDS)))


def draw_score_side(s: Surface, x: float, top: float, w: float, h: float, text: Text) -> None:
    """The score table beside a grid: a row per field, a column each for X and O."""
    label_w, col_w, rh = side_grid(w, h)
    rows = 1 + len(FIELDS)
    bottom = top - rows * rh
    s.rect(x, top - rh, w, rh, "thin", fill=TINT)
    for i, symbol in enumerate(SYMBOLS):
        s.centred_text(x + label_w + (i + 0.5) * col_w, top - rh / 2, symbol, 11, bold=True)
    for r, field in enumerate(FIELDS, start=1):
        y = top - (r + 1) * rh
        name, hint = text(f"kukreno.blank.field.{field}"), text(f"kukreno.blank.field.{field}_hint")
        s.text(x + 1.5, y + rh * 0.55, name, 7.5, bold=True, max_width=label_w - 3)
        s.text(x + 1.5, y + rh * 0.2, hint, 6, max_width=label_w - 3, colour=GREY)
        if field == "penalties":
            for i in range(2):
                penalty_boxes(s, x + label_w + (i + 0.5) * col_w, y + rh / 2, min(4.6, rh - 2.5))
        s.line(x, y + rh, x + w, y + rh, "thin")
    for i in range(3):
        s.line(x + label_w + i * col_w, bottom, x + label_w + i * col_w, top, "thin")
    s.rect(x, bottom, w, rows * rh, "normal")
    s.rect(x + label_w, bottom, 2 * col_w, rh, "bold")


@dataclass(frozen=True)
class GameLayout:
    """Where a game's parts go in its slot: title line, grid (its axis block's left edge and top) and score table."""

    title_x: float
    title_right: float
    top: float  # of the title line
    grid_x: float
    grid_top: float
    table_x: float
    table_top: float
    table_w: float
    head_h: float = SCORE_HEAD_H


def game_layout(box: Box, cell: float, wide: bool, hints: float = 0.0, head_h: float = SCORE_HEAD_H) -> GameLayout:
    """A game in `box`: the score table beside the grid when `wide`, else under it; the grid moved right
    as far as axis hints reaching `hints` mm left of it need to stay in the box."""
    grid_block = AXIS_W + SIZE * cell
    top = box.top - TITLE_H
    if wide:
        grid_x = min(box.x + max(0.0, hints - AXIS_W), box.right - grid_block)
        side_x = grid_x + grid_block + SIDE_GAP
        return GameLayout(box.x, box.right, box.top, grid_x, top, side_x, top, min(box.right - side_x, 90.0), head_h)
    w = min(box.w, max(grid_block, TABLE_MIN_W))
    x = box.x + (box.w - w) / 2
    grid_x = min(max(x + (w - grid_block) / 2, box.x + hints - AXIS_W), box.right - grid_block)
    return GameLayout(x, x + w, box.top, grid_x, top, x, top - SIZE * cell - LABELS_H - TABLE_GAP, w, head_h)


def draw_game(s: Surface, box: Box, number: int, pl: Plan, mode: str, text: Text) -> None:
    """One game in `box`: title, grid and score table."""
    g = game_layout(box, pl.cell, pl.wide, hint_reach(text, mode), pl.head_h)
    draw_game_title(s, g.title_x, g.title_right, g.top, number, text)
    draw_grid(s, g.grid_x, g.grid_top, pl.cell, mode, text)
    if pl.wide:
        draw_score_side(s, g.table_x, g.table_top, g.table_w, SIZE * pl.cell, text)
    else:
        draw_score_rows(s, g.table_x, g.table_top, g.table_w, text, g.head_h)


# --- page parts ------------------------------------------------------------------------


DATE_LINE = 38.0


def player_line(box: Box, i: int, text: Text) -> tuple[float, float, float, float]:
    """Player i's half of the header: its left and right edge, and where its name line starts and ends."""
    half = (box.w - GUTTER) / 2
    x0, x1 = box.x + i * (half + GUTTER), box.x + i * (half + GUTTER) + half
    start, _ = tick_layout(x1, box.top - 13.0, 9)
    plays_w = text_width(text("kukreno.blank.plays"), 7.5) / mm + 4
    return x0, x1, x0 + text_width(text("kukreno.blank.player"), 8.5) / mm + 2, start - plays_w


def draw_header(s: Surface, box: Box, names: tuple[str, str] | None, page: int, pages: int, info: SheetInfo, text: Text) -> None:
    """The sheet's title (and which sheet of the set), a date line, and a name line per player with tick
    boxes for X or O."""
    base = draw_title(s, info, text)
    if pages > 1:
        title_w = text_width(sheet_title(info, text), TITLE_PT, True) / mm
        s.text(box.x + title_w + 3, base, text("kukreno.blank.page", n=page + 1, total=pages), 10)
    date_line = DATE_LINE
    s.line(box.right - date_line, base - 0.8, box.right, base - 0.8, "thin")
    s.text(box.right - date_line - 1.5, base, text("kukreno.blank.date"), 8.5, align="right")
    base = box.top - 13.0
    for i in range(2):
        x0, x1, line_x0, line_x1 = player_line(box, i, text)
        label = text("kukreno.blank.player")
        s.text(x0, base, label, 8.5)
        start = tick_boxes(s, x1, base, 9)
        s.text(start - 1.8, base, text("kukreno.blank.plays"), 7.5, align="right")
        s.line(line_x0, base - 0.9, line_x1, base - 0.9, "thin")
        if names:
            width = line_x1 - line_x0 - 2
            s.text(line_x0 + 1, base, names[i], fitted_size(names[i], 11, width, True), bold=True)


def rule_rows(text: Text, mode: str, width: float) -> tuple[float, list[str]]:
    """The reminder's size and lines: one line each, all at the size the longest allows; a longer
    language's, which that would set under SMALLEST_PT, wrapped at RULE_PT."""
    lines = [text(f"kukreno.blank.rules_{mode}")] + [text(f"kukreno.blank.{key}") for key in RULES]
    size = min(fit_size(line, RULE_PT, width) for line in lines)
    if size >= SMALLEST_PT:
        return size, lines
    return RULE_PT, [row for line in lines for row in wrap(line, RULE_PT, width)]


def draw_rules(s: Surface, box: Box, mode: str, text: Text) -> None:
    """The reminder lines, all at one size."""
    size, lines = rule_rows(text, mode, box.w)
    for k, line in enumerate(lines):
        s.text(box.x, box.top - 2.5 - k * RULE_LINE_H, line, size)


MATCH_ROWS = ("points_x", "points_o", "total_x", "total_o")
LABEL_W, CARRIED_W = 36.0, 18.0  # the match table's label and carried-over columns, at least
GAME_LEAST_W = 16.0  # a game's column of the match table, at least, where the others widen


def match_edges(box: Box, games: int, text: Text | None = None) -> list[float]:
    """The x of each column edge of the match table: labels, carried over, then a column per game. With
    the `text` of a longer language, the labels' and carried-over columns widen to hold it, as far as
    the games' columns keep GAME_LEAST_W."""
    label_w, carried_w = LABEL_W, CARRIED_W
    if text is not None:
        spare = max(0.0, box.w - games * GAME_LEAST_W - label_w - carried_w)
        labels = [text_width(text(f"kukreno.blank.match.{key}"), 7.5, key.startswith("total")) for key in MATCH_ROWS]
        wider = max(0.0, max(labels) / mm + 3 - label_w)
        label_w += min(wider, spare)
        carried_w += min(max(0.0, text_width(text("kukreno.blank.match.carried"), 6.5) / mm + 1.5 - carried_w), spare - min(wider, spare))
    game_w = min(26.0, (box.w - label_w - carried_w) / games)
    return [box.x, box.x + label_w] + [box.x + label_w + carried_w + k * game_w for k in range(games + 1)]


def draw_match(s: Surface, box: Box, games: int, text: Text) -> None:
    """The match table: a column per game (and one carried over from an earlier sheet), points and running totals."""
    edges = match_edges(box, games, text)
    label_w, carried_w, game_w = edges[1] - edges[0], edges[2] - edges[1], edges[3] - edges[2]
    right, top = edges[-1], box.top
    head_y = top - BAND_HEAD_H
    bottom = head_y - 4 * BAND_ROW_H
    s.rect(box.x, head_y, right - box.x, BAND_HEAD_H, "thin", fill=TINT)
    s.text(box.x + 1.5, head_y + 1.7, text("kukreno.blank.match.title"), 9, bold=True, max_width=label_w - 3)
    s.text((edges[1] + edges[2]) / 2, head_y + 1.8, text("kukreno.blank.match.carried"), 6.5, align="center",
           max_width=carried_w - 1.5)
    game = text("kukreno.blank.match.game")
    for k in range(games):
        cx = (edges[k + 2] + edges[k + 3]) / 2
        s.text(cx, head_y + 1.8, f"{game} {k + 1}", 7.5, bold=True, align="center", max_width=game_w - 1.5)
    for r, key in enumerate(MATCH_ROWS):
        y = head_y - (r + 1) * BAND_ROW_H
        total = key.startswith("total")
        if total:
            s.rect(box.x, y, label_w, BAND_ROW_H, "thin", fill=LIGHT_TINT)
        else:
            s.line(edges[1], y, edges[2], y + BAND_ROW_H, "hair", colour=GREY)
        s.text(box.x + 1.5, y + 1.7, text(f"kukreno.blank.match.{key}"), 7.5, bold=total, max_width=label_w - 3)
        s.line(box.x, y + BAND_ROW_H, right, y + BAND_ROW_H, "thin")
    for edge in edges[1:-1]:
        s.line(edge, bottom, edge, top, "thin")
    s.line(box.x, head_y - 2 * BAND_ROW_H, right, head_y - 2 * BAND_ROW_H, "normal")
    s.rect(box.x, bottom, right - box.x, top - bottom, "normal")


@dataclass(frozen=True)
class PageLayout:
    """The blocks of one page: header, rules (first page), a slot per game, match table (last page)."""

    header: Box
    rules: Box | None
    slots: tuple[tuple[int, Box], ...]
    match: Box | None


def page_layout(pl: Plan, index: int) -> PageLayout:
    """Header (and rules) at the top, the match table of the last page at the foot, and the rows of
    games centred between them, at least GAP (as the plan allowed) and at most MAX_GAP apart."""
    area = content_box(pl.paper)
    numbers = pl.pages[index]
    rows = [numbers[i : i + pl.cols] for i in range(0, len(numbers), pl.cols)]
    last = index == len(pl.pages) - 1
    top = area.top
    header = Box(area.x, top - HEADER_H, area.w, HEADER_H)
    top -= HEADER_H + GAP
    rules = None
    if index == 0:
        rules = Box(area.x, top - pl.rules_h, area.w, pl.rules_h)
        top -= pl.rules_h + GAP
    bottom = area.y + (BAND_H + GAP) * last
    spare = top - bottom - len(rows) * pl.panel_h
    between = len(rows) - 1
    gap = min(MAX_GAP, max(spare / (len(rows) + 1), min(GAP, spare / between))) if between else 0.0
    top -= (spare - gap * between) / 2
    slots = []
    for row in rows:
        width = len(row) * pl.slot_w + (len(row) - 1) * GUTTER
        x = area.x + (area.w - width) / 2
        for k, number in enumerate(row):
            slots.append((number, Box(x + k * (pl.slot_w + GUTTER), top - pl.panel_h, pl.slot_w, pl.panel_h)))
        top -= pl.panel_h + gap
    return PageLayout(header, rules, tuple(slots), Box(area.x, area.y, area.w, BAND_H) if last else None)


def draw_page(doc: Document, pl: Plan, index: int, names: tuple[str, str] | None, mode: str) -> None:
    """One page of the blank, laid out by `page_layout`."""
    s, text = doc.new_page(), doc.text
    page = page_layout(pl, index)
    draw_header(s, page.header, names, index, len(pl.pages), doc.info, text)
    if page.rules:
        draw_rules(s, page.rules, mode, text)
    for number, slot in page.slots:
        draw_game(s, slot, number, pl, mode, text)
    if page.match:
        draw_match(s, page.match, sum(len(p) for p in pl.pages), text)


# --- fillable fields ---------------------------------------------------------------------
# Names: player1.name, player1.plays.x, date, game3.started.x, game3.square.c4, game3.x.penalties.1,
# game3.x.lines3 ... game3.x.points, match.carried.x, match.game3.points.x, match.game3.total.x.

SHEET_ID = "kukreno-blank"
SCORE_FIELDS = FIELDS[1:]  # the written ones; penalties are three check boxes


def score_cells(g: GameLayout, cell: float, wide: bool) -> dict[str, dict[str, Box | list[Box]]]:
    """Per symbol ("x", "o") and field, the printed box of a game's score table (penalties: three boxes)."""
    cells: dict[str, dict] = {symbol.lower(): {} for symbol in SYMBOLS}
    if wide:
        label_w, col_w, rh = side_grid(g.table_w, SIZE * cell)
        for r, field in enumerate(FIELDS, start=1):
            y = g.table_top - (r + 1) * rh
            for i, symbol in enumerate(SYMBOLS):
                x = g.table_x + label_w + i * col_w
                cells[symbol.lower()][field] = (
                    penalty_rects(x + col_w / 2, y + rh / 2, min(4.6, rh - 2.5)) if field == "penalties"
                    else Box(x, y, col_w, rh)
                )
        return cells
    widths, edges = score_edges(g.table_x, g.table_w)
    head_y = g.table_top - g.head_h
    for r, symbol in enumerate(SYMBOLS):
        y = head_y - (r + 1) * SCORE_ROW_H
        row = cells[symbol.lower()]
        row["penalties"] = penalty_rects((edges[1] + edges[2]) / 2, y + SCORE_ROW_H / 2, row_penalty_box(widths))
        for k, field in enumerate(FIELDS[1:], start=2):
            row[field] = Box(edges[k], y, widths[k], SCORE_ROW_H)
    return cells


def square_box(g: GameLayout, cell: float, col: int, row: int) -> Box:
    return Box(g.grid_x + AXIS_W + col * cell, g.grid_top - (SIZE - row) * cell, cell, cell)


def game_fields(form: Form, box: Box, number: int, pl: Plan, mode: str, text: Text) -> None:
    """A game's fields in reading order: who started, the squares row 6 to row 1, then the score table."""
    cell, wide = pl.cell, pl.wide
    g = game_layout(box, cell, wide, hint_reach(text, mode), pl.head_h)
    name, game = f"game{number}", text("kukreno.blank.game", n=number)
    _, ticks = tick_layout(g.title_right, g.top - 4.4, 9)
    for symbol in SYMBOLS:
        tip = text("kukreno.fields.started", game=game, symbol=symbol)
        form.check(f"{name}.started.{symbol.lower()}", ticks[symbol][1], tip)
    for row in reversed(range(SIZE)):
        for col in range(SIZE):
            square = cell_name(col, row)
            tip = text("kukreno.fields.square", game=game, cell=square)
            form.choice(f"{name}.square.{square}", square_box(g, cell, col, row), SYMBOLS, cell * 1.6, tip)
    cells = score_cells(g, cell, wide)
    order = [(field, s) for field in FIELDS for s in cells] if wide else [(field, s) for s in cells for field in FIELDS]
    for field, s in order:
        symbol, boxes = s.upper(), cells[s][field]
        if isinstance(boxes, list):  # the penalty boxes
            for k, r in enumerate(boxes, start=1):
                tip = text("kukreno.fields.penalty", game=game, symbol=symbol, k=k)
                form.check(f"{name}.{s}.penalties.{k}", r, tip)
        else:
            tip = f"{game}, {symbol}: {text(f'kukreno.blank.field.{field}')}"
            form.text(f"{name}.{s}.{field}", boxes, 9, maxlen=3, tooltip=tip)


def match_cells(box: Box, games: int, text: Text | None = None) -> dict[str, Box]:
    """The match table's boxes by field name, in reading order (row by row)."""
    edges = match_edges(box, games, text)
    head_y = box.top - BAND_HEAD_H
    cells = {}
    for r, key in enumerate(MATCH_ROWS):
        kind, s = key.split("_")
        y = head_y - (r + 1) * BAND_ROW_H
        if kind == "total":
            cells[f"match.carried.{s}"] = Box(edges[1], y, edges[2] - edges[1], BAND_ROW_H)
        for k in range(games):
            cells[f"match.game{k + 1}.{kind}.{s}"] = Box(edges[k + 2], y, edges[k + 3] - edges[k + 2], BAND_ROW_H)
    return cells


def header_fields(form: Form, box: Box, names: tuple[str, str] | None, text: Text) -> None:
    """The players' names and symbols, then the date. Names printed on the sheet are no fields: they
    are kept hidden (as UTF-8 in hex, which a PDF form value holds whatever the alphabet), so that
    reading the sheet back still names the players."""
    base = box.top - 13.0
    for i in range(2):
        _, x1, line_x0, line_x1 = player_line(box, i, text)
        if names:
            form.hidden(f"player{i + 1}.printed", names[i].encode().hex())
        else:
            tip = text("kukreno.fields.name", i=i + 1)
            form.text(f"player{i + 1}.name", Box(line_x0, base - 0.9, line_x1 - line_x0, 4.8), 10, tooltip=tip)
        _, ticks = tick_layout(x1, base, 9)
        for symbol in SYMBOLS:
            tip = text("kukreno.fields.plays", i=i + 1, symbol=symbol)
            form.check(f"player{i + 1}.plays.{symbol.lower()}", ticks[symbol][1], tip)
    date_base = box.top - 5.5
    form.text("date", Box(box.right - DATE_LINE, date_base - 0.8, DATE_LINE, 4.6), 9, tooltip=text("kukreno.blank.date"))


def page_fields(form: Form, pl: Plan, index: int, mode: str, names: tuple[str, str] | None, text: Text) -> None:
    """Fields over one page's boxes; the first page carries the names and the sheet's kind, the last the match."""
    page = page_layout(pl, index)
    if index == 0:
        form.hidden("sheet", SHEET_ID)
        form.hidden("mode", mode)
        header_fields(form, page.header, names, text)
    for number, slot in page.slots:
        game_fields(form, slot, number, pl, mode, text)
    if page.match:
        games = sum(len(p) for p in pl.pages)
        for name, box in match_cells(page.match, games, text).items():
            form.text(name, box, 9, maxlen=4, tooltip=match_tip(name, text))
        match_scripts(form, games)


def match_tip(name: str, text: Text) -> str:
    """What a match table field holds, from its row's and column's headings."""
    column, *rest = name.split(".")[1:]
    if column == "carried":  # carried over: a total from an earlier sheet
        row, heading = f"total_{rest[0]}", text("kukreno.blank.match.carried")
    else:
        row, heading = "_".join(rest), text("kukreno.blank.game", n=int(column.removeprefix("game")))
    return f"{text(f'kukreno.blank.match.{row}')}, {heading}"


def match_scripts(form: Form, games: int) -> None:
    """Game points from the line counts and the 3-penalty mark, then the running totals, game by game
    (a total needs both players' points of its game, as a game counts as played once either has some)."""
    for n in range(1, games + 1):
        for s in ("x", "o"):
            form.calculate(f"game{n}.{s}.points", kukreno_scripts.points(f"game{n}.{s}"))
            form.calculate(f"game{n}.{s}.finish", kukreno_scripts.finish(f"game{n}.{s}"))
            form.calculate(f"match.game{n}.points.{s}", scripts.copy(f"game{n}.{s}.points"))
        for s in ("x", "o"):
            before = f"match.game{n - 1}.total.{s}" if n > 1 else f"match.carried.{s}"
            form.calculate(f"match.game{n}.total.{s}", kukreno_scripts.running_total(before, f"game{n}", s))


def blank_part(
    games: int, names: tuple[str, str] | None, mode: str, options: PrintOptions, fillable: bool = False
) -> Part:
    """The result blank as a part; `fillable` lays form fields over its boxes."""
    check_mode(mode)
    pl = plan(games, options.paper, Text(options.lang), mode)
    info = options.info("kukreno", "kukreno.sheet.blank", pl.paper.landscape)

    def draw(doc: Document) -> None:
        form = Form(doc.canvas) if fillable else None
        for index in range(len(pl.pages)):
            draw_page(doc, pl, index, names, mode)
            if form:
                page_fields(form, pl, index, mode, names, doc.text)

    return Part("kukreno-blank", info, draw)
