"""What the conformance suite tries Pebbles with: the smallest and the largest starting pile."""

from pnp.engine.position import Trials
from toy.rules import PILES, Position

MAX_PLIES = 200  # a turn passes only on a 6, so a game of at most 20 pebbles ends long before


def starts(seed: int) -> list[tuple[str, Position]]:
    return [(f"a pile of {pile}", Position(pile)) for pile in PILES]


def trials() -> Trials:
    return Trials(starts, MAX_PLIES)
