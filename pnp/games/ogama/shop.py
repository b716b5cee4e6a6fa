"""What a print shop makes of OGAMA besides the rulebook: the 6x6 board and the discs, two-sided."""

from pnp.games.ogama.board import LABEL, MARKER, PITCH, STRIP, Grid, draw_grid, framed_size
from pnp.games.ogama.pieces import draw_disc
from pnp.games.ogama.tokens import discs
from pnp.shop.products import Face, Product, board_face


def products(seed: int, bleed: float) -> list[Product]:
    grid = Grid(6, 6, PITCH, LABEL + MARKER, LABEL + STRIP)
    board = board_face(*framed_size(6, 6, PITCH), lambda doc, s: draw_grid(s, grid, 2, doc.text))
    pieces = discs(12)
    d = 20.0

    def disc(colour: str, ogama: bool) -> Face:
        return Face(d, d, lambda doc, s: draw_disc(s, d / 2, d / 2, d, colour, doc.text, ogama, bleed))

    return [
        Product("board", "ogama.sheet.board", [board], []),
        Product("discs", "ogama.sheet.tokens", [disc(p.colour, p.ogama) for p in pieces], [disc(p.colour, False) for p in pieces]),
    ]
