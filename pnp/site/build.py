"""Building a kit site in memory (path -> bytes) and writing it all or none."""

import hashlib
import json
from functools import partial
from importlib.resources import files as package_files
from pathlib import Path

from pnp import __version__
from pnp.core.seeding import MAX_SEED
from pnp.digital.files import book_of, image_files, tts_files, tts_name, web_address
from pnp.digital.images import DPI, INDEX
from pnp.kit import build_kit_with_contents, build_kits, kit_name, zip_bytes
from pnp.kit_folders import replace_kit_folders
from pnp.locales import Text
from pnp.locales.typography import capitalised
from pnp.registry import game as registered
from pnp.render.document import PrintOptions, part_bytes
from pnp.rulebook.html import html_book
from pnp.site.editions import Edition, Sheet
from pnp.site.pages import game_page, index_page, play_page
from pnp.site.play import is_playable, play_board, play_files, play_texts
from pnp.site.previews import preview_png

MANIFEST = "site.json"
STATIC = ("style.css", "dice.js", "icon.svg")


def build_editions(game: str, options: list[PrintOptions], base_url: str | None = None) -> list[Edition]:
    """`game` in every language asked for (run in one process per game, like kits)."""
    return [build_edition(game, o, base_url) for o in options]


def build_edition(game: str, options: PrintOptions, base_url: str | None = None) -> Edition:
    """One game's kit in one language, with a preview of every part, its fillable sheets and its
    digital table: the piece images, and with `base_url` (where the site is published) the Tabletop
    Simulator saved object that loads them from there."""
    text = Text(options.lang)
    folder = f"{game}/{options.lang}"
    kit, entries = build_kit_with_contents(game, options)
    files = {f"{folder}/kit/{name}": data for name, data in kit.items()}
    parts = []
    for entry in entries:
        preview = f"{folder}/preview/{Path(entry.file).stem}.png"
        files[preview] = preview_png(kit[entry.file])
        parts.append(Sheet(entry.title, f"{folder}/kit/{entry.file}", entry.pages, preview))
    fillable = []
    make_fillable = registered(game).fillable
    for part in make_fillable(options) if make_fillable else []:
        data, pages = part_bytes(part)
        href = f"{folder}/fillable/{part.slug}-fillable-{options.lang}-{options.paper}.pdf"
        files[href] = data
        fillable.append(Sheet(capitalised(text(part.info.sheet)), href, pages))
    rules_html = None
    if registered(game).rulebook:
        rules_html = f"{folder}/rules.html"
        files[rules_html] = html_book(game, options.lang, options.seed).encode()
    name = kit_name(game, options)
    book = f"{folder}/kit/{game}-rulebook-{options.lang}-{options.paper}.pdf"
    images_zip, tts = digital_table(game, options, folder, book if book in files else None, base_url, files)
    return Edition(
        game, options.lang, folder, options.paper, f"{folder}/kit/{name}.pdf", f"{folder}/kit/{name}.zip",
        book if book in files else None, rules_html, parts, fillable, files, images_zip, tts,
    )


def digital_table(
    game: str, options: PrintOptions, folder: str, book: str | None, base_url: str | None, files: dict[str, bytes]
) -> tuple[str | None, str | None]:
    """Add the edition's piece images (`<folder>/digital/`, and zipped) and, for a site published at
    `base_url`, its saved object, to `files`; the zip's and the saved object's site paths."""
    if registered(game).digital is None:
        return None, None
    here = f"{folder}/digital"
    if base_url is None:
        images = image_files(game, options.lang, options.layout_seed, DPI)
        tts = None
    else:
        web = web_address(base_url)
        site_path = {book.rsplit("/", 1)[1]: book} if book else {}
        pdf = next((book_of(name, files[path]) for name, path in site_path.items()), None)
        images = tts_files(game, options.lang, options.layout_seed, DPI, lambda n: web(site_path.get(n, f"{here}/{n}")), pdf)
        tts = f"{here}/{tts_name(game, options.lang)}.json"
    files.update({f"{here}/{n}": data for n, data in images.items()})
    archive = f"{here}/{game}-images-{options.lang}.zip"
    thumbnail = f"{tts_name(game, options.lang)}.png"
    files[archive] = zip_bytes({n: data for n, data in images.items() if n != thumbnail and not n.endswith(".json") or n == INDEX})
    return archive, tts


def build_site(
    games: list[str], options: list[PrintOptions], base_url: str | None = None, pyodide: Path | None = None
) -> dict[str, bytes]:
    """The whole site in memory: site path -> contents, the manifest last. `base_url`, the address the
    site will be published at, lets its pages offer the Tabletop Simulator saved objects; `pyodide`, the
    folder of the Pyodide runtime, adds a play page per game and language."""
    editions = [e for built in build_kits(games, options, partial(build_editions, base_url=base_url)) for e in built]
    seed = options[0].layout_seed
    files: dict[str, bytes] = {}
    files["index.html"] = index_page(editions, [o.lang for o in options], seed).encode()
    for name in STATIC:
        files[name] = (package_files("pnp.site") / "static" / name).read_bytes()
    plays: dict[str, str] = {}
    for edition in editions:
        others = [e for e in editions if e.game == edition.game and e is not edition]
        playable = pyodide is not None and is_playable(edition)
        files[edition.page] = game_page(edition, others, seed, playable).encode()
        files.update(edition.files)
        if playable:
            text = Text(edition.lang)
            svg, board, fonts = play_board(edition.game, text)
            config = {"game": edition.game, "lang": edition.lang, "seed": seed, "max_seed": MAX_SEED, "root": "../../",
                      "texts": play_texts(edition.game, text), "board": board}
            plays[f"{edition.folder}/play.html"] = play_page(edition, others, seed, config, svg, fonts)
    if pyodide is not None:
        files.update(play_files(pyodide, editions, plays))
    manifest = {
        "generator": f"pnp {__version__}",
        "seed": seed,
        "paper": options[0].paper,
        "languages": [o.lang for o in options],
        "pages": [{"game": e.game, "lang": e.lang, "page": e.page, "rules": e.rules_html, "seed": seed,
                   "play": f"{e.folder}/play.html" if f"{e.folder}/play.html" in files else None} for e in editions],
        "files": [{"name": n, "bytes": len(d), "sha256": hashlib.sha256(d).hexdigest()} for n, d in sorted(files.items())],
    }
    files[MANIFEST] = (json.dumps(manifest, ensure_ascii=False, indent=2) + "\n").encode()
    return files


def write_site(folder: Path, files: dict[str, bytes]) -> None:
    """Write the site into `folder`, all or none, replacing an earlier site there but never a folder
    that holds anything an earlier site did not write, or a file changed since (by `site.json`)."""
    replace_kit_folders({Path(folder): files}, MANIFEST, "pnp site")
