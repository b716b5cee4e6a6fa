"""Seeded games between two players, and the figures a report gives for them.

A pairing is one policy per side playing a series of games from seeded starts, the same for every
game with positions. Its report gives the games, each side's wins, draws, how each game ended, mean
and median length in plies (a ply is one side's turn, a move or a pass; in a dice game every roll
leads to one), and the first player's share of the decided games with its 95 % Wilson score
interval, and every game's outcome in a few characters, from which all the rest follows.

Game k of a pairing is played from `game_rng(seed, k)` alone (its start, each player's generator and
the dice), so a game is the same whether it is played alone or among others, in any order, by this
process, a forked worker or a Dask worker: a runner only decides where the games are played. The
command line only formats these figures.
"""

from __future__ import annotations

import math
import time
from collections import Counter
import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from functools import partial
from statistics import fmean, median
from typing import Any

from pnp.core.errors import PnpError
from pnp.core.interrupts import Interrupted
from pnp.core.seeding import game_rng, rng
from pnp.engine.players import Player, Players, PolicySpec, make_player, pairing_name
from pnp.engine.playout import Playable, play_out
from pnp.engine.search import Work, WorkDone

Z_95 = 1.959964  # the standard normal quantile of a two-sided 95 % interval
SEARCH_SECONDS = 50.0  # what one analysis may search on a time budget, as its game's search_nodes bound it otherwise
CTRL_C = 130  # Interrupted's exit code for SIGINT


class SearchTooLong(PnpError):
    """Searches so deep that an analysis's whole allowance ends before its first game does."""


@dataclass(frozen=True)
class GameRecord:
    """One game: its winner (None for a draw or a capped game), how it ended ("cap": cut short at the
    ply cap), its plies, and (depth reached, moves) for the searches that stopped short of their depth."""

    winner: str | None
    ending: str
    plies: int
    short: tuple[tuple[int, int], ...] = ()

    def outcome(self) -> str:
        """The game in a few characters: "white/turns/120", "draw/repetition/40", "-/cap/300", with
        "/d3x4" added when 4 moves were searched only 3 plies deep."""
        who = self.winner or ("-" if self.ending == "cap" else "draw")
        return "/".join([who, self.ending, str(self.plies), *(f"d{depth}x{moves}" for depth, moves in self.short)])

    @classmethod
    def from_outcome(cls, text: str) -> GameRecord:
        who, ending, plies, *short = text.split("/")
        shortfalls = tuple(tuple(int(n) for n in part[1:].split("x")) for part in short)
        return cls(None if who in ("-", "draw") else who, ending, int(plies), shortfalls)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Played:
    """What playing one game of a pairing gave: its record (None when its searches used up the whole
    analysis's allowance before it ended) and the search nodes it spent."""

    record: GameRecord | None
    nodes: int


@dataclass(frozen=True)
class Pairing:
    """A pairing's games, played one by one: `play(k)` plays game k (a picklable callable, so any
    process or cluster worker can play it); `nodes` is the whole analysis's search allowance (None: none)."""

    play: Callable[[int], Played]
    games: int
    nodes: int | None


@dataclass(frozen=True)
class Results:
    """The games a pairing played, in order, and why there are fewer than asked, if there are."""

    records: list[GameRecord]
    stopped: str | None = None  # "allowance" or "interrupted"


def play_game(
    start: Playable[Any], players: Mapping[str, Player], max_plies: int, dice: random.Random | None = None,
    labels: Mapping[str, str] | None = None,
) -> GameRecord:
    """Play from `start` until it ends or `max_plies` plies were played, rolling at chance nodes with `dice`;
    the record names the winner by `labels` (a side -> its name in reports) when given."""
    policies = {side: (lambda position, moves, _rand, player=player: player(position, moves)) for side, player in players.items()}
    playout = play_out(start, policies, rng(0), max_plies, dice or rng(0))  # each player draws from its own generator
    result = playout.result
    if result is None:
        return GameRecord(None, "cap", playout.plies)
    winner = result.winner if labels is None or result.winner is None else labels[result.winner]
    return GameRecord(winner, result.reason, playout.plies)


def pairing_game(
    game: Players, start: Callable[[int], Playable[Any]], policies: tuple[PolicySpec, PolicySpec],
    seed: int, max_plies: int, nodes: int | None, deadline: float | None, k: int,
) -> Played:
    """Game k of a pairing between `game`'s players: its start seed, each player's generator and the dice's
    drawn from game_rng(seed, k), in that order."""
    draw = game_rng(seed, k)
    position = start(draw.randrange(2**31))
    work = Work(nodes, deadline)
    players = {side: make_player(game, spec, draw.randrange(2**31), work) for side, spec in zip(game.sides, policies)}
    dice = rng(draw.randrange(2**31))
    labels = dict(zip(game.sides, game.report_sides))
    try:
        record = play_game(position, players, max_plies, dice, labels)
    except WorkDone:
        return Played(None, work.spent)
    return Played(replace(record, short=tuple(sorted(work.short.items()))), work.spent)


def pairing(
    game: Players, start: Callable[[int], Playable[Any]], policies: tuple[PolicySpec, PolicySpec],
    seed: int, games: int, max_plies: int, long: bool = False,
) -> Pairing:
    """A pairing of `game`'s players from `start(start_seed)`, the first side playing policies[0]; bounded
    by the game's search_nodes (and SEARCH_SECONDS on a time budget) unless `long`."""
    searching = any(spec.name == "search" for spec in policies)
    nodes = None if long or not searching else game.search_nodes
    timed = not long and any(spec.name == "search" and spec.limits.budget_ms for spec in policies)
    deadline = time.time() + SEARCH_SECONDS if timed else None
    return Pairing(partial(pairing_game, game, start, policies, seed, max_plies, nodes, deadline), games, nodes)


Runner = Callable[[Callable[[int], Played], int, Callable[[int], None]], Iterator[Played]]


def serial_runner(play: Callable[[int], Played], games: int, advance: Callable[[int], None]) -> Iterator[Played]:
    """Games 0, 1, ... in this process."""
    for k in range(games):
        played = play(k)
        advance(1)
        yield played


def run_pairing(pairing: Pairing, runner: Runner = serial_runner, advance: Callable[[int], None] = lambda n: None) -> Results:
    """Play a pairing's games through `runner` (which yields them in game order, calling `advance(1)` as
    each returns). The searches of the whole analysis share its allowance: counting the games in order,
    the first game that takes the spent nodes past it is dropped with every later one. Ctrl-C keeps the
    games finished before it."""
    records: list[GameRecord] = []
    spent = 0
    games = runner(pairing.play, pairing.games, advance)
    try:
        for played in games:
            spent += played.nodes
            if played.record is None or (pairing.nodes is not None and spent > pairing.nodes):
                if not records:
                    raise SearchTooLong(
                        f"the searches of one analysis visit at most {pairing.nodes:,} positions together".replace(",", " ")
                        + " and not one game ended within them: ask for a smaller --depth or --budget-ms, or add --long"
                    )
                return Results(records, "allowance")
            records.append(played.record)
    except Interrupted as stop:
        if stop.exit_code != CTRL_C or not records:
            raise
        return Results(records, "interrupted")
    finally:
        close = getattr(games, "close", None)
        if close:
            close()
    return Results(records)


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


FEW_DECIDED = 10  # below this many decided games a share is not worth quoting: the counts are
WIDE_INTERVAL = 0.1  # an interval wider than ±5 points that still holds one half says nothing yet


def verdict(successes: int, trials: int) -> str:
    """What a share of decided games shows: "counts" when too few games were decided to quote a share,
    "first" or "second" when its 95 % interval leaves out one half (that side has the edge), "few" when the
    interval holds one half and is too wide to say more, "close" when it holds one half and is narrow."""
    if trials < FEW_DECIDED:
        return "counts"
    low, high = wilson_interval(successes, trials)
    if low > 0.5:
        return "first"
    if high < 0.5:
        return "second"
    return "few" if high - low > WIDE_INTERVAL else "close"


def pairing_report(records: list[GameRecord], sides: tuple[str, str], endings: tuple[str, ...]) -> dict[str, Any]:
    """The figures of a pairing as a plain dict (see the module docstring), every one of them following
    from "outcomes", each game's `GameRecord.outcome()`; `endings` lists every ending's name."""
    first, second = sides
    wins = Counter(record.winner for record in records if record.winner)
    ended = Counter(record.ending for record in records)
    plies = [record.plies for record in records]
    decided = wins[first] + wins[second]
    short: Counter[int] = Counter()
    for record in records:
        short.update(dict(record.short))
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
        "short_searches": {str(depth): short[depth] for depth in sorted(short)},
        "outcomes": [record.outcome() for record in records],
    }


def results_report(results: Results, games: int, sides: tuple[str, str], endings: tuple[str, ...]) -> dict[str, Any]:
    """`pairing_report`'s figures of what was played, with the games asked for and why fewer were played."""
    report = pairing_report(results.records, sides, endings)
    return {**report, "games_asked": games, **({"stopped": results.stopped} if results.stopped else {})}


def analysis(
    game: Players, start: Callable[[int], Playable[Any]], policies: tuple[PolicySpec, PolicySpec], seed: int,
    games: int, max_plies: int, options: Mapping[str, object], extras: Mapping[str, object],
    runner: Runner = serial_runner, advance: Callable[[int], None] = lambda n: None, long: bool = False,
) -> dict[str, Any]:
    """What `pnp analyze GAME --json` prints, one shape for every game: the seed, the game's `options`
    (board, mode, end rule), the ply cap, each side's policy under its report name, the pairing's
    figures (`results_report`), and under "game" what only this game measures (`extras`)."""
    first, second = game.report_sides
    played = run_pairing(pairing(game, start, policies, seed, games, max_plies, long), runner, advance)
    return {
        "seed": seed, **options, "max_plies": max_plies, "policy": pairing_name(policies),
        first: policies[0].to_dict(), second: policies[1].to_dict(),
        **results_report(played, games, game.report_sides, game.endings),
        "game": dict(extras),
    }
