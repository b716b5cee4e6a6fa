"""A PDF being made: reproducible canvas, the frame on every page, reusable forms, and a safe save."""

import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from pnp import __version__
from pnp.files import atomic_output
from pnp.locales import Text
from pnp.render.fonts import register_fonts
from pnp.render.frame import SheetInfo, draw_frame
from pnp.render.paper import paper
from pnp.render.surface import Ink, Surface


@dataclass(frozen=True)
class PrintOptions:
    """What every printing command shares: language, paper name, seed and ink."""

    lang: str = "en"
    paper: str = "a4"
    seed: int | None = None
    ink_saver: bool = False

    def info(self, game: str, sheet: str, landscape: bool = False) -> SheetInfo:
        return SheetInfo(game, sheet, self.lang, self.seed, paper(self.paper, landscape), self.ink_saver)


class Document:
    """Pages of one product. Same content and seed give the same bytes (ReportLab's invariant mode)."""

    def __init__(self, target, info: SheetInfo):
        register_fonts()
        self.info = info
        self.text = Text(info.lang)
        self.canvas = Canvas(
            target,
            pagesize=(info.paper.width * mm, info.paper.height * mm),
            invariant=1,
            pageCompression=1,
        )
        game = self.text(f"games.{info.game}.name") + " — " if info.game else ""
        self.canvas.setTitle(game + self.text(info.sheet))
        self.canvas.setCreator(f"pnp {__version__}")
        self.canvas.setSubject(self.text("frame.subject"))
        self.surface = Surface(self.canvas, Ink(info.ink_saver))
        self._forms: set[str] = set()
        self._open = False
        self.pages = 0

    def form(self, name: str, draw: Callable[[Surface], None]) -> None:
        """Place the named static drawing on the current page, drawing it only the first time (a PDF form)."""
        if name not in self._forms:
            self.canvas.beginForm(name)
            draw(self.surface)
            self.canvas.endForm()
            self._forms.add(name)
        self.canvas.doForm(name)

    def new_page(self) -> Surface:
        """Finish the current page, if any, and start another that already carries the frame."""
        if self._open:
            self.canvas.showPage()
        self._open = True
        self.pages += 1
        self.form("frame", lambda s: draw_frame(s, self.info, self.text))
        return self.surface

    def finish(self) -> None:
        if self._open:
            self.canvas.showPage()
        self.canvas.save()


def write_pdf(path: Path, info: SheetInfo, draw: Callable[[Document], None]) -> int:
    """Render `draw` into a PDF at `path` via a temporary file renamed into place; returns the page count."""
    with atomic_output(path) as tmp:
        doc = Document(str(tmp), info)
        draw(doc)
        doc.finish()
    return doc.pages


def pdf_bytes(info: SheetInfo, draw: Callable[[Document], None]) -> bytes:
    """The same PDF in memory, for kits that bundle parts and for tests."""
    buffer = io.BytesIO()
    doc = Document(buffer, info)
    draw(doc)
    doc.finish()
    return buffer.getvalue()
