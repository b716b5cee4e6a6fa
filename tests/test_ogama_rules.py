"""OGAMA rules (docs/games/ogama.md): hand-built positions for each rule, then properties of reachable positions."""

import json
import random
import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.core.errors import PnpError
from pnp.games.ogama.rules import (
    Move,
    BadMove,
    BadOption,
    BadPosition,
    IllegalMove,
    Position,
    COLORS,
    disc_paths,
    home_points,
    setup,
)
from pnp.engine.players import PolicySpec, random_policy
from pnp.games.ogama.players import greedy_policy, ogama_report
from pnp.games.ogama.rules_board import TURN_LIMIT
from pnp.engine.position import Result
from pnp.engine.jsontext import json_lines
from pnp.engine.playout import play_out

# Far from c3, so they never lie on a path of 3 or fewer steps from it: the black toad and a
# black single keep the game going (a player without a single disc ends it).
BLACK_CORNER = {"a6": ["black"], "f6": ["black"]}
BLACK_TOAD = "a6"


def position(cells, toads, to_move="orange", width=6, height=6, **extra) -> Position:
    return Position.from_dict(
        {"game": "ogama", "width": width, "height": height, "to_move": to_move, "cells": cells, "toads": toads, **extra}
    )


def with_reach(reach, cells, toad_at="f1", black_toad=BLACK_TOAD) -> Position:
    """Orange to move, its toad on a stack of `reach` orange discs at `toad_at`, the black corner added."""
    toads = {"orange": toad_at, "black": black_toad}
    return position({**BLACK_CORNER, toad_at: ["orange"] * reach, **cells}, toads)


def disc_targets(pos: Position, origin: str) -> set[str]:
    return {a.to_cell for a in pos.legal_moves() if a.piece == "disc" and a.from_cell == origin}


def toad_targets(pos: Position) -> set[str]:
    return {a.to_cell for a in pos.legal_moves() if a.piece == "toad"}


def disc_counts(pos: Position) -> Counter:
    return Counter(disc for stack in pos.stacks.values() for disc in stack)


# --------------------------------------------------------------------------- disc moves


def test_reach_one_moves_one_point_orthogonally():
    assert disc_targets(with_reach(1, {"c3": ["orange"]}), "c3") == {"c4", "c2", "b3", "d3"}


def test_reach_two_goes_straight_or_turns_once():
    straight, turned = {"c5", "c1", "a3", "e3"}, {"b4", "d4", "b2", "d2"}
    assert disc_targets(with_reach(2, {"c3": ["orange"]}), "c3") == straight | turned


def test_reach_three_goes_exactly_three_points():
    straight = {"c6", "f3"}  # c0 and the column left of a are off the board
    turned = {"b5", "d5", "b1", "d1", "a4", "e4", "a2", "e2"}
    assert disc_targets(with_reach(3, {"c3": ["orange"]}), "c3") == straight | turned


def test_reach_three_from_a_corner_drops_paths_that_leave_the_board():
    pos = with_reach(3, {"a1": ["orange"]}, toad_at="f3")
    assert disc_targets(pos, "a1") == {"a4", "d1", "b3", "c2"}


def test_reach_counts_discs_of_both_colours_under_the_toad():
    pos = position(
        {**BLACK_CORNER, "f1": ["black", "black", "orange"], "c3": ["orange"]}, {"orange": "f1", "black": "a6"}
    )
    assert pos.reach("orange") == 3
    assert "c6" in disc_targets(pos, "c3")


@pytest.mark.parametrize(("reach", "count"), [(1, 4), (2, 12), (3, 20)])
def test_paths_are_straight_or_bend_once(reach, count):
    paths = disc_paths(reach)
    assert len(paths) == count  # 4 straight + 4 directions x 2 turns x (reach - 1) bends
    for path in paths:
        steps = [(b[0] - a[0], b[1] - a[1]) for a, b in zip(((0, 0), *path), path)]
        assert len(steps) == reach and all(abs(dx) + abs(dy) == 1 for dx, dy in steps)
        assert sum(1 for a, b in zip(steps, steps[1:]) if a != b) <= 1


def test_a_toad_blocks_a_path_and_a_destination():
    black_toad_above = {**BLACK_CORNER, "c4": ["black"], "c3": ["orange"], "f1": ["orange"] * 2}
    pos = position(black_toad_above, {"orange": "f1", "black": "c4"})
    # c5 only by way of c4; b4 and d4 still by way of b3 and d3.
    assert disc_targets(pos, "c3") == {"c1", "a3", "e3", "b4", "d4", "b2", "d2"}
    one_step = position({**black_toad_above, "f1": ["orange"]}, {"orange": "f1", "black": "c4"})
    assert "c4" not in disc_targets(one_step, "c3")


def test_a_destination_reached_by_any_open_path_is_listed_once():
    # Both toads in the way: b4 is cut on both its paths, b2 and d4 keep one each.
    cells = {**BLACK_CORNER, "c4": ["black"], "b3": ["black", "orange"], "c3": ["orange"]}
    pos = position(cells, {"orange": "b3", "black": "c4"})
    assert disc_targets(pos, "c3") == {"c1", "e3", "d4", "b2", "d2"}
    froms_tos = [(a.piece, a.from_cell, a.to_cell) for a in pos.legal_moves()]
    assert len(froms_tos) == len(set(froms_tos))


def test_capture_puts_the_disc_on_top_and_keeps_the_captured_disc():
    pos = with_reach(1, {"c3": ["orange"], "c4": ["black"], "a1": ["orange"]})
    after = pos.apply(Move("disc", "c3", "c4"))
    assert after.stack("c4") == ("black", "orange")
    assert after.stack("c3") == ()
    assert after.captures() == {"orange": 1, "black": 0}
    assert after.to_move == "black"
    assert pos.is_capture(Move("disc", "c3", "c4")) and not pos.is_capture(Move("disc", "c3", "d3"))


def test_a_disc_may_stack_on_its_own_colour():
    pos = with_reach(1, {"c3": ["orange"], "c4": ["orange"]})
    assert pos.apply(Move("disc", "c3", "c4")).stack("c4") == ("orange", "orange")


def test_only_the_moved_disc_leaves_its_stack():
    pos = with_reach(1, {"c3": ["black", "orange", "orange"], "a1": ["orange"]})
    after = pos.apply(Move("disc", "c3", "d3"))
    assert after.stack("c3") == ("black", "orange")
    assert after.stack("d3") == ("orange",)


def test_discs_under_the_enemy_top_or_under_your_toad_do_not_move():
    cells = {**BLACK_CORNER, "c3": ["orange", "orange"], "d4": ["orange", "black"], "b3": ["orange"]}
    pos = position(cells, {"orange": "c3", "black": "a6"})
    origins = {a.from_cell for a in pos.legal_moves() if a.piece == "disc"}
    assert origins == {"b3"}


# --------------------------------------------------------------------------- toad steps


def test_toad_steps_only_onto_own_topped_stacks_without_a_toad():
    cells = {
        **BLACK_CORNER,
        "c3": ["orange"],  # the orange toad
        "b3": ["orange"],  # allowed
        "b4": ["orange", "orange"],  # allowed: any height
        "d3": ["black", "orange"],  # allowed: orange on top
        "c4": ["black"],  # enemy top
        "d4": ["orange", "black"],  # enemy top, and the black toad
        "c2": ["orange", "black"],  # enemy top over an orange disc
    }  # b2 and d2 are empty
    pos = position(cells, {"orange": "c3", "black": "d4"})
    assert toad_targets(pos) == {"b3", "b4", "d3"}
    after = pos.apply(Move("toad", "c3", "b4"))
    assert after.toads["orange"] == (1, 3) and after.reach("orange") == 2
    assert after.stacks == pos.stacks


# --------------------------------------------------------------------------- the end


@pytest.mark.parametrize("under", ["orange", "black"], ids=["build", "capture"])
def test_a_stack_of_six_wins_at_once(under):
    five = ["black", "orange", "black", "orange", under]
    pos = with_reach(1, {"c3": ["orange"], "c4": five, "a1": ["orange"]})
    after = pos.apply(Move("disc", "c3", "c4"))
    assert after.result() == Result("orange", "tower")
    assert after.legal_moves() == []
    with pytest.raises(IllegalMove, match="game is over"):
        after.apply(Move("disc", "f6", "f5"))


def test_the_disc_under_a_toad_is_not_a_single_disc():
    cells = {**BLACK_CORNER, "a1": ["orange"], "c3": ["black", "orange"]}
    pos = position(cells, {"orange": "a1", "black": "a6"})
    assert pos.single_discs() == {"orange": 0, "black": 1}
    assert pos.result() == Result("orange", "count")
    assert pos.legal_moves() == []


def test_moving_the_last_single_disc_ends_the_game_by_count():
    cells = {**BLACK_CORNER, "c3": ["orange"], "c4": ["orange"], "d1": ["orange", "black", "black"]}
    pos = with_reach(1, cells)
    assert pos.result() is None
    assert pos.apply(Move("disc", "c3", "c4")).result() == Result("black", "count")


def test_captures_count_the_opponent_discs_under_each_top():
    cells = {
        **BLACK_CORNER,
        "c3": ["black", "black", "orange"],  # orange holds 2
        "d4": ["orange", "black", "orange"],  # orange holds 1
        "e5": ["orange", "orange", "black"],  # black holds 2
        "b2": ["orange"],
    }
    pos = position(cells, {"orange": "b2", "black": "a6"})
    assert pos.captures() == {"orange": 3, "black": 2}
    assert pos.result() == Result("orange", "count")


def test_equal_captures_are_a_draw():
    pos = position({"a1": ["orange"], "c3": ["black", "orange"], "d4": ["orange", "black"]}, {"orange": "a1"})
    assert pos.result() == Result(None, "count")


def test_two_passes_in_a_row_end_the_game_by_count():
    # No toad on the board: reach 0, so neither player has an action.
    pos = position({"a1": ["orange"], "f6": ["black"], "c3": ["black", "orange"]}, {})
    assert pos.legal_moves() == []
    once = pos.pass_turn()
    assert (once.to_move, once.passes, once.result()) == ("black", 1, None)
    twice = once.pass_turn()
    assert twice.result() == Result("orange", "passes")
    with pytest.raises(IllegalMove, match="game is over"):
        twice.pass_turn()


def test_a_player_with_an_action_may_not_pass_and_acting_resets_the_passes():
    pos = position({**BLACK_CORNER, "f1": ["orange"], "c3": ["orange"]}, {"orange": "f1", "black": "a6"}, passes=1)
    with pytest.raises(IllegalMove, match="has legal actions"):
        pos.pass_turn()
    assert pos.apply(Move("disc", "c3", "c4")).passes == 0


# --------------------------------------------------------------------------- illegal actions


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (Move("toad", "c3", "c4"), "orange toad is not on c3"),
        (Move("toad", "f1", "e1"), "toad steps to a neighbouring point"),
        (Move("disc", "f1", "f2"), "no free orange disc on f1"),
        (Move("disc", "a6", "a5"), "no free orange disc on a6"),
        (Move("disc", "c3", "c5"), r"move exactly 1 point \(the discs"),
        (Move("disc", "c3", "g3"), "off the 6 x 6 board"),
    ],
)
def test_illegal_actions_say_why(action, message):
    with pytest.raises(IllegalMove, match=message):
        with_reach(1, {"c3": ["orange"]}).apply(action)


def test_without_a_toad_discs_cannot_move():
    pos = position({"a1": ["orange"], "f6": ["black"], "f5": ["black"]}, {"black": "f5"})
    with pytest.raises(IllegalMove, match="orange toad is not on the board"):
        pos.apply(Move("disc", "a1", "a2"))


# --------------------------------------------------------------------------- JSON


def test_rules_md_example_loads_and_round_trips():
    text = """{"game": "ogama", "width": 6, "height": 6, "to_move": "orange",
     "cells": {"a1": ["orange"], "c1": ["orange"], "c3": ["black", "orange"], "d6": ["black"]},
     "toads": {"orange": "c1", "black": "d6"},
     "ogama": {"orange": "c1", "black": "d6"}}"""
    pos = Position.from_json(text)
    assert pos.stack("c3") == ("black", "orange")
    assert json.loads(pos.to_json()) == json.loads(text)
    assert Position.from_json(pos.to_json()) == pos
    assert "passes" not in pos.to_dict()


def test_the_pass_counter_is_written_only_when_nonzero():
    pos = position({"a1": ["orange"], "f6": ["black"]}, {}, passes=1)
    assert pos.to_dict()["passes"] == 1
    assert Position.from_json(pos.to_json()) == pos


GOOD = {
    "game": "ogama",
    "width": 6,
    "height": 6,
    "to_move": "orange",
    "cells": {"a1": ["orange"], "c3": ["black", "orange"], "f6": ["black"]},
    "toads": {"orange": "a1", "black": "f6"},
}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"toads": {"orange": "b2", "black": "f6"}}, "orange toad is on empty point 'b2'"),
        ({"toads": {"orange": "f6", "black": "f6"}}, "both toads are on 'f6'"),
        ({"toads": {"orange": "a1", "black": "c3"}}, "black toad on 'c3' stands on a stack topped by orange"),
        ({"cells": {**GOOD["cells"], "g1": ["black"]}}, "cells: cell 'g1' is off the 6 x 6 board"),
        ({"cells": {**GOOD["cells"], "a7": ["black"]}}, "cell 'a7' is off the 6 x 6 board"),
        ({"cells": {**GOOD["cells"], "b2": ["red"]}}, "cells: 'b2': unknown colour 'red'"),
        ({"cells": {**GOOD["cells"], "b2": []}}, "cells: 'b2' must list its discs"),
        ({"cells": {**GOOD["cells"], "b2": "orange"}}, "cells: 'b2' must list its discs"),
        ({"cells": {**GOOD["cells"], "b2": ["black"] * 7}}, "'b2' holds 7 discs"),
        ({"cells": {**GOOD["cells"], "b2": ["black"] * 6, "b3": ["black"] * 6}}, "towers of 6 on b2 and b3"),
        ({"cells": {**GOOD["cells"], "a01": ["black"]}}, "'a01' names point 'a1' a second time"),
        ({"cells": ["a1"]}, "cells must be an object"),
        ({"toads": {"green": "a1"}}, "toads: unknown colour 'green'"),
        ({"toads": {"orange": "z9"}}, "toads: orange: cell 'z9' is off"),
        ({"to_move": "white"}, "to_move: unknown colour 'white'"),
        ({"width": 0}, "width must be a whole number from 1 to 26, got 0"),
        ({"height": "6"}, "height must be a whole number"),
        ({"width": True}, "width must be a whole number"),
        ({"passes": 3}, "passes must be a whole number from 0 to 2"),
        ({"ogama": {"orange": "a9"}}, "ogama: orange: cell 'a9' is off"),
        ({"game": "stacks"}, "for game 'stacks', not 'ogama'"),
    ],
)
def test_invalid_positions_name_the_fault(change, message):
    with pytest.raises(BadPosition, match=re.escape(message)):
        Position.from_dict({**GOOD, **change})


@pytest.mark.parametrize("field", ["game", "width", "height", "to_move", "cells", "toads"])
def test_a_missing_field_is_named(field):
    data = {key: value for key, value in GOOD.items() if key != field}
    with pytest.raises(BadPosition, match=f"lacks the '{field}' field"):
        Position.from_dict(data)


@pytest.mark.parametrize(("text", "message"), [("{", "not valid JSON"), ("[1]", "JSON object, not list")])
def test_unreadable_position_text(text, message):
    with pytest.raises(BadPosition, match=message):
        Position.from_json(text)


def test_errors_are_value_errors_for_the_command_line():
    for error in (BadPosition, BadMove, IllegalMove, BadOption):
        assert issubclass(error, PnpError) and issubclass(error, ValueError)


def test_action_json_parses_and_prints():
    action = Move.from_json('{"piece": "disc", "from": "a01", "to": "b3"}')
    assert action == Move("disc", "a1", "b3")
    assert action.to_dict() == {"piece": "disc", "from": "a1", "to": "b3"}
    assert Move.from_dict(action.to_dict()) == action


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ('{"piece": "frog", "from": "a1", "to": "a2"}', "piece 'frog' is unknown"),
        ('{"piece": "toad", "from": "a1"}', "lacks the 'to' field"),
        ('{"piece": "toad", "from": "a", "to": "a2"}', "bad cell name 'a'"),
        ("[]", "JSON object"),
        ("{piece", "not valid JSON"),
    ],
)
def test_bad_action_json(data, message):
    with pytest.raises(BadMove, match=message):
        Move.from_json(data)


def test_actions_sort_by_piece_then_column_then_numeric_row():
    actions = [Move("toad", "a1", "a2"), Move("disc", "b1", "b2"), Move("disc", "a10", "a9"),
               Move("disc", "a2", "a3"), Move("disc", "a2", "a10"), Move("disc", "a2", "b2")]
    printed = [json.loads(line.rstrip(",")) for line in json_lines(sorted(actions, key=Move.sort_key)).splitlines()[1:-1]]
    assert [(a["piece"], a["from"], a["to"]) for a in printed] == [
        ("disc", "a2", "a3"), ("disc", "a2", "a10"), ("disc", "a2", "b2"),
        ("disc", "a10", "a9"), ("disc", "b1", "b2"), ("toad", "a1", "a2"),
    ]  # fmt: skip
    assert json_lines([]) == "[]"


# --------------------------------------------------------------------------- setup


def test_setup_is_deterministic_and_follows_the_contract():
    pos = setup(7)
    assert pos == setup(7)
    data = pos.to_dict()
    assert data["ogama"] == data["toads"] and data["to_move"] == "orange"
    assert sorted(data["cells"]) == sorted(f"{c}{r}" for c in "abcdef" for r in (1, 2, 5, 6))


def test_each_player_fills_from_their_own_left():
    assert home_points("orange", 6, 6, 2)[:7] == [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (0, 1)]
    assert home_points("black", 6, 6, 2)[:7] == [(5, 5), (4, 5), (3, 5), (2, 5), (1, 5), (0, 5), (5, 4)]


def test_the_ogama_disc_can_land_on_every_home_point():
    starts = Counter((pos.ogama["orange"], pos.ogama["black"]) for pos in map(setup, range(600)))
    assert {orange for orange, _ in starts} == set(home_points("orange", 6, 6, 2))
    assert {black for _, black in starts} == set(home_points("black", 6, 6, 2))


@pytest.mark.parametrize(
    ("size", "message"),
    [((3, 6, 2), "width must be from 4 to 12, got 3"), ((6, 13, 2), "height must be from 4 to 12, got 13"),
     ((6, 5, 3), "home rows must be from 1 to 2"), ((6, 6, 0), "home rows must be from 1 to 3")],
)  # fmt: skip
def test_setup_refuses_bad_options(size, message):
    with pytest.raises(BadOption, match=message):
        setup(1, *size)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**31 - 1),
    width=st.integers(4, 12),
    height=st.integers(4, 12),
    home_rows=st.integers(1, 6),
)
def test_setups_are_valid_for_many_seeds_and_sizes(seed, width, height, home_rows):
    home_rows = min(home_rows, height // 2)
    pos = setup(seed, width, height, home_rows)
    assert Position.from_json(pos.to_json()) == pos
    assert disc_counts(pos) == {"orange": home_rows * width, "black": home_rows * width}
    for colour, rows in (("orange", range(home_rows)), ("black", range(height - home_rows, height))):
        assert pos.toads[colour] == pos.ogama[colour] and pos.ogama[colour][1] in rows
        assert pos.single_discs()[colour] == home_rows * width - 1
    assert pos.result() is None


# --------------------------------------------------------------------------- reachable positions


def check_actions(pos: Position) -> None:
    actions = pos.legal_moves()
    assert actions == sorted(actions, key=Move.sort_key)
    assert len({(a.piece, a.from_cell, a.to_cell) for a in actions}) == len(actions)
    assert json.loads(json_lines(actions)) == [a.to_dict() for a in actions]


@settings(max_examples=80, deadline=None)
@given(
    seed=st.integers(0, 2**31 - 1),
    width=st.integers(4, 8),
    height=st.integers(4, 11),
    plies=st.integers(0, 120),
    greedy=st.booleans(),
)
def test_random_playouts_keep_the_invariants(seed, width, height, plies, greedy):
    pos = setup(seed, width, height)
    discs, chooser = disc_counts(pos), random.Random(seed)
    policy = greedy_policy if greedy else random_policy
    for _ in range(plies):
        assert disc_counts(pos) == discs
        assert Position.from_json(pos.to_json()) == pos
        check_actions(pos)
        if pos.result() is not None:
            break
        actions = pos.legal_moves()
        pos = pos.apply(policy(pos, actions, chooser)) if actions else pos.pass_turn()
    for action in pos.legal_moves():
        after = pos.apply(action)
        assert disc_counts(after) == discs and after.to_move != pos.to_move
        assert Position.from_dict(after.to_dict()) == after


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), width=st.integers(4, 7), height=st.integers(4, 7))
def test_greedy_policy_chooses_as_its_definition_says(seed, width, height):
    """Every action played and judged: a win at once if any, else a capture, else any action, one draw."""
    pos, walk = setup(seed, width, height), random.Random(seed)
    while pos.result() is None:
        actions = pos.legal_moves()
        if not actions:
            pos = pos.pass_turn()
            continue
        wins = [a for a in actions if (pos.apply(a).result() or Result(None, "")).winner == pos.to_move]
        candidates = wins or [a for a in actions if pos.is_capture(a)] or actions
        assert greedy_policy(pos, actions, random.Random(seed)) == random.Random(seed).choice(candidates)
        pos = pos.apply(walk.choice(actions))


def test_playouts_end_and_analysis_is_deterministic():
    playout = play_out(setup(3), dict.fromkeys(COLORS, greedy_policy), random.Random(3), 1000)
    assert playout.result is not None and playout.result.reason in {"tower", "count", "passes", "turns"}
    spec = (PolicySpec("random"),) * 2
    report = ogama_report(11, 3, 6, 6, 2, 80, spec)
    assert report == ogama_report(11, 3, 6, 6, 2, 80, spec)
    assert report["games"] == 3 == sum(report["endings"].values())
    assert report["orange_wins"] + report["black_wins"] + report["draws"] + report["endings"]["cap"] == 3
    capped = play_out(setup(3), dict.fromkeys(COLORS, random_policy), random.Random(3), max_plies=2)
    assert (capped.plies, capped.result) == (2, None)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), width=st.integers(4, 8), height=st.integers(4, 8))
def test_no_random_game_outlasts_the_turn_limit(seed, width, height):
    """60 turns each, a forced pass counted as a turn, then the count: random play never reaches a cap."""
    playout = play_out(setup(seed, width, height), dict.fromkeys(COLORS, random_policy), random.Random(seed), 10_000)
    assert playout.result is not None and playout.plies <= 2 * TURN_LIMIT
    if playout.plies == 2 * TURN_LIMIT and playout.result.reason == "turns":
        assert playout.result.winner in (*COLORS, None)


def test_the_turn_limit_ends_by_count_and_comes_last_among_the_endings():
    pos = Position.from_json(json.dumps({
        "game": "ogama", "width": 6, "height": 6, "to_move": "black", "turns": 119,
        "cells": {"a1": ["orange"], "b1": ["orange"], "c1": ["black", "orange"], "a6": ["black"], "b6": ["black"]},
        "toads": {"orange": "c1", "black": "a6"},
    }))
    assert pos.result() is None and "turns made: 119 of 120" in pos.to_text()
    after = pos.apply(Move("disc", "b6", "b5"))  # Black's 60th turn: nothing else ends the game
    assert after.turns == 120 and json.loads(after.to_json())["turns"] == 120
    assert after.result() == Result("orange", "turns") and after.captures() == {"orange": 1, "black": 0}
    assert after.legal_moves() == []
    both = Position.from_json(json.dumps({
        "game": "ogama", "width": 6, "height": 6, "to_move": "black", "turns": 119,
        "cells": {"a1": ["orange"], "c1": ["black", "orange"], "a2": ["black"], "a6": ["black"]},
        "toads": {"orange": "c1", "black": "a6"},
    }))
    assert both.apply(Move("disc", "a2", "a1")).result() == Result(None, "count")  # no single disc left comes first
    with pytest.raises(BadPosition, match="turns"):
        Position.from_json(json.dumps({**json.loads(pos.to_json()), "turns": 121}))
    assert "turns" not in json.loads(setup(1).to_json())  # a setup reads as the contract's example


# --------------------------------------------------------------------------- text picture


def test_text_picture_shows_coordinates_stacks_toads_and_ogama():
    text = setup(7).apply(Move("disc", "a1", "a2")).to_text()
    lines = text.splitlines()
    assert lines[0].split() == list("abcdef")
    assert lines[1].split()[0] == "6" and lines[6].split()[0] == "1"
    assert "2o" in lines[5] and "@*" in text
    assert "a2: orange orange (bottom to top)" in text
    assert "to move: black" in text
