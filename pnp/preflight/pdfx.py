"""The PDF/X checks a print shop's preflight makes (ISO 15930-7 for PDF/X-4, ISO 15930-4 for PDF/X-1a:2003,
ISO 15930-1 for PDF/X-1a:2001): identification in the document information and the XMP alike, the
PDF version and file structure each part allows, one CMYK printing profile as the output intent, no
JavaScript or encryption, no transfer functions, trim sizes, and colour spaces wherever colour can hide
(shadings, transparency groups, annotation appearances, colour space resources, images).

PDF/X-1a:2003 identifies itself with GTS_PDFXVersion "PDF/X-1a:2003" alone, as ISO 15930-4 asks; Acrobat
writes the PDF/X-1a:2001 form for it, GTS_PDFXVersion "PDF/X-1:2003" with GTS_PDFXConformance
"PDF/X-1a:2003", and both are accepted, as is PDF/X-1a:2001's "PDF/X-1:2001" with "PDF/X-1a:2001".
"""

import re
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone, UTC

import pikepdf

from pnp.preflight.walk import walk_stream

MM = 72 / 25.4
# Each standard by the GTS_PDFXVersion and GTS_PDFXConformance (None: absent) that identify it, and the
# newest PDF version it allows.
IDENTIFICATIONS = {
    ("PDF/X-4", None): "PDF/X-4",
    ("PDF/X-1a:2003", None): "PDF/X-1a:2003",
    ("PDF/X-1:2003", "PDF/X-1a:2003"): "PDF/X-1a:2003",
    ("PDF/X-1:2001", "PDF/X-1a:2001"): "PDF/X-1a:2001",
    ("PDF/X-1a:2001", None): "PDF/X-1a:2001",
}
NEWEST_PDF = {"PDF/X-4": "1.6", "PDF/X-1a:2003": "1.4", "PDF/X-1a:2001": "1.3"}
X1A_SPACES = ("/DeviceCMYK", "/DeviceGray", "/Separation", "/DeviceN", "/Pattern", "/Indexed")  # and nothing device-independent
XMP_KEYS = ("xmpMM:DocumentID", "xmpMM:VersionID", "xmpMM:RenditionClass", "pdf:Producer")
# Finished sizes shops sell, in mm: a trim within NEAR of one of them but not on it is a mistake.
SIZES = {"A3": (297, 420), "A4": (210, 297), "A5": (148, 210), "A6": (105, 148), "A7": (74, 105),
         "Letter": (215.9, 279.4), "Half Letter": (139.7, 215.9), "poker card": (63, 88), "bridge card": (56, 87),
         "business card": (85, 55)}
NEAR = 1.5
EXACT = 0.05


def identification(pdf: pikepdf.Pdf) -> tuple[str, str | None]:
    """The GTS_PDFXVersion and GTS_PDFXConformance of the document information."""
    conformance = pdf.docinfo.get("/GTS_PDFXConformance")
    return str(pdf.docinfo.get("/GTS_PDFXVersion", "")), None if conformance is None else str(conformance)


def version(pdf: pikepdf.Pdf) -> str:
    """The standard the file claims ("PDF/X-4", "PDF/X-1a:2003", "PDF/X-1a:2001"), "" if none is identified."""
    found = identification(pdf)
    return IDENTIFICATIONS.get(found, IDENTIFICATIONS.get((found[0], None), ""))


def object_streams(pdf: pikepdf.Pdf) -> bool:
    """Whether objects are kept in compressed object streams (PDF 1.5 on)."""
    return any(isinstance(o, pikepdf.Stream) and str(o.get("/Type", "")) == "/ObjStm" for o in pdf.objects)


def document_problems(pdf: pikepdf.Pdf) -> Iterator[str]:
    """What makes a whole file fail a PDF/X preflight."""
    claimed = version(pdf)
    if not claimed:
        yield "missing print hint: PDF/X identification (GTS_PDFXVersion PDF/X-4 or PDF/X-1a:2003)"
    elif pdf.pdf_version > NEWEST_PDF[claimed]:
        yield f"PDF {pdf.pdf_version} header in a {claimed} file (it allows PDF {NEWEST_PDF[claimed]} at most)"
    if claimed.startswith("PDF/X-1a") and object_streams(pdf):
        yield f"object streams in a {claimed} file (PDF 1.5 compression it does not allow)"
    yield from intent_problems(pdf)
    if str(pdf.docinfo.get("/Trapped", "")) not in ("/True", "/False"):
        yield "missing PDF/X key: /Trapped True or False in the document information"
    yield from xmp_problems(pdf, claimed)
    if javascript(pdf):
        yield "JavaScript in the document (PDF/X forbids it)"
    if claimed.startswith("PDF/X-1a") and "/OCProperties" in pdf.Root:
        yield "optional content (layers) in a PDF/X-1a file"
    properties = pdf.Root.get("/OCProperties")
    if properties is not None:
        configs = [properties.get("/D")] + list(properties.get("/Configs", []))
        if any(c is not None and "/Name" not in c for c in configs):
            yield "optional content configuration without a /Name"
        if any(c is not None and "/AS" in c for c in configs):
            yield "optional content configuration with an /AS entry"


def intent_problems(pdf: pikepdf.Pdf) -> Iterator[str]:
    intents = [i for i in pdf.Root.get("/OutputIntents", []) if str(i.get("/S")) == "/GTS_PDFX"]
    if len(intents) != 1:
        yield "missing print hint: a PDF/X output intent (GTS_PDFX with a CMYK profile)" if not intents else \
            "more than one PDF/X output intent"
        return
    profile = intents[0].get("/DestOutputProfile")
    if profile is None:
        yield "the PDF/X output intent has no profile (DestOutputProfile)"
        return
    head = profile.read_bytes()[:20]
    device, space = head[12:16].decode("latin-1"), head[16:20].decode("latin-1").strip()
    if device != "prtr" or space != "CMYK":
        yield f"the output intent's profile is a {space} {'monitor' if device == 'mntr' else device} profile, not a CMYK printing profile"


def xmp_problems(pdf: pikepdf.Pdf, claimed: str) -> Iterator[str]:
    """The XMP must say what the document information says, with the keys Acrobat's PDF/X check wants."""
    if pdf.Root.get("/Metadata") is None:
        return  # reported with the print hints
    info = pdf.docinfo
    stated = identification(pdf)[0]
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as xmp:
        said = xmp.get("pdfxid:GTS_PDFXVersion") or xmp.get("pdfx:GTS_PDFXVersion")
        if (said or claimed == "PDF/X-4") and said != stated:  # PDF/X-4 must say it; PDF/X-1a, if it does, the same
            yield "XMP without the PDF/X version of the document information (pdfxid:GTS_PDFXVersion)"
        for key in XMP_KEYS:
            if not xmp.get(key):
                yield f"XMP without {key}"
        if xmp.get("pdf:Producer") and xmp.get("pdf:Producer") != str(info.get("/Producer", "")):
            yield "XMP pdf:Producer differs from the document information's Producer"
        for key, name in (("xmp:CreateDate", "/CreationDate"), ("xmp:ModifyDate", "/ModDate")):
            if name in info and (_instant(xmp.get(key, "")) is None or _instant(xmp.get(key, "")) != _instant(str(info[name]))):
                yield f"XMP {key} differs from the document information's {name[1:]}"


def _instant(value: str) -> tuple[int, ...] | None:
    """A PDF date (D:YYYYMMDDHHmmSS+HH'mm') or an XMP one (YYYY-MM-DDTHH:mm:SS+HH:mm) as UTC fields, so the two compare."""
    found = re.fullmatch(r"(?:D:)?(\d{4})-?(\d{2})-?(\d{2})T?(\d{2}):?(\d{2}):?(\d{2})(?:Z|([+-])(\d{2})'?:?(\d{2})'?)?", value.strip())
    if not found:
        return None
    y, mo, d, h, mi, sec, sign, zh, zm = found.groups()
    shift = timedelta(hours=int(zh or 0), minutes=int(zm or 0)) * (-1 if sign == "-" else 1)
    moment = datetime(int(y), int(mo), int(d), int(h), int(mi), int(sec), tzinfo=timezone(shift)).astimezone(UTC)
    return moment.timetuple()[:6]


def javascript(pdf: pikepdf.Pdf) -> bool:
    names = pdf.Root.get("/Names")
    if names is not None and "/JavaScript" in names:
        return True
    actions = [pdf.Root.get("/OpenAction")] + list(pdf.Root.get("/AA", {}).values())
    for page in pdf.pages:
        actions += list(page.obj.get("/AA", {}).values())
        actions += [a.get("/A") for a in page.obj.get("/Annots", [])]
    return any(isinstance(a, pikepdf.Dictionary) and str(a.get("/S")) == "/JavaScript" for a in actions)


def page_problems(page: pikepdf.Page, trim, claimed: str, expected: tuple[float, float] | None) -> Iterator[str]:
    """A page's PDF/X problems: its boxes and trim size, and RGB where content walks do not look."""
    if "/TrimBox" in page.obj and "/ArtBox" in page.obj:
        yield "both TrimBox and ArtBox (PDF/X allows one)"
    w, h = (trim[2] - trim[0]) / MM, (trim[3] - trim[1]) / MM
    if expected is not None and not _same((w, h), expected):
        yield f"trim {w:.1f} x {h:.1f} mm is not the product's {expected[0]:g} x {expected[1]:g} mm"
    for name, size in SIZES.items():
        if _near((w, h), size) and not _same((w, h), size):
            yield f"trim {w:.2f} x {h:.2f} mm is nearly {name} ({size[0]:g} x {size[1]:g} mm) but not it"
    for where in rgb_places(page):
        yield f"RGB colour in {where} (use CMYK)"
    bleed = page.obj.get("/BleedBox", page.obj.get("/MediaBox"))
    for annotation in page.obj.get("/Annots", []):
        kind = str(annotation.get("/Subtype", "/Annot"))
        if kind not in ("/PrinterMark", "/TrapNet") and _overlap(annotation.get("/Rect"), bleed):
            yield f"a {kind[1:]} annotation on the printed area (PDF/X allows only printer's marks there)"
    if claimed.startswith("PDF/X-1a") and transparent(page):
        yield "transparency in a PDF/X-1a file"
    for where in transfer_places(page):
        yield f"a transfer function in {where} (PDF/X forbids TR and TR2)"
    if claimed.startswith("PDF/X-1a"):
        for where, family in device_independent(page):
            yield f"{family} colour in {where} in a {claimed} file (it takes CMYK, grey and spot colours only)"


def _overlap(rect, box) -> bool:
    """Whether two PDF rectangles (any corner order) share some area."""
    if rect is None or box is None:
        return False
    ax0, ay0, ax1, ay1 = (float(v) for v in rect)
    bx0, by0, bx1, by1 = (float(v) for v in box)
    return (min(max(ax0, ax1), max(bx0, bx1)) > max(min(ax0, ax1), min(bx0, bx1))
            and min(max(ay0, ay1), max(by0, by1)) > max(min(ay0, ay1), min(by0, by1)))


def _same(a, b) -> bool:
    return all(abs(x - y) <= EXACT for x, y in zip(a, b)) or all(abs(x - y) <= EXACT for x, y in zip(a, reversed(b)))


def _near(a, b) -> bool:
    return all(abs(x - y) <= NEAR for x, y in zip(a, b)) or all(abs(x - y) <= NEAR for x, y in zip(a, reversed(b)))


def rgb_space(space) -> bool:
    """Whether a colour space (a name or an array) is RGB, or built on RGB (Indexed, DeviceN alternates)."""
    if isinstance(space, pikepdf.Name):
        return str(space) in ("/DeviceRGB", "/CalRGB", "/RGB")
    if isinstance(space, pikepdf.Array) and len(space):
        family = str(space[0])
        if family == "/ICCBased":
            return int(space[1].get("/N", 0)) == 3
        if family in ("/CalRGB",):
            return True
        if family == "/Indexed":
            return rgb_space(space[1])
        if family in ("/Separation", "/DeviceN"):
            return rgb_space(space[2])
    return False


def rgb_places(page: pikepdf.Page) -> Iterator[str]:
    """Where a page keeps RGB that its painted marks do not show: its transparency group, the shadings
    and colour spaces of its resources and forms, and its annotations' appearances."""
    group = page.obj.get("/Group")
    if group is not None and rgb_space(group.get("/CS")):
        yield "the page's transparency group"
    seen: set = set()
    yield from _resource_rgb(page.obj.get("/Resources"), seen)
    for annotation in page.obj.get("/Annots", []):
        appearance = annotation.get("/AP")
        normal = appearance.get("/N") if appearance is not None else None
        streams = [normal] if isinstance(normal, pikepdf.Stream) else list(normal.values()) if normal is not None else []
        for stream in streams:
            colours = [colour for m in walk_stream(stream) if (colour := getattr(m, "colour", None)) is not None]
            if any(c.space == "rgb" for c in colours) or list(_resource_rgb(stream.get("/Resources"), seen)):
                yield f"an annotation's appearance ({str(annotation.get('/Subtype', '/Annot'))[1:]})"
                break


def _resource_rgb(resources, seen: set) -> Iterator[str]:
    if resources is None or resources.objgen in seen and resources.objgen != (0, 0):
        return
    seen.add(resources.objgen)
    for name, shading in (resources.get("/Shading") or {}).items():
        if rgb_space(shading.get("/ColorSpace")):
            yield f"shading {name[1:]}"
    for name, pattern in (resources.get("/Pattern") or {}).items():
        shading = pattern.get("/Shading")
        if shading is not None and rgb_space(shading.get("/ColorSpace")):
            yield f"pattern {name[1:]}"
        yield from _resource_rgb(pattern.get("/Resources"), seen)
    for name, space in (resources.get("/ColorSpace") or {}).items():
        if rgb_space(space):
            yield f"colour space {name[1:]}"
    for name, xobject in (resources.get("/XObject") or {}).items():
        if str(xobject.get("/Subtype")) == "/Form":
            group = xobject.get("/Group")
            if group is not None and rgb_space(group.get("/CS")):
                yield f"the transparency group of form {name[1:]}"
            yield from _resource_rgb(xobject.get("/Resources"), seen)


def transparent(page: pikepdf.Page) -> bool:
    """Soft masks, constant alpha under 1 or a blend mode other than Normal, anywhere the page reaches."""
    if page.obj.get("/Group") is not None:
        return True
    stack, seen = [page.obj.get("/Resources")], set()
    while stack:
        resources = stack.pop()
        if resources is None or resources.objgen in seen and resources.objgen != (0, 0):
            continue
        seen.add(resources.objgen)
        for state in (resources.get("/ExtGState") or {}).values():
            if any(float(state.get(k, 1)) < 1 for k in ("/CA", "/ca")) or str(state.get("/SMask", "/None")) != "/None":
                return True
            if str(state.get("/BM", "/Normal")) not in ("/Normal", "/Compatible"):
                return True
        for xobject in (resources.get("/XObject") or {}).values():
            if "/SMask" in xobject or "/Group" in xobject:
                return True
            stack.append(xobject.get("/Resources"))
    return False


def _resources(page: pikepdf.Page) -> Iterator:
    """Every resource dictionary a page reaches: its own, its forms', its patterns', each once."""
    stack, seen = [page.obj.get("/Resources")], set()
    while stack:
        resources = stack.pop()
        if not isinstance(resources, pikepdf.Dictionary) or resources.is_indirect and resources.objgen in seen:
            continue
        if resources.is_indirect:
            seen.add(resources.objgen)
        yield resources
        for table in ("/XObject", "/Pattern"):
            for entry in (resources.get(table) or {}).values():
                if isinstance(entry, (pikepdf.Dictionary, pikepdf.Stream)):
                    stack.append(entry.get("/Resources"))


def transfer_places(page: pikepdf.Page) -> Iterator[str]:
    """Graphics states with a transfer function (TR, or TR2 other than /Default)."""
    for resources in _resources(page):
        for name, state in (resources.get("/ExtGState") or {}).items():
            if "/TR" in state or str(state.get("/TR2", "/Default")) != "/Default":
                yield f"graphics state {name[1:]}"


def _family(space) -> str:
    """"Lab", "ICC-based", "CalRGB" ... for a colour space PDF/X-1a refuses, else ""; Indexed and spot
    spaces by their base or alternate."""
    if isinstance(space, pikepdf.Name):
        return "" if str(space) in X1A_SPACES else str(space)[1:].replace("Device", "")
    if isinstance(space, pikepdf.Array) and len(space):
        family = str(space[0])
        if family == "/Indexed" and len(space) > 1:
            return _family(space[1])
        if family in ("/Separation", "/DeviceN") and len(space) > 2:
            return _family(space[2])
        if family == "/Pattern":
            return _family(space[1]) if len(space) > 1 else ""
        return {"/ICCBased": "ICC-based"}.get(family, family[1:])
    return ""


def device_independent(page: pikepdf.Page) -> Iterator[tuple[str, str]]:
    """The colour spaces a page's resources hold that PDF/X-1a refuses (Lab, ICC-based, calibrated, RGB):
    colour space resources, shadings and images."""
    for resources in _resources(page):
        for name, space in (resources.get("/ColorSpace") or {}).items():
            if (family := _family(space)) and "RGB" not in family:  # RGB has a line of its own
                yield f"colour space {name[1:]}", family
        for name, shading in (resources.get("/Shading") or {}).items():
            if (family := _family(shading.get("/ColorSpace"))) and "RGB" not in family:
                yield f"shading {name[1:]}", family
        for name, xobject in (resources.get("/XObject") or {}).items():
            if str(xobject.get("/Subtype")) == "/Image" and (family := _family(xobject.get("/ColorSpace"))) \
                    and "RGB" not in family:
                yield f"image {name[1:]}", family
