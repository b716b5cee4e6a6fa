"""Eye of Numen rules: geometry, fills, the setup JSON contract, batches and the text picture."""

import json
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnp.core.errors import PnpError
from pnp.games.numen import rules as numen
from pnp.engine.coords import parse_cell
from pnp.games.numen.rules import (
    A_CELLS,
    B_CELLS,
    CELLS,
    EYE,
    FILLS,
    PLAYER_CELLS,
    BadSetup,
    Setup,
    UnknownFill,
    make_setup,
    make_setups,
)

seeds = st.integers(min_value=0, max_value=2**31 - 1)


# --- geometry ---------------------------------------------------------------


def test_board_has_31_cells_15_per_half_and_the_eye_at_c4():
    assert len(CELLS) == 31
    assert len({cell.name for cell in CELLS}) == 31
    assert EYE == "c4"
    owners = Counter(cell.owner for cell in CELLS)
    assert owners == {"A": 15, "B": 15, None: 1}
    assert [cell.name for cell in CELLS if cell.owner is None] == ["c4"]


def test_row_4_holds_only_the_eye_and_owners_follow_rows():
    for cell in CELLS:
        assert parse_cell(cell.name, width=5, height=7) == (cell.col, cell.row)
        if cell.row == 3:
            assert cell.name == "c4"
        assert cell.owner == ("A" if cell.row < 3 else "B" if cell.row > 3 else None)


def test_half_cell_lists_are_row_major_from_row_1():
    assert A_CELLS[:6] == ("a1", "b1", "c1", "d1", "e1", "a2")
    assert A_CELLS[-1] == "e3"
    assert B_CELLS[0] == "a5" and B_CELLS[-1] == "e7"
    assert PLAYER_CELLS == A_CELLS + B_CELLS
    assert len(A_CELLS) == len(B_CELLS) == 15
    assert [cell.name for cell in CELLS if cell.owner] == list(PLAYER_CELLS)


# --- fills ------------------------------------------------------------------


@given(seeds)
def test_random_fill_gives_digits_1_to_6_everywhere(seed):
    setup = make_setup("random", seed)
    assert len(setup.cells) == 30
    assert set(setup.cells.values()) <= set(range(1, 7))
    assert setup.eye in range(1, 7)


@given(seeds)
def test_balanced_fill_has_two_full_sets_plus_three_different_extras(seed):
    setup = make_setup("balanced", seed)
    for owner in "AB":
        counts = setup.counts(owner)
        assert sorted(counts) == [2, 2, 2, 3, 3, 3]
        assert sum(counts) == 15
    assert setup.eye in range(1, 7)


@given(seeds, st.sampled_from(FILLS))
def test_same_seed_same_board(seed, fill):
    assert make_setup(fill, seed) == make_setup(fill, seed)


def test_fills_vary_with_the_seed_and_halves_are_drawn_independently():
    boards = [make_setup("balanced", seed) for seed in range(50)]
    assert len({json.dumps(board.to_dict()["cells"]) for board in boards}) == 50
    assert any(board.half("A") != board.half("B") for board in boards)
    assert {board.eye for board in boards} == set(range(1, 7))
    digits = Counter(d for board in (make_setup("random", s) for s in range(50)) for d in board.cells.values())
    assert set(digits) == set(range(1, 7))


def test_unknown_fill_lists_the_valid_ones():
    with pytest.raises(UnknownFill, match="none, random, balanced"):
        make_setup("wild", 1)
    assert issubclass(UnknownFill, PnpError)


# --- the JSON contract ------------------------------------------------------


def test_filled_setup_json_has_the_contract_keys_in_order():
    data = json.loads(make_setup("random", 7).to_json())
    assert list(data) == ["game", "seed", "eye", "cells"]
    assert data["game"] == "numen" and data["seed"] == 7
    assert list(data["cells"]) == list(PLAYER_CELLS)
    assert "c4" not in data["cells"]
    assert all(isinstance(d, int) and 1 <= d <= 6 for d in data["cells"].values())


def test_blank_setup_is_game_and_seed_only():
    setup = make_setup("none", 12)
    assert setup.blank
    assert json.loads(setup.to_json()) == {"game": "numen", "seed": 12}


@given(seeds, st.sampled_from(FILLS))
def test_json_round_trip(seed, fill):
    setup = make_setup(fill, seed)
    assert Setup.from_json(setup.to_json()) == setup


def test_cells_in_any_order_are_put_back_in_row_major_order():
    data = make_setup("balanced", 3).to_dict()
    data["cells"] = dict(reversed(list(data["cells"].items())))
    assert list(Setup.from_dict(data).to_dict()["cells"]) == list(PLAYER_CELLS)


def _filled(**changes):
    data = make_setup("balanced", 5).to_dict()
    data.update(changes)
    return data


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d["cells"].update(b2=7), "cell b2 must hold a digit 1-6, got 7"),
        (lambda d: d["cells"].update(d6=0), "cell d6 must hold a digit 1-6"),
        (lambda d: d["cells"].update(a1="3"), "cell a1"),
        (lambda d: d["cells"].update(e3=True), "cell e3"),
        (lambda d: d["cells"].pop("e7"), "missing: e7"),
        (lambda d: d["cells"].update(c4=2), "c4 is the Eye"),
        (lambda d: d["cells"].update(f1=2), "'f1' is not a player cell"),
        (lambda d: d["cells"].update(a4=2), "'a4' is not a player cell"),
        (lambda d: d.update(eye=9), "the Eye must hold a digit 1-6, got 9"),
        (lambda d: d.pop("eye"), "both 'eye' and 'cells'"),
        (lambda d: d.pop("cells"), "both 'eye' and 'cells'"),
        (lambda d: d.update(game="ogama"), "not a numen setup"),
        (lambda d: d.update(seed="7"), "seed must be a whole number"),
        (lambda d: d.pop("seed"), "needs its 'seed'"),
        (lambda d: d.update(fill="random"), "unknown key.*fill"),
    ],
)
def test_validation_errors_name_the_problem(change, message):
    data = make_setup("balanced", 5).to_dict()
    change(data)
    with pytest.raises(BadSetup, match=message):
        Setup.from_dict(data)


def test_from_json_refuses_non_json_and_non_objects():
    with pytest.raises(BadSetup, match="is not valid JSON"):
        Setup.from_json("{not json")
    with pytest.raises(BadSetup, match="JSON object"):
        Setup.from_json("[1, 2]")


# --- batches ----------------------------------------------------------------


@given(seeds, st.sampled_from(FILLS))
def test_batch_is_deterministic_and_board_i_does_not_depend_on_count(seed, fill):
    five = make_setups(fill, seed, 5)
    assert make_setups(fill, seed, 5) == five
    assert make_setups(fill, seed, 2) == five[:2]
    assert len({board.seed for board in five}) == 5
    for board in five:
        assert make_setup(fill, board.seed) == board
    assert five[0] == make_setup(fill, seed)  # one number, one fill: the board of seed N is the setup of N


@pytest.mark.parametrize("count", [0, -1, 2.5, True])
def test_batch_count_must_be_positive(count):
    with pytest.raises(PnpError, match="count"):
        make_setups("random", 1, count)


# --- text picture -----------------------------------------------------------


def test_text_picture_shows_rows_7_to_1_the_eye_and_the_halves():
    setup = make_setup("balanced", 7)
    lines = setup.to_text().splitlines()
    assert len(lines) == 9
    assert lines[0].split() == lines[-1].split() == list("abcde")
    assert [line.split()[0] for line in lines[1:8]] == ["7", "6", "5", "4", "3", "2", "1"]
    assert lines[4].split() == ["4", f"[{setup.eye}]"]
    row7 = lines[1].split()
    assert row7[1:6] == [str(setup.cells[f"{col}7"]) for col in "abcde"] and row7[6] == "B"
    row1 = lines[7].split()
    assert row1[1:6] == [str(setup.cells[f"{col}1"]) for col in "abcde"] and row1[6] == "A"
    # the Eye sits in column c
    assert lines[4].index("[") + 1 == lines[0].index("c")


def test_blank_text_picture_shows_dots():
    lines = make_setup("none", 1).to_text().splitlines()
    assert lines[1].split() == ["7", ".", ".", ".", ".", ".", "B"]
    assert lines[4].split() == ["4", "[.]"]
    assert numen.HALVES["A"] == A_CELLS
