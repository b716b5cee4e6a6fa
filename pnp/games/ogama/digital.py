"""OGAMA on a digital table: the edition's board, both players' discs (the OGAMA disc's emblem on its front,
a plain back), the toads as standees on their OGAMA discs, as the seed's blind setup deals them, and the
players' aid cards."""

from pnp.digital.pieces import aid_cards, board_picture
from pnp.pieces import Picture, Piece, Table
from pnp.games.ogama.aid import cards
from pnp.games.ogama.board import LABEL, MARKER, STRIP, Grid, draw_grid, framed_size
from pnp.games.ogama.edition import EDITION
from pnp.games.ogama.pieces import draw_disc, draw_toad_piece
from pnp.games.ogama.rules import COLORS, setup
from pnp.games.ogama.toad import ASPECT, BOTTOM
from pnp.games.ogama.tokens import Standee
from pnp.locales import Text
from pnp.render.document import Document
from pnp.render.surface import Surface
from pnp.shop.products import MARGIN, board_face

OUTLINE = 0.5  # room around a toad for the half of its outline that lies outside the silhouette


def disc_picture(colour: str, ogama: bool) -> Picture:
    """One face of a disc: `ogama-disc-orange` or, with the emblem, `ogama-disc-orange-ogama`."""

    def draw(doc: Document, s: Surface) -> None:
        draw_disc(s, EDITION.disc / 2, EDITION.disc / 2, EDITION.disc, colour, doc.text, ogama)

    suffix = "-ogama" if ogama else ""
    return Picture(f"ogama-disc-{colour}{suffix}", "disc", f"{colour}{' OGAMA' if ogama else ''}", EDITION.disc, EDITION.disc, draw, "round")


def toad_picture(colour: str) -> Picture:
    """A toad as its standee shows it (`ogama-toad-orange`): the panel of the printed strip, toad and all."""

    width = 0.9 * Standee(EDITION.disc).width

    def draw(doc: Document, s: Surface) -> None:
        draw_toad_piece(s, OUTLINE + width / 2, OUTLINE - BOTTOM * width / 2, width, colour, doc.text)

    return Picture(f"ogama-toad-{colour}", "toad", colour, width + 2 * OUTLINE, width * ASPECT + 2 * OUTLINE, draw, "outline")


def table(seed: int, text: Text) -> Table:

    grid = Grid(EDITION.width, EDITION.height, EDITION.point, LABEL + MARKER, LABEL + STRIP)
    face = board_face(*framed_size(EDITION.width, EDITION.height, EDITION.point), lambda doc, s: draw_grid(s, grid, EDITION.home_rows, doc.text))
    board = Piece("board", text("digital.board"), board_picture("ogama", face))
    position = setup(seed)
    start = position.ogama or {}

    def at(point: tuple[int, int]) -> tuple[float, float]:
        x, y = grid.centre(*point)
        return MARGIN + x - face.width / 2, MARGIN + y - face.height / 2

    pieces = []
    for point, stack in sorted(position.stacks.items()):
        for level, colour in enumerate(stack):
            ogama = start.get(colour) == point and level == 0
            key = "ogama" if ogama else "disc"
            pieces.append(Piece(
                "tile", text(f"digital.ogama.{key}.{colour}"), disc_picture(colour, ogama), disc_picture(colour, False),
                *at(point), level, round=True,
            ))
    for colour, point in sorted(position.toads.items()):
        pieces.append(Piece("standee", text(f"digital.ogama.toad.{colour}"), toad_picture(colour), toad_picture(colour),
                            *at(point), len(position.stacks[point])))
    cells = tuple(at((col, row)) for row in range(grid.height) for col in range(grid.width))
    return Table("ogama", text.lang, board, tuple(pieces), aid_cards("ogama", cards(text), COLORS, text), cells)
