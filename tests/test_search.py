"""The search boards agree with the engines; the search finds what it should; pairing reports add up."""

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.games.ogama import rules as ogama
from pnp.games.stacks import rules as stacks
from pnp.engine.matches import pairing_report, wilson_interval, GameRecord
from pnp.games.ogama.search import OgamaBoard
from pnp.engine.position import Result
from pnp.engine.players import PolicySpec, make_player
from pnp.engine.search import Search, SearchLimits
from pnp.games.stacks.search import StacksBoard
from pnp.games.ogama import players as ogama_players
from pnp.games.stacks import players as stacks_players
from pnp.games.stacks.players import stacks_report


def board_result(board, sides: tuple[str, str]) -> Result | None:
    ending = board.outcome()
    return None if ending is None else Result(None if ending[0] is None else sides[ending[0]], ending[1])


def play_through_both(position, board, sides: tuple[str, str], seed: int, same=lambda board, position: True) -> None:
    """Random moves through the engine and the board at once, up to 300 plies; at every position they list the same
    moves, hold the same stacks and see the same ending (and `same` holds); then every move is unmade."""
    rand, played = random.Random(seed), []
    while len(played) < 300:
        moves, legal = sorted(board.moves()), position.legal_moves()
        assert [board.engine_move(m) for m in moves] == legal
        assert board.engine_stacks() == position.stacks and same(board, position)
        assert board_result(board, sides) == position.result()
        if position.result():
            break
        k = rand.randrange(len(legal)) if legal else None
        position = position.apply(legal[k]) if legal else position.pass_turn()
        played.append(moves[k] if legal else None)
        board.make(played[-1])
    for _ in played:
        board.unmake()


@pytest.mark.parametrize("end", stacks.END_RULES)
@pytest.mark.parametrize("seed", range(6))
def test_the_stacks_search_board_agrees_with_the_engine_through_random_games(end, seed):
    set_name = "classic" if seed % 2 else "sequence"
    position = stacks.balanced_setup(seed, 8, set_name=set_name).with_end(end)
    board, start = StacksBoard(position), StacksBoard(position)
    play_through_both(position, board, stacks.COLORS, seed, lambda board, position: f"{board.key:016x}" == position.key)
    assert (board.engine_stacks(), board.key, board.visible, board.power, board.turns, board.seen) == (
        start.engine_stacks(), start.key, start.visible, start.power, start.turns, start.seen)


def test_the_stacks_board_reads_a_saved_game_with_its_history():
    position = stacks.balanced_setup(3)
    rand = random.Random(3)
    for _ in range(30):
        position = position.apply(rand.choice(position.legal_moves()))
    board = StacksBoard(stacks.Position.from_json(position.to_json()))
    assert f"{board.key:016x}" == position.key and board.turns == 30 and sum(board.seen.values()) == 30


@pytest.mark.parametrize("seed", range(8))
def test_the_ogama_search_board_agrees_with_the_engine_through_random_games(seed):
    position = ogama.setup(seed, 6 if seed % 2 else 5, 6 if seed % 2 else 5)
    board, start = OgamaBoard(position), OgamaBoard(position)
    play_through_both(position, board, ogama.COLORS, seed)
    assert (board.engine_stacks(), board.toads, board.key, board.side) == (
        start.engine_stacks(), start.toads, start.key, start.side)


def tokens(cells: dict) -> dict:
    """{"a1": "w6 b-3"} -> stacks of tokens, bottom first."""
    return {
        cell: tuple(stacks.Token("white" if t[0] == "w" else "black", int(t[1:])) for t in text.split())
        for cell, text in cells.items()
    }


def test_search_covers_the_last_enemy_top_when_that_wins():
    """Black has passed twice; White +6 can climb Black's only top, and then Black must pass a third time."""
    cells = tokens({"a1": "w6", "c1": "b2", "a3": "w1"})
    position = stacks.Position(stacks.GridBoard(4, 4), "white", cells, {"white": 0, "black": 2})
    board = StacksBoard(position)
    move = board.engine_move(Search(board, SearchLimits(depth=3), random.Random(1)).best_move())
    assert move == stacks.Move("a1", "c1")
    after = position.apply(move)
    assert after.must_pass() and after.pass_turn().result() == Result("white", "passes")


def test_search_play_is_the_same_for_the_same_seed():
    first = stacks_report(5, 2, 8, 8, "classic", "count", 300, (PolicySpec("search", SearchLimits(1)), PolicySpec("greedy")))
    again = stacks_report(5, 2, 8, 8, "classic", "count", 300, (PolicySpec("search", SearchLimits(1)), PolicySpec("greedy")))
    assert first == again


def test_every_search_game_under_the_count_end_ends():
    report = stacks_report(2, 2, 8, 8, "classic", "count", 10_000, (PolicySpec("search", SearchLimits(1)),) * 2)
    assert report["capped"] == 0 and report["mean_plies"] <= 120
    assert report["white_wins"] + report["black_wins"] + report["draws"] == 2


def test_a_search_player_answers_with_a_legal_ogama_action():
    position = ogama.setup(4)
    player = make_player(ogama_players.PLAYERS, PolicySpec("search", SearchLimits(2)), 9)
    assert player(position, position.legal_moves()) in position.legal_moves()


def test_wilson_interval():
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(5, 10)
    assert round(low, 4) == 0.2366 and round(high, 4) == 0.7634
    low, high = wilson_interval(10, 10)
    assert round(low, 4) == 0.7225 and high == 1.0


def test_a_pairing_report_adds_up():
    records = [GameRecord("white", "turns", 120), GameRecord(None, "repetition", 40), GameRecord("black", "passes", 31),
               GameRecord(None, "cap", 300), GameRecord("white", "repetition", 55)]
    report = pairing_report(records, ("white", "black"), ("passes", "attack", "repetition", "turns"))
    assert (report["white_wins"], report["black_wins"], report["draws"], report["capped"]) == (2, 1, 1, 1)
    assert report["endings"] == {"passes": 1, "attack": 0, "repetition": 2, "turns": 1, "cap": 1}
    assert report["median_plies"] == 55 and report["mean_plies"] == 109.2
    assert report["decided"] == 3 and report["first_share_of_decided"] == round(2 / 3, 4)


def test_the_dice_search_completes_a_line_and_blocks_one():
    """The engine's search over KuKreNo positions (expectation at each roll) reads the dice as a player would."""
    from pnp.games.kukreno import rules as kukreno
    from pnp.games.kukreno.players import PLAYERS as KUKRENO

    search = make_player(KUKRENO, PolicySpec("search", SearchLimits(2)), 1)
    x_to_roll = kukreno.Position("X", "free", {(0, 0): "X", (1, 0): "X", (5, 5): "O", (4, 4): "O"})
    rolled = x_to_roll.roll((3, 1))  # c1 or a3
    assert search(rolled, rolled.legal_moves()) == kukreno.Move((2, 0))  # c1 makes X's line
    o_to_roll = kukreno.Position("X", "free", {(0, 0): "X", (1, 0): "X", (5, 5): "O"})
    rolled = o_to_roll.roll((3, 1))
    assert rolled.to_move == "O" and search(rolled, rolled.legal_moves()) == kukreno.Move((2, 0))  # O takes c1 first


def test_a_chance_node_scores_the_expectation_of_its_outcomes():
    """At a roll the search weighs each outcome's score by its probability; a two-outcome toy shows it exactly."""
    from fractions import Fraction

    from pnp.engine.search import Search

    class Coin:
        """The side to move flips a coin, then plays its one move; the result is worth +3 or -1 to it."""

        def __init__(self):
            self.stack = [None]

        @property
        def key(self):
            return tuple(self.stack)

        @property
        def side(self):
            return "them" if len(self.stack) == 3 else "me"

        def outcomes(self):
            return [((1,), Fraction(1, 2)), ((2,), Fraction(1, 2))] if self.stack[-1] is None else []

        def make_roll(self, outcome):
            self.stack.append(outcome[0])

        def make(self, move):
            self.stack.append(move)

        def unmake(self):
            self.stack.pop()

        def moves(self):
            return ["stop"] if len(self.stack) == 2 else []

        def outcome(self):
            return None

        def evaluate(self):  # for the side to move: after the move, that is "them"
            return -{1: 3.0, 2: -1.0}[self.stack[1]]

    search = Search(Coin(), SearchLimits(depth=1), random.Random(1))
    assert search._negamax(1, -10**9, 10**9, 0) == 0.5 * 3 + 0.5 * -1


def test_an_analysis_stops_when_its_search_allowance_is_spent(cli, monkeypatch):
    full = cli("analyze", "stacks", "--policy", "search", "--depth", "1", "--games", "3", "--seed", "4", "--json")
    spent = json.loads(full.stdout)
    assert spent["games"] == spent["games_asked"] == 3
    monkeypatch.setattr(stacks_players, "PLAYERS", replace(stacks_players.PLAYERS, search_nodes=20_000))  # two of the three games
    done = cli("analyze", "stacks", "--policy", "search", "--depth", "1", "--games", "3", "--seed", "4")
    assert done.exit_code == 0, done.stderr
    assert "stopped early" in done.stdout
    cut = json.loads(cli("analyze", "stacks", "--policy", "search", "--depth", "1", "--games", "3", "--seed", "4", "--json").stdout)
    assert 1 <= cut["games"] < cut["games_asked"] == 3


def test_searches_too_deep_for_one_game_are_refused_in_one_line(cli, monkeypatch):
    monkeypatch.setattr(ogama_players, "PLAYERS", replace(ogama_players.PLAYERS, search_nodes=50))
    done = cli("analyze", "ogama", "--policy", "search", "--depth", "3", "--games", "2", "--seed", "1")
    assert done.exit_code == 2
    assert done.stderr.count("\n") == 1 and "smaller --depth" in done.stderr


def test_a_search_that_runs_out_before_its_depth_is_reported():
    from functools import partial

    from pnp.engine.matches import pairing_game
    from pnp.games.stacks.players import PLAYERS, stacks_start
    from pnp.games.stacks.players import SIDES as STACKS_SIDES

    start = partial(stacks_start, 8, 8, "classic", "count")
    shallow = PolicySpec("search", SearchLimits(depth=3, nodes=400))  # too few positions for three plies
    played = pairing_game(PLAYERS, start, (shallow, PolicySpec("greedy")), 1, 6, None, None, 0)
    assert played.record is not None and played.record.plies == 6
    assert played.record.short and all(depth < 3 for depth, _ in played.record.short)
    assert sum(moves for _, moves in played.record.short) == 3  # White's three moves
    report = pairing_report([played.record], STACKS_SIDES, ("passes", "attack", "repetition", "turns"))
    assert report["short_searches"] == {str(depth): moves for depth, moves in played.record.short}
    assert GameRecord.from_outcome(played.record.outcome()) == played.record


def test_game_k_is_the_same_whatever_the_number_of_games():
    spec = (PolicySpec("search", SearchLimits(1)), PolicySpec("random"))
    three = stacks_report(6, 3, 8, 8, "classic", "count", 300, spec)
    one = stacks_report(6, 1, 8, 8, "classic", "count", 300, spec)
    assert three["outcomes"][:1] == one["outcomes"]


def test_ctrl_c_keeps_the_games_finished_before_it():
    import signal
    from functools import partial

    from pnp.engine.matches import pairing, results_report, run_pairing
    from pnp.games.stacks.players import PLAYERS, stacks_start
    from pnp.core.interrupts import Interrupted

    def stopped_after_two(play, games, advance):
        yield play(0)
        yield play(1)
        raise Interrupted(signal.SIGINT)

    start = partial(stacks_start, 8, 8, "classic", "count")
    results = run_pairing(pairing(PLAYERS, start, (PolicySpec("random"),) * 2, 3, 10, 300, long=True), stopped_after_two)
    assert (len(results.records), results.stopped) == (2, "interrupted")
    report = results_report(results, 10, ("white", "black"), ("passes", "attack", "repetition", "turns"))
    assert report["games_asked"] == 10 and report["stopped"] == "interrupted"


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**31 - 1), st.integers(0, 20), st.sampled_from(("ordered", "free")))
def test_a_dice_search_plays_a_legal_move_and_leaves_its_board_as_it_found_it(seed, plies, mode):
    """On KuKreNo positions anywhere in a game: the searched move is legal, and the adapter board is back at the root."""
    from pnp.engine.adapter import PositionBoard
    from pnp.engine.chance import draw
    from pnp.games.kukreno import rules as kukreno
    from pnp.games.kukreno.players import evaluate

    rand, position = random.Random(seed), kukreno.Position("X", mode)
    for _ in range(plies):
        position = position.roll(draw(position.chance_outcomes(), rand))
        moves = position.legal_moves()
        position = position.apply(rand.choice(moves)) if moves else position.pass_turn()
        if position.result() is not None:
            return
    rolled = position.roll(draw(position.chance_outcomes(), rand))
    board = PositionBoard(rolled, evaluate)
    move = Search(board, SearchLimits(depth=2), rand).best_move()
    assert board.stack == [rolled]
    assert (move in rolled.legal_moves()) if rolled.legal_moves() else move is None
