"""What a print shop makes of Signed Stacks besides the rulebook: the 8x8 board and the classic tokens, two-sided."""

from pnp.games.stacks.board import Grid, draw_grid
from pnp.games.stacks.pieces import draw_face
from pnp.games.stacks.rules import COLORS, token_set
from pnp.games.stacks.tokens import DIAMETER
from pnp.pieces import Face, Product, round_face
from pnp.shop.products import board_face


def products(seed: int, bleed: float) -> list[Product]:
    grid = Grid(8, 8)
    board = board_face(*grid.size, lambda doc, s: draw_grid(s, grid, doc.text))
    tokens = [(colour, value) for colour in COLORS for value in token_set("classic")]

    def token(colour: str, value: int, positive: bool) -> Face:
        r = DIAMETER / 2
        return round_face(DIAMETER, lambda doc, s: draw_face(s, r, r, DIAMETER, colour, value, positive, bleed))

    return [
        Product("board", "stacks.sheet.board", [board], []),
        Product("tokens", "stacks.sheet.tokens", [token(c, v, True) for c, v in tokens], [token(c, v, False) for c, v in tokens]),
    ]
