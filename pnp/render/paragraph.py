"""Wrapped paragraphs for sheets: plain text broken to a width, with heights known before drawing."""

from reportlab.lib.units import mm

from pnp.render.fonts import CAP_HEIGHT, register_fonts, text_width
from pnp.render.surface import SMALLEST_PT, Surface, fit_size


def wrap(words: str, size: float, width: float, bold: bool = False) -> list[str]:
    """`words` broken at their spaces into lines no wider than `width` mm (a word wider than that has a line
    of its own); a no-break space never breaks, so a dash stays at the end of its line. Measuring needs the
    fonts, even before any page."""
    register_fonts()
    lines = []
    for given in words.split("\n"):
        line = ""
        for word in filter(None, given.split(" ")):
            longer = f"{line} {word}" if line else word
            if line and text_width(longer, size, bold) > width * mm:
                lines.append(line)
                longer = word
            line = longer
        if line:
            lines.append(line)
    return lines


def leading(size: float) -> float:
    """Millimetres from one baseline to the next."""
    return size * 1.3 / mm


def first_baseline(top: float, size: float) -> float:
    """The baseline whose capitals touch `top` : where `paragraph` starts."""
    return top - CAP_HEIGHT * size / mm


def paragraph_height(words: str, size: float, width: float, bold: bool = False) -> float:
    """How tall `paragraph` draws these words: capitals of the first line to descenders of the last."""
    return (len(wrap(words, size, width, bold)) - 1) * leading(size) + size * 1.03 / mm


def paragraph(s: Surface, x: float, top: float, words: str, size: float, width: float, bold: bool = False) -> float:
    """Text wrapped to `width` mm, its first line's capitals touching `top`; returns the y below the last line."""
    y = first_baseline(top, size)
    for line in wrap(words, size, width, bold):
        s.text(x, y, line, size, bold=bold)
        y -= leading(size)
    return top - paragraph_height(words, size, width, bold)


def set_lines(words: str, size: float, width: float, bold: bool = False, wrapped: float | None = None) -> tuple[float, list[str]]:
    """How a line of text meant for one line `width` mm wide is set: on it, shrunk as far as SMALLEST_PT;
    a text longer than that (a longer language's) wrapped onto the lines it needs, at `wrapped` points
    (else `size`)."""
    fitted = fit_size(words, size, width, bold)
    if fitted >= SMALLEST_PT:
        return fitted, [words]
    size = size if wrapped is None else wrapped
    return size, wrap(words, size, width, bold)


def line_or_lines(s: Surface, x: float, baseline: float, words: str, size: float, width: float, bold: bool = False,
                  step: float | None = None, wrapped: float | None = None) -> float:
    """`words` set by `set_lines` from `baseline` down, `step` mm apart (else the leading); returns the
    baseline a following line would take."""
    size, rows = set_lines(words, size, width, bold, wrapped)
    for row in rows:
        s.text(x, baseline, row, size, bold=bold)
        baseline -= leading(size) if step is None else step
    return baseline
