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

from pnp.core.errors import PnpError
from pnp.engine.players import Player, Players, PolicySpec, make_player
from pnp.engine.playout import Playable, play_out
from pnp.engine.search import Work, WorkDone
from pnp.core.seeding import rng

Z_95 = 1.959964  # the standard normal quantile of a two-sided 95 % interval
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
    """Play from `start` (a `pnp.engine.position.Position`) until it ends or `max_plies` plies were played."""
    policies = {side: (lambda position, moves, _rand, player=player: player(position, moves)) for side, player in players.items()}
    playout = play_out(start, policies, rng(0), max_plies)  # each player draws from its own generator, not this one
    result = playout.result
    return GameRecord(result.winner, result.reason, playout.plies) if result else GameRecord(None, "cap", playout.plies)


def play_pairing(
    game: Players,
    starts: Callable[[int], Playable[Any]],
    sides: tuple[str, str],
    policies: tuple[PolicySpec, PolicySpec],
    seed: int,
    games: int,
    max_plies: int,
    advance: Callable[[int], None] = lambda n: None,
) -> list[GameRecord]:
    """Up to `games` games between `game`'s players, each from `starts(start_seed)`, the first side playing policies[0].

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
                    f"the search of one analysis visits at most {game.search_nodes:,} positions".replace(",", " ")
                    + " and not one game ended within them: ask for a smaller --depth or --budget-ms"
                ) from None
            break
        advance(1)
    return records


def search_work(game: Players, policies: tuple[PolicySpec, PolicySpec]) -> Work:
    """The search allowance of one analysis: the game's `search_nodes`, and SEARCH_SECONDS of play
    when a side searches on a time budget (its results vary from run to run anyway)."""
    timed = any(spec.name == "search" and spec.limits.budget_ms for spec in policies)
    return Work(game.search_nodes, time.perf_counter() + SEARCH_SECONDS if timed else None)


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
