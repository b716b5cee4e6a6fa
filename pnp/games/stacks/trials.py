"""What the conformance suite tries Signed Stacks with: every board kind (plain grids of several sizes,
wild maps, both token sets), the turn limit, the make/unmake board and a one-ply searching player."""

from pnp.engine.players import PolicySpec, make_player
from pnp.engine.position import Trials
from pnp.engine.search import SearchLimits
from pnp.games.stacks.players import PLAYERS
from pnp.games.stacks.rules import Position, balanced_setup, wild_setup
from pnp.games.stacks.rules_board import TURN_LIMIT
from pnp.games.stacks.search import StacksBoard


def starts(seed: int) -> list[tuple[str, Position]]:
    grids = [(8, 8, "classic"), (8, 4, "sequence"), (10, 6, "classic")]
    maps = [(44, "classic"), (24, "sequence")]
    return [(f"{w} x {h}, {name} set", balanced_setup(seed, w, h, name)) for w, h, name in grids] + [
        (f"wild map of {n} regions, {name} set", wild_setup(seed, n, name)) for n, name in maps
    ]


def trials() -> Trials:
    return Trials(starts, 2 * TURN_LIMIT, StacksBoard, lambda seed: make_player(PLAYERS, PolicySpec("search", SearchLimits(1)), seed))
