"""KuKreNo's play page board: one 6 x 6 grid of the result blank, die faces along its axes, and X and O
written as the rulebook's diagrams write them."""

from pnp.games.kukreno.blank import AXIS_W, LABELS_H, draw_grid
from pnp.games.kukreno.diagrams import draw_symbol
from pnp.games.kukreno.edition import EDITION
from pnp.games.kukreno.rules import SIZE, SYMBOLS
from pnp.engine.coords import cell_name
from pnp.locales import Text
from pnp.pieces import PlayBoard
from pnp.render.surface import Surface


def board(text: Text) -> PlayBoard:
    c = EDITION.cell
    width, height = AXIS_W + SIZE * c, LABELS_H + SIZE * c
    cells = {cell_name(col, row): (AXIS_W + col * c, LABELS_H + row * c, c, c) for col in range(SIZE) for row in range(SIZE)}
    pieces = {symbol: lambda s, symbol=symbol: draw_symbol(s, 0, 0, c, symbol) for symbol in SYMBOLS}

    def draw(s: Surface) -> None:
        draw_grid(s, 0, height, c, "ordered", text)

    return PlayBoard(width, height, draw, cells, pieces)
