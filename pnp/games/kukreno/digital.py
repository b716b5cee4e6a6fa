"""KuKreNo on a digital table: one game's 6 x 6 grid from the result blank, big enough to mark with the
table's pen, the two dice told apart by colour (white for the column, grey for the row), and the aid cards."""

from pnp.digital.pieces import aid_cards, board_picture
from pnp.pieces import Piece, Table
from pnp.games.kukreno.aid import cards
from pnp.games.kukreno.blank import AXIS_W, LABELS_H, draw_grid
from pnp.games.kukreno.edition import EDITION
from pnp.games.kukreno.rules import SIZE, SYMBOLS
from pnp.locales import Text
from pnp.shop.products import board_face


def table(seed: int, text: Text) -> Table:

    width, height = AXIS_W + SIZE * EDITION.cell, SIZE * EDITION.cell + LABELS_H
    face = board_face(width, height, lambda doc, s: draw_grid(s, 0, height, EDITION.cell, "ordered", doc.text))
    board = Piece("board", text("digital.board"), board_picture("kukreno", face))
    dice = (Piece("die", text("digital.die.column"), colour=EDITION.column), Piece("die", text("digital.die.row"), colour=EDITION.row))
    return Table("kukreno", text.lang, board, (), (*aid_cards("kukreno", cards(text), ("player",) * len(SYMBOLS), text), *dice))
