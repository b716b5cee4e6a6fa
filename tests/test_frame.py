"""The page frame every sheet shares: paper sizes, the footer, the scale bar and the bundled fonts."""

from pathlib import Path

import pytest

import pnp
from pnp.core.files import data_dir
from pnp.render.fonts import FILES
from pnp.render.paper import SAFE_MARGIN, paper

from conftest import pdf_page_size_mm, pdf_text


@pytest.mark.parametrize("name, size", [("a4", (210.0, 297.0)), ("letter", (215.9, 279.4))])
def test_paper_sizes_both_ways(name, size):
    assert (paper(name).width, paper(name).height) == size
    turned = paper(name, landscape=True)
    assert (turned.width, turned.height) == size[::-1] and turned.landscape
    x, y, w, h = paper(name).content
    assert x == SAFE_MARGIN and x + w == size[0] - SAFE_MARGIN and y + h == size[1] - SAFE_MARGIN and y > SAFE_MARGIN


@pytest.mark.parametrize("paper_name, mm", [("a4", (210, 297)), ("letter", (215.9, 279.4))])
def test_pdf_page_is_the_paper(cli, tmp_path, paper_name, mm):
    out = tmp_path / "s.pdf"
    cli("sheet", "numen", "--paper", paper_name, "--seed", "2", "-o", out)
    w, h = pdf_page_size_mm(out)
    assert w == pytest.approx(mm[0], abs=0.05) and h == pytest.approx(mm[1], abs=0.05)


@pytest.mark.parametrize(
    "lang, footer, bar",
    [("en", "Eye of Numen · advanced score sheet · English · layout no. 42 · US Letter · pnp ", "print at 100% / actual size"),
     ("ru", "Око Нумена · лист счёта для продвинутых правил · русский · вариант № 42 · US Letter · pnp ",
      "печать в масштабе 100 %, реальный размер")],
)
def test_footer_and_scale_bar_in_the_sheets_language(cli, tmp_path, lang, footer, bar):
    out = tmp_path / "s.pdf"
    cli("sheet", "numen", "--lang", lang, "--paper", "letter", "--seed", "42", "-o", out)
    text = " ".join(pdf_text(out).split())
    assert footer + pnp.__version__ in text
    assert bar in text and ("50 mm" if lang == "en" else "50 мм") in text


def test_bundled_files_travel_with_the_package():
    fonts = data_dir("fonts")
    for name in (*FILES.values(), "LICENSE-ParaType.txt"):
        assert (fonts / name).is_file()
    package = Path(pnp.__file__).resolve().parent
    if "site-packages" in package.parts:  # an installed copy must carry its own fonts and templates
        assert fonts.parent == package and data_dir("templates").parent == package


def word_boxes(path: Path) -> list[tuple[str, float, float, float, float]]:
    """(word, x0, y0, x1, y1) in mm for every word pdftotext finds, y from the top."""
    import re
    import subprocess

    from conftest import POPPLER

    if not POPPLER:
        pytest.skip("poppler-utils is not installed")
    html = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True).stdout
    pattern = r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>'
    return [(w, *(float(v) * 25.4 / 72 for v in (a, b, c, d))) for a, b, c, d, w in re.findall(pattern, html)]


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_no_text_within_the_safe_margin(cli, tmp_path, lang, paper_name):
    out = tmp_path / "b.pdf"
    cli("board", "numen", "--lang", lang, "--paper", paper_name, "--seed", "1", "-o", out)
    w, h = pdf_page_size_mm(out)
    for word, x0, y0, x1, y1 in word_boxes(out):
        assert x0 >= SAFE_MARGIN - 0.05 and y0 >= SAFE_MARGIN - 0.5, word  # glyph boxes include some leading
        assert x1 <= w - SAFE_MARGIN + 0.05 and y1 <= h - SAFE_MARGIN + 0.5, word


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_the_frame_stays_2_mm_below_every_sheet_content(cli, tmp_path, paper_name):
    """The footer, scale bar and its length stay under FRAME_TOP, 2 mm or more below the content area,
    so a sheet that fills its area (a score sheet's last row, a result blank's foot) never touches them."""
    from pnp.render.frame import FRAME_TOP
    from pnp.sheets.layout import content_box
    from conftest import word_boxes

    out = tmp_path / "s.pdf"
    cli("sheet", "numen", "--games", "4", "--paper", paper_name, "--seed", "2", "-o", out)
    frame_words = [w for w in word_boxes(out) if w[3] < content_box(paper(paper_name)).y]
    assert {"50", "mm"} <= {w[1] for w in frame_words}
    assert max(w[5] for w in frame_words) <= FRAME_TOP
    assert content_box(paper(paper_name)).y - FRAME_TOP >= 2.0
