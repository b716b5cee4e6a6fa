"""OGAMA as it is printed and sold: the board, the discs and their colours. The sheets, the print shop's
files, the digital table, the book and the command line's defaults all read this one object."""

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from pnp.games.ogama.rules import BLACK, ORANGE, home_points

if TYPE_CHECKING:
    from pnp.render.surface import Colour


@dataclass(frozen=True)
class Edition:
    """`width` x `height` points, each player's discs filling their `home_rows`; a disc is `disc` mm
    across and a board point a `point` mm square; `colours` fills each side's discs."""

    width: int
    height: int
    home_rows: int
    disc: float
    point: float
    colours: "Mapping[str, Colour]"

    @property
    def discs(self) -> int:
        """Each player's discs, the OGAMA disc among them: as many as their home rows hold."""
        return len(home_points(ORANGE, self.width, self.height, self.home_rows))

    @property
    def size(self) -> str:
        """The board's size as the command line writes it: `6x6`."""
        return f"{self.width}x{self.height}"


EDITION = Edition(
    width=6,
    height=6,
    home_rows=2,
    disc=20.0,
    point=24.0,  # the disc with 2 mm clear all round
    colours=MappingProxyType({ORANGE: (0.97, 0.6, 0.2), BLACK: (0.16, 0.16, 0.16)}),
)
