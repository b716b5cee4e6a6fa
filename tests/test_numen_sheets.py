"""Eye of Numen boards and score sheets: real sizes, fonts, words, reproducible bytes."""

import subprocess

import pytest

from pnp.render.document import PrintOptions
from pnp.sheets.layout import panels
from pnp.games.numen.board import PER_PAGE, boards_area, cell_size, page_layout
from conftest import FILL_OPERATORS, assert_good_pdf, painting_operators, pdf_page_size_mm, pdf_pages, pdf_text, word_boxes


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("per_page", PER_PAGE)
def test_cells_are_big_enough(paper, per_page):
    p, cols, rows = page_layout(paper, per_page)
    cell = cell_size(panels(boards_area(p, per_page), cols, rows)[0])
    assert cell >= (12 if per_page == 4 else 15)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("per_page", [2, 4])
def test_boards_sharing_a_page_keep_their_text_3_mm_from_the_cuts(cli, tmp_path, paper, per_page):
    out = tmp_path / "b.pdf"
    cli("board", "numen", "--fill", "random", "--count", per_page, "--per-page", per_page, "--paper", paper, "-o", out)
    p, cols, rows = page_layout(paper, per_page)
    boxes = panels(boards_area(p, per_page), cols, rows)
    cuts_x = {round(b.x, 3) for b in boxes} | {round(b.right, 3) for b in boxes}
    cuts_y = {round(b.y, 3) for b in boxes} | {round(b.top, 3) for b in boxes}
    inside = [w for w in word_boxes(out) if w[3] > boxes[-1].y and w[5] < boxes[0].top]  # the title above, the footer below
    assert all(w[3] >= boxes[0].top for w in word_boxes(out) if w[5] >= boxes[0].top)  # the title clear of the cut
    assert any("random" in w[1] for w in inside)  # the captions
    for _, word, x0, y0, x1, y1 in inside:
        assert all(x1 <= x - 3 or x0 >= x + 3 for x in cuts_x), word
        assert all(y1 <= y - 3 or y0 >= y + 3 for y in cuts_y), word


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("per_page", [2, 4])
def test_boards_to_cut_apart_print_nothing_within_10_mm_of_the_edge(cli, tmp_path, paper, per_page):
    """Their crop marks included (rendered at 150 dpi, a mark 9 mm from the edge shows 1 mm too near)."""
    from PIL import Image

    out = tmp_path / "b.pdf"
    cli("board", "numen", "--fill", "random", "--count", per_page, "--per-page", per_page, "--paper", paper, "-o", out)
    subprocess.run(["pdftoppm", "-r", "150", "-gray", "-singlefile", str(out), str(tmp_path / "b")], check=True)
    with Image.open(tmp_path / "b.pgm") as image:
        x0, y0, x1, y1 = image.point(lambda v: 255 if v < 250 else 0).getbbox()
        w, h = image.size
    px = 150 / 25.4
    assert min(x0, y0, w - x1, h - y1) / px >= 9.8


@pytest.mark.parametrize("lang, words", [("en", ["Eye of Numen", "Guide", "Name", "print at 100%"]),
                                         ("ru", ["Око Нумена", "Проводник", "Имя", "масштабе 100 %"])])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_board_pdf(cli, tmp_path, lang, words, paper):
    out = tmp_path / "b.pdf"
    result = cli("board", "numen", "--seed", "11", "--count", "3", "--per-page", "2", "--lang", lang, "--paper", paper, "-o", out)
    assert result.exit_code == 0, result.stderr
    assert_good_pdf(out)
    text = pdf_text(out)
    for word in words:
        assert word in text
    assert "layout no. 11" in text or "вариант № 11" in text
    assert pdf_pages(out) == 2
    w, h = pdf_page_size_mm(out)
    assert w > h  # two boards side by side on a landscape page


def test_same_seed_same_bytes_and_different_seed_differs(cli, tmp_path):
    paths = [tmp_path / f"{i}.pdf" for i in range(3)]
    for path, seed in zip(paths, ("5", "5", "6")):
        cli("board", "numen", "--seed", seed, "--count", "4", "--per-page", "4", "-o", path)
    assert paths[0].read_bytes() == paths[1].read_bytes()
    assert paths[0].read_bytes() != paths[2].read_bytes()


def test_prefilled_digits_reach_the_page(cli, tmp_path):
    out = tmp_path / "one.pdf"
    cli("setup", "numen", "--seed", "21", "-o", out)
    setup = __import__("pnp.games.numen.rules", fromlist=["make_setup"]).make_setup("balanced", 21)
    digits = "".join(ch for ch in pdf_text(out) if ch in "123456")
    for d in "123456":
        assert digits.count(d) >= list(setup.cells.values()).count(int(d))


@pytest.mark.parametrize("lang, word", [("en", "Sealed the Eye"), ("ru", "Око запечатано")])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_score_sheet(cli, tmp_path, lang, word, paper):
    out = tmp_path / "s.pdf"
    result = cli("sheet", "numen", "--lang", lang, "--paper", paper, "--pages", "2", "--seed", "1", "-o", out)
    assert result.exit_code == 0
    assert_good_pdf(out)
    text = pdf_text(out)
    assert text.count(word) == 8
    assert pdf_pages(out) == 2


def test_ink_saver_draws_no_filled_areas(tmp_path):
    from pnp.games.numen.rules import make_setups
    from pnp.render.document import write_part
    from pnp.games.numen.board import board_part

    full, saver = tmp_path / "full.pdf", tmp_path / "saver.pdf"
    setups = make_setups("balanced", 1, 1)
    write_part(full, board_part(setups, "balanced", 1, PrintOptions(seed=1)))
    write_part(saver, board_part(setups, "balanced", 1, PrintOptions(seed=1, ink_saver=True)))
    assert painting_operators(full) & FILL_OPERATORS
    assert not painting_operators(saver) & FILL_OPERATORS
