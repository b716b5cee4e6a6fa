"""Seeded KuKreNo pairings of orientation choosers (what `pnp analyze kukreno` plays)."""

from collections.abc import Callable
from functools import partial

from pnp.core.seeding import game_rng, rng
from pnp.engine.matches import GameRecord, Pairing, Played, Runner, results_report, run_pairing, serial_runner
from pnp.games.kukreno import rules as kukreno
from pnp.games.kukreno.search import CHOOSERS

SIDES, ENDINGS = ("starter", "second"), ("line", "penalties")


def kukreno_game(policies: tuple[str, str], seed: int, k: int) -> Played:
    """Game k of a free-mode KuKreNo pairing: its dice and each chooser's generator drawn from game_rng(seed, k)."""
    draw = game_rng(seed, k)
    dice = rng(draw.randrange(2**31))
    choosers = {symbol: CHOOSERS[name](rng(draw.randrange(2**31))) for symbol, name in zip(kukreno.SYMBOLS, policies)}

    def choose(grid: kukreno.Grid, symbol: str, targets: list[kukreno.Cell]) -> kukreno.Cell:
        return choosers[symbol](grid, symbol, targets)

    game = kukreno.play_game(kukreno.roll_dice(dice), "X", "free", choose)
    winner = None if game.winner is None else SIDES[kukreno.SYMBOLS.index(game.winner)]
    return Played(GameRecord(winner, "penalties" if game.ended_by_penalties else "line", game.roll_count), 0)


def kukreno_report(
    seed: int, games: int, policies: tuple[str, str], advance: Callable[[int], None] = lambda n: None,
    runner: Runner = serial_runner,
) -> dict:
    """Single `free`-mode KuKreNo games with random dice, the starter (X) choosing orientations by
    policies[0] and the second player by policies[1] (`search.CHOOSERS`): `results_report`'s
    figures, lengths counted in rolls."""
    pairing = Pairing(partial(kukreno_game, policies, seed), games, None)
    return results_report(run_pairing(pairing, runner, advance), games, SIDES, ENDINGS)
