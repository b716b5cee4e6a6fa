"""Seeded games between two players, and the figures a report gives for them.

A pairing is one policy per side (for KuKreNo, per starter and second player) playing a
series of games from seeded starts. Its report gives the games, each side's wins, draws, how
each game ended, mean and median length in plies (a ply is one side's turn, a move or a pass;
KuKreNo counts rolls), and the first player's share of the decided games with its 95 % Wilson
score interval. The command line only formats these.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from statistics import fmean, median

from pnp.errors import PnpError
from pnp.games import kukreno, ogama, stacks
from pnp.games.kukreno_search import CHOOSERS
from pnp.games.kukreno import Cell, Grid
from pnp.games.players import Player, PolicySpec, make_player
from pnp.games.playout import Playable, play_out
from pnp.games.search import Work, WorkDone
from pnp.seeding import rng

Z_95 = 1.959964  # the standard normal quantile of a two-sided 95 % interval
# Search nodes one analysis may visit, per game: about 45 s of search on a busy 2-core machine (bench/limits.py).
SEARCH_NODES = {"stacks": 3_000_000, "ogama": 1_000_000}
SEARCH_SECONDS = 50.0


class SearchTooLong(PnpError):
    """Searches so deep that an analysis's whole allowance ends before its first game does."""


@dataclass(frozen=True)
class GameRecord:
    """One game: its winner (None for a draw or a capped game), how it ended ("cap": cut short), its plies."""

    winner: str | None
    ending: str
    plies: int


def play_game(start: Playable[Any], players: dict[str, Player], max_plies: int) -> GameRecord:
    """Play from `start` (a `pnp.games.engine.Position`) until it ends or `max_plies` plies were played."""
    policies = {side: (lambda position, moves, _rand, player=player: player(position, moves)) for side, player in players.items()}
    playout = play_out(start, policies, rng(0), max_plies)  # each player draws from its own generator, not this one
    result = playout.result
    return GameRecord(result.winner, result.reason, playout.plies) if result else GameRecord(None, "cap", playout.plies)


def play_pairing(
    game: str,
    starts: Callable[[int], Playable[Any]],
    sides: tuple[str, str],
    policies: tuple[PolicySpec, PolicySpec],
    seed: int,
    games: int,
    max_plies: int,
    advance: Callable[[int], None] = lambda n: None,
) -> list[GameRecord]:
    """Up to `games` games of `game`, each from `starts(start_seed)`, the first side playing policies[0].

    Start seeds and each player's generator are drawn from `seed`, so the same call plays the
    same games; `advance(1)` is called after each game (a progress bar's hook). Searching players
    share one `search_work` allowance: once it is spent, the game under way is dropped and the
    games finished so far are returned (fewer than asked).
    """
    draw = rng(seed)
    start_seeds = [draw.randrange(2**31) for _ in range(games)]
    work = search_work(game, policies)
    players = {side: make_player(game, spec, draw.randrange(2**31), work) for side, spec in zip(sides, policies)}
    records: list[GameRecord] = []
    for start_seed in start_seeds:
        try:
            records.append(play_game(starts(start_seed), players, max_plies))
        except WorkDone:
            if not records:
                raise SearchTooLong(
                    f"the search of one analysis visits at most {SEARCH_NODES[game]:,} positions".replace(",", " ")
                    + " and not one game ended within them: ask for a smaller --depth or --budget-ms"
                ) from None
            break
        advance(1)
    return records


def search_work(game: str, policies: tuple[PolicySpec, PolicySpec]) -> Work:
    """The search allowance of one analysis of `game`: its SEARCH_NODES, and SEARCH_SECONDS of play
    when a side searches on a time budget (its results vary from run to run anyway)."""
    timed = any(spec.name == "search" and spec.limits.budget_ms for spec in policies)
    return Work(SEARCH_NODES[game], time.perf_counter() + SEARCH_SECONDS if timed else None)


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a proportion; (0, 1) when there are no trials."""
    if trials == 0:
        return 0.0, 1.0
    share = successes / trials
    centre = share + z * z / (2 * trials)
    spread = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    low = 0.0 if successes == 0 else (centre - spread) / scale
    return low, 1.0 if successes == trials else (centre + spread) / scale


def pairing_report(records: list[GameRecord], sides: tuple[str, str], endings: tuple[str, ...]) -> dict:
    """The figures of a pairing as a plain dict (see the module docstring); `endings` lists every ending's name."""
    first, second = sides
    wins = Counter(record.winner for record in records if record.winner)
    ended = Counter(record.ending for record in records)
    plies = [record.plies for record in records]
    decided = wins[first] + wins[second]
    low, high = wilson_interval(wins[first], decided)
    return {
        "games": len(records),
        f"{first}_wins": wins[first],
        f"{second}_wins": wins[second],
        "draws": sum(record.winner is None and record.ending != "cap" for record in records),
        "capped": ended["cap"],
        "endings": {name: ended[name] for name in (*endings, "cap")},
        "mean_plies": round(fmean(plies), 2),
        "median_plies": median(plies),
        f"{first}_win_rate": round(wins[first] / len(records), 4),
        "decided": decided,
        "first_share_of_decided": round(wins[first] / decided, 4) if decided else None,
        "first_share_interval": [round(low, 4), round(high, 4)],
    }


STACKS_SIDES, STACKS_ENDINGS = ("white", "black"), ("passes", "attack", "repetition", "turns")
OGAMA_SIDES, OGAMA_ENDINGS = ("orange", "black"), ("tower", "count", "passes")


def stacks_report(
    seed: int, games: int, width: int, height: int, set_name: str, end: str, max_plies: int,
    policies: tuple[PolicySpec, PolicySpec], advance: Callable[[int], None] = lambda n: None,
) -> dict:
    """A Signed Stacks pairing from balanced setups under the `end` rule: `pairing_report`'s figures,
    plus "decided_by_passes" (games won by the three-pass rule)."""
    def start(start_seed: int) -> stacks.Position:
        return stacks.balanced_setup(start_seed, width, height, set_name).with_end(end)

    records = play_pairing("stacks", start, STACKS_SIDES, policies, seed, games, max_plies, advance)
    report = pairing_report(records, STACKS_SIDES, STACKS_ENDINGS)
    return {**report, "games_asked": games, "decided_by_passes": report["endings"]["passes"]}


def ogama_report(
    seed: int, games: int, width: int, height: int, home_rows: int, max_plies: int,
    policies: tuple[PolicySpec, PolicySpec], advance: Callable[[int], None] = lambda n: None,
) -> dict:
    """An OGAMA pairing from blind random setups: `pairing_report`'s figures."""
    def start(start_seed: int) -> ogama.Position:
        return ogama.setup(start_seed, width, height, home_rows)

    records = play_pairing("ogama", start, OGAMA_SIDES, policies, seed, games, max_plies, advance)
    return {**pairing_report(records, OGAMA_SIDES, OGAMA_ENDINGS), "games_asked": games}


KUKRENO_SIDES, KUKRENO_ENDINGS = ("starter", "second"), ("line", "penalties")


def kukreno_report(
    seed: int, games: int, policies: tuple[str, str], advance: Callable[[int], None] = lambda n: None
) -> dict:
    """Single `free`-mode KuKreNo games with random dice, the starter (X) choosing orientations by
    policies[0] and the second player by policies[1] (`kukreno_search.CHOOSERS`): `pairing_report`'s
    figures, lengths counted in rolls."""
    draw = rng(seed)
    dice = rng(draw.randrange(2**31))
    choosers = {symbol: CHOOSERS[name](rng(draw.randrange(2**31))) for symbol, name in zip(kukreno.SYMBOLS, policies)}

    def choose(grid: Grid, symbol: str, targets: list[Cell]) -> Cell:
        return choosers[symbol](grid, symbol, targets)

    records = []
    for _ in range(games):
        game = kukreno.play_game(kukreno.roll_dice(dice), "X", "free", choose)
        winner = None if game.winner is None else KUKRENO_SIDES[kukreno.SYMBOLS.index(game.winner)]
        records.append(GameRecord(winner, "penalties" if game.ended_by_penalties else "line", game.roll_count))
        advance(1)
    return pairing_report(records, KUKRENO_SIDES, KUKRENO_ENDINGS)
