"""Seeded KuKreNo pairings of orientation choosers (what `pnp analyze kukreno` plays)."""

from collections.abc import Callable

from pnp.core.seeding import rng
from pnp.engine.matches import GameRecord, pairing_report
from pnp.games.kukreno import rules as kukreno
from pnp.games.kukreno.search import CHOOSERS

SIDES, ENDINGS = ("starter", "second"), ("line", "penalties")


def kukreno_report(
    seed: int, games: int, policies: tuple[str, str], advance: Callable[[int], None] = lambda n: None
) -> dict:
    """Single `free`-mode KuKreNo games with random dice, the starter (X) choosing orientations by
    policies[0] and the second player by policies[1] (`search.CHOOSERS`): `pairing_report`'s
    figures, lengths counted in rolls."""
    draw = rng(seed)
    dice = rng(draw.randrange(2**31))
    choosers = {symbol: CHOOSERS[name](rng(draw.randrange(2**31))) for symbol, name in zip(kukreno.SYMBOLS, policies)}

    def choose(grid: kukreno.Grid, symbol: str, targets: list[kukreno.Cell]) -> kukreno.Cell:
        return choosers[symbol](grid, symbol, targets)

    records = []
    for _ in range(games):
        game = kukreno.play_game(kukreno.roll_dice(dice), "X", "free", choose)
        winner = None if game.winner is None else SIDES[kukreno.SYMBOLS.index(game.winner)]
        records.append(GameRecord(winner, "penalties" if game.ended_by_penalties else "line", game.roll_count))
        advance(1)
    return pairing_report(records, SIDES, ENDINGS)
