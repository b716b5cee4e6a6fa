"""What the conformance suite tries Pebbles with: the smallest and the largest starting pile."""

from pnp.engine.position import Trials
from toy.rules import PILES, Position


def starts(seed: int) -> list[tuple[str, Position]]:
    return [(f"a pile of {pile}", Position(pile)) for pile in PILES]


def trials() -> Trials:
    return Trials(starts, max(PILES))
