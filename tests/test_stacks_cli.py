"""`pnp moves|setup|analyze stacks` through the command line, as a user runs them."""

import json
from collections import Counter

import pytest

from pnp.games.stacks.rules import TOKEN_SETS, Position, is_balanced_row
from pnp.games.stacks.wild import build_map


def position_json(cells: dict, width: int, height: int, to_move: str = "white") -> str:
    """Shorthand: {"a1": "w6 b-3"} is a stack of white +6 under black -3."""
    colours = {"w": "white", "b": "black"}
    return json.dumps({
        "game": "stacks", "width": width, "height": height, "to_move": to_move,
        "cells": {cell: [{"color": colours[t[0]], "value": int(t[1:])} for t in stack.split()] for cell, stack in cells.items()},
    })


SIX_ON_FOUR = position_json({"a1": "w6", "a3": "b4"}, 3, 3)
MINUS_NINE = position_json({"a1": "w-9", "a2": "b-6", "b1": "b6"}, 2, 2)


def assert_refused(result, *words: str) -> None:
    """Exit code 2, nothing on stdout, one line on stderr naming the problem."""
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("pnp: error: "), result.stderr
    for word in words:
        assert word in lines[0]


def test_moves_from_a_file_exact_sorted_output_with_a_six_on_four_climb(cli, tmp_path):
    path = tmp_path / "pos.json"
    path.write_text(SIX_ON_FOUR)
    result = cli("moves", "stacks", "--position", path)
    assert result.exit_code == 0 and result.stderr == ""
    assert result.stdout == (
        "[\n"
        '  {"from": "a1", "to": "a2", "flip": false},\n'
        '  {"from": "a1", "to": "a2", "flip": true},\n'
        '  {"from": "a1", "to": "a3", "flip": false},\n'
        '  {"from": "a1", "to": "b1", "flip": false},\n'
        '  {"from": "a1", "to": "b1", "flip": true},\n'
        '  {"from": "a1", "to": "c1", "flip": false},\n'
        '  {"from": "a1", "to": "c1", "flip": true}\n'
        "]\n"
    )


def test_moves_from_stdin_refuse_minus_nine_on_minus_six_but_allow_it_on_six(cli):
    result = cli("moves", "stacks", "--position", "-", input=MINUS_NINE)
    assert result.exit_code == 0
    assert json.loads(result.stdout) == [{"from": "a1", "to": "b1", "flip": False}]


def test_no_legal_move_prints_an_empty_array(cli):
    stuck = position_json({"a1": "w1", "a2": "b5", "b1": "b5"}, 2, 2)
    result = cli("moves", "stacks", "--position", "-", input=stuck)
    assert result.exit_code == 0 and result.stdout == "[]\n"


def test_apply_prints_the_position_after_the_climb(cli):
    result = cli("moves", "stacks", "--position", "-", "--apply", '{"from": "a1", "to": "a3", "flip": false}', input=SIX_ON_FOUR)
    assert result.exit_code == 0
    after = json.loads(result.stdout)
    assert after == {
        "game": "stacks", "width": 3, "height": 3, "to_move": "black",
        "turns": 1, "history": [Position.from_json(SIX_ON_FOUR).key],
        "cells": {"a3": [{"color": "black", "value": 4}, {"color": "white", "value": 6}]},
    }
    assert Position.from_json(result.stdout).legal_moves() == []  # black's token is covered


def test_apply_a_flip_and_chain_into_moves(cli):
    first = cli("moves", "stacks", "--position", "-", "--apply", '{"from": "a1", "to": "c1", "flip": true}', input=SIX_ON_FOUR)
    assert json.loads(first.stdout)["cells"]["c1"] == [{"color": "white", "value": -6}]
    second = cli("moves", "stacks", "--position", "-", input=first.stdout)
    assert {m["from"] for m in json.loads(second.stdout)} == {"a3"}


@pytest.mark.parametrize(
    "position, move, words",
    [
        ("{not json", None, ["not valid JSON"]),
        (json.dumps({"game": "numen", "seed": 1}), None, ["'numen'"]),
        (position_json({"a1": "w3"}, 3, 3).replace('"a1"', '"d9"'), None, ["'d9'"]),
        (position_json({"b2": "w3"}, 3, 3).replace('"value": 3', '"value": 0'), None, ["cell b2", "value 0"]),
        (position_json({"d4": "w5 b10"}, 8, 8), None, ["cell d4", "+10 could not have climbed onto +5"]),
        (position_json({"c2": "b9 w2"}, 3, 3), None, ["cell c2", "+2 could not have climbed onto +9"]),
        (SIX_ON_FOUR, "{bad", ["move is not valid JSON"]),
        (SIX_ON_FOUR, '{"from": "a1"}', ['"to"']),
        (MINUS_NINE, '{"from": "a1", "to": "a2", "flip": false}', ["-9 may not climb onto -6"]),
        (SIX_ON_FOUR, '{"from": "a1", "to": "a3", "flip": true}', ["flip"]),
        (SIX_ON_FOUR, '{"from": "a3", "to": "a2", "flip": false}', ["black"]),
    ],
)
def test_bad_inputs_end_with_one_line_and_exit_2(cli, position, move, words):
    args = ["moves", "stacks", "--position", "-"] + (["--apply", move] if move else [])
    assert_refused(cli(*args, input=position), *words)


def test_missing_position_file(cli, tmp_path):
    assert_refused(cli("moves", "stacks", "--position", tmp_path / "none.json"), "cannot read", "none.json")


def test_moves_on_a_wild_position(cli):
    setup = cli("setup", "stacks", "--wild", "--regions", "30", "--seed", "4", "--json")
    assert setup.exit_code == 0
    moves = json.loads(cli("moves", "stacks", "--position", "-", input=setup.stdout).stdout)
    position = Position.from_json(setup.stdout)
    assert moves == [m.to_dict() for m in position.legal_moves()] and moves
    neighbours = build_map(4, 30).neighbours
    for move in moves:
        assert position.top(move["from"]).color == "white"
        one_step = move["to"] in neighbours[move["from"]]
        two_steps = any(move["to"] in neighbours[mid] and mid not in position.stacks for mid in neighbours[move["from"]])
        assert one_step or two_steps
    after = cli("moves", "stacks", "--position", "-", "--apply", json.dumps(moves[0]), input=setup.stdout)
    assert json.loads(after.stdout)["map"] == {"seed": 4, "regions": 30}


# --- setup ------------------------------------------------------------------------------


def rows_of(position: Position, colour: str) -> dict[int, list[int]]:
    """Each row's values of one side, left to right."""
    rows: dict[int, list[tuple[int, int]]] = {}
    for cell, stack in position.stacks.items():
        col, row = position.board.order(cell)
        if stack[-1].color == colour:
            rows.setdefault(row, []).append((col, stack[-1].value))
    return {row: [v for _, v in sorted(cells)] for row, cells in rows.items()}


@pytest.mark.parametrize("set_name", ["classic", "sequence"])
@pytest.mark.parametrize("seed", [1, 2, 77, 2024])
def test_setup_json_obeys_the_setup_ruling(cli, set_name, seed):
    result = cli("setup", "stacks", "--set", set_name, "--seed", seed, "--json")
    assert result.exit_code == 0 and result.stderr == ""
    position = Position.from_json(result.stdout)
    assert position.to_move == "white" and (position.board.width, position.board.height) == (8, 8)
    magnitudes = sorted(TOKEN_SETS[set_name], reverse=True)
    for colour, (back, front) in (("white", (0, 1)), ("black", (7, 6))):
        rows = rows_of(position, colour)
        assert set(rows) == {back, front}
        assert sorted(rows[back], reverse=True) == magnitudes[:8]
        assert sorted(rows[front], reverse=True) == magnitudes[8:]
        assert all(is_balanced_row(row) for row in rows.values())
    again = cli("setup", "stacks", "--set", set_name, "--seed", seed, "--json")
    assert again.stdout == result.stdout


def test_setup_sizes_and_mirror(cli):
    position = Position.from_json(cli("setup", "stacks", "--size", "10x9", "--set", "sequence", "--mirror", "--seed", "5", "--json").stdout)
    white, black = rows_of(position, "white"), rows_of(position, "black")
    assert (position.board.width, position.board.height) == (10, 9)
    assert black[8] == white[0] and black[7] == white[1]
    assert len(white[1]) == 6  # the 16 - 10 rest, centred


def test_setup_wild_json_fills_the_start_zones(cli):
    position = Position.from_json(cli("setup", "stacks", "--wild", "--seed", "9", "--json").stdout)
    wild = build_map(9, 44)
    for colour in ("white", "black"):
        held = {cell for cell, stack in position.stacks.items() if stack[-1].color == colour}
        assert held <= set(wild.zones[colour])
        assert Counter(stack[-1].value for cell, stack in position.stacks.items() if cell in held) == Counter(TOKEN_SETS["classic"])


def test_setup_text_and_the_drawn_seed(cli):
    result = cli("setup", "stacks", "--text")
    assert "w+10" in result.stdout and "b+10" in result.stdout and "white to move" in result.stdout
    assert "--seed" in result.stderr


@pytest.mark.parametrize(
    "args, words",
    [
        (["--size", "5x8"], ["does not fit", "width of at least 8"]),
        (["--size", "13x8"], ["width must be 4 to 12"]),
        (["--size", "eight"], ["--size", "8x8"]),
        (["--set", "huge"], ["--set"]),
        (["--wild", "--mirror"], ["--wild", "--mirror"]),
        (["--regions", "30"], ["--regions needs --wild"]),
        (["--wild", "--regions", "60"], ["--regions"]),
    ],
)
def test_setup_refusals(cli, args, words):
    assert_refused(cli("setup", "stacks", "--seed", "1", "--json", *args), *words)


# --- analyze ----------------------------------------------------------------------------


def test_analyze_json_adds_up_and_repeats(cli):
    args = ("analyze", "stacks", "--games", "4", "--max-plies", "40", "--seed", "3", "--json")
    result = cli(*args)
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert report["games"] == 4 and report["seed"] == 3 and report["max_plies"] == 40
    assert report["end"] == "count" and report["policy"] == "random"
    assert report["white_wins"] + report["black_wins"] + report["draws"] + report["capped"] == 4
    assert sum(report["endings"].values()) == 4 and report["endings"]["cap"] == report["capped"]
    assert 0 < report["mean_plies"] <= 40
    assert cli(*args).stdout == result.stdout


def test_analyze_text_report_on_another_board(cli):
    out = cli("analyze", "stacks", "--games", "2", "--max-plies", "30", "--size", "10x10", "--set", "sequence", "--seed", "8").stdout
    assert "2 random games on 10 x 10, sequence set" in out
    assert "mean length" in out and "three passes" in out and "cut short at the ply cap" in out


def test_analyze_greedy_json(cli):
    args = ("analyze", "stacks", "--policy", "greedy", "--games", "2", "--max-plies", "40", "--seed", "3", "--json")
    result = cli(*args)
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert report["policy"] == "greedy" and report["games"] == 2
    assert sum(report["endings"].values()) == 2
    assert cli(*args).stdout == result.stdout


def test_analyze_refuses_an_unknown_policy(cli):
    assert cli("analyze", "stacks", "--policy", "clever", "--games", "1").exit_code == 2


def test_analyze_refuses_a_set_that_does_not_fit(cli):
    assert_refused(cli("analyze", "stacks", "--size", "6x6", "--games", "1", "--seed", "1"), "does not fit")


def test_a_side_without_moves_passes_from_the_command_line(cli, tmp_path):
    position = tmp_path / "p.json"
    position.write_text(json.dumps({
        "game": "stacks", "width": 4, "height": 4, "to_move": "white",
        "cells": {"a1": [{"color": "white", "value": 1}, {"color": "black", "value": 2}]},
    }))
    listed = cli("moves", "stacks", "--position", position)
    assert listed.stdout.strip() == "[]" and "white has no legal move and passes" in listed.stderr
    passed = cli("moves", "stacks", "--position", position, "--apply", "pass")
    assert passed.exit_code == 0
    after = json.loads(passed.stdout)
    assert after["to_move"] == "black" and after["passes"] == {"white": 1, "black": 0}


def test_passing_with_a_legal_move_is_refused(cli, tmp_path):
    position = tmp_path / "p.json"
    position.write_text(json.dumps({
        "game": "stacks", "width": 4, "height": 4, "to_move": "white",
        "cells": {"a1": [{"color": "white", "value": 1}]},
    }))
    result = cli("moves", "stacks", "--position", position, "--apply", "pass")
    assert result.exit_code == 2 and "white has a legal move" in result.stderr and result.stdout == ""


def test_analyze_search_against_greedy_reports_endings_and_the_first_players_interval(cli):
    args = ("analyze", "stacks", "--white", "search", "--black", "greedy", "--depth", "1", "--games", "2", "--seed", "4", "--json")
    result = cli(*args)
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert (report["white"], report["black"], report["end"]) == ({"name": "search", "depth": 1}, {"name": "greedy"}, "count")
    assert report["capped"] == 0 and sum(report["endings"].values()) == 2
    low, high = report["first_share_interval"]
    assert low <= report["first_share_of_decided"] <= high
    assert cli(*args).stdout == result.stdout


def test_analyze_text_names_the_pairing_and_the_end_rule(cli):
    out = cli("analyze", "stacks", "--policy", "greedy", "--black", "random", "--games", "2", "--seed", "2", "--end", "post",
              "--max-plies", "50").stdout
    assert "2 greedy v random games on 8 x 8, classic set, the post's end alone" in out
    assert "White's share of the" in out or "no game was decided" in out


def test_analyze_refuses_search_limits_without_a_search_player(cli):
    assert_refused(cli("analyze", "stacks", "--depth", "3", "--games", "1"), "--depth")


def test_moves_end_option_chooses_the_end_rule(cli):
    finished = json.dumps({
        "game": "stacks", "width": 8, "height": 8, "to_move": "white", "turns": 120,
        "cells": {"a1": [{"color": "white", "value": 3}]},
    })
    counted = cli("moves", "stacks", "--position", "-", input=finished)
    assert counted.stdout.strip() == "[]" and "white has won (both sides made 60 turns)" in counted.stderr
    post = cli("moves", "stacks", "--position", "-", "--end", "post", input=finished)
    assert json.loads(post.stdout) and post.stderr == ""
