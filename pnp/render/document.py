"""A PDF being made: reproducible canvas, the frame on every page, reusable forms, and a safe save."""

import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from reportlab import rl_config
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from pnp import __version__
from pnp.files import atomic_output
from pnp.locales import Text
from pnp.render.fonts import register_fonts
from pnp.render.frame import draw_frame
from pnp.render.info import PrintOptions, SheetInfo  # noqa: F401  (re-exported for sheets)
from pnp.render.surface import Ink, Surface


rl_config.useA85 = 0  # binary compressed streams: a quarter smaller and faster than ASCII85


@dataclass(frozen=True)
class Part:
    """One printable product: what its pages' footer says, and how to draw them.

    A part is written alone (`write_part`) or as a section of a combined PDF (`write_combined`),
    with the same drawing either way.
    """

    slug: str  # file name stem, e.g. "numen-board"
    info: SheetInfo
    draw: Callable[["Document"], None]


class Document:
    """Pages of one or more parts. Same content and seed give the same bytes (ReportLab's invariant mode)."""

    def __init__(self, target, info: SheetInfo, title: str | None = None):
        register_fonts()
        self.canvas = Canvas(target, invariant=1, pageCompression=1)
        self._sections = 0
        self._open = False
        self.pages = 0
        self.begin(info)
        self.canvas.setTitle(title or self.title(info))
        self.canvas.setCreator(f"pnp {__version__}")
        self.canvas.setSubject(self.text("frame.subject"))

    def title(self, info: SheetInfo) -> str:
        game = self.text(f"games.{info.game}.name") + " — " if info.game else ""
        return game + self.text(info.sheet)

    def begin(self, info: SheetInfo) -> None:
        """Start a section: its pages take this paper, footer and ink from the next `new_page` on."""
        self.info = info
        self.text = Text(info.lang)
        self.surface = Surface(self.canvas, Ink(info.ink_saver))
        self._sections += 1
        self._frame = f"frame{self._sections}"  # short: a form's name is repeated on every page

    def form(self, name: str, draw: Callable[[Surface], None]) -> None:
        """Place the named static drawing on the current page, drawing it only the first time (a PDF form)."""
        self.surface.stamp(name, draw)

    def new_page(self) -> Surface:
        """Finish the current page, if any, and start another that already carries the frame."""
        if self._open:
            self.canvas.showPage()
        self._open = True
        self.pages += 1
        self.canvas.setPageSize((self.info.paper.width * mm, self.info.paper.height * mm))
        self.form(self._frame, lambda s: draw_frame(s, self.info, self.text))
        return self.surface

    def finish(self) -> None:
        if self._open:
            self.canvas.showPage()
        self.canvas.save()


def write_part(path: Path, part: Part) -> int:
    """Render one part into a PDF at `path` via a temporary file renamed into place; returns the page count."""
    with atomic_output(path) as tmp:
        doc = Document(str(tmp), part.info)
        part.draw(doc)
        doc.finish()
    return doc.pages


def combined_bytes(parts: list[Part], title: str | None = None) -> tuple[bytes, int]:
    """Several parts as the sections of one PDF, each page keeping its own paper and footer; with the page count."""
    buffer = io.BytesIO()
    doc = Document(buffer, parts[0].info, title)
    for part in parts:
        doc.begin(part.info)
        part.draw(doc)
    doc.finish()
    return buffer.getvalue(), doc.pages


def part_bytes(part: Part) -> tuple[bytes, int]:
    """One part's PDF in memory with its page count, for kits and tests."""
    return combined_bytes([part])
