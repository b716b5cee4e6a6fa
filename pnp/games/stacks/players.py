"""Signed Stacks players and their seeded pairings from balanced setups (what `pnp analyze stacks` plays)."""

from collections.abc import Callable

from pnp.engine.matches import pairing_report, play_pairing
from pnp.engine.players import Players, PolicySpec
from pnp.games.stacks import rules as stacks
from pnp.games.stacks.search import StacksBoard

PLAYERS = Players(greedy=stacks.greedy_policy, board=StacksBoard, search_nodes=3_000_000)
SIDES, ENDINGS = ("white", "black"), ("passes", "attack", "repetition", "turns")


def stacks_report(
    seed: int, games: int, width: int, height: int, set_name: str, end: str, max_plies: int,
    policies: tuple[PolicySpec, PolicySpec], advance: Callable[[int], None] = lambda n: None,
) -> dict:
    """A Signed Stacks pairing from balanced setups under the `end` rule: `pairing_report`'s figures,
    plus "decided_by_passes" (games won by the three-pass rule)."""
    def start(start_seed: int) -> stacks.Position:
        return stacks.balanced_setup(start_seed, width, height, set_name).with_end(end)

    records = play_pairing(PLAYERS, start, SIDES, policies, seed, games, max_plies, advance)
    report = pairing_report(records, SIDES, ENDINGS)
    return {**report, "games_asked": games, "decided_by_passes": report["endings"]["passes"]}
