"""`pnp shop`: print-shop files that pass the shop preflight, are PDF/X-4 in CMYK with exact boxes and
3 mm bleed, and order two-sided pieces the way each preset's channel wants."""

import pikepdf
import pytest

from pnp.preflight.walk import walk
from pnp.shop.presets import PRESETS

from conftest import pdf_text, qpdf_check

MM = 72 / 25.4
TRIM_MM = {"board": None, "tokens": (20.0, 20.0), "discs": (20.0, 20.0), "rulebook": (148.5, 210.0)}


@pytest.fixture(scope="module")
def shop_files(tmp_path_factory):
    from typer.testing import CliRunner

    from pnp.cli.app import app

    root = tmp_path_factory.mktemp("shop")
    for game in ("numen", "stacks", "kukreno", "ogama"):
        for preset in PRESETS:
            done = CliRunner().invoke(app, ["shop", game, "--preset", preset, "--seed", "5", "-o", str(root)])
            assert done.exit_code == 0, done.output
    return root


def test_every_shop_file_passes_the_shop_check(cli, shop_files):
    files = sorted(shop_files.glob("*.pdf"))
    assert len(files) == 2 * 9  # a rulebook each; boards for three games; tokens and discs; two presets
    done = cli("check", "--target", "shop", *files)
    assert done.exit_code == 0, done.stdout
    for path in files:
        qpdf_check(path)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_shop_files_are_pdfx4_cmyk_with_exact_boxes(shop_files, preset):
    bleed = PRESETS[preset].bleed * MM
    for path in sorted(shop_files.glob(f"*-shop-{preset}-en.pdf")):
        pdf = pikepdf.open(path)
        assert str(pdf.docinfo["/GTS_PDFXVersion"]) == "PDF/X-4" and pdf.pdf_version >= "1.6"
        intent = pdf.Root.OutputIntents[0]
        assert str(intent.S) == "/GTS_PDFX" and int(intent.DestOutputProfile.N) == 4
        with pdf.open_metadata() as xmp:
            assert xmp["pdfxid:GTS_PDFXVersion"] == "PDF/X-4"
        trim = TRIM_MM[path.name.split("-")[1]]
        for page in pdf.pages:
            media = [float(v) for v in page.MediaBox]
            assert [float(v) for v in page.BleedBox] == media
            x0, y0, x1, y1 = (float(v) for v in page.TrimBox)
            assert (x0, y0, media[2] - x1, media[3] - y1) == pytest.approx((bleed,) * 4, abs=1e-3)
            if trim:
                assert (x1 - x0, y1 - y0) == pytest.approx((trim[0] * MM, trim[1] * MM), abs=1e-3)
            for mark in walk(page):
                colour = getattr(mark, "colour", None)
                if colour is not None and colour.values:
                    assert colour.space == "cmyk", (path.name, mark)
                    assert colour.ink <= PRESETS[preset].ink_limit + 0.01
                    if type(mark).__name__ == "Text" and colour.values[3] >= 0.99:
                        assert colour.values == (0.0, 0.0, 0.0, 1.0)  # black text on the black plate alone


def test_presets_order_the_faces_of_pieces(shop_files):
    tiles = pdf_text(shop_files / "stacks-tokens-shop-tiles-en.pdf").split("\f")
    digital = pdf_text(shop_files / "stacks-tokens-shop-digital-en.pdf").split("\f")
    assert tiles[0].split() == ["+1"] and tiles[1].split() == ["−1"]  # each front, then its back
    assert digital[0].split() == ["+1"] and digital[1].split() == ["+1"] and digital[32].split() == ["−1"]


def test_the_rulebook_is_single_pages_in_reading_order_by_fours(shop_files):
    for game in ("numen", "stacks", "kukreno", "ogama"):
        pages = pdf_text(shop_files / f"{game}-rulebook-shop-tiles-en.pdf").split("\f")[:-1]
        assert len(pages) % 4 == 0
        numbers = [int(p.split()[0]) for p in pages[1:] if p.strip() and p.split()[0].isdigit()]
        assert numbers == sorted(numbers) and numbers[0] == 2


def test_an_unknown_game_is_refused(cli, tmp_path):
    done = cli("shop", "chess", "-o", tmp_path)
    assert done.exit_code == 2 and "unknown game 'chess'" in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_colours_keep_under_the_ink_limit_and_greys_go_to_black_alone():
    from pnp.shop.pdfx import cmyk

    assert cmyk(0.0, 0.0, 0.0, 300) == (0.0, 0.0, 0.0, 1.0)
    assert cmyk(0.35, 0.35, 0.35, 300) == (0.0, 0.0, 0.0, 0.65)
    assert cmyk(0.22, 0.1, 0.02, 300) == (0.0, 0.0, 0.0, 0.78)  # a dark brown line prints on black alone
    red = cmyk(0.6, 0.0, 0.0, 240)
    assert red == (0.0, 1.0, 1.0, 0.4)
    deep = cmyk(0.52, 0.0, 0.0, 240)
    assert sum(deep) == pytest.approx(2.4) and deep[3] == pytest.approx(0.48)  # 248 % over the limit: less colour
    assert cmyk(0.52, 0.0, 0.0, 300) == (0.0, 1.0, 1.0, 0.48)  # within 300 %, untouched
