"""The advanced-rules score sheet for Eye of Numen: row rewards, steps, the sealing bonus and totals.

Each game is a table with one column per player; several games share a page.
"""

from reportlab.lib.units import mm

from pnp.games.numen import rules as numen
from pnp.locales import Text
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.fields import Form
from pnp.render.frame import draw_title
from pnp.render.fonts import text_width
from pnp.render.paragraph import leading, line_or_lines, set_lines
from pnp.render.surface import SMALLEST_PT, Surface
from pnp.sheets import form_scripts as scripts
from pnp.sheets.layout import Box, content_box

OWN_ROWS = {owner: tuple(row + 1 for row in rows) for owner, rows in numen.HALF_ROWS.items()}  # as printed, from 1
ROW_H_MAX = 10.0
LEGEND_PT = 8.0  # the line of points under the title
BOX = 6.0  # tick boxes, big enough for a pen mark
TINT = (0.92, 0.92, 0.92)
LINES = ("guide", "own_rows", "their_rows", "steps", "sealed", "total")


def row_height(block: Box) -> float:
    """Table rows share the block's height: a header, the scoring lines, a gap below."""
    return min(ROW_H_MAX, (block.h - 6) / (len(LINES) + 1))


def draw_game(s: Surface, block: Box, number: int, text: Text) -> None:
    """One game's table, filling `block`."""
    rh = row_height(block)
    label_w = block.w * 0.42
    col_w = (block.w - label_w) / 2
    top = block.top
    s.text(block.x, top - 4, text("numen.scores.game", n=number), 10, bold=True)
    s.text(block.right, top - 4, text("numen.scores.date"), 8, align="right")
    y = top - 6 - rh
    s.rect(block.x, y, block.w, rh, "thin", fill=TINT)
    for i, side in enumerate(numen.HALVES):
        x = block.x + label_w + i * col_w
        s.text(x + 2, y + rh * 0.32, text(f"numen.board.side.{side}"), 11, bold=True)
        s.text(x + 8, y + rh * 0.32, text("numen.scores.name"), 8)
        s.line(x + 8 + 12, y + rh * 0.28, x + col_w - 2, y + rh * 0.28, "hair")
    for line in LINES:
        y -= rh
        heavy = line == "total"
        s.rect(block.x, y, block.w, rh, "bold" if heavy else "thin")
        s.text(block.x + 2, y + rh * 0.32, text(f"numen.scores.{line}", **numen.POINT_VALUES), 8.5, bold=heavy, max_width=label_w - 4)
        for i, side in enumerate(numen.HALVES):
            draw_cell(s, line, side, block.x + label_w + i * col_w, y, col_w, rh)
    for i in range(3):
        x = block.x + label_w + i * col_w
        s.line(x, y, x, top - 6, "thin")


SUMMED = ("own_rows", "their_rows", "sealed")
BLANK = "______"


def box_labels(line: str, side: str) -> list[str]:
    """The tick boxes a player's entry on `line` has, by label (a board row, a step, or "" for a lone box); none on
    the total line."""
    return {
        "guide": [""],
        "own_rows": [str(r) for r in OWN_ROWS[side]],
        "their_rows": [str(r) for r in OWN_ROWS[numen.opponent(side)]],
        "steps": [str(n) for n in numen.DIGITS],
        "sealed": [""],
    }.get(line, [])


def tick_rects(count: int, x: float, y: float, h: float) -> list[Box]:
    """`count` tick boxes from the left of a table cell."""
    box = min(BOX, h - 2.5)
    step = box + 2.2
    bx, by = x + 3, y + (h - box) / 2
    return [Box(bx + k * step, by, box, box) for k in range(count)]


def draw_cell(s: Surface, line: str, side: str, x: float, y: float, w: float, h: float) -> None:
    """Tick boxes for one player's entry on one scoring line; a row box carries its board row number."""
    labels = box_labels(line, side)
    for r, label in zip(tick_rects(len(labels), x, y, h), labels):
        s.rect(r.x, r.y, r.w, r.h, "normal")
        if label:
            s.text(r.x + 0.7, r.y + r.h - 2.2, label, SMALLEST_PT)
    if line in SUMMED:
        s.text(x + w - 3, y + h * 0.32, "= " + BLANK, 8, align="right")


def draw_sheet(doc: Document, games: int, pages: int, fillable: bool = False) -> None:
    text = doc.text
    area = content_box(doc.info.paper)
    form = Form(doc.canvas) if fillable else None
    for page in range(pages):
        s = doc.new_page()
        if form and page == 0:
            form.hidden("sheet", SHEET_ID)
        draw_title(s, doc.info, text)
        legend = text("numen.scores.legend", **numen.POINT_VALUES)
        line_or_lines(s, area.x, area.top - 12, legend, LEGEND_PT, area.w)
        below = (len(set_lines(legend, LEGEND_PT, area.w)[1]) - 1) * leading(LEGEND_PT)  # a longer language's legend wraps
        for number, block in game_blocks(area, games, page, below):
            draw_game(s, block, number, text)
        if form:
            for number, block in game_blocks(area, games, page, below):
                game_fields(form, block, number, text)


def game_blocks(area: Box, games: int, page: int, longer: float = 0.0) -> list[tuple[int, Box]]:
    """Each game's number and block on page `page` (from 0), under the title and legend (`longer` mm
    more where the legend takes more than its line)."""
    legend_h = 16 + longer
    block_h = (area.h - legend_h) / games
    return [
        (page * games + g + 1, Box(area.x, area.top - legend_h - (g + 1) * block_h, area.w, block_h - 3))
        for g in range(games)
    ]


# --- fillable fields ---------------------------------------------------------------------
# Names per game and player: game2.A.name, .guide, .own_rows.row1, .own_points, .their_rows.row5,
# .their_points, .steps.1 ... .steps.6, .sealed, .sealed_points, .total.

SHEET_ID = "numen-scores"
WORTH = {"own_rows": numen.OWN_ROW_POINTS, "their_rows": numen.THEIR_ROW_POINTS, "sealed": numen.SEAL_POINTS}
POINTS = {"own_rows": "own_points", "their_rows": "their_points", "sealed": "sealed_points"}


def box_name(line: str, label: str) -> str:
    """A tick box's field name under its player: `guide`, `sealed`, `own_rows.row1`, `steps.4`."""
    if not label:
        return line
    return f"{line}.row{label}" if line.endswith("_rows") else f"{line}.{label}"


def cell_fields(block: Box) -> dict[str, Box]:
    """A game's printed boxes by field name under the game, in reading order (row by row, A before B)."""
    rh = row_height(block)
    label_w = block.w * 0.42
    col_w = (block.w - label_w) / 2
    y = block.top - 6 - rh
    cells = {}
    for i, side in enumerate(numen.HALVES):
        x = block.x + label_w + i * col_w
        cells[f"{side}.name"] = Box(x + 20, y + rh * 0.28, col_w - 22, rh * 0.62)
    for line in LINES:
        y -= rh
        for i, side in enumerate(numen.HALVES):
            x = block.x + label_w + i * col_w
            if line == "total":
                cells[f"{side}.total"] = Box(x, y, col_w, rh)
                continue
            labels = box_labels(line, side)
            for r, label in zip(tick_rects(len(labels), x, y, rh), labels):
                cells[f"{side}.{box_name(line, label)}"] = r
            if line in SUMMED:
                right = x + col_w - 3
                blank_w = text_width(BLANK, 8) / mm
                cells[f"{side}.{POINTS[line]}"] = Box(right - blank_w, y, blank_w, rh)
    return cells


def field_tip(name: str, number: int, text: Text) -> str:
    """What a game's field holds, in the sheet's words: "Game 2, A: Steps 1–6 (all before sealing), step 4"."""
    side, line, *label = name.split(".")
    summed = {points: summed for summed, points in POINTS.items()}
    if line in summed:
        what = f"{text(f'numen.scores.{summed[line]}', **numen.POINT_VALUES)}, {text('numen.fields.points')}"
    else:
        what = text(f"numen.scores.{line}", **numen.POINT_VALUES)
    if label:
        detail = label[0].removeprefix("row")
        what += ", " + (text("numen.fields.row", row=detail) if label[0].startswith("row") else text("numen.fields.step", n=detail))
    return f"{text('numen.scores.game', n=number)}, {side}: {what}"


def date_box(block: Box, text: Text) -> Box:
    """The blank of the 'Date ______' line over a game's table."""
    label = text("numen.scores.date")
    blank_w = text_width(label[len(label.rstrip("_")) :], 8) / mm
    return Box(block.right - blank_w, block.top - 5, blank_w, 4.5)


def game_fields(form: Form, block: Box, number: int, text: Text) -> None:
    """A game's date and table fields in reading order, then the scripts that add up each player's points."""
    game = f"game{number}"
    label = text("numen.scores.date").rstrip("_ ")
    form.text(f"{game}.date", date_box(block, text), 8, tooltip=f"{text('numen.scores.game', n=number)}: {label}")
    for name, box in cell_fields(block).items():
        tip = field_tip(name, number, text)
        if name.endswith(".name"):
            form.text(f"{game}.{name}", box, 10, tooltip=tip)
        elif name.endswith(("_points", ".total")):
            form.text(f"{game}.{name}", box, 9, maxlen=3, tooltip=tip)
        else:
            form.check(f"{game}.{name}", box, tip)
    for side in numen.HALVES:
        for line in SUMMED:
            boxes = [f"{game}.{side}.{box_name(line, label)}" for label in box_labels(line, side)]
            form.calculate(f"{game}.{side}.{POINTS[line]}", scripts.ticked_times(boxes, WORTH[line]))
        parts = [f"{game}.{side}.{POINTS[line]}" for line in SUMMED]
        form.calculate(f"{game}.{side}.total", scripts.total(parts))


def score_sheet_part(games: int, pages: int, options: PrintOptions, fillable: bool = False) -> Part:
    """`pages` score sheets of `games` games each; `fillable` lays form fields over their boxes."""
    info = options.info("numen", "numen.sheet.scores")
    return Part("numen-scores", info, lambda doc: draw_sheet(doc, games, pages, fillable))
