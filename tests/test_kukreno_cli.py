"""`pnp analyze|setup|sheet kukreno` from the command line: scoring JSON, bad grids, facts, statistics, rolls."""

import json
import re

import pytest

# The post's first game: two lines of 3 and one of 4 for X, 4 points; O's three symbols make no line.
GRID = """\
..X..O
..XX.O
XXXX..
.X...O
O....O
...O..
"""
GRID_SCORE = {
    "X": 4,
    "O": 0,
    "lines": [
        {"symbol": "X", "cells": ["a4", "b4", "c4", "d4"], "points": 2},
        {"symbol": "X", "cells": ["b3", "c4", "d5"], "points": 1},
        {"symbol": "X", "cells": ["c4", "c5", "c6"], "points": 1},
    ],
}


def assert_one_error_line(result, *words):
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pnp: error:"), result.stderr
    for word in words:
        assert word in lines[0]


# --- scoring a grid -----------------------------------------------------------------


def test_score_a_grid_file(cli, tmp_path):
    path = tmp_path / "grid.txt"
    path.write_text(GRID)
    result = cli("analyze", "kukreno", "--grid", path)
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout) == GRID_SCORE
    assert result.stderr == ""


@pytest.mark.parametrize("text", [GRID, GRID.replace("\n", "\r\n"), GRID.rstrip("\n"), "\ufeff" + GRID])
def test_score_a_grid_from_stdin(cli, text):
    result = cli("analyze", "kukreno", "--grid", "-", input=text)
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout) == GRID_SCORE


@pytest.mark.parametrize(
    "text, where",
    [
        ("......\n" * 5, "line 6, column 1"),  # a row short
        ("......\n" * 7, "line 7, column 1"),  # a row too many
        ("......\n" * 2 + ".......\n" + "......\n" * 3, "line 3, column 7"),  # a line too long
        ("......\n" * 3 + "....\n" + "......\n" * 2, "line 4, column 5"),  # a line too short
        ("......\n" * 2 + "..x...\n" + "......\n" * 3, "line 3, column 3"),  # lower-case x
        ("0.....\n" + "......\n" * 5, "line 1, column 1"),  # a zero for an O
        ("......\n" * 4 + ".. ...\n" + "......\n", "line 5, column 3"),  # a space
        ("", "line 1, column 1"),
    ],
)
def test_malformed_grids_name_line_and_column(cli, tmp_path, text, where):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    assert_one_error_line(cli("analyze", "kukreno", "--grid", path), where, "bad.txt")
    assert_one_error_line(cli("analyze", "kukreno", "--grid", "-", input=text), where, "<stdin>")


def test_unreadable_grid_files(cli, tmp_path):
    assert_one_error_line(cli("analyze", "kukreno", "--grid", tmp_path / "missing.txt"), "cannot read", "missing.txt")
    assert_one_error_line(cli("analyze", "kukreno", "--grid", tmp_path), "cannot read")
    binary = tmp_path / "grid.bin"
    binary.write_bytes(b"\xff\xfe\x00X")
    assert_one_error_line(cli("analyze", "kukreno", "--grid", binary), "not UTF-8")


def test_grid_errors_follow_the_language(cli, tmp_path):
    result = cli("analyze", "kukreno", "--grid", tmp_path / "missing.txt", "--lang", "ru")
    assert_one_error_line(result, "не удаётся прочитать сетку")


# --- facts and statistics --------------------------------------------------------------


def analyze_json(cli, *args):
    result = cli("analyze", "kukreno", "--json", *args)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout), result.stderr


def test_analyze_json_pins_the_facts_and_repeats_for_a_seed(cli):
    first, stderr = analyze_json(cli, "--seed", "21", "--games", "300")
    again, _ = analyze_json(cli, "--seed", "21", "--games", "300")
    other, _ = analyze_json(cli, "--seed", "22", "--games", "300")
    assert first == again and first != other
    assert stderr == ""  # the seed was given, so nothing to report
    assert first["game"]["max_points"] == 7
    assert first["game"]["line_of_six_possible"] is False
    assert (first["seed"], first["mode"], first["games"]) == (21, "ordered", 300)
    assert first["starter_wins"] + first["second_wins"] + first["draws"] == 300
    assert first["endings"]["line"] + first["endings"]["penalties"] == 300 and first["capped"] == 0
    assert first["mean_plies"] >= 6 and first["max_plies"] == 78


def test_the_best_grid_scores_seven_when_scored(cli):
    """The facts show the best player's crosses alone; with the other player's noughts added where they
    make no line (so that a game can leave the grid), it scores 7."""
    facts, _ = analyze_json(cli, "--seed", "1", "--games", "1")
    rows = [list(row) for row in facts["game"]["max_points_grid"]]
    crosses = sum(row.count("X") for row in rows)
    empty = [(r, c) for r in range(6) for c in range(6) if rows[r][c] == "."]
    noughts = [(r, c) for r, c in empty if r % 3 != 2 and c % 3 != 2][: crosses - 3]
    for r, c in noughts:
        rows[r][c] = "O"
    result = cli("analyze", "kukreno", "--grid", "-", input="".join("".join(row) + "\n" for row in rows))
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["X"] == 7


def test_the_best_grid_alone_cannot_arise(cli):
    facts, _ = analyze_json(cli, "--seed", "1", "--games", "1")
    result = cli("analyze", "kukreno", "--grid", "-", input="\n".join(facts["game"]["max_points_grid"]) + "\n")
    assert_one_error_line(result, "11 X and 0 O", "at most 3")


def test_free_mode_statistics(cli):
    ordered, _ = analyze_json(cli, "--seed", "3", "--games", "200")
    free, _ = analyze_json(cli, "--seed", "3", "--games", "200", "--mode", "free")
    assert free["mode"] == "free" and free["game"]["max_points"] == 7
    # Either orientation of a roll: far fewer penalties end a game.
    assert free["endings"]["penalties"] < ordered["endings"]["penalties"]


def test_a_drawn_seed_is_named_on_stderr_and_repeats(cli):
    drawn, stderr = analyze_json(cli, "--games", "50")
    seed = int(re.search(r"--seed (\d+)", stderr).group(1))
    assert drawn["seed"] == seed
    assert analyze_json(cli, "--games", "50", "--seed", str(seed))[0] == drawn


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", ["KuKreNo", "7 points", "line of 6 can never", "dice in order: 200 games", "the starter won", "rolls", "%"]),
        ("ru", ["КуКреНо", "крестиков", "Линия из 6 никогда", "кубики по порядку: 200 партий", "броска", "ничьих"]),
    ],
)
def test_analyze_text_report(cli, lang, words):
    result = cli("analyze", "kukreno", "--seed", "4", "--games", "200", "--lang", lang)
    assert result.exit_code == 0, result.stderr
    for word in words:
        assert word in result.stdout
    assert result.stdout.count("X") >= 11  # the best grid is drawn


# --- pre-rolled dice -----------------------------------------------------------------------


def test_setup_json_holds_n_valid_rolls_and_repeats(cli):
    result = cli("setup", "kukreno", "--rolls", "250", "--seed", "9", "--json")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert (data["game"], data["seed"]) == ("kukreno", 9)
    assert len(data["rolls"]) == 250
    assert all(len(roll) == 2 and all(d in range(1, 7) for d in roll) for roll in data["rolls"])
    assert len({tuple(roll) for roll in data["rolls"]}) > 20  # all kinds of pairs, not one repeated
    assert cli("setup", "kukreno", "--rolls", "250", "--seed", "9", "--json").stdout == result.stdout
    assert cli("setup", "kukreno", "--rolls", "250", "--seed", "10", "--json").stdout != result.stdout
    shorter = json.loads(cli("setup", "kukreno", "--rolls", "20", "--seed", "9", "--json").stdout)
    assert shorter["rolls"] == data["rolls"][:20]  # the same seed rolls the same dice


def test_setup_defaults_to_sixty_rolls_and_names_a_drawn_seed(cli):
    result = cli("setup", "kukreno", "--json")
    data = json.loads(result.stdout)
    assert len(data["rolls"]) == 60
    assert f"--seed {data['seed']}" in result.stderr


def test_setup_text_table_matches_json(cli):
    rolls = json.loads(cli("setup", "kukreno", "--rolls", "12", "--seed", "5", "--json").stdout)["rolls"]
    result = cli("setup", "kukreno", "--rolls", "12", "--seed", "5", "--text")
    lines = result.stdout.splitlines()
    assert "layout no. 5" in lines[0] and "column" in lines[1]
    assert [[int(v) for v in line.split()[1:]] for line in lines[2:]] == rolls
    assert [int(line.split()[0]) for line in lines[2:]] == list(range(1, 13))


@pytest.mark.parametrize(
    "args, words",
    [
        (["setup", "kukreno", "--rolls", "0"], "--rolls"),
        (["setup", "kukreno", "--rolls", "1001"], "--rolls"),
        (["analyze", "kukreno", "--games", "0"], "--games"),
        (["analyze", "kukreno", "--mode", "sideways"], "--mode"),
        (["sheet", "kukreno", "--games", "0"], "--games"),
        (["sheet", "kukreno", "--games", "9"], "--games"),
        (["sheet", "kukreno", "--names", "Аня"], "exactly two names"),
        (["sheet", "kukreno", "--names", "Аня,Boris,Карл"], "got 3"),
        (["sheet", "kukreno", "--names", "Аня, "], "empty"),
        (["sheet", "kukreno", "--names", "Аня," + "Б" * 61], "longer than 60"),
        (["sheet", "kukreno", "--names", "Аня,Bo\tris"], "control character"),
        (["sheet", "kukreno", "--names", "Аня", "--lang", "ru"], "ровно два имени"),
    ],
)
def test_bad_options_are_one_line_and_write_nothing(cli, tmp_path, monkeypatch, args, words):
    monkeypatch.chdir(tmp_path)
    assert_one_error_line(cli(*args, "--seed", "1"), words)
    assert list(tmp_path.iterdir()) == []


def test_analyze_a_pairing_of_orientation_choosers(cli):
    args = ("analyze", "kukreno", "--mode", "free", "--starter", "search", "--second", "random", "--games", "20", "--seed", "5", "--json")
    result = cli(*args)
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert (report["starter"], report["second"], report["games"]) == ({"name": "search", "depth": 2}, {"name": "random"}, 20)
    assert report["starter_wins"] + report["second_wins"] + report["draws"] == 20
    assert report["endings"]["line"] + report["endings"]["penalties"] == 20
    assert cli(*args).stdout == result.stdout


def test_orientation_policies_need_free_dice(cli):
    result = cli("analyze", "kukreno", "--policy", "search", "--games", "5")
    assert result.exit_code == 2 and "--mode free" in result.stderr and result.stdout == ""
