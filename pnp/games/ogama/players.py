"""OGAMA players and their seeded pairings from blind random setups (what `pnp analyze ogama` plays)."""

from collections.abc import Callable
from functools import partial

from pnp.engine.matches import Runner, board_pairing, results_report, run_pairing, serial_runner
from pnp.engine.players import Players, PolicySpec
from pnp.games.ogama import rules as ogama
from pnp.games.ogama.search import OgamaBoard

# The search nodes one whole analysis may visit (not per game): about 45 s of search on a busy
# 2-core machine (bench/limits.py). --long lifts it.
PLAYERS = Players(greedy=ogama.greedy_policy, board=OgamaBoard, search_nodes=1_000_000)
SIDES, ENDINGS = ("orange", "black"), ("tower", "count", "passes")


def ogama_start(width: int, height: int, home_rows: int, start_seed: int) -> ogama.Position:
    return ogama.setup(start_seed, width, height, home_rows)


def ogama_report(
    seed: int, games: int, width: int, height: int, home_rows: int, max_plies: int,
    policies: tuple[PolicySpec, PolicySpec], advance: Callable[[int], None] = lambda n: None,
    runner: Runner = serial_runner, long: bool = False,
) -> dict:
    """An OGAMA pairing from blind random setups: `results_report`'s figures."""
    start = partial(ogama_start, width, height, home_rows)
    pairing = board_pairing(PLAYERS, start, SIDES, policies, seed, games, max_plies, long)
    return results_report(run_pairing(pairing, runner, advance), games, SIDES, ENDINGS)
