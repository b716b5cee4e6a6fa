"""What a game hands the products that print or show its pieces: the faces a print shop cuts (`Face`,
`Product`), the pieces a digital table shows (`Picture`, `Piece`, `Table`) and its players' aid cards
(`Card`), which the aid sheet, the shop and the table all set.

These are plain data, below the products that make files of them and beside the registry that names
them, so that a game, the shop and the digital table all meet here rather than in one another.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from pnp.render.cutfile import Circle, Outline
from pnp.render.document import Document
from pnp.render.surface import Colour, Surface

Draw = Callable[[Document, Surface], None]  # draws a face with its origin at the face's bottom-left corner
Emblem = Callable[[Surface, float, float, float], None]  # draws a piece centred on (cx, cy), `size` mm across


class Order(Protocol):
    """How a shop orders a two-sided product's pages (a `pnp.shop.presets.Preset` is one)."""

    @property
    def alternate_faces(self) -> bool: ...

    @property
    def backs_first(self) -> bool: ...


@dataclass(frozen=True)
class Face:
    """One page of a shop file: a trim size in mm and how to draw what lies on it."""

    width: float
    height: float
    draw: Draw
    die: tuple[Circle | Outline, ...] = ()  # the die cutter's path, mm from the trim's corner; none for boards and pages


def round_face(diameter: float, draw: Draw) -> Face:
    """A round piece: its trim is the square around it, its die line the circle."""
    r = diameter / 2
    return Face(diameter, diameter, draw, (Circle(r, r, r),))


@dataclass(frozen=True)
class Product:
    """What a shop prints as one item: a board, or a set of two-sided pieces (fronts and backs)."""

    slug: str  # file name part, e.g. "board", "discs"
    sheet: str  # catalog key naming it, as the home sheet does
    fronts: list[Face]
    backs: list[Face]
    singles: tuple[Face, ...] = ()  # one-sided pieces printed after the two-sided ones (folded standees)

    @property
    def kind(self) -> str:
        """What a service sells it as: "board", "book", "card" (the aid cards) or "token" (pieces)."""
        return {"board": "board", "rulebook": "book", "aid": "card"}.get(self.slug, "token")

    def faces(self, order: Order) -> list[Face]:
        """The pages in the shop's order: each front then its back (or its back then its front), or all
        fronts then all backs; the one-sided pieces last."""
        if not self.backs:
            return list(self.fronts) + list(self.singles)
        if order.backs_first:
            return [face for pair in zip(self.backs, self.fronts) for face in pair] + list(self.singles)
        if order.alternate_faces:
            return [face for pair in zip(self.fronts, self.backs) for face in pair] + list(self.singles)
        return self.fronts + self.backs + list(self.singles)


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


@dataclass(frozen=True)
class Card:
    """One player's aid card: whose it is, their piece, and each section's heading with its points."""

    player: str
    emblem: Emblem
    sections: tuple[tuple[str, tuple[str, ...]], ...]
    tally: int = 0  # boxes along the card's foot, one ticked per turn, where a game ends after so many turns
    tally_label: str = ""


@dataclass(frozen=True)
class PlayBoard:
    """A game's board as its play page shows it, drawn by its sheets' own code: the board (`draw`,
    `width` x `height` mm, origin at its bottom-left), each cell's square (name -> x, y, w, h in mm), where
    the page puts a button, and each kind of piece (name -> how to draw it centred on the origin), which
    the page places where the game's `play.shown` says a position has them."""

    width: float
    height: float
    draw: Callable[[Surface], None]
    cells: Mapping[str, tuple[float, float, float, float]]
    pieces: Mapping[str, Callable[[Surface], None]]
