"""The Signed Stacks setup sheet: a diagram of a starting position with every token's value in place.

The diagram is drawn to fit the page, not at playing size: it shows where each token goes on the
printed board or map. Tokens look as they do on the token sheet (White's thin ring, Black's heavy
notched ring), and a legend says so.
"""

from reportlab.lib.units import mm

from pnp.games.stacks.edition import EDITION
from pnp.games.stacks.rules import GridBoard, Position, WildBoard
from pnp.games.stacks.wild import MAP_HEIGHT, MAP_WIDTH, build_map
from pnp.locales import Text
from pnp.locales.typography import typography
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.frame import draw_title
from pnp.render.surface import Surface
from pnp.render.paragraph import paragraph
from pnp.sheets.layout import Box, content_box
from pnp.games.stacks.board import Grid, draw_grid
from pnp.games.stacks.pieces import draw_face
from pnp.games.stacks.wild_sheet import Placed, draw_map

HEADER = 13.0
LEGEND = 40.0
MAX_CELL = 20.0
TOKEN_SHARE = 0.84  # a diagram token's diameter, as a share of the cell
WILD_TOKEN = 16.0  # a diagram token on the map, in map millimetres
SAMPLE = 9.0


def draw_grid_setup(s: Surface, position: Position, room: Box, text: Text) -> None:
    """The board with its home rows and coordinates, scaled into `room`, a token on every occupied cell."""
    board = position.board
    assert isinstance(board, GridBoard), "a wild map is drawn by draw_wild_setup"
    side, end = 4.5, 9.0
    cell = min(MAX_CELL, (room.w - 2 * side) / board.width, (room.h - 2 * end) / board.height)
    g = Grid(board.width, board.height, cell, side, end)
    w, h = g.size
    x, y = room.x + (room.w - w) / 2, room.y + (room.h - h) / 2
    c = s.canvas
    c.saveState()
    c.translate(x * mm, y * mm)
    draw_grid(s, g, text)
    for cell_name, stack in position.stacks.items():
        col, row = board.order(cell_name)
        cx, cy = g.centre(col, row)
        top = stack[-1]
        draw_face(s, cx, cy, TOKEN_SHARE * cell, top.color, abs(top.value), top.value > 0)
    c.restoreState()


def draw_wild_setup(s: Surface, position: Position, room: Box, text: Text) -> None:
    """The map scaled into `room`, a token on every occupied region, its name just above."""
    board = position.board
    assert isinstance(board, WildBoard), "a grid is drawn by draw_grid_setup"
    scale = min(1.0, room.w / MAP_WIDTH, room.h / MAP_HEIGHT)
    placed = Placed(build_map(board.seed, board.regions), room.x + (room.w - MAP_WIDTH * scale) / 2,
                    room.y + (room.h - MAP_HEIGHT * scale) / 2, scale)
    draw_map(s, placed, text, frozenset(position.stacks), WILD_TOKEN)
    for region, stack in position.stacks.items():
        cx, cy = placed.anchor(region)
        top = stack[-1]
        draw_face(s, cx, cy, WILD_TOKEN * scale, top.color, abs(top.value), top.value > 0)


def draw_legend(s: Surface, room: Box, notes: list[str], text: Text) -> None:
    """Sample tokens of both sides and what they show, and the notes, wrapped."""
    y = room.top - SAMPLE / 2 - 1
    x = room.x
    for colour in ("white", "black"):
        draw_face(s, x + SAMPLE / 2, y, SAMPLE, colour, 7, True)
        s.text(x + SAMPLE + 2.5, y - 1.1, text(f"stacks.setup.legend.{colour}"), 8, max_width=room.w / 2 - SAMPLE - 6)
        x += room.w / 2
    y -= SAMPLE / 2 + 5
    for note in notes:
        y = paragraph(s, room.x, y + 2.7, typography(note, text.lang), 7.5, room.w) - 3.5


def draw_setup_page(doc: Document, position: Position, set_name: str, mirror: bool) -> None:
    s, text = doc.new_page(), doc.text
    area = content_box(doc.info.paper)
    board = position.board
    if isinstance(board, GridBoard):
        where = text("stacks.board.title", width=board.width, height=board.height)
        arrangement = text("stacks.setup.mirror" if mirror else "stacks.setup.independent")
        drawn = text("stacks.setup.diagram")
    else:
        where = text("stacks.setup.wild", regions=board.regions, seed=board.seed)
        arrangement = text("stacks.setup.zones")
        drawn = text("stacks.setup.diagram_map")
    base = draw_title(s, doc.info, text, max_width=105)
    about = f"{text(f'stacks.set.{set_name}')} · {where}"
    s.text(area.right, base, about, 8.5, align="right", max_width=area.w - 110)
    notes = [arrangement, text("stacks.setup.faces") + " " + drawn]
    room = Box(area.x, area.y + LEGEND, area.w, area.h - HEADER - LEGEND)
    if isinstance(board, GridBoard):
        draw_grid_setup(s, position, room, text)
    else:
        draw_wild_setup(s, position, room, text)
    draw_legend(s, Box(area.x, area.y, area.w, LEGEND), notes, text)


def setup_part(position: Position, options: PrintOptions, set_name: str = EDITION.token_set, mirror: bool = False) -> Part:
    """A setup sheet for `position` (from `balanced_setup` or `wild_setup`, made with `options.seed`)."""
    info = options.info("stacks", "stacks.sheet.setup")
    return Part("stacks-setup", info, lambda doc: draw_setup_page(doc, position, set_name, mirror))
