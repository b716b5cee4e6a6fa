"""Eye of Numen odds: the exact figures docs/games/numen.md quotes, and the distributions behind them."""

import json
import time
from fractions import Fraction
from math import comb, factorial

import pytest

from pnp.core.errors import PnpError
from pnp.games.numen.rules import UnknownFill
from pnp.games.numen.odds import (
    BALANCED,
    PATTERNS,
    TAIL,
    BadCounts,
    BlankFill,
    TurnDistribution,
    analyze,
    expected_rolls,
    half_mixture,
    half_odds,
    parse_counts,
    race,
    ranked_patterns,
)

FIFTEEN_EQUAL = (15, 0, 0, 0, 0, 0)


# --- expected rolls and patterns ---------------------------------------------


def test_pinned_figures_from_the_rules():
    assert round(float(expected_rolls(BALANCED)), 2) == 29.29
    assert expected_rolls(FIFTEEN_EQUAL) == 90
    assert len(PATTERNS) == 110


def test_patterns_are_the_partitions_of_15_into_at_most_6_parts():
    assert len(set(PATTERNS)) == 110
    for pattern in PATTERNS:
        assert len(pattern) == 6 and sum(pattern) == 15
        assert list(pattern) == sorted(pattern, reverse=True)


def test_balanced_is_the_unique_fastest_and_fifteen_equal_the_slowest():
    ranked = ranked_patterns()
    assert ranked[0][0] == BALANCED and ranked[0][1] < ranked[1][1]
    assert ranked[-1][0] == FIFTEEN_EQUAL and ranked[-1][1] > ranked[-2][1]


def test_expected_rolls_is_exact_and_ignores_digit_order():
    assert isinstance(expected_rolls(BALANCED), Fraction)
    assert expected_rolls((2, 3, 2, 3, 2, 3)) == expected_rolls(BALANCED) == expected_rolls("2,2,2,3,3,3")
    assert expected_rolls((0, 0, 0, 0, 0, 15)) == expected_rolls(FIFTEEN_EQUAL)


def test_fifteen_equal_is_fifteen_geometric_waits():
    # one digit only: every crossing waits a geometric(1/6) number of rolls, mean 6
    assert expected_rolls(FIFTEEN_EQUAL) == 15 * 6
    # splitting the cells between two digits always helps
    assert all(expected_rolls((n, 15 - n, 0, 0, 0, 0)) < 90 for n in range(1, 15))


@pytest.mark.parametrize(
    "counts, shown",
    [("3,3,3", "3,3,3"), ((3, 3, 3, 3, 3, 1), "3,3,3,3,3,1"), ("3,3,3,2,2,x", "3,3,3,2,2,x"),
     ((16, -1, 0, 0, 0, 0), "16,-1,0,0,0,0"), ((3.0, 3, 3, 2, 2, 2), "3.0,3,3,2,2,2")],
)
def test_bad_counts_are_refused_clearly(counts, shown):
    with pytest.raises(BadCounts, match=f"counts must be six whole numbers summing to 15, got {shown}"):
        parse_counts(counts)


def test_counts_parse_from_text_with_spaces():
    assert parse_counts("3, 3, 3, 2, 2, 2") == BALANCED


# --- fills as count mixtures ----------------------------------------------------


def test_random_mixture_is_the_multinomial_over_all_patterns():
    mixture = dict(half_mixture("random"))
    assert len(mixture) == 110
    assert sum(mixture.values()) == 1
    assert mixture[FIFTEEN_EQUAL] == Fraction(6, 6**15)
    assert mixture[(14, 1, 0, 0, 0, 0)] == Fraction(15 * 6 * 5, 6**15)
    # which three digits get 3 cells, times the orders of the 15 cells
    orders = factorial(15) // (factorial(3) ** 3 * factorial(2) ** 3)
    assert mixture[BALANCED] == Fraction(comb(6, 3) * orders, 6**15)


def test_fill_none_and_unknown_fills_are_refused():
    with pytest.raises(BlankFill, match="counts"):
        half_mixture("none")
    with pytest.raises(UnknownFill, match="none, random, balanced"):
        half_mixture("wild")
    with pytest.raises(PnpError, match="not both"):
        half_mixture("random", BALANCED)
    assert half_mixture() == half_mixture("balanced") == ((BALANCED, 1),)


# --- turn distributions -----------------------------------------------------------


@pytest.mark.parametrize("fill, counts", [("balanced", None), ("random", None), (None, FIFTEEN_EQUAL)])
def test_finish_distribution_sums_to_one_and_its_mean_is_e(fill, counts):
    odds = half_odds(fill, counts)
    finish = odds.finish
    assert sum(finish.probabilities) + finish.tail == 1
    assert 0 <= finish.tail < TAIL
    mean = sum(t * p for t, p in enumerate(finish.probabilities, start=1))
    assert abs(float(mean) - float(odds.expected_rolls)) < 1e-9
    assert finish.mean == odds.expected_rolls


def test_fifteen_equal_finishes_as_a_negative_binomial():
    finish = half_odds(counts=FIFTEEN_EQUAL).finish.probabilities
    assert all(p == 0 for p in finish[:14])
    assert finish[14] == Fraction(1, 6**15)
    for t in (16, 40, 90):  # the 15th hit on roll t: C(t-1, 14) (1/6)^15 (5/6)^(t-15)
        assert finish[t - 1] == comb(t - 1, 14) * Fraction(1, 6) ** 15 * Fraction(5, 6) ** (t - 15)


@pytest.mark.parametrize("fill", ["balanced", "random"])
def test_sealing_waits_a_geometric_number_of_later_turns(fill):
    odds = half_odds(fill)
    finish, seal = odds.finish.probabilities, odds.seal.probabilities
    for t in (1, 16, 30, 60):
        expected = sum(finish[f - 1] * Fraction(5, 6) ** (t - f - 1) / 6 for f in range(1, t))
        assert seal[t - 1] == expected
    assert sum(seal) + odds.seal.tail == 1
    assert odds.seal.tail < TAIL
    assert odds.seal.mean == odds.expected_rolls + 6
    mean = sum(t * p for t, p in enumerate(seal, start=1))
    assert abs(float(mean) - float(odds.seal.mean)) < 1e-9


def test_percentiles_and_summary():
    seal = half_odds("balanced").seal
    summary = seal.summary()
    assert summary["p10"] <= summary["median"] <= summary["p90"] <= summary["p99"]
    cdf = Fraction(0)
    for t, p in enumerate(seal.probabilities, start=1):
        if cdf < Fraction(1, 2) <= cdf + p:
            assert summary["median"] == t
        cdf += p
    last = summary["distribution"][-1][0]
    assert sum(p for _, p in summary["distribution"]) >= 0.999
    assert sum(p for _, p in summary["distribution"][:-1]) < 0.999
    assert last == seal.percentile(0.999)


# --- who wins -------------------------------------------------------------------


def test_race_on_a_hand_checked_case():
    # each player seals on turn 1 or 2, evenly: the Guide wins unless T_guide = 2 and T_other = 1
    coin = TurnDistribution((Fraction(1, 2), Fraction(1, 2)), Fraction(0), Fraction(3, 2))
    result = race(coin, coin)
    assert result.guide_wins == Fraction(3, 4)
    assert result.other_wins == Fraction(1, 4)
    assert result.bound == 0


@pytest.mark.parametrize("fill", ["balanced", "random"])
def test_guide_is_favoured_with_equal_fills(fill):
    seal = half_odds(fill).seal
    result = race(seal, seal)
    assert result.guide_wins > Fraction(1, 2)
    assert result.bound < TAIL**2
    assert abs(result.guide_wins + result.other_wins - 1) <= 2 * result.bound


def test_race_with_different_fills_is_consistent_both_ways():
    fast, slow = half_odds("balanced").seal, half_odds(counts=FIFTEEN_EQUAL).seal
    one, other = race(fast, slow), race(slow, fast)
    assert one.guide_wins > 0.99 and other.guide_wins < 0.01
    assert abs(one.guide_wins + one.other_wins - 1) <= 2 * one.bound
    # going first wins exactly the ties T_guide = T_other
    ties = sum(p * q for p, q in zip(fast.probabilities, slow.probabilities))
    assert one.guide_wins - other.other_wins == ties


# --- analyze ------------------------------------------------------------------------


def test_analyze_default_is_balanced_vs_balanced_and_json_ready():
    start = time.perf_counter()
    report = analyze()
    assert time.perf_counter() - start < 1
    json.dumps(report)
    assert report["fill"] == "balanced" and report["counts"] == [3, 3, 3, 2, 2, 2]
    assert round(report["expected_rolls"], 2) == 29.29
    assert report["seal_turns"]["mean"] == pytest.approx(report["expected_rolls"] + 6)
    assert report["vs"]["fill"] == "balanced"
    assert 0.5 < report["guide_wins"] < 0.55
    assert report["guide_wins"] + report["other_wins"] == pytest.approx(1, abs=1e-12)
    assert report["best"][0] == {"counts": [3, 3, 3, 2, 2, 2], "expected_rolls": report["expected_rolls"]}
    assert report["worst"][0] == {"counts": [15, 0, 0, 0, 0, 0], "expected_rolls": 90.0}
    assert len(report["best"]) == len(report["worst"]) == 5


def test_analyze_counts_against_another_fill():
    start = time.perf_counter()
    report = analyze(counts="15,0,0,0,0,0", vs="random", top=2)
    assert time.perf_counter() - start < 1
    assert report["fill"] is None and report["counts"] == [15, 0, 0, 0, 0, 0]
    assert report["expected_rolls"] == 90
    assert report["vs"]["fill"] == "random" and report["vs"]["counts"] is None
    assert report["guide_wins"] < 0.02
    assert len(report["best"]) == 2
    assert analyze(vs="2,2,2,3,3,3")["vs"]["counts"] == [2, 2, 2, 3, 3, 3]


def test_analyze_refuses_bad_input():
    with pytest.raises(BlankFill):
        analyze("none")
    with pytest.raises(BlankFill):
        analyze(vs="none")
    with pytest.raises(BadCounts, match="got 3,3,3"):
        analyze(counts="3,3,3")
    with pytest.raises(PnpError, match="top"):
        analyze(top=-1)
