"""The printer calibration sheet: 150 mm rulers on both axes, and a duplex target for the back offset.

Page 1 (front) carries the rulers and a cross; page 2 (back) carries two scales centred where the
cross lands after a long-edge flip. Held against the light, the cross shows on the scales the
offset to pass as `--back-offset X,Y`: the backs page is moved by that much to meet its fronts.
A kit without duplex sheets carries the front alone, as a one-page scale check.
"""

from pnp.locales.typography import typography
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.frame import draw_title
from pnp.render.metadata import LONG_EDGE
from pnp.render.paragraph import paragraph
from pnp.render.surface import Surface
from pnp.sheets.layout import content_box

RULER = 150.0  # long enough that a 2 % scaling shows as 3 mm, short enough for Letter's height
TARGET = (0.62, 0.42)  # where the duplex cross sits, as fractions of the paper's width and height
SCALE = 10  # the back scales read -10 ... +10 mm
SCALE_GAP = 15.0  # each scale sits this far from the cross, across one of the front cross's long lines
CROSS = 40.0


def draw_ruler(s: Surface, x: float, y: float, vertical: bool) -> None:
    """A RULER mm ruler with millimetre ticks, longer ones every 5 and labelled centimetres."""
    def seg(a, length):
        if vertical:
            s.line(x, y + a, x + length, y + a, "hair")
        else:
            s.line(x + a, y, x + a, y + length, "hair")

    if vertical:
        s.line(x, y, x, y + RULER, "thin")
    else:
        s.line(x, y, x + RULER, y, "thin")
    for mm_ in range(int(RULER) + 1):
        seg(mm_, 4.0 if mm_ % 10 == 0 else 2.5 if mm_ % 5 == 0 else 1.5)
        if mm_ % 10 == 0:
            label = str(mm_ // 10)
            if vertical:
                s.text(x + 5.2, y + mm_ - 1.0, label, 6.5)
            else:
                s.text(x + mm_, y + 5.2, label, 6.5, align="center")


def draw_instructions(s: Surface, doc: Document, heading: str | None, paragraphs: list[str]) -> float:
    """The sheet's title, the side's heading if any, and its paragraphs, from the top of the content area;
    returns the y below them."""
    text, area = doc.text, content_box(doc.info.paper)
    y = draw_title(s, doc.info, text) - 6
    if heading:
        s.text(area.x, y - 3, text(heading), 10, bold=True)
        y -= 6
    for key in paragraphs:
        y = paragraph(s, area.x, y, typography(text(key), text.lang), 8.5, area.w) - 1.5
    return y


def draw_front(s: Surface, doc: Document, duplex: bool) -> None:
    text, area, paper = doc.text, content_box(doc.info.paper), doc.info.paper
    steps = ("scale", "fix", "duplex") if duplex else ("scale", "fix")
    y = draw_instructions(s, doc, None, [f"calibration.front.{k}" for k in steps])
    ruler_y = y - 17
    draw_ruler(s, area.x + 20, ruler_y, vertical=False)
    s.text(area.x + 20 + RULER + 3, ruler_y + 1, text("calibration.ruler_h"), 7.5)
    draw_ruler(s, area.x + 3, ruler_y - 25 - RULER, vertical=True)
    s.text(area.x + 12, ruler_y - 25 - RULER - 5, text("calibration.ruler_v"), 7.5)
    if duplex:
        draw_cross(s, paper.width * TARGET[0], paper.height * TARGET[1], text("calibration.front.target"))


def draw_cross(s: Surface, cx: float, cy: float, label: str) -> None:
    """The front's cross, which the back's scales read through the paper."""
    s.line(cx - CROSS, cy, cx + CROSS, cy, "thin")
    s.line(cx, cy - CROSS, cx, cy + CROSS, "thin")
    s.circle(cx, cy, 2.0, "thin")
    s.text(cx + 2, cy + CROSS + 1, label, 7.5)


def draw_back(s: Surface, doc: Document) -> None:
    """Scales at the mirror image of the front cross (long-edge flip mirrors x, keeps y)."""
    paper = doc.info.paper
    draw_instructions(s, doc, "calibration.back.title", [f"calibration.back.{k}" for k in ("hold", "read", "example")])
    cx, cy = paper.width * (1 - TARGET[0]), paper.height * TARGET[1]
    draw_scale(s, cx, cy - SCALE_GAP, vertical=False)
    draw_scale(s, cx - SCALE_GAP, cy, vertical=True)
    s.circle(cx, cy, 2.0, "hair")


def draw_scale(s: Surface, x: float, y: float, vertical: bool) -> None:
    """A -10 ... +10 mm scale centred on (x, y): X runs along the page, Y up it."""
    along = (lambda v, w: (x + w, y + v)) if vertical else (lambda v, w: (x + v, y + w))
    s.line(*along(-SCALE - 1, 0), *along(SCALE + 1, 0), "thin")
    for v in range(-SCALE, SCALE + 1):
        tick = 4.0 if v == 0 else 3.0 if v % 5 == 0 else 1.8
        s.line(*along(v, -tick), *along(v, tick), "hair" if v % 5 else "thin")
        if v % 5 == 0:
            lx, ly = along(v, -7.5 if not vertical else -8)
            s.text(lx, ly - (1.0 if vertical else 0), f"{v:+d}" if v else "0", 7, align="center")
    lx, ly = along(SCALE + 5, 0)
    s.text(lx, ly - 1.2, "Y" if vertical else "X", 10, bold=True, align="center")


def calibration_part(options: PrintOptions, duplex: bool = True) -> Part:
    """Two pages, to print double-sided (long-edge flip) at 100 %; without `duplex`, the rulers' page alone."""
    def draw(doc: Document) -> None:
        draw_front(doc.new_page(), doc, duplex)
        if duplex:
            draw_back(doc.new_page(), doc)

    return Part("calibration", options.info("", "calibration.sheet"), draw, LONG_EDGE if duplex else None)
