"""Symbols the bundled faces lack, drawn as vector shapes in the text's colour instead of borrowed glyphs.

Each shape stands in a box `ADVANCE[char]` em wide on the text's baseline, so a line mixing letters and
shapes measures and aligns like plain text. ☉ is the face's own capital O with a dot drawn at its centre.
"""

from collections.abc import Callable, Iterator

from reportlab.pdfbase import pdfmetrics

SUN = "☉"
DIE_FACES = "⚀⚁⚂⚃⚄⚅"
PIPS = {  # die pips on a 3 x 3 grid, (column, row) from the bottom left
    1: [(1, 1)],
    2: [(0, 2), (2, 0)],
    3: [(0, 2), (1, 1), (2, 0)],
    4: [(0, 0), (0, 2), (2, 0), (2, 2)],
    5: [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)],
    6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)],
}
ADVANCE = {**{face: 0.9 for face in DIE_FACES}, "✓": 0.75, "✗": 0.7, "✂": 1.0, "↑": 0.55, "→": 0.8}


MIN_LINE = 0.35  # points: thinner lines print ragged on a home printer


def _pen(canvas, width: float) -> None:
    canvas.setLineWidth(max(width, MIN_LINE))
    canvas.setLineCap(1)
    canvas.setLineJoin(1)


def _dot(canvas, x: float, y: float, r: float) -> None:
    """A round dot as a stroke (no filled area, so it prints the same with the ink saver on)."""
    canvas.saveState()
    _pen(canvas, 2 * r)
    canvas.line(x, y, x, y)
    canvas.restoreState()


def _die(pips: int) -> Callable:
    def draw(canvas, x, y, size):
        side, pad = 0.78 * size, 0.06 * size
        _pen(canvas, 0.07 * size)
        canvas.roundRect(x + pad, y - 0.06 * size, side, side, 0.14 * size, stroke=1, fill=0)
        step = side / 4
        for col, row in PIPS[pips]:
            _dot(canvas, x + pad + step * (col + 1), y - 0.06 * size + step * (row + 1), 0.075 * size)
    return draw


def _lines(*strokes: tuple[tuple[float, float], ...], weight: float = 0.09) -> Callable:
    """A shape of stroked polylines given in em from the box's baseline start."""
    def draw(canvas, x, y, size):
        _pen(canvas, weight * size)
        for points in strokes:
            path = canvas.beginPath()
            (x0, y0), *rest = points
            path.moveTo(x + x0 * size, y + y0 * size)
            for px, py in rest:
                path.lineTo(x + px * size, y + py * size)
            canvas.drawPath(path, stroke=1, fill=0)
    return draw


def _scissors(canvas, x, y, size):
    _pen(canvas, 0.06 * size)
    for sign in (1, -1):
        cy = y + (0.35 + sign * 0.2) * size
        canvas.circle(x + 0.17 * size, cy, 0.12 * size, stroke=1, fill=0)
        canvas.line(x + 0.28 * size, cy - sign * 0.05 * size, x + 0.95 * size, y + (0.35 - sign * 0.2) * size)


DRAW = {
    **{face: _die(n + 1) for n, face in enumerate(DIE_FACES)},
    "✓": _lines(((0.08, 0.32), (0.28, 0.08), (0.68, 0.68))),
    "✗": _lines(((0.1, 0.05), (0.6, 0.65)), ((0.1, 0.65), (0.6, 0.05))),
    "✂": _scissors,
    "↑": _lines(((0.27, 0.0), (0.27, 0.7)), ((0.08, 0.48), (0.27, 0.7), (0.46, 0.48)), weight=0.07),
    "→": _lines(((0.05, 0.3), (0.75, 0.3)), ((0.53, 0.49), (0.75, 0.3), (0.53, 0.11)), weight=0.07),
}


def runs(text: str) -> Iterator[tuple[str, str]]:
    """`text` cut into (letters, "") runs and (letter or "", symbol) runs: ☉ is ("O", ☉), a shape ("", shape)."""
    letters = ""
    for char in text:
        if char in DRAW or char == SUN:
            if letters:
                yield letters, ""
            letters = ""
            yield ("O" if char == SUN else ""), char
        else:
            letters += char
    if letters:
        yield letters, ""


def drawn(text: str) -> bool:
    """Whether `text` holds a symbol this module draws."""
    return any(char in DRAW or char == SUN for char in text)


def sun_dot(canvas, x: float, y: float, font: str, size: float, colour: tuple) -> None:
    """The dot, in the letters' `colour`, that makes the capital O starting at (x, baseline y) read as ☉."""
    width = pdfmetrics.stringWidth("O", font, size)
    canvas.saveState()
    canvas.setStrokeColorRGB(*colour)
    _dot(canvas, x + width / 2, y + 0.35 * size, 0.06 * size)
    canvas.restoreState()


# The O that stands for ☉ is marked with what it reads as, so text taken from the PDF (copying, search,
# a screen reader, pdftotext) gives "AK☉KA", not "AKOKA".
SUN_TEXT_BEGIN = "/Span <</ActualText <FEFF%04X>>> BDC" % ord(SUN)
SUN_TEXT_END = "EMC"


def paragraph_sun(canvas, _kind: str, label: str) -> None:
    """The `<onDraw name="sun"/>` callbacks a book paragraph places around the O of ☉: before it
    (label "sun") the dot and the start of its reading as ☉, after it (label "end") that reading's end."""
    info = canvas._curr_tx_info
    tx = info["tx"]
    if label == "end":
        tx._code.append(SUN_TEXT_END)
        return
    tx._code.append(SUN_TEXT_BEGIN)
    colour = info["xs"].textColor
    sun_dot(canvas, info["cur_x"], info["cur_y"], tx._fontname, tx._fontsize, colour.rgb() if colour else (0, 0, 0))


SUN_MARKUP = '<onDraw name="sun" label="sun"/>O<onDraw name="sun" label="end"/>'  # ☉ in a book paragraph
