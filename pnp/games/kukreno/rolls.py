"""Pre-rolled dice for KuKreNo: numbered pairs shown as die faces and digits, with a box to tick each one used.

Pairs run down the columns; a page holds up to four columns. When everything fits on one
page the columns are shortened to equal length and centred, so a short table stays compact.
"""

import math

from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit

from pnp.games.kukreno.rules import Roll
from pnp.locales import Text
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.fonts import REGULAR, text_width
from pnp.render.frame import draw_title
from pnp.render.info import SheetInfo
from pnp.render.surface import Surface
from pnp.render.symbols import DIE_FACES
from pnp.sheets.layout import Box, content_box

COLS = 4
ROW_H = 7.0
HEAD_H = 24.0  # title, how to use the table (up to two lines) and which die is which
COL_HEAD_H = 6.0
COL_GAP = 5.0
# Inside a column: number, first die, second die, tick box, at least.
PARTS = (10.0, 13.0, 13.0, 8.0)
HEADS = ("number", "first", "second", "used")
HEAD_PT = 6.5
LEAST_GAP = 2.0  # between columns, where their heads have taken the rest
TINT = (0.93, 0.93, 0.93)
GREY = (0.35, 0.35, 0.35)


def rows_per_column(area: Box) -> int:
    """How many rolls fit in a column below the page header."""
    return int((area.h - HEAD_H - COL_HEAD_H) // ROW_H)


def page_columns(count: int, area: Box) -> list[list[list[int]]]:
    """Roll indexes per page, as columns: full pages of COLS full columns, the rest balanced on the last page."""
    per_col, per_page = rows_per_column(area), COLS * rows_per_column(area)
    pages: list[list[list[int]]] = []
    start = 0
    while start < count:
        n = min(per_page, count - start)
        cols = math.ceil(n / per_col)
        rows = math.ceil(n / cols)
        pages.append([list(range(start + c * rows, min(start + (c + 1) * rows, start + n))) for c in range(cols)])
        start += n
    return pages


def draw_die(s: Surface, cx: float, cy: float, value: int) -> None:
    """The die face with its digit to the right."""
    s.centred_text(cx - 2.0, cy, DIE_FACES[value - 1], 16)
    s.centred_text(cx + 3.6, cy, str(value), 9, bold=True)


def column_parts(text: Text, width: float) -> tuple[float, ...]:
    """The widths inside a column: PARTS, each widened to hold its head (a longer language's) as far as
    COLS columns still fit `width` mm."""
    needed = [max(part, text_width(text(f"kukreno.rolls.{key}"), HEAD_PT, True) / mm + 1.2) for part, key in zip(PARTS, HEADS)]
    spare = (width - (COLS - 1) * LEAST_GAP) / COLS - sum(PARTS)
    grown = sum(needed) - sum(PARTS)
    share = min(1.0, spare / grown) if grown > 0 else 0.0
    return tuple(part + (need - part) * share for part, need in zip(PARTS, needed))


def draw_column(s: Surface, x: float, top: float, indexes: list[int], rolls: list[Roll], text: Text, parts: tuple[float, ...]) -> None:
    """A column header, then one row per roll: number, both dice and a tick box."""
    edges = [x + sum(parts[:k]) for k in range(len(parts) + 1)]
    col_w = sum(parts)
    s.rect(x, top - COL_HEAD_H, col_w, COL_HEAD_H, "thin", fill=TINT)
    for k, key in enumerate(HEADS):
        cx = (edges[k] + edges[k + 1]) / 2
        s.text(cx, top - COL_HEAD_H + 2.0, text(f"kukreno.rolls.{key}"), HEAD_PT, bold=True, align="center",
               max_width=parts[k] - 1)
    y = top - COL_HEAD_H
    for i in indexes:
        y -= ROW_H
        if i % 2:
            s.rect(x, y, col_w, ROW_H, "hair", colour=TINT, fill=TINT)
        cy = y + ROW_H / 2
        s.text(edges[1] - 1.3, cy - 1.0, str(i + 1), 8, align="right", colour=GREY)
        draw_die(s, (edges[1] + edges[2]) / 2, cy, rolls[i][0])
        draw_die(s, (edges[2] + edges[3]) / 2, cy, rolls[i][1])
        box = 4.2
        s.rect((edges[3] + edges[4]) / 2 - box / 2, cy - box / 2, box, box, "normal", fill=(1, 1, 1))
    for edge in edges[1:-1]:
        s.line(edge, y, edge, top, "hair")
    s.rect(x, y, col_w, top - y, "normal")


def draw_header(s: Surface, area: Box, count: int, page: int, pages: int, info: SheetInfo, text: Text) -> None:
    """Title, roll count and page, and how to use the table."""
    base = draw_title(s, info, text, max_width=area.w * 0.6)
    right = text.plural("kukreno.rolls.count", count)
    if pages > 1:
        right += " · " + text("kukreno.blank.page", n=page + 1, total=pages)
    s.text(area.right, base, right, 9, align="right")
    y = base - 7
    for line in simpleSplit(text("kukreno.rolls.how"), REGULAR, 8, area.w * mm)[:2]:
        s.text(area.x, y, line, 8, max_width=area.w)
        y -= 3.6
    s.text(area.x, y - 0.6, text("kukreno.rolls.order"), 8.5, bold=True, max_width=area.w)


def draw_rolls(doc: Document, rolls: list[Roll]) -> None:
    """Every page: full pages spread their four columns over the width, a shorter last page centres its own."""
    area = content_box(doc.info.paper)
    layout = page_columns(len(rolls), area)
    for page, columns in enumerate(layout):
        s = doc.new_page()
        draw_header(s, area, len(rolls), page, len(layout), doc.info, doc.text)
        parts = column_parts(doc.text, area.w)
        col_w = sum(parts)
        width = len(columns) * col_w + (len(columns) - 1) * COL_GAP
        x0 = area.x + (area.w - width) / 2 if len(columns) < COLS else area.x
        gap = COL_GAP if len(columns) < COLS else (area.w - COLS * col_w) / (COLS - 1)
        for c, indexes in enumerate(columns):
            draw_column(s, x0 + c * (col_w + gap), area.top - HEAD_H, indexes, rolls, doc.text, parts)


def rolls_part(rolls: list[Roll], options: PrintOptions) -> Part:
    """The roll table as a part."""
    return Part("kukreno-rolls", options.info("kukreno", "kukreno.sheet.rolls"), lambda doc: draw_rolls(doc, rolls))


def rolls_text(rolls: list[Roll], seed: int, text: Text) -> str:
    """The same table as plain text: a title line, then number, first die and second die per line."""
    heads = [text(f"kukreno.rolls.{key}") for key in ("number", "first", "second")]
    widths = [max(len(heads[0]), len(str(len(rolls))))] + [len(h) for h in heads[1:]]
    title = f"{text('games.kukreno.name')} · {text('kukreno.rolls.title')} · {text('frame.seed', seed=seed)}"
    lines = [title, "  ".join(h.rjust(w) for h, w in zip(heads, widths))]
    for i, (first, second) in enumerate(rolls, start=1):
        lines.append("  ".join(str(v).rjust(w) for v, w in zip((i, first, second), widths)))
    return "\n".join(lines) + "\n"
