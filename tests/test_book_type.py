"""Type on every book page: nothing under the smallest size a reader can read, no text printed over other
text or over part of a drawing, every character drawn by the bundled faces, no paragraph ending on a word
alone. Every game, language, paper and form, each book built once."""

from pathlib import Path

import pikepdf
import pytest
from reportlab.platypus import Paragraph

from conftest import pdf_text
from pnp.preflight.walk import Fill, Text, walk
from pnp.registry import games
from pnp.render.document import PrintOptions, write_part
from pnp.render.fonts import BOLD, REGULAR, SERIF, has_glyph
from pnp.render.symbols import SUN
from pnp.rulebook import rulebook_part
from pnp.rulebook.book import build
from pnp.rulebook.flow import HeadingPara

GAMES = [spec.id for spec in games() if spec.rulebook]
BOOKS = [(game, lang, paper, form) for game in GAMES for lang in ("ru", "en") for paper in ("a4", "letter")
         for form in ("normal", "booklet", "pocket")]
SMALLEST = {"normal": 6.0, "booklet": 6.0, "pocket": 6.0}
ICON = 60.0  # points: fills narrower than this are drawings (discs, tokens, cells), wider ones are panels
Box = tuple[float, float, float, float]


@pytest.fixture(scope="module")
def books(tmp_path_factory):
    folder = tmp_path_factory.mktemp("type")
    made: dict[tuple, Path] = {}

    def get(game, lang, paper, form) -> Path:
        if (game, lang, paper, form) not in made:
            path = folder / f"{game}-{lang}-{paper}-{form}.pdf"
            write_part(path, rulebook_part(game, PrintOptions(lang, paper, 7), form))
            made[game, lang, paper, form] = path
        return made[game, lang, paper, form]

    return get


def inside(a: Box, b: Box, slack: float = 0.3) -> bool:
    return a[0] >= b[0] - slack and a[1] >= b[1] - slack and a[2] <= b[2] + slack and a[3] <= b[3] + slack


def overlap(a: Box, b: Box, slack: float = 0.2) -> bool:
    return a[0] < b[2] - slack and b[0] < a[2] - slack and a[1] < b[3] - slack and b[1] < a[3] - slack


def faults(page: pikepdf.Page, smallest: float) -> list[str]:
    """What prints wrong on a page: small or clipped text, text over text, text partly over a drawing.

    Text a later fill covers whole is hidden (a disc under the next disc of a pile), not overprinted.
    Text must sit wholly on the last drawing under it; a shape wholly inside a line of text is part of
    it (a symbol the font lacks, drawn).
    """
    marks = [m for m in walk(page) if isinstance(m, Text) or (isinstance(m, Fill) and m.box[2] - m.box[0] < ICON)]
    found, shown = [], []
    for k, mark in enumerate(marks):
        if not isinstance(mark, Text):
            continue
        later = [f for f in marks[k + 1 :] if isinstance(f, Fill) and overlap(mark.core, f.box)]
        if any(inside(mark.core, f.box, 0) for f in later):
            continue
        shown.append(mark)
        where = [round(v) for v in mark.core]
        under = [f for f in marks[:k] if isinstance(f, Fill) and overlap(mark.core, f.box) and not inside(f.box, mark.core, 0)]
        if under and not inside(mark.core, under[-1].box):
            found.append(f"text at {where} runs off the drawing under it")
        found += [f"a drawing prints over text at {where}" for _ in later]
        if mark.size < smallest - 0.01:
            found.append(f"{mark.size:.2f} pt text at {where}")
        if mark.clipped:
            found.append(f"text clipped at {where}")
    for k, a in enumerate(shown):
        found += [f"text at {[round(v) for v in a.core]} overprints text" for b in shown[k + 1 :] if overlap(a.core, b.core, 0.1)]
    return found


@pytest.mark.parametrize("game, lang, paper, form", BOOKS)
def test_type_is_legible_and_nothing_overprints(books, game, lang, paper, form):
    path = books(game, lang, paper, form)
    with pikepdf.open(path) as pdf:
        found = [f"page {n}: {fault}" for n, page in enumerate(pdf.pages, 1) for fault in faults(page, SMALLEST[form])]
    assert not found, "\n".join(found[:20])
    missing = {char for char in pdf_text(path) if not char.isspace() and not any(has_glyph(char, f) for f in (REGULAR, BOLD, SERIF))}
    missing -= {SUN}  # the text a drawn ☉ reads as (its O is printed in the font, its dot drawn)
    assert not missing, f"characters the fonts lack print as boxes: {''.join(sorted(missing))}"


@pytest.mark.parametrize("form", ["normal", "booklet", "pocket"])
@pytest.mark.parametrize("game", GAMES)
def test_no_paragraph_ends_on_a_word_alone(game, form):
    for lang in ("ru", "en"):
        for page in build(game, PrintOptions(lang, "a4", 7), form).pages:
            for placed in page.placed:
                para = placed.flowable
                if not isinstance(para, Paragraph) or isinstance(para, HeadingPara) or not para.getPlainText().count(" "):
                    continue
                para.wrap(placed.width, placed.height + 1000)
                last = para.blPara.lines[-1]
                words = last.words if hasattr(last, "words") else [(None, word) for word in last[1]]
                text = "".join(getattr(w, "text", w[1] if isinstance(w, tuple) else w) for w in words)
                assert len(text.replace("\xa0", " ").split()) >= 2, f"{lang}: {para.getPlainText()[-60:]!r}"


def test_the_overprint_check_catches_a_disc_over_a_label(tmp_path):
    from reportlab.pdfgen.canvas import Canvas

    from pnp.render.fonts import register_fonts

    register_fonts()
    path = tmp_path / "bad.pdf"
    canvas = Canvas(str(path))
    canvas.setFont(REGULAR, 8)
    canvas.drawString(100, 100, "Orange · home rows 1–2")
    canvas.circle(104, 103, 6, stroke=0, fill=1)
    canvas.setFont(REGULAR, 4)
    canvas.drawString(100, 200, "tiny")
    canvas.save()
    with pikepdf.open(path) as pdf:
        found = faults(pdf.pages[0], 6.0)
    assert any("prints over text" in f for f in found) and any("4.00 pt" in f for f in found)


@pytest.mark.parametrize("form", ["normal", "booklet"])
@pytest.mark.parametrize("game", GAMES)
def test_a_figure_that_turns_the_page_leaves_no_half_empty_page(game, form):
    from pnp.rulebook.flow import Figure

    for lang in ("ru", "en"):
        for paper in ("a4", "letter"):
            pages = build(game, PrintOptions(lang, paper, 7), form).pages
            for number, (page, following) in enumerate(zip(pages, pages[1:]), 1):
                used = 1 - min(p.y for p in page.placed) / page.height
                if isinstance(following.placed[0].flowable, Figure):
                    assert used > 0.6, f"{lang} {paper}: page {number} is {used:.0%} full; its figure went to the next"
