"""KuKreNo result blank and roll table: words in both languages, names printed literally, real cell sizes, bytes."""

import math
import re

import pytest

from pnp.render.paper import SAFE_MARGIN
from pnp.render.paper import paper as paper_size
from pnp.games.kukreno.blank import GAME_COUNTS, MIN_CELL, cell_size, plan
from pnp.games.kukreno.rolls import COLS, rows_per_column
from pnp.sheets.layout import content_box
from conftest import FILL_OPERATORS, assert_good_pdf, painting_operators, pdf_page_size_mm, pdf_pages, pdf_text

PT = 72 / 25.4  # points per mm
SPECIAL = "Аня <b>&amp; Ёж"
LONG = "Александра-Мария Константинопольская-Щербатова фон Шёнберг"
WORDS = {
    "en": ["KuKreNo", "result blank", "Player", "Date", "started by", "penalty points", "lines of 3",
           "lines of 5", "3 penalties", "this game", "Match", "carried over", "X: running total",
           "O: running total", "the white die gives the column", "print at 100%", "layout no. 5"],
    "ru": ["КуКреНо", "бланк результатов", "Игрок", "Дата", "начинает", "штрафные очки", "линии из 3",
           "линии из 5", "3 штрафа", "за партию", "Матч", "перенос", "X: общий счёт", "O: общий счёт",
           "белый задаёт столбец", "третье штрафное очко", "масштабе 100 %", "вариант № 5"],
}


def blank(cli, path, *args):
    result = cli("sheet", "kukreno", "--seed", "5", "-o", path, *args)
    assert result.exit_code == 0, result.stderr
    return result


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("games", [1, 6, 8])
def test_blank_pdf(cli, tmp_path, games, paper, lang):
    out = tmp_path / "blank.pdf"
    blank(cli, out, "--games", games, "--paper", paper, "--lang", lang, "--names", f"{SPECIAL},{LONG}")
    assert_good_pdf(out)
    text = pdf_text(out)
    for word in WORDS[lang]:
        assert word in text, word
    game = "Game" if lang == "en" else "Партия"
    assert f"{game} {games}" in text and f"{game} {games + 1}" not in text
    assert SPECIAL in text and LONG in text
    assert pdf_pages(out) == len(plan(games, paper).pages) == (1 if games <= 4 else 2)
    w, h = pdf_page_size_mm(out)
    assert round(min(w, h), 1) == (210.0 if paper == "a4" else 215.9)


def test_default_blank_has_six_games_and_name_lines_without_names(cli, tmp_path):
    out = tmp_path / "blank.pdf"
    blank(cli, out)
    text = pdf_text(out)
    assert "Game 6" in text and "Game 7" not in text
    assert text.count("Player") == 2 * pdf_pages(out)  # both name fields on every page


def test_same_seed_same_bytes(cli, tmp_path):
    paths = [tmp_path / f"{i}.pdf" for i in range(3)]
    for path, seed in zip(paths, ("5", "5", "6")):
        assert cli("sheet", "kukreno", "--seed", seed, "--names", "Аня,Boris", "-o", path).exit_code == 0
    assert paths[0].read_bytes() == paths[1].read_bytes()
    assert paths[0].read_bytes() != paths[2].read_bytes()  # the seed is printed in the footer


def test_a_drawn_seed_is_in_the_footer_and_on_stderr(cli, tmp_path):
    out = tmp_path / "blank.pdf"
    result = cli("sheet", "kukreno", "-o", out)
    seed = re.search(r"seed (\d+)", result.stderr).group(1)
    assert f"layout no. {seed}" in pdf_text(out)


def test_free_mode_says_so_and_drops_the_die_order_hints(cli, tmp_path):
    ordered, free = tmp_path / "ordered.pdf", tmp_path / "free.pdf"
    blank(cli, ordered, "--games", "2")
    blank(cli, free, "--games", "2", "--mode", "free")
    assert "white" in pdf_text(ordered) and "grey" in pdf_text(ordered)
    text = pdf_text(free)
    assert "either way round" in text and "white" not in text and "grey" not in text


def test_ink_saver_draws_no_filled_areas(cli, tmp_path):
    full, saver = tmp_path / "full.pdf", tmp_path / "saver.pdf"
    blank(cli, full, "--games", "3")
    blank(cli, saver, "--games", "3", "--ink-saver")
    assert painting_operators(full) & FILL_OPERATORS
    assert not painting_operators(saver) & FILL_OPERATORS


# --- geometry --------------------------------------------------------------------------


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("games", GAME_COUNTS)
def test_cells_are_at_least_10_mm(games, paper):
    assert cell_size(games, paper) >= MIN_CELL


def rectangles(path, page):
    """(x, y, w, h) in mm of every rectangle drawn on a page."""
    from pypdf import PdfReader

    data = PdfReader(path).pages[page].get_contents().get_data().decode("latin-1")
    return [tuple(float(v) / PT for v in m.groups()) for m in re.finditer(r"(\S+) (\S+) (\S+) (\S+) re\b", data)]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("games", GAME_COUNTS)
def test_printed_grids_measure_the_cell_size_and_keep_off_the_edges(cli, tmp_path, games, paper):
    out = tmp_path / "blank.pdf"
    blank(cli, out, "--games", games, "--paper", paper)
    cell = cell_size(games, paper)
    width, height = pdf_page_size_mm(out)
    found = 0
    for page in range(pdf_pages(out)):
        grids = [r for r in rectangles(out, page) if all(math.isclose(side, 6 * cell, abs_tol=0.01) for side in r[2:])]
        found += len(grids)
        for x, y, w, h in grids:
            assert SAFE_MARGIN <= x and x + w <= width - SAFE_MARGIN
            assert SAFE_MARGIN <= y and y + h <= height - SAFE_MARGIN
    assert found == games


# --- the roll table ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", ["pre-rolled dice", "No dice at hand?", "the column (white die)", "column", "used"]),
        ("ru", ["таблица бросков", "Нет кубиков?", "сначала столбец (белый кубик)", "столбец"]),
    ],
)
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("rolls", [1, 60, 1000])
def test_roll_table_pdf(cli, tmp_path, rolls, paper, lang, words):
    out = tmp_path / "rolls.pdf"
    args = ("--rolls", rolls, "--seed", "8", "--paper", paper, "--lang", lang, "-o", out)
    result = cli("setup", "kukreno", *args)
    assert result.exit_code == 0, result.stderr
    assert_good_pdf(out)
    text = pdf_text(out)
    for word in words:
        assert word in text
    assert re.search(rf"\b{rolls}\b", text)
    per_page = COLS * rows_per_column(content_box(paper_size(paper)))
    assert pdf_pages(out) == math.ceil(rolls / per_page)


def test_roll_table_same_seed_same_bytes(cli, tmp_path):
    paths = [tmp_path / f"{i}.pdf" for i in range(3)]
    for path, seed in zip(paths, ("3", "3", "4")):
        assert cli("setup", "kukreno", "--seed", seed, "-o", path).exit_code == 0
    assert paths[0].read_bytes() == paths[1].read_bytes() != paths[2].read_bytes()
