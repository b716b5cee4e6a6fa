"""The engine interface every game with positions offers (pnp.games.engine), and the shared playout loop."""

import json
import random

import pytest

from pnp.games import kukreno, ogama, stacks
from pnp.games.engine import FrozenMap, IllegalMove, Result
from pnp.games.playout import play_out

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
