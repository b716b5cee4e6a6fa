"""A Tabletop Simulator saved object: one JSON file that sets a game's table out, ready to play.

The file is a save (Tabletop Simulator's knowledge base, "Save File Format": `SaveState` with its
`ObjectStates`) holding one object per piece, each with a `GUID`, a `Name` (its type), a `Transform`
and the keys its type reads: `CustomImage` with `CustomTile` for the board, tokens, discs and aid cards
(`Custom_Tile`), `CustomImage` for the toads (`Figurine_Custom`, a standee), `CustomPDF` for the
rulebook (`Custom_PDF`), a `Bag` for pieces taken off the board, and the standard six-sided die
(`Die_6`) tinted by `ColorDiffuse`. As in the saved objects Tabletop Simulator writes (argonui/
TTSModManager, saved-object-feature.md), the save's own fields (`SaveName`, `GameMode`, `Date`, ...)
are left empty: the object's name in the game's list is its file's name.

Sizes. An in-game unit is about an inch (the knowledge base's Custom Tile page gives thickness "in
in-game units (about an inch)"), so the table is laid out at 25.4 mm a unit, every piece at its
printed size, keeping its proportions to the board. `on_table` is the one size rule; see there.

Heights. Each object's `posY` is its underside: a tile's pivot is taken to be at its bottom face. The
evidence is indirect: SCED's playmats (`Custom_Tile`, `Thickness` 0.1) have their snap points at local
y = 0.1, the thickness, which is their top face only if the pivot is at the bottom. Were the pivot at
the centre instead, a piece would start half its thickness higher, and fall onto what is under it.

Axes: x to the right and z away from the first player, y up. The first player sits at -z, where the
board's row 1 (the bottom of its image) lies; the second at +z. `rotY` 180 turns an object to read
upright to the first player, 0 to the second: SCED's playmats, for the seat at -z (`Playermat4Red`,
z = -26.6) rotY 180, for the seat at +z (`Playermat3Green`) rotY 0. A piece faces up (rotZ 0) or
shows its back (rotZ 180).
"""

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass

from pnp.pieces import Piece, Picture, Table
from pnp.locales import Text

MM_PER_UNIT = 25.4
IMAGE_HEIGHT_UNITS = 2.0  # see on_table
TABLE_TOP = 1.0  # the height of the table's surface
BOARD_THICKNESS = 0.2
PIECE_THICKNESS = 0.1
GAP = 1.0  # units between the board and what lies beside it
TILE_TYPES = {False: 0, True: 2}  # CustomTile.Type: 0 a box, 2 a circle
FIRST, SECOND = 180.0, 0.0  # rotY upright to the first player (at -z), to the second (at +z)
WHITE = {"r": 1.0, "g": 1.0, "b": 1.0}
BAG_SIZE = 1.5  # room the bag takes beside the board, units

Address = Callable[[str], str]  # a file's name -> the address the table loads it from


@dataclass(frozen=True)
class Book:
    """The rulebook PDF the table loads: its file name, and its pages' size in mm."""

    file: str
    width: float
    height: float


def units(length_mm: float) -> float:
    return round(length_mm / MM_PER_UNIT, 4)


def on_table(scale: float, aspect: float) -> tuple[float, float]:
    """The size rule: (width, height) in units of a `Custom_Tile`, `Figurine_Custom` or `Custom_PDF` at
    `scale` whose image (or page) is `aspect` = width / height.

    The image's height is held at IMAGE_HEIGHT_UNITS at scale 1 and its width follows the image. No page
    of the documentation gives the size; the evidence is indirect. Real rectangular tiles keep a single
    scale for x and z with `Stretch` on (SCED: 127 of 128 tiles, its one `Stretch: false` a hex; Spirit
    Island in argonui/TTSModManager's test data: 44 of 44), so the image sets the proportions; and their
    wide tiles reach past +-1 across while staying within +-1 along z: SCED's playmat has snap points
    from x = -1.82 to 1.76 and z = -0.63 to 0.61, and its play areas reach x = 1.98 (Playermat.ttslua,
    MAIN_PLAY_AREA). A `Custom_PDF` is taken to follow the same rule: it puts an A4 page at scale 5.85,
    within the 2.5 (Spirit Island's rulebook) to 6.5 (SCED's guides) real mods use.
    """
    return IMAGE_HEIGHT_UNITS * scale * aspect, IMAGE_HEIGHT_UNITS * scale


def scale_for(height_mm: float) -> float:
    """The scale at which an object shows an image `height_mm` tall at its printed size (see `on_table`)."""
    return round(units(height_mm) / IMAGE_HEIGHT_UNITS, 4)


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


def transform(x: float, y: float, z: float, scale: float = 1.0, flipped: bool = False, facing: float = FIRST) -> dict:
    return {
        "posX": round(x, 4), "posY": round(y, 4), "posZ": round(z, 4),
        "rotX": 0.0, "rotY": facing, "rotZ": 180.0 if flipped else 0.0,
        "scaleX": round(scale, 4), "scaleY": 1.0, "scaleZ": round(scale, 4),
    }


def base_object(guid: str, name: str, nickname: str, where: dict, colour: dict = WHITE, locked: bool = False, snap: bool = False) -> dict:
    """The fields every saved object carries. A piece that `snap`s is drawn to the board's snap points
    (the knowledge base's Snap Point Tool page: each object's attraction to them can be turned off)."""
    return {
        "GUID": guid, "Name": name, "Transform": where, "Nickname": nickname, "Description": "", "GMNotes": "",
        "ColorDiffuse": colour, "Locked": locked, "Grid": False, "Snap": snap, "IgnoreFoW": False,
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


def tile(guid: str, piece: Piece, x: float, y: float, z: float, address: Address, thickness: float,
         locked: bool = False, facing: float = FIRST) -> dict:
    """A flat piece: round or square, its back image on its underside, stackable if round. `Stretch` on,
    as every rectangular tile in SCED and Spirit Island has it (see `on_table`)."""
    assert piece.front is not None
    where = transform(x, y, z, scale_for(piece.front.height), piece.flipped, facing)
    made = base_object(guid, "Custom_Tile", piece.name, where, locked=locked, snap=piece.kind == "tile")
    made["CustomImage"] = image(piece.front, piece.back, address) | {
        "CustomTile": {"Type": TILE_TYPES[piece.round], "Thickness": thickness, "Stackable": piece.round, "Stretch": True},
    }
    return made


def standee(guid: str, piece: Piece, x: float, y: float, z: float, address: Address) -> dict:
    assert piece.front is not None
    made = base_object(guid, "Figurine_Custom", piece.name, transform(x, y, z, scale_for(piece.front.height)), snap=True)
    made["CustomImage"] = image(piece.front, piece.back, address)
    return made


def die(guid: str, piece: Piece, x: float, z: float) -> dict:
    r, g, b = piece.colour or (1.0, 1.0, 1.0)
    return base_object(guid, "Die_6", piece.name, transform(x, TABLE_TOP + 0.5, z), {"r": r, "g": g, "b": b})


def bag(guid: str, name: str, x: float, z: float) -> dict:
    """An empty bag for the pieces taken off the board: Spirit Island's plain `Bag` (in argonui/TTSModManager's
    test data), with the save format's `ContainedObjects` (knowledge base, "Save File Format") empty."""
    made = base_object(guid, "Bag", name, transform(x, TABLE_TOP + 0.5, z))  # dropped onto the table, as the dice are
    return made | {"MaterialIndex": -1, "MeshIndex": -1, "ContainedObjects": []}


def rulebook(guid: str, name: str, book: Book, x: float, z: float, address: Address) -> dict:
    made = base_object(guid, "Custom_PDF", name, transform(x, TABLE_TOP, z, scale_for(book.height)))
    made["CustomPDF"] = {"PDFUrl": address(book.file), "PDFPassword": "", "PDFPage": 0, "PDFPageOffset": 0}
    return made


def surface(level: int) -> float:
    """The height a piece's underside stands at: on the board, `level` pieces up its stack."""
    return TABLE_TOP + BOARD_THICKNESS + level * PIECE_THICKNESS


def snap_points(table: Table, scale: float) -> list[dict]:
    """A snap point on each of the board's cells (`AttachedSnapPoints`, whose `Position` is "local position
    when attached to an object": knowledge base, "Save File Format"), in the board's own coordinates:
    unscaled (SCED's playmat, at scale 6.43, has its points within +-2), turned with the board (rotY 180
    maps x, z to -x, -z), on its top face (see the module's note on heights). No `Rotation`: round
    pieces need none."""
    return [
        {"Position": {"x": round(-units(x) / scale, 4), "y": BOARD_THICKNESS, "z": round(-units(y) / scale, 4)}}
        for x, y in table.cells
    ]


def objects(table: Table, seed: int, address: Address, book: Book | None, text: Text) -> list[dict]:
    """The table's objects: the board (locked) with a snap point on each cell, its pieces where the setup
    puts them, then right of the board the aid cards (the first player's on the first player's side, turned
    to them, the second's opposite), the dice and a bag if pieces can leave the board; the rulebook on the left."""
    cards = [p for p in table.aside if p.kind == "card"]
    dice = [p for p in table.aside if p.kind == "die"]
    ids = iter(guids(f"{table.game}:{table.lang}:{seed}", 3 + len(table.pieces) + len(table.aside)))
    board = table.board
    assert board.front is not None
    made = [tile(next(ids), board, 0.0, TABLE_TOP, 0.0, address, BOARD_THICKNESS, locked=True)]
    if table.cells:
        made[0]["AttachedSnapPoints"] = snap_points(table, scale_for(board.front.height))
    for piece in table.pieces:
        x, z = units(piece.x), units(piece.y)
        if piece.kind == "standee":
            made.append(standee(next(ids), piece, x, surface(piece.level), z, address))
        else:
            made.append(tile(next(ids), piece, x, surface(piece.level), z, address, PIECE_THICKNESS))
    right = units(board.front.width) / 2 + GAP
    card_w = max((units(c.front.width) for c in cards if c.front), default=0.0)
    for k, card in enumerate(cards):  # k 0 the first player's, 1 the second's
        assert card.front is not None
        side = -1 if k % 2 == 0 else 1
        z = side * (GAP / 4 + units(card.front.height) / 2)
        made.append(tile(next(ids), card, right + card_w / 2, TABLE_TOP, z, address, PIECE_THICKNESS,
                         facing=FIRST if side < 0 else SECOND))
    beyond = right + card_w + GAP
    for k, piece in enumerate(dice):
        made.append(die(next(ids), piece, beyond + 0.5, ((len(dice) - 1) / 2 - k) * 1.5))
    if table.pieces:
        made.append(bag(next(ids), text("digital.bag"), beyond + BAG_SIZE / 2, 0.0))
    if book:
        w, _ = on_table(scale_for(book.height), book.width / book.height)
        made.append(rulebook(next(ids), text("digital.rulebook"), book, -units(board.front.width) / 2 - GAP - w / 2, 0.0, address))
    return made


def saved_object(table: Table, seed: int, address: Address, book: Book | None, text: Text) -> bytes:
    """The saved-object file (what goes in Tabletop Simulator's Saved Objects folder), as UTF-8 JSON."""
    save = {
        "SaveName": "",
        "GameMode": "",
        "GameType": "",
        "GameComplexity": "",
        "Tags": [],
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
        "ObjectStates": objects(table, seed, address, book, text),
        "TabStates": {},
    }
    return (json.dumps(save, ensure_ascii=False, indent=2) + "\n").encode()
