"""Signed Stacks engine: the rules of docs/games/stacks.md and its position and move JSON."""

import itertools
import json
import random
from collections import Counter
from statistics import median

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.core.errors import PnpError
from pnp.games.stacks import rules as stacks
from pnp.engine.coords import cell_name, parse_cell
from pnp.engine.position import Result
from pnp.games.stacks.rules import (
    TOKEN_SETS,
    BadMove,
    BadPosition,
    BadSetup,
    IllegalMove,
    Move,
    Position,
    balanced_row,
    balanced_setup,
    can_climb,
    token_set,
    wild_setup,
)
from pnp.games.stacks.wild import build_map
from pnp.engine.players import PolicySpec
from pnp.games.stacks.players import greedy_policy, stacks_report


def position(cells: dict, to_move: str = "white", width: int = 8, height: int = 8, **extra) -> Position:
    """Shorthand: {"a1": "w6 b-3"} is a stack of white +6 under black -3."""
    data = {
        "game": "stacks",
        "width": width,
        "height": height,
        "to_move": to_move,
        "cells": {cell: [_token(t) for t in stack.split()] for cell, stack in cells.items()},
        **extra,
    }
    return Position.from_dict(data)


def _token(text: str) -> dict:
    return {"color": {"w": "white", "b": "black"}[text[0]], "value": int(text[1:])}


def moves_of(pos: Position) -> set[tuple[str, str, bool]]:
    return {(m.from_cell, m.to_cell, m.flip) for m in pos.legal_moves()}


def all_tokens(pos: Position) -> Counter:
    """(colour, magnitude) of every token on the board: flips and moves keep this."""
    return Counter((t.color, abs(t.value)) for stack in pos.stacks.values() for t in stack)


# --- The climbing rule, with the documented examples ----------------------------------------


@pytest.mark.parametrize(
    ("value", "top", "allowed"),
    [(6, 4, True), (-9, 7, True), (-9, -7, False), (3, 4, False), (10, 1, False), (10, -10, True), (5, 5, True)],
)
def test_can_climb(value, top, allowed):
    assert can_climb(value, top) is allowed


def test_tokens_above_ten_climb_only_onto_the_opposite_sign():
    for value, top in itertools.product(range(11, 17), [*range(-16, 0), *range(1, 17)]):
        for signed in (value, -value):
            if can_climb(signed, top):
                assert (signed > 0) != (top > 0)


def test_six_climbs_onto_four_without_flip():
    pos = position({"a1": "w6", "a3": "b4"})
    assert ("a1", "a3", False) in moves_of(pos)
    assert ("a1", "a3", True) not in moves_of(pos)
    after = pos.apply(Move("a1", "a3"))
    assert after.to_dict()["cells"]["a3"] == [{"color": "black", "value": 4}, {"color": "white", "value": 6}]
    assert "a1" not in after.stacks
    assert after.to_move == "black"


def test_minus_nine_climbs_onto_seven_but_not_onto_minus_seven():
    assert ("a1", "a2", False) in moves_of(position({"a1": "w-9", "a2": "b7"}))
    refused = position({"a1": "w-9", "a2": "b-7"})
    assert not any(m[1] == "a2" for m in moves_of(refused))
    with pytest.raises(IllegalMove, match=r"-9 may not climb onto -7"):
        refused.apply(Move("a1", "a2"))


def test_climbing_onto_your_own_colour_is_allowed():
    assert ("a1", "a2", False) in moves_of(position({"a1": "w5", "a2": "w3"}))


def test_no_jumping_over_an_occupied_cell():
    pos = position({"a1": "w9", "a2": "b10"}, width=1, height=4)
    assert moves_of(pos) == set()  # 9 may not climb 10, and a3, a4 lie behind it
    with pytest.raises(IllegalMove, match="cannot be reached"):
        pos.apply(Move("a1", "a3"))


def test_flip_only_on_empty_landings():
    pos = position({"a1": "w6", "a3": "b4"}, width=1, height=3)
    assert moves_of(pos) == {("a1", "a2", False), ("a1", "a2", True), ("a1", "a3", False)}
    assert pos.apply(Move("a1", "a2", True)).stacks["a2"][-1].value == -6
    with pytest.raises(IllegalMove, match="flip only"):
        pos.apply(Move("a1", "a3", True))


def test_no_flipping_in_place():
    pos = position({"b2": "w3"}, width=3, height=3)
    assert not any(f == t for f, t, _ in moves_of(pos))
    with pytest.raises(IllegalMove):
        pos.apply(Move("b2", "b2", True))


def test_covered_tokens_cannot_move_until_uncovered():
    pos = position({"a1": "w3 b3", "c1": "b1"}, width=3, height=1)
    assert pos.legal_moves() == [] and pos.must_pass()
    with pytest.raises(IllegalMove, match="black's"):
        pos.apply(Move("a1", "b1"))
    uncovered = pos.pass_turn().apply(Move("a1", "b1"))
    assert moves_of(uncovered) == {("a1", "b1", False)}  # +3 onto +3 sums to 6; c1 lies behind b1


def test_stacks_have_no_height_limit():
    tall = " ".join(f"w{m} b{m} w-{m} b-{m}" for m in range(1, 6))  # 20 tokens, each a legal climb
    pos = position({"a1": "w6", "a2": tall}, width=1, height=2)
    after = pos.apply(Move("a1", "a2"))
    assert len(after.stacks["a2"]) == 21


# --- Exact move lists on small boards ----------------------------------------------------


def test_lone_token_in_a_corner_and_in_the_centre():
    assert len(position({"a1": "w1"}, width=3, height=3).legal_moves()) == 8
    assert len(position({"b2": "w1"}, width=3, height=3).legal_moves()) == 8
    assert len(position({"a1": "w1"}, width=8, height=8).legal_moves()) == 28


def test_exact_moves_with_blocks_and_climbs():
    pos = position({"a1": "w5", "a3": "b3", "c1": "w2", "d2": "b9"}, width=4, height=4)
    # a1: up a2 (x2), climbs a3 (5+3=8); right b1 (x2), climbs own c1 (5+2=7).
    # c1: up c2 c3 c4 (x2 each); left b1 (x2), not onto a1 (2 < 5); right d1 (x2).
    assert moves_of(pos) == {
        ("a1", "a2", False), ("a1", "a2", True), ("a1", "a3", False),
        ("a1", "b1", False), ("a1", "b1", True), ("a1", "c1", False),
        ("c1", "c2", False), ("c1", "c2", True), ("c1", "c3", False), ("c1", "c3", True),
        ("c1", "c4", False), ("c1", "c4", True), ("c1", "b1", False), ("c1", "b1", True),
        ("c1", "d1", False), ("c1", "d1", True),
    }  # fmt: skip


def test_moves_print_sorted_by_column_then_numeric_row():
    pos = position({"a10": "w1", "a2": "w1", "b1": "b1"}, width=2, height=10)
    printed = [m.to_dict() for m in pos.legal_moves()]
    assert printed[0] == {"from": "a2", "to": "a1", "flip": False}
    assert printed[1] == {"from": "a2", "to": "a1", "flip": True}
    froms = [m["from"] for m in printed]
    assert froms.index("a10") > max(i for i, f in enumerate(froms) if f == "a2")
    keys = [(parse_cell(m["from"]), parse_cell(m["to"]), m["flip"]) for m in printed]
    assert keys == sorted(keys)


# --- Passes and the end of the game -----------------------------------------------------


def test_three_passes_in_a_row_lose():
    pos = position({"a1": "w1 b1", "c1": "b1"}, width=3, height=1)
    for black_move in (Move("c1", "b1"), Move("b1", "c1")):
        assert pos.must_pass()
        pos = pos.pass_turn().apply(black_move)
    assert pos.passes == {"white": 2, "black": 0}
    assert pos.result() is None
    pos = pos.pass_turn()
    assert pos.result() == Result("black", "passes")
    assert pos.legal_moves() == [] and not pos.must_pass()
    with pytest.raises(IllegalMove, match="game is over"):
        pos.apply(Move("b1", "c1"))
    with pytest.raises(IllegalMove, match="game is over"):
        pos.pass_turn()
    assert "black has won" in pos.to_text()


def test_saved_pass_counts_carry_on():
    pos = position({"a1": "w1 b1", "c1": "b1"}, width=3, height=1, passes={"white": 2, "black": 0})
    assert pos.to_dict()["passes"] == {"white": 2, "black": 0}
    assert pos.pass_turn().result() == Result("black", "passes")


def test_a_move_resets_the_pass_count():
    two_passes = {"white": 2, "black": 0}
    pos = position({"a1": "w1 b1", "c1": "b1"}, "black", width=3, height=1, passes=two_passes)
    pos = pos.apply(Move("a1", "b1"))  # uncovers white
    assert pos.passes == two_passes and not pos.must_pass()
    moved = pos.apply(pos.legal_moves()[0])
    assert moved.passes == {"white": 0, "black": 0}
    assert "passes" not in moved.to_dict()


def test_passing_with_a_move_available_is_refused():
    with pytest.raises(IllegalMove, match="has a legal move"):
        position({"a1": "w1"}).pass_turn()


def test_pass_counts_survive_json():
    pos = position({"a1": "w1 b1", "c1": "b1"}, width=3, height=1).pass_turn()
    again = Position.from_json(pos.to_json())
    assert again == pos and again.passes == {"white": 1, "black": 0}


# --- The JSON contract ------------------------------------------------------------------

RULES_EXAMPLE = {
    "game": "stacks",
    "width": 8,
    "height": 8,
    "to_move": "white",
    "cells": {
        "a1": [{"color": "white", "value": 10}],
        "d4": [{"color": "black", "value": -7}, {"color": "white", "value": 8}],
    },
}


def test_rules_example_round_trips_exactly():
    """The contract's example, with d4 holding a stack that can arise (+8 climbs onto -7: |8 - 7| <= 10)."""
    pos = Position.from_json(json.dumps(RULES_EXAMPLE))
    assert pos.to_dict() == RULES_EXAMPLE
    assert json.loads(pos.to_json()) == RULES_EXAMPLE
    assert list(pos.to_dict()) == ["game", "width", "height", "to_move", "cells"]


@pytest.mark.parametrize(
    "stack, words",
    [
        ("w5 b10", "cell d4: +10 could not have climbed onto +5 (token 2 from the bottom"),  # |10 + 5| > 10
        ("b9 w2", "cell d4: +2 could not have climbed onto +9 (token 2 from the bottom"),  # |2| < |9|
        ("b-7 w3", "cell d4: +3 could not have climbed onto -7"),  # a lower magnitude on a higher one
        ("w4 b6 w-8 b-9", "cell d4: -9 could not have climbed onto -8 (token 4 from the bottom"),  # the top pair only
    ],
)
def test_a_stack_no_climb_could_build_is_refused_naming_its_cell(stack, words):
    with pytest.raises(BadPosition) as refused:
        position({"d4": stack}, width=8, height=8)
    assert str(refused.value).startswith(words)


@pytest.mark.parametrize("stack", ["w4 b6", "b-4 w6", "w-7 b9", "w5 b-5 w10 b-10", "w1 b-1 w-2 b2"])
def test_stacks_every_climb_could_build_are_read(stack):
    assert len(position({"d4": stack}, width=8, height=8).stacks["d4"]) == len(stack.split())


def test_dump_is_deterministic_in_cell_order():
    data = dict(RULES_EXAMPLE, cells={"b10": [{"color": "white", "value": 1}], "b2": [{"color": "black", "value": 2}]})
    data["height"] = 10
    assert list(Position.from_dict(data).to_dict()["cells"]) == ["b2", "b10"]


def test_rules_example_move_parses():
    move = Move.from_json('{"from": "a1", "to": "a5", "flip": false}')
    assert move == Move("a1", "a5", False)
    assert json.dumps(move.to_dict()) == '{"from": "a1", "to": "a5", "flip": false}'
    assert Move.from_dict({"from": "a1", "to": "a5"}).flip is False


@pytest.mark.parametrize(
    "text",
    ['{"from": "a1"}', '{"from": "a1", "to": 5}', '{"from": "a1", "to": "a2", "flip": "yes"}', "[1]", "{", '{"from": "a1", "to": "a2", "jump": 1}'],
)
def test_malformed_moves(text):
    with pytest.raises(BadMove):
        Move.from_json(text)


def _with(**changes) -> dict:
    data = json.loads(json.dumps(RULES_EXAMPLE))
    for key, value in changes.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return data


def _cells(cell: str, stack) -> dict:
    return _with(cells={"a1": [{"color": "white", "value": 1}], cell: stack})


@pytest.mark.parametrize(
    ("data", "named"),
    [
        (_cells("i1", [{"color": "white", "value": 2}]), "'i1'"),
        (_cells("a9", [{"color": "white", "value": 2}]), "'a9'"),
        (_cells("zz", [{"color": "white", "value": 2}]), "'zz'"),
        (_cells("d4", [{"color": "white", "value": 2}, {"color": "black", "value": 0}]), "d4, token 2"),
        (_cells("c2", [{"color": "white", "value": "3"}]), "c2"),
        (_cells("c2", [{"color": "white", "value": 2.5}]), "c2"),
        (_cells("c2", [{"color": "white", "value": True}]), "c2"),
        (_cells("b3", [{"color": "red", "value": 3}]), "b3, token 1 from the bottom: unknown colour 'red'"),
        (_cells("b3", [{"colour": "white", "value": 3}]), "b3"),
        (_cells("e5", []), "e5"),
        (_cells("e5", {"color": "white", "value": 1}), "e5"),
        (_with(to_move=None), "to_move"),
        (_with(to_move="green"), "'green'"),
        (_with(cells=None), "cells"),
        (_with(width=None), "width"),
        (_with(height=0), "height"),
        (_with(width=27), "width"),
        (_with(width="8"), "width"),
        (_with(game=None), "game"),
        (_with(game="ogama"), "'ogama'"),
        (_with(colour="x"), "colour"),
        (_with(passes={"white": 4, "black": 0}), "passes"),
        (_with(passes={"white": 3, "black": 3}), "passes"),
        (_with(map={"seed": 1, "regions": 44}), "map"),
        ([1, 2], "object"),
    ],
)
def test_invalid_positions_name_the_fault(data, named):
    with pytest.raises(BadPosition) as err:
        Position.from_dict(data)
    assert named in str(err.value)
    assert isinstance(err.value, PnpError) and isinstance(err.value, ValueError)
    assert "\n" not in str(err.value)


def test_bad_json_text():
    with pytest.raises(BadPosition, match="not valid JSON"):
        Position.from_json('{"game": "stacks",')


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        (Move("a2", "a3"), "a2 is empty"),
        (Move("d4", "d5"), "d4 is empty"),
        (Move("h8", "h7"), "black's"),
        (Move("a1", "z1"), "'z1' is not a cell of the 8 x 8 board"),
        (Move("a1", "c3"), "cannot be reached"),
    ],
)
def test_illegal_moves_say_why(move, reason):
    pos = position({"a1": "w5", "h8": "b5"})
    with pytest.raises(IllegalMove, match=reason):
        pos.apply(move)


# --- Property tests on random positions --------------------------------------------------

SET_TOKENS = [(color, magnitude) for color in ("white", "black") for magnitude in TOKEN_SETS["sequence"]]


@st.composite
def set_stacks(draw, names: list[str], min_size: int = 0, max_height: int = 3) -> dict:
    """Stacks on some of `names`, of tokens drawn from the sequence set (1-16 a side), each on either face;
    a stack stops growing at the first token that could not have climbed onto the one below."""
    occupied = draw(st.lists(st.sampled_from(names), unique=True, min_size=min_size, max_size=len(names)))
    pool, cells = draw(st.permutations(SET_TOKENS)), {}
    for cell in occupied:
        taken = draw(st.integers(1, max_height))
        if len(pool) < taken:
            break
        stack: list[dict] = []
        for color, m in pool[:taken]:
            value = m * draw(st.sampled_from([1, -1]))
            if stack and not can_climb(value, stack[-1]["value"]):
                break
            stack.append({"color": color, "value": value})
        cells[cell] = stack
        pool = pool[taken:]
    return cells


@st.composite
def positions(draw) -> dict:
    width, height = draw(st.integers(1, 6)), draw(st.integers(1, 6))
    return {
        "game": "stacks",
        "width": width,
        "height": height,
        "to_move": draw(st.sampled_from(["white", "black"])),
        "cells": draw(set_stacks([cell_name(c, r) for c in range(width) for r in range(height)])),
    }


def reference_legal(pos: Position, move: Move) -> bool:
    """docs/games/stacks.md read literally, independent of the engine's move generator."""
    width, height = pos.board.width, pos.board.height
    (fc, fr), (tc, tr) = parse_cell(move.from_cell, width, height), parse_cell(move.to_cell, width, height)
    mover = pos.top(move.from_cell)
    if mover is None or mover.color != pos.to_move or (fc != tc) == (fr != tr):
        return False
    steps = max(abs(tc - fc), abs(tr - fr))
    dc, dr = (tc - fc) // steps, (tr - fr) // steps
    between = [cell_name(fc + k * dc, fr + k * dr) for k in range(1, steps)]
    if any(pos.top(cell) for cell in between):
        return False
    target = pos.top(move.to_cell)
    return target is None or (not move.flip and can_climb(mover.value, target.value))


@settings(max_examples=150, deadline=None)
@given(positions())
def test_moves_match_the_rules_read_literally(data):
    pos = Position.from_dict(data)
    cells = pos.board.cells()
    expected = {
        Move(a, b, flip)
        for a, b, flip in itertools.product(cells, cells, (False, True))
        if reference_legal(pos, Move(a, b, flip))
    }
    assert set(pos.legal_moves()) == expected


@settings(max_examples=150, deadline=None)
@given(positions())
def test_every_move_applies_and_keeps_every_token(data):
    pos = Position.from_dict(data)
    moves = pos.legal_moves()
    keys = [(parse_cell(m.from_cell), parse_cell(m.to_cell), m.flip) for m in moves]
    assert keys == sorted(set(keys))
    assert pos.must_pass() == (not moves)
    for move in moves:
        after = pos.apply(move)
        assert all_tokens(after) == all_tokens(pos)
        assert after.to_move != pos.to_move
        moved = pos.top(move.from_cell)
        assert after.top(move.to_cell) == (moved.flipped() if move.flip else moved)
        assert after.stacks.get(move.from_cell, ()) == pos.stacks[move.from_cell][:-1]
        assert Move.from_json(json.dumps(move.to_dict())) == move


@settings(max_examples=150, deadline=None)
@given(positions())
def test_json_round_trips(data):
    pos = Position.from_dict(data)
    assert pos.to_dict() == data
    assert Position.from_json(pos.to_json()) == pos
    assert pos.to_json() == Position.from_json(pos.to_json(indent=2)).to_json()


# --- Balanced setups ----------------------------------------------------------------------


def upper(value: int, row: list[int]) -> bool:
    return value > median(row)


def check_row(row: list[int]) -> None:
    """The balance ruling: no two upper-half neighbours; half sums within 2."""
    assert not any(upper(a, row) and upper(b, row) for a, b in zip(row, row[1:])), row
    half = len(row) // 2
    assert abs(sum(row[:half]) - sum(row[len(row) - half :])) <= 2, row


def home_rows(pos: Position, color: str) -> tuple[list[int], list[int]]:
    """(back row, front row) values of one side, left to right; checks the row placement."""
    width, height = pos.board.width, pos.board.height
    back_row, front_row = (0, 1) if color == "white" else (height - 1, height - 2)
    rows = []
    for row in (back_row, front_row):
        cols = [c for c in range(width) if cell_name(c, row) in pos.stacks]
        rows.append([pos.stacks[cell_name(c, row)][0].value for c in cols])
        if cols:
            assert cols == list(range(cols[0], cols[0] + len(cols))), "a row stands together"
            assert cols[0] == (width - len(cols)) // 2, "and is centred"
    return rows[0], rows[1]


FITTING = [(w, name) for w in range(4, 13) for name in TOKEN_SETS if len(TOKEN_SETS[name]) <= 2 * w]


@pytest.mark.parametrize(("width", "set_name"), FITTING)
def test_setups_obey_the_balance_ruling(width, set_name):
    magnitudes = sorted(TOKEN_SETS[set_name], reverse=True)
    for seed in range(1, 16):
        for mirror in (False, True):
            pos = balanced_setup(seed, width, set_name=set_name, mirror=mirror)
            assert pos.to_move == "white" and pos.board.height == width
            assert all(len(stack) == 1 and stack[0].value > 0 for stack in pos.stacks.values())
            sides = {}
            for color in ("white", "black"):
                back, front = home_rows(pos, color)
                assert len(back) == width and sorted(back, reverse=True) == magnitudes[:width]
                assert sorted(back + front, reverse=True) == magnitudes
                check_row(back)
                check_row(front)
                sides[color] = (back, front)
            assert len(pos.stacks) == 2 * len(magnitudes), "tokens stand only in home rows"
            if mirror:
                assert sides["white"] == sides["black"]


def test_setups_are_deterministic_and_vary_with_the_seed():
    assert balanced_setup(5) == balanced_setup(5)
    assert balanced_setup(5).to_json() == balanced_setup(5).to_json()
    assert len({balanced_setup(seed).to_json() for seed in range(10)}) > 5
    black_differs = [balanced_setup(s) for s in range(10)]
    assert any(home_rows(p, "white") != home_rows(p, "black") for p in black_differs)


def test_setup_on_a_taller_board():
    pos = balanced_setup(3, width=8, height=11)
    assert pos.board.height == 11
    assert {parse_cell(c)[1] for c, s in pos.stacks.items() if s[0].color == "black"} == {9, 10}


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"width": 6}, "needs a width of at least 8"),
        ({"width": 7, "set_name": "sequence"}, "needs a width of at least 8"),
        ({"width": 13}, "width must be 4 to 12"),
        ({"width": 8, "height": 3}, "height must be 4"),
        ({"set_name": "giant"}, "unknown token set 'giant'"),
    ],
)
def test_setups_refused_with_a_clear_error(kwargs, message):
    with pytest.raises(BadSetup, match=message):
        balanced_setup(1, **kwargs)


def test_a_set_with_no_balanced_row_is_refused(monkeypatch):
    monkeypatch.setitem(TOKEN_SETS, "lopsided", (20, 1, 1, 1, 1, 1, 1, 1))
    with pytest.raises(BadSetup, match="no balanced arrangement exists for the setup row 20 1 1 1"):
        balanced_setup(1, width=4, set_name="lopsided")


def test_token_sets():
    assert token_set("classic") == (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9, 10)
    assert token_set("sequence") == tuple(range(1, 17))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 12), min_size=1, max_size=7), st.integers(0, 10**6))
def test_the_row_search_finds_a_balanced_row_whenever_one_exists(values, seed):
    def balanced(row):
        try:
            check_row(list(row))
        except AssertionError:
            return False
        return True

    exists = any(balanced(p) for p in itertools.permutations(values))
    if exists:
        row = balanced_row(values, random.Random(seed))
        assert sorted(row) == sorted(values) and balanced(row)
    else:
        with pytest.raises(BadSetup):
            balanced_row(values, random.Random(seed))


# --- The count end and the other end rules ------------------------------------------------------


def test_a_game_ends_when_both_sides_have_made_sixty_turns_and_more_visible_tokens_win():
    pos = position({"a1": "w3", "c1": "w2", "h8": "b5"}, turns=119, to_move="black")
    assert pos.result() is None
    after = pos.apply(Move("h8", "h7"))
    assert after.turns == 120 and after.result() == Result("white", "turns")
    assert after.legal_moves() == [] and "white has won (both sides made 60 turns)" in after.to_text()


def test_equal_visible_tokens_at_the_count_end_draw():
    pos = position({"a1": "w3", "h8": "b5"}, turns=119, to_move="black").apply(Move("h8", "h7"))
    assert pos.result() == Result(None, "turns")


def test_the_third_occurrence_of_a_position_ends_the_game():
    """White and Black shuttle a token each back and forth: the start comes back at turns 4 and 8."""
    pos = position({"a1": "w3", "h8": "b5", "h1": "b1 w2"})
    shuttle = [Move("a1", "a2"), Move("h8", "h7"), Move("a2", "a1"), Move("h7", "h8")]
    for turn in range(8):
        assert pos.result() is None
        pos = pos.apply(shuttle[turn % 4])
    assert pos.key == pos.history[0] and pos.history.count(pos.key) == 2
    assert pos.result() == Result("white", "repetition")  # White tops two stacks, Black one


def test_the_post_end_alone_lets_positions_repeat_and_games_run_on():
    pos = position({"a1": "w3", "h8": "b5"}, turns=500, end="post")
    shuttle = [Move("a1", "a2"), Move("h8", "h7"), Move("a2", "a1"), Move("h7", "h8")]
    for turn in range(12):
        pos = pos.apply(shuttle[turn % 4])
    assert pos.result() is None and pos.history == ()


def test_the_attack_end_loses_a_side_three_turns_in_a_row_without_a_climb():
    """White's +1 can never climb Black's +5; Black's +5 could climb White's +1 at once but wanders instead."""
    pos = position({"a1": "w1", "h8": "b5"}, end="attack")
    moves = [Move("a1", "a2"), Move("h8", "h7"), Move("a2", "a1"), Move("h7", "h8"), Move("a1", "a2")]
    for move in moves:
        assert pos.result() is None
        pos = pos.apply(move)
    assert pos.idle == {"white": 3, "black": 2} and pos.result() == Result("black", "attack")


def test_end_fields_are_written_only_when_they_differ_from_a_setup_and_read_back():
    start = position({"a1": "w3", "h8": "b5"})
    assert list(start.to_dict()) == ["game", "width", "height", "to_move", "cells"]
    pos = start.apply(Move("a1", "a2"))
    assert pos.to_dict()["turns"] == 1 and pos.to_dict()["history"] == [start.key]
    assert Position.from_json(pos.to_json()) == pos
    attack = position({"a1": "w1", "h8": "b5"}, end="attack").apply(Move("a1", "a2"))
    assert attack.to_dict()["end"] == "attack" and attack.to_dict()["idle"] == {"white": 1, "black": 0}
    assert Position.from_json(attack.to_json()) == attack


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        ({"end": "sudden"}, "end must be one of"),
        ({"turns": -1}, "turns must be"),
        ({"history": ["abc"]}, "history must be"),
        ({"history": ["0123456789abcdeg"]}, "history must be"),
        ({"end": "post", "history": ["0123456789abcdef"]}, "count end only"),
        ({"idle": {"white": 1, "black": 0}}, "attack end only"),
    ],
)
def test_bad_end_fields_are_refused_by_name(extra, words):
    with pytest.raises(BadPosition, match=words):
        position({"a1": "w3"}, **extra)


# --- Playouts through the engine's pairings ------------------------------------------------

RANDOM, GREEDY = PolicySpec("random"), PolicySpec("greedy")


def test_random_pairings_are_deterministic_and_consistent():
    report = stacks_report(7, 3, 8, 8, "classic", "post", 40, (RANDOM, RANDOM))
    assert report == stacks_report(7, 3, 8, 8, "classic", "post", 40, (RANDOM, RANDOM))
    assert report["endings"]["passes"] + report["capped"] == 3
    assert report["white_win_rate"] == round(report["white_wins"] / 3, 4)
    assert 0 < report["mean_plies"] <= 40


def test_pairings_count_three_pass_losses(monkeypatch):
    """Neither +1 nor +10 can climb the other: both pass until White's third pass, at ply 5."""
    stuck = position({"a1": "w1", "a2": "b10"}, width=1, height=2)
    monkeypatch.setattr(stacks, "balanced_setup", lambda *args: stuck)
    report = stacks_report(1, 2, 8, 8, "classic", "post", 300, (RANDOM, RANDOM))
    assert (report["games"], report["mean_plies"], report["white_wins"], report["black_wins"]) == (2, 5, 0, 2)
    assert report["endings"]["passes"] == 2 and report["capped"] == 0


def test_greedy_pairings_are_reproducible():
    report = stacks_report(5, 3, 8, 8, "classic", "post", 60, (GREEDY, GREEDY))
    assert report == stacks_report(5, 3, 8, 8, "classic", "post", 60, (GREEDY, GREEDY))
    assert report["endings"]["passes"] + report["capped"] == 3


def test_greedy_plays_only_legal_moves():
    """Each greedy choice, replayed through apply(), passes the full legality check."""
    pos, rand = balanced_setup(4), random.Random(4)
    for _ in range(60):
        moves = pos.legal_moves()
        pos = pos.apply(greedy_policy(pos, moves, rand)) if moves else pos.pass_turn()


def test_greedy_covers_the_last_top_and_wins_by_three_passes(monkeypatch):
    """White +6 climbs Black's only token, then moves its +1 rather than uncover it: Black passes three times."""
    strip = position({"a1": "w6", "c1": "b2", "a2": "w1"}, width=3, height=2)
    monkeypatch.setattr(stacks, "balanced_setup", lambda *args: strip)
    report = stacks_report(1, 2, 8, 8, "classic", "post", 300, (GREEDY, GREEDY))
    assert (report["white_wins"], report["endings"]["passes"], report["mean_plies"]) == (2, 2, 6)


# --- Text picture ---------------------------------------------------------------------------


def test_text_picture_shows_tops_heights_and_coordinates():
    text = Position.from_dict(RULES_EXAMPLE).to_text()
    lines = text.splitlines()
    assert lines[0].split() == list("abcdefgh")
    assert lines[1].split()[0] == "8" and lines[8].split()[0] == "1"
    assert "w+10" in lines[8] and "w+8:2" in lines[5]
    assert "white to move" in text


# --- The wild variant ------------------------------------------------------------------------

WILD_SEED, WILD_REGIONS = 3, 20


def wild(cells: dict, to_move: str = "white") -> Position:
    return Position.from_dict(
        {
            "game": "stacks",
            "map": {"seed": WILD_SEED, "regions": WILD_REGIONS},
            "to_move": to_move,
            "cells": {cell: [_token(t) for t in stack.split()] for cell, stack in cells.items()},
        }
    )


def a_corridor():
    """Regions a, b, c with a-b and b-c neighbours, c not next to a and reached only through b."""
    near = build_map(WILD_SEED, WILD_REGIONS).neighbours
    for a, b in ((x, y) for x in near for y in near[x]):
        for c in near[b]:
            if c != a and c not in near[a] and set(near[a]) & set(near[c]) == {b}:
                return a, b, c
    raise AssertionError("no corridor on this map")


def test_wild_moves_go_one_or_two_steps():
    a, b, c = a_corridor()
    near = build_map(WILD_SEED, WILD_REGIONS).neighbours
    pos = wild({a: "w5"})
    reach = set(near[a]) | {n for m in near[a] for n in near[m]} - {a}
    assert moves_of(pos) == {(a, r, flip) for r in reach for flip in (False, True)}
    assert (a, c, True) in moves_of(pos)


def test_wild_intermediate_region_must_be_empty():
    a, b, c = a_corridor()
    climbable = wild({a: "w5", b: "b3"})
    assert (a, b, False) in moves_of(climbable) and (a, b, True) not in moves_of(climbable)
    assert not any(m[1] == c for m in moves_of(climbable))
    with pytest.raises(IllegalMove, match="one or two steps"):
        climbable.apply(Move(a, c))


def test_wild_destination_follows_the_climb_rule():
    a, b, c = a_corridor()
    assert (a, c, False) in moves_of(wild({a: "w-9", c: "b7"}))
    assert not any(m[1] == c for m in moves_of(wild({a: "w-9", c: "b-7"})))
    after = wild({a: "w6", c: "b4"}).apply(Move(a, c))
    assert [t.value for t in after.stacks[c]] == [4, 6]


def test_wild_positions_round_trip_and_validate():
    pos = wild({"r1": "w1", "r12": "b2 w3"})
    assert Position.from_json(pos.to_json()) == pos
    assert list(pos.to_dict()) == ["game", "map", "to_move", "cells"]
    assert list(pos.to_dict()["cells"]) == ["r1", "r12"]
    with pytest.raises(BadPosition, match="'r21'"):
        wild({"r21": "w1"})
    with pytest.raises(BadPosition, match="'a1'"):
        wild({"a1": "w1"})
    with pytest.raises(BadPosition, match="regions"):
        Position.from_dict({"game": "stacks", "map": {"seed": 1, "regions": 5}, "to_move": "white", "cells": {}})
    with pytest.raises(BadPosition, match="instead of width"):
        Position.from_dict({"game": "stacks", "map": {"seed": 1, "regions": 20}, "width": 8, "to_move": "white", "cells": {}})


def test_wild_moves_sort_by_region_number():
    pos = wild({"r2": "w1", "r10": "w1"})
    froms = [m.from_cell for m in pos.legal_moves()]
    assert froms == sorted(froms, key=lambda r: int(r[1:]))
    assert "r2 " in pos.to_text() and "r10" in pos.to_text()


@pytest.mark.parametrize(("seed", "regions"), [(1, 20), (2, 44), (9, 50)])
def test_wild_setup_fills_the_zones(seed, regions):
    pos = wild_setup(seed, regions)
    assert pos == wild_setup(seed, regions)
    world = build_map(seed, regions)
    for color in ("white", "black"):
        placed = {cell: s[0].value for cell, s in pos.stacks.items() if s[0].color == color}
        zone = world.zones[color]
        count = min(16, len(zone))
        assert set(placed) == set(zone[:count])
        assert sorted(placed.values(), reverse=True) == sorted(TOKEN_SETS["classic"], reverse=True)[:count]
        assert all(len(pos.stacks[c]) == 1 and v > 0 for c, v in placed.items())
        on_edge = [v for c, v in placed.items() if c in world.edges[color]]
        inland = [v for c, v in placed.items() if c not in world.edges[color]]
        assert not inland or min(on_edge) >= max(inland)
    assert pos.legal_moves()


@settings(max_examples=60, deadline=None)
@given(positions(), st.randoms(use_true_random=False))
def test_random_games_keep_every_token(data, rand):
    pos = Position.from_dict(data)
    start = all_tokens(pos)
    for _ in range(20):
        if pos.result():
            break
        moves = pos.legal_moves()
        pos = pos.apply(rand.choice(moves)) if moves else pos.pass_turn()
        assert all_tokens(pos) == start
        assert Position.from_json(pos.to_json()) == pos


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_wild_moves_match_the_rules_read_literally(data):
    near = build_map(WILD_SEED, WILD_REGIONS).neighbours
    pos = Position.from_dict(
        {
            "game": "stacks",
            "map": {"seed": WILD_SEED, "regions": WILD_REGIONS},
            "to_move": data.draw(st.sampled_from(["white", "black"])),
            "cells": data.draw(set_stacks(list(near), min_size=1, max_height=2)),
        }
    )
    expected = set()
    for start, stack in pos.stacks.items():
        mover = stack[-1]
        if mover.color != pos.to_move:
            continue
        two_steps = {far for mid in near[start] if pos.top(mid) is None for far in near[mid]}
        for target in (set(near[start]) | two_steps) - {start}:
            top = pos.top(target)
            if top is None:
                expected |= {(start, target, False), (start, target, True)}
            elif can_climb(mover.value, top.value):
                expected.add((start, target, False))
    assert moves_of(pos) == expected
