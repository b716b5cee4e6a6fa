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


def game_rng(seed: int, game: int) -> random.Random:
    """The generator of game number `game` (0, 1, ...) of a series seeded `seed`: a game is the same
    whether it is played alone, among others, in any order or on any machine."""
    return random.Random(f"{seed}/{game}")
