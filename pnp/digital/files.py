"""The files `pnp images` and `pnp tts` write for one game and language, in memory (name -> bytes)."""

import io
import re
from pathlib import Path

from pnp.digital.images import INDEX, index_json, render_pngs
from pnp.digital.tts import Address, Book, saved_object
from pnp.pieces import Table
from pnp.core.errors import PnpError
from pnp.locales import Text
from pnp.registry import game as registered
from pnp.render.info import PrintOptions

# An http(s) address written as a browser sends it: no space, quote, backslash or control character
# (a loader stops at them), at most URL_LIMIT characters.
URL = re.compile(r"https?://[^\s\"<>\\^`{|}\x00-\x1f\x7f]*[^\s\"<>\\^`{|}\x00-\x1f\x7f/]+/?")
URL_LIMIT = 2000
THUMBNAIL_PX = 256  # square, as real saves' thumbnails are (SCED's and TTSModManager's test data: 600 x 600)


class NoDigitalTable(PnpError):
    """A game registered without a digital table."""


def game_table(game: str, seed: int, lang: str) -> Table:
    make = registered(game).digital
    if make is None:
        raise NoDigitalTable(f"game {game!r} has no digital table")
    return make(seed, Text(lang))


def image_files(game: str, lang: str, seed: int, dpi: int) -> dict[str, bytes]:
    """Every distinct face of the game's pieces as a PNG, and `index.json` saying what each shows."""
    pictures = game_table(game, seed, lang).pictures()
    pngs = render_pngs(game, lang, pictures, dpi)
    return pngs | {INDEX: index_json(game, lang, seed, dpi, pictures, pngs)}


def tts_name(game: str, lang: str) -> str:
    return f"{game}-{lang}"


def file_address(folder: Path) -> Address:
    """Files addressed by their plain absolute path on this computer, for local play: the form Tabletop
    Simulator's knowledge base gives for local files ("Asset Importing": `C:\\Users\\…\\example.png`)."""
    root = folder.resolve()
    return lambda name: str(root / name)


def web_address(base_url: str) -> Address:
    """Files addressed under `base_url`, for a table whose files are published on the web."""
    base = base_url if base_url.endswith("/") else base_url + "/"
    return lambda name: base + name


def check_base_url(base_url: str) -> None:
    if len(base_url) > URL_LIMIT or not URL.fullmatch(base_url):
        raise PnpError(f"base URL {base_url[:100]!r}: expected an address such as https://example.org/kit/")


def book_of(name: str, pdf: bytes) -> Book:
    """The rulebook named `name`, its pages measured on its first."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        width, height = document[0].get_size()
    finally:
        document.close()
    return Book(name, width * 25.4 / 72, height * 25.4 / 72)


def rulebook_file(game: str, options: PrintOptions) -> dict[str, bytes]:
    """The game's rulebook PDF by its kit file name, for the table's in-game book; empty for a game without one."""
    from pnp.render.document import part_bytes, part_file
    from pnp.rulebook.book import rulebook_part

    if not registered(game).rulebook:
        return {}
    part = rulebook_part(game, options)
    return {part_file(part, options): part_bytes(part)[0]}


def thumbnail(board_png: bytes) -> bytes:
    """The square picture Tabletop Simulator shows beside a saved object: the board, whole, centred."""
    from PIL import Image

    board = Image.open(io.BytesIO(board_png))
    board.thumbnail((THUMBNAIL_PX, THUMBNAIL_PX))
    square = Image.new("RGBA", (THUMBNAIL_PX, THUMBNAIL_PX), (255, 255, 255, 0))
    square.paste(board, ((THUMBNAIL_PX - board.width) // 2, (THUMBNAIL_PX - board.height) // 2))
    out = io.BytesIO()
    square.save(out, "PNG")
    return out.getvalue()


def tts_files(game: str, lang: str, seed: int, dpi: int, address: Address, book: Book | None = None) -> dict[str, bytes]:
    """The saved object (`<game>-<lang>.json`) with its thumbnail, and the piece images it loads with their
    index; its rulebook object loads `book` (which the caller supplies), if any."""
    table = game_table(game, seed, lang)
    pictures = table.pictures()
    files = render_pngs(game, lang, pictures, dpi)
    files[INDEX] = index_json(game, lang, seed, dpi, pictures, files)
    name = tts_name(game, lang)
    files[f"{name}.json"] = saved_object(table, seed, address, book, Text(lang))
    files[f"{name}.png"] = thumbnail(files[f"{pictures[0].name}.png"])  # the board's picture comes first
    return files
