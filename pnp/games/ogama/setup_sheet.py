"""The OGAMA setup sheet: the board as the blind draw left it, every disc in place, OGAMA discs and toads marked.

The diagram is the real board drawing with real 20 mm discs when the board fits the page at full
size (6 x 6 does), and scaled down evenly when it does not; a legend and the two OGAMA points in
words follow, so the sheet also reads in black and white.
"""


from reportlab.lib.units import mm

from pnp.engine.coords import cell_name
from pnp.games.ogama.rules import BLACK, COLORS, ORANGE, Position
from pnp.locales import Text
from pnp.locales.typography import typography
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.frame import draw_title
from pnp.render.fonts import text_width
from pnp.render.surface import Surface
from pnp.sheets.layout import Box, content_box
from pnp.games.ogama.board import LABEL, STRIP, TITLE, Grid, draw_grid, framed_size
from pnp.games.ogama.edition import EDITION
from pnp.render.paragraph import paragraph, paragraph_height
from pnp.games.ogama.pieces import draw_disc, draw_toad_piece

LEGEND_PT = 8.5
ICON = 9.0  # legend pictures
KEY_H = 14.0  # the legend row


def draw_position(s: Surface, g: Grid, position: Position, text: Text) -> None:
    """Each point's disc; on an OGAMA start, the disc's emblem and its toad sitting on it, the word left showing."""
    d = EDITION.disc * g.pitch / EDITION.point
    starts = set((position.ogama or {}).values())
    for point, stack in sorted(position.stacks.items()):
        draw_disc(s, *g.centre(*point), d, stack[-1], text, ogama=point in starts)
    for colour, point in sorted(position.toads.items()):
        cx, cy = g.centre(*point)
        draw_toad_piece(s, cx, cy + 0.12 * d, 0.64 * d / EDITION.disc * EDITION.point, colour, text, halo=True)


def diagram_pitch(position: Position, area: Box) -> float:
    """Full-size points if the board fits `area`, else the largest even scale that does (to a tenth of a mm)."""
    fw, fh = framed_size(position.width, position.height, 1.0)
    fixed_w, fixed_h = fw - position.width, fh - position.height
    fit = min((area.w - fixed_w) / position.width, (area.h - fixed_h) / position.height, EDITION.point)
    return int(fit * 10) / 10


def legend_height(box: Box, position: Position, text: Text) -> float:
    return KEY_H + 2 * 5.5 + paragraph_height(_seats(position, text), LEGEND_PT, box.w) + 2


def _seats(position: Position, text: Text) -> str:
    return typography(text("ogama.setup.seats", top=position.height), text.lang)


def draw_legend(s: Surface, box: Box, position: Position, text: Text) -> None:
    """Four keyed pictures in a row, the OGAMA points in words, then who sits where."""
    items = [
        (lambda x, y: draw_disc(s, x, y, ICON, ORANGE, text), "ogama.setup.orange_disc"),
        (lambda x, y: draw_disc(s, x, y, ICON, BLACK, text), "ogama.setup.black_disc"),
        (lambda x, y: draw_disc(s, x, y, ICON, ORANGE, text, ogama=True), "ogama.setup.ogama_disc"),
        (lambda x, y: draw_toad_piece(s, x, y, ICON * 1.2, ORANGE, text), "ogama.setup.toad"),
    ]
    labels = [text(key) for _, key in items]
    room = box.w - len(items) * (ICON + 3)  # for the labels and the spaces between the items
    widths = [text_width(label, LEGEND_PT) / mm for label in labels]
    space = max(4.0, (room - sum(widths)) / (len(items) - 1))
    scale = min(1.0, (room - space * (len(items) - 1)) / sum(widths))
    cy, x = box.top - KEY_H / 2, box.x
    for (picture, _), label, width in zip(items, labels, widths):
        picture(x + ICON / 2, cy)
        s.text(x + ICON + 3, cy - 1.1, label, LEGEND_PT, max_width=width * scale)
        x += ICON + 3 + width * scale + space
    y = box.top - KEY_H - 4
    assert position.ogama is not None, "a setup records where each OGAMA disc starts"
    for colour in COLORS:
        place = text("ogama.setup.placed", player=text(f"ogama.player.{colour}"), cell=cell_name(*position.ogama[colour]))
        s.text(box.x, y, place, LEGEND_PT + 0.5, bold=True)
        y -= 5.5
    paragraph(s, box.x, y + 2.5, _seats(position, text), LEGEND_PT, box.w)


def draw_setup_sheet(doc: Document, position: Position, seed: int, home_rows: int) -> None:
    text = doc.text
    box = content_box(doc.info.paper)
    s = doc.new_page()
    base = draw_title(s, doc.info, text, max_width=box.w * 0.58)
    subtitle = text("ogama.setup.subtitle", width=position.width, height=position.height, seed=seed)
    s.text(box.right, base, subtitle, 9, align="right", max_width=box.w * 0.4)
    legend_h = legend_height(box, position, text)
    area = Box(box.x, box.y + legend_h, box.w, box.h - TITLE - legend_h)
    pitch = diagram_pitch(position, area)
    fw, fh = framed_size(position.width, position.height, pitch)
    grid = Grid(
        position.width, position.height, pitch,
        box.x + (box.w - position.width * pitch) / 2, area.top - fh + LABEL + STRIP,
    )
    draw_grid(s, grid, home_rows, text)
    draw_position(s, grid, position, text)
    legend_top = grid.y - LABEL - STRIP - 4
    draw_legend(s, Box(box.x, box.y, box.w, legend_top - box.y), position, text)


def setup_part(position: Position, seed: int, home_rows: int, options: PrintOptions) -> Part:
    """The setup sheet as a one-page part."""
    info = options.info("ogama", "ogama.sheet.setup")
    return Part("ogama-setup", info, lambda doc: draw_setup_sheet(doc, position, seed, home_rows))
