"""Fillable AcroForm fields laid over a sheet's printed boxes, for filling on a screen.

Fields are ReportLab's `acroForm` widgets with neither border nor background, so a fillable sheet
printed empty looks exactly like the plain one. Their text is set in the sheet's own PT Sans
(ReportLab offers only the standard 14 fonts, which the kits never carry). Names are dotted paths
(`game3.square.c4`) stored as a real field tree, so viewers and scripts find them by their full name;
fields are made in reading order, which is also their order on the page and so their tab order.
A field may carry a calculation script: viewers that run JavaScript keep totals up to date, in
the order the fields were given one; the others leave the field to be written in by hand.
"""

from typing import Any, cast

from reportlab.lib.colors import black
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfdoc import PDFArray, PDFDictionary, PDFName, PDFStream, PDFString, PDFTrueTypeFont, PDFZCompress
from reportlab.pdfbase.ttfonts import TTFont, makeToUnicodeCMap

from pnp.render.fonts import REGULAR
from pnp.render.box import Box

FONT_RESOURCE = "PnpField"
# What a player types: ASCII at its own codes (as a viewer writing into a field expects), then Russian,
# then the minus and en dash a score may be written with (the sheets print −1 with a real minus).
FIELD_CODES = [0] * 32 + list(range(32, 127)) + [0] + list(range(0x410, 0x450)) + [0x401, 0x451, 0x2212, 0x2013]
NONE = " "  # a drop-down's empty choice: ReportLab needs a choice to start from, and "" is none
INVISIBLE = dict(borderWidth=0, borderColor=None, fillColor=None, textColor=black)


def field_font(doc) -> PDFTrueTypeFont:
    """PT Sans for field text: a subset of its own holding every character FIELD_CODES lists.

    The sheet's text font is subset to the glyphs the sheet prints; a field must show whatever is
    typed into it, so it gets a fixed subset embedded once per PDF.
    """
    face = cast(TTFont, pdfmetrics.getFont(REGULAR)).face
    base = "PNPFLD+" + face.name.decode("latin-1")
    font: Any = PDFTrueTypeFont()  # its PDF entries are set as attributes, which the stubs do not list
    font.Name = FONT_RESOURCE
    font.BaseFont = base
    font.FirstChar, font.LastChar = 0, len(FIELD_CODES) - 1
    font.Widths = PDFArray([face.getCharWidth(code) for code in FIELD_CODES])
    cmap = PDFStream()
    cmap.content = makeToUnicodeCMap(base, FIELD_CODES)
    cmap.filters = [PDFZCompress]
    font.ToUnicode = doc.Reference(cmap)
    font.FontDescriptor = face.addSubsetObjects(doc, base, FIELD_CODES)
    return font


def to_points(value_mm: float) -> float:
    return round(value_mm * mm, 3)


class Form:
    """The fields of one PDF being drawn on `canvas`; make one per document, as it takes over its `acroForm`."""

    def __init__(self, canvas):
        self.canvas = canvas
        self.acro = canvas.acroForm
        self.acro.makeFont = self._sheet_font  # fields speak PT Sans, never a standard-14 font
        self.nodes: dict[str, PDFDictionary] = {}  # every field and parent by full name
        self.order = PDFArray([])
        self.shared_looks: dict = {}  # appearance streams check boxes share, by content
        self.font_ref = ""

    def _sheet_font(self, font_name):
        """(reference, resource name) of the field font, made on first use; `font_name` is always the sheet's."""
        if not self.font_ref:
            self.font_ref = self.acro.getRefStr(field_font(self.canvas._doc))
            self.acro.fonts[FONT_RESOURCE] = self.font_ref
        return self.font_ref, FONT_RESOURCE

    # -- field kinds ---------------------------------------------------------------

    def text(self, name: str, box: Box, size: float, maxlen: int = 0, tooltip: str | None = None, turned: bool = False,
             quadding: int = 1) -> None:
        """A one-line text field filling `box` (mm on the page), text at `size` pt, centred (`quadding` 0: from
        the left); `turned`, its text upside down, for the player across the table."""
        self._add(name, lambda **place: self.acro.textfield(
            name=name, tooltip=tooltip, maxlen=maxlen, fontName=REGULAR, fontSize=max(1, round(size)),
            fieldFlags="doNotScroll" if maxlen else "", **INVISIBLE, **place,
        ), box, quadding=quadding, turned=turned)

    def choice(self, name: str, box: Box, options: tuple[str, ...], size: float, tooltip: str | None = None) -> None:
        """A drop-down of NONE (nothing chosen yet, and how to clear a choice) and `options`, filling `box`."""
        self._add(name, lambda **place: self.acro.choice(
            name=name, tooltip=tooltip, options=[NONE, *options], value=NONE, fontName=REGULAR,
            fontSize=max(1, round(size)), maxlen=0, **INVISIBLE, **place,
        ), box, quadding=1)

    def check(self, name: str, box: Box, tooltip: str | None = None, turned: bool = False) -> None:
        """A check box filling the square `box`; checked, it shows a cross, as a pen would mark it."""
        self._add(name, lambda x, y, width, height: self.acro.checkbox(
            name=name, tooltip=tooltip, buttonStyle="cross", shape="square", size=width, x=x, y=y,
            fieldFlags="", **INVISIBLE,
        ), box, shared_look=True, turned=turned)

    def hidden(self, name: str, value: str) -> None:
        """A read-only field nobody sees, carrying data a reader needs (e.g. the digits a board was printed with)."""
        self._add(name, lambda **place: self.acro.textfield(
            name=name, value=value, maxlen=0, fontName=REGULAR, fontSize=1, annotationFlags="hidden",
            fieldFlags="readOnly", **INVISIBLE, **place,
        ), Box(0, 0, 0, 0))

    def calculate(self, name: str, script: str) -> None:
        """Give the field `name` a calculation script and queue it after the fields calculated before it."""
        node = self.nodes[name]
        action = PDFDictionary({"S": PDFName("JavaScript"), "JS": PDFString(script)})
        node["AA"] = PDFDictionary({"C": action})
        self.order.sequence.append(self.acro.getRef(node))
        self.acro.extras["CO"] = self.order

    # -- the field tree ------------------------------------------------------------

    def _add(self, name: str, make, box: Box, quadding: int | None = None, shared_look: bool = False,
             turned: bool = False) -> None:
        """Make field `name` over `box` and hang it in the field tree; `turned`, its widget rotated by 180°
        (/MK /R), so a viewer sets what is typed the way the printed labels beside it face.

        Text is drawn into a field's own appearance when it is filled, so a text field gets an
        appearance of its own (or filling one would repaint all that share it); check boxes only switch
        between their on and off appearances and share them with every box of the same size.
        """
        if name in self.nodes:
            raise ValueError(f"field {name!r} made twice")
        self.acro._refMap = self.shared_looks if shared_look else {}
        x, y = self.canvas.absolutePosition(box.x * mm, box.y * mm)
        make(x=round(x, 3), y=round(y, 3), width=to_points(box.w), height=to_points(box.h))
        ref = self.acro.fields.pop()  # listed again below, under its parent or as a root
        widget = self.canvas._doc.idToObject[ref.name]
        if quadding is not None:
            widget["Q"] = quadding
        if turned:  # a check box's /MK already names its cross
            widget["MK"] = PDFDictionary({**(widget.dict["MK"].dict if "MK" in widget.dict else {}), "R": 180})
        *path, leaf = name.split(".")
        widget["T"] = PDFString(leaf)
        self.nodes[name] = widget
        self._attach(widget, ref, path)

    def _node(self, name: str) -> PDFDictionary:
        """The non-terminal field `name`, made (with its own parents) the first time it is asked for."""
        if name in self.nodes:
            return self.nodes[name]
        *path, leaf = name.split(".")
        node = PDFDictionary({"T": PDFString(leaf), "Kids": PDFArray([])})
        self.nodes[name] = node
        self._attach(node, self.acro.getRef(node), path)
        return node

    def _attach(self, field: PDFDictionary, ref, path: list[str]) -> None:
        """List `field` among its parent's kids, or among the form's fields when it has no parent."""
        if not path:
            self.acro.fields.append(ref)
            return
        parent = self._node(".".join(path))
        field["Parent"] = self.acro.getRef(parent)
        parent["Kids"].sequence.append(ref)
