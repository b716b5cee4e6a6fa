"""`pnp check`: every PDF pnp writes passes its own preflight for home printing, and a deliberately bad
PDF fails it on every count, with page numbers, one line per problem."""

import io
import os

import pikepdf
import pytest
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from pnp.locales import shipped_languages
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
    ["aid", "stacks", "--sets", "2"],
]
UNSEEDED = ("calibrate", "aid")  # nothing on them is drawn by lot


@pytest.fixture(scope="module")
def kit_pdfs(tmp_path_factory):
    """Every part of every game's kit in every language, as `pnp kit all` writes them."""
    from typer.testing import CliRunner

    from pnp.cli.app import app

    root = tmp_path_factory.mktemp("kits")
    result = CliRunner().invoke(app, ["kit", "all", "--lang", "all", "--seed", "4", "-q", "-o", str(root)])
    assert result.exit_code == 0, result.output
    return sorted(root.glob("*/*.pdf"))


def test_every_kit_file_passes_the_home_check(cli, kit_pdfs):
    assert {p.parent.name for p in kit_pdfs} == {f"{g}-kit-{lang}-a4" for g in KIT_GAMES for lang in shipped_languages()}
    done = cli("check", *kit_pdfs)
    assert done.exit_code == 0, done.stdout
    assert done.stdout == ""


@pytest.mark.parametrize("args", SHEETS, ids=lambda args: "-".join(args[:2]))
@pytest.mark.parametrize("variant", [["--lang", "ru", "--paper", "letter", "--ink-saver"], ["--lang", "en"]], ids=["ru-letter-saver", "en-a4"])
def test_every_sheet_passes_the_home_check(cli, tmp_path, args, variant):
    out = tmp_path / "sheet.pdf"
    extra = [v for v in variant if not (args == ["calibrate"] and v == "--ink-saver")]
    made = cli(*args, *extra, *(["--seed", "3"] if args[0] not in UNSEEDED else []), "-o", out)
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
                     "missing print hint: PDF/X identification": None,
                     "missing TrimBox and BleedBox": 1,
                     "text or thin lines in a dark four-colour mix": 2,
                     "missing BleedBox": 2}
    for message, page in expected.items():
        where = "document" if page is None else f"page {page}"
        assert sum(line.startswith(f"{path}: {where}: {message}") for line in lines) == 1, message
    assert len(lines) == len(expected)


@pytest.mark.parametrize("cores", [1, 2, 3])
def test_a_file_checked_on_several_cores_is_reported_as_one(cli, tmp_path, monkeypatch, cores):
    """Each core checks every n-th page of a file: the report is the same on any number of cores, the
    document's problems first, then page by page."""
    path = tmp_path / "pages.pdf"
    canvas = Canvas(str(path), pagesize=(100 * mm, 100 * mm), invariant=1)
    for page in range(1, 8):
        if page in (2, 3, 6, 7):
            canvas.setLineWidth(0.1)
            canvas.line(20 * mm, 20 * mm, 80 * mm, 20 * mm)
        if page in (3, 5):
            canvas.setFont("Helvetica", 10)
            canvas.drawString(30 * mm, 50 * mm, "unembedded")
        canvas.showPage()
    canvas.save()
    monkeypatch.setattr(os, "cpu_count", lambda: cores)
    done = cli("check", path)
    assert done.exit_code == 1
    where = [line.removeprefix(f"{path}: ").split(":")[0] for line in done.stdout.splitlines()]
    pages = [int(w.removeprefix("page ")) for w in where if w != "document"]
    assert where[: where.count("document")] == ["document"] * where.count("document") > []
    assert pages == [2, 3, 3, 5, 6, 7]


def test_a_file_that_is_not_a_pdf_is_bad_input(cli, tmp_path):
    text = tmp_path / "notes.pdf"
    text.write_text("not a pdf")
    done = cli("check", text)
    assert done.exit_code == 2
    assert done.stderr.startswith("pnp: error: cannot read") and done.stderr.count("\n") == 1
    missing = cli("check", tmp_path / "missing.pdf")
    assert missing.exit_code == 2 and "no such file" in missing.stderr


@pytest.fixture(scope="module")
def shop_book(tmp_path_factory):
    """A shop rulebook as `pnp shop` writes it: clean for `--target shop`."""
    from typer.testing import CliRunner

    from pnp.cli.app import app

    root = tmp_path_factory.mktemp("shop")
    done = CliRunner().invoke(app, ["shop", "kukreno", "--seed", "2", "-o", str(root)])
    assert done.exit_code == 0, done.output
    return root / "kukreno-rulebook-shop-digital-en.pdf"


def _rgb_shading(pdf, page):
    shading = pdf.make_indirect(pikepdf.Dictionary(ShadingType=2, ColorSpace=pikepdf.Name.DeviceRGB, Coords=[0, 0, 100, 0],
                                                   Function=pikepdf.Dictionary(FunctionType=2, Domain=[0, 1], C0=[1, 0, 0], C1=[0, 0, 1], N=1)))
    page.Resources.Shading = pikepdf.Dictionary(Sh1=shading)
    page.contents_add(pdf.make_stream(b"q 50 50 100 100 re W n /Sh1 sh Q"))


def _rgb_group(pdf, page):
    page.obj.Group = pikepdf.Dictionary(S=pikepdf.Name.Transparency, CS=pikepdf.Name.DeviceRGB)


def _rgb_annotation(pdf, page):
    appearance = pdf.make_stream(b"1 0 0 rg 0 0 20 20 re f", BBox=[0, 0, 20, 20], Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Form)
    page.obj.Annots = pdf.make_indirect(pikepdf.Array([pdf.make_indirect(pikepdf.Dictionary(
        Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.Square, Rect=[40, 40, 60, 60], AP=pikepdf.Dictionary(N=appearance)))]))


def _javascript(pdf, page):
    pdf.Root.OpenAction = pikepdf.Dictionary(S=pikepdf.Name.JavaScript, JS=pikepdf.String("print(true);"))


def _no_pdfxid(pdf, page):
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as xmp:
        del xmp["pdfxid:GTS_PDFXVersion"]


def _no_document_id(pdf, page):
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as xmp:
        del xmp["xmpMM:DocumentID"]


def _no_trapped(pdf, page):
    del pdf.docinfo["/Trapped"]


def _art_box(pdf, page):
    page.obj.ArtBox = page.obj.TrimBox


def _monitor_profile(pdf, page):
    from PIL import ImageCms

    srgb = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    pdf.Root.OutputIntents[0].DestOutputProfile = pdf.make_stream(srgb, N=3)


def _half_a4(pdf, page):
    x0, y0, x1, y1 = (float(v) for v in page.obj.MediaBox)
    wider = x1 + 0.5 * mm
    page.obj.MediaBox = page.obj.BleedBox = [x0, y0, wider, y1]
    t = [float(v) for v in page.obj.TrimBox]
    page.obj.TrimBox = [t[0], t[1], t[2] + 0.5 * mm, t[3]]


def _thin_blue_line(pdf, page):
    page.contents_add(pdf.make_stream(b"q 0.85 0.51 0 0.32 K 0.57 w 50 50 m 150 50 l S Q"))


def _unnamed_layers(pdf, page):
    layer = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.OCG, Name=pikepdf.String("cut")))
    pdf.Root.OCProperties = pikepdf.Dictionary(OCGs=[layer], D=pikepdf.Dictionary(ON=[layer]))


SHOP_FAULTS = {
    "rgb-shading": (_rgb_shading, 2, "RGB colour in shading Sh1"),
    "rgb-group": (_rgb_group, 2, "RGB colour in the page's transparency group"),
    "rgb-annotation": (_rgb_annotation, 2, "RGB colour in an annotation's appearance (Square)"),
    "annotation-on-the-page": (_rgb_annotation, 2, "a Square annotation on the printed area"),
    "javascript": (_javascript, None, "JavaScript in the document"),
    "no-pdfxid": (_no_pdfxid, None, "XMP without the PDF/X version"),
    "no-document-id": (_no_document_id, None, "XMP without xmpMM:DocumentID"),
    "no-trapped": (_no_trapped, None, "missing PDF/X key: /Trapped"),
    "trim-and-art-box": (_art_box, 2, "both TrimBox and ArtBox"),
    "monitor-profile": (_monitor_profile, None, "the output intent's profile is a RGB monitor profile, not a CMYK printing profile"),
    "half-a4": (_half_a4, 2, "trim 148.50 x 210.00 mm is nearly A5"),
    "thin-blue-line": (_thin_blue_line, 2, "lines under 1 pt on 3 plates"),
    "unnamed-layers": (_unnamed_layers, None, "optional content configuration without a /Name"),
}


def test_the_shop_file_is_clean(cli, shop_book):
    done = cli("check", "--target", "shop", "--trim", "148x210", shop_book)
    assert done.exit_code == 0, done.stdout


@pytest.mark.parametrize("fault", sorted(SHOP_FAULTS))
def test_a_shop_file_with_one_fault_is_refused_naming_the_page(cli, shop_book, tmp_path, fault):
    spoil, page, message = SHOP_FAULTS[fault]
    bad = tmp_path / "bad.pdf"
    with pikepdf.open(shop_book) as pdf:
        spoil(pdf, pdf.pages[1])
        pdf.save(bad)
    done = cli("check", "--target", "shop", bad)
    assert done.exit_code == 1
    where = "document" if page is None else f"page {page}"
    assert [line for line in done.stdout.splitlines() if message in line] != [], done.stdout
    assert all(line.startswith(f"{bad}: {where}: ") for line in done.stdout.splitlines() if message in line)


def test_a_trim_other_than_the_product_s_is_refused(cli, shop_book):
    done = cli("check", "--target", "shop", "--trim", "105x148", shop_book)
    assert done.exit_code == 1 and "page 1: trim 148.0 x 210.0 mm is not the product's 105 x 148 mm" in done.stdout
    bad = cli("check", "--target", "shop", "--trim", "A5", shop_book)
    assert bad.exit_code == 2 and bad.stderr.count("\n") == 1 and "WxH" in bad.stderr


def test_a_pdfx1a_file_with_layers_or_transparency_is_refused(cli, tmp_path):
    """The card printers' PDF/X-1a takes neither optional content nor transparency; pnp's own is clean."""
    done = cli("shop", "kukreno", "--preset", "drivethrucards", "--seed", "2", "-o", tmp_path)
    assert done.exit_code == 0
    good = tmp_path / "kukreno-aid-shop-drivethrucards-en.pdf"
    assert cli("check", "--target", "shop", good).exit_code == 0
    bad = tmp_path / "bad.pdf"
    with pikepdf.open(good) as pdf:
        layer = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.OCG, Name=pikepdf.String("extra")))
        pdf.Root.OCProperties = pikepdf.Dictionary(OCGs=[layer], D=pikepdf.Dictionary(Name=pikepdf.String("d"), ON=[layer]))
        page = pdf.pages[2]
        page.Resources.ExtGState = pikepdf.Dictionary(Half=pikepdf.Dictionary(Type=pikepdf.Name.ExtGState, ca=0.5))
        pdf.save(bad)
    found = cli("check", "--target", "shop", bad)
    assert found.exit_code == 1
    assert f"{bad}: document: optional content (layers) in a PDF/X-1a file" in found.stdout
    assert f"{bad}: page 3: transparency in a PDF/X-1a file" in found.stdout


@pytest.fixture(scope="module")
def renditions(tmp_path_factory):
    """KuKreNo's shop book under 300 % (digital) and 240 % (tiles) in PDF/X-4, its aid cards in PDF/X-1a:2003
    (DriveThruCards)."""
    from typer.testing import CliRunner

    from pnp.cli.app import app

    root = tmp_path_factory.mktemp("renditions")
    for preset in ("digital", "tiles", "drivethrucards"):
        done = CliRunner().invoke(app, ["shop", "kukreno", "--preset", preset, "--seed", "2", "-o", str(root)])
        assert done.exit_code == 0, done.output
    return {"digital": root / "kukreno-rulebook-shop-digital-en.pdf", "tiles": root / "kukreno-rulebook-shop-tiles-en.pdf",
            "x1a": root / "kukreno-aid-shop-drivethrucards-en.pdf"}


def _paint(pdf, page, content: bytes, **resources):
    for kind, entries in resources.items():
        table = page.Resources.get(f"/{kind}")
        if table is None:
            page.Resources[f"/{kind}"] = table = pikepdf.Dictionary()
        for name, value in entries.items():
            table[f"/{name}"] = value
    page.contents_add(pdf.make_stream(content))


def _lab(pdf, page):
    space = pikepdf.Array([pikepdf.Name.Lab, pikepdf.Dictionary(WhitePoint=[0.9642, 1, 0.8249], Range=[-100, 100, -100, 100])])
    _paint(pdf, page, b"q /Lab1 cs 50 20 -30 sc 20 20 40 40 re f Q", ColorSpace={"Lab1": space})


def _transfer(pdf, page):
    curve = pikepdf.Dictionary(FunctionType=2, Domain=[0, 1], C0=[0], C1=[1], N=0.8)
    _paint(pdf, page, b"q /Curve gs 0 0 0 0.5 k 20 20 40 40 re f Q",
           ExtGState={"Curve": pikepdf.Dictionary(Type=pikepdf.Name.ExtGState, TR2=curve)})


def _white_overprint(pdf, page):
    _paint(pdf, page, b"q /Over gs 0 0 0 0 k 20 20 40 40 re f Q",
           ExtGState={"Over": pikepdf.Dictionary(Type=pikepdf.Name.ExtGState, OP=True, op=True, OPM=1)})


def _die_knockout(pdf, page):
    tint = pikepdf.Dictionary(FunctionType=2, Domain=[0, 1], C0=[0, 0, 0, 0], C1=[0, 1, 0, 0], N=1)
    space = pikepdf.Array([pikepdf.Name.Separation, pikepdf.Name("/CutContour"), pikepdf.Name.DeviceCMYK, tint])
    _paint(pdf, page, b"q /CutContour CS 1 SCN /Knock gs 0.25 w 20 20 m 100 20 l 100 100 l h S Q", ColorSpace={"CutContour": space},
           ExtGState={"Knock": pikepdf.Dictionary(Type=pikepdf.Name.ExtGState, OP=False, op=False)})


def _ink_290(pdf, page):
    _paint(pdf, page, b"q 0.9 0.9 0.9 0.2 k 20 20 40 40 re f Q")


# Faults a shop's preflight refuses, each built into a good file of the rendition it concerns, with how it
# is saved, where the check finds it and what it says.
STANDARD_FAULTS = {
    "lab-in-x1a": ("x1a", _lab, {}, 2, "Lab colour in colour space Lab1 in a PDF/X-1a:2003 file"),
    "pdf-1.5-and-object-streams-in-x1a": ("x1a", None, {"force_version": "1.5", "object_stream_mode": pikepdf.ObjectStreamMode.generate},
                                           None, "PDF 1.5 header in a PDF/X-1a:2003 file (it allows PDF 1.4 at most)"),
    "object-streams-in-x1a": ("x1a", None, {"force_version": "1.5", "object_stream_mode": pikepdf.ObjectStreamMode.generate},
                              None, "object streams in a PDF/X-1a:2003 file"),
    "pdf-1.7-in-x4": ("digital", None, {"force_version": "1.7"}, None, "PDF 1.7 header in a PDF/X-4 file (it allows PDF 1.6 at most)"),
    "tr2-transfer-function": ("digital", _transfer, {}, 2, "a transfer function in graphics state Curve (PDF/X forbids TR and TR2)"),
    "white-overprint": ("digital", _white_overprint, {}, 2, "white set to overprint"),
    "die-line-knocking-out": ("digital", _die_knockout, {}, 2, "die line (CutContour) set to knock out"),
    "ink-290-in-240": ("tiles", _ink_290, {}, 2, "total ink 290 % (over 240 %)"),
}


@pytest.mark.parametrize("fault", sorted(STANDARD_FAULTS))
def test_a_shop_file_breaking_its_standard_is_refused_naming_the_page(cli, renditions, tmp_path, fault):
    preset, spoil, saving, page, message = STANDARD_FAULTS[fault]
    assert cli("check", "--target", "shop", renditions[preset]).exit_code == 0
    bad = tmp_path / "bad.pdf"
    with pikepdf.open(renditions[preset]) as pdf:
        if spoil is not None:
            spoil(pdf, pdf.pages[1])
        pdf.save(bad, **saving)
    done = cli("check", "--target", "shop", bad)
    assert done.exit_code == 1
    where = "document" if page is None else f"page {page}"
    assert [line for line in done.stdout.splitlines() if line.startswith(f"{bad}: {where}: {message}")] != [], done.stdout


def test_each_preset_s_own_ink_limit_applies(cli, renditions, tmp_path):
    """290 % is within the digital preset's 300 %; the tiles file states 240 %, and `--preset` names a limit."""
    for preset in ("digital", "tiles"):
        with pikepdf.open(renditions[preset]) as pdf:
            _ink_290(pdf, pdf.pages[1])
            pdf.save(tmp_path / f"{preset}.pdf")
    assert cli("check", "--target", "shop", tmp_path / "digital.pdf").exit_code == 0
    assert cli("check", "--target", "shop", tmp_path / "tiles.pdf").exit_code == 1
    done = cli("check", "--target", "shop", "--preset", "tiles", tmp_path / "digital.pdf")
    assert done.exit_code == 1 and "page 2: total ink 290 % (over 240 %)" in done.stdout


def _acrobat_2003(pdf):
    pdf.docinfo["/GTS_PDFXVersion"] = pikepdf.String("PDF/X-1:2003")
    pdf.docinfo["/GTS_PDFXConformance"] = pikepdf.String("PDF/X-1a:2003")
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as xmp:
        del xmp["pdfxid:GTS_PDFXVersion"]
        xmp["pdfx:GTS_PDFXVersion"] = "PDF/X-1:2003"
        xmp["pdfx:GTS_PDFXConformance"] = "PDF/X-1a:2003"


def _x1a_2001(pdf):
    pdf.docinfo["/GTS_PDFXVersion"] = pikepdf.String("PDF/X-1:2001")
    pdf.docinfo["/GTS_PDFXConformance"] = pikepdf.String("PDF/X-1a:2001")
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as xmp:
        del xmp["pdfxid:GTS_PDFXVersion"]


def _version_without_conformance(pdf):
    pdf.docinfo["/GTS_PDFXVersion"] = pikepdf.String("PDF/X-1:2003")


@pytest.mark.parametrize("form, version, clean", [
    ("ISO 15930-4's own", None, True),
    ("Acrobat's PDF/X-1a:2003", _acrobat_2003, True),
    ("PDF/X-1a:2001 in PDF 1.3", _x1a_2001, True),
    ("a version that names no conformance", _version_without_conformance, False),
])
def test_every_valid_pdfx1a_identification_is_accepted(cli, renditions, tmp_path, form, version, clean):
    good = tmp_path / "x1a.pdf"
    with pikepdf.open(renditions["x1a"]) as pdf:
        assert str(pdf.docinfo["/GTS_PDFXVersion"]) == "PDF/X-1a:2003" and "/GTS_PDFXConformance" not in pdf.docinfo
        if version is not None:
            version(pdf)
        pdf.save(good, force_version="1.3" if version is _x1a_2001 else "1.4")
    done = cli("check", "--target", "shop", good)
    assert (done.exit_code == 0) == clean, done.stdout
    if not clean:
        assert "document: missing print hint: PDF/X identification" in done.stdout
