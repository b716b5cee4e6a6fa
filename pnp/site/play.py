"""The site's play pages: each game in the browser, on the same rules engines as the command line.

The page runs Python in the browser (Pyodide, copied from its npm package at build time: nothing is
fetched from another host), unpacks `play/engine.zip` (this package's own modules: core, engine, the
games and `pnp.play`, none of which needs a printing library) and plays a `pnp.play.session.Session`.
A service worker (`sw.js`) keeps every play file, so the pages open again with the network off.
"""

import hashlib
import io
import json
import re
import zipfile
from html import unescape
from importlib.resources import files as package_files
from pathlib import Path

from reportlab.lib.units import mm

from pnp.core.errors import PnpError
from pnp.locales import Text
from pnp.registry import game as registered
from pnp.render.fonts import BOLD, REGULAR
from pnp.render.surface import Ink, Surface
from pnp.render.svg import SvgCanvas, number
from pnp.render.webfont import font_faces
from pnp.site.editions import Edition

PYODIDE_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
ENGINE_PARTS = ("__init__.py", "core/", "engine/", "play/", "games/", "registry.py", "locales/")  # what the games import
PLAYABLE = ("stacks", "ogama", "kukreno", "numen")
SIDES = {"stacks": ("white", "black"), "ogama": ("orange", "black"), "kukreno": ("X", "O"), "numen": ("A", "B")}
ENDINGS = {"stacks": ("passes", "attack", "repetition", "turns"), "ogama": ("tower", "count", "passes", "turns"),
           "kukreno": ("line", "penalties"), "numen": ("sealed", "points")}
TALLIES = ("turns", "passes", "idle", "penalties")
MOVE_WORDS = ("step", "disc", "toad", "square", "cross", "mark", "seal", "flip", "climb", "bend", "capture")


class NoPyodide(PnpError):
    """The Pyodide runtime is not where the site looks for it."""


def find_pyodide(path: Path | None) -> Path:
    """The folder of the Pyodide npm package: `path`, or ./node_modules/pyodide; NoPyodide if it lacks the runtime."""
    folder = path if path is not None else Path("node_modules") / "pyodide"
    missing = [name for name in PYODIDE_FILES if not (folder / name).is_file()]
    if missing:
        raise NoPyodide(f"no Pyodide runtime in {folder} (missing {missing[0]}): run `npm install pyodide@314` "
                        "in this folder, or give --pyodide PATH")
    return folder


def engine_zip() -> bytes:
    """This package's pure-Python modules the play pages import, zipped in a fixed order with fixed dates."""
    root = Path(str(package_files("pnp")))
    paths = sorted(p for p in root.rglob("*.py") if p.relative_to(root).as_posix().startswith(ENGINE_PARTS))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in paths:
            info = zipfile.ZipInfo("pnp/" + path.relative_to(root).as_posix(), (2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    return out.getvalue()


def play_texts(game: str, text: Text) -> dict[str, object]:
    """The words the page's script says, in the page's language."""
    keys = ("loading", "ready", "to_move", "rolls", "rolled", "moved", "passed", "must_pass", "won", "draw",
            "set_aside", "failed", "pick", "choose", "turn", "empty", "selected", "target", "stack", "toad", "crossed",
            "eye", "penalty", "digit_for", "writing", "start_written", "fill_help")
    return {
        **{key: text(f"play.{key}") for key in keys},
        "moves": {key: text(f"play.move.{key}") for key in MOVE_WORDS},
        "sides": {side: text(f"play.side.{game}.{side}") for side in SIDES[game]},
        "endings": {end: text(f"play.end.{game}.{end}") for end in ENDINGS[game]},
        "tallies": {key: text(f"play.tally.{key}") for key in TALLIES},
    }


def play_board(game: str, text: Text) -> tuple[str, dict[str, object], str]:
    """The game's board drawn by its sheets' own code, as the page's SVG: the board, an empty layer `pieces`
    that the page's script fills, and every kind of piece defined once for it to place by reference.
    Also what the script needs (the drawing's size, each cell's square, each piece's id, all in points,
    y up) and the @font-face rules for the letters drawn."""
    make = registered(game).play
    assert make is not None, f"{game} has no play page board"
    board = make(text)
    canvas = SvgCanvas(board.width * mm, board.height * mm, f"{game}-board")
    surface = Surface(canvas, Ink())
    ids = {}
    for n, (name, draw) in enumerate(board.pieces.items(), start=1):
        ids[name] = f"{game}-piece-{n}"
        canvas.define(ids[name], lambda draw=draw: draw(surface))
    board.draw(surface)
    canvas.layer("pieces")
    svg = canvas.svg(text("play.board"), text("play.board_drawn"), "play-board")
    order = sorted(board.cells.items(), key=lambda item: (-item[1][1], item[1][0]))  # reading order: top row first
    cells = [[name, *(float(number(v * mm)) for v in box)] for name, box in order]  # a list: JSON keeps its order
    letters = unescape("".join(re.findall(r"<text[^>]*>([^<]*)</text>", svg)))
    config = {"size": [float(number(board.width * mm)), float(number(board.height * mm))], "cells": cells, "pieces": ids}
    return svg, config, font_faces((REGULAR, BOLD), letters)


def play_files(pyodide: Path, editions: list[Edition], pages: dict[str, str]) -> dict[str, bytes]:
    """The runtime, the engine, the script and the service worker; `pages` (site path -> HTML) are the play pages."""
    files = {f"pyodide/{name}": (pyodide / name).read_bytes() for name in PYODIDE_FILES}
    files["play/engine.zip"] = engine_zip()
    files["play/play.js"] = (package_files("pnp.site") / "static" / "play.js").read_bytes()
    files.update({path: html.encode() for path, html in pages.items()})
    kept = sorted([*files, "style.css", "icon.svg"])
    version = hashlib.sha256(b"".join(files[n] if n in files else n.encode() for n in kept)).hexdigest()[:16]
    worker = (package_files("pnp.site") / "static" / "sw.js").read_text()
    files["sw.js"] = worker.replace("__CACHE__", f"pnp-play-{version}").replace("__FILES__", json.dumps(kept)).encode()
    return files


def is_playable(edition: Edition) -> bool:
    return edition.game in PLAYABLE
