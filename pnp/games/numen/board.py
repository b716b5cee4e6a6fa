"""The Eye of Numen board: 31 cells, halves A and B with name lines and a Guide box, the Eye in the middle.

A board's static drawing is a PDF form drawn once per document; each board then adds only its
digits, so batches of thousands of pre-filled boards stay fast and small.
"""

from dataclasses import dataclass
from pathlib import Path

from reportlab.lib.units import mm

from pnp.games.numen import rules as numen
from pnp.games.numen.edition import EDITION
from pnp.engine.coords import LETTERS, cell_name, parse_cell
from pnp.locales import Text
from pnp.core.files import atomic_outputs
from pnp.render.document import Document, Part, PrintOptions, render_part
from pnp.render.fields import Form
from pnp.render.frame import draw_title
from pnp.render.fonts import cap_pt, text_width
from pnp.render.paper import Paper, paper
from pnp.render.surface import SMALLEST_PT, Surface, glyph_rows, turned_text
from pnp.sheets.layout import CUT_INSET, Box, content_box, cut_panels, panels

PER_PAGE = (1, 2, 4)
# Layout in cells: label column each side, a player strip top and bottom, letters under the grid.
LABEL_W, STRIP_H, LETTERS_H, CAPTION_H = 0.45, 1.0, 0.4, 0.35
BOARD_W = numen.WIDTH + 2 * LABEL_W
BOARD_H = numen.HEIGHT + 2 * STRIP_H + LETTERS_H + CAPTION_H
MAX_CELL = 22.0
TITLE_CLEAR = 1.5  # between a crop mark and the title of boards to cut apart, which stands between two
TITLE_RISE = 1.6  # from their top cut to the title's baseline: its descenders clear, its capitals under the marks' ends
CUT_CLEARANCE = 3.0  # from a cut between boards to anything printed on them (the seed caption, B's name strip)
VOLUME = 10_000  # boards per file in a large batch
TINT = (0.93, 0.93, 0.93)


def boards_area(page: Paper, per_page: int) -> Box:
    """Where the boards go: under the title and subtitle of a one-board page; on a page of boards to cut
    apart, with their crop marks within the content area (the title stands between the top ones)."""
    area = content_box(page)
    if per_page == 1:
        return Box(area.x, area.y, area.w, area.h - 12)
    return area.inset(CUT_INSET)


def page_layout(paper_name: str, per_page: int) -> tuple[Paper, int, int]:
    """Paper orientation and panel grid: one board portrait, two side by side landscape, four 2 x 2."""
    cols, rows, landscape = {1: (1, 1, False), 2: (2, 1, True), 4: (2, 2, False)}[per_page]
    return paper(paper_name, landscape), cols, rows


def cell_size(panel: Box) -> float:
    """The largest cell (to half a millimetre, at most 22 mm) whose board fits the panel."""
    fit = min(panel.w / BOARD_W, panel.h / BOARD_H, MAX_CELL)
    return int(fit * 2) / 2


@dataclass(frozen=True)
class BoardGeometry:
    """Where a board's parts sit inside its own box (origin at the box's bottom-left)."""

    cell: float

    @property
    def size(self) -> tuple[float, float]:
        return BOARD_W * self.cell, BOARD_H * self.cell

    def cell_origin(self, col: int, row: int) -> tuple[float, float]:
        c = self.cell
        return (LABEL_W + col) * c, (CAPTION_H + STRIP_H + LETTERS_H + row) * c

    def cell_centre(self, col: int, row: int) -> tuple[float, float]:
        x, y = self.cell_origin(col, row)
        return x + self.cell / 2, y + self.cell / 2


NAME_LINE_MIN = 12.0  # mm: a name line shorter than this is no room to write a name


def draw_static(s: Surface, g: BoardGeometry, text: Text) -> None:
    """Everything on a board that does not depend on its digits."""
    c = g.cell
    for cell in numen.CELLS:
        x, y = g.cell_origin(cell.col, cell.row)
        if cell.owner is None:
            draw_eye(s, x, y, c)
        else:
            s.rect(x, y, c, c, "normal")
    for rows in numen.HALF_ROWS.values():
        x0, y0 = g.cell_origin(0, rows[0])
        s.rect(x0, y0, numen.WIDTH * c, len(rows) * c, "bold")
    label_pt = max(SMALLEST_PT, min(10.0, 0.5 * c))
    for col in range(numen.WIDTH):
        x0, y0 = g.cell_origin(col, 0)
        s.text(x0 + c / 2, y0 - LETTERS_H * c * 0.75, LETTERS[col], label_pt, align="center")
    for owner, rows in numen.HALF_ROWS.items():  # each half's row numbers on both edges, facing its owner
        for row in rows:
            _, cy = g.cell_centre(0, row)
            for x in (LABEL_W * c / 2, (LABEL_W * 1.5 + numen.WIDTH) * c):
                if owner == "B":
                    turned_text(s, x, cy, str(row + 1), label_pt)
                else:
                    s.centred_text(x, cy, str(row + 1), label_pt)
    draw_strip(s, g, "A", text)
    draw_strip(s, g, "B", text)


def draw_eye(s: Surface, x: float, y: float, c: float) -> None:
    """The Eye: a tinted cell with a heavy border and an eye mark whose iris holds the Eye's digit."""
    s.rect(x, y, c, c, "heavy", fill=EDITION.eye)
    cx, cy = x + c / 2, y + c / 2
    half_w, bulge = 0.44 * c, 0.42 * c
    s.curve(cx - half_w, cy, cx - half_w / 2, cy + bulge, cx + half_w / 2, cy + bulge, cx + half_w, cy, "bold")
    s.curve(cx - half_w, cy, cx - half_w / 2, cy - bulge, cx + half_w / 2, cy - bulge, cx + half_w, cy, "bold")
    s.circle(cx, cy, 0.2 * c, "normal", fill=(1, 1, 1))


@dataclass(frozen=True)
class Strip:
    """A player's strip as A's is drawn (B's is the same, turned): the baseline and type size of its words,
    its name line from `line_x` to `line_end` (None on a board too small for one) and its Guide box."""

    base: float
    size: float
    name_x: float
    line_x: float
    line_end: float | None
    guide: Box


def strip_layout(g: BoardGeometry, text: Text, min_text: float = 0.0) -> Strip:
    c = g.cell
    base = CAPTION_H * c + STRIP_H * c * 0.35
    size = max(SMALLEST_PT / 0.9, min_text / 0.9, min(11.0, c * 0.55))  # the Guide label is set at 0.9 of it
    name_x = LABEL_W * c + c * 0.75
    line_x = name_x + text_width(text("numen.board.name"), size) / mm + 1.5
    box = size * 0.35
    right = (LABEL_W + numen.WIDTH) * c
    gx = right - box - 1.5 - text_width(text("numen.board.guide"), size * 0.9) / mm
    line_end = gx - 3 if gx - 3 - line_x >= NAME_LINE_MIN else None  # a board drawn small keeps its Guide box only
    return Strip(base, size, name_x, line_x, line_end, Box(gx, base - 0.3, box, box))


def on_board(g: BoardGeometry, side: str, box: Box) -> Box:
    """Where a box of A's strip layout lies on the board for `side`: B's strip is A's turned by 180°."""
    if side == "A":
        return box
    w, h = g.size
    return Box(w - box.right, h + CAPTION_H * g.cell - box.top, box.w, box.h)


def draw_strip(s: Surface, g: BoardGeometry, side: str, text: Text) -> None:
    """A player's label, name line and Guide box; B's strip is turned to face the player across the table."""
    c = g.cell
    w, h = g.size
    strip = strip_layout(g, text, s.min_text)
    canvas = s.canvas
    canvas.saveState()
    if side == "B":
        canvas.translate(w * mm, (h + CAPTION_H * c) * mm)
        canvas.rotate(180)
    base, size = strip.base, strip.size
    s.text(LABEL_W * c, base, text(f"numen.board.side.{side}"), size * 1.5, bold=True)
    if strip.line_end is not None:
        s.text(strip.name_x, base, text("numen.board.name"), size)
        s.line(strip.line_x, base - 0.8, strip.line_end, base - 0.8, "thin")
    box = strip.guide
    s.rect(box.x, box.y, box.w, box.h, "normal")
    s.text(box.right + 1.5, base, text("numen.board.guide"), size * 0.9)
    canvas.restoreState()


def draw_digits(s: Surface, g: BoardGeometry, setup: numen.Setup) -> None:
    """A filled board's 30 digits in grey and the Eye's digit in bold."""
    glyph_rows(s, digit_rows(g, setup), cap_pt(0.42 * g.cell), g.cell, colour=EDITION.digit)
    ex, ey = g.cell_centre(numen.EYE_COL, numen.EYE_ROW)
    glyph_rows(s, [(ex, ey, str(setup.eye), False)], cap_pt(0.22 * g.cell), g.cell, bold=True)


def digit_rows(g: BoardGeometry, setup: numen.Setup) -> list[tuple[float, float, str, bool]]:
    """Each board row's digits as one string from its first cell; B's rows run from column e, turned to face B."""
    assert setup.cells is not None, "a blank board has no digits"
    rows = []
    for owner, cells in numen.HALVES.items():
        for start in range(0, len(cells), numen.WIDTH):
            names = cells[start : start + numen.WIDTH]
            digits = "".join(str(setup.cells[name]) for name in names)
            first = names[-1] if owner == "B" else names[0]
            col, row = parse_cell(first)
            cx, cy = g.cell_centre(col, row)
            rows.append((cx, cy, digits[::-1] if owner == "B" else digits, owner == "B"))
    return rows


def draw_board(
    doc: Document, box: Box, setup: numen.Setup, fill: str, text: Text, form: Form | None = None, number: int = 1
) -> None:
    """One board centred in `box`: the static form, then its digits and caption (and, on a form, its fields)."""
    g = BoardGeometry(cell_size(box))
    w, h = g.size
    canvas = doc.canvas
    canvas.saveState()
    canvas.translate((box.x + (box.w - w) / 2) * mm, (box.y + (box.h - h) / 2) * mm)
    doc.form(f"nb{g.cell:g}", lambda s: draw_static(s, g, text))
    s = doc.surface
    caption = text("numen.board.caption", fill=text(f"numen.fill.{fill}"))
    if not setup.blank:
        draw_digits(s, g, setup)
    s.text(LABEL_W * g.cell, CAPTION_H * g.cell * 0.3, caption, max(SMALLEST_PT, min(7.0, 0.4 * g.cell)), max_width=numen.WIDTH * g.cell)
    if form:
        board_fields(form, g, setup, number, text)
    canvas.restoreState()


def draw_boards(
    doc: Document, setups: list[numen.Setup], fill: str, per_page: int, text: Text, on_page=lambda boards: None,
    fillable: bool = False,
) -> None:
    """All boards, `per_page` to a page, with crop marks where several share a page; `on_page(n)` after each page.

    `fillable` lays form fields over every board's cells."""
    form = Form(doc.canvas) if fillable else None
    _, cols, rows = page_layout(doc.info.paper.name, per_page)
    area = boards_area(doc.info.paper, per_page)
    boxes = panels(area, cols, rows)
    for start in range(0, len(setups), per_page):
        s = doc.new_page()
        if per_page == 1:
            base = draw_title(s, doc.info, text)
            s.text(area.x, base - 6.5, text("numen.board.subtitle"), 9, max_width=area.w)
        else:
            at = (area.x + TITLE_CLEAR, area.top + TITLE_RISE)
            draw_title(s, doc.info, text, max_width=area.w / cols - 2 * TITLE_CLEAR, at=at)
            doc.form(f"numen-cuts-{per_page}", lambda s: cut_panels(s, area, cols, rows))
        page = setups[start : start + per_page]
        if form and start == 0:
            form.hidden("sheet", SHEET_ID)
        for k, (box, setup) in enumerate(zip(boxes, page), start=start + 1):
            draw_board(doc, box if per_page == 1 else box.inset(CUT_CLEARANCE), setup, fill, text, form, k)
        on_page(len(page))


def board_part(
    setups: list[numen.Setup], fill: str, per_page: int, options: PrintOptions, sheet: str = "board",
    on_page=lambda boards: None, fillable: bool = False,
) -> Part:
    """Boards (or a setup sheet, `sheet="setup"`) as a printable part; `on_page(n)` reports progress."""
    landscape = page_layout(options.paper, per_page)[0].landscape
    info = options.info("numen", f"numen.sheet.{sheet}", landscape)
    return Part(
        f"numen-{sheet}", info, lambda doc: draw_boards(doc, setups, fill, per_page, doc.text, on_page, fillable)
    )


# --- fillable fields ---------------------------------------------------------------------
# Names per board: board1.cell.a1 (a digit, blank boards only), board1.eye (blank only),
# board1.cross.a1 (crossed out), and a hidden board1.setup with a pre-filled board's digits.

SHEET_ID = "numen-board"
CORNER = 0.32  # a blank board's cross-out box, in cells, in the top right corner beside the written digit


def cross_box(g: BoardGeometry, col: int, row: int, blank: bool) -> Box:
    """The cross-out check box of a cell: the whole cell, or its corner when a digit field takes the cell."""
    x, y = g.cell_origin(col, row)
    if not blank:
        return Box(x, y, g.cell, g.cell)
    side = CORNER * g.cell
    return Box(x + g.cell - side, y + g.cell - side, side, side)


def strip_fields(form: Form, g: BoardGeometry, side: str, number: int, text: Text) -> None:
    """A half's name line and Guide box as fields, B's turned like its printed strip."""
    strip = strip_layout(g, text)
    board, turned = f"board{number}", side == "B"
    if strip.line_end is not None:
        line = Box(strip.line_x, strip.base - 0.8, strip.line_end - strip.line_x, strip.size * 0.45)
        tip = text("numen.fields.name", n=number, side=side)
        form.text(f"{board}.{side}.name", on_board(g, side, line), strip.size, tooltip=tip, turned=turned, quadding=0)
    tip = text("numen.fields.guide", n=number, side=side)
    form.check(f"{board}.{side}.guide", on_board(g, side, strip.guide), tip, turned=turned)


def board_fields(form: Form, g: BoardGeometry, setup: numen.Setup, number: int, text: Text) -> None:
    """A board's fields in reading order: B's strip, row 7 to row 1, A's strip; positions are in the board's
    own box."""
    board = f"board{number}"
    digit_pt = cap_pt(0.42 * g.cell)
    if not setup.blank:
        form.hidden(f"{board}.setup", setup.to_json())
    strip_fields(form, g, "B", number, text)
    for row in reversed(range(numen.HEIGHT)):
        for col in range(numen.WIDTH):
            name = cell_name(col, row)
            if row == numen.EYE_ROW:
                if col == numen.EYE_COL and setup.blank:
                    x, y = g.cell_origin(col, row)
                    tip = text("numen.fields.eye", n=number)
                    form.text(f"{board}.eye", Box(x, y, g.cell, g.cell), digit_pt * 0.6, maxlen=1, tooltip=tip)
                continue
            if setup.blank:
                x, y = g.cell_origin(col, row)
                tip = text("numen.fields.digit", n=number, cell=name)
                form.text(f"{board}.cell.{name}", Box(x, y, g.cell, g.cell), digit_pt, maxlen=1, tooltip=tip)
            tip = text("numen.fields.cross", n=number, cell=name)
            form.check(f"{board}.cross.{name}", cross_box(g, col, row, setup.blank), tip)
    strip_fields(form, g, "A", number, text)


def volume_paths(path: Path, volumes: int) -> list[Path]:
    """`boards.pdf` itself for one volume, else `boards-001.pdf`, `boards-002.pdf`, ..."""
    if volumes == 1:
        return [path]
    return [path.with_name(f"{path.stem}-{i:03d}{path.suffix}") for i in range(1, volumes + 1)]


def stale_volumes(path: Path, volumes: int) -> list[Path]:
    """The volumes of an earlier, larger batch of the same name that a batch of `volumes` would leave beside
    its own: `boards-004.pdf` on after three, every `boards-NNN.pdf` beside a single `boards.pdf`."""
    found = []
    for i in range(1 if volumes == 1 else volumes + 1, 1000):
        older = path.with_name(f"{path.stem}-{i:03d}{path.suffix}")
        try:
            if not older.is_file() or older.is_symlink():
                break
        except OSError:  # a name too long for the system: no earlier batch has it
            break
        found.append(older)
    return found


def write_board_volumes(
    path: Path, setups: list[numen.Setup], fill: str, per_page: int, options: PrintOptions, on_page=lambda boards: None,
    fillable: bool = False,
) -> list[tuple[Path, int]]:
    """Boards in files of at most VOLUME boards each, so memory stays flat however large the batch.

    ReportLab keeps every page of a document in memory until it saves; a volume bounds that.
    Returns each file written with its page count.
    """
    chunks = [setups[i : i + VOLUME] for i in range(0, len(setups), VOLUME)]
    targets = volume_paths(path, len(chunks))
    with atomic_outputs(targets, stale_volumes(path, len(chunks))) as temps:  # all volumes or none
        pages = [render_part(tmp, board_part(chunk, fill, per_page, options, on_page=on_page, fillable=fillable)) for tmp, chunk in zip(temps, chunks)]
    return list(zip(targets, pages))
