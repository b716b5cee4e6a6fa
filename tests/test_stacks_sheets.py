"""Signed Stacks sheets: boards (one page and tiled), the wild map, tokens and setups; real sizes, words, bytes."""

import html
import re
import subprocess
from collections import Counter

import pytest

from pnp.games.stacks.rules import TOKEN_SETS, balanced_setup
from pnp.render.document import PrintOptions, part_bytes
from pnp.render.paper import paper
from pnp.sheets.layout import content_box
from pnp.games.stacks import tokens as stacks_tokens
from pnp.games.stacks.board import CELL, GLUE, MARK_ROOM, SIDES, TILE_HEADER, TOKEN, board_part, plan_board
from pnp.games.stacks.pieces import draw_face
from pnp.games.stacks.setup_sheet import setup_part
from pnp.games.stacks.tokens import token_layout, tokens_part
from pnp.games.stacks.wild_sheet import wild_map_part
from pnp.locales import Text
from pnp.render.fonts import CAP_HEIGHT, register_fonts
from pnp.render.surface import WEIGHTS_MM, Ink, Surface
from pnp.sheets.layout import Box
from reportlab.lib.units import mm as POINTS_PER_MM
from conftest import FILL_OPERATORS, POPPLER, assert_good_pdf, painting_operators, pdf_page_size_mm, pdf_pages, pdf_text, word_boxes

PT = 25.4 / 72  # millimetres per point
WORDS = {"en": ("Signed Stacks", "White", "Black"), "ru": ("Столбики со знаком", "Белые", "Чёрные")}


def words(path, page: int) -> list[tuple[str, float, float]]:
    """(text, centre x, centre y) in mm from the page's bottom-left, for every word pdftotext finds."""
    if not POPPLER:
        pytest.skip("poppler-utils is not installed")
    out = subprocess.run(["pdftotext", "-bbox", "-f", str(page), "-l", str(page), str(path), "-"],
                         capture_output=True, text=True, check=True).stdout
    height = float(re.search(r'<page width="[\d.]+" height="([\d.]+)"', out)[1])
    found = []
    for x0, y0, x1, y1, word in re.findall(r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<', out):
        found.append((html.unescape(word), (float(x0) + float(x1)) / 2 * PT, (height - (float(y0) + float(y1)) / 2) * PT))
    return found


def values(path, page: int, sign: str) -> list[tuple[int, float, float]]:
    """Token values printed with `sign` (+ or −) on a page: (magnitude, x, y)."""
    return [(int(w[1:]), x, y) for w, x, y in words(path, page) if re.fullmatch(re.escape(sign) + r"\d+", w)]


# --- Boards -----------------------------------------------------------------------------


TALLY = {"en": ("Turn tally", "White’s turns", "Black’s turns", "a claimed third repetition"),
         "ru": ("Счётчик ходов", "Ходы белых", "Ходы чёрных", "заявленное третье повторение")}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_the_board_carries_a_60_turn_tally_per_side_and_says_who_claims_a_repetition(tmp_path, lang, paper_name):
    """Sixty boxes per side, drawn as hairline squares under the board, with the line that says to tick one
    per turn, a pass included; the reminder says either player may claim the third repetition."""
    import pikepdf

    from pnp.games.stacks.rules import TURN_LIMIT

    out = tmp_path / "b.pdf"
    out.write_bytes(part_bytes(board_part(8, 8, PrintOptions(lang, paper_name, seed=1)))[0])
    text = re.sub(r"\s+", " ", pdf_text(out))
    for words in TALLY[lang]:
        assert words in text
    assert f"{TURN_LIMIT}" in text.split(TALLY[lang][0])[1][:200]
    with pikepdf.open(out) as pdf:
        content = pdf.pages[0].Contents.read_bytes().decode("latin-1")
    squares = re.findall(r"[\d.]+ [\d.]+ ([\d.]+) ([\d.]+) re", content)
    tally = [(w, h) for w, h in squares if w == h and 8 < float(w) < 13]  # 3 to 4.4 mm boxes, in points
    assert len(tally) == 2 * TURN_LIMIT


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_default_board_is_one_portrait_page(cli, tmp_path, lang, paper_name):
    out = tmp_path / "b.pdf"
    result = cli("board", "stacks", "--lang", lang, "--paper", paper_name, "--seed", "3", "-o", out)
    assert result.exit_code == 0, result.stderr
    assert_good_pdf(out)
    assert pdf_pages(out) == 1
    w, h = pdf_page_size_mm(out)
    assert w < h
    text = pdf_text(out)
    for word in WORDS[lang] + ("1–2", "7–8", "|value + T| ≤ 10" if lang == "en" else "|v + T| ≤ 10"):
        assert word in text
    rows: dict[float, dict[str, float]] = {}
    for w, x, y in words(out, 1):
        if len(w) == 1 and w in "abcdefgh":
            rows.setdefault(round(y, 2), {})[w] = x
    letters = next(row for row in rows.values() if sorted(row) == list("abcdefgh"))  # the column letters
    assert letters["h"] - letters["a"] == pytest.approx(7 * CELL, abs=0.01)  # real 23 mm cells


def test_cells_hold_a_token_with_room_and_the_default_board_fits_both_papers():
    assert CELL >= TOKEN + 2
    for paper_name in ("a4", "letter"):
        plan = plan_board(8, 8, paper_name)
        assert not plan.tiled and not plan.landscape
        w, h = plan.tiles[0].size
        area = content_box(paper(paper_name))
        assert w <= area.w and h <= area.h


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_every_size_tiles_within_the_page_with_overlapping_tiles(paper_name):
    for width in SIDES:
        for height in SIDES:
            plan = plan_board(width, height, paper_name)
            area = content_box(paper(paper_name, plan.landscape))
            gw, gh = plan.grid.size
            tiles = {(t.col, t.row): t for t in plan.tiles}
            assert len(tiles) == plan.cols * plan.rows
            for (col, row), tile in tiles.items():
                if plan.tiled:
                    assert tile.size[0] <= area.w - 2 * MARK_ROOM + 1e-6
                    assert tile.size[1] <= area.h - TILE_HEADER - 2 * MARK_ROOM + 1e-6
                if (col + 1, row) in tiles:
                    right = tiles[col + 1, row]
                    assert tile.x1 - right.x0 == pytest.approx(GLUE)  # the strip lies under the next tile
                    assert tile.glue_x == pytest.approx(right.x0)
                    assert (right.y0, right.y1) == (tile.y0, tile.y1)
                if (col, row + 1) in tiles:
                    above = tiles[col, row + 1]
                    assert tile.y1 - above.y0 == pytest.approx(GLUE)
                    assert tile.glue_y == pytest.approx(above.y0)
            assert min(t.x0 for t in plan.tiles) == 0 and max(t.x1 for t in plan.tiles) == pytest.approx(gw)
            assert min(t.y0 for t in plan.tiles) == 0 and max(t.y1 for t in plan.tiles) == pytest.approx(gh)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_tiled_twelve_by_twelve(cli, tmp_path, lang, paper_name):
    out = tmp_path / "t.pdf"
    result = cli("board", "stacks", "--size", "12x12", "--lang", lang, "--paper", paper_name, "--seed", "3", "-o", out)
    assert result.exit_code == 0, result.stderr
    assert_good_pdf(out)
    assert pdf_pages(out) == 4
    text = pdf_text(out)
    glue = {"en": "glue here", "ru": "клей сюда"}[lang]
    assert text.count(glue) == 4  # A1 has two strips, B1 and A2 one each, B2 none
    for name in ("A1 (1", "B1 (2", "A2 (3", "B2 (4"):
        assert name in text
    assert "11–12" in text


def test_landscape_when_it_saves_sheets():
    plan = plan_board(10, 10, "a4")
    assert plan.landscape and len(plan.tiles) == 2


def test_wild_map_pages(cli, tmp_path):
    for lang, legend in (("en", "Black’s start zone"), ("ru", "стартовая зона чёрных")):
        for paper_name in ("a4", "letter"):
            out = tmp_path / f"w-{lang}-{paper_name}.pdf"
            result = cli("board", "stacks", "--wild", "--seed", "12", "--lang", lang, "--paper", paper_name, "-o", out)
            assert result.exit_code == 0, result.stderr
            assert_good_pdf(out)
            text = pdf_text(out)
            assert legend in text
            found = {w for w, _, _ in words(out, 1)}
            assert {f"r{i}" for i in range(1, 45)} <= found


def test_wild_labels_sit_on_the_map_anchors(tmp_path):
    from pnp.games.stacks.wild import MAP_HEIGHT, MAP_WIDTH, build_map
    from pnp.render.document import write_part
    from pnp.render.frame import FRAME_TOP
    from pnp.games.stacks.wild_sheet import CLEARANCE, MAX_HEADER

    out = tmp_path / "w.pdf"
    write_part(out, wild_map_part(5, 30, PrintOptions(seed=5, paper="letter")))
    wild = build_map(5, 30)
    area = content_box(paper("letter"))
    header = min(MAX_HEADER, area.top - FRAME_TOP - CLEARANCE - MAP_HEIGHT)
    x0, y0 = area.x + (area.w - MAP_WIDTH) / 2, area.top - header - MAP_HEIGHT
    assert y0 >= FRAME_TOP + 2.0  # the real-size map clears the scale bar on Letter
    about = [w for w in word_boxes(out) if w[3] > y0 + MAP_HEIGHT]
    assert about and min(w[3] for w in about) >= y0 + MAP_HEIGHT + 2.0  # and the header text above it
    labels = {w: (x, y) for w, x, y in words(out, 1) if re.fullmatch(r"r\d+", w)}
    free = set(wild.free)
    for name, (ax, ay) in zip(wild.names, wild.anchors):
        x, y = labels[name]
        assert x == pytest.approx(x0 + ax, abs=0.05)
        assert y - (y0 + ay) == pytest.approx(0 if name in free else 1.6, abs=0.3)


# --- Tokens -----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_fold_and_glue_backs_land_on_their_fronts(cli, tmp_path, lang, paper_name):
    out = tmp_path / "f.pdf"
    result = cli("tokens", "stacks", "--lang", lang, "--paper", paper_name, "--seed", "2", "-o", out)
    assert result.exit_code == 0, result.stderr
    assert_good_pdf(out)
    assert WORDS[lang][0] in pdf_text(out)
    layout, _ = token_layout(paper_name)
    assert pdf_pages(out) == layout.pages
    for p in layout.placements:
        assert p.back_page == p.page
        assert (p.back.x + p.back.w / 2) - layout.fold_x == pytest.approx(layout.fold_x - (p.front.x + p.front.w / 2), abs=0.01)
        assert p.back.y == pytest.approx(p.front.y, abs=0.01)
    printed = 0
    for page in range(1, layout.pages + 1):
        fronts, backs = values(out, page, "+"), values(out, page, "−")
        assert len(fronts) == len(backs)
        for value, x, y in fronts:  # on paper too: each back's value is the front's, mirrored across the fold
            assert any(v == value and abs(bx - (2 * layout.fold_x - x)) < 0.01 and abs(by - y) < 0.01 for v, bx, by in backs)
        printed += len(fronts)
    assert printed == 2 * len(TOKEN_SETS["classic"])


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_duplex_backs_are_mirrored_and_shifted_by_the_offset(cli, tmp_path, paper_name):
    out = tmp_path / "d.pdf"
    result = cli("tokens", "stacks", "--duplex", "--back-offset", "1.5,-2", "--set", "sequence", "--paper", paper_name,
                 "--lang", "ru", "--seed", "2", "-o", out)
    assert result.exit_code == 0, result.stderr
    assert_good_pdf(out)
    assert pdf_pages(out) == 2
    width = paper(paper_name).width
    layout, _ = token_layout(paper_name, "sequence", duplex=True, back_offset=(1.5, -2.0))
    for p in layout.placements:
        assert (p.page, p.back_page) == (0, 1)
        assert p.back.x == pytest.approx(width - p.front.right + 1.5, abs=0.01)
        assert p.back.y == pytest.approx(p.front.y - 2.0, abs=0.01)
    fronts, backs = values(out, 1, "+"), values(out, 2, "−")
    assert not values(out, 2, "+") and not values(out, 1, "−")
    assert Counter(v for v, _, _ in fronts) == Counter(v for v, _, _ in backs) == Counter(2 * list(TOKEN_SETS["sequence"]))
    for value, x, y in fronts:
        assert any(v == value and abs(bx - (width - x + 1.5)) < 0.01 and abs(by - (y - 2.0)) < 0.01 for v, bx, by in backs)


@pytest.mark.parametrize("set_name", ["classic", "sequence"])
@pytest.mark.parametrize("diameter", [16.0, 20.0, 25.0])
def test_token_counts_and_diameter(set_name, diameter):
    layout, tokens = token_layout("a4", set_name, diameter, blanks=3)
    assert len(layout.placements) == len(tokens)
    for colour in ("white", "black"):
        mine = [t.value for t in tokens if t.colour == colour]
        assert Counter(v for v in mine if v is not None) == Counter(TOKEN_SETS[set_name])
        assert mine.count(None) == 3
    for p in layout.placements:
        assert p.front.w == p.front.h == p.back.w == p.back.h == diameter


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
@pytest.mark.parametrize("duplex", [False, True])
@pytest.mark.parametrize("diameter", [16.0, 20.0, 25.0])
def test_a_token_set_on_several_pages_gives_each_side_its_own(paper_name, duplex, diameter):
    """Both sides on one page when they fit; otherwise Black starts a fresh page (or sheet), so the last
    page is not a few tokens on an empty sheet."""
    layout, tokens = token_layout(paper_name, "classic", diameter, duplex)
    pages = {colour: {p.page for p, t in zip(layout.placements, tokens) if t.colour == colour} for colour in ("white", "black")}
    if layout.placements[-1].page == 0:
        assert pages["white"] == pages["black"] == {0}
    else:
        assert max(pages["white"]) < min(pages["black"])
        per_page = Counter(p.page for p in layout.placements)
        assert per_page[min(pages["black"])] >= per_page[0] // 2


class Recorder:
    """A stand-in surface that keeps every circle drawn."""

    class Ink:
        saver = False

    ink = Ink()

    def __init__(self):
        self.circles = []

    def circle(self, cx, cy, r, *args, **kwargs):
        self.circles.append((cx, cy, r, kwargs.get("fill")))

    def line(self, *args, **kwargs):
        pass

    def centred_text(self, *args, **kwargs):
        pass


@pytest.mark.parametrize("colour", ["white", "black"])
def test_a_token_is_cut_at_its_diameter(colour):
    s = Recorder()
    draw_face(s, 50, 60, 20.0, colour, 7, bleed=stacks_tokens.BLEED)
    cut = [r for cx, cy, r, fill in s.circles if fill is None]
    assert max(cut) == pytest.approx(10.0)
    assert s.circles[-1][2:] == (10.0, None)  # the cut line is drawn last, on top of the face
    assert all((cx, cy) == (50, 60) for cx, cy, _, _ in s.circles)
    filled = [r for _, _, r, fill in s.circles if fill is not None]
    assert filled == ([10.0 + stacks_tokens.BLEED] if colour == "black" else [])
    assert stacks_tokens.BLEED >= 1.5


def test_tokens_refusals(cli):
    assert "--duplex" in cli("tokens", "stacks", "--back-offset", "1,1").stderr
    assert cli("tokens", "stacks", "--duplex", "--back-offset", "x").exit_code == 2
    assert cli("tokens", "stacks", "--diameter", "50").exit_code == 2


# --- Setup sheets, ink-saver, reproducible bytes -----------------------------------------


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_setup_sheet_shows_every_value(cli, tmp_path, lang, paper_name):
    out = tmp_path / "s.pdf"
    result = cli("setup", "stacks", "--seed", "6", "--lang", lang, "--paper", paper_name, "-o", out)
    assert result.exit_code == 0, result.stderr
    assert_good_pdf(out)
    shown = Counter(v for v, _, _ in values(out, 1, "+"))
    assert shown - Counter({7: 2}) == Counter(2 * list(TOKEN_SETS["classic"]))  # the legend's two +7 samples
    assert "pnp setup" not in pdf_text(out) and "--" not in pdf_text(out)


def test_wild_setup_sheet(cli, tmp_path):
    out = tmp_path / "w.pdf"
    assert cli("setup", "stacks", "--wild", "--set", "sequence", "--seed", "6", "-o", out).exit_code == 0
    assert_good_pdf(out)
    shown = Counter(v for v, _, _ in values(out, 1, "+"))
    assert shown - Counter({7: 2}) == Counter(2 * list(TOKEN_SETS["sequence"]))


def test_ink_saver_draws_no_filled_areas(tmp_path):
    from pnp.render.document import write_part

    options, saver = PrintOptions(seed=1), PrintOptions(seed=1, ink_saver=True)
    makers = [
        lambda o: board_part(8, 8, o),
        lambda o: board_part(12, 12, o),
        lambda o: tokens_part(o),
        lambda o: setup_part(balanced_setup(1), o),
        lambda o: wild_map_part(1, 44, o),
    ]
    for k, make in enumerate(makers):
        full, light = tmp_path / f"full{k}.pdf", tmp_path / f"light{k}.pdf"
        write_part(full, make(options))
        write_part(light, make(saver))
        if k != 4:  # the map has no fills to lose
            assert painting_operators(full) & FILL_OPERATORS
        assert not painting_operators(light) & FILL_OPERATORS


def test_same_seed_same_bytes():
    options = PrintOptions("ru", "letter", 8)
    for make in (lambda o: board_part(12, 12, o), lambda o: wild_map_part(8, 44, o), lambda o: tokens_part(o, duplex=True),
                 lambda o: setup_part(balanced_setup(8), o)):
        assert part_bytes(make(options)) == part_bytes(make(options))
    assert part_bytes(wild_map_part(8, 44, options)) != part_bytes(wild_map_part(9, 44, options))


def test_parts_are_named_for_kits():
    options = PrintOptions(seed=1)
    assert [p.slug for p in (board_part(8, 8, options), wild_map_part(1, 44, options), tokens_part(options),
                             setup_part(balanced_setup(1), options))] == ["stacks-board", "stacks-map", "stacks-tokens", "stacks-setup"]


class Noting(Surface):
    """A real surface that also notes each circle (centre, radius) and each text (x, baseline, words, size) drawn."""

    def __init__(self, min_text: float):
        import io

        from reportlab.pdfgen.canvas import Canvas

        register_fonts()
        super().__init__(Canvas(io.BytesIO()), Ink(), min_text)
        self.circles, self.texts, self.lines = [], [], []

    def circle(self, cx, cy, r, *args, **kwargs):
        self.circles.append((cx, cy, r))
        super().circle(cx, cy, r, *args, **kwargs)

    def text(self, x, y, s, size, *args, **kwargs):
        self.texts.append((x, y, s, max(size, self.min_text)))
        return super().text(x, y, s, size, *args, **kwargs)

    def line(self, x1, y1, x2, y2, weight="normal", *args, **kwargs):
        self.lines.append((y1, WEIGHTS_MM[weight]))
        super().line(x1, y1, x2, y2, weight, *args, **kwargs)


@pytest.mark.parametrize("width", [60.0, 120.0, 180.0])  # a book's diagram to the real-size map
def test_wild_setup_labels_stand_clear_of_their_tokens(width):
    """Each occupied region's label stands above its token's ring, not on it, however small the diagram."""
    from pnp.games.stacks.rules import wild_setup
    from pnp.games.stacks.setup_sheet import draw_wild_setup

    position = wild_setup(1)
    s = Noting(5.5)
    draw_wild_setup(s, position, Box(0, 0, width, width * 4 / 3), Text("en"))
    rings = {}
    for cx, cy, r in s.circles:  # a token's cut circle is the largest circle drawn round its centre
        key = (round(cx, 3), round(cy, 3))
        rings[key] = max(r, rings.get(key, 0.0))
    labels = [(x, y) for x, y, words, _ in s.texts if re.fullmatch(r"r\d+", words)]
    assert len(labels) >= len(position.stacks)
    near = 0
    for (cx, cy), r in rings.items():
        above = [y for x, y in labels if abs(x - cx) < 0.01 and y > cy]
        if above:
            near += 1
            assert min(above) - (cy + r) >= 0.5, (width, cx, cy)
    assert near == len(position.stacks)


@pytest.mark.parametrize("size", [5.5, 7.0, 9.0, 12.0, 18.6, 30.0])
def test_the_6_and_9_bar_never_touches_its_digit(size):
    from pnp.games.stacks.pieces import UNDERLINE_GAP, underline_digit

    s = Noting(0.0)
    underline_digit(s, 50.0, 50.0, "+6", size)
    (y, width), = s.lines
    baseline = 50.0 - CAP_HEIGHT / 2 * size / POINTS_PER_MM
    assert baseline - (y + width / 2) >= UNDERLINE_GAP - 1e-9
    assert baseline - (y - width / 2) <= 0.3 * size / POINTS_PER_MM  # within a descender's depth, clear of the ring


@pytest.mark.parametrize("lang, word", [("en", "fold"), ("ru", "сгиб")])
@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_the_fold_label_stands_clear_above_its_line(tmp_path, lang, word, paper_name):
    from pnp.sheets.two_sided import fold_segment

    out = tmp_path / "t.pdf"
    out.write_bytes(part_bytes(tokens_part(PrintOptions(lang, paper_name, seed=1)))[0])
    layout, _ = token_layout(paper_name)
    for page in range(layout.pages):
        fold = fold_segment(layout, page)
        labels = [w for w in word_boxes(out) if w[0] == page and w[1] == word]
        assert fold is not None and len(labels) == 1
        _, _, x0, y0, x1, _ = labels[0]
        assert x0 < fold.x1 < x1 and y0 >= max(fold.y1, fold.y2) + 0.5
