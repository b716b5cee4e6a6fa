"""OGAMA sheets: board, setup, discs and toads; fonts, words, reproducible bytes, real sizes, backs on fronts."""

import math
from unittest.mock import MagicMock

import pytest
from reportlab.lib.units import mm

from pnp.games.ogama.rules import setup
from pnp.locales import Text
from pnp.render.fonts import register_fonts
from pnp.render.paper import paper
from pnp.render.surface import Ink, Surface
from pnp.sheets.layout import Box, content_box
from pnp.games.ogama.board import REMINDER_PT, BoardTooBig, board_fits, framed_size, reminder_size
from pnp.games.ogama.edition import EDITION
from pnp.games.ogama import pieces as ogama_pieces
from pnp.games.ogama import tokens as ogama_tokens
from pnp.games.ogama.tokens import Standee, disc_faces, disc_layout, discs
from pnp.sheets.two_sided import MARK_ROOM, draw_page, duplex_layout, fold_layout
from conftest import FILL_OPERATORS, assert_good_pdf, painting_operators, pdf_page_size_mm, pdf_pages, pdf_text

WORDS = {
    "board": {"en": ["OGAMA", "Moves at a glance", "Toad", "home rows 1–2", "print at 100%"],
              "ru": ["Огама", "Ходы вкратце", "Жаба", "домашние ряды 1–2", "масштабе 100 %"]},
    "setup": {"en": ["OGAMA · setup", "OGAMA disc", "Orange: OGAMA disc and toad on d1", "Black: OGAMA disc and toad on e6"],
              "ru": ["Огама · расстановка", "Диск ОГАМА", "Оранжевые: диск ОГАМА и жаба на d1", "Чёрные: диск ОГАМА и жаба на e6"]},
    "fold": {"en": ["discs and toads", "12 discs of 20 mm", "dash-dot line", "OGAMA", "Toads:"],
             "ru": ["диски и жабы", "12 дисков по 20 мм", "штрихпунктирной", "ОГАМА", "Жабы:"]},
    "duplex": {"en": ["long edge", "Backs for page 1"], "ru": ["длинному краю", "Обороты для страницы 1"]},
}
COMMANDS = {
    "board": ["board", "ogama"],
    "setup": ["setup", "ogama"],
    "fold": ["tokens", "ogama"],
    "duplex": ["tokens", "ogama", "--duplex"],
}
PAGES = {"board": 1, "setup": 1, "fold": 1, "duplex": 2}


@pytest.mark.parametrize("sheet", list(COMMANDS))
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_sheet_pdf(cli, tmp_path, sheet, lang, paper_name):
    out = tmp_path / "sheet.pdf"
    result = cli(*COMMANDS[sheet], "--seed", 3, "--lang", lang, "--paper", paper_name, "-o", out)
    assert result.exit_code == 0, result.stderr
    assert_good_pdf(out)
    text = " ".join(pdf_text(out).split())
    for word in WORDS[sheet][lang]:
        assert word in text, word
    assert pdf_pages(out) == PAGES[sheet]  # 6 x 6 discs and toads fit one page (plus backs), on both papers
    w, h = pdf_page_size_mm(out)
    assert (round(w, 1), round(h, 1)) == {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}[paper_name]


@pytest.mark.parametrize("sheet", list(COMMANDS))
def test_same_seed_same_bytes(cli, tmp_path, sheet):
    paths = [tmp_path / f"{i}.pdf" for i in range(2)]
    for path in paths:
        cli(*COMMANDS[sheet], "--seed", 9, "-o", path)
    assert paths[0].read_bytes() == paths[1].read_bytes()


def test_setup_sheets_differ_between_seeds(cli, tmp_path):
    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    cli("setup", "ogama", "--seed", 1, "-o", a)
    cli("setup", "ogama", "--seed", 2, "-o", b)
    assert a.read_bytes() != b.read_bytes()


@pytest.mark.parametrize("sheet", list(COMMANDS))
def test_ink_saver_draws_no_filled_areas(cli, tmp_path, sheet):
    full, saver = tmp_path / "full.pdf", tmp_path / "saver.pdf"
    cli(*COMMANDS[sheet], "--seed", 1, "-o", full)
    cli(*COMMANDS[sheet], "--seed", 1, "--ink-saver", "-o", saver)
    assert painting_operators(full) & FILL_OPERATORS
    assert not painting_operators(saver) & FILL_OPERATORS


def test_larger_sets_take_more_pages(cli, tmp_path):
    out = tmp_path / "t.pdf"
    assert cli("tokens", "ogama", "--size", "12x12", "--rows", 3, "--seed", 1, "-o", out).exit_code == 0
    assert_good_pdf(out)
    assert pdf_pages(out) >= 2
    assert "36 discs of 20 mm" in pdf_text(out)
    big = tmp_path / "s.pdf"
    assert cli("setup", "ogama", "--size", "12x12", "--seed", 1, "--paper", "letter", "-o", big).exit_code == 0
    assert pdf_pages(big) == 1


# --------------------------------------------------------------------------- board geometry


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_six_by_six_fits_with_room_and_discs_keep_apart(paper_name):
    board_fits(6, 6, paper_name, Text("en"))
    board_fits(7, 6, paper_name, Text("en"))
    w, h = framed_size(6, 6, EDITION.point)
    box = content_box(paper(paper_name))
    assert w < box.w - 20 and h < box.h - 60
    assert EDITION.point - EDITION.disc >= 4


class Wordier(Text):
    """English with a reminder's end text a third longer, as a wordier language writes it."""

    def __call__(self, key: str, **values) -> str:
        words = super().__call__(key, **values)
        return f"{words} {words[: len(words) // 3]}" if key == "ogama.rules.end_text" else words


def test_a_wordier_reminder_is_set_smaller_so_the_six_by_six_board_still_fits_letter():
    box = content_box(paper("letter"))
    assert reminder_size(6, box, Text("en")) == REMINDER_PT
    assert reminder_size(6, box, Wordier("en")) < REMINDER_PT
    board_fits(6, 6, "letter", Wordier("en"))


@pytest.mark.parametrize("size", [(8, 6), (6, 7), (12, 12)])
def test_too_big_a_board_names_the_largest_that_fits(size):
    with pytest.raises(BoardTooBig, match="at most 7 points across and 6 up"):
        board_fits(*size, "a4", Text("en"))


# --------------------------------------------------------------------------- double-sided discs


def mirrored_across(x_line: float, box: Box) -> tuple[float, float]:
    """Where a box's centre lands when the paper is turned over about the vertical line x = x_line."""
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    return 2 * x_line - cx, cy


def centre(box: Box) -> tuple[float, float]:
    return box.x + box.w / 2, box.y + box.h / 2


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
@pytest.mark.parametrize("per_colour, diameter", [(12, 20.0), (16, 20.0), (12, 32.0), (36, 15.0)])
def test_fold_puts_every_back_on_its_front(paper_name, per_colour, diameter):
    p = paper(paper_name)
    layout = disc_layout(p, per_colour, diameter, duplex=False)
    assert layout.fold_x == pytest.approx(p.width / 2)  # the fold is the sheet's own middle
    assert sorted(pl.index for pl in layout.placements) == list(range(2 * per_colour))
    for pl in layout.placements:
        assert pl.back_page == pl.page
        assert pl.front.right <= layout.fold_x - MARK_ROOM and pl.back.x >= layout.fold_x + MARK_ROOM
        fx, fy = centre(pl.front)
        bx, by = mirrored_across(layout.fold_x, pl.back)
        assert abs(bx - fx) < 0.01 and abs(by - fy) < 0.01
        assert (pl.front.w, pl.front.h, pl.back.w, pl.back.h) == (diameter,) * 4


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
@pytest.mark.parametrize("offset", [(0.0, 0.0), (0.8, -1.5), (-3.0, 2.25)])
def test_duplex_backs_land_on_fronts_after_a_long_edge_flip(paper_name, offset):
    p = paper(paper_name)
    layout = disc_layout(p, 12, 20.0, duplex=True, offset=offset)
    assert layout.pages == 2
    dx, dy = offset
    for pl in layout.placements:
        assert (pl.page, pl.back_page) == (0, 1)
        fx, fy = centre(pl.front)
        # Undo the printer correction, then turn the sheet over about its vertical centre line.
        unshifted = Box(pl.back.x - dx, pl.back.y - dy, pl.back.w, pl.back.h)
        bx, by = mirrored_across(p.width / 2, unshifted)
        assert abs(bx - fx) < 0.01 and abs(by - fy) < 0.01
    if offset == (0.0, 0.0):
        area = content_box(p)
        for pl in layout.placements:
            for box in (pl.front, pl.back):
                assert area.x <= box.x and box.right <= area.right and area.y <= box.y and box.top <= area.top


def test_rows_break_between_colours_and_pages_fill_in_order():
    area = Box(10, 20, 190, 150)
    layout = fold_layout(area, 20, 20, 10, 3, row_breaks=[4])
    rows = sorted({round(pl.front.y, 3) for pl in layout.placements if pl.index < 4}, reverse=True)
    black_top = max(pl.front.y for pl in layout.placements if pl.index >= 4)
    assert black_top < min(rows)  # the second set starts below the first
    duplex = duplex_layout(area, 210, 20, 20, 50, 3)  # 7 x 6 to a page
    assert duplex.pages == 4 and {pl.page for pl in duplex.placements} == {0, 2}


class RecordingCanvas(MagicMock):
    """Records circles where they land on the page, following translations and placed PDF forms, and the forms placed."""

    def __init__(self):
        super().__init__()
        self.placed, self.offset, self.saved, self.forms, self.recording = [], (0.0, 0.0), [], {}, None
        self.used = []

    def _get_child_mock(self, **kwargs):
        return MagicMock(**kwargs)  # every other canvas call is accepted and ignored

    def saveState(self):
        self.saved.append(self.offset)

    def restoreState(self):
        self.offset = self.saved.pop()

    def translate(self, dx, dy):
        self.offset = (self.offset[0] + dx, self.offset[1] + dy)

    def hasForm(self, name):
        return name in self.forms

    def beginForm(self, name, *box):
        self.recording = self.forms[name] = []

    def endForm(self):
        self.recording = None

    def doForm(self, name):
        self.used.append(name)
        self.placed += [(x + self.offset[0], y + self.offset[1], r) for x, y, r in self.forms[name]]

    def circle(self, x, y, r, **_):
        if self.recording is not None:
            self.recording.append((x, y, r))
        else:
            self.placed.append((x + self.offset[0], y + self.offset[1], r))


def recorded_circles(draw) -> list[tuple[float, float, float]]:
    """(cx, cy, r) in mm of every circle a drawing puts on the page."""
    canvas = RecordingCanvas()
    draw(Surface(canvas, Ink()))
    return [(x / mm, y / mm, r / mm) for x, y, r in canvas.placed]


@pytest.mark.parametrize("duplex", [False, True])
@pytest.mark.parametrize("diameter", [20.0, 25.0])
def test_discs_are_drawn_at_the_requested_diameter_on_both_faces(duplex, diameter):
    layout = disc_layout(paper("a4"), 12, diameter, duplex)
    front, back = disc_faces(discs(12), diameter, Text("en"))
    for page in range(layout.pages):
        circles = recorded_circles(lambda s, page=page: draw_page(s, layout, page, front, back))
        outlines = [(x, y) for x, y, r in circles if math.isclose(r, diameter / 2, abs_tol=1e-6)]
        boxes = [pl.front for pl in layout.fronts(page)] + [pl.back for pl in layout.backs(page)]
        assert len(outlines) == len(boxes)
        for (x, y), box in zip(sorted(outlines), sorted(centre(b) for b in boxes)):
            assert abs(x - box[0]) < 0.01 and abs(y - box[1]) < 0.01
        assert max(r for _, _, r in circles) == pytest.approx(diameter / 2 + ogama_tokens.BLEED)  # the colour's bleed
    assert ogama_tokens.BLEED >= 1.5


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("saver", [False, True])
def test_only_fronts_show_the_ogama_disc(monkeypatch, lang, saver):
    """Shuffled face down, the discs of a colour all look alike: every back is the plain disc, no emblem."""
    register_fonts()
    emblems = []
    monkeypatch.setattr(ogama_pieces, "draw_toad", lambda *args, **kwargs: emblems.append(args))
    pieces = discs(6)
    front, back = disc_faces(pieces, 20.0, Text(lang))

    def drawing(draw, index):
        """The forms one face places and how many emblems it draws."""
        emblems.clear()
        canvas = RecordingCanvas()
        draw(Surface(canvas, Ink(saver)), Box(0, 0, 20, 20), index)
        return tuple(canvas.used), len(emblems)

    for colour in ("orange", "black"):
        indices = [i for i, piece in enumerate(pieces) if piece.colour == colour]
        plain = {drawing(front, i) for i in indices if not pieces[i].ogama}
        ogama = {drawing(front, i) for i in indices if pieces[i].ogama}
        backs = {drawing(back, i) for i in indices}
        assert len(ogama) == 1 and next(iter(ogama))[1] == 1  # the front of the OGAMA disc carries the emblem
        assert backs == plain and len(plain) == 1 and next(iter(plain))[1] == 0  # one plain form, no emblem


def toad_strokes(colour: str, saver: bool) -> list[tuple[float, tuple[float, ...]]]:
    """(line width in mm, stroke colour) of every pen a toad piece sets, its white halo left out."""
    register_fonts()
    canvas = MagicMock()
    ogama_pieces.draw_toad_piece(Surface(canvas, Ink(saver)), 0, 0, 6.0, colour, Text("en"), halo=True)
    strokes, width = [], None
    for name, args, _ in canvas.mock_calls:
        if name == "setLineWidth":
            width = args[0] / mm
        elif name == "setStrokeColorRGB" and args != (1.0, 1.0, 1.0):
            strokes.append((width, args))
    return strokes


def test_ink_saver_toads_are_dark_and_differ_by_outline():
    """Without fills the toads keep solid black lines (not faded to brown) and
    Black's toad a heavier outline, as Black's disc has the heavier ring."""
    orange, black = toad_strokes("orange", True), toad_strokes("black", True)
    for strokes in (orange, black):
        assert {colour for _, colour in strokes} == {Ink(True).stroke((0.0, 0.0, 0.0))}
    assert max(w for w, _ in black) > max(w for w, _ in orange)
    assert max(w for w, _ in toad_strokes("orange", False)) < max(w for w, _ in orange)


@pytest.mark.parametrize("diameter", [15.0, 20.0, 40.0])
def test_a_toad_standee_foot_fits_on_a_disc(diameter):
    standee = Standee(diameter)
    foot_diagonal = math.hypot(standee.width, 2 * standee.tab)
    assert foot_diagonal <= diameter
    assert standee.length == pytest.approx(2 * (standee.tab + standee.panel))


def test_setup_sheet_marks_the_engine_setup(tmp_path, cli):
    out = tmp_path / "s.pdf"
    cli("setup", "ogama", "--seed", 11, "-o", out)
    position = setup(11)
    words = " ".join(pdf_text(out).split())
    for colour, point in position.ogama.items():
        name = "abcdef"[point[0]] + str(point[1] + 1)
        assert f"{colour.capitalize()}: OGAMA disc and toad on {name}" in words


@pytest.mark.parametrize("max_pitch", [8.0, 11.0, 24.0])  # a pocket diagram, a book's, the board's own
def test_a_pile_height_badge_stays_inside_its_point(max_pitch):
    """A pile's height sits at its disc's lower right, off the disc's letter and inside the point's square,
    on the board's edges too: never across the frame or a neighbour's line (on a board too small for both,
    as in a pocket edition, the letter keeps its room and the badge reaches the square's line at most)."""
    import io

    from reportlab.pdfgen.canvas import Canvas

    from pnp.games.ogama.board import Grid
    from pnp.games.ogama.diagrams import LETTER_HALF, OgamaBoard
    from pnp.games.ogama.rules import BLACK, ORANGE, Position
    from pnp.rulebook.diagrams import badge_size

    piles = {(0, 0): (ORANGE, BLACK), (5, 0): (BLACK, ORANGE, ORANGE), (5, 5): (ORANGE, BLACK), (2, 3): (BLACK, BLACK)}
    drawing = OgamaBoard(Position(6, 6, ORANGE, piles, {}), Text("en"), max_pitch=max_pitch)
    w, h = drawing.size(200.0, 200.0)
    (fw, fh), circles = drawing.frame(), []
    register_fonts()

    class Noting(Surface):
        def circle(self, cx, cy, r, *args, **kwargs):
            circles.append((cx, cy, r, kwargs.get("fill")))
            super().circle(cx, cy, r, *args, **kwargs)

    s = Noting(Canvas(io.BytesIO()), Ink(), 5.5)
    drawing.draw(s, w, h)
    pitch = (w - fw) / 6
    grid = Grid(6, 6, pitch, fw / 2, fh / 2)
    radius = badge_size(EDITION.disc * pitch / EDITION.point, 5.5)[1]
    badges = [(cx, cy) for cx, cy, r, fill in circles if fill == (1.0, 1.0, 1.0) and abs(r - radius) < 1e-6]
    assert len(badges) == len(piles)
    for point in piles:
        px, py = grid.centre(*point)
        near = [(cx, cy) for cx, cy in badges if abs(cx - px) < pitch / 2 and abs(cy - py) < pitch / 2]
        assert len(near) == 1, point
        (cx, cy), = near
        assert cx > px and cy < py  # lower right of the disc
        letter = LETTER_HALF * EDITION.disc * pitch / EDITION.point
        assert max(abs(cx - px), abs(cy - py)) - radius >= letter - 1e-9, point  # off the disc's letter, across or down
        room = pitch / 2 - 0.3 if letter + 2 * radius <= pitch / 2 - 0.3 else pitch / 2 + 0.2  # a tiny board: at the line
        assert max(abs(cx - px), abs(cy - py)) + radius <= room, point


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("paper_name", ["a4", "letter"])
@pytest.mark.parametrize("sheet", ["board", "aid"])
def test_board_and_aid_carry_a_60_turn_tally_per_player(cli, tmp_path, lang, paper_name, sheet):
    """The table rule's tally: 60 boxes for each player beside the board and on each player's aid card,
    and the end rules that say the count comes at 60 turns each."""
    import re

    import pikepdf

    from pnp.games.ogama.rules_board import TURN_LIMIT

    out = tmp_path / f"{sheet}.pdf"
    assert cli(sheet, "ogama", "--seed", 1, "--lang", lang, "--paper", paper_name, "-o", out).exit_code == 0
    text = " ".join(pdf_text(out).replace("\u00a0", " ").split())
    assert re.search(rf"\b{TURN_LIMIT} (turns|ходов)", text)
    with pikepdf.open(out) as pdf:
        content = pdf.pages[0].Contents.read_bytes().decode("latin-1")
    squares = re.findall(r"[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+) re", content)
    boxes = [(w, h) for w, h in squares if w == h and 7 < float(w) < 13]  # 2.5 to 4.4 mm, in points
    assert len(boxes) == 2 * TURN_LIMIT
