"""What the conformance suite tries KuKreNo with: both dice modes with either player starting, and a
searching player; the game has no make/unmake board."""

from collections.abc import Callable

from pnp.core.seeding import rng
from pnp.engine.position import Trials
from pnp.games.kukreno.rules import MODES, ROLLS, SIZE, SYMBOLS, Move, Position
from pnp.games.kukreno.search import search_choice


def starts(seed: int) -> list[tuple[str, Position]]:
    return [(f"{mode} dice, {starter} starts", Position(starter, mode)) for mode in MODES for starter in SYMBOLS]


def search(seed: int) -> Callable[[Position, list[Move]], Move]:
    """Dice rolled from the seed; in free mode the square chosen by looking at the opponent's next roll."""
    rand = rng(seed)
    choose = search_choice(rand)
    return lambda position, moves: position.move_for(rand.choice(ROLLS), choose)


def trials() -> Trials:
    return Trials(starts, 2 * (SIZE * SIZE + 3), search=search)
