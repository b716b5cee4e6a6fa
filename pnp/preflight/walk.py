"""What a page paints, read from its content stream: every stroke, fill, piece of text and image, with
the colour, line width, position and resolution a printer will see.

The walk follows the PDF graphics state (`q`/`Q`, `cm`, colours, line width, text state) through the
page and every form XObject it draws, so a line drawn inside a scaled form is measured at the width it
prints. Positions are in points on the page, origin at the MediaBox's bottom-left.
"""

import math
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

import pikepdf

from pnp.core.pdf_input import Budget, UnreadablePdf

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
SPACES = {"DeviceGray": 1, "DeviceRGB": 3, "DeviceCMYK": 4, "CalGray": 1, "CalRGB": 3, "Lab": 3}
STROKES = {"S", "s", "B", "B*", "b", "b*"}
FILLS = {"f", "F", "f*", "B", "B*", "b", "b*"}
PATH_ENDS = STROKES | FILLS | {"n"}
SHOWS = {"Tj", "TJ", "'", '"'}


@dataclass(frozen=True)
class Colour:
    """A colour as painted: its family ("gray", "rgb", "cmyk", "other") and components from 0 to 1."""

    space: str
    values: tuple[float, ...] = (0.0,)
    name: str = ""  # a Separation's colorant (a spot colour, a die line's CutContour)

    @property
    def ink(self) -> float:
        """Total area coverage in percent, for process colours."""
        return 100 * sum(self.values) if self.space == "cmyk" else 0.0

    @property
    def white(self) -> bool:
        """Paper white: no ink in CMYK, full white in grey or RGB (a spot colour at 0 % aside)."""
        if self.name or not self.values:
            return False
        return all(v == 0 for v in self.values) if self.space == "cmyk" else \
            self.space in ("gray", "rgb") and all(v == 1 for v in self.values)


@dataclass(frozen=True)
class Stroke:
    width: float  # points, as printed
    colour: Colour
    overprint: bool = False


@dataclass(frozen=True)
class Fill:
    colour: Colour
    box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)  # the filled path's bounds in points
    overprint: bool = False


@dataclass(frozen=True)
class Text:
    box: tuple[float, float, float, float]  # x0, y0, x1, y1 in points
    colour: Colour
    font: str  # the font's PostScript name
    embedded: bool
    size: float = 0.0  # the font size as printed, in points
    clipped: bool = False  # part of the run falls outside the clipping path
    core: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)  # baseline to cap height: what must stay clear
    overprint: bool = False
    render: int = 0  # the text rendering mode: 0 fill, 1 stroke, 2 fill and stroke, ...


@dataclass(frozen=True)
class Image:
    dpi: float  # the lower of the two directions
    space: str


Mark = Stroke | Fill | Text | Image


def matrix(values) -> Matrix:
    """The six numbers of a PDF matrix operand (cm, Tm, a form's /Matrix)."""
    a, b, c, d, e, f = (float(v) for v in values)
    return a, b, c, d, e, f


def multiply(m: Matrix, n: Matrix) -> Matrix:
    """m then n (PDF's row-vector convention: a point is transformed by m, then by n)."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s, e * p + f * r + t, e * q + f * s + u)


def apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]


def scale(m: Matrix) -> float:
    """How much the matrix enlarges a length, on average over directions."""
    return math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))


@dataclass
class State:
    ctm: Matrix = IDENTITY
    width: float = 1.0
    stroke_space: str = "gray"
    fill_space: str = "gray"
    stroke: Colour = Colour("gray")
    fill: Colour = Colour("gray")
    font: str = ""
    embedded: bool = True
    font_size: float = 0.0
    char_space: float = 0.0
    word_space: float = 0.0
    h_scale: float = 1.0
    leading: float = 0.0
    rise: float = 0.0
    widths: dict = field(default_factory=dict)
    clip: tuple[float, float, float, float] | None = None  # the clipping path's bounding box on the page
    stroke_name: str = ""  # the Separation colorant of the stroke and fill colour spaces
    fill_name: str = ""
    overprint: tuple[bool, bool] = (False, False)  # for strokes and for fills
    render: int = 0


def space_family(name: str, resources) -> str:
    """"gray", "rgb", "cmyk" or "other" for a colour space name or a named resource."""
    name = name.lstrip("/")
    if name in SPACES:
        return {1: "gray", 3: "rgb", 4: "cmyk"}[SPACES[name]] if name != "Lab" else "other"
    spaces = resources.get("/ColorSpace") if resources is not None else None
    entry = spaces.get("/" + name) if spaces is not None else None
    if isinstance(entry, pikepdf.Array) and len(entry) and str(entry[0]) == "/ICCBased":
        return {1: "gray", 3: "rgb", 4: "cmyk"}.get(int(entry[1].get("/N", 0)), "other")
    if isinstance(entry, pikepdf.Array) and len(entry) and str(entry[0]) in ("/DeviceN", "/Separation"):
        return "cmyk" if str(entry[2]) == "/DeviceCMYK" else "other"
    return "other"


def spot_name(name: str, resources) -> str:
    """The colorant of a Separation colour space resource, else ""."""
    spaces = resources.get("/ColorSpace") if resources is not None else None
    entry = spaces.get("/" + name.lstrip("/")) if spaces is not None else None
    if isinstance(entry, pikepdf.Array) and len(entry) > 1 and str(entry[0]) == "/Separation":
        return str(entry[1]).lstrip("/")
    return ""


def colour_of(family: str, operands, name: str = "") -> Colour:
    values = tuple(float(v) for v in operands if isinstance(v, (int, float)) or hasattr(v, "as_integer_ratio"))
    if name:
        return Colour("other", values, name)
    if family == "gray" and len(values) == 1:
        return Colour("gray", values)
    if family == "rgb" and len(values) == 3:
        return Colour("rgb", values)
    if family == "cmyk" and len(values) == 4:
        return Colour("cmyk", values)
    return Colour("other", values)


def glyph_widths(font) -> tuple[dict[int, float], int]:
    """A simple font's advance widths by character code (thousandths of an em), and bytes per code."""
    if font is None:
        return {}, 1
    if str(font.get("/Subtype")) == "/Type0":
        return {}, 2
    first, widths = int(font.get("/FirstChar", 0)), font.get("/Widths")
    return ({first + i: float(w) for i, w in enumerate(widths)} if widths is not None else {}), 1


def embedded(font: pikepdf.Object) -> bool:
    """Whether the font's glyphs travel in the file (Type 3 fonts draw theirs in the file itself)."""
    if str(font.get("/Subtype")) == "/Type3":
        return True
    if str(font.get("/Subtype")) == "/Type0":
        descendants = font.get("/DescendantFonts")
        font = descendants[0] if descendants else font
    descriptor = font.get("/FontDescriptor")
    return descriptor is not None and any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))


def walk(page: pikepdf.Page, budget: Budget | None = None) -> Iterator[Mark]:
    """Every mark a page paints, in painting order; with a `budget`, a file from elsewhere is read within
    its limits (each stream's inflated size checked before it is parsed, forms that draw themselves refused)."""
    if budget is not None:
        contents = page.obj.get("/Contents")
        for stream in contents if isinstance(contents, pikepdf.Array) else [contents]:
            if isinstance(stream, pikepdf.Stream):
                budget.stream(stream)
    yield from _walk(pikepdf.parse_content_stream(page), page.obj.get("/Resources"), State(), 0, budget, ())


def walk_stream(stream: pikepdf.Object) -> Iterator[Mark]:
    """Every mark a form or an annotation's appearance stream paints, in its own coordinates."""
    yield from _walk(pikepdf.parse_content_stream(stream), stream.get("/Resources"), State(), 0, None, ())


def intersect(a, b):
    """The overlap of two boxes (None meaning no limit); an empty overlap has x0 > x1 or y0 > y1."""
    if a is None or b is None:
        return a or b
    return max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])


def bounds(points: list[tuple[float, float]]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


class Walker:
    """The PDF graphics state followed through one content stream, an instruction at a time: `step`
    returns the marks an instruction paints, after it the state says what is set. Preflight reads the
    marks; the shop's press colours are written from them (`pnp.shop.pdfx`). With `forms`, the marks of
    the form XObjects the stream draws are returned with the `Do` that draws them."""

    def __init__(self, resources, state: State | None = None, depth: int = 0, budget: Budget | None = None,
                 forms: tuple | None = ()):
        self.resources, self.state, self.depth, self.budget, self.forms = resources, state or State(), depth, budget, forms
        self.stack: list[State] = []
        self.tm = self.line = IDENTITY
        self.units = 1
        self.path: list[tuple[float, float]] = []  # the current path's points, on the page
        self.clipping = False

    def step(self, instruction) -> list[Mark]:
        state, resources = self.state, self.resources
        if isinstance(instruction, pikepdf.ContentStreamInlineImage):
            image = instruction.iimage
            return [_image(image.width, image.height, state.ctm, space_family(str(image.colorspace), resources))]
        operands, op = instruction.operands, str(instruction.operator)
        if op == "q":
            self.stack.append(replace(state))
        elif op == "Q" and self.stack:
            self.state = self.stack.pop()
        elif op == "cm":
            state.ctm = multiply(matrix(operands), state.ctm)
        elif op == "w":
            state.width = float(operands[0])
        elif op == "gs":
            self._graphics_state(operands[0])
        elif op in ("g", "rg", "k"):
            state.fill_space, state.fill_name = {"g": "gray", "rg": "rgb", "k": "cmyk"}[op], ""
            state.fill = colour_of(state.fill_space, operands)
        elif op in ("G", "RG", "K"):
            state.stroke_space, state.stroke_name = {"G": "gray", "RG": "rgb", "K": "cmyk"}[op], ""
            state.stroke = colour_of(state.stroke_space, operands)
        elif op == "cs":
            state.fill_space, state.fill_name = space_family(str(operands[0]), resources), spot_name(str(operands[0]), resources)
            state.fill = Colour(state.fill_space, (), state.fill_name)
        elif op == "CS":
            state.stroke_space, state.stroke_name = space_family(str(operands[0]), resources), spot_name(str(operands[0]), resources)
            state.stroke = Colour(state.stroke_space, (), state.stroke_name)
        elif op in ("sc", "scn"):
            state.fill = colour_of(state.fill_space, operands, state.fill_name)
        elif op in ("SC", "SCN"):
            state.stroke = colour_of(state.stroke_space, operands, state.stroke_name)
        elif op in ("m", "l", "c", "v", "y"):
            values = [float(v) for v in operands]
            self.path += [apply(state.ctm, values[k], values[k + 1]) for k in range(0, len(values), 2)]
        elif op == "re":
            x, y, w, h = (float(v) for v in operands)
            self.path += [apply(state.ctm, x + dx, y + dy) for dx in (0, w) for dy in (0, h)]
        elif op in ("W", "W*"):
            self.clipping = True
        elif op in PATH_ENDS:
            return self._paint(op)
        elif op == "BT":
            self.tm = self.line = IDENTITY
        elif op == "Tf":
            fonts = resources.get("/Font") if resources is not None else None
            font = fonts.get(operands[0]) if fonts is not None else None
            state.font = str(font.get("/BaseFont", operands[0])).lstrip("/") if font is not None else str(operands[0])
            state.embedded, state.font_size = font is not None and embedded(font), float(operands[1])
            state.widths, self.units = self.budget.widths(font, glyph_widths) if self.budget is not None else glyph_widths(font)
        elif op in TEXT_STATE:
            setattr(state, TEXT_STATE[op], float(operands[0]) / (100 if op == "Tz" else 1))
        elif op == "Tr":
            state.render = int(operands[0])
        elif op == "Tm":
            self.tm = self.line = matrix(operands)
        elif op in ("Td", "TD"):
            tx, ty = float(operands[0]), float(operands[1])
            if op == "TD":
                state.leading = -ty
            self.tm = self.line = multiply((1, 0, 0, 1, tx, ty), self.line)
        elif op == "T*":
            self.tm = self.line = multiply((1, 0, 0, 1, 0, -state.leading), self.line)
        elif op in SHOWS:
            return self._show(op, operands)
        elif op == "Do" and self.forms is not None and self.depth < 12:
            return list(_draw_xobject(resources, operands[0], state, self.depth, self.budget, self.forms))
        return []

    def _graphics_state(self, name) -> None:
        states = self.resources.get("/ExtGState") if self.resources is not None else None
        entry = states.get(name) if states is not None else None
        if isinstance(entry, pikepdf.Dictionary):
            stroke = bool(entry.get("/OP", self.state.overprint[0]))
            self.state.overprint = stroke, bool(entry.get("/op", stroke if "/OP" in entry else self.state.overprint[1]))

    def _paint(self, op: str) -> list[Mark]:
        state, marks = self.state, list[Mark]()
        if op in STROKES:
            marks.append(Stroke(state.width * scale(state.ctm), state.stroke, state.overprint[0]))
        if op in FILLS:
            marks.append(Fill(state.fill, bounds(self.path) if self.path else (0.0, 0.0, 0.0, 0.0), state.overprint[1]))
        if self.clipping and self.path:
            state.clip = intersect(state.clip, bounds(self.path))
        self.path, self.clipping = [], False
        return marks

    def _show(self, op: str, operands) -> list[Mark]:
        state, marks = self.state, list[Mark]()
        if op in ("'", '"'):
            self.tm = self.line = multiply((1, 0, 0, 1, 0, -state.leading), self.line)
        items = operands[-1] if op == "TJ" else [operands[-1]]
        text, advance = _shown(items, state, self.units)
        inked = advance - state.char_space * state.h_scale  # no gap after the last glyph
        whole = _text_box(self.tm, state, inked)
        box = intersect(whole, state.clip)
        if text and box[0] < box[2] and box[1] < box[3]:
            size = state.font_size * scale(multiply(self.tm, state.ctm))
            core = _text_box(self.tm, state, inked, 0.0, 0.7)
            stroked = state.render in (1, 2, 5, 6)
            colour = state.stroke if state.render in (1, 5) else state.fill
            overprint = state.overprint[0] if stroked and state.render in (1, 5) else state.overprint[1]
            marks.append(Text(box, colour, state.font, state.embedded, size, box != whole, core, overprint, state.render))
        self.tm = multiply((1, 0, 0, 1, advance, 0), self.tm)
        return marks


TEXT_STATE = {"Tc": "char_space", "Tw": "word_space", "Tz": "h_scale", "TL": "leading", "Ts": "rise"}


def _walk(instructions, resources, state: State, depth: int, budget: Budget | None, forms: tuple) -> Iterator[Mark]:
    walker = Walker(resources, state, depth, budget, forms)
    for instruction in instructions:
        yield from walker.step(instruction)


def _shown(items, state: State, units: int) -> tuple[bool, float]:
    """Whether a show operator paints any glyph, and how far it moves the text position (text space units)."""
    advance, painted = 0.0, False
    for item in items:
        if isinstance(item, pikepdf.String):
            data = bytes(item)
            for k in range(0, len(data), units):
                code = int.from_bytes(data[k : k + units], "big")
                width = state.widths.get(code, 500.0 if units == 1 else 1000.0) / 1000
                space = state.word_space if units == 1 and code == 32 else 0.0
                advance += (width * state.font_size + state.char_space + space) * state.h_scale
                painted = True
        else:
            advance -= float(item) / 1000 * state.font_size * state.h_scale
    return painted, advance


def _text_box(tm: Matrix, state: State, advance: float, low=-0.25, high=0.8) -> tuple[float, float, float, float]:
    """The page box around a run of glyphs: `low` to `high` em of the font size (descent to ascent unless
    told), from its start to its end."""
    size, rise = state.font_size, state.rise
    full = multiply(tm, state.ctm)
    corners = [apply(full, x, y) for x in (0.0, advance) for y in (rise + low * size, rise + high * size)]
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    return min(xs), min(ys), max(xs), max(ys)


def _image(width: int, height: int, ctm: Matrix, space: str) -> Image:
    """An image of `width` x `height` pixels drawn into the unit square under `ctm`."""
    w_in = math.hypot(ctm[0], ctm[1]) / 72
    h_in = math.hypot(ctm[2], ctm[3]) / 72
    dpi = min(width / w_in if w_in else math.inf, height / h_in if h_in else math.inf)
    return Image(dpi, space)


def _draw_xobject(resources, name, state: State, depth: int, budget: Budget | None, forms: tuple) -> Iterator[Mark]:
    xobjects = resources.get("/XObject") if resources is not None else None
    xobject = xobjects.get(name) if xobjects is not None else None
    if xobject is None:
        return
    subtype = str(xobject.get("/Subtype"))
    if subtype == "/Image":
        space = xobject.get("/ColorSpace")
        family = space_family(str(space), resources) if isinstance(space, pikepdf.Name) else "other"
        if isinstance(space, pikepdf.Array) and str(space[0]) == "/ICCBased":
            family = {1: "gray", 3: "rgb", 4: "cmyk"}.get(int(space[1].get("/N", 0)), "other")
        yield _image(int(xobject.get("/Width", 0)), int(xobject.get("/Height", 0)), state.ctm, family)
    elif subtype == "/Form" and isinstance(xobject, pikepdf.Stream):
        if budget is not None:
            if xobject.is_indirect and xobject.objgen in forms:
                raise UnreadablePdf(f"cannot read {budget.path}: a form draws itself")
            budget.draw()
            budget.stream(xobject)
        inner = replace(state)
        form_matrix = xobject.get("/Matrix")
        if form_matrix is not None:
            inner.ctm = multiply(matrix(form_matrix), state.ctm)
        form_box = xobject.get("/BBox")
        if form_box is not None:
            x0, y0, x1, y1 = (float(v) for v in form_box)
            inner.clip = intersect(state.clip, bounds([apply(inner.ctm, x, y) for x in (x0, x1) for y in (y0, y1)]))
        own = xobject.get("/Resources")
        here = (*forms, xobject.objgen) if xobject.is_indirect else forms
        inherited = own if own is not None else resources
        key = _form_key(xobject, inherited, own is not None, inner) if budget is not None else None
        if key is not None and key in budget.forms:  # type: ignore[union-attr]
            yield from budget.forms[key]  # type: ignore[union-attr]
            return
        marks = _walk(pikepdf.parse_content_stream(xobject), inherited, inner, depth + 1, budget, here)
        if key is None:
            yield from marks
            return
        drawn = budget.forms[key] = tuple(marks)  # type: ignore[union-attr]
        yield from drawn


def _form_key(xobject, resources, own: bool, state: State) -> tuple | None:
    """What a form's marks depend on: the form, its resources and the graphics state it is drawn in (a
    batch draws one board form on every page in the same state, so it is walked once per file)."""
    if not xobject.is_indirect or (not own and resources is not None and not resources.is_indirect):
        return None
    held = (state.ctm, state.width, state.stroke_space, state.fill_space, state.stroke, state.fill, state.font,
            state.embedded, state.font_size, state.char_space, state.word_space, state.h_scale, state.leading,
            state.rise, state.clip, state.stroke_name, state.fill_name, state.overprint, state.render)
    return xobject.objgen, None if own or resources is None else resources.objgen, held
