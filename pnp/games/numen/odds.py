"""Exact odds for Eye of Numen (basic rules): how long a half takes, when the Eye is sealed, who wins.

Only how many cells show each digit matters, and the six faces are alike, so a
half is its count pattern (the nonzero counts, sorted) and a player's game is
a small Markov chain on patterns. Everything here is dynamic programming on
that chain in exact integers and fractions: no simulation, so the figures the
rulebook quotes are the true ones.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import factorial, lcm, prod
from typing import Any

from pnp.core.errors import PnpError
from pnp.games.numen.rules import HALF_SIZE, check_fill

FACES = 6
BALANCED = (3, 3, 3, 2, 2, 2)
"""The count pattern of a `balanced` half: two full sets of digits plus three different extras."""
DEFAULT_FILL = "balanced"
TAIL = 1e-15
"""A distribution is followed turn by turn until less than this much probability is still running."""

State = tuple[int, ...]  # nonzero digit counts, largest first; () = all 15 crossed out
Counts = str | tuple[int, ...] | list[int]  # digit counts as `parse_counts` reads them


class BadCounts(PnpError):
    """Digit counts that do not describe a half (six whole numbers summing to 15)."""


class BlankFill(PnpError):
    """The `none` fill: its digits are the players' choice, so only their counts can be analysed."""


def parse_counts(counts: Counts) -> tuple[int, ...]:
    """Counts of digits 1..6 from "3,3,3,2,2,2" or a sequence; BadCounts unless six whole numbers summing to 15."""
    items: list[Any]
    if isinstance(counts, str):
        items = counts.replace(" ", "").split(",")
    else:
        try:
            items = list(counts)
        except TypeError:
            raise BadCounts(f"counts must be six whole numbers summing to {HALF_SIZE}, got {counts!r}") from None
    shown = ",".join(str(item) for item in items)
    if isinstance(counts, str) and all(item.isascii() and item.isdecimal() and len(item) <= 2 for item in items):
        items = [int(item) for item in items]
    whole = all(isinstance(item, int) and not isinstance(item, bool) and item >= 0 for item in items)
    if len(items) != FACES or not whole or sum(items) != HALF_SIZE:
        raise BadCounts(f"counts must be six whole numbers summing to {HALF_SIZE}, got {shown}")
    return tuple(items)


def _state(counts: tuple[int, ...]) -> State:
    return tuple(sorted((count for count in counts if count), reverse=True))


def _pattern(state: State) -> tuple[int, ...]:
    return state + (0,) * (FACES - len(state))


@cache
def _moves(state: State) -> tuple[tuple[State, int], ...]:
    """Each pattern one roll can lead to (a cell of some digit crossed), with how many faces lead there."""
    moves = []
    for count, faces in Counter(state).items():
        at = state.index(count)
        moves.append((_state(state[:at] + (count - 1,) + state[at + 1 :]), faces))
    return tuple(moves)


@cache
def _expected(state: State) -> Fraction:
    # k faces hit a digit still present: E = 1 + ((6-k) E + sum E(next)) / 6, i.e. E = (6 + sum E(next)) / k.
    if not state:
        return Fraction(0)
    return (FACES + sum((faces * _expected(after) for after, faces in _moves(state)), Fraction(0))) / len(state)


def expected_rolls(counts: str | tuple[int, ...] | list[int]) -> Fraction:
    """Exact expected number of rolls (= own turns) to cross out a half with these digit counts."""
    return _expected(_state(parse_counts(counts)))


def rolls_to_clear(left: tuple[int, ...]) -> Fraction:
    """Exact expected rolls (own turns, basic rules) to cross out the open cells of a half, given how many show
    each digit: a half in play, any number of cells left."""
    return _expected(_state(left))


def _partitions(total: int, parts: int, largest: int) -> Iterator[State]:
    if total == 0:
        yield ()
        return
    for first in range(min(total, largest), 0, -1) if parts else ():
        for rest in _partitions(total - first, parts - 1, first):
            yield (first, *rest)


PATTERNS = tuple(_pattern(state) for state in _partitions(HALF_SIZE, FACES, HALF_SIZE))
"""Every count pattern of a half, largest count first: the 110 partitions of 15 into at most 6 parts."""


def ranked_patterns() -> list[tuple[tuple[int, ...], Fraction]]:
    """All patterns with their expected rolls, fastest first (ties by pattern, for a stable order)."""
    return sorted(((pattern, _expected(_state(pattern))) for pattern in PATTERNS), key=lambda item: (item[1], item[0]))


def _random_weight(pattern: tuple[int, ...]) -> Fraction:
    # Rolled sequences of 15 digits with this pattern: cell orders times ways to give the counts to digits.
    orders = factorial(HALF_SIZE) // prod(factorial(count) for count in pattern)
    assignments = factorial(FACES) // prod(factorial(times) for times in Counter(pattern).values())
    return Fraction(orders * assignments, FACES**HALF_SIZE)


def half_mixture(fill: str | None = None, counts: Counts | None = None) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """The count patterns a half may start from, with their probabilities.

    Give a fill (`balanced`: one pattern; `random`: all 110, weighted by the
    multinomial odds of 15 rolled digits) or explicit counts, not both;
    neither means `balanced`. `none` is refused: give the players' counts.
    """
    if fill is not None and counts is not None:
        raise PnpError("give either a fill or digit counts, not both")
    if counts is not None:
        return ((_pattern(_state(parse_counts(counts))), Fraction(1)),)
    fill = check_fill(DEFAULT_FILL if fill is None else fill)
    if fill == "none":
        raise BlankFill(
            "fill 'none' leaves the digits to the players: analyse their digit counts instead "
            f"(six numbers summing to {HALF_SIZE}, e.g. 3,3,3,2,2,2)"
        )
    if fill == "balanced":
        return ((BALANCED, Fraction(1)),)
    return tuple((pattern, _random_weight(pattern)) for pattern in PATTERNS)


@dataclass(frozen=True)
class TurnDistribution:
    """When something happens, in own turns: P(exactly on turn t) for t = 1..horizon, and what is left over."""

    probabilities: tuple[Fraction, ...]  # [t - 1] is turn t
    tail: Fraction  # P(later than the horizon), below TAIL
    mean: Fraction  # exact, from the recurrence rather than the cut list

    def percentile(self, q: float) -> int:
        """The first turn t with P(T <= t) >= q."""
        done = Fraction(0)
        for turn, probability in enumerate(self.probabilities, start=1):
            done += probability
            if done >= q:
                return turn
        raise ValueError(f"the {q} point lies past the horizon of {len(self.probabilities)} turns")

    def summary(self, upto: float = 0.999) -> dict[str, Any]:
        """Plain figures for JSON: mean, p10, median, p90, p99, tail, and [turn, P] pairs up to the `upto` point."""
        last = self.percentile(upto)
        return {
            "mean": float(self.mean),
            "p10": self.percentile(0.10),
            "median": self.percentile(0.50),
            "p90": self.percentile(0.90),
            "p99": self.percentile(0.99),
            "tail": float(self.tail),
            "distribution": [[turn, float(p)] for turn, p in enumerate(self.probabilities[:last], start=1)],
        }


@dataclass(frozen=True)
class HalfOdds:
    """One player's game: rolls to cross out the half, and turns to finish it and to seal the Eye."""

    expected_rolls: Fraction
    finish: TurnDistribution
    seal: TurnDistribution


def half_odds(fill: str | None = None, counts: Counts | None = None) -> HalfOdds:
    """The odds of a half given as in half_mixture (a fill or explicit counts)."""
    return _half_odds(half_mixture(fill, counts))


@cache
def _half_odds(mixture: tuple[tuple[tuple[int, ...], Fraction], ...]) -> HalfOdds:
    """Follow the chain turn by turn, exactly: masses are integers over `scale` = common denominator * 6^t.

    Once the half is crossed out (state ()), each later turn seals the Eye on
    1 face of 6, so sealing is the same chain with one more step.
    """
    states: list[State] = []
    pending = [_state(pattern) for pattern, _ in mixture]
    while pending:
        state = pending.pop()
        if state not in states:
            states.append(state)
            pending.extend(after for after, _ in _moves(state))
    index = {state: i for i, state in enumerate(states)}
    moves = [(FACES - len(state), [(index[after], faces) for after, faces in _moves(state)]) for state in states]
    crossed = index[()]

    scale = lcm(*(weight.denominator for _, weight in mixture))
    mass = [0] * len(states)
    for pattern, weight in mixture:
        mass[index[_state(pattern)]] += weight.numerator * (scale // weight.denominator)

    finish: list[Fraction] = []
    seal: list[Fraction] = []
    while True:
        scale *= FACES
        after = [0] * len(states)
        for i, (stay, onward) in enumerate(moves):
            if mass[i] and i != crossed:
                after[i] += mass[i] * stay
                for j, faces in onward:
                    after[j] += mass[i] * faces
        finished = after[crossed]
        after[crossed] += mass[crossed] * (FACES - 1)
        finish.append(Fraction(finished, scale))
        seal.append(Fraction(mass[crossed], scale))
        mass = after
        running = Fraction(sum(mass), scale)
        if running < TAIL:
            break

    mean = sum((weight * _expected(_state(pattern)) for pattern, weight in mixture), Fraction(0))
    unfinished = running - Fraction(mass[crossed], scale)
    return HalfOdds(
        expected_rolls=mean,
        finish=TurnDistribution(tuple(finish), unfinished, mean),
        seal=TurnDistribution(tuple(seal), running, mean + FACES),  # waiting for the Eye: geometric, mean 6
    )


@dataclass(frozen=True)
class Race:
    """Who seals the Eye first.

    The Guide's turn t comes before the other player's turn t, so the Guide
    wins iff T_guide <= T_other (the halves do not interact in the basic rules).
    """

    guide_wins: Fraction
    other_wins: Fraction
    bound: Fraction  # each probability is exact to within this (the mass past the shared horizon)


def race(guide: TurnDistribution, other: TurnDistribution) -> Race:
    """The two players' chances from their seal distributions, the Guide playing first."""
    guide_wins = other_wins = Fraction(0)
    guide_done = other_done = Fraction(0)  # P(sealed by the turn before)
    for p_guide, p_other in zip(guide.probabilities, other.probabilities):
        guide_wins += p_guide * (1 - other_done)
        guide_done += p_guide
        other_wins += p_other * (1 - guide_done)
        other_done += p_other
    return Race(guide_wins, other_wins, (1 - guide_done) * (1 - other_done))


def _side(fill: str | None, counts: Counts | None) -> tuple[dict[str, Any], HalfOdds]:
    odds = half_odds(fill, counts)
    shown: list[int] | None
    if counts is not None:
        fill, shown = None, list(parse_counts(counts))
    else:
        fill = DEFAULT_FILL if fill is None else fill
        shown = list(BALANCED) if fill == "balanced" else None
    return {
        "fill": fill,
        "counts": shown,
        "expected_rolls": float(odds.expected_rolls),
        "finish_turns": odds.finish.summary(),
        "seal_turns": odds.seal.summary(),
    }, odds


def analyze(fill: str | None = None, counts: Counts | None = None, vs: Counts | None = None, top: int = 5) -> dict[str, Any]:
    """Everything `pnp analyze numen` prints, as a JSON-ready dict.

    The analysed half (`fill` or `counts`; neither = balanced) belongs to the
    Guide; `vs` is the other player's half, a fill name or counts (None = the
    same as the Guide's). Keys:
      fill, counts        the Guide's half: fill name (null when counts were given)
                          and digit counts c1..c6 (null for `random`)
      expected_rolls      expected rolls, i.e. own turns, to cross out the half
      finish_turns        own turns until the last cell is crossed out, and
      seal_turns          until the Eye is sealed: {mean, p10, median, p90, p99,
                          tail, distribution: [[turn, P], ... up to the 99.9 % point]}
      vs                  the other player's half, with the same five keys
      guide_wins          P(the Guide, playing first, seals the Eye first)
      other_wins          P(the other player does); the two sum to 1
      bound               each of the two is exact to within this
      best, worst         the `top` fastest and slowest count patterns:
                          [{counts, expected_rolls}, ...]
    """
    if not isinstance(top, int) or isinstance(top, bool) or top < 0:
        raise PnpError(f"top must be a whole number of at least 0, got {top!r}")
    guide, guide_odds = _side(fill, counts)
    if vs is None:
        other, other_odds = _side(fill, counts)
    elif isinstance(vs, str) and not any(ch.isdigit() for ch in vs):
        other, other_odds = _side(vs, None)
    else:
        other, other_odds = _side(None, vs)
    result = race(guide_odds.seal, other_odds.seal)
    ranked = [{"counts": list(pattern), "expected_rolls": float(rolls)} for pattern, rolls in ranked_patterns()]
    return {
        **guide,
        "vs": other,
        "guide_wins": float(result.guide_wins),
        "other_wins": float(result.other_wins),
        "bound": float(result.bound),
        "best": ranked[:top],
        "worst": ranked[::-1][:top],
    }
