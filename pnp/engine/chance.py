"""Drawing a chance node's outcome: one place, so a playout and a pairing draw the same roll from the
same seeded generator on any worker."""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from collections.abc import Sequence
from fractions import Fraction

from pnp.engine.position import Roll

Outcomes = Sequence[tuple[Roll, Fraction]]
TABLES = 64  # outcome lists remembered: a game returns the same few lists again and again
_tables: dict[int, tuple[Outcomes, int, list[int]]] = {}


def _table(outcomes: Outcomes) -> tuple[Outcomes, int, list[int]]:
    """The common denominator of the probabilities and each outcome's upper bound in whole tickets."""
    if not outcomes:
        raise ValueError("no outcome to draw from")
    denominator = math.lcm(*(probability.denominator for _, probability in outcomes))
    bounds, total = [], 0
    for _, probability in outcomes:
        total += probability.numerator * (denominator // probability.denominator)
        bounds.append(total)
    if total != denominator:
        raise ValueError("the outcomes' probabilities do not sum to 1")
    return outcomes, denominator, bounds


def draw(outcomes: Outcomes, rand: random.Random) -> Roll:
    """One outcome, drawn with its exact probability: a whole number below the probabilities' common
    denominator picks it, so no rounding of floats can tilt the dice."""
    table = _tables.get(id(outcomes))
    if table is None or table[0] is not outcomes:  # the table holds its list, so an id names one list while kept
        table = _table(outcomes)
        if len(_tables) < TABLES:
            _tables[id(outcomes)] = table
    _, denominator, bounds = table
    return outcomes[bisect_right(bounds, rand.randrange(denominator))][0]
