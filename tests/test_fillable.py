"""Fillable sheets: fields over the printed boxes, invisible in print, totals kept by script, and read back by `pnp read`."""

import json
import math
import random
import re
import shutil
import subprocess

import pytest
from pypdf import PdfReader, PdfWriter
from reportlab.lib.units import mm

from pnp.games.kukreno import rules as kukreno
from pnp.games.numen import rules as numen
from pnp.engine.coords import cell_name, parse_cell
from pnp.locales import Text
from pnp.games.kukreno import blank as kukreno_blank
from pnp.games.numen import scores as numen_scores
from pnp.render.paper import paper as paper_size
from pnp.sheets.layout import content_box
from conftest import assert_good_pdf, word_boxes

TOLERANCE = 0.05  # mm


def make(cli, tmp_path, *args: str, name: str = "sheet.pdf"):
    out = tmp_path / name
    done = cli(*args, "--seed", "3", "-o", out)
    assert done.exit_code == 0, done.stderr
    return out


def full_name(field) -> str:
    """A field's name with its parents', as viewers and scripts know it."""
    parts = []
    while field is not None:
        parts.insert(0, str(field["/T"]))
        field = field["/Parent"].get_object() if "/Parent" in field else None
    return ".".join(parts)


def widgets(path):
    """Per page, (full name, rect in mm, widget) of every field widget in the page's annotation order."""
    pages = []
    for page in PdfReader(path).pages:
        found = []
        for ref in page.get("/Annots", []):
            widget = ref.get_object()
            found.append((full_name(widget), tuple(float(v) / mm for v in widget["/Rect"]), widget))
        pages.append(found)
    return pages


def rect_of(box):
    return (box.x, box.y, box.right, box.top)


def assert_over(rect, box):
    assert all(math.isclose(a, b, abs_tol=TOLERANCE) for a, b in zip(rect, rect_of(box))), (rect, box)


def drawn_rects(path, page):
    """(x0, y0, x1, y1) in mm of every rectangle drawn directly on a page."""
    data = PdfReader(path).pages[page].get_contents().get_data().decode("latin-1")
    found = []
    for m in re.finditer(r"(\S+) (\S+) (\S+) (\S+) re\b", data):
        x, y, w, h = (float(v) / mm for v in m.groups())
        found.append((x, y, x + w, y + h))
    return found


def is_drawn(rect, rects):
    return any(all(math.isclose(a, b, abs_tol=TOLERANCE) for a, b in zip(rect, r)) for r in rects)


def fill(path, out, values):
    """Fill fields the way a script or a viewer does, and save."""
    writer = PdfWriter(clone_from=path)
    for page in writer.pages:
        writer.update_page_form_field_values(page, values, auto_regenerate=False)
    writer.write(out)
    return out


def read(cli, path):
    """The JSON report; `pnp read` exits 1 exactly when it names a problem, as `pnp check` does."""
    done = cli("read", path, "--json")
    report = json.loads(done.stdout)
    assert done.exit_code == (1 if report["issues"] else 0), done.stderr
    return report


# --- the printed page does not change -------------------------------------------------------

PLAIN_AND_FILLABLE = [
    ("sheet", "kukreno", "--games", "6"),
    ("sheet", "kukreno", "--games", "2", "--mode", "free"),
    ("sheet", "numen", "--games", "3", "--pages", "2"),
    ("board", "numen", "--fill", "none", "--per-page", "2", "--count", "2"),
    ("board", "numen", "--fill", "balanced"),
]


@pytest.mark.parametrize("args", PLAIN_AND_FILLABLE, ids=lambda a: "-".join(a[:4]))
def test_a_fillable_sheet_prints_the_plain_page_with_invisible_empty_fields(cli, tmp_path, args):
    plain = make(cli, tmp_path, *args, name="plain.pdf")
    fillable = make(cli, tmp_path, *args, "--fillable", name="fillable.pdf")
    plain_pages, fillable_pages = PdfReader(plain).pages, PdfReader(fillable).pages
    assert "/AcroForm" not in PdfReader(plain).trailer["/Root"]
    assert [p.get_contents().get_data() for p in plain_pages] == [p.get_contents().get_data() for p in fillable_pages]
    for page in widgets(fillable):
        for name, _, widget in page:
            assert "/BG" not in widget.get("/MK", {}) and "/BC" not in widget.get("/MK", {}), name
            assert "/BS" not in widget, name
            normal = widget["/AP"]["/N"]
            empty = normal["/Off"] if "/Off" in normal else normal
            drawing = empty.get_object().get_data()
            shown = re.findall(rb"\((.*?)\) Tj", drawing)
            painted = re.search(rb"\b(TJ|S|s|f|F|B|b)\b", drawing)
            assert widget["/F"] & 2 or (not painted and all(not t.strip() for t in shown)), name  # hidden, or blank
    assert_good_pdf(fillable)


def test_fields_speak_the_sheets_font(cli, tmp_path):
    out = make(cli, tmp_path, "sheet", "kukreno", "--games", "1", "--fillable")
    form = PdfReader(out).trailer["/Root"]["/AcroForm"]
    fonts = form["/DR"]["/Font"]
    assert [str(f.get_object()["/BaseFont"]) for f in fonts.values()] == ["/PNPFLD+PTSans-Regular"]
    for _, _, widget in widgets(out)[0]:
        if "/DA" in widget:
            assert widget["/DA"].startswith("/PnpField ")
    font = next(iter(fonts.values())).get_object()
    cmap = font["/ToUnicode"].get_data().decode("latin-1")
    for char in "−–ЁЯaz9":  # a score written with a real minus, as the sheet prints it; Russian; ASCII
        assert f"<{ord(char):04X}>" in cmap.upper(), char


# --- placement, names and tab order -------------------------------------------------------------


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("games", [1, 2, 3, 6])
def test_kukreno_fields_lie_on_the_printed_boxes_in_reading_order(cli, tmp_path, games, paper):
    out = make(cli, tmp_path, "sheet", "kukreno", "--games", str(games), "--paper", paper, "--fillable")
    pl = kukreno_blank.plan(games, paper)
    for index, page in enumerate(widgets(out)):
        layout = kukreno_blank.page_layout(pl, index)
        placed = {name: rect for name, rect, _ in page}
        drawn = drawn_rects(out, index)
        for name, rect, widget in page:
            if widget["/FT"] == "/Btn":
                assert is_drawn(rect, drawn), f"{name} is over no printed box"
        order = [name for name, _, _ in page if name not in ("sheet", "mode")]
        for number, slot in layout.slots:
            g = kukreno_blank.game_layout(slot, pl.cell, pl.wide)
            squares = [cell_name(col, row) for row in reversed(range(6)) for col in range(6)]
            names = [f"game{number}.square.{square}" for square in squares]
            first = order.index(names[0])
            assert order[first : first + 36] == names  # row 6 first, a to f: reading order
            for col in range(6):
                for row in range(6):
                    assert_over(placed[f"game{number}.square.{cell_name(col, row)}"], kukreno_blank.square_box(g, pl.cell, col, row))
            outline = (placed[f"game{number}.square.a1"][0], placed[f"game{number}.square.a1"][1],
                       placed[f"game{number}.square.f6"][2], placed[f"game{number}.square.f6"][3])
            assert is_drawn(outline, drawn)  # the squares tile the printed grid
            for s, cells in kukreno_blank.score_cells(g, pl.cell, pl.wide).items():
                for k, box in enumerate(cells["penalties"], start=1):
                    assert_over(placed[f"game{number}.{s}.penalties.{k}"], box)
                for field in kukreno_blank.SCORE_FIELDS:
                    assert_over(placed[f"game{number}.{s}.{field}"], cells[field])
        if layout.match:
            for name, box in kukreno_blank.match_cells(layout.match, games).items():
                assert_over(placed[name], box)
            assert order[-1] == f"match.game{games}.total.o"


@pytest.mark.parametrize(("lang", "field", "says"), [
    ("en", "game3.square.c4", "Game 3, square c4"),
    ("ru", "game3.o.penalties.2", "Партия 3, O: штрафное очко 2"),
    ("en", "match.carried.x", "X: running total, carried over"),
    ("ru", "match.game2.points.o", "O: очки за партию, Партия 2"),
])
def test_every_field_tells_a_screen_reader_what_it_holds(cli, tmp_path, lang, field, says):
    out = make(cli, tmp_path, "sheet", "kukreno", "--games", "4", "--lang", lang, "--fillable")
    tips = {name: widget.get("/TU") for page in widgets(out) for name, _, widget in page}
    assert tips[field] == says
    assert all(tip for name, tip in tips.items() if name not in ("sheet", "mode"))


def test_numen_fields_say_what_they_hold(cli, tmp_path):
    sheet = make(cli, tmp_path, "sheet", "numen", "--games", "1", "--fillable")
    tips = {name: widget.get("/TU") for name, _, widget in widgets(sheet)[0]}
    assert tips["game1.B.steps.4"] == "Game 1, B: Steps 1–6 (all before sealing), step 4"
    assert tips["game1.A.their_points"] == "Game 1, A: Rows of the opponent’s half, 10 points each, points"
    board = make(cli, tmp_path, "board", "numen", "--fill", "none", "--lang", "ru", "--fillable", name="board.pdf")
    tips = {name: widget.get("/TU") for name, _, widget in widgets(board)[0]}
    assert tips["board1.cross.e7"] == "Поле 1: зачеркнуть e7" and tips["board1.eye"] == "Поле 1: цифра Ока"


def test_names_are_fields_only_when_not_printed(cli, tmp_path):
    """Printed names are kept hidden for the reading; who plays X or O and the date stay to be filled in."""
    blank = make(cli, tmp_path, "sheet", "kukreno", "--games", "1", "--fillable")
    named = make(cli, tmp_path, "sheet", "kukreno", "--games", "1", "--names", "Аня,Bob", "--fillable", name="named.pdf")
    assert {"player1.name", "player2.name", "player1.plays.x", "date"} <= {n for n, _, _ in widgets(blank)[0]}
    fields = {n: w for n, _, w in widgets(named)[0]}
    assert {"player1.plays.x", "player1.plays.o", "player2.plays.x", "player2.plays.o", "date"} <= set(fields)
    assert all(int(fields[f"player{i}.printed"]["/F"]) & 2 for i in (1, 2))  # hidden: nothing to type over the print
    assert [p["name"] for p in read(cli, named)["players"]] == ["Аня", "Bob"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_numen_score_fields_lie_on_the_printed_boxes(cli, tmp_path, paper):
    out = make(cli, tmp_path, "sheet", "numen", "--games", "2", "--pages", "2", "--paper", paper, "--fillable")
    area = content_box(paper_size(paper, False))
    for index, page in enumerate(widgets(out)):
        placed = {name: rect for name, rect, _ in page}
        drawn = drawn_rects(out, index)
        order = [name for name, _, _ in page if name != "sheet"]
        for number, block in numen_scores.game_blocks(area, 2, index):
            cells = numen_scores.cell_fields(block)
            for name, box in cells.items():
                assert_over(placed[f"game{number}.{name}"], box)
                if "rows" in name or "steps" in name or name.endswith((".guide", ".sealed")):
                    assert is_drawn(placed[f"game{number}.{name}"], drawn), name
            mine = [n for n in order if n.startswith(f"game{number}.")]
            assert mine == [f"game{number}.date"] + [f"game{number}.{name}" for name in cells]
            assert mine[1:3] == [f"game{number}.A.name", f"game{number}.B.name"]
            assert_over(placed[f"game{number}.date"], numen_scores.date_box(block, Text("en")))


@pytest.mark.parametrize("fill_kind", ["none", "balanced"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_numen_board_fields_lie_on_the_printed_cells(cli, tmp_path, fill_kind, paper):
    out = make(cli, tmp_path, "board", "numen", "--fill", fill_kind, "--paper", paper, "--fillable")
    reader = PdfReader(out)
    page = reader.pages[0]
    data = page.get_contents().get_data().decode("latin-1")
    placing = re.search(r"1 0 0 1 (\S+) (\S+) cm\s*(/FormXob\.nb\S+) Do", data)  # the board's drawing, moved into place
    tx, ty = (float(v) / mm for v in placing.groups()[:2])
    static = page["/Resources"]["/XObject"][placing.group(3)].get_object().get_data().decode("latin-1")
    cells = []
    for m in re.finditer(r"(\S+) (\S+) (\S+) (\S+) re\b", static):
        x, y, w, h = (float(v) / mm for v in m.groups())
        cells.append((x + tx, y + ty, x + w + tx, y + h + ty))
    placed = {name: rect for name, rect, _ in widgets(out)[0]}
    crosses = [n for n in placed if ".cross." in n]
    assert len(crosses) == 30
    for name in numen.PLAYER_CELLS:
        digit = placed.get(f"board1.cell.{name}")
        cross = placed[f"board1.cross.{name}"]
        if fill_kind == "none":
            assert is_drawn(digit, cells), name
            assert digit[2] == pytest.approx(cross[2], abs=TOLERANCE) and digit[3] == pytest.approx(cross[3], abs=TOLERANCE)
        else:
            assert digit is None and is_drawn(cross, cells), name
    assert ("board1.eye" in placed) == (fill_kind == "none")


# --- calculation scripts ----------------------------------------------------------------------


def run_scripts(path, values):
    """Run the sheet's calculation scripts in their order, as a viewer does, with node standing in for it."""
    if not shutil.which("node"):
        pytest.skip("node is not installed")
    form = PdfReader(path).trailer["/Root"]["/AcroForm"]
    fields = [ref.get_object() for ref in form["/CO"]]
    order = [(full_name(field), str(field["/AA"]["/C"]["/JS"])) for field in fields]
    harness = """
const values = %s, order = %s;
const doc = { getField(n) { return { value: n in values ? values[n] : '' }; } };
for (const [name, script] of order) {
  const event = { value: values[name] === undefined ? '' : values[name] };
  new Function('event', script).call(doc, event);
  values[name] = event.value;
}
console.log(JSON.stringify(values));
""" % (json.dumps(values), json.dumps(order))
    done = subprocess.run(["node", "-e", harness], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_kukreno_totals_follow_the_match_rules_in_a_viewer(cli, tmp_path):
    out = make(cli, tmp_path, "sheet", "kukreno", "--games", "3", "--fillable")
    after = run_scripts(out, {
        "match.carried.x": "4",
        "game1.x.lines3": "2", "game1.x.lines4": "1",
        "game1.o.penalties.1": "Yes", "game1.o.penalties.2": "Yes", "game1.o.penalties.3": "Yes",
        "game1.o.penalties.4": "Off",
        "game2.o.lines5": "1",
    })
    assert after["game1.x.points"] == 4 and after["match.game1.points.x"] == 4
    assert after["match.game1.total.x"] == 8 and after["match.game2.total.x"] == 8
    assert after["game1.o.finish"] == "-1" and after["match.game1.total.o"] == 0
    assert after["game2.o.points"] == 3 and after["match.game2.total.o"] == 3
    assert after["match.game3.total.x"] == "" and after["game3.x.points"] == ""  # not played yet: left blank


def test_numen_totals_follow_the_advanced_rules_in_a_viewer(cli, tmp_path):
    out = make(cli, tmp_path, "sheet", "numen", "--games", "1", "--fillable")
    after = run_scripts(out, {
        "game1.A.own_rows.row1": "Yes", "game1.A.own_rows.row3": "Yes", "game1.A.their_rows.row6": "Yes",
        "game1.A.sealed": "Yes", "game1.B.own_rows.row5": "Off",
    })
    assert (after["game1.A.own_points"], after["game1.A.their_points"], after["game1.A.sealed_points"]) == (2, 10, 15)
    assert after["game1.A.total"] == 27 and after["game1.B.total"] == ""


# --- filled in and read back -------------------------------------------------------------------


def played_match(games: int, seed: int) -> kukreno.Match:
    return kukreno.play_match(kukreno.roll_dice(random.Random(seed)), games)


def match_values(match: kukreno.Match) -> dict[str, str]:
    """A match written into the blank's fields exactly as the rules score it."""
    values = {"player1.name": "Аня", "player1.plays.x": "/Yes", "player2.name": "Boris", "player2.plays.o": "/Yes"}
    for n, (game, total) in enumerate(zip(match.games, match.totals), start=1):
        values[f"game{n}.started.{game.starter.lower()}"] = "/Yes"
        for (col, row), symbol in game.grid.items():
            values[f"game{n}.square.{cell_name(col, row)}"] = symbol
        lines = kukreno.find_lines(game.grid)
        for s in kukreno.SYMBOLS:
            low = s.lower()
            for k in range(1, game.penalties[s] + 1):
                values[f"game{n}.{low}.penalties.{k}"] = "/Yes"
            for length in (3, 4, 5):
                values[f"game{n}.{low}.lines{length}"] = str(sum(1 for li in lines if li.symbol == s and len(li.cells) == length))
            values[f"game{n}.{low}.points"] = str(game.points[s])
            if game.penalties[s] >= kukreno.PENALTY_LIMIT:
                values[f"game{n}.{low}.finish"] = "-1"
            values[f"match.game{n}.points.{low}"] = str(game.points[s])
            values[f"match.game{n}.total.{low}"] = str(total[s])
    return values


@pytest.mark.parametrize("seed", [1, 5, 11])
def test_a_filled_kukreno_blank_reads_back_exactly(cli, tmp_path, seed):
    match = played_match(4, seed)
    blank = make(cli, tmp_path, "sheet", "kukreno", "--games", "4", "--fillable")
    report = read(cli, fill(blank, tmp_path / "filled.pdf", match_values(match)))
    assert report["issues"] == []
    assert report["players"] == [{"name": "Аня", "plays": "X"}, {"name": "Boris", "plays": "O"}]
    assert [g["grid"] for g in report["games"]] == [kukreno.format_grid(g.grid).splitlines() for g in match.games]
    assert [g["penalties"] for g in report["games"]] == [g.penalties for g in match.games]
    assert [g["started"] for g in report["games"]] == match.starters
    assert [g["winner"] for g in report["games"]] == [g.winner for g in match.games]
    assert [g["totals"] for g in report["games"]] == match.totals
    assert report["match"]["totals"] == match.totals[-1]


def test_entries_that_disagree_with_the_rules_are_pointed_out(cli, tmp_path):
    match = played_match(2, 5)
    values = match_values(match)
    game = match.games[0]
    values["game1.x.points"] = str(game.points["X"] + 2)
    values["match.game2.total.o"] = str(match.totals[1]["O"] + 1)
    free = next(cell_name(c, r) for c in range(6) for r in range(6) if (c, r) not in game.grid)
    values[f"game1.square.{free}"] = "X"  # a square nobody rolled: the rolls no longer match
    free2 = next(cell_name(c, r) for c in range(6) for r in range(6) if (c, r) not in match.games[1].grid)
    values[f"game2.square.{free2}"] = "Z"
    blank = make(cli, tmp_path, "sheet", "kukreno", "--games", "2", "--fillable")
    filled = fill(blank, tmp_path / "filled.pdf", values)
    issues = {issue["field"]: issue for issue in read(cli, filled)["issues"]}
    assert {"game1.x.points", "match.game2.total.o", "game1.square", f"game2.square.{free2}"} <= set(issues)
    scored = kukreno.score({**game.grid, parse_cell(free): "X"})["X"]  # the grid as filled in, extra square and all
    assert issues["game1.x.points"]["expected"] == scored
    text = cli("read", filled)
    assert text.exit_code == 1 and "game1.x.points: written" in text.stdout and "disagree" in text.stdout
    russian = cli("read", filled, "--lang", "ru")
    assert f"game1.x.points: записано '{values['game1.x.points']}', по правилам {scored}" in russian.stdout


def test_lines_no_game_could_end_with_are_pointed_out(cli, tmp_path):
    blank = make(cli, tmp_path, "sheet", "kukreno", "--games", "1", "--fillable")
    two_lines = {f"game1.square.{c}": "X" for c in ("a1", "b1", "c1", "a4", "b4", "c4")}
    two_lines.update({f"game1.square.{c}": "O" for c in ("a2", "d2", "f2", "b5", "e5", "f6")})
    issues = read(cli, fill(blank, tmp_path / "filled.pdf", two_lines))["issues"]
    assert [i["field"] for i in issues] == ["game1.square"]
    assert issues[0]["written"] == "a1 a4 b1 b4 c1 c4"


def test_a_filled_numen_score_sheet_reads_back_with_its_totals(cli, tmp_path):
    sheet = make(cli, tmp_path, "sheet", "numen", "--games", "2", "--fillable")
    values = {
        "game1.A.name": "Аня", "game1.A.guide": "/Yes", "game1.A.own_rows.row2": "/Yes", "game1.A.their_rows.row7": "/Yes",
        "game1.B.own_rows.row5": "/Yes", "game1.B.own_rows.row6": "/Yes",
        **{f"game1.B.steps.{k}": "/Yes" for k in range(1, 7)}, "game1.B.sealed": "/Yes",
        "game1.A.own_points": "1", "game1.A.their_points": "10", "game1.A.total": "11", "game1.B.total": "20",
    }
    report = read(cli, fill(sheet, tmp_path / "filled.pdf", values))
    assert [g["game"] for g in report["games"]] == [1]
    a, b = report["games"][0]["A"], report["games"][0]["B"]
    assert (a["name"], a["guide"], a["own_rows"], a["their_rows"], a["total"]) == ("Аня", True, [2], [7], 11)
    assert (b["own_rows"], b["steps"], b["sealed"], b["total"]) == ([5, 6], [1, 2, 3, 4, 5, 6], True, 17)
    assert report["games"][0]["winner"] == "B"
    assert [i["field"] for i in report["issues"]] == ["game1.B.total"]


def test_a_wrong_numen_row_sum_is_explained_with_the_rules_points(cli, tmp_path):
    sheet = make(cli, tmp_path, "sheet", "numen", "--games", "1", "--fillable")
    filled = fill(sheet, tmp_path / "filled.pdf", {"game1.A.own_rows.row2": "/Yes", "game1.A.own_points": "10"})
    english = cli("read", filled)
    assert f"expected {numen.OWN_ROW_POINTS}: {numen.OWN_ROW_POINTS} point for each row of your own half" in english.stdout
    russian = cli("read", filled, "--lang", "ru")
    assert f"по {numen.OWN_ROW_POINTS} очку за каждый ряд своей половины" in russian.stdout


def test_a_filled_blank_numen_board_reads_back_with_its_halves(cli, tmp_path):
    board = make(cli, tmp_path, "board", "numen", "--fill", "none", "--fillable")
    setup = numen.make_setup("balanced", 9)
    values = {f"board1.cell.{name}": str(digit) for name, digit in setup.cells.items()}
    values["board1.eye"] = str(setup.eye)
    crossed = list(numen.A_CELLS) + list(numen.B_CELLS[:4])
    values.update({f"board1.cross.{name}": "/Yes" for name in crossed})
    report = read(cli, fill(board, tmp_path / "filled.pdf", values))
    b = report["boards"][0]
    assert b["digits"] == setup.cells and b["eye"] == setup.eye and b["crossed"] == sorted(crossed)
    assert b["halves"]["A"]["cleared"] and b["halves"]["A"]["crossed"] == 15
    assert b["halves"]["B"]["crossed"] == 4 and list(b["halves"]["B"]["counts"]) == list(setup.counts("B"))
    assert report["issues"] == []


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("per_page", [1, 2])
def test_numen_name_lines_and_guide_boxes_are_fields_turned_with_their_half(cli, tmp_path, lang, per_page):
    """Each half's Name line and Guide box are fields lying on what is printed there; B's, like B's labels,
    face the player across the table (widget rotation 180); the names and the Guide come back from `pnp read`."""
    board = make(cli, tmp_path, "board", "numen", "--fill", "none", "--count", per_page, "--per-page", per_page,
                 "--lang", lang, "--fillable")
    placed = {name: (rect, widget) for name, rect, widget in widgets(board)[0]}
    for n in range(1, per_page + 1):
        for side in "AB":
            for kind in ("name", "guide"):
                rect, widget = placed[f"board{n}.{side}.{kind}"]
                rotation = int(widget["/MK"].get("/R", 0)) if "/MK" in widget else 0
                assert rotation == (180 if side == "B" else 0), (n, side, kind)
        a_name, b_name = placed[f"board{n}.A.name"][0], placed[f"board{n}.B.name"][0]
        assert a_name[2] - a_name[0] > 12 and b_name[2] - b_name[0] == pytest.approx(a_name[2] - a_name[0], abs=0.01)
        assert b_name[1] > a_name[3]  # B's strip at the far edge of the board
    guide_word = "Guide" if lang == "en" else "Проводник"
    guides = [w for w in word_boxes(board) if w[0] == 0 and w[1] == guide_word]
    for side in "AB":
        box = placed[f"board1.{side}.guide"][0]
        assert any(abs((w[3] + w[5]) / 2 - (box[1] + box[3]) / 2) < 2.5 and min(abs(w[2] - box[2]), abs(w[4] - box[0])) < 3
                   for w in guides), side  # the word Guide beside its box, on its side of the box
    names = {"board1.A.name": "Анна" if lang == "ru" else "Ann", "board1.B.name": "Boris", "board1.B.guide": "/Yes"}
    report = read(cli, fill(board, tmp_path / "filled.pdf", names))
    halves = report["boards"][0]["halves"]
    assert (halves["A"]["name"], halves["B"]["name"]) == (names["board1.A.name"], "Boris")
    assert (halves["A"]["guide"], halves["B"]["guide"]) == (False, True)
    both = read(cli, fill(board, tmp_path / "both.pdf", {"board1.A.guide": "/Yes", "board1.B.guide": "/Yes"}))
    assert [i["rule"] for i in both["issues"]] == ["one_guide"]


def test_the_field_font_writes_a_minus(cli, tmp_path):
    """A score or a note typed with a real minus (U+2212) shows: the field font carries the glyph."""
    board = make(cli, tmp_path, "board", "numen", "--fill", "none", "--fillable")
    fonts = PdfReader(board).trailer["/Root"]["/AcroForm"]["/DR"]["/Font"]
    cmap = next(iter(fonts.values())).get_object()["/ToUnicode"].get_object().get_data().decode("latin-1")
    assert "2212" in cmap.upper()


def test_a_pre_filled_board_reads_back_its_printed_digits(cli, tmp_path):
    board = make(cli, tmp_path, "board", "numen", "--fill", "balanced", "--fillable")
    report = read(cli, fill(board, tmp_path / "filled.pdf", {"board1.cross.a1": "/Yes"}))
    b = report["boards"][0]
    printed = numen.make_setups("balanced", 3, 1)[0]
    assert b["digits"] == printed.cells and b["eye"] == printed.eye and b["crossed"] == ["a1"]
    assert b["halves"]["A"]["written"] == 15 and b["halves"]["A"]["crossed"] == 1


@pytest.mark.parametrize("content", [b"", b"%PDF-1.4\nnot really", b"hello"])
def test_a_file_that_is_not_a_pdf_is_one_line_and_exit_2(cli, tmp_path, content):
    bad = tmp_path / "bad.pdf"
    bad.write_bytes(content)
    done = cli("read", bad)
    assert done.exit_code == 2 and done.stdout == ""
    assert done.stderr.startswith("pnp: error: ") and done.stderr.count("\n") == 1


def test_a_plain_sheet_or_a_missing_file_is_refused(cli, tmp_path):
    plain = make(cli, tmp_path, "sheet", "kukreno", "--games", "1")
    for path in (plain, tmp_path / "missing.pdf"):
        done = cli("read", path)
        assert done.exit_code == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "--fillable" in cli("read", plain).stderr
