"""Eye of Numen players: greedy (one roll ahead), the evaluation a search player reads, and the pairings
`pnp analyze numen` plays; the random player is the engine's.

A position is judged as a race to seal the Eye. Each side's remaining time is its expected own
turns to finish: the exact expected rolls to cross out its open cells (odds.rolls_to_clear),
rolls to collect its missing steps as if each waited for its own digit (advanced), and six for
the Eye. Under the advanced rules the race is worth the sealing bonus, added to the points each
side already has.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import cache, partial
from typing import Any

from pnp.core.errors import PnpError
from pnp.engine.matches import Runner, analysis, serial_runner
from pnp.engine.players import Players, PolicySpec
from pnp.engine.search import WIN
from pnp.games.numen.odds import analyze, rolls_to_clear
from pnp.games.numen.rules import DIGITS, ENDINGS, SEAL_POINTS, SIDES, Move, Position, check_fill, make_setup, opponent

FACES = len(DIGITS)
RACE_SCALE = 8.0  # turns: a lead this long makes a basic game about three to one (tanh 1 = 0.76)
POINTS_SCALE = 20.0  # points: a lead this large weighs like that race lead in the advanced game
TEMPO = 0.5  # turns: the side to move is half a turn ahead of an equal opponent


@cache
def _clear(left: tuple[int, ...]) -> float:
    return float(rolls_to_clear(left))


@cache
def _collect(missing: int) -> float:
    """Expected rolls until each of `missing` faces has shown once (the coupon collector's sum)."""
    return sum(FACES / k for k in range(1, missing + 1))


def turns_to_seal(position: Position, side: str) -> float:
    """A rough estimate of `side`'s own turns until it seals the Eye, from this position."""
    steps = FACES - len(position.steps[side]) if position.advanced else 0
    return _clear(position.left(side)) + _collect(steps) + FACES


def estimate(position: Position) -> float:
    """The expected result for the side to move, from -1 (lost) to 1 (won)."""
    result = position.result()
    me = position.to_move
    if result is not None:
        return 1.0 if result.winner == me else -1.0
    them = opponent(me)
    race = math.tanh((turns_to_seal(position, them) - turns_to_seal(position, me) + TEMPO) / RACE_SCALE)
    if not position.advanced:
        return race
    totals = position.totals()
    return math.tanh((totals[me] - totals[them] + SEAL_POINTS * race) / POINTS_SCALE)


def evaluate(position: Position) -> float:
    """The estimate on the search's scale, where a won game scores WIN: at a roll the search weighs games that
    end within its horizon against those it judges, so both must speak in the same units."""
    return WIN * estimate(position)


def greedy_policy(position: Position, moves: list[Move], rand: random.Random) -> Move:
    """The use after which the opponent's position evaluates worst (one roll ahead); ties at random."""
    scores = [estimate(position.apply_unchecked(move)) for move in moves]
    best = min(scores)
    return rand.choice([move for move, score in zip(moves, scores) if score == best])


# The search nodes one whole analysis may visit (not per game), as for the other games; --long lifts it.
PLAYERS = Players(SIDES, ENDINGS, greedy_policy, search_nodes=3_000_000, evaluate=evaluate)
MAX_PLIES = 2000  # turns, passes included: two halves of fifteen equal digits, the slowest, take about 170 on average


def numen_start(fill: str, rules: str, start_seed: int) -> Position:
    """Each game of a pairing on its own board of `fill`, made from the game's seed, A the Guide."""
    return Position.start(make_setup(fill, start_seed), "A", rules)


def numen_report(
    seed: int, games: int, fill: str, rules: str, policies: tuple[PolicySpec, PolicySpec],
    advance: Callable[[int], None] = lambda n: None, runner: Runner = serial_runner, long: bool = False,
) -> dict[str, Any]:
    """Games from boards of `fill` under the basic or advanced `rules`, the Guide (A) playing policies[0], as
    `pnp analyze numen --json` gives them: lengths count turns. Under the basic rules the game section holds
    the exact odds of the same boards (odds.analyze), which the games played should approach."""
    if check_fill(fill) == "none":
        raise PnpError("fill 'none' leaves the digits to the players: choose balanced or random boards to play")
    start = partial(numen_start, fill, rules)
    extras: dict[str, Any] = {}
    if rules == "basic":
        exact = analyze(fill=fill, top=0)
        extras["exact"] = {"expected_rolls": exact["expected_rolls"], "seal_turns_mean": exact["seal_turns"]["mean"],
                           "guide_wins": exact["guide_wins"]}
    return analysis(PLAYERS, start, policies, seed, games, MAX_PLIES, {"fill": fill, "rules": rules}, extras, runner,
                    advance, long)
