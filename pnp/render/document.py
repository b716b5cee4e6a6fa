"""A PDF being made: reproducible canvas, the frame on every page, reusable forms, and a safe save."""

import io
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from reportlab import rl_config
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from pnp.core.files import atomic_output
from pnp.locales import Text
from pnp.render.fonts import register_fonts
from pnp.render.frame import draw_frame
from pnp.render.info import PrintOptions, SheetInfo  # noqa: F401  (re-exported for sheets)
from pnp.render.metadata import apply_metadata, metadata_for
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
    duplex: str | None = None  # how a file of this part is to be printed on both sides (metadata.LONG_EDGE, ...)
    two_sided: bool = field(default=False, kw_only=True)  # pieces with a back (fold-and-glue or duplex): a kit's cover says how


def part_file(part: Part, options: PrintOptions) -> str:
    """The part's file name in a language and paper, as a kit and a digital table's rulebook name it."""
    return f"{part.slug}-{options.lang}-{options.paper}.pdf"


class Document:
    """Pages of one or more parts. Same content and seed give the same bytes (ReportLab's invariant mode)."""

    def __init__(self, target, info: SheetInfo, title: str | None = None, duplex: str | None = None):
        register_fonts()
        self.canvas = Canvas(target, invariant=1, pageCompression=1)
        self._sections = 0
        self._open = False
        self.pages = 0
        self.begin(info)
        apply_metadata(self.canvas, metadata_for(self.text, info.game, title or self.title(info), duplex))

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

    def blank_page(self) -> None:
        """A page left empty on purpose, saying so, so that the next part starts on a front side."""
        s = self.new_page()
        p = self.info.paper
        s.text(p.width / 2, p.height / 2, self.text("print.blank_page"), 10, align="center")

    def finish(self) -> None:
        if self._open:
            self.canvas.showPage()
        self.canvas.save()


def write_part(path: Path, part: Part) -> int:
    """Render one part into a PDF at `path` via a temporary file renamed into place; returns the page count."""
    with atomic_output(path) as tmp:
        return render_part(tmp, part)


def render_part(path: Path, part: Part) -> int:
    """Render one part into a PDF at `path`, written directly; returns the page count."""
    doc = Document(str(path), part.info, duplex=part.duplex)
    part.draw(doc)
    doc.finish()
    return doc.pages


def combined_bytes(parts: list[Part], title: str | None = None, front_sides: bool = False) -> tuple[bytes, int]:
    """Several parts as the sections of one PDF, each page keeping its own paper and footer; with the page count.

    With `front_sides`, a blank page goes before a part printed on both sides (one with a `duplex` hint)
    that would start on an even page, so that its fronts fall on front sides when those pages are
    printed double-sided (see `front_side_starts`). Single-sided parts never get a blank page: someone
    printing them on one side would only waste a sheet.
    """
    buffer = io.BytesIO()
    doc = Document(buffer, parts[0].info, title, shared_duplex(parts))
    for part in parts:
        if front_sides and part.duplex and doc.pages % 2:
            doc.blank_page()
        doc.begin(part.info)
        part.draw(doc)
    doc.finish()
    return buffer.getvalue(), doc.pages


def front_side_starts(page_counts: list[int], double_sided: list[bool]) -> list[int]:
    """The first page of each part of a `front_sides` combined file, from the parts' page counts and
    whether each is printed on both sides."""
    starts, page = [], 1
    for count, both in zip(page_counts, double_sided):
        if both:
            page += 1 - page % 2
        starts.append(page)
        page += count
    return starts


def shared_duplex(parts: list[Part]) -> str | None:
    """The duplex hint of a combined file: only one every part agrees on, else none (the cover says what to do)."""
    hints = {part.duplex for part in parts}
    return hints.pop() if len(hints) == 1 else None


def part_bytes(part: Part) -> tuple[bytes, int]:
    """One part's PDF in memory with its page count, for kits and tests."""
    return combined_bytes([part])
