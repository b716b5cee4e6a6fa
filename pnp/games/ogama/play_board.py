"""OGAMA's play page board: the board sheet's points, home-row bars and coordinates, and the discs and toads
as the token sheet draws them, at the size they have on a point."""

from pnp.games.ogama.board import LABEL, MARKER, STRIP, Grid, draw_grid, framed_size
from pnp.games.ogama.edition import EDITION
from pnp.games.ogama.pieces import draw_disc, draw_toad_piece
from pnp.games.ogama.rules import COLORS
from pnp.engine.coords import cell_name
from pnp.locales import Text
from pnp.pieces import PlayBoard
from pnp.render.surface import Surface
from pnp.rulebook.diagrams import stack_height


def board(text: Text) -> PlayBoard:
    grid = Grid(EDITION.width, EDITION.height, EDITION.point, LABEL + MARKER, LABEL + STRIP)
    p, d = grid.pitch, EDITION.disc
    cells = {cell_name(col, row): (grid.x + col * p, grid.y + row * p, p, p)
             for col in range(grid.width) for row in range(grid.height)}
    pieces = {}
    for colour in COLORS:
        pieces[f"disc-{colour}"] = lambda s, colour=colour: draw_disc(s, 0, 0, d, colour, text)
        pieces[f"disc-{colour}-ogama"] = lambda s, colour=colour: draw_disc(s, 0, 0, d, colour, text, ogama=True)
        pieces[f"toad-{colour}"] = lambda s, colour=colour: draw_toad_piece(s, 0, 0, 0.77 * d, colour, text, halo=True)
    for n in range(2, 2 * EDITION.discs + 1):
        pieces[f"height-{n}"] = lambda s, n=n: stack_height(s, 0, 0, n, d)

    def draw(s: Surface) -> None:
        draw_grid(s, grid, EDITION.home_rows, text)

    return PlayBoard(*framed_size(grid.width, grid.height, p), draw, cells, pieces)
