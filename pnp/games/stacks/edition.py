"""Signed Stacks as it is printed and sold: the board, the tokens and the wild map. The sheets, the print
shop's files, the digital table and the command line's defaults all read this one object."""

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pnp.render.surface import Colour


@dataclass(frozen=True)
class Edition:
    """A `width` x `height` board of `cell` mm squares made for tokens `token` mm across; each side's
    tokens are the named `token_set`, and the token sheet adds `blanks` blank tokens per side; the
    wild map has `regions` regions; `black_face` is the light grey of a Black token's face."""

    width: int
    height: int
    cell: float
    token: float
    token_set: str
    blanks: int
    regions: int
    black_face: "Colour"

    @property
    def size(self) -> str:
        """The board's size as the command line writes it: `8x8`."""
        return f"{self.width}x{self.height}"


EDITION = Edition(
    width=8,
    height=8,
    cell=23.0,  # the token with 1.5 mm clear all round
    token=20.0,
    token_set="classic",
    blanks=4,
    regions=44,
    black_face=(0.82, 0.82, 0.82),
)
