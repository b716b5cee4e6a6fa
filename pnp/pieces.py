"""What a game hands the products that print or show its pieces: the faces a print shop cuts (`Face`,
`Product`) and the pieces a digital table shows (`Picture`, `Piece`, `Table`).

These are plain data, below the products that make files of them and beside the registry that names
them, so that a game, the shop and the digital table all meet here rather than in one another.
"""

from collections.abc import Callable
from dataclasses import dataclass

from pnp.render.cutfile import Circle, Outline
from pnp.render.document import Document
from pnp.render.surface import Colour, Surface

Draw = Callable[[Document, Surface], None]  # draws a face with its origin at the face's bottom-left corner


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

    def faces(self, alternate: bool) -> list[Face]:
        """The pages in a shop's order: each front then its back (`alternate`), or all fronts then all
        backs; the one-sided pieces last."""
        if not self.backs:
            return list(self.fronts) + list(self.singles)
        if alternate:
            return [face for pair in zip(self.fronts, self.backs) for face in pair] + list(self.singles)
        return self.fronts + self.backs + list(self.singles)


@dataclass(frozen=True)
class Picture:
    """One face of a piece as an image: `width` x `height` mm, drawn from its bottom-left corner.

    `name` is the file stem (game, piece, face: `stacks-token-black-minus-7`); `piece` and `face` say
    what it shows. A piece cut from paper (`opaque`) keeps the paper white behind it; a round or
    shaped one is transparent outside what is drawn.
    """

    name: str
    piece: str
    face: str
    width: float
    height: float
    draw: Draw
    opaque: bool = False


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
    (aid cards, dice), which the table's maker lays out."""

    game: str
    lang: str
    board: Piece
    pieces: tuple[Piece, ...]
    aside: tuple[Piece, ...] = ()

    def pictures(self) -> list[Picture]:
        """Every distinct face on the table, once each, in the order the pieces show them."""
        seen: dict[str, Picture] = {}
        for piece in (self.board, *self.pieces, *self.aside):
            for picture in (piece.front, piece.back):
                if picture is not None:
                    seen.setdefault(picture.name, picture)
        return list(seen.values())
