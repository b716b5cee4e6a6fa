"""The digital table: `pnp images` and `pnp tts` for every game in both languages, checked without the client.

The saved object is read as Tabletop Simulator reads it: each object's type and the fields that type
documents, every file it loads, the pieces' places read back into the rules engine as a position and
compared with `pnp setup --json`, and each piece's two faces.
"""

import io
import json
import re
from pathlib import Path
from typing import NamedTuple
from urllib.parse import unquote, urlparse

import pytest
from conftest import qpdf_check
from PIL import Image

from pnp.digital.files import file_address, image_files, tts_files
from pnp.digital.images import pixels
from pnp.digital.tts import MM_PER_UNIT, TILE_UNITS
from pnp.locales import languages
from pnp.registry import games

SEED = 7
DPI = 72  # small and quick; the default 300 dpi is checked once
GAMES = [spec.id for spec in games()]
TRANSFORM = ("posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ")
COMMON = {"GUID": str, "Name": str, "Transform": dict, "Nickname": str, "Description": str, "ColorDiffuse": dict, "Locked": bool}
CUSTOM_IMAGE = {"ImageURL": str, "ImageSecondaryURL": str, "ImageScalar": float, "WidthScale": float}
CUSTOM_TILE = {"Type": int, "Thickness": float, "Stackable": bool, "Stretch": bool}
CUSTOM_PDF = {"PDFUrl": str, "PDFPassword": str, "PDFPage": int, "PDFPageOffset": int}
MINUS = "\u2212"


def typed(fields: dict, expected: dict[str, type], where: str) -> None:
    for key, kind in expected.items():
        assert key in fields, f"{where}: no {key}"
        assert type(fields[key]) is kind, f"{where}: {key} is {type(fields[key]).__name__}, not {kind.__name__}"


@pytest.fixture(scope="module")
def tables(tmp_path_factory) -> dict[tuple[str, str], tuple[Path, dict]]:
    """Every game's table in every language, written as `pnp tts` writes it (the rulebook left to one test)."""
    made = {}
    for game in GAMES:
        for lang in languages():
            folder = tmp_path_factory.mktemp(f"{game}-{lang}")
            for name, data in tts_files(game, lang, SEED, DPI, file_address(folder)).items():
                (folder / name).write_bytes(data)
            made[game, lang] = folder, json.loads((folder / f"{game}-{lang}.json").read_text())
    return made


def local_file(url: str) -> Path:
    parsed = urlparse(url)
    assert parsed.scheme == "file", url
    return Path(unquote(parsed.path))


def index_of(folder: Path) -> dict[str, dict]:
    return {entry["file"]: entry for entry in json.loads((folder / "index.json").read_text())["images"]}


def test_every_object_has_the_fields_its_type_documents(tables):
    for (game, lang), (_, save) in tables.items():
        objects = save["ObjectStates"]
        guids = [o["GUID"] for o in objects]
        assert len(set(guids)) == len(guids), (game, lang)
        for o in objects:
            where = f"{game}/{lang} {o.get('Nickname')}"
            typed(o, COMMON, where)
            assert re.fullmatch(r"[0-9a-f]{6}", o["GUID"]), where
            assert o["Nickname"], where
            typed(o["Transform"], dict.fromkeys(TRANSFORM, float), where)
            typed(o["ColorDiffuse"], {"r": float, "g": float, "b": float}, where)
            if o["Name"] == "Custom_Tile":
                typed(o["CustomImage"], CUSTOM_IMAGE, where)
                typed(o["CustomImage"]["CustomTile"], CUSTOM_TILE, where)
                assert o["CustomImage"]["CustomTile"]["Type"] in (0, 2), where  # a box or a circle
            elif o["Name"] == "Figurine_Custom":
                typed(o["CustomImage"], CUSTOM_IMAGE, where)
            elif o["Name"] == "Custom_PDF":
                typed(o["CustomPDF"], CUSTOM_PDF, where)
            else:
                assert o["Name"] == "Die_6", where
        assert objects[0]["Name"] == "Custom_Tile" and objects[0]["Locked"], "the board comes first, locked in place"


def test_every_file_the_table_loads_exists_at_the_size_its_piece_needs(tables):
    for (game, _), (folder, save) in tables.items():
        index = index_of(folder)
        for o in save["ObjectStates"]:
            if "CustomImage" not in o:
                continue
            urls = [o["CustomImage"]["ImageURL"], o["CustomImage"]["ImageSecondaryURL"]]
            for url in filter(None, urls):
                path = local_file(url)
                assert path.parent == folder.resolve() and path.is_file(), url
                entry = index[path.name]
                with Image.open(path) as png:
                    assert png.size == (entry["width_px"], entry["height_px"]) == (
                        pixels(entry["width_mm"], DPI), pixels(entry["height_mm"], DPI))
                # the object is as long on the table as the piece is printed, the image giving its proportions
                longer_mm = o["Transform"]["scaleX"] * TILE_UNITS * MM_PER_UNIT
                assert longer_mm == pytest.approx(max(entry["width_mm"], entry["height_mm"]), abs=0.01), (game, o["Nickname"])
                assert o["Transform"]["scaleZ"] == o["Transform"]["scaleX"]
                if o["Name"] == "Custom_Tile":
                    assert o["CustomImage"]["CustomTile"]["Stretch"] is False


class Placed(NamedTuple):
    """A piece on the board: its centre in mm from the board's bottom-left corner, its height, its two
    faces (their index entries), whether it shows its back, and its object type."""

    x: float
    y: float
    height: float
    front: dict
    back: dict | None
    flipped: bool
    kind: str


def placed(save: dict, index: dict, board_mm: tuple[float, float]) -> list[Placed]:
    """Every piece on the board, lowest first."""
    w, h = board_mm
    found = []
    for o in save["ObjectStates"][1:]:
        if "CustomImage" not in o:
            continue
        t = o["Transform"]
        x, y = t["posX"] * MM_PER_UNIT + w / 2, t["posZ"] * MM_PER_UNIT + h / 2
        if not (0 <= x <= w and 0 <= y <= h):
            continue  # beside the board: an aid card
        front = index[local_file(o["CustomImage"]["ImageURL"]).name]
        back_url = o["CustomImage"]["ImageSecondaryURL"]
        back = index[local_file(back_url).name] if back_url else None
        found.append(Placed(x, y, t["posY"], front, back, t["rotZ"] == 180.0, o["Name"]))
    return sorted(found, key=lambda p: p.height)


def board_size(folder: Path, game: str) -> tuple[float, float]:
    entry = index_of(folder)[f"{game}-board.png"]
    return entry["width_mm"], entry["height_mm"]


def test_stacks_tokens_stand_as_the_seed_setup_deals_them(tables, cli):
    from pnp.engine.coords import cell_name
    from pnp.games.stacks.rules import Position
    from pnp.games.stacks.board import SIDE_BANDS, END_BAND
    from pnp.games.stacks.edition import EDITION
    from pnp.shop.products import MARGIN

    expected = Position.from_json(cli("setup", "stacks", "--seed", SEED, "--json").stdout)
    for lang in languages():
        folder, save = tables["stacks", lang]
        cells: dict[str, list] = {}
        for p in placed(save, index_of(folder), board_size(folder, "stacks")):
            assert p.kind == "Custom_Tile" and p.back is not None
            colour, label = (p.back if p.flipped else p.front)["face"].split()
            value = int(label.replace(MINUS, "-"))
            col = round((p.x - MARGIN - SIDE_BANDS[-1]) / EDITION.cell - 0.5)
            row = round((p.y - MARGIN - END_BAND) / EDITION.cell - 0.5)
            cells.setdefault(cell_name(col, row), []).append({"color": colour, "value": value})
        read = {"game": "stacks", "width": 8, "height": 8, "to_move": "white", "cells": cells}
        assert Position.from_json(json.dumps(read)) == expected


def test_stacks_token_backs_are_the_same_token_turned_over(tables):
    for lang in languages():
        folder, save = tables["stacks", lang]
        tokens = placed(save, index_of(folder), board_size(folder, "stacks"))
        assert len(tokens) == 32
        for p in tokens:
            assert p.back is not None
            colour, label = p.front["face"].split()
            assert label.startswith("+")
            assert p.back["face"] == f"{colour} {MINUS}{label[1:]}"
            assert p.front["sha256"] != p.back["sha256"]


def test_ogama_discs_and_toads_stand_as_the_seed_setup_deals_them(tables, cli):
    from pnp.engine.coords import cell_name
    from pnp.games.ogama.rules import Position
    from pnp.games.ogama.board import LABEL, MARKER, STRIP
    from pnp.games.ogama.edition import EDITION
    from pnp.shop.products import MARGIN

    expected = Position.from_json(cli("setup", "ogama", "--seed", SEED, "--json").stdout)
    for lang in languages():
        folder, save = tables["ogama", lang]
        cells: dict[str, list] = {}
        toads, ogama = {}, {}
        for p in placed(save, index_of(folder), board_size(folder, "ogama")):
            name = cell_name(round((p.x - MARGIN - LABEL - MARKER) / EDITION.point - 0.5), round((p.y - MARGIN - LABEL - STRIP) / EDITION.point - 0.5))
            if p.kind == "Figurine_Custom":
                assert p.front["piece"] == "toad"
                toads[p.front["face"]] = name
                continue
            assert not p.flipped and p.back is not None
            colour, *mark = p.front["face"].split()
            assert p.back["face"] == colour, "a disc's back is its colour alone"
            if mark == ["OGAMA"]:
                ogama[colour] = name
            cells.setdefault(name, []).append(colour)
        read = {"game": "ogama", "width": 6, "height": 6, "to_move": "orange", "cells": cells, "toads": toads, "ogama": ogama}
        assert Position.from_json(json.dumps(read)) == expected


def test_the_toads_stand_on_their_ogama_discs_above_them(tables):
    folder, save = tables["ogama", "en"]
    pieces = placed(save, index_of(folder), board_size(folder, "ogama"))
    toads = [p for p in pieces if p.kind == "Figurine_Custom"]
    assert len(toads) == 2
    for toad in toads:
        under = [p for p in pieces if p.kind == "Custom_Tile" and abs(p.x - toad.x) < 1 and abs(p.y - toad.y) < 1]
        assert [p.front["face"] for p in under] == [f"{toad.front['face']} OGAMA"]
        assert toad.height > under[0].height


def test_dice_games_have_their_dice_told_apart_by_colour(tables):
    for lang in languages():
        dice = [o for o in tables["kukreno", lang][1]["ObjectStates"] if o["Name"] == "Die_6"]
        colours = [(o["ColorDiffuse"]["r"], o["ColorDiffuse"]["g"], o["ColorDiffuse"]["b"]) for o in dice]
        assert len(dice) == 2 and colours[0] == (1.0, 1.0, 1.0) and colours[1][0] < 1.0 and len(set(colours[1])) == 1
        assert len([o for o in tables["numen", lang][1]["ObjectStates"] if o["Name"] == "Die_6"]) == 1
        assert not [o for o in tables["ogama", lang][1]["ObjectStates"] if o["Name"] == "Die_6"]


def test_every_table_has_its_board_and_the_players_aid_cards(tables):
    for (game, lang), (folder, save) in tables.items():
        index = index_of(folder)
        faces = [index[local_file(o["CustomImage"]["ImageURL"]).name]["piece"] for o in save["ObjectStates"] if "CustomImage" in o]
        assert faces[0] == "board"
        assert faces.count("aid card") == 2, (game, lang)


def test_round_pieces_are_transparent_outside_and_boards_are_paper(tables):
    folder, _ = tables["ogama", "en"]
    with Image.open(folder / "ogama-disc-orange-ogama.png") as disc:
        assert disc.mode == "RGBA"
        assert disc.getpixel((0, 0))[3] == 0 and disc.getpixel((disc.width // 2, disc.height // 2))[3] == 255
    with Image.open(folder / "ogama-toad-black.png") as toad:
        assert toad.getpixel((0, 0))[3] == 0
    with Image.open(folder / "ogama-board.png") as board:
        assert board.getpixel((0, 0)) == (255, 255, 255, 255)


def test_preview_of_a_board_and_some_pieces(tables, tmp_path_factory):
    """A contact sheet to look at: the stacks board with its set-up tokens laid on it, and OGAMA's pieces."""
    folder, save = tables["stacks", "en"]
    board = Image.open(folder / "stacks-board.png").convert("RGBA")
    w, h = board_size(folder, "stacks")
    for p in placed(save, index_of(folder), (w, h)):
        token = Image.open(folder / p.front["file"])
        board.alpha_composite(token, (round(pixels(p.x, DPI) - token.width / 2), round(board.height - pixels(p.y, DPI) - token.height / 2)))
    ogama = tables["ogama", "en"][0]
    names = ["ogama-disc-orange-ogama", "ogama-disc-black", "ogama-toad-orange", "ogama-toad-black"]
    pieces = [Image.open(ogama / f"{n}.png") for n in names]
    sheet = Image.new("RGBA", (board.width + 20 + max(p.width for p in pieces), board.height), (70, 120, 70, 255))
    sheet.alpha_composite(board, (0, 0))
    top = 0
    for piece in pieces:
        sheet.alpha_composite(piece, (board.width + 10, top))
        top += piece.height + 10
    out = tmp_path_factory.mktemp("preview") / "digital-preview.png"
    sheet.save(out)
    assert out.stat().st_size > 0 and board.getpixel((board.width // 2, board.height // 2))[3] == 255


def test_pnp_tts_writes_the_table_with_its_rulebook_and_hosted_addresses(cli, tmp_path):
    done = cli("tts", "ogama", "--lang", "ru", "--seed", SEED, "--dpi", DPI, "--base-url", "https://example.org/ogama", "-o", tmp_path)
    assert done.exit_code == 0, done.stderr
    save = json.loads((tmp_path / "ogama-ru.json").read_text())
    pdfs = [o for o in save["ObjectStates"] if o["Name"] == "Custom_PDF"]
    assert [o["CustomPDF"]["PDFUrl"] for o in pdfs] == ["https://example.org/ogama/ogama-rulebook-ru-a4.pdf"]
    qpdf_check(tmp_path / "ogama-rulebook-ru-a4.pdf")
    urls = [o["CustomImage"][key] for o in save["ObjectStates"] if "CustomImage" in o for key in ("ImageURL", "ImageSecondaryURL")]
    for url in filter(None, urls):
        assert url.startswith("https://example.org/ogama/") and (tmp_path / url.rsplit("/", 1)[1]).is_file()
    assert (tmp_path / "ogama-ru.png").is_file()  # the thumbnail Tabletop Simulator shows beside the saved object


def test_pnp_images_same_seed_same_bytes_at_300_dpi(cli, tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    for folder in (first, second):
        done = cli("images", "ogama", "--seed", SEED, "-o", folder)
        assert done.exit_code == 0, done.stderr
    names = sorted(p.name for p in first.iterdir())
    assert names == sorted(p.name for p in second.iterdir())
    assert all((first / n).read_bytes() == (second / n).read_bytes() for n in names)
    index = json.loads((first / "index.json").read_text())
    assert index["dpi"] == 300
    disc = next(e for e in index["images"] if e["file"] == "ogama-disc-orange-ogama.png")
    assert disc["width_mm"] == 20.0 and disc["width_px"] == 236 and disc["piece"] == "disc"


def test_image_index_names_every_file_with_its_hash(tmp_path):
    import hashlib

    files = image_files("stacks", "en", SEED, DPI)
    index = json.loads(files.pop("index.json"))
    assert sorted(e["file"] for e in index["images"]) == sorted(files)
    assert all(hashlib.sha256(files[e["file"]]).hexdigest() == e["sha256"] for e in index["images"])
    assert "stacks-token-black-minus-7.png" in files and len(files) == 1 + 40 + 2  # board, 2 x 10 magnitudes x 2 faces, 2 cards
    with Image.open(io.BytesIO(files["stacks-token-black-minus-7.png"])) as png:
        assert png.mode == "RGBA"


@pytest.mark.parametrize("args, message", [
    (("images", "chess"), "unknown game 'chess'"),
    (("tts", "ogama", "--base-url", "ftp://example.org/"), "base URL"),
    (("images", "ogama", "--dpi", "20"), "--dpi"),
])
def test_bad_input_is_one_line_and_writes_nothing(cli, tmp_path, args, message):
    done = cli(*args, "-o", tmp_path / "out")
    assert done.exit_code == 2
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "out").exists()


def test_numen_board_carries_the_seed_setup_digits(cli, tmp_path):
    """The board picture (a one-piece page, as rendered) shows each row's digits and the Eye's as `pnp setup numen` deals them."""
    import subprocess

    from conftest import POPPLER

    from pnp.digital.files import game_table
    from pnp.digital.images import pictures_pdf

    if not POPPLER:
        pytest.skip("poppler-utils is not installed")
    expected = json.loads(cli("setup", "numen", "--seed", SEED, "--json").stdout)
    for lang in languages():
        board = game_table("numen", SEED, lang).pictures()[0]
        pdf = tmp_path / f"board-{lang}.pdf"
        pdf.write_bytes(pictures_pdf("numen", lang, [board]))
        lines = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout.splitlines()
        rows = {}
        for line in lines:
            numbers = line.split()
            if len(numbers) == 6 and all(n.isdigit() for n in numbers):  # five cells, then the row's number
                rows[int(numbers[-1])] = [int(n) for n in numbers[:-1]]
            elif len(numbers) == 1 and line.startswith(" " * 10):
                rows[4] = [int(numbers[0])]
        assert rows.pop(4) == [expected["eye"]]
        assert rows == {r: [expected["cells"][f"{c}{r}"] for c in "abcde"] for r in (1, 2, 3, 5, 6, 7)}


def test_kit_digital_holds_the_table_addressing_its_own_folder(cli, tmp_path):
    done = cli("kit", "ogama", "--lang", "en", "--seed", SEED, "--digital", "-q", "-o", tmp_path)
    assert done.exit_code == 0, done.stderr
    kit = tmp_path / "ogama-kit-en-a4"
    listed = {entry["name"] for entry in json.loads((kit / "manifest.json").read_text())["files"]}
    save = json.loads((kit / "ogama-en.json").read_text())
    loaded = [o["CustomPDF"]["PDFUrl"] for o in save["ObjectStates"] if o["Name"] == "Custom_PDF"]
    loaded += [o["CustomImage"][k] for o in save["ObjectStates"] if "CustomImage" in o for k in ("ImageURL", "ImageSecondaryURL")]
    for url in filter(None, loaded):
        path = local_file(url)
        assert path.parent == kit.resolve() and path.is_file() and path.name in listed, url
    assert local_file(loaded[0]).name == "ogama-rulebook-en-a4.pdf"  # the kit's own book, not a second copy
    assert {"ogama-en.json", "ogama-board.png", "index.json"} <= listed
    again = cli("kit", "ogama", "--lang", "en", "--seed", SEED, "-q", "-o", tmp_path)  # and a plain kit replaces it
    assert again.exit_code == 0, again.stderr
    assert not (kit / "ogama-en.json").exists()


def test_site_offers_the_images_and_with_its_address_the_saved_object(tmp_path):
    from pnp.render.document import PrintOptions
    from pnp.site import build_site

    base = "https://example.org/games/"
    files = build_site(["kukreno"], [PrintOptions("ru", "a4", SEED)], base)
    page = files["kukreno/ru/index.html"].decode()
    assert 'href="../../kukreno/ru/digital/kukreno-ru.json"' in page and "kukreno-images-ru.zip" in page
    save = json.loads(files["kukreno/ru/digital/kukreno-ru.json"])
    urls = [o["CustomPDF"]["PDFUrl"] for o in save["ObjectStates"] if o["Name"] == "Custom_PDF"]
    urls += [o["CustomImage"]["ImageURL"] for o in save["ObjectStates"] if "CustomImage" in o]
    for url in urls:
        assert url.startswith(base) and url[len(base):] in files, url
    plain = build_site(["kukreno"], [PrintOptions("en", "a4", SEED)])
    assert "kukreno/en/digital/kukreno-images-en.zip" in plain and not any(n.endswith("kukreno-en.json") for n in plain)


def test_same_seed_same_saved_object(tmp_path):
    address = file_address(tmp_path)
    assert tts_files("stacks", "ru", SEED, DPI, address) == tts_files("stacks", "ru", SEED, DPI, address)
    other = json.loads(tts_files("stacks", "ru", SEED + 1, DPI, address)["stacks-ru.json"])
    same = json.loads(tts_files("stacks", "ru", SEED, DPI, address)["stacks-ru.json"])
    assert [o["Nickname"] for o in other["ObjectStates"]] != [o["Nickname"] for o in same["ObjectStates"]]  # another deal
