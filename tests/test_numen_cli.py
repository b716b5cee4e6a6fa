"""`pnp setup|analyze numen` through the command line, as a user runs them."""

import json

from pnp.games.numen import rules as numen


def test_setup_json_matches_the_contract(cli):
    result = cli("setup", "numen", "--fill", "balanced", "--seed", "7", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert list(data) == ["game", "seed", "eye", "cells"]
    assert data["game"] == "numen" and data["seed"] == 7 and 1 <= data["eye"] <= 6
    assert list(data["cells"]) == list(numen.PLAYER_CELLS)
    for half in ("A", "B"):
        counts = sorted(numen.Setup.from_dict(data).counts(half))
        assert counts == [2, 2, 2, 3, 3, 3]
    assert result.stderr == ""  # the seed was given, so nothing to report


def test_setup_without_seed_reports_the_drawn_seed_on_stderr(cli):
    result = cli("setup", "numen", "--json")
    seed = json.loads(result.stdout)["seed"]
    assert f"--seed {seed}" in result.stderr
    again = cli("setup", "numen", "--json", "--seed", str(seed))
    assert again.stdout == result.stdout


def test_blank_setup_has_no_cells(cli):
    data = json.loads(cli("setup", "numen", "--fill", "none", "--seed", "3", "--json").stdout)
    assert data == {"game": "numen", "seed": 3}


def test_setup_text_picture(cli):
    out = cli("setup", "numen", "--seed", "3", "--text").stdout
    lines = out.splitlines()
    assert len(lines) == 9 and "[" in out
    assert lines[1].startswith("7") and lines[7].startswith("1")


def test_analyze_pins_the_rules_figures(cli):
    report = json.loads(cli("analyze", "numen", "--json").stdout)
    assert round(report["expected_rolls"], 2) == 29.29
    assert report["best"][0]["counts"] == [3, 3, 3, 2, 2, 2]
    assert report["worst"][0]["counts"] == [15, 0, 0, 0, 0, 0]
    assert report["worst"][0]["expected_rolls"] == 90
    assert 0.5 < report["guide_wins"] < 0.53


def test_analyze_counts_against_another_fill(cli):
    report = json.loads(cli("analyze", "numen", "--counts", "15,0,0,0,0,0", "--vs", "balanced", "--json").stdout)
    assert report["expected_rolls"] == 90
    assert report["guide_wins"] < 0.05


def test_analyze_text_report(cli):
    out = cli("analyze", "numen", "--top", "2").stdout
    assert "29.29" in out and "Guide wins" in out and "90.00" in out


def test_a_board_and_a_setup_of_one_number_print_one_fill(cli, tmp_path):
    """The layout number at a sheet's foot means one fill: `pnp board numen --seed N` prints the digits
    of `pnp setup numen --seed N`, in either fill, and another number prints others."""
    import re

    from conftest import pdf_text

    def digits(*args: str) -> list[str]:
        out = tmp_path / f"{'-'.join(args)}.pdf"
        assert cli(*args, "-o", out).exit_code == 0
        return re.findall(r"(?<![\d.])[1-6](?![\d.])", pdf_text(out))

    for fill in ("balanced", "random"):
        board = digits("board", "numen", "--fill", fill, "--seed", "1")
        assert board == digits("setup", "numen", "--fill", fill, "--seed", "1")
        assert board != digits("board", "numen", "--fill", fill, "--seed", "2")


def test_analyze_plays_a_pairing_with_the_exact_odds_in_its_game_section(cli):
    args = ("analyze", "numen", "--guide", "greedy", "--other", "random", "--games", "6", "--seed", "2", "--json", "--workers", "1")
    done = cli(*args)
    assert done.exit_code == 0, done.stderr
    report = json.loads(done.stdout)
    assert (report["A"], report["B"], report["games"], report["fill"], report["rules"]) == (
        {"name": "greedy"}, {"name": "random"}, 6, "balanced", "basic")
    assert report["A_wins"] + report["B_wins"] + report["draws"] == 6 and report["capped"] == 0
    assert 0 < report["game"]["exact"]["guide_wins"] < 1
    assert cli(*args).stdout == done.stdout
    words = cli("analyze", "numen", "--policy", "random", "--games", "3", "--seed", "2", "--workers", "1").stdout
    assert words.startswith("Eye of Numen, basic rules, balanced: 3 games, random (seed 2)")
    refused = cli("analyze", "numen", "--counts", "3,3,3,2,2,2", "--policy", "greedy")
    assert refused.exit_code == 2 and "exact odds" in refused.stderr
