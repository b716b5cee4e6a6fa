"""A Tabletop Simulator saved object: one JSON file that sets a game's table out, ready to play.

The file is a save (Tabletop Simulator's knowledge base, "Save File Format": `SaveState` with its
`ObjectStates`) holding one object per piece, each with a `GUID`, a `Name` (its type), a `Transform`
and the keys its type reads: `CustomImage` with `CustomTile` for the board, tokens, discs and aid cards
(`Custom_Tile`), `CustomImage` for the toads (`Figurine_Custom`, a standee), `CustomPDF` for the
rulebook (`Custom_PDF`), and the standard six-sided die (`Die_6`) tinted by `ColorDiffuse`.

Scale. An in-game unit is about an inch (the knowledge base's Custom Tile page gives thickness "in
in-game units (about an inch)"), so the table is laid out at 25.4 mm a unit, every piece at its
printed size: the pieces keep their proportions to one another and to the board's points. No page
gives a tile's size at scale 1; `pnp` takes a `Custom_Tile` or a standee at scale 1 to be TILE_UNITS
along its longer side, the other side following its image (`Stretch` off: "your tile will stretch
to fit the image dimensions"). Thickness is the table's own (a paper-thin token is hard to pick up),
and dice are the table's standard dice.

Axes: x to the right and z away from the first player (who sits at the board's row 1, at the bottom of
the board's image), y up. A piece faces up (rotZ 0) or shows its back (rotZ 180); `rotY` 180 is the turn
at which an object reads upright to the first player.
"""

import hashlib
import json
from collections.abc import Callable

from pnp.pieces import Piece, Picture, Table
from pnp.locales import Text

MM_PER_UNIT = 25.4
TILE_UNITS = 2.0  # a Custom_Tile's (and a standee's) longer side at scale 1
TABLE_TOP = 1.0  # the height of the table's surface
BOARD_THICKNESS = 0.2
PIECE_THICKNESS = 0.1
GAP = 1.0  # units between the board and what lies beside it
PDF_HALF_WIDTH = 4.0  # room kept for half the in-game book, left of the board
TILE_TYPES = {False: 0, True: 2}  # CustomTile.Type: 0 a box, 2 a circle
UPRIGHT = 180.0
WHITE = {"r": 1.0, "g": 1.0, "b": 1.0}

Address = Callable[[str], str]  # a file's name -> the address the table loads it from


def units(length_mm: float) -> float:
    return round(length_mm / MM_PER_UNIT, 4)


def guids(seed_text: str, count: int) -> list[str]:
    """`count` distinct six-hex-digit GUIDs drawn from `seed_text`, so the same table gives the same file."""
    found: list[str] = []
    n = 0
    while len(found) < count:
        guid = hashlib.sha256(f"{seed_text}:{n}".encode()).hexdigest()[:6]
        if guid not in found:
            found.append(guid)
        n += 1
    return found


def transform(x: float, y: float, z: float, scale: float = 1.0, flipped: bool = False) -> dict:
    return {
        "posX": round(x, 4), "posY": round(y, 4), "posZ": round(z, 4),
        "rotX": 0.0, "rotY": UPRIGHT, "rotZ": 180.0 if flipped else 0.0,
        "scaleX": round(scale, 4), "scaleY": 1.0, "scaleZ": round(scale, 4),
    }


def base_object(guid: str, name: str, nickname: str, where: dict, colour: dict = WHITE, locked: bool = False) -> dict:
    """The fields every saved object carries."""
    return {
        "GUID": guid, "Name": name, "Transform": where, "Nickname": nickname, "Description": "", "GMNotes": "",
        "ColorDiffuse": colour, "Locked": locked, "Grid": False, "Snap": False, "IgnoreFoW": False,
        "Autoraise": True, "Sticky": True, "Tooltip": True, "GridProjection": False, "Hands": False,
        "XmlUI": "", "LuaScript": "", "LuaScriptState": "",
    }


def image(front: Picture, back: Picture | None, address: Address) -> dict:
    return {
        "ImageURL": address(f"{front.name}.png"),
        "ImageSecondaryURL": address(f"{back.name}.png") if back else "",
        "ImageScalar": 1.0,
        "WidthScale": 0.0,
    }


def scale(picture: Picture) -> float:
    """The scale at which a tile or standee showing `picture` has the picture's printed size."""
    return units(max(picture.width, picture.height)) / TILE_UNITS


def tile(guid: str, piece: Piece, x: float, y: float, z: float, address: Address, thickness: float, locked: bool = False) -> dict:
    """A flat piece: round or square, its back image on its underside, stackable if round."""
    assert piece.front is not None
    made = base_object(guid, "Custom_Tile", piece.name, transform(x, y, z, scale(piece.front), piece.flipped), locked=locked)
    made["CustomImage"] = image(piece.front, piece.back, address) | {
        "CustomTile": {"Type": TILE_TYPES[piece.round], "Thickness": thickness, "Stackable": piece.round, "Stretch": False},
    }
    return made


def standee(guid: str, piece: Piece, x: float, y: float, z: float, address: Address) -> dict:
    assert piece.front is not None
    made = base_object(guid, "Figurine_Custom", piece.name, transform(x, y, z, scale(piece.front)))
    made["CustomImage"] = image(piece.front, piece.back, address)
    return made


def die(guid: str, piece: Piece, x: float, z: float) -> dict:
    r, g, b = piece.colour or (1.0, 1.0, 1.0)
    return base_object(guid, "Die_6", piece.name, transform(x, TABLE_TOP + 0.5, z), {"r": r, "g": g, "b": b})


def rulebook(guid: str, name: str, pdf: str, x: float, z: float, address: Address) -> dict:
    made = base_object(guid, "Custom_PDF", name, transform(x, TABLE_TOP + 0.1, z))
    made["CustomPDF"] = {"PDFUrl": address(pdf), "PDFPassword": "", "PDFPage": 0, "PDFPageOffset": 0}
    return made


def height(level: int) -> float:
    """Where a piece's centre stands: on the board, `level` pieces up its stack."""
    return TABLE_TOP + BOARD_THICKNESS + (level + 0.5) * PIECE_THICKNESS


def objects(table: Table, seed: int, address: Address, pdf: str | None, text: Text) -> list[dict]:
    """The table's objects: the board (locked), its pieces where the setup puts them, then beside the
    board its aid cards and dice on the right and the rulebook on the left."""
    cards = [p for p in table.aside if p.kind == "card"]
    dice = [p for p in table.aside if p.kind == "die"]
    ids = iter(guids(f"{table.game}:{table.lang}:{seed}", 2 + len(table.pieces) + len(table.aside)))
    board = table.board
    assert board.front is not None
    half_w = units(board.front.width) / 2
    made = [tile(next(ids), board, 0.0, TABLE_TOP + BOARD_THICKNESS / 2, 0.0, address, BOARD_THICKNESS, locked=True)]
    for piece in table.pieces:
        x, z = units(piece.x), units(piece.y)
        if piece.kind == "standee":  # its centre half its height above what it stands on
            assert piece.front is not None
            made.append(standee(next(ids), piece, x, height(piece.level) + units(piece.front.height) / 2, z, address))
        else:
            made.append(tile(next(ids), piece, x, height(piece.level), z, address, PIECE_THICKNESS))
    right = half_w + GAP
    card_w = max((units(c.front.width) for c in cards if c.front), default=0.0)
    top = sum(units(c.front.height) + GAP / 2 for c in cards if c.front) / 2
    for card in cards:
        assert card.front is not None
        h = units(card.front.height)
        made.append(tile(next(ids), card, right + card_w / 2, TABLE_TOP + PIECE_THICKNESS / 2, top - h / 2, address, PIECE_THICKNESS))
        top -= h + GAP / 2
    for k, piece in enumerate(dice):
        made.append(die(next(ids), piece, right + card_w + GAP + 0.5, ((len(dice) - 1) / 2 - k) * 1.5))
    if pdf:
        made.append(rulebook(next(ids), text("digital.rulebook"), pdf, -half_w - GAP - PDF_HALF_WIDTH, 0.0, address))
    return made


def saved_object(table: Table, seed: int, address: Address, pdf: str | None, text: Text) -> bytes:
    """The saved-object file (what goes in Tabletop Simulator's Saved Objects folder), as UTF-8 JSON."""
    save = {
        "SaveName": text(f"games.{table.game}.name"),
        "GameMode": text(f"games.{table.game}.name"),
        "Date": "",
        "VersionNumber": "",
        "Gravity": 0.5,
        "PlayArea": 0.5,
        "Table": "",
        "Sky": "",
        "Note": "",
        "Rules": "",
        "XmlUI": "",
        "LuaScript": "",
        "LuaScriptState": "",
        "ObjectStates": objects(table, seed, address, pdf, text),
        "TabStates": {},
    }
    return (json.dumps(save, ensure_ascii=False, indent=2) + "\n").encode()
