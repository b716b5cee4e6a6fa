"""Every page of every kit (4 games x every shipped language x A4/Letter) is at least 60 % full unless it ends a part.

The measure: the page is rendered in grey at 30 dpi; its printable area is the paper less the 10 mm
margin on each side and the footer band (footer line and scale bar) at its foot. The page's filled
fraction is the area of the smallest rectangle holding every drawn pixel of that area (anything
darker than near-white, tints included), divided by the printable area: how far the content reaches,
which is what a reader sees as a page used or left empty.

A page that ends a part is the last page of a part that has more than one page (a sheet set whose
content runs out there). A one-page part, such as the cover or the calibration sheet, is made for its
page and fills it. The rulebook in its ordinary and its large-print form (A4 and Letter) is one part,
measured on its own.
"""

import subprocess

import pytest
from PIL import Image

from pnp.kit import build_kit
from pnp.locales import shipped_languages
from pnp.registry import games
from pnp.render.paper import FOOTER_BAND, SAFE_MARGIN

from conftest import POPPLER

DPI = 30
DRAWN = 235  # a grey level darker than this is ink
LEAST = 0.60
GAMES = [spec.id for spec in games()]
LANGS = shipped_languages()


def filled_fractions(path, first: int | None = None, last: int | None = None) -> list[float]:
    """The filled fraction of each page of the PDF at `path` (pages `first` to `last`, if given)."""
    if not POPPLER:
        pytest.skip("poppler-utils is not installed")
    pages = ["-f", str(first)] if first else []
    pages += ["-l", str(last)] if last else []
    stem = path.with_suffix("")
    subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", *pages, str(path), str(stem)], check=True)
    fractions = []
    for image_path in sorted(stem.parent.glob(f"{stem.name}-*.pgm"), key=lambda p: int(p.stem.rsplit("-", 1)[1])):
        with Image.open(image_path) as image:
            px = DPI / 25.4
            w, h = image.size
            area = image.crop((round(SAFE_MARGIN * px), round(SAFE_MARGIN * px), w - round(SAFE_MARGIN * px),
                               h - round((SAFE_MARGIN + FOOTER_BAND) * px)))
            box = area.point(lambda v: 255 if v < DRAWN else 0).getbbox()
            spanned = (box[2] - box[0]) * (box[3] - box[1]) if box else 0
            fractions.append(spanned / (area.size[0] * area.size[1]))
        image_path.unlink()
    return fractions


def underfilled(name: str, fractions: list[float]) -> list[str]:
    """The pages of one part under LEAST, its last page exempt when the part has several."""
    counted = fractions[:-1] if len(fractions) > 1 else fractions
    return [f"{name} p{n}: {f:.0%}" for n, f in enumerate(counted, 1) if f < LEAST]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_kit_page_is_at_least_60_percent_full(tmp_path, game, lang, paper):
    from pnp.render.document import PrintOptions

    files = build_kit(game, PrintOptions(lang, paper, seed=1))
    found, measured = [], 0
    for name, data in files.items():
        if not name.endswith(".pdf") or "-rulebook-" in name:
            continue
        path = tmp_path / name
        path.write_bytes(data)
        if "-kit-" in name:
            fractions = filled_fractions(path, 1, 1)  # the cover; the parts after it are measured in their own files
        else:
            fractions = filled_fractions(path)
        measured += len(fractions)
        found += underfilled(name, fractions)
    assert measured >= 5  # the cover and at least four sheet pages
    assert not found, "\n".join(found)


def test_the_measure_tells_an_empty_page_from_a_full_one(tmp_path):
    """A quarter-page drawing measures about a quarter; a page drawn edge to edge, all of it."""
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.units import mm
    from reportlab.pdfgen.canvas import Canvas

    path = tmp_path / "probe.pdf"
    canvas = Canvas(str(path), pagesize=A4, invariant=1)
    top, left = A4[1] - SAFE_MARGIN * mm, SAFE_MARGIN * mm
    area_w, area_h = A4[0] - 2 * SAFE_MARGIN * mm, A4[1] - (2 * SAFE_MARGIN + FOOTER_BAND) * mm
    canvas.rect(left, top - area_h / 2, area_w / 2, area_h / 2, fill=1)
    canvas.showPage()
    canvas.rect(left, top - area_h, area_w, area_h, fill=0)
    canvas.showPage()
    canvas.save()
    quarter, whole = filled_fractions(path)
    assert quarter == pytest.approx(0.25, abs=0.03) and whole == pytest.approx(1.0, abs=0.03)
    assert underfilled("probe", [quarter, whole]) == ["probe p1: 25%"]
    assert underfilled("probe", [whole, quarter]) == []


@pytest.mark.parametrize("form", ["normal", "large"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", [spec.id for spec in games() if spec.rulebook])
def test_every_book_page_is_at_least_60_percent_full(tmp_path, game, lang, paper, form):
    """The rulebook, ordinary or large print, is one part: every page but its last is at least 60 % full."""
    from pnp.render.document import PrintOptions, write_part
    from pnp.rulebook import rulebook_part

    path = tmp_path / "book.pdf"
    write_part(path, rulebook_part(game, PrintOptions(lang, paper, seed=1), form))
    fractions = filled_fractions(path)
    assert len(fractions) >= 3
    found = underfilled(f"{game} rulebook", fractions)
    assert not found, "\n".join(found)
