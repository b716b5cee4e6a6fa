"""Eye of Numen in play: every ruling of RULES.md on a concrete position, the JSON forms, random games, and the
exact odds read back from the position itself."""

import json
from fractions import Fraction
from functools import cache
from itertools import product
from statistics import mean

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.engine.position import BadMove, BadPosition, IllegalMove
from pnp.games.numen import odds
from pnp.games.numen import rules as numen
from pnp.engine.search import WIN
from pnp.engine.players import random_policy
from pnp.games.numen.players import estimate, evaluate, greedy_policy
from pnp.games.numen.rules import DIE, PLAYER_CELLS, SEAL, Move, Position

A_DIGITS = "12345" "12346" "12566"  # rows 1, 2, 3 of A's half, a to e
B_DIGITS = "65432" "65431" "65211"  # rows 5, 6, 7 of B's half


def game(crossed="", *, rules="basic", to_move="A", roll=None, eye=4, a=A_DIGITS, b=B_DIGITS, **more) -> Position:
    """A position from a compact description: the digits of each half row by row, the crossed cells, the roll."""
    data = {"game": "numen", "rules": rules, "to_move": to_move, "eye": eye,
            "cells": dict(zip(PLAYER_CELLS, map(int, a + b))), "crossed": crossed.split(), **more}
    if roll is not None:
        data["roll"] = [roll]
    return Position.from_dict(data)


def everything_but(keep: str, half: str = "A") -> str:
    """Every cell of `half` crossed out except those named in `keep`."""
    return " ".join(c for c in numen.HALVES[half] if c not in keep.split())


A_ROWS = {"1": "A", "2": "A", "3": "A"}  # A crossed out every row of its half


def crosses(position: Position) -> list[str]:
    return [move.cell for move in position.legal_moves() if move.use == "cross"]


# --- the turn: a chance node, then the roll's uses --------------------------------------------------------------


def test_a_turn_starts_with_the_roll_of_one_die():
    start = Position.start(numen.make_setup("balanced", 7), guide="B")
    assert start.to_move == "B" and start.guide == "B"
    outcomes = start.chance_outcomes()
    assert [face for face, _ in outcomes] == [(1,), (2,), (3,), (4,), (5,), (6,)]
    assert sum(p for _, p in outcomes) == 1 and {p for _, p in outcomes} == {Fraction(1, 6)}
    assert start.legal_moves() == [] and start.result() is None
    with pytest.raises(IllegalMove, match="roll first"):
        start.pass_turn()
    with pytest.raises(IllegalMove, match="not"):
        start.roll((7,))
    rolled = start.roll((3,))
    assert rolled.chance_outcomes() == () and rolled.to_move == "B"
    with pytest.raises(IllegalMove, match="no roll is due"):
        rolled.roll((3,))


def test_basic_roll_lists_each_open_cell_of_your_half_showing_it():
    position = game("c1", roll=3)
    assert crosses(position) == ["c2"]  # c1 is crossed; d5 and d6 show 3 but are B's
    position = game(roll=1)
    assert crosses(position) == ["a1", "a2", "a3"]  # equal digits are distinct moves


def test_a_roll_with_no_use_passes_the_turn():
    position = game("a1 a2 a3", roll=1)
    assert position.legal_moves() == [] and position.must_pass()
    after = position.pass_turn()
    assert after.to_move == "B" and after.crossed == position.crossed and after.chance_outcomes() == DIE


def test_a_usable_roll_must_be_used():
    with pytest.raises(IllegalMove, match="must be used"):
        game(roll=5).pass_turn()


def test_a_use_ends_the_turn():
    after = game(roll=2).apply(Move("cross", "b2"))
    assert after.to_move == "B" and after.crossed == {"b2"} and after.chance_outcomes() == DIE


def test_basic_game_crosses_only_your_own_half():
    with pytest.raises(IllegalMove, match="advanced rule"):
        game(roll=6).apply(Move("cross", "a5"))
    with pytest.raises(IllegalMove, match="advanced rules"):
        game("a1 a2 a3", roll=1).apply(Move("step", step=1))


# --- the Eye -----------------------------------------------------------------------------------------------------


def test_sealing_waits_for_a_later_turn_than_the_last_cell():
    last = game(everything_but("d1"), eye=4, roll=4)  # d1 shows the Eye's digit
    assert last.legal_moves() == [Move("cross", "d1")]
    after = last.apply(Move("cross", "d1"))
    assert after.to_move == "B" and after.result() is None
    b_rolls = after.roll((2,))
    again = b_rolls.apply(b_rolls.legal_moves()[0])
    assert again.to_move == "A" and again.roll((4,)).legal_moves() == [SEAL]


def test_a_cleared_half_rolls_for_the_eye_and_other_rolls_pass():
    ready = game(everything_but(""), eye=4)
    assert ready.ready("A") and not ready.ready("B")
    assert ready.roll((5,)).must_pass()
    sealed = ready.roll((4,)).apply(SEAL)
    assert sealed.result() == numen.Result("A", "sealed") and sealed.chance_outcomes() == () and sealed.to_move == "B"
    with pytest.raises(IllegalMove, match="game is over"):
        sealed.pass_turn()
    with pytest.raises(IllegalMove, match="no roll is due"):
        sealed.roll((1,))


def test_basic_game_first_to_seal_wins_even_when_both_are_ready():
    both = game(everything_but("") + " " + everything_but("", "B"), eye=2, to_move="B", roll=2)
    assert both.ready("A") and both.ready("B")
    assert both.apply(SEAL).result().winner == "B"
    with pytest.raises(IllegalMove, match="may seal only"):
        game(roll=4).apply(SEAL)
    with pytest.raises(IllegalMove, match="Eye's digit 4"):
        game(everything_but(""), roll=3).apply(SEAL)


def test_sealing_cannot_be_declined_even_for_an_opponent_cell():
    ready = game(everything_but(""), rules="advanced", eye=4, roll=4, steps={"A": [1, 2, 3, 4, 5, 6]}, rows=A_ROWS)
    assert numen.B_CELLS[2] == "c5" and ready.cells["c5"] == 4  # B's c5 shows the Eye's digit
    assert ready.legal_moves() == [SEAL]
    with pytest.raises(IllegalMove, match="cannot be declined"):
        ready.apply(Move("cross", "c5"))


def test_advanced_sealing_needs_all_six_steps():
    no_steps = game(everything_but(""), rules="advanced", eye=4, roll=4, steps={"A": [1, 2, 3, 5, 6]}, rows=A_ROWS)
    assert not no_steps.ready("A")
    assert no_steps.legal_moves() == [Move("cross", "c5"), Move("cross", "c6"), Move("step", step=4)]
    after = no_steps.apply(Move("step", step=4))
    assert after.ready("A") and after.steps["A"] == frozenset(range(1, 7)) and after.to_move == "B"


# --- advanced rules: the opponent's half, rows, steps, points ----------------------------------------------------


def test_advanced_player_picks_among_every_use():
    position = game("a1 a2 a3", rules="advanced", roll=1)  # A has no open 1: the step is free
    assert [m.to_dict() for m in position.legal_moves()] == [{"cross": "d7"}, {"cross": "e6"}, {"cross": "e7"}, {"step": 1}]
    position = game(rules="advanced", roll=1)
    assert [str(m) for m in position.legal_moves()] == [
        "cross out a1", "cross out a2", "cross out a3", "cross out d7", "cross out e6", "cross out e7"]


def test_a_cleared_half_still_crosses_opponent_cells_with_other_rolls():
    cleared = game(everything_but(""), rules="advanced", eye=4, roll=6, steps={"A": [1, 2, 3, 4, 5, 6]}, rows=A_ROWS)
    assert crosses(cleared) == ["a5", "a6", "a7"]


def test_a_step_needs_the_digit_absent_from_your_open_cells():
    crossed_three = game("c1 c2", rules="advanced", roll=3)
    assert Move("step", step=3) in crossed_three.legal_moves() and crossed_three.cells["c1"] == 3  # crossed 3s do not count
    open_three = game("c1", rules="advanced", roll=3)
    assert Move("step", step=3) not in open_three.legal_moves()
    with pytest.raises(IllegalMove, match="c2 of A's half still shows 3"):
        open_three.apply(Move("step", step=3))
    marked = game("c1 c2", rules="advanced", roll=3, steps={"A": [3]})
    assert Move("step", step=3) not in marked.legal_moves()


def test_nobody_marks_the_opponents_steps():
    position = game("c1 c2", rules="advanced", roll=3, to_move="A")
    after = position.apply(Move("step", step=3))
    assert after.steps == {"A": {3}, "B": set()}
    b_turn = game("d5 d6", rules="advanced", roll=3, to_move="B")
    assert b_turn.apply(Move("step", step=3)).steps == {"A": set(), "B": {3}}


def test_row_rewards_go_to_whoever_crosses_the_last_cell():
    own = game("a1 b1 c1 d1", rules="advanced", roll=5).apply(Move("cross", "e1"))
    assert own.rows == {1: "A"} and own.totals() == {"A": numen.OWN_ROW_POINTS, "B": 0}
    theirs = game("a5 b5 c5 d5", rules="advanced", roll=2).apply(Move("cross", "e5"))
    assert theirs.rows == {5: "A"} and theirs.totals() == {"A": numen.THEIR_ROW_POINTS, "B": 0}
    by_b = game("a1 b1 c1 d1", rules="advanced", roll=5, to_move="B").apply(Move("cross", "e1"))
    assert by_b.rows == {1: "B"} and by_b.totals() == {"A": 0, "B": 10}
    assert game("a1 b1 c1 d1", roll=5).apply(Move("cross", "e1")).rows == {}  # the basic game keeps no points


def test_opponent_crossed_cells_count_towards_your_fifteen():
    b_crosses = game(everything_but("d1"), rules="advanced", to_move="B", roll=4, steps={"A": [1, 2, 3, 5, 6]},
                     rows={"2": "A", "3": "A"})
    after = b_crosses.apply(Move("cross", "d1"))
    assert after.left("A") == (0, 0, 0, 0, 0, 0) and after.rows[1] == "B"
    a_rolls = after.roll((4,))
    assert Move("step", step=4) in a_rolls.legal_moves()  # no open 4 left on A's half: B's cross counts for A
    b_turn = a_rolls.apply(Move("step", step=4))
    assert b_turn.ready("A")
    assert b_turn.roll((1,)).apply(Move("cross", "e7")).roll((4,)).legal_moves() == [SEAL]


def test_advanced_winner_is_the_higher_total_with_the_sealers_bonus():
    # B completed all three of A's rows (30 points); A seals with one own row: 1 + 15 = 16 < 30.
    board = everything_but("") + " " + everything_but("", "B")
    sealer_loses = game(board, rules="advanced", roll=4, steps={"A": [1, 2, 3, 4, 5, 6]},
                        rows={"1": "B", "2": "B", "3": "B", "5": "A", "6": "B", "7": "B"}).apply(SEAL)
    assert sealer_loses.totals() == {"A": 25, "B": 32}
    assert sealer_loses.result() == numen.Result("B", "points")
    sealer_wins = game(board, rules="advanced", roll=4, steps={"A": [1, 2, 3, 4, 5, 6]},
                       rows={"1": "B", "2": "A", "3": "A", "5": "A", "6": "A", "7": "B"}).apply(SEAL)
    assert sealer_wins.totals() == {"A": 37, "B": 11} and sealer_wins.result() == numen.Result("A", "sealed")


def test_equal_totals_go_to_the_sealer_though_this_board_never_ends_level():
    assert numen.advanced_winner({"A": 17, "B": 17}, "B") == "B" and numen.advanced_winner({"A": 18, "B": 17}, "B") == "A"
    # The sealer's three rows are complete; the other half's rows may be. Every way of scoring them leaves the totals
    # unequal (they differ by 4 to 7 modulo 11), so the tie rule stands for a reading of the rules, not for play.
    for scorers in product("SO", repeat=3):
        for others in product("SO-", repeat=3):
            sealer = numen.SEAL_POINTS + sum(numen.OWN_ROW_POINTS for s in scorers if s == "S") + sum(
                numen.THEIR_ROW_POINTS for s in others if s == "S")
            other = sum(numen.THEIR_ROW_POINTS for s in scorers if s == "O") + sum(numen.OWN_ROW_POINTS for s in others if s == "O")
            assert sealer != other


# --- JSON --------------------------------------------------------------------------------------------------------


def test_a_setup_reads_as_the_first_turn_with_a_as_guide():
    setup = numen.make_setup("balanced", 7)
    position = Position.from_json(setup.to_json())
    assert position == Position.start(setup)
    assert position.to_dict() == {**setup.to_dict(), "guide": "A", "to_move": "A"}


def test_a_position_in_play_reads_back_from_its_json():
    position = game("a1 b1 c1 d1 e2 d3 e3 a5", rules="advanced", roll=5, steps={"A": [6]}, seed=3).apply(Move("cross", "e1"))
    data = position.to_dict()
    assert list(data) == ["game", "seed", "rules", "guide", "to_move", "eye", "cells", "crossed", "steps", "rows", "score"]
    assert data["crossed"] == ["a1", "b1", "c1", "d1", "e1", "e2", "d3", "e3", "a5"] and data["rows"] == {"1": "A"}
    assert data["score"] == {"A": 1, "B": 0} and data["steps"] == {"A": [6], "B": []}
    assert Position.from_json(position.to_json()) == position
    rolled = position.roll((2,))
    assert rolled.to_dict()["roll"] == [2] and Position.from_json(rolled.to_json()) == rolled


BAD = [
    (lambda d: d.update(game="stacks"), "'game' must be"),
    (lambda d: d.update(colour="A"), "unknown key 'colour'"),
    (lambda d: d.pop("cells"), "needs 'eye' and 'cells'"),
    (lambda d: d["cells"].update(a1=7), "cell a1 must hold a digit"),
    (lambda d: d.update(rules="expert"), "'rules' must be"),
    (lambda d: d.update(to_move="C"), "'to_move' must be"),
    (lambda d: d.update(crossed=["a1", "a1"]), "lists a1 twice"),
    (lambda d: d.update(crossed=["c4"]), "c4 is the Eye"),
    (lambda d: d.update(crossed=["f2"]), "'f2' is not a player cell"),
    (lambda d: d.update(crossed=[["a1"]]), "\\['a1'\\] is not a player cell"),
    (lambda d: d.update(roll=[7]), "'roll' is the one die"),
    (lambda d: d.update(roll=4), "'roll' is the one die"),
    (lambda d: d.update(steps={"A": [2]}), "belongs to the advanced rules"),
    (lambda d: d.update(rules="advanced", steps={"A": [2]}), "step 2 is marked, but e1 of A's half still shows 2"),
    (lambda d: d.update(rules="advanced", steps={"C": [2]}), "'C' is not a player"),
    (lambda d: d.update(rules="advanced", crossed=["a1"], rows={"1": "A"}), "row 1 is not complete \\(b1 is open\\)"),
    (lambda d: d.update(rules="advanced", crossed=["a1", "b1", "c1", "d1", "e1"]), "row 1 is crossed out"),
    (lambda d: d.update(rules="advanced", rows={"4": "A"}), "'4' is not a row of five"),
    (lambda d: d.update(sealed="A"), "'sealed': A cannot have sealed the Eye before a1 is crossed out"),
    (lambda d: d.update(rules="advanced", score={"A": 1, "B": 0}), "'score' must be"),
]


@pytest.mark.parametrize("change, message", BAD)
def test_bad_or_impossible_positions_are_refused_naming_the_key_or_cell(change, message):
    data = json.loads(Position.start(numen.make_setup("balanced", 7)).to_json())
    change(data)
    with pytest.raises(BadPosition, match=message):
        Position.from_dict(data)


def test_a_finished_game_has_no_roll_and_the_turn_has_passed():
    cleared = list(numen.A_CELLS)
    with pytest.raises(BadPosition, match="'to_move': A sealed the Eye"):
        game(" ".join(cleared), sealed="A", to_move="A")
    with pytest.raises(BadPosition, match="nothing more is rolled"):
        game(" ".join(cleared), sealed="A", to_move="B", roll=3)
    with pytest.raises(BadPosition, match="before step 1 is marked"):
        game(" ".join(cleared), rules="advanced", sealed="A", to_move="B", rows={"1": "A", "2": "A", "3": "A"})


@pytest.mark.parametrize("data", [{"cross": "b2"}, {"step": 4}, {"seal": True}])
def test_moves_read_back_from_their_json(data):
    assert Position.move_from_json(json.dumps(data)).to_dict() == data


@pytest.mark.parametrize("data, message", [
    ({"cross": "c4"}, "c4 is the Eye"), ({"cross": "z9"}, "cross needs a cell"), ({"cross": ["a1"]}, "cross needs a cell"), ({"step": 7}, "step needs a digit"),
    ({"seal": 1}, "seal is written"), ({"cross": "a1", "step": 1}, "a numen move is"), ({"pass": True}, "unknown move"),
    ([], "a numen move is"),
])
def test_malformed_moves_are_refused(data, message):
    with pytest.raises(BadMove, match=message):
        Position.move_from_json(json.dumps(data))


# --- random games ------------------------------------------------------------------------------------------------


def play(position: Position, rand, policies=None) -> tuple[Position, int]:
    """Play to the end, drawing each roll from `rand`; the turns taken."""
    turns = 0
    while position.result() is None:
        position = position.roll(numen_draw(position, rand))
        moves = position.legal_moves()
        policy = (policies or {}).get(position.to_move, random_policy)
        position = position.apply(policy(position, moves, rand)) if moves else position.pass_turn()
        turns += 1
    return position, turns


def numen_draw(position: Position, rand) -> tuple[int, ...]:
    faces = [face for face, _ in position.chance_outcomes()]
    return rand.choice(faces)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), fill=st.sampled_from(["balanced", "random"]), rules=st.sampled_from(numen.RULE_SETS),
       guide=st.sampled_from(numen.SIDES), greedy=st.booleans())
def test_random_games_keep_every_rule_and_end_with_a_result(seed, fill, rules, guide, greedy):
    import random

    rand = random.Random(seed)
    position = Position.start(numen.make_setup(fill, seed), guide, rules)
    policies = {"A": greedy_policy} if greedy else {}
    for turn in range(2000):
        if position.result() is not None:
            break
        assert position.to_move == (guide if turn % 2 == 0 else numen.opponent(guide))
        rolled = position.roll(numen_draw(position, rand))
        moves = rolled.legal_moves()
        assert len(set(moves)) == len(moves) and (moves == [SEAL] or SEAL not in moves)
        assert all(m.cell in numen.HALVES[rolled.to_move] for m in moves if m.use == "cross" and rules == "basic")
        assert Position.from_json(rolled.to_json()) == rolled
        assert -1 <= estimate(rolled) <= 1 and evaluate(rolled) == WIN * estimate(rolled)
        position = rolled.apply((policies.get(rolled.to_move, random_policy))(rolled, moves, rand)) if moves else rolled.pass_turn()
        for side in numen.SIDES:
            assert sum(c in position.crossed for c in numen.HALVES[side]) <= numen.HALF_SIZE
            assert all(position.left(side)[step - 1] == 0 for step in position.steps[side])
    result = position.result()
    assert result is not None and result.winner in numen.SIDES and result.reason in numen.ENDINGS
    assert position.ready(position.sealed)
    totals = position.totals()
    if rules == "basic":
        assert result == numen.Result(position.sealed, "sealed") and position.rows == {}
    else:
        assert totals[position.sealed] >= numen.SEAL_POINTS and set(position.rows) == {
            row for row, cells in numen.ROWS.items() if all(c in position.crossed for c in cells)}
        assert result.winner == max(numen.SIDES, key=lambda side: (totals[side], side == position.sealed))
    assert Position.from_json(position.to_json()) == position


# --- the exact odds, read back from the position ----------------------------------------------------------------


def own_turns(start: Position, until_sealed: bool) -> Fraction:
    """Exact expected own turns of A (basic rules, A alone) until A's half is crossed out or the Eye sealed,
    following the position's own rolls and uses: E = (1 + sum of P(use) E(after)) / (1 - P(no use))."""

    @cache
    def expect(crossed: frozenset[str]) -> Fraction:
        position = Position(start.eye, start.cells, "A", crossed=crossed)
        if not until_sealed and position.ready("A"):
            return Fraction(0)
        idle, onward = Fraction(0), Fraction(1)
        for outcome, chance in position.chance_outcomes():
            moves = position.roll(outcome).legal_moves()
            if not moves:
                idle += chance
            elif moves != [SEAL]:
                onward += chance * expect(position.roll(outcome).apply(moves[0]).crossed)
        return onward / (1 - idle)

    return expect(start.crossed)


def test_the_position_agrees_with_the_exact_odds_of_a_balanced_half():
    start = Position.start(numen.make_setup("balanced", 7))
    assert start.left("A") == (2, 3, 3, 3, 2, 2)
    cleared = own_turns(start, until_sealed=False)
    assert cleared == odds.expected_rolls(start.left("A")) and round(float(cleared), 2) == 29.29
    assert own_turns(start, until_sealed=True) == odds.half_odds(counts=start.left("A")).seal.mean == cleared + 6


def test_seeded_games_agree_with_the_exact_race_between_two_balanced_halves():
    import random

    games = 3000
    guide_odds = odds.half_odds("balanced").seal
    p = guide_odds.probabilities
    done = [sum(p[:t]) for t in range(len(p) + 1)]  # P(sealed within t own turns)
    # The Guide seals on its turn t (ply 2t - 1) if the other has not sealed before; the other on ply 2t.
    exact_plies = sum(p[t - 1] * (1 - done[t - 1]) * (2 * t - 1) + p[t - 1] * (1 - done[t]) * (2 * t) for t in range(1, len(p) + 1))
    exact_guide = odds.race(guide_odds, guide_odds).guide_wins
    rand = random.Random(2026)
    ends = [play(Position.start(numen.make_setup("balanced", seed), "A"), rand) for seed in range(games)]
    plies = [turns for _, turns in ends]
    guide_share = sum(end.result().winner == "A" for end, _ in ends) / games
    spread = (sum((x - mean(plies)) ** 2 for x in plies) / games) ** 0.5
    assert abs(mean(plies) - float(exact_plies)) < 4 * spread / games**0.5
    assert abs(guide_share - float(exact_guide)) < 4 * (0.25 / games) ** 0.5


def test_an_analysis_pairing_plays_numen_and_holds_its_exact_odds():
    from pnp.core.errors import PnpError
    from pnp.engine.players import PolicySpec
    from pnp.games.numen.players import numen_report

    randoms = (PolicySpec("random"), PolicySpec("random"))
    report = numen_report(7, 400, "balanced", "basic", randoms)
    assert report["games"] == report["decided"] == 400 and report["endings"] == {"sealed": 400, "points": 0, "cap": 0}
    low, high = report["first_share_interval"]
    assert low < report["game"]["exact"]["guide_wins"] < high  # the Guide (A) plays first
    assert report == numen_report(7, 400, "balanced", "basic", randoms)
    advanced = numen_report(7, 20, "random", "advanced", (PolicySpec("greedy"), PolicySpec("random")))
    assert advanced["game"] == {} and advanced["A_wins"] + advanced["B_wins"] == 20
    with pytest.raises(PnpError, match="fill 'none'"):
        numen_report(7, 1, "none", "basic", randoms)


def test_the_documented_position_reads_and_has_the_moves_the_page_names():
    import re
    from pathlib import Path

    page = (Path(__file__).resolve().parent.parent / "docs" / "games" / "numen.md").read_text()
    example = next(body for body in re.findall(r"```json\n(.*?)```", page, re.DOTALL) if '"rules": "advanced"' in body)
    position = Position.from_json(example)
    named = re.search(r"A's legal moves are (.*?)\.\s", page.replace("\n", " "))
    assert named is not None
    assert [json.dumps(m.to_dict()) for m in position.legal_moves()] == re.findall(r"`(\{.*?\})`", named[1])
    assert json.loads(position.to_json()) == json.loads(example)
