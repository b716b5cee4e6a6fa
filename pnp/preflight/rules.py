"""The preflight rules: what a home printer or a print shop needs from a PDF, checked page by page.

`check_pdf` opens a file and returns its problems, each tied to a page (or to the whole document)
so a user can find it. A home file is printed on the paper it describes, so its trim is the page
itself; a shop file is trimmed at its TrimBox, and needs its bleed, process colours and the PDF/X
output intent.
"""

from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pikepdf

from pnp.core.bounded import Child
from pnp.core.controls import visible
from pnp.core.errors import PnpError
from pnp.core.numbers import BadNumber, decimal_number
from pnp.core.pdf_input import Budget, start_reading
from pnp.preflight import pdfx
from pnp.preflight.walk import Image, Stroke, Text, walk

MM = 72 / 25.4
MIN_LINE_PT = 0.25  # thinner lines break up or vanish in print
TEXT_CLEARANCE_MM = 3.0  # from the trim, the room a cut may wander
MIN_DPI = 300.0
FINE_LINE_PT = 1.0  # lines up to this width must print on one plate: four plates never register that closely
SHOP_BLEED_MM = 3.0
INK_LIMIT = {"home": 300.0, "shop": 300.0}  # total area coverage, percent
PLACEHOLDERS = {"", "untitled", "anonymous", "unknown", "unspecified"}  # what PDF libraries write when told nothing


class BadInput(PnpError):
    """A file that is not a readable PDF."""


@dataclass(frozen=True)
class Problem:
    page: int | None  # from 1; None for the document as a whole
    message: str

    def __str__(self) -> str:
        return f"{'document' if self.page is None else f'page {self.page}'}: {self.message}"


def check_pdf(path: Path, target: str = "home", trim: tuple[float, float] | None = None) -> list[Problem]:
    """Every problem of the PDF at `path` for `target` ("home" or "shop"), document-wide ones first;
    a shop file's pages must have the trim `trim` (mm) if given. The file is read within
    pnp.core.pdf_input's bounds."""
    return start_check(path, target, trim).result()


def start_check(
    path: Path, target: str = "home", trim: tuple[float, float] | None = None, part: tuple[int, int] = (0, 1)
) -> Child:
    """`check_pdf` started in its bounded child, so that several files are checked side by side. Part
    (k, n) checks every n-th page from page k + 1, and the document itself only for k = 0: the n parts of
    one large file keep n cores busy."""
    return start_reading(path, partial(pdf_problems, path, target, trim, part))


def pdf_problems(
    path: Path, target: str, trim: tuple[float, float] | None, part: tuple[int, int], pdf: pikepdf.Pdf
) -> list[Problem]:
    k, parts = part
    problems = [Problem(None, m) for m in document_problems(pdf, target)] if k == 0 else []
    budget = Budget(path)
    claimed = pdfx.version(pdf)
    for number, page in enumerate(pdf.pages, 1):
        if (number - 1) % parts != k:
            continue
        problems += [Problem(number, m) for m in page_problems(page, target, budget)]
        if target == "shop":
            problems += [Problem(number, m) for m in pdfx.page_problems(page, box_problems(page, target)[1], claimed, trim)]
    return problems


class BadTrim(PnpError):
    """A trim size that is not WxH in millimetres."""


def parse_trim(text: str) -> tuple[float, float]:
    """"148x210" as (148.0, 210.0) mm."""
    parts = text.lower().split("x")
    try:
        w, h = (decimal_number(part.strip()) for part in parts)
    except (BadNumber, ValueError):
        raise BadTrim(f"trim {text!r} must be WxH in mm, like 148x210") from None
    if w <= 0 or h <= 0:
        raise BadTrim(f"trim {text!r} must be WxH in mm, like 148x210")
    return w, h


def document_problems(pdf: pikepdf.Pdf, target: str) -> Iterator[str]:
    """The print hints and metadata a file carries for the print dialog and for whoever prints it."""
    preferences = pdf.Root.get("/ViewerPreferences")
    if preferences is None or str(preferences.get("/PrintScaling")) != "/None":
        yield "missing print hint: ViewerPreferences /PrintScaling /None (actual size)"
    if not str(pdf.Root.get("/Lang", "")):
        yield "missing print hint: document language (/Lang)"
    info = pdf.docinfo
    for key in ("/Title", "/Author"):
        if str(info.get(key, "")).strip().lower() in PLACEHOLDERS:
            yield f"missing print hint: {key[1:]} in the document information"
    if pdf.Root.get("/Metadata") is None:
        yield "missing print hint: XMP metadata"
    if target == "shop":
        yield from pdfx.document_problems(pdf)


def box(page: pikepdf.Page, name: str) -> tuple[float, float, float, float] | None:
    value = page.obj.get(name)
    if value is None:
        return None
    x0, y0, x1, y1 = (float(v) for v in value)
    return min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)


def inside(inner, outer, tolerance: float = 0.01) -> bool:
    return (inner[0] >= outer[0] - tolerance and inner[1] >= outer[1] - tolerance
            and inner[2] <= outer[2] + tolerance and inner[3] <= outer[3] + tolerance)


def box_problems(page: pikepdf.Page, target: str) -> tuple[list[str], tuple[float, float, float, float]]:
    """Problems of the page boxes, and the trim the page's content is measured against."""
    problems = []
    media = box(page, "/MediaBox")
    if media is None:
        raise BadInput("a page has no MediaBox: not a valid PDF")
    crop, bleed, trim = box(page, "/CropBox"), box(page, "/BleedBox"), box(page, "/TrimBox")
    if crop is not None and not inside(crop, media):
        problems.append("CropBox reaches outside the MediaBox")
    if bleed is not None and not inside(bleed, media):
        problems.append("BleedBox reaches outside the MediaBox")
    if trim is not None and not inside(trim, bleed or media):
        problems.append(f"TrimBox reaches outside the {'BleedBox' if bleed else 'MediaBox'}")
    if target == "shop":
        if trim is None or bleed is None:
            problems.append("missing " + " and ".join(n for n, b in (("TrimBox", trim), ("BleedBox", bleed)) if b is None))
        elif min(trim[0] - bleed[0], trim[1] - bleed[1], bleed[2] - trim[2], bleed[3] - trim[3]) < SHOP_BLEED_MM * MM - 0.01:
            problems.append(f"bleed under {SHOP_BLEED_MM:g} mm between TrimBox and BleedBox")
    measured = trim or media
    return problems, (max(measured[0], media[0]), max(measured[1], media[1]), min(measured[2], media[2]), min(measured[3], media[3]))


def page_problems(page: pikepdf.Page, target: str, budget: Budget | None = None) -> Iterator[str]:
    """A page's problems: boxes, fonts, and each kind of mark once, with its worst case."""
    problems, trim = box_problems(page, target)
    yield from problems
    thinnest, ink, rgb, low_dpi, close, unembedded, rich, plates = None, 0.0, False, None, None, set(), False, 0
    for mark in walk(page, budget):
        colour = getattr(mark, "colour", None)
        if colour is not None:
            ink = max(ink, colour.ink)
            rgb = rgb or colour.space == "rgb"
            fine = isinstance(mark, Text) or (isinstance(mark, Stroke) and mark.width < FINE_LINE_PT)
            rich = rich or (fine and colour.space == "cmyk" and colour.values[3] >= 0.5 and max(colour.values[:3]) > 0)
            if isinstance(mark, Stroke) and mark.width < FINE_LINE_PT and colour.space == "cmyk":
                plates = max(plates, sum(v > 0 for v in colour.values))
        if isinstance(mark, Stroke) and (thinnest is None or mark.width < thinnest):
            thinnest = mark.width
        elif isinstance(mark, Image):
            rgb = rgb or mark.space == "rgb"
            low_dpi = mark.dpi if low_dpi is None else min(low_dpi, mark.dpi)
        elif isinstance(mark, Text):
            if not mark.embedded:
                unembedded.add(mark.font)
            gap = min(mark.box[0] - trim[0], mark.box[1] - trim[1], trim[2] - mark.box[2], trim[3] - mark.box[3])
            close = gap if close is None else min(close, gap)
    for font in sorted(unembedded):
        yield f"font {visible(font[:100])} is not embedded"
    if thinnest is not None and thinnest < MIN_LINE_PT:
        yield f"lines as thin as {thinnest:.3g} pt (under {MIN_LINE_PT:g} pt)"
    if target == "shop" and rgb:
        yield "RGB colour in a shop file (use CMYK)"
    if target == "shop" and rich:
        yield "text or thin lines in a dark four-colour mix (print them on the black plate alone)"
    if target == "shop" and plates > 1:
        yield f"lines under {FINE_LINE_PT:g} pt on {plates} plates (a thin line prints on one plate, or in black)"
    if ink > INK_LIMIT[target]:
        yield f"total ink {ink:.0f} % (over {INK_LIMIT[target]:.0f} %)"
    if close is not None and close < TEXT_CLEARANCE_MM * MM:
        where = "inside the bleed" if close < 0 else f"{close / MM:.1f} mm from the trim"
        yield f"text {where} (keep it {TEXT_CLEARANCE_MM:g} mm inside)"
    if low_dpi is not None and low_dpi < MIN_DPI:
        yield f"image at {low_dpi:.0f} dpi (under {MIN_DPI:.0f} dpi)"
