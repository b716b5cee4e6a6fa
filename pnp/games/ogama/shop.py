"""What a print shop makes of OGAMA besides the rulebook: the edition's board, its discs, two-sided, and the
two toad standees, each cut out along its outline."""

from pnp.games.ogama.board import LABEL, MARKER, STRIP, Grid, draw_grid, framed_size
from pnp.games.ogama.edition import EDITION
from pnp.games.ogama.pieces import draw_disc
from pnp.games.ogama.rules import COLORS
from pnp.games.ogama.tokens import Standee, discs, draw_standee
from pnp.render.box import Box
from pnp.render.cutfile import Outline
from pnp.pieces import Face, Product, round_face
from pnp.shop.products import board_face


def products(seed: int, bleed: float) -> list[Product]:
    grid = Grid(EDITION.width, EDITION.height, EDITION.point, LABEL + MARKER, LABEL + STRIP)
    board = board_face(*framed_size(EDITION.width, EDITION.height, EDITION.point), lambda doc, s: draw_grid(s, grid, EDITION.home_rows, doc.text))
    pieces = discs(EDITION.discs)
    d = EDITION.disc
    standee = Standee(d)
    strip = Box(0, 0, standee.width, standee.length)

    def disc(colour: str, ogama: bool) -> Face:
        return round_face(d, lambda doc, s: draw_disc(s, d / 2, d / 2, d, colour, doc.text, ogama, bleed))

    def toad(colour: str) -> Face:
        outline = Outline(((0, 0), (strip.w, 0), (strip.w, strip.h), (0, strip.h)))
        return Face(strip.w, strip.h, lambda doc, s: draw_standee(s, standee, strip, False, colour, doc.text), (outline,))

    fronts, backs = [disc(p.colour, p.ogama) for p in pieces], [disc(p.colour, False) for p in pieces]
    return [
        Product("board", "ogama.sheet.board", [board], []),
        Product("discs", "ogama.sheet.tokens", fronts, backs, tuple(toad(colour) for colour in COLORS)),
    ]
