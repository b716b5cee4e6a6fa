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
from dataclasses import dataclass, replace

import pikepdf

from pnp.preflight.rules import INK_LIMIT_KEY, REVERSED_MIN_PT, four_colour_black
from pnp.preflight.walk import PATH_ENDS, SHOWS, Colour, Fill, Stroke, Text, Walker, scale
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
SET_RGB = {"rg", "g", "RG", "G"}  # dropped: the press colour is written before each paint instead
SET_FILL = {"k", "cs", "sc", "scn"}
SET_STROKE = {"K", "CS", "SC", "SCN"}
WHITE = (0.0, 0.0, 0.0, 0.0)
RING_BLACK = 1.0  # the black-only ring around small white type on a four-colour black
RING_PT = 0.7  # its stroke: half of it, 0.35 pt (0.12 mm), reaches past the letter, more than plates drift
OVERPRINT = "/PnpOP"  # resource names of the four overprint states: OP (strokes) and op (fills), 0 or 1 each
VERSIONS = {"PDF/X-4": "1.6", "PDF/X-1a:2003": "1.4"}

Shape = Circle | Outline


@dataclass
class Written:
    """The press colours already written for fills and strokes, and the overprint pair, so each is written
    only where it changes."""

    fill: tuple | None = None
    stroke: tuple | None = None
    overprint: tuple | None = None


class Recolour:
    """Rewrites one content stream's colours for the press, given the preset's ink limit: the shared
    walker (`pnp.preflight.walk.Walker`) follows the graphics state, and each mark it reports is given
    the press colour of its use just before the operator that paints it."""

    def __init__(self, ink_limit: float):
        self.ink_limit = ink_limit
        self.overprints: set[tuple[bool, bool]] = set()

    def stream(self, instructions, resources) -> list:
        out: list = []
        walker = Walker(resources, forms=None)
        written, stack = Written(), []
        path: list = []
        blacks: list = []  # the boxes of four-colour blacks painted so far, for small white type on them
        for instruction in instructions:
            if isinstance(instruction, pikepdf.ContentStreamInlineImage):
                walker.step(instruction)
                out.append(instruction)
                continue
            op = str(instruction.operator)
            if op == "q":
                stack.append(replace(written))
            elif op == "Q" and stack:
                written = stack.pop()
            text_at = (walker.tm, walker.line)
            marks = walker.step(instruction)
            if op in SET_RGB:
                continue
            if op in SET_FILL:
                written.fill = None
            elif op in SET_STROKE:
                written.stroke = None
            if op in PATH_BUILDING:
                path.append(instruction)
                continue
            if op in PATH_ENDS:
                out += self._colours(marks, written)
                if written.fill is not None and four_colour_black(Colour("cmyk", written.fill)):
                    blacks += [m.box for m in marks if isinstance(m, Fill)]
                out += path
                path = []
            elif op in SHOWS:
                out += self._ring(marks, blacks, text_at, instruction, walker, written)
                out += self._colours(marks, written)
            out.append(instruction)
        return out

    def _press(self, mark) -> tuple | None:
        """The press colour of one mark, if the sheet gave it in RGB or grey."""
        colour = mark.colour
        if colour.space not in ("rgb", "gray") or not colour.values:
            return None
        rgb = colour.values * 3 if colour.space == "gray" else colour.values
        if isinstance(mark, Stroke):
            use = "fine" if mark.width < FINE_LINE_PT else "line"
        elif isinstance(mark, Fill):
            x0, y0, x1, y1 = mark.box
            use = "fine" if max(x1 - x0, y1 - y0) <= SMALL_FILL_MM * MM else "area"
        else:
            use = "fine"
        return press_colour(tuple(rgb), use, self.ink_limit)

    def _colours(self, marks, written: Written) -> list:
        """The operators that set the press colours (and overprint) the marks need, where they differ from what is set."""
        out = []
        fills = [m for m in marks if isinstance(m, Fill) or isinstance(m, Text) and m.render in (0, 2, 4, 6)]
        strokes = [m for m in marks if isinstance(m, Stroke) or isinstance(m, Text) and m.render in (1, 2, 5, 6)]
        fill = self._press(fills[0]) if fills else None
        stroke = self._press(strokes[0]) if strokes else None
        if fill is not None and fill != written.fill:
            out.append(pikepdf.ContentStreamInstruction(list(fill), pikepdf.Operator("k")))
            written.fill = fill
        if stroke is not None and stroke != written.stroke:
            out.append(pikepdf.ContentStreamInstruction(list(stroke), pikepdf.Operator("K")))
            written.stroke = stroke
        if fill is not None or stroke is not None:
            out += self._overprint(written, _black(written.stroke) if strokes else None, _black(written.fill) if fills else None)
        return out

    def _overprint(self, written: Written, strokes: bool | None, fills: bool | None) -> list:
        """The graphics state that sets overprint for strokes and fills (None: as it is)."""
        now = written.overprint or (False, False)
        wanted = (now[0] if strokes is None else strokes, now[1] if fills is None else fills)
        if wanted == written.overprint:
            return []
        self.overprints.add(wanted)
        written.overprint = wanted
        return [pikepdf.ContentStreamInstruction([pikepdf.Name(_overprint_name(wanted))], pikepdf.Operator("gs"))]

    def _ring(self, marks, blacks: list, text_at, show, walker: Walker, written: Written) -> list:
        """Small white type on a four-colour black: the same run first stroked in black alone, knocking out
        the other plates around each letter, so their drift on press cannot edge the letters in colour."""
        tm, line = text_at
        run = next((m for m in marks if isinstance(m, Text)), None)
        if run is None or run.render != 0 or run.size >= REVERSED_MIN_PT or tm != line or self._press(run) != WHITE:
            return []
        x0, y0, x1, y1 = run.core
        under = [b for b in blacks if b[0] <= x0 and b[1] <= y0 and x1 <= b[2] and y1 <= b[3]]
        if not under:
            return []
        ring = (0.0, 0.0, 0.0, RING_BLACK)
        written.stroke = ring
        out = [pikepdf.ContentStreamInstruction(list(ring), pikepdf.Operator("K")),
               pikepdf.ContentStreamInstruction([RING_PT / scale(walker.state.ctm)], pikepdf.Operator("w")),
               pikepdf.ContentStreamInstruction([1], pikepdf.Operator("Tr"))]
        out += self._overprint(written, False, None)
        return out + [show, pikepdf.ContentStreamInstruction(list(tm), pikepdf.Operator("Tm")),
                      pikepdf.ContentStreamInstruction([0], pikepdf.Operator("Tr")),
                      pikepdf.ContentStreamInstruction([walker.state.width], pikepdf.Operator("w"))]


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
        form.write(pikepdf.unparse_content_stream(recolour.stream(pikepdf.parse_content_stream(form), form.get("/Resources"))))
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
    name: str = ""  # the product and its rendition (game, product, preset, language): its XMP DocumentID's source


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
        content = pikepdf.unparse_content_stream(recolour.stream(pikepdf.parse_content_stream(page), page.obj.get("/Resources")))
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
    _identify(pdf, standard, ink_limit)
    out = io.BytesIO()
    pdf.save(out, min_version=VERSIONS[standard.version], force_version=VERSIONS[standard.version], deterministic_id=True,
             compress_streams=True, object_stream_mode=pikepdf.ObjectStreamMode.disable)
    return out.getvalue()


def _uuid(*parts: bytes) -> str:
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part)
    u = digest.hexdigest()[:32]
    return f"uuid:{u[:8]}-{u[8:12]}-{u[12:16]}-{u[16:20]}-{u[20:]}"


def _identify(pdf: pikepdf.Pdf, standard: Standard, ink_limit: float) -> None:
    """The output intent and the PDF/X keys, in the document information and the XMP alike; a DocumentID
    for the product in its rendition (the same for every printing of it), an InstanceID for this very
    file (its pages' content), both derived, so the same seed makes the same bytes."""
    version = standard.version
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
    document = _uuid(str(info.get("/Title", "")).encode(), b"\0", standard.name.encode(), b"\0", version.encode())
    instance = _uuid(document.encode(), *(page.obj.Contents.read_bytes() for page in pdf.pages))
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as xmp:
        xmp["pdfxid:GTS_PDFXVersion"] = version
        xmp["pdf:Trapped"] = "False"
        xmp["pdf:Producer"] = str(info.get("/Producer", ""))
        xmp["xmp:CreateDate"] = pdf_date_to_xmp(created)
        xmp["xmp:ModifyDate"] = xmp["xmp:MetadataDate"] = pdf_date_to_xmp(str(info["/ModDate"]))
        xmp["xmpMM:DocumentID"] = document
        xmp["xmpMM:InstanceID"] = instance
        xmp[INK_LIMIT_KEY] = f"{ink_limit:g}"
        xmp["xmpMM:VersionID"] = "1"
        xmp["xmpMM:RenditionClass"] = "default"
