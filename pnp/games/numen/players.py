"""Eye of Numen players: random, greedy (one roll ahead) and the evaluation a search player reads.

A position is judged as a race to seal the Eye. Each side's remaining time is its expected own
turns to finish: the exact expected rolls to cross out its open cells (odds.rolls_to_clear),
rolls to collect its missing steps as if each waited for its own digit (advanced), and six for
the Eye. Under the advanced rules the race is worth the sealing bonus, added to the points each
side already has.
"""

from __future__ import annotations

import math
import random
from functools import cache

from pnp.engine.adapter import PositionBoard
from pnp.engine.players import Players
from pnp.engine.search import WIN
from pnp.games.numen.odds import rolls_to_clear
from pnp.games.numen.rules import DIGITS, SEAL_POINTS, Move, Position, opponent

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


def random_policy(position: Position, moves: list[Move], rand: random.Random) -> Move:
    """Any use of the roll, uniformly."""
    return rand.choice(moves)


def greedy_policy(position: Position, moves: list[Move], rand: random.Random) -> Move:
    """The use after which the opponent's position evaluates worst (one roll ahead); ties at random."""
    scores = [estimate(position.apply_unchecked(move)) for move in moves]
    best = min(scores)
    return rand.choice([move for move, score in zip(moves, scores) if score == best])


def search_board(position: Position) -> PositionBoard[Move]:
    """The position as the engine's search walks it: rolls as chance nodes, scored by `evaluate`."""
    return PositionBoard(position, evaluate)


# The search nodes one whole analysis may visit (not per game), as for the other games; --long lifts it.
PLAYERS = Players(greedy=greedy_policy, board=search_board, search_nodes=3_000_000)
