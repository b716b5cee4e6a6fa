"""The bundled DejaVu Sans, registered once and made ReportLab's default so no standard-14 font creeps in."""

import hashlib
import unicodedata
from functools import cache
from pathlib import Path
from typing import cast

from reportlab import rl_config
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFont

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
CAP_HEIGHT_EM = 0.73  # DejaVu's capitals and digits stand 0.73 em tall
RIGHT_TO_LEFT = {"R", "AL", "AN", "RLE", "RLO", "RLI"}  # Unicode bidirectional classes


def data_dir(name: str) -> Path:
    """A bundled folder (`fonts`, `templates`): inside the installed package, or beside it in a checkout."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / name, package.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"bundled folder {name!r} is missing from the installation")


def subset_tag(face: bytes, codes: list[int]) -> bytes:
    """The six capital letters before a subset's font name, derived from the face and the glyphs it holds."""
    number = int.from_bytes(hashlib.sha256(face + repr(codes).encode()).digest()[:8], "big")
    letters = []
    for _ in range(6):
        number, letter = divmod(number, 26)
        letters.append(65 + letter)
    return bytes(letters)


class TaggedTTFont(TTFont):
    """A TrueType font whose embedded subsets are named after their content (`QXMBTW+DejaVuSans`), not
    numbered (`AAAAAA+` in every file): PDFs merged later never hold two different subsets under one name."""

    def addObjects(self, doc):
        state = self.state.get(doc)
        tags = [subset_tag(self.face.name, list(codes)) for codes in (state.subsets if state else [])]
        numbered = ttfonts.SUBSETN
        ttfonts.SUBSETN = lambda n: tags[n]  # type: ignore[assignment, misc]  # ReportLab calls it with the subset number alone
        try:
            super().addObjects(doc)
        finally:
            ttfonts.SUBSETN = numbered


@cache
def register_fonts() -> None:
    """Register regular and bold; call before creating any canvas."""
    folder = data_dir("fonts")
    pdfmetrics.registerFont(TaggedTTFont(REGULAR, folder / "DejaVuSans.ttf"))
    pdfmetrics.registerFont(TaggedTTFont(BOLD, folder / "DejaVuSans-Bold.ttf"))
    for italic in (0, 1):
        addMapping(REGULAR, 0, italic, REGULAR)
        addMapping(REGULAR, 1, italic, BOLD)
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD)
    rl_config.canvas_basefontname = REGULAR


def size_for_cap_height(height_pt: float) -> float:
    """The font size in points whose capitals and digits stand `height_pt` points tall."""
    return height_pt / CAP_HEIGHT_EM


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Width of `text` in points at `size`."""
    return pdfmetrics.stringWidth(text, BOLD if bold else REGULAR, size)


def unprintable(text: str, bold: bool = False) -> tuple[str, bool] | None:
    """The first character of `text` the bundled font cannot print as written, with whether that is because it
    belongs to a right-to-left script (which would need reordering and shaping); None if all can be printed."""
    register_fonts()
    glyphs = cast(TTFont, pdfmetrics.getFont(BOLD if bold else REGULAR)).face.charToGlyph
    for char in text:
        if unicodedata.bidirectional(char) in RIGHT_TO_LEFT:
            return char, True
        if ord(char) not in glyphs:
            return char, False
    return None
