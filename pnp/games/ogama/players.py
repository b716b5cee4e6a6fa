"""OGAMA players and their seeded pairings from blind random setups (what `pnp analyze ogama` plays)."""

from collections.abc import Callable

from pnp.engine.matches import pairing_report, play_pairing
from pnp.engine.players import Players, PolicySpec
from pnp.games.ogama import rules as ogama
from pnp.games.ogama.search import OgamaBoard

PLAYERS = Players(greedy=ogama.greedy_policy, board=OgamaBoard, search_nodes=1_000_000)
SIDES, ENDINGS = ("orange", "black"), ("tower", "count", "passes")


def ogama_report(
    seed: int, games: int, width: int, height: int, home_rows: int, max_plies: int,
    policies: tuple[PolicySpec, PolicySpec], advance: Callable[[int], None] = lambda n: None,
) -> dict:
    """An OGAMA pairing from blind random setups: `pairing_report`'s figures."""
    def start(start_seed: int) -> ogama.Position:
        return ogama.setup(start_seed, width, height, home_rows)

    records = play_pairing(PLAYERS, start, SIDES, policies, seed, games, max_plies, advance)
    return {**pairing_report(records, SIDES, ENDINGS), "games_asked": games}
