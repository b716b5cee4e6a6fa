"""Cut files for home cutting machines: an SVG per printed sheet with the cut paths only, at true size.

Print-then-cut machines find a printed sheet by registration marks. The marks here are laid out as
Silhouette Studio's "Type 1" marks, the layout the Silhouette family (Cameo, Portrait) reads: a
filled 5 mm square at the top-left corner and L-shaped corners (20 mm arms, 0.5 mm thick) at the
top-right and bottom-left, all `inset` mm from the sheet's edges (10 mm, the least Silhouette Studio
allows; more if asked). Set the same inset in Silhouette Studio's registration settings. The same
marks are printed on the PDF sheet (`draw_registration`) and written into its SVG, so the two register,
and the sheet's content keeps `Marks.margin` from the edges, inside them.

Cuts go in a layer named "cut" (red hairlines). Fold lines are not in the cut file: nothing Silhouette
Studio or Design Space document keeps an imported line from being cut by its layer or style, so they
go in a file of their own (`score_svg`, a layer named "score", blue and dashed, on the same marks),
opened only to score.

Cricut's machines (Explore, Maker) cut what Design Space printed: it prints an uploaded image inside a
registration frame of its own, and takes an image of at most 6.75 x 9.25 in for Print Then Cut.
`PrintThenCut` stands for that: no marks on the sheet, its pieces inside a rectangle of that size
centred on the paper; `pnp.render.print_then_cut` writes the image and its cut paths.
"""

from dataclasses import dataclass, field
from xml.sax.saxutils import escape

from pnp.render.paper import PAPERS_MM
from pnp.render.surface import Surface

SQUARE = 5.0  # the top-left mark's side, mm
ARM = 20.0  # an L mark's arms
THICKNESS = 0.5  # an L mark's line
CLEAR = 3.0  # from a mark to the sheet's content
MIN_INSET = 10.0  # Silhouette Studio's least inset, and what home printers leave unprinted


@dataclass(frozen=True)
class Marks:
    """Silhouette "Type 1" registration marks `inset` mm from the edges of a sheet."""

    inset: float = MIN_INSET

    @property
    def margin(self) -> float:
        """What a sheet printed with these marks keeps clear at its edges: its content lies inside the
        rectangle the marks' arms span, where the machine reads and cuts."""
        return self.inset + ARM + CLEAR

    def rects(self, width: float, height: float) -> list[tuple[float, float, float, float]]:
        """The marks on a `width` x `height` sheet as filled rectangles (x, y, w, h; mm, y up): the square,
        then each L as its two arms."""
        i = self.inset
        top, right = height - i, width - i
        return [
            (i, top - SQUARE, SQUARE, SQUARE),
            (right - ARM, top - THICKNESS, ARM, THICKNESS), (right - THICKNESS, top - ARM, THICKNESS, ARM - THICKNESS),
            (i, i, ARM, THICKNESS), (i, i + THICKNESS, THICKNESS, ARM - THICKNESS),
        ]


SILHOUETTE = Marks()

PRINT_THEN_CUT_AREA = (171.45, 234.95)  # mm: Design Space's largest Print Then Cut image, 6.75 x 9.25 in


@dataclass(frozen=True)
class PrintThenCut:
    """Cricut's Print Then Cut on `paper` (a4, letter): Design Space prints the marks, so a sheet has none,
    and keeps its pieces inside `area()`, where an image Design Space accepts can hold them."""

    paper: str

    @property
    def margin(self) -> float:
        """What a sheet keeps clear at its edges: its content box (the margin all round) then lies inside the
        area, either way up."""
        short, long = sorted(PAPERS_MM[self.paper])
        return max((short - PRINT_THEN_CUT_AREA[0]) / 2, (long - PRINT_THEN_CUT_AREA[1]) / 2, MIN_INSET)

    def area(self, width: float, height: float) -> tuple[float, float, float, float]:
        """The area on a `width` x `height` sheet (x, y, w, h; mm, y up), centred, its long side along the sheet's."""
        w, h = PRINT_THEN_CUT_AREA if width <= height else PRINT_THEN_CUT_AREA[::-1]
        return (width - w) / 2, (height - h) / 2, w, h

    def rects(self, width: float, height: float) -> list[tuple[float, float, float, float]]:
        """None: Design Space prints its own frame around the image."""
        return []


Cutter = Marks | PrintThenCut  # how a print-then-cut machine finds the sheet


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
    """One sheet's cuts and folds, in mm with the PDF's origin (bottom-left, y up), and its marks. The sheet
    is the printed page, or the part of it a folded page leaves on top (`width` to the fold)."""

    width: float
    height: float
    cuts: list[Circle | Outline] = field(default_factory=list)
    folds: list[Fold] = field(default_factory=list)
    marks: Cutter = SILHOUETTE


def draw_registration(s: Surface, marks: Cutter, width: float, height: float) -> None:
    """The registration marks of a `width` x `height` sheet, printed on the page (its bottom-left corner
    at the page's)."""
    for x, y, w, h in marks.rects(width, height):
        s.rect(x, y, w, h, None, fill=(0.0, 0.0, 0.0))


def svg(sheet: CutSheet, title: str) -> str:
    """The sheet as an SVG document in millimetres: its registration marks and the cuts, nothing else."""
    y = _flip(sheet)
    cuts = []
    for cut in sheet.cuts:
        if isinstance(cut, Circle):
            cuts.append(f'<circle cx="{cut.cx:.4f}" cy="{y(cut.cy)}" r="{cut.r:.4f}"/>')
        else:
            points = " ".join(f"{px:.4f},{y(py)}" for px, py in cut.points)
            cuts.append(f'<polygon points="{points}"/>')
    return _document(sheet, title, f'<g id="cut" fill="none" stroke="#ff0000" stroke-width="0.1">{"".join(cuts)}</g>\n')


def score_svg(sheet: CutSheet, title: str) -> str:
    """The sheet's fold lines alone, with the same marks: for a scoring tool, never the blade."""
    y = _flip(sheet)
    folds = "".join(f'<line x1="{f.x1:.4f}" y1="{y(f.y1)}" x2="{f.x2:.4f}" y2="{y(f.y2)}"/>' for f in sheet.folds)
    return _document(sheet, title, f'<g id="score" fill="none" stroke="#0000ff" stroke-width="0.1" stroke-dasharray="3 1">'
                                   f"<title>score: fold lines, not to be cut</title>{folds}</g>\n")


def _flip(sheet: CutSheet):
    """SVG's y (down from the top) of a sheet's y (up from the bottom), written to 0.1 um."""
    return lambda v: f"{sheet.height - v:.4f}"


def _document(sheet: CutSheet, title: str, layer: str) -> str:
    y = _flip(sheet)
    marks = "".join(
        f'<rect x="{x:.4f}" y="{y(bottom + rh)}" width="{rw:g}" height="{rh:g}"/>'
        for x, bottom, rw, rh in sheet.marks.rects(sheet.width, sheet.height)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{sheet.width:g}mm" height="{sheet.height:g}mm" '
        f'viewBox="0 0 {sheet.width:g} {sheet.height:g}">\n'
        f"<title>{escape(title)}</title>\n"
        f'<g id="registration" fill="#000000" stroke="none">{marks}</g>\n'
        f"{layer}"
        "</svg>\n"
    )
