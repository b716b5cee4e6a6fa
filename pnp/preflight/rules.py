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
from pnp.preflight.walk import Fill, Image, Stroke, Text, walk

MM = 72 / 25.4
MIN_LINE_PT = 0.25  # thinner lines break up or vanish in print
TEXT_CLEARANCE_MM = 3.0  # from the trim, the room a cut may wander
MIN_DPI = 300.0
FINE_LINE_PT = 1.0  # lines up to this width print on two plates at most: four never register that closely
FINE_PLATES = 2
SHOP_BLEED_MM = 3.0
INK_LIMIT = 300.0  # total area coverage, percent, unless the file or the user names a preset's own
REVERSED_MIN_PT = 8.0  # white type under this size reversed out of a four-colour black needs a black-only ring
DIE_NAMES = {"CutContour", "Cut", "Die", "DieCut", "Dieline", "Thru-cut", "KissCut"}  # spot colours a cutter follows
INK_LIMIT_KEY = "{https://github.com/pnp-kit/ns/shop/}InkLimit"  # where a shop file states its preset's limit (XMP)
PLACEHOLDERS = {"", "untitled", "anonymous", "unknown", "unspecified"}  # what PDF libraries write when told nothing


class BadInput(PnpError):
    """A file that is not a readable PDF."""


@dataclass(frozen=True)
class Problem:
    page: int | None  # from 1; None for the document as a whole
    message: str

    def __str__(self) -> str:
        return f"{'document' if self.page is None else f'page {self.page}'}: {self.message}"


def check_pdf(path: Path, target: str = "home", trim: tuple[float, float] | None = None,
              ink_limit: float | None = None) -> list[Problem]:
    """Every problem of the PDF at `path` for `target` ("home" or "shop"), document-wide ones first;
    a shop file's pages must have the trim `trim` (mm) if given, and its ink stay under `ink_limit` %
    (by default the limit the file states, else 300 %). The file is read within pnp.core.pdf_input's bounds."""
    return start_check(path, target, trim, ink_limit=ink_limit).result()


def start_check(
    path: Path, target: str = "home", trim: tuple[float, float] | None = None, part: tuple[int, int] = (0, 1),
    ink_limit: float | None = None,
) -> Child:
    """`check_pdf` started in its bounded child, so that several files are checked side by side. Part
    (k, n) checks every n-th page from page k + 1, and the document itself only for k = 0: the n parts of
    one large file keep n cores busy."""
    return start_reading(path, partial(pdf_problems, path, target, trim, part, ink_limit))


def stated_ink_limit(pdf: pikepdf.Pdf) -> float | None:
    """The total ink limit a shop file says its preset holds it to, if it says one."""
    if pdf.Root.get("/Metadata") is None:
        return None
    try:
        return decimal_number(pdf.open_metadata().get(INK_LIMIT_KEY, ""))
    except (BadNumber, ValueError):
        return None


def pdf_problems(
    path: Path, target: str, trim: tuple[float, float] | None, part: tuple[int, int], ink_limit: float | None,
    pdf: pikepdf.Pdf,
) -> list[Problem]:
    k, parts = part
    problems = [Problem(None, m) for m in document_problems(pdf, target)] if k == 0 else []
    budget = Budget(path)
    claimed = pdfx.version(pdf)
    limit = ink_limit or (stated_ink_limit(pdf) if target == "shop" else None) or INK_LIMIT
    for number, page in enumerate(pdf.pages, 1):
        if (number - 1) % parts != k:
            continue
        problems += [Problem(number, m) for m in page_problems(page, target, budget, limit)]
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


def page_problems(page: pikepdf.Page, target: str, budget: Budget | None = None, ink_limit: float = INK_LIMIT) -> Iterator[str]:
    """A page's problems: boxes, fonts, and each kind of mark once, with its worst case."""
    problems, trim = box_problems(page, target)
    yield from problems
    thinnest, ink, rgb, low_dpi, close, unembedded, rich, plates = None, 0.0, False, None, None, set(), False, 0
    white_overprint, dies, reversed_pt, blacks, previous = False, set(), None, [], None
    for mark in walk(page, budget):
        colour = getattr(mark, "colour", None)
        if colour is not None:
            ink = max(ink, colour.ink)
            rgb = rgb or colour.space == "rgb"
            fine = isinstance(mark, Text) or (isinstance(mark, Stroke) and mark.width < FINE_LINE_PT)
            rich = rich or (fine and colour.space == "cmyk" and colour.values[3] >= 0.5 and sum(v > 0 for v in colour.values[:3]) > 1)
            if isinstance(mark, Stroke) and mark.width < FINE_LINE_PT and colour.space == "cmyk":
                plates = max(plates, sum(v > 0 for v in colour.values))
            white_overprint = white_overprint or (colour.white and getattr(mark, "overprint", False))
            if isinstance(mark, Stroke) and colour.name in DIE_NAMES and not mark.overprint:
                dies.add(colour.name)
            if isinstance(mark, Fill) and four_colour_black(colour):
                blacks.append(mark.box)
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
            if reversed_out(mark, blacks, previous):
                reversed_pt = mark.size if reversed_pt is None else min(reversed_pt, mark.size)
        previous = mark
    for font in sorted(unembedded):
        yield f"font {visible(font[:100])} is not embedded"
    if thinnest is not None and thinnest < MIN_LINE_PT:
        yield f"lines as thin as {thinnest:.3g} pt (under {MIN_LINE_PT:g} pt)"
    if target == "shop" and rgb:
        yield "RGB colour in a shop file (use CMYK)"
    if target == "shop" and rich:
        yield "text or thin lines in a dark four-colour mix (print them on the black plate alone)"
    if target == "shop" and plates > FINE_PLATES:
        yield f"lines under {FINE_LINE_PT:g} pt on {plates} plates (a thin line prints on {FINE_PLATES} plates at most)"
    if target == "shop" and white_overprint:
        yield "white set to overprint (it vanishes on press: white must knock out)"
    for name in sorted(dies):
        yield f"die line ({visible(name[:40])}) set to knock out (it must overprint, or it cuts a white line into the art)"
    if target == "shop" and reversed_pt is not None:
        yield (f"white text of {reversed_pt:.1f} pt reversed out of a four-colour black (ring it in black alone, "
               f"or set it at {REVERSED_MIN_PT:g} pt or more)")
    if ink > ink_limit:
        yield f"total ink {ink:.0f} % (over {ink_limit:.0f} %)"
    if close is not None and close < TEXT_CLEARANCE_MM * MM:
        where = "inside the bleed" if close < 0 else f"{close / MM:.1f} mm from the trim"
        yield f"text {where} (keep it {TEXT_CLEARANCE_MM:g} mm inside)"
    if low_dpi is not None and low_dpi < MIN_DPI:
        yield f"image at {low_dpi:.0f} dpi (under {MIN_DPI:.0f} dpi)"


def four_colour_black(colour) -> bool:
    """A rich black: black at half or more with two or more of cyan, magenta and yellow under it."""
    return colour.space == "cmyk" and colour.values[3] >= 0.5 and sum(v > 0 for v in colour.values[:3]) > 1


def reversed_out(text: Text, blacks: list, previous) -> bool:
    """Whether small white type sits on a rich black painted before it without a black-only ring: the
    same run stroked just before it in black alone, which hides the other plates' drift."""
    if not text.colour.white or text.render != 0 or text.size >= REVERSED_MIN_PT:
        return False
    x0, y0, x1, y1 = text.core
    if not any(b[0] <= x0 and b[1] <= y0 and x1 <= b[2] and y1 <= b[3] for b in blacks):
        return False
    ringed = (isinstance(previous, Text) and previous.render == 1 and previous.core == text.core
              and previous.colour.space == "cmyk" and previous.colour.values[:3] == (0.0, 0.0, 0.0))
    return not ringed
