"""What a game puts on a digital table: its pictures (each face of each piece, drawn by the printed
sheets' own code at its true size), and the pieces that show them, standing where the set-up puts them."""

from collections.abc import Callable
from dataclasses import dataclass

from typing import TYPE_CHECKING

from pnp.locales import Text
from pnp.render.document import Document
from pnp.render.surface import Colour, Surface

if TYPE_CHECKING:
    from pnp.shop.products import Face
    from pnp.sheets.aid import Card

Draw = Callable[[Document, Surface], None]  # draws a face with its origin at the face's bottom-left corner


@dataclass(frozen=True)
class Picture:
    """One face of a piece as an image: `width` x `height` mm, drawn from its bottom-left corner.

    `name` is the file stem (game, piece, face: `stacks-token-black-minus-7`); `piece` and `face` say
    what it shows. `cut` is how the printed piece is cut from paper, which stays white behind the
    drawing wherever the piece is: `sheet` (a rectangle, the whole picture), `round` (the disc inside
    the picture's edges, transparent beyond) or `outline` (a standee's silhouette, which its drawing
    fills; transparent beyond).
    """

    name: str
    piece: str
    face: str
    width: float
    height: float
    draw: Draw
    cut: str = "sheet"


@dataclass(frozen=True)
class Piece:
    """One object on the table.

    `kind` is what it is there: `board`, `tile` (a flat piece, round if `round`), `standee`, `card`
    or `die`. (`x`, `y`) is its centre in mm from the board's centre, `y` towards the far player;
    `level` its place in a stack (0 on the board); a `flipped` piece shows its back. A die has no
    pictures, only a `colour`.
    """

    kind: str
    name: str
    front: Picture | None = None
    back: Picture | None = None
    x: float = 0.0
    y: float = 0.0
    level: int = 0
    round: bool = False
    flipped: bool = False
    colour: Colour | None = None


@dataclass(frozen=True)
class Table:
    """A game's table in one language, set up to play: the board, the pieces on it, and what lies beside it
    (aid cards, the first player's first, and dice), which the table's maker lays out. `cells` are the
    centres of the board's cells or points, in mm from the board's centre, where a piece may stand."""

    game: str
    lang: str
    board: Piece
    pieces: tuple[Piece, ...]
    aside: tuple[Piece, ...] = ()
    cells: tuple[tuple[float, float], ...] = ()

    def pictures(self) -> list[Picture]:
        """Every distinct face on the table, once each, in the order the pieces show them."""
        seen: dict[str, Picture] = {}
        for piece in (self.board, *self.pieces, *self.aside):
            for picture in (piece.front, piece.back):
                if picture is not None:
                    seen.setdefault(picture.name, picture)
        return list(seen.values())


def board_picture(game: str, face: "Face") -> Picture:
    """A board as a print shop gets it (its trim, no furniture), as a picture on paper."""
    return Picture(f"{game}-board", "board", "front", face.width, face.height, face.draw)


def aid_cards(game: str, cards: "list[Card]", players: tuple[str, ...], text: Text) -> tuple[Piece, ...]:
    """The players' aid cards, one picture each (`<game>-aid-<player>`), drawn as the aid sheet draws them."""
    from pnp.sheets.aid import CARD_H, CARD_W, draw_card
    from pnp.sheets.layout import Box

    name = text(f"games.{game}.name")
    pieces = []
    for card, player in zip(cards, players):
        def draw(doc: Document, s: Surface, card: "Card" = card) -> None:
            draw_card(s, Box(0, 0, CARD_W, CARD_H), card, name)

        picture = Picture(f"{game}-aid-{player}", "aid card", player, CARD_W, CARD_H, draw)
        pieces.append(Piece("card", card.player, picture))
    return tuple(pieces)
