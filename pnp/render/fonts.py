"""The bundled DejaVu Sans, registered once and made ReportLab's default so no standard-14 font creeps in."""

import unicodedata
from functools import cache
from pathlib import Path

from reportlab import rl_config
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
RIGHT_TO_LEFT = {"R", "AL", "AN", "RLE", "RLO", "RLI"}  # Unicode bidirectional classes


def data_dir(name: str) -> Path:
    """A bundled folder (`fonts`, `templates`): inside the installed package, or beside it in a checkout."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / name, package.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"bundled folder {name!r} is missing from the installation")


@cache
def register_fonts() -> None:
    """Register regular and bold; call before creating any canvas."""
    folder = data_dir("fonts")
    pdfmetrics.registerFont(TTFont(REGULAR, folder / "DejaVuSans.ttf"))
    pdfmetrics.registerFont(TTFont(BOLD, folder / "DejaVuSans-Bold.ttf"))
    for italic in (0, 1):
        addMapping(REGULAR, 0, italic, REGULAR)
        addMapping(REGULAR, 1, italic, BOLD)
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD)
    rl_config.canvas_basefontname = REGULAR


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Width of `text` in points at `size`."""
    return pdfmetrics.stringWidth(text, BOLD if bold else REGULAR, size)


def unprintable(text: str, bold: bool = False) -> tuple[str, bool] | None:
    """The first character of `text` the bundled font cannot print as written, with whether that is because it
    belongs to a right-to-left script (which would need reordering and shaping); None if all can be printed."""
    register_fonts()
    glyphs = pdfmetrics.getFont(BOLD if bold else REGULAR).face.charToGlyph
    for char in text:
        if unicodedata.bidirectional(char) in RIGHT_TO_LEFT:
            return char, True
        if ord(char) not in glyphs:
            return char, False
    return None
