"""What the conformance suite tries KuKreNo with: both dice modes with either player starting, and the
engine's searching player over the positions (the game has no make/unmake board)."""

from pnp.engine.players import PolicySpec, make_player
from pnp.engine.position import Trials
from pnp.engine.search import SearchLimits
from pnp.games.kukreno.players import PLAYERS
from pnp.games.kukreno.rules import MODES, SIZE, SYMBOLS, Position


def starts(seed: int) -> list[tuple[str, Position]]:
    return [(f"{mode} dice, {starter} starts", Position(starter, mode)) for mode in MODES for starter in SYMBOLS]


def trials() -> Trials:
    return Trials(starts, 2 * (SIZE * SIZE + 3), search=lambda seed: make_player(PLAYERS, PolicySpec("search", SearchLimits(2)), seed))
