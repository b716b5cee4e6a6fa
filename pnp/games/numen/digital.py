"""Eye of Numen on a digital table: the board filled with the seed's balanced setup (the digits the
players would write), one die, and the players' aid cards. Crossing out is done with the table's pen."""

from pnp.digital.pieces import aid_cards, board_picture
from pnp.pieces import Piece, Table
from pnp.games.numen.aid import cards
from pnp.games.numen.board import BoardGeometry, draw_board
from pnp.games.numen.edition import EDITION
from pnp.games.numen.rules import HALVES, make_setup
from pnp.locales import Text
from pnp.sheets.dice import WHITE
from pnp.render.box import Box
from pnp.shop.products import board_face


def table(seed: int, text: Text) -> Table:

    w, h = BoardGeometry(EDITION.cell).size
    setup = make_setup("balanced", seed)
    face = board_face(w, h, lambda doc, s: draw_board(doc, Box(0, 0, w + 0.01, h + 0.01), setup, "balanced", doc.text))
    board = Piece("board", text("digital.board"), board_picture("numen", face))
    die = Piece("die", text("digital.die.d6"), colour=WHITE)
    return Table("numen", text.lang, board, (), (*aid_cards("numen", cards(text), tuple(half.lower() for half in HALVES), text), die))
