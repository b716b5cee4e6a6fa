"""Turning a drawn PDF into a print-shop file: press colours, exact page boxes, die lines and PDF/X.

Every page and form is rewritten so that each mark is painted in the CMYK its use calls for
(`pnp.shop.colour.press_colour`): the RGB and grey operators are dropped and the right CMYK is set
just before each path or run of text is painted. Pure black on fine marks overprints, so black text
on a coloured disc never leaves a white halo when plates shift.

A die line is the cut path in a spot colour named `CutContour`: a Separation colour space (shown in
magenta where nothing knows the name), stroked at 0.25 pt, overprinting so it knocks nothing out; in
PDF/X-4 on an optional content layer of its own ("CutContour"). The output intent is the FOGRA39
profile bundled with pnp (zlib licence, see PROFILE-LICENCE.txt).
"""

import hashlib
import io
import math
from dataclasses import dataclass, field, replace

import pikepdf

from pnp.preflight.walk import IDENTITY, Matrix, apply, matrix, multiply, scale
from pnp.render.cutfile import Circle, Outline
from pnp.shop.colour import PROFILE, press_colour

MM = 72 / 25.4
CONDITION = "FOGRA39"
CONDITION_INFO = "Offset printing on coated paper (ISO 12647-2), FOGRA39 characterization"
FINE_LINE_PT = 1.0  # strokes under this width print on one plate
SMALL_FILL_MM = 2.0  # fills no larger than this either way (dots, pips, drawn symbols) count as fine marks
DIE_COLOUR = "CutContour"
DIE_WIDTH_PT = 0.25
KAPPA = 4 * (math.sqrt(2) - 1) / 3  # a quarter circle as one cubic Bézier
PATH_BUILDING = {"m", "l", "c", "v", "y", "re", "h", "W", "W*"}
STROKING = {"S", "s", "B", "B*", "b", "b*"}
FILLING = {"f", "F", "f*", "B", "B*", "b", "b*"}
SHOWING = {"Tj", "TJ", "'", '"'}
OVERPRINT = "/PnpOP"  # resource names of the four overprint states: OP (strokes) and op (fills), 0 or 1 each
VERSIONS = {"PDF/X-4": "1.6", "PDF/X-1a:2003": "1.4"}

Shape = Circle | Outline


@dataclass
class Pen:
    """What the rewriter knows of the graphics state: the colours asked for and those already set."""

    ctm: Matrix = IDENTITY
    width: float = 1.0
    fill: tuple | None = None  # ("rgb", r, g, b) as the sheet set it; None when not set by an RGB or grey operator
    stroke: tuple | None = None
    set_fill: tuple | None = None  # the CMYK last written for fills, strokes, and the overprint pair
    set_stroke: tuple | None = None
    set_overprint: tuple | None = None
    points: list = field(default_factory=list)


def _rgb(op: str, operands) -> tuple:
    values = [float(v) for v in operands]
    return ("rgb", *values) if op in ("rg", "RG") else ("rgb", values[0], values[0], values[0])


class Recolour:
    """Rewrites one content stream's colours for the press, given the preset's ink limit."""

    def __init__(self, ink_limit: float):
        self.ink_limit = ink_limit
        self.overprints: set[tuple[bool, bool]] = set()

    def stream(self, instructions) -> list:
        out: list = []
        pen, stack = Pen(), []
        path: list = []
        for instruction in instructions:
            if isinstance(instruction, pikepdf.ContentStreamInlineImage):
                out.append(instruction)
                continue
            op, operands = str(instruction.operator), instruction.operands
            if op == "q":
                stack.append(replace(pen, points=[]))
            elif op == "Q" and stack:
                pen = stack.pop()
            elif op == "cm":
                pen.ctm = multiply(matrix(operands), pen.ctm)
            elif op == "w":
                pen.width = float(operands[0])
            elif op in ("rg", "g"):
                pen.fill = _rgb(op, operands)
                continue
            elif op in ("RG", "G"):
                pen.stroke = _rgb(op, operands)
                continue
            elif op in ("k", "cs", "sc", "scn"):
                pen.fill, pen.set_fill = None, None
            elif op in ("K", "CS", "SC", "SCN"):
                pen.stroke, pen.set_stroke = None, None
            if op in PATH_BUILDING:
                values = [float(v) for v in operands]
                pen.points += [apply(pen.ctm, values[k], values[k + 1]) for k in range(0, len(values) - 1, 2)]
                if op == "re":
                    pen.points.append(apply(pen.ctm, values[0] + values[2], values[1] + values[3]))
                path.append(instruction)
                continue
            if op in STROKING or op in FILLING or op == "n":
                out += self._colours(pen, op in FILLING, op in STROKING, self._small(pen.points))
                out += path
                path, pen.points = [], []
            elif op in SHOWING:
                out += self._colours(pen, True, False, True)
            out.append(instruction)
        return out

    def _small(self, points) -> bool:
        if not points:
            return True
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return max(max(xs) - min(xs), max(ys) - min(ys)) <= SMALL_FILL_MM * MM

    def _colours(self, pen: Pen, fills: bool, strokes: bool, small: bool) -> list:
        """The operators that set the press colours (and overprint) a paint needs, where they differ from what is set."""
        out = []
        fill = press_colour(pen.fill[1:], "fine" if small else "area", self.ink_limit) if fills and pen.fill else None
        thin = pen.width * scale(pen.ctm) < FINE_LINE_PT
        stroke = press_colour(pen.stroke[1:], "fine" if thin else "line", self.ink_limit) if strokes and pen.stroke else None
        if fill is not None and fill != pen.set_fill:
            out.append(pikepdf.ContentStreamInstruction(list(fill), pikepdf.Operator("k")))
            pen.set_fill = fill
        if stroke is not None and stroke != pen.set_stroke:
            out.append(pikepdf.ContentStreamInstruction(list(stroke), pikepdf.Operator("K")))
            pen.set_stroke = stroke
        if fill is not None or stroke is not None:
            overprint = (_black(pen.set_stroke) if strokes else bool(pen.set_overprint and pen.set_overprint[0]),
                         _black(pen.set_fill) if fills else bool(pen.set_overprint and pen.set_overprint[1]))
            if overprint != pen.set_overprint:
                self.overprints.add(overprint)
                out.append(pikepdf.ContentStreamInstruction([pikepdf.Name(_overprint_name(overprint))], pikepdf.Operator("gs")))
                pen.set_overprint = overprint
        return out


def _black(cmyk: tuple | None) -> bool:
    """Solid black on the black plate alone: the one ink that overprints."""
    return cmyk is not None and cmyk[:3] == (0.0, 0.0, 0.0) and cmyk[3] >= 0.999


def _overprint_name(state: tuple[bool, bool]) -> str:
    return f"{OVERPRINT}{int(state[0])}{int(state[1])}"


def _overprint_state(pdf: pikepdf.Pdf, state: tuple[bool, bool]) -> pikepdf.Object:
    return pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.ExtGState, OP=state[0], op=state[1], OPM=1))


def _add_resources(pdf: pikepdf.Pdf, resources, kind: str, entries: dict) -> None:
    if not entries:
        return
    table = resources.get(kind)
    if table is None:
        resources[kind] = table = pikepdf.Dictionary()
    for name, value in entries.items():
        table[name] = value


def convert_forms(pdf: pikepdf.Pdf, resources, recolour: Recolour, states: dict, done: set) -> None:
    """Recolour the form XObjects a resource dictionary names, and theirs in turn, each once."""
    xobjects = resources.get("/XObject") if resources is not None else None
    for _, form in xobjects.items() if xobjects is not None else ():
        if str(form.get("/Subtype")) != "/Form" or form.objgen in done:
            continue
        done.add(form.objgen)
        recolour.overprints = set()
        form.write(pikepdf.unparse_content_stream(recolour.stream(pikepdf.parse_content_stream(form))))
        own = form.get("/Resources")
        if own is None:
            form.Resources = own = pikepdf.Dictionary()
        _add_resources(pdf, own, "/ExtGState", {_overprint_name(s): states[s] for s in recolour.overprints})
        convert_forms(pdf, own, recolour, states, done)


def die_path(shapes: list[Shape], dx: float, dy: float) -> bytes:
    """The content that strokes `shapes` (mm from the trim's corner) in the die colour, the trim's corner at (dx, dy) pt."""
    ops = [f"q /{DIE_COLOUR} CS 1 SCN {_overprint_name((True, True))} gs {DIE_WIDTH_PT:g} w"]
    for shape in shapes:
        if isinstance(shape, Circle):
            cx, cy, r = dx + shape.cx * MM, dy + shape.cy * MM, shape.r * MM
            k = KAPPA * r
            ops.append(f"{cx + r:.4f} {cy:.4f} m")
            for (x1, y1), (x2, y2), (x3, y3) in (
                ((cx + r, cy + k), (cx + k, cy + r), (cx, cy + r)),
                ((cx - k, cy + r), (cx - r, cy + k), (cx - r, cy)),
                ((cx - r, cy - k), (cx - k, cy - r), (cx, cy - r)),
                ((cx + k, cy - r), (cx + r, cy - k), (cx + r, cy)),
            ):
                ops.append(f"{x1:.4f} {y1:.4f} {x2:.4f} {y2:.4f} {x3:.4f} {y3:.4f} c")
            ops.append("h S")
        else:
            (x0, y0), *rest = shape.points
            ops.append(f"{dx + x0 * MM:.4f} {dy + y0 * MM:.4f} m")
            ops += [f"{dx + x * MM:.4f} {dy + y * MM:.4f} l" for x, y in rest]
            ops.append("h S")
    ops.append("Q")
    return "\n".join(ops).encode()


def die_colour_space(pdf: pikepdf.Pdf) -> pikepdf.Object:
    """Separation /CutContour, shown as 100 % magenta by anything that does not know the name."""
    tint = pdf.make_indirect(pikepdf.Dictionary(FunctionType=2, Domain=[0, 1], C0=[0, 0, 0, 0], C1=[0, 1, 0, 0], N=1))
    return pdf.make_indirect(pikepdf.Array([pikepdf.Name.Separation, pikepdf.Name(f"/{DIE_COLOUR}"), pikepdf.Name.DeviceCMYK, tint]))


def pdf_date_to_xmp(value: str) -> str:
    """D:YYYYMMDDHHmmSS+HH'mm' as the XMP date that says the same instant."""
    v = value[2:] if value.startswith("D:") else value
    stamp = f"{v[0:4]}-{v[4:6]}-{v[6:8]}T{v[8:10]}:{v[10:12]}:{v[12:14]}"
    zone = v[14:]
    if not zone or zone[0] == "Z":
        return stamp + "Z"
    return f"{stamp}{zone[0]}{zone[1:3]}:{zone[4:6]}"


@dataclass(frozen=True)
class Standard:
    """What the file is to conform to, and its die lines."""

    version: str = "PDF/X-4"
    dies: tuple[tuple[Shape, ...], ...] = ()  # per page, the cut paths in mm from the trim's corner (none: no die line)


def to_pdfx(data: bytes, bleed_mm: float, ink_limit: float, standard: Standard = Standard()) -> bytes:
    """The PDF in `data` as a shop file: press colours within `ink_limit` %, MediaBox = BleedBox, a TrimBox
    `bleed_mm` inside it on every side, die lines, output intent and metadata for `standard`.

    The pages must have been drawn at trim size plus bleed.
    """
    pdf = pikepdf.open(io.BytesIO(data))
    bleed = bleed_mm * MM
    recolour = Recolour(ink_limit)
    states = {s: _overprint_state(pdf, s) for s in ((a, b) for a in (False, True) for b in (False, True))}
    layered = standard.version == "PDF/X-4"
    die_space = die_colour_space(pdf) if any(standard.dies) else None
    layer = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.OCG, Name=pikepdf.String(DIE_COLOUR))) if die_space and layered else None
    done: set = set()
    for number, page in enumerate(pdf.pages):
        recolour.overprints = set()
        content = pikepdf.unparse_content_stream(recolour.stream(pikepdf.parse_content_stream(page)))
        resources = page.obj.get("/Resources")
        if resources is None:
            page.obj.Resources = resources = pikepdf.Dictionary()
        used = set(recolour.overprints)
        x0, y0, x1, y1 = (float(v) for v in page.obj.MediaBox)
        shapes = standard.dies[number] if number < len(standard.dies) else ()
        if shapes and die_space is not None:
            die = die_path(list(shapes), x0 + bleed, y0 + bleed)
            if layer is not None:
                die = b"/OC /PnpCut BDC\n" + die + b"\nEMC"
                _add_resources(pdf, resources, "/Properties", {"/PnpCut": layer})
            content = b"q\n" + content + b"\nQ\n" + die
            used.add((True, True))
            _add_resources(pdf, resources, "/ColorSpace", {f"/{DIE_COLOUR}": die_space})
        _add_resources(pdf, resources, "/ExtGState", {_overprint_name(s): states[s] for s in used})
        page.obj.Contents = pdf.make_stream(content)
        convert_forms(pdf, resources, recolour, states, done)
        page.obj.BleedBox = pikepdf.Array([x0, y0, x1, y1])
        page.obj.TrimBox = pikepdf.Array([x0 + bleed, y0 + bleed, x1 - bleed, y1 - bleed])
        if "/ArtBox" in page.obj:
            del page.obj["/ArtBox"]
    if layer is not None:
        pdf.Root.OCProperties = pikepdf.Dictionary(
            OCGs=[layer], D=pikepdf.Dictionary(Name=pikepdf.String("Print"), Order=[layer], ON=[layer], OFF=[]))
    _identify(pdf, standard.version)
    out = io.BytesIO()
    pdf.save(out, min_version=VERSIONS[standard.version], force_version=VERSIONS[standard.version], deterministic_id=True,
             compress_streams=True, object_stream_mode=pikepdf.ObjectStreamMode.disable)
    return out.getvalue()


def _identify(pdf: pikepdf.Pdf, version: str) -> None:
    """The output intent and the PDF/X keys, in the document information and the XMP alike."""
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
    info = pdf.docinfo
    info["/GTS_PDFXVersion"] = pikepdf.String(version)
    info["/Trapped"] = pikepdf.Name("/False")
    created = str(info.get("/CreationDate", "D:20000101000000Z"))
    info["/CreationDate"] = pikepdf.String(created)
    info["/ModDate"] = pikepdf.String(str(info.get("/ModDate", created)))
    digest = hashlib.sha256()
    for page in pdf.pages:
        digest.update(page.obj.Contents.read_bytes())
    digest.update(str(info.get("/Title", "")).encode())
    uuid = digest.hexdigest()[:32]
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as xmp:
        xmp["pdfxid:GTS_PDFXVersion"] = version
        xmp["pdf:Trapped"] = "False"
        xmp["pdf:Producer"] = str(info.get("/Producer", ""))
        xmp["xmp:CreateDate"] = pdf_date_to_xmp(created)
        xmp["xmp:ModifyDate"] = xmp["xmp:MetadataDate"] = pdf_date_to_xmp(str(info["/ModDate"]))
        xmp["xmpMM:DocumentID"] = f"uuid:{uuid[:8]}-{uuid[8:12]}-{uuid[12:16]}-{uuid[16:20]}-{uuid[20:]}"
        xmp["xmpMM:VersionID"] = "1"
        xmp["xmpMM:RenditionClass"] = "default"
