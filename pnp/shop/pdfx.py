"""Turning a drawn PDF into a print-shop file: process colours, exact page boxes and PDF/X-4.

The sheets draw in RGB for home printers. Here every colour operator of every page and form is
rewritten as CMYK: greys and dark colours (the sheets' text and lines) go to the black plate
alone, so black is `0 0 0 1` and never a four-colour mix; other colours get their grey component
on black too, and any that would pass the preset's ink limit give up cyan, magenta and yellow.
The CMYK output intent is a FOGRA39 profile bundled with pnp (zlib licence, see PROFILE-LICENCE.txt).
"""

import io
from pathlib import Path

import pikepdf

MM = 72 / 25.4
PROFILE = Path(__file__).with_name("pnp-cmyk-fogra39.icc")
CONDITION = "FOGRA39"
CONDITION_INFO = "Offset printing on coated paper (ISO 12647-2), FOGRA39 characterization"
DARK = 0.5  # black share from which a colour prints on the black plate alone: dark browns and greys alike
RGB_OPERATORS = {"rg": "k", "RG": "K"}
GRAY_OPERATORS = {"g": "k", "G": "K"}


def cmyk(r: float, g: float, b: float, ink_limit: float) -> tuple[float, float, float, float]:
    """A CMYK value for an RGB one: greys and dark colours (the sheets' text and lines) on black alone,
    other colours with full grey replacement, within `ink_limit` %."""
    k = 1.0 - max(r, g, b)
    if max(r, g, b) - min(r, g, b) < 0.002 or k >= DARK:
        return 0.0, 0.0, 0.0, round(k, 4)
    c, m, y = ((1.0 - v - k) / (1.0 - k) for v in (r, g, b))
    room = ink_limit / 100 - k
    total = c + m + y
    if total > room:
        c, m, y = (v * room / total for v in (c, m, y))
    c, m, y, k = (round(v, 4) for v in (c, m, y, k))
    return c, m, y, k


def convert_stream(instructions, ink_limit: float) -> list:
    """The instructions with every RGB and grey colour operator turned into its CMYK equivalent."""
    out: list = []
    for instruction in instructions:
        if isinstance(instruction, pikepdf.ContentStreamInlineImage):
            out.append(instruction)
            continue
        op = str(instruction.operator)
        if op in RGB_OPERATORS:
            r, g, b = (float(v) for v in instruction.operands)
            out.append(pikepdf.ContentStreamInstruction(list(cmyk(r, g, b, ink_limit)), pikepdf.Operator(RGB_OPERATORS[op])))
        elif op in GRAY_OPERATORS:
            grey = float(instruction.operands[0])
            out.append(pikepdf.ContentStreamInstruction([0, 0, 0, round(1 - grey, 4)], pikepdf.Operator(GRAY_OPERATORS[op])))
        else:
            out.append(instruction)
    return out


def convert_forms(pdf: pikepdf.Pdf, resources, ink_limit: float, done: set) -> None:
    """Convert the form XObjects a resource dictionary names, and theirs in turn, each once."""
    xobjects = resources.get("/XObject") if resources is not None else None
    for _, form in xobjects.items() if xobjects is not None else ():
        if str(form.get("/Subtype")) != "/Form" or form.objgen in done:
            continue
        done.add(form.objgen)
        form.write(pikepdf.unparse_content_stream(convert_stream(pikepdf.parse_content_stream(form), ink_limit)))
        convert_forms(pdf, form.get("/Resources"), ink_limit, done)


def to_pdfx(data: bytes, bleed_mm: float, ink_limit: float) -> bytes:
    """The PDF in `data` as a PDF/X-4 shop file: CMYK within `ink_limit` %, MediaBox = BleedBox, and a
    TrimBox `bleed_mm` inside it on every side; the pages must have been drawn at trim size plus bleed."""
    pdf = pikepdf.open(io.BytesIO(data))
    bleed = bleed_mm * MM
    done: set = set()
    for page in pdf.pages:
        content = convert_stream(pikepdf.parse_content_stream(page), ink_limit)
        page.obj.Contents = pdf.make_stream(pikepdf.unparse_content_stream(content))
        convert_forms(pdf, page.obj.get("/Resources"), ink_limit, done)
        x0, y0, x1, y1 = (float(v) for v in page.obj.MediaBox)
        page.obj.BleedBox = pikepdf.Array([x0, y0, x1, y1])
        page.obj.TrimBox = pikepdf.Array([x0 + bleed, y0 + bleed, x1 - bleed, y1 - bleed])
        page.obj.ArtBox = pikepdf.Array([x0 + bleed, y0 + bleed, x1 - bleed, y1 - bleed])
    profile = pdf.make_stream(PROFILE.read_bytes(), N=4)
    pdf.Root.OutputIntents = pikepdf.Array([pikepdf.Dictionary(
        Type=pikepdf.Name.OutputIntent,
        S=pikepdf.Name.GTS_PDFX,
        OutputConditionIdentifier=pikepdf.String(CONDITION),
        OutputCondition=pikepdf.String(CONDITION_INFO),
        RegistryName=pikepdf.String("http://www.color.org"),
        Info=pikepdf.String(CONDITION_INFO),
        DestOutputProfile=profile,
    )])
    pdf.docinfo["/GTS_PDFXVersion"] = pikepdf.String("PDF/X-4")
    pdf.docinfo["/Trapped"] = pikepdf.Name("/False")
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as xmp:
        xmp["pdfxid:GTS_PDFXVersion"] = "PDF/X-4"
        xmp["pdf:Trapped"] = "False"
        xmp["xmp:CreateDate"] = xmp["xmp:ModifyDate"] = xmp["xmp:MetadataDate"] = "2000-01-01T00:00:00Z"
    out = io.BytesIO()
    pdf.save(out, min_version="1.6", deterministic_id=True, compress_streams=True)
    return out.getvalue()
