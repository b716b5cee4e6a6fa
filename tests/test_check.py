"""`pnp check`: every PDF pnp writes passes its own preflight for home printing, and a deliberately bad
PDF fails it on every count, with page numbers, one line per problem."""

import io

import pytest
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from pnp.registry import games

KIT_GAMES = [spec.id for spec in games()]

SHEETS = [
    ["board", "numen", "--fill", "balanced", "--count", "4", "--per-page", "4"],
    ["board", "numen", "--fill", "random", "--count", "2", "--per-page", "2"],
    ["board", "stacks", "--size", "12x12"],
    ["board", "stacks", "--wild"],
    ["board", "ogama"],
    ["sheet", "numen", "--games", "4"],
    ["sheet", "kukreno", "--games", "8"],
    ["tokens", "stacks", "--duplex", "--back-offset", "1,-1"],
    ["tokens", "ogama", "--duplex"],
    ["setup", "numen"],
    ["setup", "stacks"],
    ["setup", "kukreno"],
    ["setup", "ogama"],
    ["rulebook", "ogama", "--booklet"],
    ["rulebook", "kukreno", "--pocket"],
    ["calibrate"],
]


@pytest.fixture(scope="module")
def kit_pdfs(tmp_path_factory):
    """Every part of every game's kit in both languages, as `pnp kit all` writes them."""
    from typer.testing import CliRunner

    from pnp.cli.app import app

    root = tmp_path_factory.mktemp("kits")
    result = CliRunner().invoke(app, ["kit", "all", "--lang", "both", "--seed", "4", "-q", "-o", str(root)])
    assert result.exit_code == 0, result.output
    return sorted(root.glob("*/*.pdf"))


def test_every_kit_file_passes_the_home_check(cli, kit_pdfs):
    assert {p.parent.name for p in kit_pdfs} == {f"{g}-kit-{lang}-a4" for g in KIT_GAMES for lang in ("ru", "en")}
    done = cli("check", *kit_pdfs)
    assert done.exit_code == 0, done.stdout
    assert done.stdout == ""


@pytest.mark.parametrize("args", SHEETS, ids=lambda args: "-".join(args[:2]))
@pytest.mark.parametrize("variant", [["--lang", "ru", "--paper", "letter", "--ink-saver"], ["--lang", "en"]], ids=["ru-letter-saver", "en-a4"])
def test_every_sheet_passes_the_home_check(cli, tmp_path, args, variant):
    out = tmp_path / "sheet.pdf"
    extra = [v for v in variant if not (args == ["calibrate"] and v == "--ink-saver")]
    made = cli(*args, *extra, *(["--seed", "3"] if args != ["calibrate"] else []), "-o", out)
    assert made.exit_code == 0, made.stderr
    done = cli("check", out, "--target", "home")
    assert done.exit_code == 0, done.stdout


def bad_pdf(path) -> None:
    """A page with every fault the check looks for: a standard font that is not embedded, a hairline,
    RGB and 400 % CMYK, text in four-colour black, text 1 mm from the edge, a 10-pixel image stretched
    over 50 mm, a TrimBox larger than the page and none of the print hints."""
    from PIL import Image

    canvas = Canvas(str(path), pagesize=(100 * mm, 100 * mm), invariant=1)
    canvas.showPage()  # page 1 is clean, so the faults must be reported on page 2
    canvas.setFont("Helvetica", 10)
    canvas.drawString(1 * mm, 50 * mm, "too close")
    canvas.setLineWidth(0.1)
    canvas.setStrokeColorRGB(1, 0, 0)
    canvas.line(20 * mm, 20 * mm, 80 * mm, 20 * mm)
    canvas.setFillColorCMYK(1, 1, 1, 1)
    canvas.rect(20 * mm, 30 * mm, 10 * mm, 10 * mm, stroke=0, fill=1)
    canvas.drawString(40 * mm, 32 * mm, "rich black")
    buffer = io.BytesIO()
    Image.new("RGB", (10, 10), (0, 128, 255)).save(buffer, "PNG")
    canvas.drawImage(ImageReader(io.BytesIO(buffer.getvalue())), 20 * mm, 45 * mm, 50 * mm, 50 * mm)
    canvas.setTrimBox((-10, -10, 110 * mm, 110 * mm))
    canvas.showPage()
    canvas.save()


EVERY_COUNT = {
    "missing print hint: ViewerPreferences /PrintScaling /None": None,
    "missing print hint: document language": None,
    "missing print hint: Title": None,
    "missing print hint: Author": None,
    "missing print hint: XMP metadata": None,
    "font Helvetica is not embedded": 2,
    "lines as thin as 0.1 pt": 2,
    "total ink 400 %": 2,
    "TrimBox reaches outside the MediaBox": 2,
    "text 1.0 mm from the trim": 2,
    "image at 5 dpi": 2,
}


@pytest.mark.parametrize("target", ["home", "shop"])
def test_a_bad_pdf_fails_on_every_count(cli, tmp_path, target):
    path = tmp_path / "bad.pdf"
    bad_pdf(path)
    done = cli("check", path, "--target", target)
    assert done.exit_code == 1
    lines = done.stdout.splitlines()
    expected = dict(EVERY_COUNT)
    if target == "shop":
        expected |= {"RGB colour in a shop file": 2, "missing print hint: a PDF/X output intent": None,
                     "missing print hint: PDF/X-4 identification": None, "missing TrimBox and BleedBox": 1,
                     "text or thin lines in a dark four-colour mix": 2,
                     "missing BleedBox": 2}
    for message, page in expected.items():
        where = "document" if page is None else f"page {page}"
        assert sum(line.startswith(f"{path}: {where}: {message}") for line in lines) == 1, message
    assert len(lines) == len(expected)


def test_a_file_that_is_not_a_pdf_is_bad_input(cli, tmp_path):
    text = tmp_path / "notes.pdf"
    text.write_text("not a pdf")
    done = cli("check", text)
    assert done.exit_code == 2
    assert done.stderr.startswith("pnp: error: cannot read") and done.stderr.count("\n") == 1
    missing = cli("check", tmp_path / "missing.pdf")
    assert missing.exit_code == 2 and "no such file" in missing.stderr
