"""An original vector toad, drawn facing the viewer: one silhouette with eye bumps, haunches, feet, belly and a smile.

The drawing is designed on a unit grid (x from -1 to 1, y from -0.76 up to 0.74) and mapped onto
millimetres, so line widths stay those of the sheet whatever the toad's size. Every stroke and
fill goes through the surface's ink, so the ink-saver variant keeps an outlined toad.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.units import mm

from pnp.render.surface import Colour, Surface

Point = tuple[float, float]
Segment = tuple[Point, Point, Point]  # two control points, then the end of a cubic Bézier

TOP, BOTTOM = 0.74, -0.76  # the toad's extent on the unit grid; its width is 2
ASPECT = (TOP - BOTTOM) / 2  # height over width

# The right half of the silhouette, from the bottom centre up to the dip between the eyes: flat
# bottom, the haunch bulging out, the tuck where it meets the body, the flank, the eye bump.
RIGHT_HALF: tuple[Segment, ...] = (
    ((0.25, -0.72), (0.45, -0.73), (0.62, -0.73)),
    ((0.95, -0.76), (1.04, -0.52), (0.93, -0.38)),
    ((0.89, -0.32), (0.85, -0.29), (0.82, -0.25)),
    ((0.88, 0.06), (0.74, 0.34), (0.62, 0.44)),
    ((0.70, 0.74), (0.18, 0.84), (0.15, 0.52)),
    ((0.08, 0.47), (0.0, 0.47), (0.0, 0.47)),
)
SILHOUETTE_START: Point = (0.0, -0.72)


def _silhouette() -> tuple[Segment, ...]:
    """The closed outline: the right half, then the same half mirrored and run backwards."""
    points = [SILHOUETTE_START] + [p for segment in RIGHT_HALF for p in segment]
    mirrored = [(-x, y) for x, y in reversed(points)]
    left = tuple((mirrored[i], mirrored[i + 1], mirrored[i + 2]) for i in range(1, len(mirrored), 3))
    return RIGHT_HALF + left


SILHOUETTE = _silhouette()


@dataclass(frozen=True)
class ToadStyle:
    """The colours of one toad: body, belly, outline, the face's lines, cheeks, and whether its back is spotted."""

    body: Colour
    belly: Colour
    outline: Colour
    face: Colour
    cheek: Colour
    spots: bool


class Pen:
    """The toad's unit grid placed on a surface: centre (cx, cy), `width` mm from the tip of one haunch to the other."""

    def __init__(self, s: Surface, cx: float, cy: float, width: float):
        self.s, self.cx, self.cy, self.k = s, cx, cy, width / 2

    def at(self, p: Point) -> tuple[float, float]:
        """Millimetres of a unit-grid point, in points (ReportLab's unit)."""
        return (self.cx + p[0] * self.k) * mm, (self.cy + p[1] * self.k) * mm

    def _ink(self, weight: str | None, colour: Colour, fill: Colour | None) -> tuple[int, int]:
        """Set pen and paint through the sheet's ink, so ink-saver applies; (stroke, fill) flags for drawPath."""
        c, ink = self.s.canvas, self.s.ink
        if weight:
            c.setLineWidth(ink.width(weight))
            c.setStrokeColorRGB(*ink.stroke(colour))
            c.setDash([])
        fill = ink.fill(fill)
        if fill is not None:
            c.setFillColorRGB(*fill)
        return int(bool(weight)), int(fill is not None)

    def shape(self, start: Point, segments: Sequence[Segment], weight="normal", colour=(0, 0, 0), fill=None) -> None:
        """A closed outline of Bézier segments, filled and stroked."""
        stroke, filled = self._ink(weight, colour, fill)
        path = self.s.canvas.beginPath()
        path.moveTo(*self.at(start))
        for c1, c2, end in segments:
            path.curveTo(*self.at(c1), *self.at(c2), *self.at(end))
        path.close()
        self.s.canvas.drawPath(path, stroke=stroke, fill=filled)

    def curve(self, start: Point, c1: Point, c2: Point, end: Point, weight="normal", colour=(0, 0, 0)) -> None:
        """An open Bézier stroke."""
        self._ink(weight, colour, None)
        self.s.canvas.bezier(*self.at(start), *self.at(c1), *self.at(c2), *self.at(end))

    def oval(self, centre: Point, rx: float, ry: float, weight="normal", colour=(0, 0, 0), fill=None) -> None:
        """An axis-aligned ellipse, radii in grid units."""
        stroke, filled = self._ink(weight, colour, fill)
        (x1, y1), (x2, y2) = self.at((centre[0] - rx, centre[1] - ry)), self.at((centre[0] + rx, centre[1] + ry))
        self.s.canvas.ellipse(x1, y1, x2, y2, stroke=stroke, fill=filled)


BELLY: Point = (0.0, -0.36)  # the belly's centre, where a letter goes
SPOTS = ((0.66, -0.02, 0.05), (0.56, 0.2, 0.035), (0.74, -0.3, 0.035))  # (x, y, radius), mirrored to both flanks


def draw_toad(
    s: Surface, cx: float, cy: float, width: float, style: ToadStyle, detail: bool = True, halo: bool = False
) -> None:
    """A toad `width` mm wide centred on (cx, cy); it stands `width * ASPECT` mm tall.

    `detail` adds the toes, arm lines, spots and cheeks that a small emblem is better without;
    `halo` rings the silhouette in white, so a toad stands out on a disc of its own colour. A
    caller may mark the belly, at unit point BELLY.
    """
    pen = Pen(s, cx, cy, width)
    weight = "normal" if width >= 14 else "thin"
    fine = "thin" if width >= 14 else "hair"
    if halo:
        pen.shape(SILHOUETTE_START, SILHOUETTE, "heavy", (1.0, 1.0, 1.0))
    face = style.outline if s.ink.saver else style.face  # light lines on a dark body vanish without the fill
    pen.shape(SILHOUETTE_START, SILHOUETTE, weight, style.outline, style.body)
    pen.oval(BELLY, 0.42, 0.27, fine, style.outline, style.belly)
    for side in (-1, 1):
        _eye(pen, side, fine, style)
        pen.curve((0.82 * side, -0.25), (0.74 * side, -0.36), (0.68 * side, -0.5), (0.7 * side, -0.66), fine, style.outline)
        if detail:
            _front_foot(pen, side, fine, style)
    pen.curve((-0.46, 0.22), (-0.22, 0.02), (0.22, 0.02), (0.46, 0.22), fine, face)
    for side in (-1, 1):
        pen.oval((0.07 * side, 0.32), 0.022, 0.016, None, face, face)
        if detail:
            pen.oval((0.56 * side, 0.2), 0.09, 0.055, None, style.cheek, style.cheek)
    if detail and style.spots:
        for x, y, r in SPOTS:
            for side in (-1, 1):
                pen.oval((x * side, y), r, r, fine, style.outline)


def _eye(pen: Pen, side: int, weight: str, style: ToadStyle) -> None:
    """White eyeball, a pupil looking slightly inward and a highlight that makes it bright."""
    x = 0.4 * side
    pen.oval((x, 0.56), 0.15, 0.15, weight, style.outline, (1, 1, 1))
    pen.oval((x - 0.03 * side, 0.54), 0.085, 0.095, "hair", (0, 0, 0), (0.05, 0.05, 0.05))
    pen.oval((x - 0.05 * side, 0.58), 0.028, 0.028, None, (1, 1, 1), (1, 1, 1))


def _front_foot(pen: Pen, side: int, weight: str, style: ToadStyle) -> None:
    """An arm line down the body and three round toes at its foot."""
    pen.curve((0.56 * side, -0.08), (0.5 * side, -0.3), (0.4 * side, -0.5), (0.36 * side, -0.64), weight, style.outline)
    for dx, dy in ((-0.1, 0.0), (0.0, -0.03), (0.1, 0.0)):
        pen.oval(((0.36 + dx) * side, -0.68 + dy), 0.065, 0.05, weight, style.outline, style.body)
