"""The engine interface every game with positions offers (pnp.engine.position), and the shared playout loop."""

import copy
import hashlib
import json
import pickle
import random

import pytest

from pnp.games.kukreno import rules as kukreno
from pnp.games.ogama import rules as ogama
from pnp.games.stacks import rules as stacks
from pnp.engine.position import FrozenMap, IllegalMove, Result
from pnp.engine.playout import play_out
from pnp.core.seeding import rng

STARTS = {
    "stacks": lambda: stacks.balanced_setup(5),
    "ogama": lambda: ogama.setup(5),
    "kukreno": lambda: kukreno.Position(),
}
INTERFACE = ("to_move", "legal_moves", "apply", "pass_turn", "result", "to_json", "from_json", "move_from_json")


@pytest.mark.parametrize("game", STARTS)
def test_every_position_offers_the_interface_and_round_trips_its_json(game):
    start = STARTS[game]()
    assert all(hasattr(start, name) for name in INTERFACE)
    assert start.result() is None and start.legal_moves()
    again = type(start).from_json(start.to_json())
    assert again == start and hash(again) == hash(start)
    assert {start: "seen"}[again] == "seen"
    move = start.legal_moves()[0]
    assert type(start).move_from_json(json.dumps(move.to_dict())) == move
    assert start.apply(move) != start and start == type(start).from_json(start.to_json())


@pytest.mark.parametrize("game", STARTS)
def test_positions_cannot_be_changed_behind_their_checks(game):
    start = STARTS[game]()
    maps = [value for value in vars(start).values() if isinstance(value, dict)]
    assert maps and all(isinstance(value, FrozenMap) for value in maps)
    with pytest.raises(TypeError):
        maps[0][next(iter(maps[0]), "a1")] = None
    with pytest.raises(TypeError):
        maps[0].clear()
    assert copy.deepcopy(start) == start and pickle.loads(pickle.dumps(start)) == start


@pytest.mark.parametrize("game", STARTS)
def test_a_pass_is_refused_while_a_legal_move_exists(game):
    with pytest.raises(IllegalMove):
        STARTS[game]().pass_turn()


@pytest.mark.parametrize("game", STARTS)
def test_the_shared_playout_plays_legal_moves_to_a_result_or_the_cap(game):
    start, rand = STARTS[game](), random.Random(3)
    playout = play_out(start, dict.fromkeys(("white", "black", "orange", "X", "O"), lambda p, moves, r: r.choice(moves)),
                       rand, 200)
    position = start
    for move in playout.moves:
        position = position.pass_turn() if move is None else position.apply(move)
    assert position.result() == playout.result and playout.plies == len(playout.moves) <= 200
    assert playout.result is None or isinstance(playout.result, Result)


def test_kukreno_moves_are_rolls_with_the_square_they_mark():
    start = kukreno.Position()
    assert len(start.legal_moves()) == 36 and start.legal_moves()[0] == kukreno.Move((1, 1), (0, 0))
    free = kukreno.Position(mode="free")
    assert [m.square for m in free.legal_moves() if m.roll == (2, 5)] == [(1, 4), (4, 1)]
    with pytest.raises(IllegalMove, match="gives b5"):
        start.apply(kukreno.Move((2, 5), (4, 1)))
    taken = start.apply(kukreno.Move((2, 5), (1, 4)))
    assert [m for m in taken.legal_moves() if m.roll == (2, 5)] == [kukreno.Move((2, 5), None)]
    assert taken.to_move == "O" and taken.apply(kukreno.Move((2, 5), None)).penalties == {"X": 0, "O": 1}


# The same seeds play the same games whatever the loop's code: figures taken before the loop was shared.
STACKS_AFTER_40_PLIES = {
    "random": "8cc1023738ee889c8cf2c2cbef10cb885fdb02302462008adfcc948d3035a02e",
    "greedy": "5b4b43dd9c2bb13198eab308693c9032c76147f67cf337bfecc0b72edfeaf41d",
}


@pytest.mark.parametrize("policy", stacks.POLICIES)
def test_stacks_playouts_keep_their_games(policy):
    start = stacks.balanced_setup(3)
    playout = play_out(start, dict.fromkeys(stacks.COLORS, stacks.POLICIES[policy]), rng(3), 40)
    position = start
    for move in playout.moves:
        position = position.pass_turn() if move is None else position.apply(move)
    board = stacks.Position(position.board, position.to_move, position.stacks, position.passes)  # no end-rule counts
    assert hashlib.sha256(board.to_json().encode()).hexdigest() == STACKS_AFTER_40_PLIES[policy]


def test_ogama_and_kukreno_statistics_keep_their_figures():
    assert ogama.analyze(games=3, seed=11, max_plies=80) == {
        "random": {"games": 3, "mean_plies": 73.33, "orange_wins": 1, "black_wins": 0, "draws": 0,
                   "orange_win_rate": 0.3333, "endings": {"tower": 0, "count": 1, "passes": 0, "cap": 2}},
        "greedy": {"games": 3, "mean_plies": 38.67, "orange_wins": 2, "black_wins": 1, "draws": 0,
                   "orange_win_rate": 0.6667, "endings": {"tower": 1, "count": 2, "passes": 0, "cap": 0}},
    }
    figures = kukreno.statistics(3, matches=20, games_per_match=2, mode="free")
    assert {key: figures[key] for key in ("games", "mean_rolls", "starter_wins", "second_wins", "draws",
                                          "ended_by_penalties", "points")} == {
        "games": 40, "mean_rolls": 14.1, "starter_wins": 0.5, "second_wins": 0.425, "draws": 0.075,
        "ended_by_penalties": 0.15, "points": {0: 40, 1: 31, 2: 9},
    }
