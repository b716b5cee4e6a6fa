"""PDFs handed to pnp (`pnp read`, `pnp check`) may come from anyone: they are opened within bounds.

A file is refused in one line when it is too large, encrypted, claims too many objects, or holds a
stream that inflates past STREAM_LIMIT (or all its streams past TOTAL_LIMIT); what qpdf does while
opening runs in a child with limits on memory and time (pnp.core.bounded). Text taken from such a file is
shown with its control characters escaped, so it can never drive the terminal.
"""

import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pikepdf

from pnp.core.bounded import Child, start_bounded
from pnp.core.controls import visible
from pnp.core.errors import PnpError
from pnp.core.files import not_a_file

SIZE_LIMIT = 256 * 2**20  # bytes of file; a 10 000-board volume, the largest file pnp writes, is under 10 MB
OBJECT_LIMIT = 2_000_000  # objects a file may claim (its trailer's /Size)
STREAM_LIMIT = 32 * 2**20  # bytes one stream may inflate to
TOTAL_LIMIT = 512 * 2**20  # bytes all the streams read from one file may inflate to
READING_MEMORY = 200 * 2**20  # bytes of memory one reading child may add; a 10 000-board volume needs under 100 MB
READERS = 2  # reading children at most at once: with pnp's own, a run's memory stays bounded however many cores
DRAW_LIMIT = 1_000_000  # form drawings one file may make; a 10 000-board volume makes about 20 000
TEXT_LIMIT = 1000  # characters of one text value (a field's value or name) taken from a file
SHRINKING = {"/ASCIIHexDecode", "/AHx", "/ASCII85Decode", "/A85"}


class UnreadablePdf(PnpError):
    """A PDF pnp will not read: not a PDF, encrypted, or past one of the limits."""


def short_text(value: object, what: str) -> str:
    """A text value taken from a PDF, made visible; UnreadablePdf when it is longer than any pnp writes."""
    text = str(value)
    if len(text) > TEXT_LIMIT:
        raise UnreadablePdf(f"{what} holds more than {TEXT_LIMIT} characters")
    return visible(text)


class Budget:
    """What reading one file may still cost: bytes its streams inflate to (each stream counted once), and
    form drawings, so that forms drawing forms many times over end."""

    def __init__(self, path: Path):
        self.path, self.left, self.draws = path, TOTAL_LIMIT, DRAW_LIMIT
        self.seen: set[tuple[int, int]] = set()
        self.forms: dict[tuple, tuple] = {}  # a form's marks by what they depend on (pnp.preflight.walk)
        self.fonts: dict[tuple[int, int], Any] = {}

    def widths(self, font: pikepdf.Object | None, read: Callable[[pikepdf.Object | None], Any]) -> Any:
        """`read(font)`, once per font of the file."""
        if font is None or not font.is_indirect:
            return read(font)
        if font.objgen not in self.fonts:
            self.fonts[font.objgen] = read(font)
        return self.fonts[font.objgen]

    def stream(self, stream: pikepdf.Object) -> None:
        """Count `stream`'s inflated bytes, once per file; UnreadablePdf past a limit."""
        if stream.is_indirect:
            if stream.objgen in self.seen:
                return
            self.seen.add(stream.objgen)
        self.left -= inflated_size(stream, self.path)
        if self.left < 0:
            raise UnreadablePdf(f"cannot read {self.path}: its streams inflate to more than {TOTAL_LIMIT // 2**20} MB")

    def draw(self) -> None:
        self.draws -= 1
        if self.draws < 0:
            raise UnreadablePdf(f"cannot read {self.path}: it draws forms more than {DRAW_LIMIT:,} times".replace(",", " "))


def filters(stream: pikepdf.Object) -> list[str]:
    found = stream.get("/Filter")
    if found is None:
        return []
    return [str(f) for f in found] if isinstance(found, pikepdf.Array) else [str(found)]


def inflated_size(stream: pikepdf.Object, path: Path) -> int:
    """An upper bound of the bytes `stream` decodes to, found without holding more than STREAM_LIMIT of them."""
    chain = filters(stream)
    if set(chain) <= SHRINKING:
        size = len(stream.read_raw_bytes())
    elif chain in (["/FlateDecode"], ["/Fl"]):
        data, inflate, size = stream.read_raw_bytes(), zlib.decompressobj(), 0
        try:
            while data and size <= STREAM_LIMIT:
                size += len(inflate.decompress(data, STREAM_LIMIT + 1 - size))
                data = inflate.unconsumed_tail
        except zlib.error:
            raise UnreadablePdf(f"cannot read {path}: a stream's compressed data is damaged") from None
    else:
        size = len(stream.read_bytes())  # other filter chains: bounded by the child's memory limit
    if size > STREAM_LIMIT:
        raise UnreadablePdf(f"cannot read {path}: a stream inflates to more than {STREAM_LIMIT // 2**20} MB")
    return size


@contextmanager
def opened(path: Path) -> Iterator[pikepdf.Pdf]:
    """The PDF at `path`, once it is known to be a regular file within SIZE_LIMIT, unencrypted and within
    OBJECT_LIMIT; every refusal is one UnreadablePdf line naming the file."""
    unreadable = not_a_file(path)
    if unreadable:
        raise UnreadablePdf(f"cannot read {path}: {unreadable}")
    try:
        size = path.stat().st_size
    except OSError as err:
        raise UnreadablePdf(f"cannot read {path}: {err.strerror or err}") from None
    if size > SIZE_LIMIT:
        raise UnreadablePdf(f"cannot read {path}: larger than {SIZE_LIMIT // 2**20} MB, more than any PDF pnp reads")
    try:
        pdf = pikepdf.open(path)
    except pikepdf.PasswordError:
        raise UnreadablePdf(f"cannot read {path}: it is encrypted (pnp reads only unencrypted PDFs)") from None
    except OSError as err:
        raise UnreadablePdf(f"cannot read {path}: {err.strerror or err}") from None
    except (pikepdf.PdfError, ValueError, RuntimeError) as err:
        if "bad_alloc" in str(err):  # qpdf ran out of the child's memory
            raise MemoryError from None
        raise UnreadablePdf(f"cannot read {path}: not a readable PDF ({visible(' '.join(str(err).split())[:200])})") from None
    with pdf:
        if pdf.is_encrypted:
            raise UnreadablePdf(f"cannot read {path}: it is encrypted (pnp reads only unencrypted PDFs)")
        objects = pdf.trailer.get("/Size", 0)
        if not isinstance(objects, int) or objects > OBJECT_LIMIT:
            raise UnreadablePdf(f"cannot read {path}: it claims more than {OBJECT_LIMIT:,} objects".replace(",", " "))
        yield pdf


def read_within_bounds(path: Path, work: Callable[[pikepdf.Pdf], Any]) -> Any:
    """`work(pdf)` on the opened file in a bounded child, waited for."""
    return start_reading(path, work).result()


def start_reading(path: Path, work: Callable[[pikepdf.Pdf], Any]) -> Child:
    """`work(pdf)` on the opened file, started in a bounded child; pikepdf's errors on a damaged file become one line."""

    def guarded(path: Path) -> Any:
        try:
            with opened(path) as pdf:
                return work(pdf)
        except (pikepdf.PdfError, ValueError, TypeError, AttributeError, KeyError, IndexError, RuntimeError) as err:
            if isinstance(err, PnpError):
                raise
            if "bad_alloc" in str(err):  # qpdf ran out of the child's memory
                raise MemoryError from None
            raise UnreadablePdf(f"cannot read {path}: not a readable PDF ({visible(' '.join(str(err).split())[:200])})") from None

    return start_bounded(guarded, path, what=f"cannot read {path}", memory=READING_MEMORY)
