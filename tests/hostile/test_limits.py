"""Bounded work: playouts whose worst case would run past a minute are refused before they start."""

import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pnp.engine.matches import SEARCH_SECONDS
from pnp.games.kukreno import cli as kukreno
from pnp.games.ogama import cli as ogama
from pnp.games.stacks import cli as stacks


@given(game=st.sampled_from(["stacks", "ogama"]), plies=st.integers(2, 10_000), data=st.data())
@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_playouts_over_the_budget_are_refused(cli, game, plies, data):
    budget = {"stacks": stacks.PLAYOUT_PLIES, "ogama": ogama.PLAYOUT_PLIES}[game]
    games = data.draw(st.integers(budget // plies + 1, 100_000))
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


@given(games=st.integers(1, 10_000), starter=st.sampled_from(["search", "random", "greedy"]),
       second=st.sampled_from(["search", "random", "greedy"]))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_kukreno_searching_pairings_past_a_minute_are_refused(cli, games, starter, second):
    searching = [starter, second].count("search")
    if games * searching <= kukreno.SEARCHED_GAMES:
        return  # played, not refused
    result = cli("analyze", "kukreno", "--mode", "free", "--starter", starter, "--second", second, "--games", games)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("pnp: error: --games") and "a minute" in result.stderr
