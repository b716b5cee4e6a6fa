"""Cut files for home cutting machines: an SVG per printed sheet with the cut paths only, at true size.

Print-then-cut machines find a printed sheet by registration marks: three filled squares, at the
top-left, top-right and bottom-left corners, `MARK_INSET` mm from the paper's edges. The same
squares are printed on the PDF sheet (`draw_registration`) and written into its SVG, so the two
register. Cuts go in one layer (red hairlines, the colour the machines' software reads as "cut"),
fold lines in another (blue, dashed) that a machine can score or leave alone.
"""

from dataclasses import dataclass, field
from xml.sax.saxutils import escape

from pnp.render.surface import Surface

MARK_SIZE = 4.0
MARK_INSET = 4.0  # from the paper's edges: inside what most home printers print, clear of the footer


@dataclass(frozen=True)
class Circle:
    cx: float
    cy: float
    r: float


@dataclass(frozen=True)
class Outline:
    """A closed polygon, e.g. a standee strip."""

    points: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class Fold:
    x1: float
    y1: float
    x2: float
    y2: float


@dataclass
class CutSheet:
    """One printed page's cuts and folds, in mm with the PDF's origin (bottom-left, y up)."""

    width: float
    height: float
    cuts: list[Circle | Outline] = field(default_factory=list)
    folds: list[Fold] = field(default_factory=list)


def registration_squares(width: float, height: float) -> list[tuple[float, float]]:
    """Bottom-left corners (mm, y up) of the three registration squares on a `width` x `height` page."""
    left, right = MARK_INSET, width - MARK_INSET - MARK_SIZE
    bottom, top = MARK_INSET, height - MARK_INSET - MARK_SIZE
    return [(left, top), (right, top), (left, bottom)]


def draw_registration(s: Surface, width: float, height: float) -> None:
    """The registration squares on a printed page."""
    for x, y in registration_squares(width, height):
        s.rect(x, y, MARK_SIZE, MARK_SIZE, None, fill=(0.0, 0.0, 0.0))


def svg(sheet: CutSheet, title: str) -> str:
    """The sheet as an SVG document in millimetres: registration, cut and fold layers."""
    h = sheet.height

    def y(v: float) -> str:
        return f"{h - v:.4f}"

    marks = "".join(
        f'<rect x="{x:.4f}" y="{y(top + MARK_SIZE)}" width="{MARK_SIZE:g}" height="{MARK_SIZE:g}"/>'
        for x, top in registration_squares(sheet.width, h)
    )
    cuts = []
    for cut in sheet.cuts:
        if isinstance(cut, Circle):
            cuts.append(f'<circle cx="{cut.cx:.4f}" cy="{y(cut.cy)}" r="{cut.r:.4f}"/>')
        else:
            points = " ".join(f"{px:.4f},{y(py)}" for px, py in cut.points)
            cuts.append(f'<polygon points="{points}"/>')
    folds = "".join(f'<line x1="{f.x1:.4f}" y1="{y(f.y1)}" x2="{f.x2:.4f}" y2="{y(f.y2)}"/>' for f in sheet.folds)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{sheet.width:g}mm" height="{h:g}mm" '
        f'viewBox="0 0 {sheet.width:g} {h:g}">\n'
        f"<title>{escape(title)}</title>\n"
        f'<g id="registration" fill="#000000" stroke="none">{marks}</g>\n'
        f'<g id="cut" fill="none" stroke="#ff0000" stroke-width="0.1">{"".join(cuts)}</g>\n'
        f'<g id="fold" fill="none" stroke="#0000ff" stroke-width="0.1" stroke-dasharray="3 1">{folds}</g>\n'
        "</svg>\n"
    )
