"""Every registered game with positions, played at random and by its searching player from every board kind it
supports (its `trials`, read from the registry): each position reads back from its JSON, every legal move applies,
a chance node lists outcomes whose exact probabilities sum to 1 and offers neither a move nor a pass, the
make/unmake board lists the same moves, agrees on every ending and restores the position exactly after each
move is taken back, the same seed plays the same game (dice included), and every game ends within the game's limit.

In the spirit of OpenSpiel's random simulation test: a new game with positions gets it by declaring its trials.
"""

import copy
import json
import random
from fractions import Fraction
from typing import Any

import pytest

from pnp.engine.chance import draw
from pnp.engine.position import IllegalMove, Trials, board_result
from pnp.registry import games

FULL_CHECK_EVERY = 10  # plies between positions where every legal move is applied and made and unmade on the board
SEEDS = (1,)

TRIED = [(spec.id, spec.trials()) for spec in games() if spec.trials is not None]
GAMES = [
    pytest.param(trials, what, seed, player, id=f"{game_id}-{what}-seed{seed}-{player}")
    for game_id, trials in TRIED
    for seed in SEEDS
    for what, _ in trials.starts(seed)
    for player in (("random", "search") if trials.search else ("random",))
]


def chooser(trials: Trials, player: str, seed: int):
    """A player choosing from a position's legal moves, its choices drawn from `seed`."""
    if player == "search":
        assert trials.search is not None
        return trials.search(seed)
    rand = random.Random(seed)
    return lambda position, moves: rand.choice(moves)


def start_of(trials: Trials, what: str, seed: int) -> Any:
    return dict(trials.starts(seed))[what]


def play(trials: Trials, start: Any, choose, visit=lambda position, ply: None, dice_seed: int = 0) -> tuple[list, Any]:
    """Play from `start` until the game ends, at most `trials.max_plies` plies, rolling at chance nodes with
    dice drawn from `dice_seed` (each roll is recorded with the moves); `visit` sees each position."""
    position, played, dice = start, [], random.Random(dice_seed)
    for ply in range(trials.max_plies):
        visit(position, ply)
        if position.result() is not None:
            break
        outcomes = position.chance_outcomes()
        if outcomes:
            rolled = draw(outcomes, dice)
            played.append(("roll", rolled))
            position = position.roll(rolled)
            visit(position, ply)
        moves = position.legal_moves()
        move = choose(position, moves) if moves else None
        played.append(move)
        position = position.apply(move) if moves else position.pass_turn()
    return played, position


def snapshot(board) -> dict:
    """Everything a board holds, to see that unmake() restores it exactly."""
    return copy.deepcopy({name: value for name, value in vars(board).items() if name != "undo"})


def check_chance(position) -> None:
    """A chance node: outcomes with exact probabilities summing to 1, no move, no pass, no result; each roll
    leaves the same side to move; a position that is not one refuses a roll."""
    outcomes = position.chance_outcomes()
    if not outcomes:
        with pytest.raises(IllegalMove):
            position.roll((1,) * 2)
        return
    assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes) and sum(p for _, p in outcomes) == 1
    assert len({roll for roll, _ in outcomes}) == len(outcomes)
    assert position.legal_moves() == [] and position.result() is None
    with pytest.raises(IllegalMove):
        position.pass_turn()
    for roll, _ in outcomes:
        after = position.roll(roll)
        assert after.to_move == position.to_move and not after.chance_outcomes()
        with pytest.raises(IllegalMove):
            after.roll(roll)


def check_position(trials: Trials, position, sides: list[str], full: bool) -> None:
    kind = type(position)
    again = kind.from_json(position.to_json())
    assert again == position and again.to_json() == position.to_json()
    assert again.legal_moves() == position.legal_moves() and again.result() == position.result()
    assert again.chance_outcomes() == position.chance_outcomes()
    if full:
        check_chance(position)
    moves = position.legal_moves()
    assert len(set(moves)) == len(moves)
    for move in moves if full else ():
        assert kind.move_from_json(json.dumps(move.to_dict())) == move
        after = position.apply(move)
        assert after == position.apply_unchecked(move) and after.to_move != position.to_move
    if trials.board is None:
        return
    board = trials.board(position)
    assert board_result(board.outcome(), sides) == position.result()
    board_moves = board.moves()
    assert [board.engine_move(m) for m in sorted(board_moves)] == moves
    if not full:
        return
    before = snapshot(board)
    for move in board_moves:
        board.make(move)
        assert board_result(board.outcome(), sides) == position.apply(board.engine_move(move)).result()
        board.unmake()
    if not moves and position.result() is None:
        board.make(None)
        assert board_result(board.outcome(), sides) == position.pass_turn().result()
        board.unmake()
    assert snapshot(board) == before


@pytest.mark.parametrize("trials, what, seed, player", GAMES)
def test_a_game_keeps_every_rule_of_the_contract(trials, what, seed, player):
    start = start_of(trials, what, seed)
    sides = [start.to_move]

    def visit(position, ply: int) -> None:
        if position.to_move not in sides:
            sides.append(position.to_move)
        check_position(trials, position, sides, full=ply % FULL_CHECK_EVERY == 0 or position.result() is not None)

    played, end = play(trials, start, chooser(trials, player, seed), visit)
    assert end.result() is not None, f"no ending within {trials.max_plies} plies"
    again, end_again = play(trials, start_of(trials, what, seed), chooser(trials, player, seed))
    assert again == played and end_again.to_json() == end.to_json()


def test_every_game_with_positions_is_tried():
    assert {game_id for game_id, _ in TRIED} >= {"stacks", "kukreno", "ogama", "numen"}
    assert all(len(trials.starts(seed)) >= 2 for _, trials in TRIED for seed in SEEDS)


def test_a_different_seed_plays_a_different_game():
    for game_id, trials in TRIED:
        what, start = trials.starts(1)[0]
        games_played = {tuple(map(str, play(trials, start, chooser(trials, "random", seed), dice_seed=seed)[0])) for seed in range(3)}
        assert len(games_played) > 1, game_id


def test_the_same_seed_gives_the_same_starts():
    for _, trials in TRIED:
        assert [(what, p.to_json()) for what, p in trials.starts(5)] == [(what, p.to_json()) for what, p in trials.starts(5)]


def test_dice_games_roll_and_search_through_the_engine():
    """At least one registered game has chance nodes, and its searching player plays through them."""
    dice = [(game_id, trials) for game_id, trials in TRIED if any(p.chance_outcomes() for _, p in trials.starts(1))]
    assert {game_id for game_id, _ in dice} >= {"kukreno"}
