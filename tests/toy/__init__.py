"""Pebbles, a toy game that lives outside the package: one folder and one registration (`SPEC`) give it
a board, setups, moves, an analysis, a rulebook in Russian and English, a kit and a site page."""

from pathlib import Path
from typing import TYPE_CHECKING

from pnp.registry import GameSpec

if TYPE_CHECKING:
    from pnp.render.document import Part
    from pnp.render.info import PrintOptions

TEXTS = Path(__file__).parent / "texts"


def kit(options: "PrintOptions") -> "list[Part]":
    from toy.rules import start
    from toy.sheet import board_part

    return [board_part(start(options.layout_seed), options)]


SPEC = GameSpec(
    "toy",
    commands="toy.cli",
    products={"board": "toy_board", "setup": "toy_setup", "moves": "toy_moves", "analyze": "toy_analyze"},
    kit=kit,
    kit_weight=0.1,
    rulebook="toy.book",
    texts=TEXTS,
)
