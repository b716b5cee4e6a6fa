"""What the conformance suite tries OGAMA with: boards of several sizes and home rows, the make/unmake
board and a one-ply searching player."""

from pnp.engine.players import PolicySpec, make_player
from pnp.engine.position import Trials
from pnp.engine.search import SearchLimits
from pnp.games.ogama.players import PLAYERS
from pnp.games.ogama.rules import Position, setup
from pnp.games.ogama.search import OgamaBoard


def starts(seed: int) -> list[tuple[str, Position]]:
    boards = [(6, 6, 2), (5, 5, 2), (4, 7, 1), (8, 6, 3)]
    return [(f"{w} x {h}, {rows} home row{'s' * (rows > 1)}", setup(seed, w, h, rows)) for w, h, rows in boards]


def trials() -> Trials:
    return Trials(starts, 3000, OgamaBoard, lambda seed: make_player(PLAYERS, PolicySpec("search", SearchLimits(1)), seed))
