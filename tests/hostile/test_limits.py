"""Bounded work: playouts whose worst case would run past a minute are refused before they start."""

import json
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pnp.engine.matches import SEARCH_SECONDS
from pnp.games.ogama import cli as ogama
from pnp.games.ogama.rules_board import TURN_LIMIT
from pnp.games.stacks import cli as stacks


@given(game=st.sampled_from(["stacks", "ogama"]), plies=st.integers(2, 10_000), data=st.data())
@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_playouts_over_the_budget_are_refused(cli, game, plies, data):
    budget = {"stacks": stacks.PLAYOUT_PLIES, "ogama": ogama.PLAYOUT_PLIES}[game]
    longest = min(plies, 2 * TURN_LIMIT) if game == "ogama" else plies  # OGAMA's turn limit ends every game sooner
    games = data.draw(st.integers(budget // longest + 1, 100_000))
    result = cli("analyze", game, "--games", games, "--max-plies", plies, "--seed", 1)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("pnp: error: --games") and "a minute" in result.stderr


@given(game=st.sampled_from(["stacks", "ogama"]), budget=st.integers(1, 60_000), plies=st.integers(1, 300),
       both=st.booleans())
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_time_budget_whose_first_game_cannot_end_in_time_is_refused_at_once(cli, game, budget, plies, both):
    moves = plies if both else (plies + 1) // 2
    if budget * moves <= SEARCH_SECONDS * 1000:
        return  # within the allowance: played, not refused (too slow to play here)
    side = ("--policy", "search") if both else ({"stacks": "--white", "ogama": "--orange"}[game], "search")
    started = time.perf_counter()
    result = cli("analyze", game, *side, "--budget-ms", budget, "--max-plies", plies, "--games", 1, "--seed", 1)
    assert time.perf_counter() - started < 5
    assert result.exit_code == 2 and result.stdout == ""
    assert "--budget-ms" in result.stderr and len(result.stderr.splitlines()) == 1


def test_kukreno_searching_pairings_stop_when_their_allowance_is_spent(cli, monkeypatch):
    from dataclasses import replace

    from pnp.games.kukreno import players

    monkeypatch.setattr(players, "PLAYERS", replace(players.PLAYERS, search_nodes=5_000))  # a few games' worth
    result = cli("analyze", "kukreno", "--mode", "free", "--policy", "search", "--games", "10000", "--seed", "1", "--json")
    assert result.exit_code == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["stopped"] == "allowance" and 1 <= report["games"] < report["games_asked"] == 10_000
