"""The files `pnp images` and `pnp tts` write for one game and language, in memory (name -> bytes)."""

from pathlib import Path

from pnp.digital.images import INDEX, index_json, render_pngs
from pnp.pieces import Table
from pnp.digital.tts import Address, saved_object
from pnp.core.errors import PnpError
from pnp.locales import Text
from pnp.registry import game as registered
from pnp.render.info import PrintOptions

THUMBNAIL_PX = 256  # the picture Tabletop Simulator shows beside a saved object in its list


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
    """Files addressed where they lie on this computer (`file:///…`), which Tabletop Simulator loads for local play."""
    root = folder.resolve()
    return lambda name: (root / name).as_uri()


def web_address(base_url: str) -> Address:
    """Files addressed under `base_url`, for a table whose files are published on the web."""
    base = base_url if base_url.endswith("/") else base_url + "/"
    return lambda name: base + name


def check_base_url(base_url: str) -> None:
    if not base_url.startswith(("https://", "http://")) or len(base_url.split("//", 1)[1].strip("/")) == 0:
        raise PnpError(f"base URL {base_url!r}: expected an address such as https://example.org/kit/")


def rulebook_file(game: str, options: PrintOptions) -> dict[str, bytes]:
    """The game's rulebook PDF by its kit file name, for the table's in-game book; empty for a game without one."""
    from pnp.render.document import part_bytes, part_file
    from pnp.rulebook.book import rulebook_part

    if not registered(game).rulebook:
        return {}
    part = rulebook_part(game, options)
    return {part_file(part, options): part_bytes(part)[0]}


def tts_files(game: str, lang: str, seed: int, dpi: int, address: Address, pdf: str | None = None) -> dict[str, bytes]:
    """The saved object (`<game>-<lang>.json`) with its thumbnail, and the piece images it loads with their
    index; its rulebook object loads the PDF named `pdf` (which the caller supplies), if any."""
    import io

    from PIL import Image

    table = game_table(game, seed, lang)
    pictures = table.pictures()
    files = render_pngs(game, lang, pictures, dpi)
    files[INDEX] = index_json(game, lang, seed, dpi, pictures, files)
    name = tts_name(game, lang)
    files[f"{name}.json"] = saved_object(table, seed, address, pdf, Text(lang))
    board = Image.open(io.BytesIO(files[f"{pictures[0].name}.png"]))  # the board's picture comes first
    board.thumbnail((THUMBNAIL_PX, THUMBNAIL_PX))
    out = io.BytesIO()
    board.save(out, "PNG")
    files[f"{name}.png"] = out.getvalue()
    return files
