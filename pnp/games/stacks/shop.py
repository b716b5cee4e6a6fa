"""What a print shop makes of Signed Stacks besides the rulebook: the edition's board and tokens, two-sided."""

from pnp.games.stacks.edition import EDITION
from pnp.games.stacks.board import Grid, draw_grid
from pnp.games.stacks.pieces import draw_face
from pnp.games.stacks.rules import COLORS, token_set
from pnp.pieces import Face, Product, round_face
from pnp.shop.products import board_face


def products(seed: int, bleed: float) -> list[Product]:
    grid = Grid(EDITION.width, EDITION.height)
    board = board_face(*grid.size, lambda doc, s: draw_grid(s, grid, doc.text))
    tokens = [(colour, value) for colour in COLORS for value in token_set(EDITION.token_set)]

    def token(colour: str, value: int, positive: bool) -> Face:
        r = EDITION.token / 2
        return round_face(EDITION.token, lambda doc, s: draw_face(s, r, r, EDITION.token, colour, value, positive, bleed))

    return [
        Product("board", "stacks.sheet.board", [board], []),
        Product("tokens", "stacks.sheet.tokens", [token(c, v, True) for c, v in tokens], [token(c, v, False) for c, v in tokens]),
    ]
