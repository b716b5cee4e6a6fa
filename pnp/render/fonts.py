"""The bundled ParaType faces, registered once: PT Sans for sheets, headings and diagrams, PT Serif for the
books' running text. PT Sans is ReportLab's default so no standard-14 font creeps in."""

import hashlib
import io
import struct
import unicodedata
from functools import cache
from typing import cast

from reportlab import rl_config
from reportlab.lib.fonts import addMapping
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFont

from pnp.core.files import data_dir
from pnp.render import symbols

REGULAR = "PTSans-Regular"
BOLD = "PTSans-Bold"
SERIF = "PTSerif-Regular"
SERIF_BOLD = "PTSerif-Bold"
SERIF_ITALIC = "PTSerif-Italic"
FILES = {REGULAR: "PTS55F.ttf", BOLD: "PTS75F.ttf", SERIF: "PTF55F.ttf", SERIF_BOLD: "PTF75F.ttf", SERIF_ITALIC: "PTF56F.ttf"}
CAP_HEIGHT = 0.70  # capitals and digits of every bundled face stand 0.70 em
RIGHT_TO_LEFT = {"R", "AL", "AN", "RLE", "RLO", "RLI"}  # Unicode bidirectional classes


def subset_tag(face: bytes, codes: list[int]) -> bytes:
    """The six capital letters before a subset's font name, derived from the face and the glyphs it holds."""
    number = int.from_bytes(hashlib.sha256(face + repr(codes).encode()).digest()[:8], "big")
    letters = []
    for _ in range(6):
        number, letter = divmod(number, 26)
        letters.append(65 + letter)
    return bytes(letters)


class TaggedTTFont(TTFont):
    """A TrueType font whose embedded subsets are named after their content (`QXMBTW+PTSans-Regular`), not
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


def without_hinting(face: bytes) -> bytes:
    """A TrueType face with its glyphs' hinting instructions left out, for embedding.

    The PT faces carry screen hinting in two thirds of their glyph bytes; print does not use it, and
    every subset a PDF embeds would carry it. Outlines, metrics and names are untouched.
    """
    count = struct.unpack(">H", face[4:6])[0]
    tables = {}
    for k in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", face[12 + 16 * k : 28 + 16 * k])
        tables[tag] = face[offset : offset + length]
    long_loca = struct.unpack(">h", tables[b"head"][50:52])[0] == 1
    unit, code = (4, ">I") if long_loca else (2, ">H")
    loca = tables[b"loca"]
    starts = [struct.unpack(code, loca[i : i + unit])[0] * (1 if long_loca else 2) for i in range(0, len(loca), unit)]
    glyphs, offsets = bytearray(), []
    for start, end in zip(starts, starts[1:]):
        glyph = tables[b"glyf"][start:end]
        contours = struct.unpack(">h", glyph[:2])[0] if glyph else -1
        if contours >= 0:  # a simple glyph: drop its instructions, keep its points
            at = 10 + 2 * contours
            skip = struct.unpack(">H", glyph[at : at + 2])[0]
            glyph = glyph[:at] + b"\0\0" + glyph[at + 2 + skip :]
        offsets.append(len(glyphs))
        glyphs += glyph + b"\0" * (len(glyph) % 2)
    offsets.append(len(glyphs))
    tables[b"glyf"] = bytes(glyphs)
    tables[b"loca"] = b"".join(struct.pack(code, o if long_loca else o // 2) for o in offsets)
    header, body = bytearray(face[:12]), bytearray()
    start = 12 + 16 * len(tables)
    for tag, data in sorted(tables.items()):
        header += struct.pack(">4sIII", tag, 0, start + len(body), len(data))
        body += data + b"\0" * (-len(data) % 4)
    return bytes(header + body)


@cache
def register_fonts() -> None:
    """Register every face and the two families (bold and italic markup); call before creating any canvas."""
    folder = data_dir("fonts")
    for name, file in FILES.items():
        font = TaggedTTFont(name, io.BytesIO(without_hinting((folder / file).read_bytes())))
        font.face.filename = str(folder / file)  # the face as bundled, for tools that read the file (web pages)
        pdfmetrics.registerFont(font)
    for regular, bold, italic in ((REGULAR, BOLD, REGULAR), (SERIF, SERIF_BOLD, SERIF_ITALIC)):
        addMapping(regular, 0, 0, regular)
        addMapping(regular, 1, 0, bold)
        addMapping(regular, 0, 1, italic)
        addMapping(regular, 1, 1, bold)
        pdfmetrics.registerFontFamily(regular, normal=regular, bold=bold, italic=italic, boldItalic=bold)
    rl_config.canvas_basefontname = REGULAR


def cap_pt(height_mm: float) -> float:
    """Font size in points whose capitals and digits stand `height_mm` tall."""
    return height_mm * mm / CAP_HEIGHT


def truetype(name: str) -> TTFont:
    """A bundled font, registered, as the TrueType font it is (its face holds the glyph map and names)."""
    register_fonts()
    return cast(TTFont, pdfmetrics.getFont(name))


def has_glyph(char: str, font: str = REGULAR) -> bool:
    """Whether the bundled `font` draws `char` itself (a character it lacks would print as an empty box)."""
    return ord(char) in truetype(font).face.charToGlyph


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Width of `text` in points at `size`, symbols drawn as shapes included."""
    font = BOLD if bold else REGULAR
    if not symbols.drawn(text):
        return pdfmetrics.stringWidth(text, font, size)
    return sum(symbols.ADVANCE.get(symbol, 0) * size + pdfmetrics.stringWidth(letters, font, size)
               for letters, symbol in symbols.runs(text))


def unprintable(text: str, bold: bool = False) -> tuple[str, bool] | None:
    """The first character of `text` the bundled font cannot print as written, with whether that is because it
    belongs to a right-to-left script (which would need reordering and shaping); None if all can be printed."""
    for char in text:
        if unicodedata.bidirectional(char) in RIGHT_TO_LEFT:
            return char, True
        if not has_glyph(char, BOLD if bold else REGULAR) and not symbols.drawn(char):
            return char, False
    return None
