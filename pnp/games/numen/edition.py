"""Eye of Numen as it is printed and sold: the board's cell, the score sheet and the board's colours. The
sheets, the print shop's files, the digital table and the command line's defaults all read this one object."""

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pnp.render.surface import Colour


@dataclass(frozen=True)
class Edition:
    """A board at its true size has `cell` mm cells (a home sheet shrinks or grows them to its page);
    a score sheet holds `score_games` games; the Eye is filled `eye` and a pre-filled digit printed `digit`."""

    cell: float
    score_games: int
    eye: "Colour"
    digit: "Colour"


EDITION = Edition(cell=18.0, score_games=4, eye=(0.86, 0.86, 0.86), digit=(0.12, 0.12, 0.12))
