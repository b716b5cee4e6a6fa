"""KuKreNo rules (docs/games/kukreno.md): scoring, text grids, dice modes, the end trigger, matches, facts."""

import random
import re
from textwrap import dedent

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.core.errors import PnpError
from pnp.games.kukreno import rules as k
from pnp.engine.position import Result
from pnp.engine.playout import play_out
from pnp.engine.players import random_policy


def grid(text: str) -> k.Grid:
    return k.parse_grid(dedent(text).strip("\n"))


def names(line: k.Line) -> list[str]:
    return [k.cell_name(*cell) for cell in line.cells]


# --- scoring on concrete positions ------------------------------------------------

# The post's first worked game: X's last roll 3:4 (c4) made two lines of 3 and one of 4.
POST_GAME_ONE = """
    ..X...
    ..XX..
    XXXX..
    .X....
    ......
    ......
"""


def test_post_example_two_lines_of_three_and_one_of_four_make_four_points():
    result = k.score_result(grid(POST_GAME_ONE))
    assert result["X"] == 4 and result["O"] == 0
    assert sorted(line["points"] for line in result["lines"]) == [1, 1, 2]
    assert {"symbol": "X", "cells": ["a4", "b4", "c4", "d4"], "points": 2} in result["lines"]


def test_lines_in_all_four_directions_at_the_edges():
    g = grid("""
        XXX..O
        .....O
        .....O
        X..O..
        .X.O..
        ..XO..
    """)
    assert [(line.symbol, names(line)) for line in k.find_lines(g)] == [
        ("X", ["a3", "b2", "c1"]),  # falling diagonal
        ("X", ["a6", "b6", "c6"]),  # top row
        ("O", ["d1", "d2", "d3"]),  # column
        ("O", ["f4", "f5", "f6"]),  # right column
    ]
    rising = grid("""
        .....X
        ....X.
        ...X..
        ......
        ......
        ......
    """)
    assert names(k.find_lines(rising)[0]) == ["d4", "e5", "f6"]


def test_a_line_of_four_counts_once_as_two_points():
    lines = k.find_lines(grid("""
        ......
        ......
        ......
        ......
        ......
        .XXXX.
    """))
    assert [(names(line), line.points) for line in lines] == [(["b1", "c1", "d1", "e1"], 2)]


def test_line_lengths_score_length_minus_two():
    for length in range(7):
        g = {(col, 0): "O" for col in range(length)}
        assert k.score(g)["O"] == max(0, length - 2)


def test_crossing_lines_share_cells_and_all_count():
    block = grid("""
        ......
        ......
        .XXX..
        .XXX..
        .XXX..
        ......
    """)
    lines = k.find_lines(block)
    assert len(lines) == 8 and k.score(block)["X"] == 8  # three rows, three columns, two diagonals
    assert sum("c3" in names(line) for line in lines) == 4  # the centre lies on a line in every direction


def test_two_players_and_line_order_is_by_symbol_then_first_cell():
    g = grid("""
        OOO...
        ......
        ......
        ......
        ...XXX
        XXXOOO
    """)
    result = k.score_result(g)
    assert result == {
        "X": 2,
        "O": 2,
        "lines": [
            {"symbol": "X", "cells": ["a1", "b1", "c1"], "points": 1},
            {"symbol": "X", "cells": ["d2", "e2", "f2"], "points": 1},
            {"symbol": "O", "cells": ["a6", "b6", "c6"], "points": 1},
            {"symbol": "O", "cells": ["d1", "e1", "f1"], "points": 1},
        ],
    }


def test_runs_of_two_and_broken_runs_score_nothing():
    g = grid("""
        XX.XX.
        X.....
        ......
        X.....
        X.O...
        ...O.O
    """)
    assert k.score(g) == {"X": 0, "O": 0}


# --- text grids ------------------------------------------------------------------------


def test_format_and_parse_round_trip_with_row_six_first():
    g = {(0, 0): "X", (5, 5): "O", (2, 3): "X"}
    text = k.format_grid(g)
    assert text == ".....O\n......\n..X...\n......\n......\nX.....\n"
    assert k.parse_grid(text) == g
    assert k.parse_grid(text + "\n  \n") == g
    assert k.parse_grid(text.replace("\n", "\r\n")) == g


@pytest.mark.parametrize(
    "text, message",
    [
        ("......\n......\n....Z.\n......\n......\n......", "line 3, column 5: unexpected 'Z' (expected X, O or .)"),
        ("......\nx.....\n......\n......\n......\n......", "line 2, column 1: unexpected 'x'"),
        ("......\n......\n......\n......\n...\n......", "line 5, column 4: line too short (expected 6 characters, found 3)"),
        ("......\n.......\n......\n......\n......\n......", "line 2, column 7: line too long"),
        ("......\n......\n......\n......", "line 5, column 1: grid ends early (expected 6 lines, found 4)"),
        ("......\n" * 7, "line 7, column 1: extra line"),
        ("", "line 1, column 1: grid ends early (expected 6 lines, found 0)"),
        ("......\n\n......\n......\n......\n......", "line 2, column 1: line too short"),
        (" ......\n......\n......\n......\n......\n......", "line 1, column 1: unexpected ' '"),
    ],
)
def test_malformed_grids_name_line_and_column(text, message):
    with pytest.raises(k.BadGrid) as caught:
        k.parse_grid(text)
    assert str(caught.value).startswith(message)
    assert isinstance(caught.value, PnpError) and isinstance(caught.value, ValueError)


# --- dice modes ----------------------------------------------------------------------


def test_ordered_mode_first_die_is_the_column():
    assert k.roll_squares((3, 5)) == [(2, 4)]
    taken = {(2, 4): "O"}
    assert k.legal_targets(taken, (3, 5)) == []
    assert k.legal_targets(taken, (5, 3)) == [(4, 2)]


def test_free_mode_offers_both_orientations_and_penalises_only_when_both_are_taken():
    assert k.roll_squares((3, 5), "free") == [(2, 4), (4, 2)]
    assert k.roll_squares((4, 4), "free") == [(3, 3)]
    assert k.legal_targets({(2, 4): "X"}, (3, 5), "free") == [(4, 2)]
    assert k.legal_targets({(2, 4): "X", (4, 2): "O"}, (3, 5), "free") == []


def play(position: k.Position, *rolls) -> tuple[k.Position, list]:
    """The position after `rolls` (each through the chance node, the first die read as the column when both
    squares are free), and the square each marked (None: a penalty, the pass a roll with no free square forces)."""
    squares = []
    for roll in rolls:
        position = position.roll(roll)
        moves = position.legal_moves()
        if moves:
            move = k.first_reading(position, moves)
            position = position.apply(move)
            squares.append(move.square)
        else:
            position = position.pass_turn()
            squares.append(None)
    return position, squares


def test_a_taken_square_is_a_penalty_in_ordered_mode_but_not_in_free_mode():
    ordered, squares = play(k.Position(), (1, 2), (1, 2))
    assert squares == [(0, 1), None]
    assert ordered.penalties == {"X": 0, "O": 1}

    free, squares = play(k.Position(mode="free"), (1, 2), (1, 2), (2, 1))
    assert squares == [(0, 1), (1, 0), None]  # O swaps the dice: b1; then both a2 and b1 are taken
    assert free.penalties == {"X": 1, "O": 0}


def test_free_mode_offers_both_readings_when_both_squares_are_free():
    rolled = k.Position(mode="free").roll((2, 5))
    assert rolled.legal_moves() == [k.Move((1, 4)), k.Move((4, 1))]
    assert rolled.apply(k.Move((4, 1))).grid == {(4, 1): "X"}
    assert k.first_reading(rolled, rolled.legal_moves()) == k.Move((1, 4))  # the first die as the column
    seen = []

    def last_reading(position, moves):
        seen.append((position.to_move, [m.square for m in moves]))
        return moves[-1]

    done, rolls = k.play_rolls(k.Position(mode="free"), [(2, 5), (5, 2)] + [(1, 1), (6, 6)] * 40, last_reading)
    assert seen[0] == ("X", [(1, 4), (4, 1)]) and done.grid[(4, 1)] == "X" and done.grid[(1, 4)] == "O"


@pytest.mark.parametrize("roll", [(0, 3), (7, 1), (3,), (1.0, 2)])
def test_bad_rolls_are_refused(roll):
    with pytest.raises(k.BadRoll):
        k.roll_squares(roll)


def test_unknown_mode_is_refused_clearly():
    with pytest.raises(k.BadRoll, match="unknown dice mode 'sideways'"):
        k.Position(mode="sideways")


# --- the end of a game ------------------------------------------------------------------

# X takes a1, b1 and c1 with its 1st, 2nd, 3rd rolls; O takes a6 and b6 in between.
X_LINE_ON_THIRD_ROLL = [(1, 1), (1, 6), (2, 1), (2, 6), (3, 1)]


def test_starter_reaching_a_line_gives_the_second_player_one_more_roll():
    game, _ = play(k.Position(), *X_LINE_ON_THIRD_ROLL)
    assert game.result() is None and game.to_move == "O"
    game, _ = play(game, (6, 3))
    assert game.result() == Result("X", "line")
    assert game.rolls == 6 and game.points == {"X": 1, "O": 0} and game.winner == "X"
    assert game.first_criterion == ("X", "line")
    assert game.legal_moves() == [] and game.chance_outcomes() == ()
    with pytest.raises(PnpError, match="game is over"):
        game.roll((4, 4))
    with pytest.raises(PnpError, match="game is over"):
        game.apply(k.Move((3, 3)))


def test_second_player_making_a_line_on_the_extra_roll_draws_one_all():
    record, _ = k.play_rolls(k.Position(), X_LINE_ON_THIRD_ROLL + [(3, 6)])
    assert record.points == {"X": 1, "O": 1} and record.winner is None
    assert record.next_starter() == "X"


def test_second_player_reaching_a_line_ends_the_game_at_once():
    rolls = [(1, 1), (1, 6), (2, 2), (2, 6), (4, 1), (3, 6), (5, 5)]
    record, used = k.play_rolls(k.Position(), iter(rolls))
    assert used == rolls[:6]  # X never gets its 4th roll
    assert record.points == {"X": 0, "O": 1} and record.winner == "O"


def test_starter_reaching_three_penalties_gives_the_second_player_one_more_roll():
    rolls = [(1, 1), (1, 1), (1, 1), (2, 2), (1, 1), (2, 2), (1, 1)]  # X: a1, then three times a1 again
    game, _ = play(k.Position(), *rolls)
    assert game.penalties == {"X": 3, "O": 2} and game.result() is None
    game, _ = play(game, (3, 3))
    assert game.result() == Result("O", "penalties") and game.rolls == 8 and game.first_criterion == ("X", "penalties")
    assert game.winner == "O" and game.next_starter() == "X"


def test_running_out_of_dice_is_an_error():
    with pytest.raises(k.DiceRanOut):
        k.play_rolls(k.Position(), [(1, 1), (2, 2)])


# --- match totals and who starts --------------------------------------------------------


def test_third_penalty_costs_a_point_but_a_total_never_drops_below_zero():
    assert k.add_to_total(0, 0, 3) == 0  # the post: a player at 0 stays at 0
    assert k.add_to_total(4, 0, 3) == 3  # the post: 4 - 1 = 3
    assert k.add_to_total(0, 1, 3) == 0  # the game's points are added first
    assert k.add_to_total(2, 1, 2) == 3


def test_the_loser_starts_next_a_three_penalty_finish_counting_minus_one():
    none = {"X": 0, "O": 0}
    assert k.next_starter("X", {"X": 2, "O": 1}, none) == "O"
    assert k.next_starter("X", {"X": 0, "O": 1}, none) == "X"
    assert k.next_starter("O", {"X": 1, "O": 1}, none) == "O"  # draw: same starter
    assert k.next_starter("X", none, {"X": 0, "O": 3}) == "O"  # 0 : 0 on the board, O ended on penalties
    assert k.next_starter("O", {"X": 1, "O": 1}, {"X": 3, "O": 0}) == "X"
    assert k.next_starter("X", {"X": 1, "O": 0}, {"X": 3, "O": 0}) == "X"  # 0 : 0 after the -1: draw
    assert k.game_winner({"X": 0, "O": 0}, {"X": 3, "O": 3}) is None


def test_the_posts_three_game_match():
    game_one = [  # X builds a4 b4 d4 c5 c6 b3 d5, then 3:4; O: two penalties, then 4:4 is its third
        (1, 4), (1, 4), (2, 4), (6, 1), (4, 4), (6, 1), (3, 5), (6, 3),
        (3, 6), (5, 1), (2, 3), (1, 1), (4, 5), (5, 6), (3, 4), (4, 4),
    ]
    game_two = [(1, 5), (3, 3), (1, 6), (3, 3), (6, 6), (3, 3), (1, 4), (3, 3)]  # O: 1:4 makes a line; X: 3:3 thrice
    game_three = [(1, 1), (3, 2), (6, 6), (3, 3), (1, 6), (3, 4)]  # O wins with 3:4 at once
    match = k.play_match(game_one + game_two + game_three, games=3)

    first = match.games[0]
    assert first.grid == {**grid(POST_GAME_ONE), **{c: "O" for c in [(5, 0), (5, 2), (4, 0), (0, 0), (4, 5)]}}
    assert first.points == {"X": 4, "O": 0} and first.penalties == {"X": 0, "O": 3}
    assert match.starters == ["X", "O", "X"]
    assert match.totals == [{"X": 4, "O": 0}, {"X": 3, "O": 1}, {"X": 3, "O": 2}]
    assert [g.rolls for g in match.games] == [16, 8, 6]
    assert match.next_starter == "X"


# --- facts ------------------------------------------------------------------------------


def test_the_most_one_game_can_score_is_seven_with_a_reachable_grid():
    best, witness = k.max_game_points()
    assert best == 7
    assert k.score(witness) == {"X": 7, "O": 0}
    # Reachable: removing some one cell (the last symbol placed) leaves no line of 3.
    assert any(not k.has_line({c: s for c, s in witness.items() if c != last}, "X") for last in witness)
    assert k.max_game_points() is k.max_game_points()  # cached


def test_a_line_of_six_can_never_be_scored():
    assert k.line_of_six_possible() is False


def test_dice_table_is_reproducible_and_fair_looking():
    table = k.dice_table(seed=11, count=600)
    assert table == k.dice_table(seed=11, count=600) != k.dice_table(seed=12, count=600)
    assert len(table) == 600 and all(1 <= a <= 6 and 1 <= b <= 6 for a, b in table)
    assert {a for a, _ in table} == set(range(1, 7))


def test_an_analysis_is_reproducible_and_adds_up():
    from pnp.engine.players import PolicySpec
    from pnp.games.kukreno.players import kukreno_report

    for mode in k.MODES:
        report = kukreno_report(5, 30, mode, (PolicySpec("greedy"),) * 2)
        assert report == kukreno_report(5, 30, mode, (PolicySpec("greedy"),) * 2)
        assert report["starter_wins"] + report["second_wins"] + report["draws"] == report["games"] == 30
        assert report["endings"]["line"] + report["endings"]["penalties"] == 30 and report["capped"] == 0
        assert report["game"]["max_points"] == 7 and report["game"]["line_of_six_possible"] is False
        assert all(int(outcome.split("/")[2]) % 2 == 0 for outcome in report["outcomes"])  # both rolled equally often


# --- properties ---------------------------------------------------------------------------

grids = st.lists(st.sampled_from("XO."), min_size=36, max_size=36).map(
    lambda chars: {(i % 6, i // 6): c for i, c in enumerate(chars) if c != "."}
)


def oracle_score(g: k.Grid) -> dict[str, int]:
    """Independent count: regular expressions over every row, column and diagonal as text."""
    cells = [[g.get((col, row), ".") for col in range(6)] for row in range(6)]
    strings = ["".join(r) for r in cells] + ["".join(col) for col in zip(*cells)]
    for offset in range(-5, 6):
        strings.append("".join(cells[r][r + offset] for r in range(6) if 0 <= r + offset < 6))
        strings.append("".join(cells[r][5 - r + offset] for r in range(6) if 0 <= 5 - r + offset < 6))
    points = {"X": 0, "O": 0}
    for text in strings:
        for run in re.finditer(r"X{3,}|O{3,}", text):
            points[run.group()[0]] += len(run.group()) - 2
    return points


@settings(max_examples=200, deadline=None)
@given(grids)
def test_scores_match_an_independent_count(g):
    assert k.score(g) == oracle_score(g)


@settings(max_examples=150, deadline=None)
@given(grids)
def test_every_line_is_a_distinct_maximal_straight_run(g):
    seen = set()
    for line in k.find_lines(g):
        cells = line.cells
        step = (cells[1][0] - cells[0][0], cells[1][1] - cells[0][1])
        assert step in k.DIRECTIONS and len(cells) >= 3 and len(set(cells)) == len(cells)
        assert all((b[0] - a[0], b[1] - a[1]) == step for a, b in zip(cells, cells[1:]))
        assert all(g[c] == line.symbol for c in cells)
        before = (cells[0][0] - step[0], cells[0][1] - step[1])
        after = (cells[-1][0] + step[0], cells[-1][1] + step[1])
        assert g.get(before) != line.symbol and g.get(after) != line.symbol
        for pair in zip(cells, cells[1:]):  # no stretch of a line is counted by a second line
            assert pair not in seen
            seen.add(pair)


@settings(max_examples=150, deadline=None)
@given(grids)
def test_mirroring_and_transposing_keep_both_scores(g):
    expected = k.score(g)
    for transform in (lambda c, r: (5 - c, r), lambda c, r: (c, 5 - r), lambda c, r: (r, c)):
        assert k.score({transform(*cell): s for cell, s in g.items()}) == expected


@settings(max_examples=150, deadline=None)
@given(grids)
def test_text_round_trip(g):
    assert k.parse_grid(k.format_grid(g)) == g


def replay_ordered(rolls, starter):
    """The ordered-mode rules rewritten plainly: the final grid, penalties and game length they imply."""
    g, penalties, first_criterion = {}, {"X": 0, "O": 0}, None
    for index, (col, row) in enumerate(rolls):
        symbol = starter if index % 2 == 0 else k.opponent(starter)
        if (col - 1, row - 1) in g:
            penalties[symbol] += 1
        else:
            g[(col - 1, row - 1)] = symbol
        if first_criterion is None and (penalties[symbol] == 3 or oracle_score(g)[symbol] > 0):
            first_criterion = index
    length = first_criterion + 1 + (first_criterion % 2 == 0)  # the starter's criterion earns one more roll
    return g, penalties, length


def simulate(seed: int, starter: str, mode: str = "ordered") -> tuple[k.Position, tuple]:
    """A game through the engine with random dice and random readings: its last position and its rolls."""
    playout = play_out(k.Position(starter, mode), dict.fromkeys(k.SYMBOLS, random_policy), random.Random(seed), 200)
    return playout_end(k.Position(starter, mode), playout), playout.rolls


def playout_end(position: k.Position, playout) -> k.Position:
    rolls = iter(playout.rolls)
    for move in playout.moves:
        position = position.roll(next(rolls))
        position = position.pass_turn() if move is None else position.apply(move)
    return position


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**31 - 1), st.sampled_from(k.SYMBOLS))
def test_simulated_ordered_games_follow_the_end_rule(seed, starter):
    record, rolls = simulate(seed, starter)
    g, penalties, length = replay_ordered(rolls, starter)
    assert record.rolls == length and length % 2 == 0 and len(rolls) == length
    assert record.grid == g and record.penalties == penalties
    assert record.points == oracle_score(g) and max(record.points.values()) <= 7
    assert record.winner == k.game_winner(record.points, record.penalties)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**31 - 1), st.sampled_from(k.MODES))
def test_every_roll_places_a_symbol_or_costs_a_penalty_and_both_roll_equally(seed, mode):
    record, _ = simulate(seed, "O", mode)
    per_player = record.rolls // 2
    assert record.rolls % 2 == 0
    for symbol in k.SYMBOLS:
        placed = sum(s == symbol for s in record.grid.values())
        assert placed + record.penalties[symbol] == per_player
        assert record.penalties[symbol] <= 3


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 6), st.integers(1, 6)), min_size=1, max_size=40), st.sampled_from(k.MODES))
def test_a_position_knows_when_a_criterion_is_first_reached(rolls, mode):
    """Kept move by move, the first criterion agrees with looking at the whole grid and the penalties."""
    position = k.Position(mode=mode)
    for roll in rolls:
        if position.result() is not None:
            break
        position, _ = play(position, roll)
        reached = [s for s in k.SYMBOLS if k.has_line(position.grid, s) or position.penalties[s] >= k.PENALTY_LIMIT]
        assert (position.first_criterion is not None) == bool(reached)
        assert k.Position.from_json(position.to_json()) == position
