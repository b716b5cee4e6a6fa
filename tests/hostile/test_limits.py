"""Bounded work: playouts whose worst case would run past a minute are refused before they start."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

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
