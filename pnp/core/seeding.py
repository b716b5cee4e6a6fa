"""Seeds: every random product is made from one integer, so it can be made again."""

import random
import secrets

MAX_SEED = 2**31 - 1


def draw_seed() -> int:
    """A fresh seed for a run that was given none; it is printed so the run can be repeated."""
    return secrets.randbelow(MAX_SEED) + 1


def rng(seed: int) -> random.Random:
    """The generator every product draws from, reproducible across platforms for one seed."""
    return random.Random(seed)
