"""The wild-variant field of Signed Stacks: the map of `wild.build_map`, at real size or scaled.

Every region is outlined and numbered (r1 ... rN, as positions name them) at the centre of its
largest inscribed circle, where a token goes. The start zones are told apart by lines, so they
survive greyscale and the ink-saver: Black's regions are hatched round the token's place, White's
have a second outline inside their border, and each zone region carries its side's letter. The
free regions between the zones stay plain.
"""

import math

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import FILL_EVEN_ODD  # type: ignore[attr-defined]  # missing from types-reportlab

from pnp.games.stacks.wild import MAP_HEIGHT, MAP_WIDTH, TOKEN_DIAMETER, WildMap, build_map
from pnp.locales import Text
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.fonts import text_width
from pnp.render.frame import FRAME_TOP, draw_title
from pnp.render.paragraph import line_or_lines
from pnp.render.surface import SMALLEST_PT, Surface
from pnp.sheets.layout import content_box

Point = tuple[float, float]

HATCH = (0.5, 0.5, 0.5)
SPOT = (0.7, 0.7, 0.7)
LABEL = (0.3, 0.3, 0.3)
HATCH_STEP = 2.5
LABEL_CLEAR = 0.6  # mm from a token's ring up to its region label's baseline
INSET = 1.6  # White's inner outline, inside the region's border
MAX_HEADER = 16.0
TITLE_BASE = 4.0  # the title's baseline under the content area's top: higher than on other sheets, for the map's room
CLEARANCE = 2.0  # between the map and the text above it or the scale bar below


def inset(points: tuple[Point, ...], d: float) -> list[Point]:
    """A convex counter-clockwise polygon shrunk by `d` mm: clipped by each edge moved inward."""
    shape = list(points)
    for k, p in enumerate(points):
        q = points[(k + 1) % len(points)]
        length = math.dist(p, q)
        n = ((p[1] - q[1]) / length, (q[0] - p[0]) / length)  # inward normal
        c = n[0] * p[0] + n[1] * p[1] + d
        shape = _keep_inside(shape, n, c)
    return shape


def _keep_inside(shape: list[Point], n: Point, c: float) -> list[Point]:
    """The part of `shape` where n . x >= c (Sutherland-Hodgman)."""
    out = []
    for k, p in enumerate(shape):
        q = shape[(k + 1) % len(shape)]
        dp, dq = n[0] * p[0] + n[1] * p[1] - c, n[0] * q[0] + n[1] * q[1] - c
        if dp >= 0:
            out.append(p)
        if (dp >= 0) != (dq >= 0):
            t = dp / (dp - dq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


class Placed:
    """A map placed on the page: its bottom-left corner at (x, y) mm, drawn `scale` times real size."""

    def __init__(self, wild: WildMap, x: float, y: float, scale: float = 1.0):
        self.wild, self.x, self.y, self.scale = wild, x, y, scale

    def at(self, p: Point) -> Point:
        return self.x + self.scale * p[0], self.y + self.scale * p[1]

    def anchor(self, region: str) -> Point:
        return self.at(self.wild.anchors[int(region[1:]) - 1])

    def polygon(self, region: str) -> list[Point]:
        return [self.at(p) for p in self.wild.polygons[int(region[1:]) - 1]]


def zone_of(wild: WildMap) -> dict[str, str]:
    """Region name -> the colour whose start zone holds it (free regions are left out)."""
    return {region: colour for colour, zone in wild.zones.items() for region in zone}


def _hatch(s: Surface, outline: list[Point], hole: tuple[Point, float] | None = None) -> None:
    """Diagonal hatching over a region, except a disc (centre, radius) where its token stands."""
    c = s.canvas
    c.saveState()
    path = c.beginPath()
    path.moveTo(outline[0][0] * mm, outline[0][1] * mm)
    for x, y in outline[1:]:
        path.lineTo(x * mm, y * mm)
    path.close()
    if hole:
        (hx, hy), radius = hole
        path.circle(hx * mm, hy * mm, radius * mm)
    c.clipPath(path, stroke=0, fill=0, fillMode=FILL_EVEN_ODD)  # so the disc stays clear
    xs, ys = [p[0] for p in outline], [p[1] for p in outline]
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    k = 0.0
    while k <= (x1 - x0) + (y1 - y0):
        s.line(x0 + k, y0, x0 + k - (y1 - y0), y1, "hair", HATCH)
        k += HATCH_STEP
    c.restoreState()


def draw_map(s: Surface, placed: Placed, text: Text, occupied: frozenset[str] = frozenset(), token: float = 0.0) -> None:
    """Regions, zones, the outer border, and region labels.

    A free spot shows its label at the anchor inside a faint circle the size of the largest token
    the map promises room for; an `occupied` region (a setup diagram draws a token `token` map mm
    across there) has its label above the token, LABEL_CLEAR mm clear of its ring at any scale.
    """
    wild, k = placed.wild, placed.scale
    zones = zone_of(wild)
    spot = k * TOKEN_DIAMETER / 2
    for region in wild.names:
        outline = placed.polygon(region)
        colour = zones.get(region)
        if colour == "black":
            _hatch(s, outline, (placed.anchor(region), spot))
        elif colour == "white":
            s.polygon(inset(tuple(outline), INSET * k), "thin")
        s.polygon(outline, "normal")
    s.rect(placed.x, placed.y, MAP_WIDTH * k, MAP_HEIGHT * k, "bold")
    for region in wild.names:
        ax, ay = placed.anchor(region)
        colour = zones.get(region)
        if region in occupied:
            s.text(ax, ay + k * token / 2 + LABEL_CLEAR, region, max(6 * min(1.0, k), SMALLEST_PT), align="center", colour=LABEL)
            continue
        s.circle(ax, ay, spot, "hair", SPOT, dash=(1.0, 1.2))
        s.centred_text(ax, ay + (1.6 if colour else 0), region, max(7 * min(1.0, k), SMALLEST_PT), colour=LABEL)
        if colour:
            s.centred_text(ax, ay - 2.4, text(f"stacks.letter.{colour}"), max(6.5 * min(1.0, k), SMALLEST_PT), bold=True)


def draw_legend(s: Surface, right: float, baseline: float, text: Text) -> None:
    """Samples of the two zone marks and the plain free region, right-aligned on a line."""
    size, box = 7.0, 4.0
    x = right
    for key in ("free", "white", "black"):
        label = text(f"stacks.map.legend.{key}")
        x -= text_width(label, size) / mm
        s.text(x, baseline, label, size)
        x -= box + 1.5
        outline = [(x, baseline - 0.6), (x + box, baseline - 0.6), (x + box, baseline + 2.6), (x, baseline + 2.6)]
        if key == "black":
            _hatch(s, outline)
        elif key == "white":
            s.polygon(inset(tuple(outline), 0.7), "thin")
        s.polygon(outline, "normal")
        x -= 5


def draw_map_page(doc: Document, seed: int, regions: int) -> None:
    s, text = doc.new_page(), doc.text
    wild = build_map(seed, regions)
    area = content_box(doc.info.paper)
    lowest = FRAME_TOP + CLEARANCE  # on Letter the real-size map needs part of the footer band
    header = min(MAX_HEADER, area.top - lowest - MAP_HEIGHT)
    base = draw_title(s, doc.info, text, max_width=area.w * 0.55, at=(area.x, area.top - TITLE_BASE))
    draw_legend(s, area.right, base, text)
    line = text("stacks.map.about", regions=regions, seed=seed)
    line_or_lines(s, area.x, base - 3.4, line, 7, area.w, wrapped=SMALLEST_PT)  # two lines still clear the map
    placed = Placed(wild, area.x + (area.w - MAP_WIDTH) / 2, area.top - header - MAP_HEIGHT)
    draw_map(s, placed, text)


def wild_map_part(seed: int, regions: int, options: PrintOptions) -> Part:
    """The wild map of `seed` with `regions` regions at real size (180 x 240 mm, portrait A4 or Letter)."""
    build_map(seed, regions)  # a bad region count fails here, before any file is opened
    info = options.info("stacks", "stacks.sheet.map")
    return Part("stacks-map", info, lambda doc: draw_map_page(doc, seed, regions))
