"""KuKreNo as it is printed and sold: the result blank, the roll table, the grid and the two dice. The
sheets, the digital table and the command line's defaults all read this one object."""

from dataclasses import dataclass

from pnp.render.surface import Colour
from pnp.sheets.dice import SECOND, WHITE


@dataclass(frozen=True)
class Edition:
    """A result blank holds `games` games and a roll table `rolls` pre-rolled pairs; a grid drawn to be
    marked by hand or mouse has `cell` mm squares; the dice are coloured `column` (read first, the column)
    and `row`."""

    games: int
    rolls: int
    cell: float
    column: Colour
    row: Colour


EDITION = Edition(games=6, rolls=60, cell=20.0, column=WHITE, row=SECOND)
