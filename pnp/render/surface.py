"""Drawing primitives in millimetres; every sheet draws through them, so the ink-saver switch reaches everything."""

from dataclasses import dataclass

from reportlab.lib.units import mm

from pnp.render import symbols
from pnp.render.fonts import BOLD, CAP_HEIGHT, REGULAR, text_width

Colour = tuple[float, float, float]

BLACK: Colour = (0.0, 0.0, 0.0)
WEIGHTS_MM = {"hair": 0.12, "thin": 0.2, "normal": 0.35, "bold": 0.7, "heavy": 1.1}


@dataclass(frozen=True)
class Ink:
    """How lines and fills come out: full ink, or the ink-saver variant, which saves by dropping fills.

    Its lines keep their full width and turn solid black where they were grey: a grey line prints as a
    screen of dots that a home printer renders faint and ragged, a cut line that is hard to follow.
    """

    saver: bool = False

    def stroke(self, colour: Colour) -> Colour:
        grey = max(colour) - min(colour) < 0.02 and min(colour) < 1.0  # white lines (halos) stay white
        return BLACK if self.saver and grey else colour

    def width(self, weight: str) -> float:
        return WEIGHTS_MM[weight] * mm

    def fill(self, colour: Colour | None) -> Colour | None:
        return None if self.saver else colour


SMALLEST_PT = 6.0  # nothing on any printed page prints smaller

class Surface:
    """A ReportLab canvas seen in millimetres (origin bottom-left, y up) with the sheet's ink; no text on it is
    set smaller than `min_text` points (a book's diagram drawn small keeps its labels legible)."""

    def __init__(self, canvas, ink: Ink, min_text: float = 0.0):
        self.canvas = canvas
        self.ink = ink
        self.min_text = min_text

    def stamp(self, name: str, draw, x: float = 0.0, y: float = 0.0, bbox=None) -> None:
        """Place a drawing made once as a PDF form, its origin at (x, y) mm: repeated pieces cost one reference.

        `draw(surface)` runs the first time only; `bbox` (x0, y0, x1, y1 in mm around the origin) must hold
        everything it draws (by default the page, for drawings in page coordinates).
        """
        c = self.canvas
        if not c.hasForm(name):
            box = [v * mm for v in bbox] if bbox else [0, 0, None, None]
            c.beginForm(name, *box)
            draw(self)
            c.endForm()
        if x or y:
            c.saveState()
            c.translate(x * mm, y * mm)
            c.doForm(name)
            c.restoreState()
        else:
            c.doForm(name)

    def _pen(self, weight: str | None, colour: Colour, dash: tuple[float, ...] | None) -> None:
        if not weight:  # a fill alone
            return
        c = self.canvas
        c.setLineWidth(self.ink.width(weight))
        c.setStrokeColorRGB(*self.ink.stroke(colour))
        c.setDash([d * mm for d in dash] if dash else [])

    def _paint(self, fill: Colour | None) -> bool:
        fill = self.ink.fill(fill)
        if fill is not None:
            self.canvas.setFillColorRGB(*fill)
        return fill is not None

    def line(self, x1, y1, x2, y2, weight="normal", colour=BLACK, dash=None) -> None:
        self._pen(weight, colour, dash)
        self.canvas.line(x1 * mm, y1 * mm, x2 * mm, y2 * mm)

    def rect(self, x, y, w, h, weight="normal", colour=BLACK, fill=None, dash=None, radius=0.0) -> None:
        self._pen(weight, colour, dash)
        filled = self._paint(fill)
        stroke = 1 if weight else 0
        if radius:
            self.canvas.roundRect(x * mm, y * mm, w * mm, h * mm, radius * mm, stroke=stroke, fill=int(filled))
        else:
            self.canvas.rect(x * mm, y * mm, w * mm, h * mm, stroke=stroke, fill=int(filled))

    def circle(self, cx, cy, r, weight="normal", colour=BLACK, fill=None, dash=None) -> None:
        self._pen(weight, colour, dash)
        filled = self._paint(fill)
        self.canvas.circle(cx * mm, cy * mm, r * mm, stroke=1 if weight else 0, fill=int(filled))

    def polygon(self, points, weight="normal", colour=BLACK, fill=None, dash=None, closed=True) -> None:
        self._pen(weight, colour, dash)
        filled = self._paint(fill) and closed
        path = self.canvas.beginPath()
        (x0, y0), *rest = points
        path.moveTo(x0 * mm, y0 * mm)
        for x, y in rest:
            path.lineTo(x * mm, y * mm)
        if closed:
            path.close()
        self.canvas.drawPath(path, stroke=1 if weight else 0, fill=int(filled))

    def curve(self, x1, y1, x2, y2, x3, y3, x4, y4, weight="normal", colour=BLACK) -> None:
        """A cubic Bézier from (x1, y1) to (x4, y4)."""
        self._pen(weight, colour, None)
        self.canvas.bezier(*(v * mm for v in (x1, y1, x2, y2, x3, y3, x4, y4)))

    def text(self, x, y, s: str, size: float, bold=False, align="left", colour=BLACK, max_width=None) -> float:
        """Draw one line of text with its baseline at y; shrink it to `max_width` mm if given. Returns the size used."""
        if max_width is not None:
            size = fit_size(s, size, max_width, bold)
        size = max(size, self.min_text)
        c = self.canvas
        font = BOLD if bold else REGULAR
        c.setFont(font, size)
        c.setFillColorRGB(*colour)
        if symbols.drawn(s):
            self._with_symbols(x * mm, y * mm, s, font, size, bold, align, colour)
            return size
        draw = {"left": c.drawString, "center": c.drawCentredString, "right": c.drawRightString}[align]
        draw(x * mm, y * mm, s)
        return size

    def _with_symbols(self, x, y, s, font, size, bold, align, colour) -> None:
        """A line holding symbols the font lacks: its letters as text, its symbols drawn, at x, y in points."""
        c = self.canvas
        x -= {"left": 0, "center": 0.5, "right": 1}[align] * text_width(s, size, bold)
        for letters, symbol in symbols.runs(s):
            if symbol == symbols.SUN:  # its O, read as ☉, and the dot
                c.addLiteral(symbols.SUN_TEXT_BEGIN)
                c.drawString(x, y, letters)
                c.addLiteral(symbols.SUN_TEXT_END)
                symbols.sun_dot(c, x, y, font, size, colour)
            elif letters:
                c.drawString(x, y, letters)
            elif symbol:
                c.saveState()
                c.setStrokeColorRGB(*self.ink.stroke(colour))
                symbols.DRAW[symbol](c, x, y, size)
                c.restoreState()
            x += text_width(letters, size, bold) + symbols.ADVANCE.get(symbol, 0) * size

    def centred_text(self, cx, cy, s: str, size: float, bold=False, colour=BLACK, max_width=None) -> float:
        """Text centred on (cx, cy) both ways, using the digits' cap height so numerals sit in the middle of a cell."""
        if max_width is not None:
            size = fit_size(s, size, max_width, bold)
        size = max(size, self.min_text)
        baseline = cy - CAP_HEIGHT / 2 * size / mm
        return self.text(cx, baseline, s, size, bold, "center", colour)


def turned_text(s: Surface, cx: float, cy: float, label: str, size: float, bold=False, max_width=None) -> None:
    """Text centred on (cx, cy) and turned half round, to read right from the far side of the table."""
    c = s.canvas
    c.saveState()
    c.translate(cx * mm, cy * mm)
    c.rotate(180)
    s.centred_text(0, 0, label, size, bold, max_width=max_width)
    c.restoreState()


def fit_size(s: str, size: float, max_width_mm: float, bold: bool = False) -> float:
    """The largest size up to `size` at which `s` fits in `max_width_mm` (never below 4 pt)."""
    width = text_width(s, size, bold)
    if width <= max_width_mm * mm:
        return size
    return max(4.0, size * max_width_mm * mm / width)


def glyph_rows(s: Surface, rows, size: float, pitch: float, bold: bool = False, colour: Colour = BLACK) -> None:
    """Rows of equal-width glyphs (digits) one `pitch` mm apart, in one text object: the fast path for boards.

    `rows` holds (cx, cy, string, upside_down): the centre of the string's first glyph and whether the row
    is turned to read right for the player across the table. One positioning per row, not per glyph,
    keeps a batch of thousands of boards fast and small.
    """
    font = BOLD if bold else REGULAR
    size = max(size, s.min_text)
    half_cap = CAP_HEIGHT / 2 * size
    t = s.canvas.beginText()
    t.setFont(font, size)
    t.setFillColorRGB(*colour)
    glyph_w = None
    for cx, cy, string, upside_down in rows:
        if glyph_w is None:
            glyph_w = text_width(string[0], size, bold)
            t.setCharSpace(pitch * mm - glyph_w)
        x, y = cx * mm, cy * mm
        if upside_down:
            t.setTextTransform(-1, 0, 0, -1, x + glyph_w / 2, y + half_cap)
        else:
            t.setTextTransform(1, 0, 0, 1, x - glyph_w / 2, y - half_cap)
        t.textOut(string)
    t.setCharSpace(0)  # character spacing outlives the text object in PDF's graphics state
    s.canvas.drawText(t)
