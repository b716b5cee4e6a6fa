"""Pebbles off the home printer: a print shop's board and round pebbles, and a digital table with the
seed's pile laid out on the board. Both draw with the board sheet's own measures."""

from pnp.digital.pieces import board_picture
from pnp.locales import Text
from pnp.pieces import Face, Picture, Piece, Product, Table, round_face
from pnp.render.document import Document
from pnp.render.surface import Surface
from pnp.shop.products import board_face
from toy.rules import PILES, start
from toy.sheet import PITCH, RADIUS

ROW = 10  # pebbles to a row of the board
WIDTH, HEIGHT = ROW * PITCH, -(-max(PILES) // ROW) * PITCH


def draw_pebble(doc: Document, s: Surface) -> None:
    s.circle(RADIUS, RADIUS, RADIUS, "bold")


def draw_board(doc: Document, s: Surface) -> None:
    for k in range(max(PILES)):
        row, col = divmod(k, ROW)
        s.circle((col + 0.5) * PITCH, HEIGHT - (row + 0.5) * PITCH, RADIUS + 1, "hair")


def board() -> Face:
    """The board at trim size: a place for every pebble of the largest pile."""
    return board_face(WIDTH, HEIGHT, draw_board)


def products(seed: int, bleed: float) -> list[Product]:
    """The board, and as many pebbles as the largest pile holds, to cut out."""
    pebbles = [round_face(2 * RADIUS, draw_pebble) for _ in range(max(PILES))]
    return [Product("board", "toy.sheet.board", [board()], []), Product("pebbles", "toy.sheet.pebbles", pebbles, [])]


def table(seed: int, text: Text) -> Table:
    """The board, and the seed's starting pile on its first places."""
    on_table = Piece("board", text("digital.board"), board_picture("toy", board()))
    pebble = Picture("toy-pebble", "pebble", "pebble", 2 * RADIUS, 2 * RADIUS, draw_pebble, "round")
    pile = []
    for k in range(start(seed).pile):
        row, col = divmod(k, ROW)
        pile.append(Piece("tile", text("toy.pebble"), pebble, pebble, (col + 0.5) * PITCH - WIDTH / 2,
                          HEIGHT / 2 - (row + 0.5) * PITCH, round=True))
    return Table("toy", text.lang, on_table, tuple(pile))
