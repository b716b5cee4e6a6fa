"""Signed Stacks' play page board: the board sheet's grid, home rows and coordinates, and every token face
as the token sheet draws it, at the size a token has on its cell."""

from collections.abc import Callable
from functools import partial

from pnp.games.stacks.board import Grid, draw_grid
from pnp.games.stacks.edition import EDITION
from pnp.games.stacks.pieces import draw_face
from pnp.games.stacks.play import token
from pnp.games.stacks.rules import COLORS, MAX_MAGNITUDE, TOKEN_SETS
from pnp.engine.coords import cell_name
from pnp.locales import Text
from pnp.pieces import PlayBoard
from pnp.render.surface import Surface
from pnp.rulebook.diagrams import stack_height

PAPER = (1.0, 1.0, 1.0)
SIDE = 2.0  # mm for the row numbers: the narrowest band that holds them, so a phone 360 px wide gets cells of 44 px

def board(text: Text) -> PlayBoard:
    grid = Grid(EDITION.width, EDITION.height, side=SIDE)
    c, d = grid.cell, EDITION.token
    cells = {cell_name(col, row): (grid.x(col), grid.y(row), c, c)
             for col in range(grid.width) for row in range(grid.height)}
    def face(s: Surface, colour: str, magnitude: int, plus: bool) -> None:
        s.circle(0, 0, d / 2, "thin", fill=PAPER)  # the paper it is printed on, cut round: a pile's lower tokens stay under it
        draw_face(s, 0, 0, d, colour, magnitude, plus)

    def badge(s: Surface, n: int) -> None:
        stack_height(s, 0, 0, n, d)

    pieces: dict[str, Callable[[Surface], None]] = {}
    for colour in COLORS:
        for magnitude in range(1, MAX_MAGNITUDE + 1):
            for value in (magnitude, -magnitude):
                pieces[token(colour, value)] = partial(face, colour=colour, magnitude=magnitude, plus=value > 0)
    for n in range(2, 2 * max(len(tokens) for tokens in TOKEN_SETS.values()) + 1):  # every token on one cell
        pieces[f"height-{n}"] = partial(badge, n=n)

    def draw(s: Surface) -> None:
        draw_grid(s, grid, text)

    return PlayBoard(*grid.size, draw, cells, pieces)
