"""Whole print-and-play kits: per game and language, a combined PDF behind a cover, each part as its
own PDF, a zip of the parts and a manifest with sizes and SHA-256 hashes.

A kit is written into a temporary folder that replaces the destination only when complete, so an
interrupted or failed run leaves nothing half-written.
"""

import hashlib
import io
import json
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TypeVar

from pnp import __version__
from pnp.core.workers import forked_map
from pnp.digital.files import book_of, file_address, tts_files
from pnp.digital.images import DPI
from pnp.kit_folders import replace_kit_folders
from pnp.locales import Text
from pnp.locales.typography import capitalised
from pnp.registry import game as registered
from pnp.render.document import Part, PrintOptions, combined_bytes, front_side_starts, part_bytes, part_file
from pnp.rulebook.book import rulebook_part, source
from pnp.rulebook.html import plain
from pnp.rulebook.markup import Para
from pnp.sheets.calibration import calibration_part
from pnp.sheets.cover import COVER_PAGES, Entry, Face, cover_part

T = TypeVar("T")
ZIP_TIME = (2020, 1, 1, 0, 0, 0)  # fixed, so the same kit zips to the same bytes


def kit_name(game: str, options: PrintOptions) -> str:
    return f"{game}-kit-{options.lang}-{options.paper}"


def build_kit(game: str, options: PrintOptions, digital: Path | None = None) -> dict[str, bytes]:
    """One game's kit for one language, in memory: file name -> contents, the manifest last. With
    `digital` (the folder the kit goes to), the kit also holds the piece images and the Tabletop
    Simulator saved object, addressing them in that folder."""
    return build_kit_with_contents(game, options, digital)[0]


def build_kit_with_contents(game: str, options: PrintOptions, digital: Path | None = None) -> tuple[dict[str, bytes], list[Entry]]:
    """`build_kit`, with the cover's contents: each part's title, pages and file (what a kit site shows)."""
    text = Text(options.lang)
    spec = registered(game)
    book = [rulebook_part(game, options), rulebook_part(game, options, "pocket")] if spec.rulebook else []  # the pocket rules travel with the pieces
    parts = [*book, *spec.kit(options), *ink_saver_pieces(game, options)]
    if any(part.two_sided for part in parts):  # pieces cut to size, and perhaps backs to register
        parts.insert(0, calibration_part(options, duplex=any(part.duplex for part in parts)))
    rendered = [part_bytes(part) for part in parts]
    starts = front_side_starts([COVER_PAGES] + [pages for _, pages in rendered], [False] + [p.duplex is not None for p in parts])[1:]
    entries = []
    for part, (_, pages), page in zip(parts, rendered, starts):
        title = text("kit.calibration") if part.slug == "calibration" else capitalised(text(part.info.sheet))
        if part.info.ink_saver and not options.ink_saver:  # an ink-saver copy of the pieces
            title = text("kit.ink_saver", sheet=title)
        copy = part.info.ink_saver and not options.ink_saver
        entries.append(Entry(title, page, pages, part_file(part, options), part.duplex is not None, two_sided=part.two_sided,
                             ink_saver_copy=copy))
    name = kit_name(game, options)
    title = f"{text(f'games.{game}.name')} — {text('cover.subtitle')}"
    cover = cover_part(game, entries, options, cover_face(game, options))
    combined, _ = combined_bytes([cover] + parts, title, front_sides=True)
    files = {f"{name}.pdf": combined} | {part_file(p, options): data for p, (data, _) in zip(parts, rendered)}
    files[f"{name}.zip"] = zip_bytes(files)
    if digital is not None:
        book = [p for p in parts if p.slug == f"{game}-rulebook"]
        pdf = book_of(part_file(book[0], options), files[part_file(book[0], options)]) if book else None
        files.update(tts_files(game, options.lang, options.layout_seed, DPI, file_address(digital), pdf))
    manifest = {
        "game": game,
        "version": __version__,
        "seed": options.seed,
        "options": {"lang": options.lang, "paper": options.paper, "ink_saver": options.ink_saver},
        "files": [{"name": n, "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()} for n, data in files.items()],
    }
    files["manifest.json"] = (json.dumps(manifest, ensure_ascii=False, indent=2) + "\n").encode()
    return files, entries


def ink_saver_pieces(game: str, options: PrintOptions) -> list[Part]:
    """The kit's piece sheets (those with backs) once more in ink-saver form, lines only: a heavily inked
    disc sheet cockles plain paper. A kit made in ink-saver form has them already."""
    if options.ink_saver:
        return []
    saver = replace(options, ink_saver=True)
    return [replace(part, slug=f"{part.slug}-ink-saver") for part in registered(game).kit(saver) if part.two_sided]


def cover_face(game: str, options: PrintOptions) -> Face:
    """The book's line of facts and its components picture, for the cover; a game without a book has neither."""
    if not registered(game).rulebook:
        return Face("")

    blocks, content = source(game, Text(options.lang), options.seed)
    facts = next((plain(b.text) for b in blocks if isinstance(b, Para) and b.kind == "facts"), "")
    return Face(facts, content.drawings.get("components"))


def build_game_kits(game: str, options: list[PrintOptions], digital: Path | None = None) -> list[dict[str, bytes]]:
    """One game's kits in every language asked for: in one process, so the facts its rulebook
    computes (odds, playouts, searches) are worked out once and shared by the languages. With `digital`
    (the folder the kits go in), each kit holds its digital table too."""
    return [build_kit(game, o, digital / kit_name(game, o) if digital else None) for o in options]


def build_kits(games: list[str], options: list[PrintOptions], build: Callable[..., T]) -> Iterator[T]:
    """`build(game, options=options)` (`build_game_kits`, or the site's editions) per game, a game per core where
    processes can fork, the heaviest kits (by their registered weight) first; results in game order."""
    heaviest_first = sorted(range(len(games)), key=lambda i: -registered(games[i]).kit_weight)
    yield from forked_map(partial(build, options=options), games, heaviest_first)


def zip_bytes(files: dict[str, bytes]) -> bytes:
    """The PDFs in a zip with fixed timestamps, so one seed always gives the same archive."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, files[name])
    return buffer.getvalue()


def write_kits(kits: dict[Path, dict[str, bytes]]) -> None:
    """Put every kit in its folder, all or none; see `pnp.kit_folders`."""
    replace_kit_folders(kits)
