"""A second drawing backend: the part of ReportLab's canvas that the sheets draw through, written as SVG.

`Surface(SvgCanvas(...), ink)` draws any diagram made for the PDF pages (lines, shapes, paths, clips,
text, text objects and reusable forms) into an SVG element, so a drawing is written once and comes out
in either form. Coordinates stay ReportLab's (points, y up); one flip at the root turns them into SVG's.
"""

from dataclasses import dataclass, field
from functools import cache
from html import escape

from reportlab.pdfgen.canvas import FILL_EVEN_ODD  # type: ignore[attr-defined]

from pnp.render.fonts import REGULAR, register_fonts, truetype

SHAPES = ("line", "rect", "circle", "ellipse", "path", "text", "use")  # what counts as one painting operation


def number(v: float) -> str:
    """A coordinate short enough to keep the file small and exact enough to draw the same (1/1000 pt)."""
    text = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def colour(rgb) -> str:
    return "#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02x}" for c in rgb)


@cache
def face_style(name: str) -> tuple[str, str]:
    """(family, weight) of a registered font, as CSS names them: the face's own family name, bold or normal."""
    face = truetype(name).face
    family, postscript, style = (v.decode(errors="ignore") if isinstance(v, bytes) else str(v)
                                 for v in (face.familyName, face.name, face.styleName))
    return family, "bold" if "bold" in f"{postscript} {style}".lower() else "normal"


def font_css(name: str) -> tuple[str, str]:
    """(font-family, font-weight) for text in a registered font: its family, then the generic fallback."""
    family, weight = face_style(name)
    return f"'{family}', sans-serif", weight


@dataclass
class _State:
    fill: tuple = (0.0, 0.0, 0.0)
    stroke: tuple = (0.0, 0.0, 0.0)
    width: float = 1.0
    dash: tuple = ()
    font: str = ""
    size: float = 10.0
    groups: int = 0  # <g> elements opened since this state was saved
    round_ends: bool = False  # line caps and joins round (ReportLab's 1) rather than butt and mitre

    def copy(self) -> "_State":
        return _State(self.fill, self.stroke, self.width, self.dash, self.font, self.size, 0, self.round_ends)


class SvgPath:
    """ReportLab's path object, as SVG path data."""

    def __init__(self):
        self.parts: list[str] = []

    def moveTo(self, x, y):
        self.parts.append(f"M{number(x)} {number(y)}")

    def lineTo(self, x, y):
        self.parts.append(f"L{number(x)} {number(y)}")

    def curveTo(self, x1, y1, x2, y2, x3, y3):
        self.parts.append("C" + " ".join(number(v) for v in (x1, y1, x2, y2, x3, y3)))

    def close(self):
        self.parts.append("Z")

    def rect(self, x, y, w, h):
        self.parts.append(f"M{number(x)} {number(y)}h{number(w)}v{number(h)}h{number(-w)}Z")

    def circle(self, cx, cy, r):
        self.parts.append(
            f"M{number(cx - r)} {number(cy)}a{number(r)} {number(r)} 0 1 0 {number(2 * r)} 0"
            f"a{number(r)} {number(r)} 0 1 0 {number(-2 * r)} 0Z"
        )

    def data(self) -> str:
        return "".join(self.parts)


@dataclass
class SvgText:
    """ReportLab's text object: runs of text, each placed by its own text matrix."""

    runs: list = field(default_factory=list)
    font: str = ""
    size: float = 10.0
    fill: tuple = (0.0, 0.0, 0.0)
    spacing: float = 0.0
    matrix: tuple = (1, 0, 0, 1, 0, 0)

    def setFont(self, name, size, leading=None):
        self.font, self.size = name, size

    def setFillColorRGB(self, r, g, b, alpha=None):
        self.fill = (r, g, b)

    def setCharSpace(self, spacing):
        self.spacing = spacing

    def setTextTransform(self, a, b, c, d, e, f):
        self.matrix = (a, b, c, d, e, f)

    def textOut(self, text):
        self.runs.append((text, self.font, self.size, self.fill, self.spacing, self.matrix))


class SvgCanvas:
    """The canvas calls the sheets make, recorded as SVG elements; `svg()` returns the finished element.

    `prefix` keeps the ids of forms and clip paths unique when several drawings share one HTML page.
    """

    def __init__(self, width: float, height: float, prefix: str = "d"):
        register_fonts()
        self.width, self.height, self.prefix = width, height, prefix
        self.out: list[str] = []
        self.defs: list[str] = []
        self.state = _State(font=REGULAR)
        self.stack: list[_State] = []
        self.forms: dict[str, str] = {}
        self.recording: tuple | None = None  # (name, saved output, saved state, saved stack) while a form is drawn
        self.clips = 0

    # graphics state
    def saveState(self):
        self.stack.append(self.state)
        self.state = self.state.copy()

    def restoreState(self):
        self.out.extend(["</g>"] * self.state.groups)
        self.state = self.stack.pop()

    def _group(self, attributes: str) -> None:
        self.out.append(f"<g {attributes}>")
        self.state.groups += 1

    def translate(self, dx, dy):
        self._group(f'transform="translate({number(dx)} {number(dy)})"')

    def rotate(self, degrees):
        self._group(f'transform="rotate({number(degrees)})"')

    def scale(self, x, y):
        self._group(f'transform="scale({number(x)} {number(y)})"')

    def setLineWidth(self, width):
        self.state.width = width

    def setLineCap(self, cap):
        self.state.round_ends = cap == 1

    def setLineJoin(self, join):
        self.state.round_ends = join == 1

    def setStrokeColorRGB(self, r, g, b, alpha=None):
        self.state.stroke = (r, g, b)

    def setFillColorRGB(self, r, g, b, alpha=None):
        self.state.fill = (r, g, b)

    def setDash(self, array=(), phase=0):
        self.state.dash = tuple(array) if isinstance(array, (list, tuple)) else (array, phase)

    def setFont(self, name, size, leading=None):
        self.state.font, self.state.size = name, size

    # painting
    def _paint(self, stroke, fill, rule: str = "") -> str:
        s = self.state
        parts = [f'fill="{colour(s.fill)}"' if fill else 'fill="none"']
        if rule:
            parts.append(f'fill-rule="{rule}"')
        if stroke:
            parts.append(f'stroke="{colour(s.stroke)}" stroke-width="{number(s.width)}"')
            if s.round_ends:
                parts.append('stroke-linecap="round" stroke-linejoin="round"')
            if s.dash:
                parts.append(f'stroke-dasharray="{" ".join(number(d) for d in s.dash)}"')
        return " ".join(parts)

    def line(self, x1, y1, x2, y2):
        xy = f'x1="{number(x1)}" y1="{number(y1)}" x2="{number(x2)}" y2="{number(y2)}"'
        self.out.append(f"<line {xy} {self._paint(1, 0)}/>")

    def rect(self, x, y, w, h, stroke=1, fill=0):
        x, w = (x + w, -w) if w < 0 else (x, w)
        y, h = (y + h, -h) if h < 0 else (y, h)
        box = f'x="{number(x)}" y="{number(y)}" width="{number(w)}" height="{number(h)}"'
        self.out.append(f"<rect {box} {self._paint(stroke, fill)}/>")

    def roundRect(self, x, y, w, h, radius, stroke=1, fill=0):
        box = f'x="{number(x)}" y="{number(y)}" width="{number(w)}" height="{number(h)}" rx="{number(radius)}"'
        self.out.append(f"<rect {box} {self._paint(stroke, fill)}/>")

    def circle(self, cx, cy, r, stroke=1, fill=0):
        self.out.append(f'<circle cx="{number(cx)}" cy="{number(cy)}" r="{number(r)}" {self._paint(stroke, fill)}/>')

    def ellipse(self, x1, y1, x2, y2, stroke=1, fill=0):
        cx, cy, rx, ry = (x1 + x2) / 2, (y1 + y2) / 2, abs(x2 - x1) / 2, abs(y2 - y1) / 2
        xy = f'cx="{number(cx)}" cy="{number(cy)}" rx="{number(rx)}" ry="{number(ry)}"'
        self.out.append(f"<ellipse {xy} {self._paint(stroke, fill)}/>")

    def bezier(self, x1, y1, x2, y2, x3, y3, x4, y4):
        path = SvgPath()
        path.moveTo(x1, y1)
        path.curveTo(x2, y2, x3, y3, x4, y4)
        self.out.append(f'<path d="{path.data()}" {self._paint(1, 0)}/>')

    def beginPath(self) -> SvgPath:
        return SvgPath()

    def drawPath(self, path: SvgPath, stroke=1, fill=0, fillMode=None):
        rule = "evenodd" if fillMode == FILL_EVEN_ODD and fill else ""
        self.out.append(f'<path d="{path.data()}" {self._paint(stroke, fill, rule)}/>')

    def clipPath(self, path: SvgPath, stroke=1, fill=0, fillMode=None):
        self.clips += 1
        name = f"{self.prefix}-clip{self.clips}"
        rule = ' clip-rule="evenodd"' if fillMode == FILL_EVEN_ODD else ""
        self.defs.append(f'<clipPath id="{name}"><path d="{path.data()}"{rule}/></clipPath>')
        self._group(f'clip-path="url(#{name})"')

    # text
    def _text(self, x, y, s: str, anchor: str) -> None:
        st = self.state
        family, weight = font_css(st.font)
        self.out.append(
            f'<text transform="translate({number(x)} {number(y)}) scale(1 -1)" font-family="{family}" '
            f'font-weight="{weight}" font-size="{number(st.size)}" fill="{colour(st.fill)}"'
            f'{anchor}>{escape(s, quote=False)}</text>'
        )

    def drawString(self, x, y, text, *args, **kwargs):
        self._text(x, y, text, "")

    def drawCentredString(self, x, y, text, *args, **kwargs):
        self._text(x, y, text, ' text-anchor="middle"')

    def drawRightString(self, x, y, text, *args, **kwargs):
        self._text(x, y, text, ' text-anchor="end"')

    def beginText(self, x=0, y=0) -> SvgText:
        return SvgText(font=self.state.font, size=self.state.size, fill=self.state.fill, matrix=(1, 0, 0, 1, x, y))

    def drawText(self, t: SvgText) -> None:
        for text, font, size, fill, spacing, (a, b, c, d, e, f) in t.runs:
            family, weight = font_css(font)
            matrix = " ".join(number(v) for v in (a, b, c, d, e, f))
            space = f' letter-spacing="{number(spacing)}"' if spacing else ""
            self.out.append(
                f'<text transform="matrix({matrix}) scale(1 -1)" font-family="{family}" font-weight="{weight}" '
                f'font-size="{number(size)}" fill="{colour(fill)}"{space}>{escape(text, quote=False)}</text>'
            )

    # forms: drawn once, placed by reference
    def hasForm(self, name) -> bool:
        return name in self.forms

    def beginForm(self, name, *bbox):
        self.recording = (name, self.out, self.state, self.stack)
        self.out, self.state, self.stack = [], _State(font=self.state.font), []

    def endForm(self, **kwargs):
        assert self.recording is not None, "endForm without beginForm"
        name, out, state, stack = self.recording
        ident = f"{self.prefix}-form{len(self.forms) + 1}"
        self.forms[name] = ident
        self.defs.append(f'<g id="{ident}">{"".join(self.out)}</g>')
        self.out, self.state, self.stack, self.recording = out, state, stack, None

    def doForm(self, name):
        self.out.append(f'<use href="#{self.forms[name]}"/>')

    # pieces a page places itself
    def define(self, ident: str, draw) -> None:
        """Record what `draw()` paints as the definition `ident`, drawn nowhere until a `<use>` places it
        (a play page puts pieces on its board so); the forms it stamps go to the definitions too."""
        out, state, stack = self.out, self.state, self.stack
        self.out, self.state, self.stack = [], _State(font=self.state.font), []
        draw()
        self.defs.append(f'<g id="{ident}">{"".join(self.out)}</g>')
        self.out, self.state, self.stack = out, state, stack

    def layer(self, ident: str) -> None:
        """An empty group `ident` at this point of the drawing, in its coordinates, for a page to fill."""
        self.out.append(f'<g id="{ident}"></g>')

    def svg(self, title: str, description: str, css_class: str = "diagram") -> str:
        """The finished <svg>: scales to its container's width, named for assistive technology by `title`
        and described by `description`."""
        w, h, p = number(self.width), number(self.height), self.prefix
        defs = f"<defs>{''.join(self.defs)}</defs>" if self.defs else ""
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" viewBox="0 0 {w} {h}" '
            f'width="{w}pt" height="{h}pt" role="img" aria-labelledby="{p}-title {p}-desc">'
            f'<title id="{p}-title">{escape(title, quote=False)}</title>'
            f'<desc id="{p}-desc">{escape(description, quote=False)}</desc>{defs}'
            f'<g transform="matrix(1 0 0 -1 0 {h})" stroke-linecap="butt">{"".join(self.out)}</g></svg>'
        )
