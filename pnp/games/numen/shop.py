"""What a print shop makes of Eye of Numen besides the rulebook: the board at trim size."""

from pnp.games.numen.board import BoardGeometry, draw_board
from pnp.games.numen.edition import EDITION
from pnp.games.numen.rules import make_setup
from pnp.sheets.layout import Box
from pnp.pieces import Product
from pnp.shop.products import board_face


def products(seed: int, bleed: float) -> list[Product]:
    w, h = BoardGeometry(EDITION.cell).size
    blank = make_setup("none", seed)
    face = board_face(w, h, lambda doc, s: draw_board(doc, Box(0, 0, w + 0.01, h + 0.01), blank, "none", doc.text))
    return [Product("board", "numen.sheet.board", [face], [])]
