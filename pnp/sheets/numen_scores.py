"""The advanced-rules score sheet for Eye of Numen: row rewards, steps, the sealing bonus and totals.

Each game is a table with one column per player; several games share a page.
"""

from pnp.games import numen
from pnp.locales import Text
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.surface import Surface
from pnp.sheets.layout import Box, content_box

OWN_ROWS = {owner: tuple(row + 1 for row in rows) for owner, rows in numen.HALF_ROWS.items()}  # as printed, from 1
ROW_H_MAX = 10.0
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
        s.text(x + 2, y + rh * 0.32, side, 11, bold=True)
        s.text(x + 8, y + rh * 0.32, text("numen.scores.name"), 8)
        s.line(x + 8 + 12, y + rh * 0.28, x + col_w - 2, y + rh * 0.28, "hair")
    for line in LINES:
        y -= rh
        heavy = line == "total"
        s.rect(block.x, y, block.w, rh, "bold" if heavy else "thin")
        s.text(block.x + 2, y + rh * 0.32, text(f"numen.scores.{line}"), 8.5, bold=heavy, max_width=label_w - 4)
        for i, side in enumerate(numen.HALVES):
            draw_cell(s, line, side, block.x + label_w + i * col_w, y, col_w, rh)
    for i in range(3):
        x = block.x + label_w + i * col_w
        s.line(x, y, x, top - 6, "thin")


def draw_cell(s: Surface, line: str, side: str, x: float, y: float, w: float, h: float) -> None:
    """Tick boxes for one player's entry on one scoring line; a row box carries its board row number."""
    labels = {
        "guide": [""],
        "own_rows": [str(r) for r in OWN_ROWS[side]],
        "their_rows": [str(r) for r in OWN_ROWS[numen.opponent(side)]],
        "steps": [str(n) for n in numen.DIGITS],
        "sealed": [""],
    }.get(line)
    if labels is None:
        return
    box = min(BOX, h - 2.5)
    step = box + 2.2
    bx, by = x + 3, y + (h - box) / 2
    for k, label in enumerate(labels):
        s.rect(bx + k * step, by, box, box, "normal")
        if label:
            s.text(bx + k * step + 0.7, by + box - 2.2, label, 5.5)
    if line in ("own_rows", "their_rows", "sealed"):
        s.text(x + w - 3, y + h * 0.32, "= ______", 8, align="right")


def draw_sheet(doc: Document, games: int, pages: int) -> None:
    text = doc.text
    area = content_box(doc.info.paper)
    legend_h = 16
    for page in range(pages):
        s = doc.new_page()
        s.text(area.x, area.top - 6, text("games.numen.name"), 15, bold=True)
        s.text(area.right, area.top - 6, text("numen.scores.title"), 10, align="right")
        s.text(area.x, area.top - 12, text("numen.scores.legend"), 8, max_width=area.w)
        block_h = (area.h - legend_h) / games
        for g in range(games):
            block = Box(area.x, area.top - legend_h - (g + 1) * block_h, area.w, block_h - 3)
            draw_game(s, block, page * games + g + 1, text)


def score_sheet_part(games: int, pages: int, options: PrintOptions) -> Part:
    """`pages` score sheets of `games` games each."""
    return Part("numen-scores", options.info("numen", "numen.sheet.scores"), lambda doc: draw_sheet(doc, games, pages))
