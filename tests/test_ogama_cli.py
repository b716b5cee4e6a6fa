"""`pnp moves|setup|analyze ogama` through the command line, as a user runs them."""

import json

import pytest

from pnp.games.ogama.rules import BLACK, ORANGE, Position, home_points

# Orange's toad stands on two discs (reach 2) at c1; its free discs are a1, c3 (topping a black disc)
# and d2; Black keeps single discs, so the game goes on. Worked out by hand from docs/games/ogama.md.
HAND = {
    "game": "ogama",
    "width": 5,
    "height": 5,
    "to_move": "orange",
    "cells": {
        "a1": ["orange"],
        "c1": ["orange", "orange"],
        "c3": ["black", "orange"],
        "d2": ["orange"],
        "a3": ["black"],
        "a5": ["black"],
        "e5": ["black"],
    },
    "toads": {"orange": "c1", "black": "e5"},
}
HAND_ACTIONS = """[
  {"piece": "disc", "from": "a1", "to": "a3"},
  {"piece": "disc", "from": "a1", "to": "b2"},
  {"piece": "disc", "from": "c3", "to": "a3"},
  {"piece": "disc", "from": "c3", "to": "b2"},
  {"piece": "disc", "from": "c3", "to": "b4"},
  {"piece": "disc", "from": "c3", "to": "c5"},
  {"piece": "disc", "from": "c3", "to": "d2"},
  {"piece": "disc", "from": "c3", "to": "d4"},
  {"piece": "disc", "from": "c3", "to": "e3"},
  {"piece": "disc", "from": "d2", "to": "b2"},
  {"piece": "disc", "from": "d2", "to": "c3"},
  {"piece": "disc", "from": "d2", "to": "d4"},
  {"piece": "disc", "from": "d2", "to": "e1"},
  {"piece": "disc", "from": "d2", "to": "e3"},
  {"piece": "toad", "from": "c1", "to": "d2"}
]
"""


@pytest.fixture
def hand_file(tmp_path):
    path = tmp_path / "position.json"
    path.write_text(json.dumps(HAND), encoding="utf-8")
    return path


def test_moves_from_a_file(cli, hand_file):
    result = cli("moves", "ogama", "--position", hand_file)
    assert result.exit_code == 0, result.stderr
    assert result.stdout == HAND_ACTIONS
    assert result.stderr == ""


def test_moves_from_stdin(cli):
    result = cli("moves", "ogama", "--position", "-", input=json.dumps(HAND))
    assert result.exit_code == 0, result.stderr
    assert result.stdout == HAND_ACTIONS


def test_apply_prints_the_position_after_a_capture(cli, hand_file):
    result = cli("moves", "ogama", "--position", hand_file, "--apply", '{"piece": "disc", "from": "a1", "to": "a3"}')
    assert result.exit_code == 0, result.stderr
    after = json.loads(result.stdout)
    expected = {**HAND, "to_move": "black", "cells": {**HAND["cells"], "a3": ["black", "orange"]}, "turns": 1}
    del expected["cells"]["a1"]
    assert after == expected
    assert list(after["cells"]) == sorted(after["cells"])  # column then row: stable output


def test_apply_a_toad_step_then_list_black_moves(cli, hand_file):
    stepped = cli("moves", "ogama", "--position", hand_file, "--apply", '{"piece": "toad", "from": "c1", "to": "d2"}')
    assert json.loads(stepped.stdout)["toads"] == {"orange": "d2", "black": "e5"}
    listed = cli("moves", "ogama", "--position", "-", input=stepped.stdout)
    actions = json.loads(listed.stdout)
    assert actions and all(a["from"] in {"a3", "a5", "e5"} for a in actions)


@pytest.mark.parametrize(
    "stdin, apply, words",
    [
        ("{not json", None, "not valid JSON"),
        (json.dumps({**HAND, "toads": {"orange": "b2", "black": "e5"}}), None, "empty point 'b2'"),
        (json.dumps({**HAND, "width": "five"}), None, "width"),
        (json.dumps(HAND), '{"piece": "disc", "from": "a1", "to": "a4"}', "exactly 2 points"),
        (json.dumps(HAND), '{"piece": "toad", "from": "c1", "to": "b2"}', "neighbouring point"),
        (json.dumps(HAND), '{"piece": "frog", "from": "a1", "to": "a2"}', "'frog'"),
        (json.dumps(HAND), "{oops", "not valid JSON"),
    ],
)
def test_bad_input_is_one_line_exit_2_and_nothing_on_stdout(cli, stdin, apply, words):
    args = ["moves", "ogama", "--position", "-"] + (["--apply", apply] if apply else [])
    result = cli(*args, input=stdin)
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pnp: error:"), result.stderr
    assert words in lines[0]
    assert result.stdout == ""


def test_missing_position_file(cli, tmp_path):
    result = cli("moves", "ogama", "--position", tmp_path / "absent.json")
    assert result.exit_code == 2
    assert "cannot read position file" in result.stderr and result.stdout == ""


@pytest.mark.parametrize("seed", [0, 1, 7, 12345, 2**31 - 1])
def test_setup_json_is_a_valid_deterministic_setup(cli, seed):
    first = cli("setup", "ogama", "--seed", seed, "--json")
    assert first.exit_code == 0 and first.stderr == ""
    assert cli("setup", "ogama", "--seed", seed, "--json").stdout == first.stdout
    data = json.loads(first.stdout)
    assert data["game"] == "ogama" and data["to_move"] == ORANGE
    position = Position.from_dict(data)
    assert data["toads"] == data["ogama"]
    for colour in (ORANGE, BLACK):
        home = set(home_points(colour, 6, 6, 2))
        assert {p for p, stack in position.stacks.items() if stack == (colour,)} == home
        assert position.ogama[colour] in home
    assert position.legal_moves()


def test_setups_differ_between_seeds(cli):
    placed = {cli("setup", "ogama", "--seed", seed, "--json").stdout for seed in range(8)}
    assert len(placed) > 4


def test_setup_size_and_rows(cli):
    data = json.loads(cli("setup", "ogama", "--seed", 3, "--size", "8x7", "--rows", 3, "--json").stdout)
    assert (data["width"], data["height"]) == (8, 7)
    assert sum(stack == ["orange"] for stack in data["cells"].values()) == 24


def test_setup_without_seed_reports_it(cli):
    result = cli("setup", "ogama", "--json")
    assert "--seed" in result.stderr
    seed = int(result.stderr.split("--seed ")[1].split(")")[0])
    assert cli("setup", "ogama", "--json", "--seed", seed).stdout == result.stdout


def test_setup_text_picture(cli):
    out = cli("setup", "ogama", "--seed", 3, "--text").stdout
    lines = out.splitlines()
    assert lines[1].split()[0] == "6" and lines[6].split()[0] == "1"
    board = "\n".join(lines[1:7])
    assert board.count("@") == 2 and board.count("*") == 2


@pytest.mark.parametrize(
    "args, words",
    [
        (["setup", "ogama", "--size", "3x6"], "--size"),
        (["setup", "ogama", "--size", "six"], "'six' is not a size like 6x6"),
        (["setup", "ogama", "--rows", "4"], "--rows"),
        (["board", "ogama", "--size", "8x8"], "at most 7 points across and 6 up"),
        (["board", "ogama", "--size", "8x8", "--lang", "ru"], "не больше 7 пунктов"),
        (["tokens", "ogama", "--back-offset", "1,0"], "--duplex"),
        (["tokens", "ogama", "--duplex", "--back-offset", "1"], "X,Y"),
        (["tokens", "ogama", "--duplex", "--back-offset", "12,0"], "over 10 mm"),
        (["tokens", "ogama", "--diameter", "10"], "--diameter"),
        (["analyze", "ogama", "--games", "0"], "--games"),
    ],
)
def test_bad_options(cli, tmp_path, monkeypatch, args, words):
    monkeypatch.chdir(tmp_path)
    result = cli(*args)
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], result.stderr
    assert result.stdout == "" and list(tmp_path.iterdir()) == []


def test_analyze_json(cli):
    result = cli("analyze", "ogama", "--games", 3, "--seed", 5, "--json")
    assert result.exit_code == 0 and result.stderr == ""
    report = json.loads(result.stdout)
    assert (report["games"], report["seed"], report["width"], report["height"]) == (3, 5, 6, 6)
    assert report["orange"] == report["black"] == {"name": "random"} and report["game"] == {}
    assert report["orange_wins"] + report["black_wins"] + report["draws"] == 3 and report["capped"] == 0
    assert sum(report["endings"].values()) == 3 and set(report["endings"]) == {"tower", "count", "passes", "turns", "cap"}
    assert 0 < report["mean_plies"] <= 120
    assert cli("analyze", "ogama", "--games", 3, "--seed", 5, "--json").stdout == result.stdout


def test_analyze_text(cli):
    out = cli("analyze", "ogama", "--games", 2, "--seed", 1).stdout
    lines = out.splitlines()
    assert lines[0] == "OGAMA: 2 games, random, 6 x 6, 2 home rows, at most 300 plies each (seed 1)"
    assert lines[1].startswith("mean length:") and "60 turns each" in out


def test_passing_with_a_legal_action_is_refused(cli, tmp_path):
    from pnp.games.ogama.rules import setup

    position = tmp_path / "p.json"
    position.write_text(setup(4).to_json())
    result = cli("moves", "ogama", "--position", position, "--apply", "pass")
    assert result.exit_code == 2 and "may not pass" in result.stderr and result.stdout == ""


def test_analyze_one_pairing_with_a_search_player(cli):
    args = ("analyze", "ogama", "--orange", "greedy", "--black", "search", "--games", 3, "--seed", 2, "--json")
    result = cli(*args)
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert (report["orange"], report["black"], report["games"]) == ({"name": "greedy"}, {"name": "search", "depth": 2}, 3)
    assert report["orange_wins"] + report["black_wins"] + report["draws"] + report["capped"] == 3
    assert sum(report["endings"].values()) == 3 and report["median_plies"] > 0
    assert cli(*args).stdout == result.stdout
    text = cli("analyze", "ogama", "--policy", "search", "--depth", 1, "--games", 1, "--seed", 2).stdout
    assert "OGAMA: 1 game, search (depth 1), 6 x 6" in text and "endings: tower" in text


def test_a_time_budget_names_itself_in_the_report(cli):
    result = cli("analyze", "ogama", "--policy", "search", "--budget-ms", 5, "--games", 1, "--seed", 3, "--json")
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert report["orange"] == report["black"] == {"name": "search", "budget_ms": 5} and report["games"] == 1
