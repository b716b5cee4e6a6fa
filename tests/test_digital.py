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

import pytest
from conftest import qpdf_check
from PIL import Image

from pnp.digital.files import file_address, image_files, tts_files
from pnp.digital.images import MAX_PX, pixels
from pnp.digital.tts import MM_PER_UNIT, on_table
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


def local_file(address: str) -> Path:
    """A local address: a plain absolute path, as Tabletop Simulator's own local addresses are."""
    path = Path(address)
    assert path.is_absolute() and "://" not in address and "%" not in address, address
    return path


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
            elif o["Name"] == "Bag":
                assert o["ContainedObjects"] == [], where
            else:
                assert o["Name"] == "Die_6", where
        assert objects[0]["Name"] == "Custom_Tile" and objects[0]["Locked"], "the board comes first, locked in place"
        for point in objects[0].get("AttachedSnapPoints", []):
            typed(point["Position"], {"x": float, "y": float, "z": float}, f"{game}/{lang} snap point")


def test_every_file_the_table_loads_exists_at_the_size_its_piece_needs(tables):
    for folder, save in tables.values():
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
                assert o["Transform"]["scaleZ"] == o["Transform"]["scaleX"]
                if o["Name"] == "Custom_Tile":  # the image gives the tile its proportions, as in real mods
                    assert o["CustomImage"]["CustomTile"]["Stretch"] is True


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


def image_size(o: dict, folder: Path) -> tuple[float, float]:
    """An image object's (width, height) on the table in units, by the one size rule, from its scale and its image's proportions."""
    with Image.open(folder / local_file(o["CustomImage"]["ImageURL"]).name) as png:
        aspect = png.width / png.height
    return on_table(o["Transform"]["scaleX"], aspect)


def test_every_piece_is_as_large_beside_the_board_as_it_is_printed(tables):
    """Size on the table over the board's height on the table equals printed size over the board's printed height."""
    from pnp.games.ogama.edition import EDITION as OGAMA
    from pnp.games.stacks.edition import EDITION as STACKS
    from pnp.sheets.aid import CARD_H, CARD_W

    printed = {"token": (STACKS.token, STACKS.token), "disc": (OGAMA.disc, OGAMA.disc), "aid card": (CARD_W, CARD_H)}
    for (game, lang), (folder, save) in tables.items():
        index = index_of(folder)
        board = save["ObjectStates"][0]
        board_units = image_size(board, folder)[1]
        board_mm = index[f"{game}-board.png"]["height_mm"]
        kinds = set()
        for o in save["ObjectStates"]:
            if "CustomImage" not in o:
                continue
            entry = index[local_file(o["CustomImage"]["ImageURL"]).name]
            mm = printed.get(entry["piece"], (entry["width_mm"], entry["height_mm"]))
            for on, paper in zip(image_size(o, folder), mm):
                assert on / board_units == pytest.approx(paper / board_mm, rel=0.01), (game, lang, entry["file"])
            kinds.add(entry["piece"])
        assert {"board", "aid card"} <= kinds and (game != "ogama" or {"disc", "toad"} <= kinds) and (game != "stacks" or "token" in kinds)


def test_the_rulebook_lies_beside_the_board_at_its_printed_size(cli, tmp_path):
    import pypdfium2 as pdfium

    for paper, page_h in (("a4", 297.0), ("letter", 279.4)):
        out = tmp_path / paper
        done = cli("tts", "stacks", "--seed", SEED, "--dpi", DPI, "--paper", paper, "-o", out)
        assert done.exit_code == 0, done.stderr
        objects = json.loads((out / "stacks-en.json").read_text())["ObjectStates"]
        board_units = image_size(objects[0], out)[1]
        board_mm = index_of(out)["stacks-board.png"]["height_mm"]
        book = next(o for o in objects if o["Name"] == "Custom_PDF")
        path = local_file(book["CustomPDF"]["PDFUrl"])
        page = pdfium.PdfDocument(path)[0]
        aspect = page.get_width() / page.get_height()
        assert page.get_height() * 25.4 / 72 == pytest.approx(page_h, abs=0.1)
        width, height = on_table(book["Transform"]["scaleX"], aspect)
        assert height / board_units == pytest.approx(page_h / board_mm, rel=0.01)
        assert 2.5 <= book["Transform"]["scaleX"] <= 6.5  # the scales real mods give a rulebook
        assert book["Transform"]["posX"] + width / 2 < -image_size(objects[0], out)[0] / 2, "left of the board, clear of it"


def see_through_holes(png: Image.Image) -> int:
    """Pixels not fully opaque that the image's edge cannot reach through other such pixels: a hole in the piece."""
    alpha = png.getchannel("A")
    w, h = png.size
    clear = [a < 255 for a in alpha.tobytes()]
    seen = [False] * (w * h)
    todo = [i for i in range(w * h) if clear[i] and (i % w in (0, w - 1) or i // w in (0, h - 1))]
    for i in todo:
        seen[i] = True
    while todo:
        i = todo.pop()
        x, y = i % w, i // w
        for j, ok in ((i - 1, x > 0), (i + 1, x < w - 1), (i - w, y > 0), (i + w, y < h - 1)):
            if ok and clear[j] and not seen[j]:
                seen[j] = True
                todo.append(j)
    return sum(1 for i in range(w * h) if clear[i] and not seen[i])


def test_paper_faces_are_opaque_white_and_clear_only_outside_the_cut(tables):
    """A sheet (board, aid card) is opaque edge to edge; a round piece inside its edge; a standee has no holes."""
    checked = set()
    for folder, _ in tables.values():
        for entry in index_of(folder).values():
            with Image.open(folder / entry["file"]) as png:
                png = png.convert("RGBA")
                alpha = png.getchannel("A")
                w, h = png.size
                if entry["piece"] in ("board", "aid card"):
                    assert alpha.getextrema() == (255, 255), entry["file"]
                elif entry["piece"] in ("token", "disc"):
                    r = min(w, h) / 2
                    inside = [alpha.getpixel((x, y)) for y in range(h) for x in range(w)
                              if (x + 0.5 - w / 2) ** 2 + (y + 0.5 - h / 2) ** 2 <= (r - 1.5) ** 2]
                    assert min(inside) == 255, entry["file"]
                    assert alpha.getpixel((0, 0)) == 0, entry["file"]  # outside the disc
                else:
                    assert entry["piece"] == "toad", entry["file"]
                    assert alpha.getpixel((0, 0)) == 0, entry["file"]
                assert see_through_holes(png) == 0, entry["file"]
            checked.add(entry["piece"])
    assert checked == {"board", "aid card", "token", "disc", "toad"}
    with Image.open(tables["stacks", "en"][0] / "stacks-token-white-plus-7.png") as white:
        assert white.convert("RGBA").getpixel((white.width // 2, white.height // 5)) == (255, 255, 255, 255)  # paper, not the board


FIRST_PLAYER = {"stacks": "white", "ogama": "orange", "numen": "a"}


def test_the_first_players_things_lie_on_the_first_players_side(tables, cli):
    """The first player sits where the board's row 1 lies (-z): their aid card and home rows are there, turned to them."""
    for (game, lang), (folder, save) in tables.items():
        index = index_of(folder)
        cards = [o for o in save["ObjectStates"] if "CustomImage" in o and index[local_file(o["CustomImage"]["ImageURL"]).name]["piece"] == "aid card"]
        near = [o for o in cards if o["Transform"]["posZ"] < 0]
        far = [o for o in cards if o["Transform"]["posZ"] > 0]
        assert len(near) == len(far) == 1, (game, lang)
        assert near[0]["Transform"]["rotY"] == save["ObjectStates"][0]["Transform"]["rotY"] == 180.0  # reads upright to the first player
        assert far[0]["Transform"]["rotY"] == 0.0
        if game in FIRST_PLAYER:
            assert index[local_file(near[0]["CustomImage"]["ImageURL"]).name]["face"] == FIRST_PLAYER[game], (game, lang)
        for card in cards:  # beside the board, not over it
            assert card["Transform"]["posX"] - image_size(card, folder)[0] / 2 > image_size(save["ObjectStates"][0], folder)[0] / 2
    for game in ("stacks", "ogama"):
        setup = json.loads(cli("setup", game, "--seed", SEED, "--json").stdout)
        firsts = [s[0] if isinstance(s[0], str) else s[0]["color"] for cell, s in setup["cells"].items() if cell[1:] in ("1", "2")]
        assert firsts and set(firsts) == {FIRST_PLAYER[game]}
        folder, save = tables[game, "en"]
        for p in placed(save, index_of(folder), board_size(folder, game)):
            if p.kind == "Custom_Tile" and p.y < board_size(folder, game)[1] / 2:  # the first player's half: their home rows
                assert p.front["face"].startswith(FIRST_PLAYER[game]), (game, p.front["face"])


@pytest.mark.parametrize("name", ["My Games/Тест", "a \"quoted\" 'name'", "100% sure & #1"])
def test_local_addresses_are_plain_absolute_paths_in_any_folder(tmp_path, name):
    folder = tmp_path / name
    folder.mkdir(parents=True)
    for file, data in tts_files("ogama", "ru", SEED, DPI, file_address(folder)).items():
        (folder / file).write_bytes(data)
    save = json.loads((folder / "ogama-ru.json").read_text(encoding="utf-8"))
    addresses = [o["CustomImage"][k] for o in save["ObjectStates"] if "CustomImage" in o for k in ("ImageURL", "ImageSecondaryURL")]
    for address in filter(None, addresses):
        assert address.startswith(str(folder.resolve())) and Path(address).is_file(), address
    assert any(name.split("/")[-1] in a for a in addresses)


def test_images_stay_within_4096_pixels_at_600_dpi():
    files = image_files("stacks", "en", SEED, 600)
    index = json.loads(files.pop("index.json"))
    board = next(e for e in index["images"] if e["piece"] == "board")
    for entry in index["images"]:
        with Image.open(io.BytesIO(files[entry["file"]])) as png:
            assert png.size == (entry["width_px"], entry["height_px"]) and max(png.size) <= MAX_PX
    assert max(board["width_px"], board["height_px"]) == MAX_PX and board["dpi"] < 600  # the board alone is held back
    assert board["width_px"] / board["height_px"] == pytest.approx(board["width_mm"] / board["height_mm"], rel=0.002)
    token = next(e for e in index["images"] if e["piece"] == "token")
    assert token["width_px"] == pixels(token["width_mm"], 600) and token["dpi"] == 600


def snapped_cells(save: dict, board_mm: tuple[float, float]) -> list[tuple[float, float]]:
    """The board's snap points in mm from its bottom-left corner, turned and scaled as the board is."""
    board = save["ObjectStates"][0]
    t = board["Transform"]
    assert t["rotY"] == 180.0 and t["scaleX"] == t["scaleZ"]
    w, h = board_mm
    return [(-p["Position"]["x"] * t["scaleX"] * MM_PER_UNIT + w / 2, -p["Position"]["z"] * t["scaleZ"] * MM_PER_UNIT + h / 2)
            for p in board["AttachedSnapPoints"]]


def test_snap_points_lie_on_the_cells_the_setup_uses(tables, cli):
    from pnp.engine.coords import cell_name
    from pnp.games.ogama.board import LABEL, MARKER, STRIP
    from pnp.games.ogama.edition import EDITION as OGAMA
    from pnp.games.stacks.board import END_BAND, SIDE_BANDS
    from pnp.games.stacks.edition import EDITION as STACKS
    from pnp.shop.products import MARGIN

    origin = {"stacks": (MARGIN + SIDE_BANDS[-1], MARGIN + END_BAND, STACKS.cell),
              "ogama": (MARGIN + LABEL + MARKER, MARGIN + LABEL + STRIP, OGAMA.point)}
    for game, (x0, y0, pitch) in origin.items():
        setup = json.loads(cli("setup", game, "--seed", SEED, "--json").stdout)
        every = {cell_name(c, r) for c in range(setup["width"]) for r in range(setup["height"])}
        for lang in languages():
            folder, save = tables[game, lang]
            size = board_size(folder, game)
            points = snapped_cells(save, size)
            cells = []
            for x, y in points:
                col, row = (x - x0) / pitch - 0.5, (y - y0) / pitch - 0.5
                assert abs(col - round(col)) < 0.02 and abs(row - round(row)) < 0.02, (game, x, y)  # a cell's centre
                cells.append(cell_name(round(col), round(row)))
            assert sorted(cells) == sorted(every) and set(setup["cells"]) <= every
            for p in placed(save, index_of(folder), size):  # every piece stands on a snap point
                assert min(abs(p.x - x) + abs(p.y - y) for x, y in points) < 0.1
            top = save["ObjectStates"][0]["CustomImage"]["CustomTile"]["Thickness"]
            assert all(p["Position"]["y"] == top for p in save["ObjectStates"][0]["AttachedSnapPoints"])
            assert all(o["Snap"] for o in save["ObjectStates"][1:] if o["Name"] in ("Figurine_Custom",) or o.get("CustomImage", {}).get("CustomTile", {}).get("Stackable"))


def test_pieces_rest_on_the_board_and_a_bag_waits_beside_it(tables):
    from pnp.digital.tts import BOARD_THICKNESS, PIECE_THICKNESS, TABLE_TOP

    for (game, _), (folder, save) in tables.items():
        board = save["ObjectStates"][0]
        assert board["Transform"]["posY"] == TABLE_TOP  # its underside on the table
        for p in placed(save, index_of(folder), board_size(folder, game)):
            level = round((p.height - TABLE_TOP - BOARD_THICKNESS) / PIECE_THICKNESS, 6)
            assert level == int(level) and level >= 0, (game, p)  # never inside the board or a piece below
        bags = [o for o in save["ObjectStates"] if o["Name"] == "Bag"]
        assert len(bags) == (1 if game in ("stacks", "ogama") else 0) and all(b["ContainedObjects"] == [] for b in bags)
        assert save["SaveName"] == save["GameMode"] == "" and save["Tags"] == []  # as saved objects leave them


def test_the_thumbnail_is_square(tables):
    for (game, lang), (folder, _) in tables.items():
        with Image.open(folder / f"{game}-{lang}.png") as thumbnail:
            assert thumbnail.size == (256, 256)
