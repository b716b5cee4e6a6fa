"""Signed Stacks players and their seeded pairings from balanced setups (what `pnp analyze stacks` plays)."""

from collections.abc import Callable
from functools import partial

from pnp.engine.matches import Runner, board_pairing, results_report, run_pairing, serial_runner
from pnp.engine.players import Players, PolicySpec
from pnp.games.stacks import rules as stacks
from pnp.games.stacks.search import StacksBoard

# The search nodes one whole analysis may visit (not per game): about 45 s of search on a busy
# 2-core machine (bench/limits.py). --long lifts it.
PLAYERS = Players(greedy=stacks.greedy_policy, board=StacksBoard, search_nodes=3_000_000)
SIDES, ENDINGS = ("white", "black"), ("passes", "attack", "repetition", "turns")


def stacks_start(width: int, height: int, set_name: str, end: str, start_seed: int) -> stacks.Position:
    return stacks.balanced_setup(start_seed, width, height, set_name).with_end(end)


def stacks_report(
    seed: int, games: int, width: int, height: int, set_name: str, end: str, max_plies: int,
    policies: tuple[PolicySpec, PolicySpec], advance: Callable[[int], None] = lambda n: None,
    runner: Runner = serial_runner, long: bool = False,
) -> dict:
    """A Signed Stacks pairing from balanced setups under the `end` rule: `results_report`'s figures,
    plus "decided_by_passes" (games won by the three-pass rule)."""
    start = partial(stacks_start, width, height, set_name, end)
    pairing = board_pairing(PLAYERS, start, SIDES, policies, seed, games, max_plies, long)
    report = results_report(run_pairing(pairing, runner, advance), games, SIDES, ENDINGS)
    return {**report, "decided_by_passes": report["endings"]["passes"]}
