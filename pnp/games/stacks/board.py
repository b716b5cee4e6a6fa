"""The Signed Stacks board at real size: 23 mm cells, coordinates on every edge, home rows marked.

A 23 mm cell leaves 1.5 mm round a 20 mm token, and eight of them with the row numbers beside
them are 190 mm: the default 8 x 8 board fills the width of A4's printable area exactly and fits
Letter's. A board too large for one page is cut into tiles along cell lines. Each tile but the
last in its row and column carries a hatched «glue here» strip; the next tile, cut along its crop
marks, lies on that strip with its edge on the cell line, and half crosses printed across every
seam meet into whole ones when the tiles are aligned. Of the paper orientations and widths of the
row-number band, the sheet takes the pair that needs the fewest sheets.
"""

from dataclasses import dataclass

from reportlab.lib.units import mm

from pnp.core.errors import PnpError
from pnp.engine.coords import LETTERS
from pnp.games.stacks.rules import COLORS, TURN_LIMIT
from pnp.locales import Text
from pnp.render.cutfile import Cutter, CutSheet, SILHOUETTE, Outline, draw_registration
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.fonts import CAP_HEIGHT, cap_pt
from pnp.render.frame import TITLE_DROP, TITLE_PT, draw_title
from pnp.render.marks import MARK_GAP, MARK_LENGTH, piece_marks
from pnp.games.stacks.edition import EDITION
from pnp.render.paper import SAFE_MARGIN, paper
from pnp.render.surface import Surface, turned_text
from pnp.sheets.layout import Box, content_box
from pnp.sheets.tally import draw_tally, tally_height

SIDE_BANDS = (5.0, 3.0)  # room for the row numbers left and right: wide if it costs no sheet, else narrow
END_BAND = 12.0  # column letters and the side's caption, below and above
GLUE = 12.0  # overlap strip of a tile, under its right or upper neighbour
SIDES = range(4, 13)
HEADER = 12.0  # title above a one-page board
TILE_HEADER = 20.0  # title, instructions and the tile key above a tile
MARK_ROOM = MARK_GAP + MARK_LENGTH
REMINDER = 13.0  # least room under a one-page board for the rules reminder
FOOT_TALLY = 16.0  # and for the turn tallies under it
TALLY_GAP = 8.0  # between White's tally and Black's
TINT = (0.9, 0.9, 0.9)
HATCH = (0.55, 0.55, 0.55)
CROSS_EVERY = 3  # a half cross on every third cell of a seam


class BadBoard(PnpError):
    """A board size the sheet does not print."""


@dataclass(frozen=True)
class Grid:
    """A board drawing's geometry in its own millimetres (origin bottom-left of the letter band)."""

    width: int
    height: int
    cell: float = EDITION.cell
    side: float = SIDE_BANDS[-1]
    end: float = END_BAND

    @property
    def size(self) -> tuple[float, float]:
        return self.width * self.cell + 2 * self.side, self.height * self.cell + 2 * self.end

    def x(self, col: float) -> float:
        return self.side + col * self.cell

    def y(self, row: float) -> float:
        return self.end + row * self.cell

    def centre(self, col: int, row: int) -> tuple[float, float]:
        return self.x(col + 0.5), self.y(row + 0.5)

    def homes(self) -> dict[str, tuple[int, int]]:
        """Each side's two home rows, 0-based, lower first."""
        return {"white": (0, 1), "black": (self.height - 2, self.height - 1)}


def draw_grid(s: Surface, g: Grid, text: Text, runs: list[tuple[int, int]] | None = None) -> None:
    """Cells, home rows (tinted, outlined heavily, bracketed in every corner), coordinates on all four
    edges and each side's caption.

    The far edge's letters and numbers and Black's caption are turned to face Black. Each caption
    is centred under every run of columns in `runs` (a tiled board repeats it on every tile);
    an empty list leaves the captions out.
    """
    w, h = g.width * g.cell, g.height * g.cell
    for lower, _ in g.homes().values():
        s.rect(g.x(0), g.y(lower), w, 2 * g.cell, "hair", TINT, fill=TINT)
    for col in range(g.width + 1):
        s.line(g.x(col), g.y(0), g.x(col), g.y(g.height), "normal")
    for row in range(g.height + 1):
        s.line(g.x(0), g.y(row), g.x(g.width), g.y(row), "normal")
    for lower, _ in g.homes().values():
        s.rect(g.x(0), g.y(lower), w, 2 * g.cell, "bold")
        for row in (lower, lower + 1):
            for col in range(g.width):
                _corners(s, g.x(col), g.y(row), g.cell)
    s.rect(g.x(0), g.y(0), w, h, "bold")
    size = cap_pt(min(2.8, 0.13 * g.cell))
    letter_gap = min(3.0, 0.25 * g.end)
    for col in range(g.width):
        cx = g.x(col + 0.5)
        s.centred_text(cx, g.y(0) - letter_gap, LETTERS[col], size)
        turned_text(s, cx, g.y(g.height) + letter_gap, LETTERS[col], size)
    for row in range(g.height):
        cy = g.y(row + 0.5)
        label = str(row + 1)
        s.centred_text(g.side / 2, cy, label, size, max_width=g.side - 0.6)
        turned_text(s, g.x(g.width) + g.side / 2, cy, label, size, max_width=g.side - 0.6)
    caption_gap = 0.68 * g.end
    for a, b in [(0, g.width)] if runs is None else runs:
        cx, room = g.x((a + b) / 2), (b - a) * g.cell - 2
        for colour, (lower, upper) in g.homes().items():
            label = text(f"stacks.board.home.{colour}", rows=f"{lower + 1}–{upper + 1}")
            if colour == "white":
                s.centred_text(cx, g.y(0) - caption_gap, label, 8, max_width=room)
            else:
                turned_text(s, cx, g.y(g.height) + caption_gap, label, 8, max_width=room)


def _corners(s: Surface, x: float, y: float, cell: float) -> None:
    """Small brackets in a home cell's corners: lines, so home rows stay marked without the tint,
    and clear of a token standing in the middle."""
    inset, leg = 0.06 * cell, 0.11 * cell
    for cx, dx in ((x + inset, 1), (x + cell - inset, -1)):
        for cy, dy in ((y + inset, 1), (y + cell - inset, -1)):
            s.polygon([(cx + dx * leg, cy), (cx, cy), (cx, cy + dy * leg)], "normal", closed=False)


# --- Tiles ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tile:
    """One piece of a tiled board: its window in board millimetres, glue strips included.

    `glue_x` / `glue_y`: where its right / upper glue strip starts (a cell line), if it has one.
    """

    col: int
    row: int
    x0: float
    y0: float
    x1: float
    y1: float
    glue_x: float | None
    glue_y: float | None

    @property
    def name(self) -> str:
        return tile_name(self.col, self.row)

    @property
    def size(self) -> tuple[float, float]:
        return self.x1 - self.x0, self.y1 - self.y0


def tile_name(col: int, row: int) -> str:
    """A1 is the bottom-left tile; letters run right, numbers up, like the board's own cells."""
    return f"{LETTERS[col].upper()}{row + 1}"


@dataclass(frozen=True)
class BoardPlan:
    """A board's grid, the paper orientation, and its tiles in gluing order (one tile: no tiling)."""

    grid: Grid
    landscape: bool
    cols: int
    rows: int
    tiles: tuple[Tile, ...]

    @property
    def tiled(self) -> bool:
        return len(self.tiles) > 1


def _groups(n: int, k: int) -> list[tuple[int, int]]:
    """`n` cells in `k` runs as even as possible, the longer runs first."""
    sizes = [n // k + (1 if i < n % k else 0) for i in range(k)]
    starts = [sum(sizes[:i]) for i in range(k)]
    return [(a, a + size) for a, size in zip(starts, sizes)]


def _spans(n: int, k: int, band: float, cell: float) -> list[tuple[float, float, float | None]]:
    """(start, end, glue start) of each run's window along one axis, in board millimetres."""
    spans: list[tuple[float, float, float | None]] = []
    for a, b in _groups(n, k):
        lo = 0.0 if a == 0 else band + a * cell
        seam = band + b * cell
        spans.append((lo, 2 * band + n * cell, None) if b == n else (lo, seam + GLUE, seam))
    return spans


def _fewest_runs(n: int, band: float, cell: float, room: float) -> int | None:
    """The fewest runs whose windows all fit `room` mm, or None."""
    for k in range(1, n + 1):
        if all(hi - lo <= room + 1e-6 for lo, hi, _ in _spans(n, k, band, cell)):
            return k
    return None


def plan_board(width: int, height: int, paper_name: str, margin: float = SAFE_MARGIN) -> BoardPlan:
    """The layout taking the fewest sheets, `margin` mm clear at the paper's edges; on a tie, the wider
    number band, then portrait.

    Candidates: each number band (SIDE_BANDS) in each orientation, on one page if the board
    fits, else tiled.
    """
    if width not in SIDES or height not in SIDES:
        raise BadBoard(f"a Signed Stacks board is {SIDES.start} to {SIDES.stop - 1} cells each way, got {width} x {height}")
    candidates = [_plan(Grid(width, height, side=side), paper_name, landscape, margin)
                  for side in SIDE_BANDS for landscape in (False, True)]
    return min((plan for plan in candidates if plan), key=lambda plan: len(plan.tiles))


def _plan(g: Grid, paper_name: str, landscape: bool, margin: float) -> BoardPlan | None:
    """`g` on one page of this orientation, or tiled; None if even one cell per tile overflows."""
    area = content_box(paper(paper_name, landscape, margin))
    gw, gh = g.size
    if gw <= area.w + 1e-6 and gh <= area.h - HEADER + 1e-6:
        return BoardPlan(g, landscape, 1, 1, (Tile(0, 0, 0.0, 0.0, gw, gh, None, None),))
    kx = _fewest_runs(g.width, g.side, g.cell, area.w - 2 * MARK_ROOM)
    ky = _fewest_runs(g.height, g.end, g.cell, area.h - TILE_HEADER - 2 * MARK_ROOM)
    if not (kx and ky):
        return None
    xs, ys = _spans(g.width, kx, g.side, g.cell), _spans(g.height, ky, g.end, g.cell)
    tiles = tuple(
        Tile(i, j, x0, y0, x1, y1, gx, gy)
        for j, (y0, y1, gy) in enumerate(ys)
        for i, (x0, x1, gx) in enumerate(xs)
    )
    return BoardPlan(g, landscape, kx, ky, tiles)


def _clip(s: Surface, x0: float, y0: float, x1: float, y1: float) -> None:
    path = s.canvas.beginPath()
    path.rect(x0 * mm, y0 * mm, (x1 - x0) * mm, (y1 - y0) * mm)
    s.canvas.clipPath(path, stroke=0, fill=0)


def _hatch(s: Surface, x0: float, y0: float, x1: float, y1: float, step: float = 3.0) -> None:
    """Diagonal lines filling a rectangle."""
    s.canvas.saveState()
    _clip(s, x0, y0, x1, y1)
    k = 0.0
    while k <= (x1 - x0) + (y1 - y0):
        s.line(x0 + k, y0, x0 + k - (y1 - y0), y1, "hair", HATCH)
        k += step
    s.canvas.restoreState()


def half_crosses(plan: BoardPlan) -> list[tuple[float, float]]:
    """Centres of the registration crosses, on every seam between tiles (board millimetres)."""
    g = plan.grid
    seams_x = {t.glue_x for t in plan.tiles if t.glue_x is not None}
    seams_y = {t.glue_y for t in plan.tiles if t.glue_y is not None}
    marks = [(x, g.y(k + 0.5)) for x in sorted(seams_x) for k in range(g.height) if k % CROSS_EVERY == 1]
    marks += [(g.x(k + 0.5), y) for y in sorted(seams_y) for k in range(g.width) if k % CROSS_EVERY == 1]
    return marks


def _cross(s: Surface, x: float, y: float) -> None:
    s.circle(x, y, 2.2, "thin")
    s.line(x - 3.6, y, x + 3.6, y, "thin")
    s.line(x, y - 3.6, x, y + 3.6, "thin")


def draw_tile(s: Surface, plan: BoardPlan, tile: Tile, x: float, y: float, text: Text) -> None:
    """The tile's window of the board with its bottom-left at page (x, y): board, glue strips, half crosses."""
    c = s.canvas
    c.saveState()
    c.translate((x - tile.x0) * mm, (y - tile.y0) * mm)
    c.saveState()
    _clip(s, tile.x0, tile.y0, tile.glue_x or tile.x1, tile.glue_y or tile.y1)
    draw_grid(s, plan.grid, text, _groups(plan.grid.width, plan.cols))
    c.restoreState()
    if plan.tiled:
        _clip(s, tile.x0, tile.y0, tile.x1, tile.y1)
        _glue_strips(s, tile, text)
        for cx, cy in half_crosses(plan):
            _cross(s, cx, cy)
    c.restoreState()


def _glue_strips(s: Surface, tile: Tile, text: Text) -> None:
    """Hatched strips under the right and upper neighbours, each naming the tile that covers it."""
    top = tile.glue_y or tile.y1
    if tile.glue_x is not None:
        _hatch(s, tile.glue_x, tile.y0, tile.x1, tile.y1)
        label = text("stacks.board.glue", tile=tile_name(tile.col + 1, tile.row))
        c = s.canvas
        c.saveState()
        c.translate((tile.glue_x + GLUE / 2) * mm, ((tile.y0 + top) / 2) * mm)
        c.rotate(90)
        s.centred_text(0, 0, label, 7, bold=True, max_width=top - tile.y0 - 4)
        c.restoreState()
    if tile.glue_y is not None:
        right = tile.glue_x or tile.x1
        _hatch(s, tile.x0, tile.glue_y, tile.x1, tile.y1)
        label = text("stacks.board.glue", tile=tile_name(tile.col, tile.row + 1))
        s.centred_text((tile.x0 + right) / 2, tile.glue_y + GLUE / 2, label, 7, bold=True, max_width=right - tile.x0 - 4)


def _tile_key(s: Surface, plan: BoardPlan, current: Tile, right: float, top: float) -> float:
    """A small map of all tiles, the current one heavy and tinted; returns its width."""
    size = 6.0
    w = plan.cols * size
    for tile in plan.tiles:
        x = right - w + tile.col * size
        y = top - (plan.rows - tile.row) * size
        here = tile == current
        s.rect(x, y, size, size, "bold" if here else "thin", fill=TINT if here else None)
        s.centred_text(x + size / 2, y + size / 2, tile.name, 6.5, bold=here)
    return w


def tile_origin(tile: Tile, area: Box) -> tuple[float, float]:
    """Where a tile of a tiled board sits on its page: centred below the heading, its crop marks inside `area`."""
    w, h = tile.size
    below = area.top - TILE_HEADER
    return area.x + (area.w - w) / 2, area.y + MARK_ROOM + (below - area.y - 2 * MARK_ROOM - h) / 2


def tile_cut_sheets(plan: BoardPlan, paper_name: str, marks: Cutter = SILHOUETTE) -> dict[int, CutSheet]:
    """A tiled board's cut files, by page number from 1: each tile's outline, along its crop marks (the plan
    made with the marks' margin)."""
    sheet = paper(paper_name, plan.landscape, marks.margin)
    sheets = {}
    for number, tile in enumerate(plan.tiles, 1):
        (x, y), (w, h) = tile_origin(tile, content_box(sheet)), tile.size
        sheets[number] = CutSheet(sheet.width, sheet.height, [Outline(((x, y), (x + w, y), (x + w, y + h), (x, y + h)))], marks=marks)
    return sheets


def draw_board_pages(doc: Document, plan: BoardPlan, marks: Cutter | None = None) -> None:
    """One page per tile: a one-page board with its title and a rules reminder, or a tile with its key;
    with `marks`, those a print-then-cut machine finds."""
    text = doc.text
    title = text("stacks.board.title", width=plan.grid.width, height=plan.grid.height)
    order = ", ".join(t.name for t in plan.tiles)
    for number, tile in enumerate(plan.tiles, 1):
        s = doc.new_page()
        area = content_box(doc.info.paper)
        w, h = tile.size
        if not plan.tiled:
            base = draw_title(s, doc.info, text, max_width=70)
            about = title + " · " + text("stacks.board.cells", cell=f"{EDITION.cell:g}", token=f"{EDITION.token:g}")
            s.text(area.right, base, about, 8.5, align="right", max_width=area.w - 75)
            x, y = area.x + (area.w - w) / 2, area.top - HEADER - h
            draw_tile(s, plan, tile, x, y, text)
            foot = area.y
            if y - area.y >= REMINDER + FOOT_TALLY:
                foot = _tallies(s, Box(area.x, area.y, area.w, y - area.y), text)
            if y - foot >= REMINDER:  # a board that leaves room for the reminder alone keeps it
                _reminder(s, Box(area.x, foot, area.w, y - foot), text)
            continue
        key_w = _tile_key(s, plan, tile, area.right, area.top - TITLE_DROP + CAP_HEIGHT * TITLE_PT / mm)  # level with the title
        room = area.w - key_w - 4
        heading = text("stacks.board.tile", tile=tile.name, n=number, count=len(plan.tiles))
        base = draw_title(s, doc.info, text, max_width=room)
        s.text(area.x, base - 4.5, f"{title} · {heading}", 8.5, bold=True, max_width=room)
        s.text(area.x, base - 8.5, text("stacks.board.assemble", order=order), 7.5, max_width=room)
        s.text(area.x, base - 12.0, text("stacks.board.assemble_more"), 7.5, max_width=room)
        x, y = tile_origin(tile, area)
        draw_tile(s, plan, tile, x, y, text)
        piece_marks(s, x, y, w, h)
        if marks is not None:
            draw_registration(s, marks, doc.info.paper.width, doc.info.paper.height)


def _tallies(s: Surface, room: Box, text: Text) -> float:
    """A tally of TURN_LIMIT boxes per side at the foot of the room, White's on the left, and the line that
    says how to keep it above them (the count end needs the turns counted); returns the y above the line.
    Three rows of larger boxes where the reminder keeps its room, else two."""
    width = (room.w - TALLY_GAP) / 2
    rows = 3 if room.h - tally_height(TURN_LIMIT, width, 3) - 5.2 >= REMINDER else 2
    for k, colour in enumerate(COLORS):
        draw_tally(s, room.x + k * (width + TALLY_GAP), room.y + 1.0, width, TURN_LIMIT, rows, text(f"stacks.board.tally.{colour}"))
    top = room.y + 1.0 + tally_height(TURN_LIMIT, width, rows) + 1.6
    s.text(room.x + room.w / 2, top, text("stacks.board.tally.how", turns=TURN_LIMIT), 7, align="center", max_width=room.w)
    return top + 2.6


def _reminder(s: Surface, room: Box, text: Text) -> None:
    """The rules in three lines, centred in the room under the board."""
    lines = [text(f"stacks.board.reminder.{k}") for k in ("move", "climb", "end")]
    y = room.y + room.h / 2 + 4.5
    for line in lines:
        s.text(room.x + room.w / 2, y, line, 8, align="center", max_width=room.w)
        y -= 4.6


def board_part(width: int, height: int, options: PrintOptions, marks: Cutter | None = None) -> Part:
    """The real-size board, on one page or in tiles (with registration marks for a cutting machine if asked)."""
    plan = plan_board(width, height, options.paper, options.margin)
    info = options.info("stacks", "stacks.sheet.board", plan.landscape)
    return Part("stacks-board", info, lambda doc: draw_board_pages(doc, plan, marks))
