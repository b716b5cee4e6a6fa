"""Drawing a chance node's outcome: one place, so a playout and a pairing draw the same roll from the
same seeded generator on any worker."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from fractions import Fraction

from pnp.engine.position import Roll


def draw(outcomes: Sequence[tuple[Roll, Fraction]], rand: random.Random) -> Roll:
    """One outcome, drawn with its exact probability: a whole number below the probabilities' common
    denominator picks it, so no rounding of floats can tilt the dice."""
    if not outcomes:
        raise ValueError("no outcome to draw from")
    denominator = math.lcm(*(probability.denominator for _, probability in outcomes))
    ticket = rand.randrange(denominator)
    for outcome, probability in outcomes:
        ticket -= probability.numerator * (denominator // probability.denominator)
        if ticket < 0:
            return outcome
    raise ValueError("the outcomes' probabilities sum to less than 1")
