"""The engine interface every game with positions offers (pnp.engine.position), and the shared playout loop."""

import copy
import hashlib
import json
import pickle
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.engine.chance import draw
from pnp.engine.players import PolicySpec, random_policy
from pnp.games.kukreno import rules as kukreno
from pnp.games.kukreno.players import kukreno_report
from pnp.games.ogama import rules as ogama
from pnp.games.ogama.players import ogama_report
from pnp.games.stacks import rules as stacks
from pnp.games.stacks.players import greedy_policy as stacks_greedy
from pnp.engine.position import FrozenMap, IllegalMove, Result
from pnp.engine.playout import play_out
from pnp.core.seeding import rng

STARTS = {
    "stacks": lambda: stacks.balanced_setup(5),
    "ogama": lambda: ogama.setup(5),
    "kukreno": lambda: kukreno.Position().roll((2, 5)),
}
INTERFACE = ("to_move", "legal_moves", "apply", "pass_turn", "result", "to_json", "from_json", "move_from_json",
             "chance_outcomes", "roll")


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
    position, rolls = start, iter(playout.rolls)
    for move in playout.moves:
        position = position.pass_turn() if move is None else position.apply(move)
        if position.chance_outcomes():
            position = position.roll(next(rolls))
    assert next(rolls, None) is None
    assert position.result() == playout.result and playout.plies == len(playout.moves) <= 200
    assert playout.result is None or isinstance(playout.result, Result)


def test_a_kukreno_roll_is_a_chance_node_and_the_reading_of_the_dice_a_move():
    start = kukreno.Position()
    outcomes = start.chance_outcomes()
    assert len(outcomes) == 36 and {p for _, p in outcomes} == {Fraction(1, 36)} and start.legal_moves() == []
    with pytest.raises(IllegalMove, match="roll the dice first"):
        start.pass_turn()
    rolled = start.roll((2, 5))
    assert rolled.to_move == "X" and rolled.legal_moves() == [kukreno.Move((1, 4))] and not rolled.chance_outcomes()
    assert json.loads(rolled.to_json())["roll"] == [2, 5] and kukreno.Position.from_json(rolled.to_json()) == rolled
    free = kukreno.Position(mode="free").roll((2, 5))
    assert free.legal_moves() == [kukreno.Move((1, 4)), kukreno.Move((4, 1))]
    with pytest.raises(IllegalMove, match="gives b5"):
        rolled.apply(kukreno.Move((4, 1)))
    taken = rolled.apply(kukreno.Move((1, 4)))
    assert taken.to_move == "O" and taken.chance_outcomes() == outcomes
    again = taken.roll((2, 5))
    assert again.legal_moves() == [] and again.pass_turn().penalties == {"X": 0, "O": 1}  # the penalty is the forced pass
    with pytest.raises(IllegalMove):
        rolled.roll((1, 1))


@given(st.lists(st.tuples(st.integers(1, 6), st.integers(1, 4)), min_size=1, max_size=5), st.integers(0, 2**31))
def test_a_draw_follows_the_exact_odds_and_the_generator(weights, seed):
    total = sum(w for _, w in weights)
    outcomes = [((face, k), Fraction(w, total)) for k, (face, w) in enumerate(weights)]
    assert draw(outcomes, random.Random(seed)) == draw(outcomes, random.Random(seed))
    assert draw(outcomes, random.Random(seed)) in [roll for roll, _ in outcomes]


def test_a_fair_die_is_drawn_fairly():
    die = [((face,), Fraction(1, 6)) for face in range(1, 7)]
    rand = random.Random(7)
    counts = Counter(draw(die, rand) for _ in range(6000))
    assert set(counts) == {(face,) for face in range(1, 7)} and all(900 < n < 1100 for n in counts.values())
    assert draw([((3,), Fraction(1))], rand) == (3,)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(kukreno.MODES))
def test_kukreno_games_through_the_engine_end_with_equal_rolls(seed, mode):
    playout = play_out(kukreno.Position("X", mode), dict.fromkeys(kukreno.SYMBOLS, random_policy), random.Random(seed), 200)
    assert playout.result is not None and playout.plies == len(playout.rolls) and playout.plies % 2 == 0


# The same seeds play the same games whatever the loop's code: figures taken before the loop was shared.
STACKS_AFTER_40_PLIES = {
    "random": "8cc1023738ee889c8cf2c2cbef10cb885fdb02302462008adfcc948d3035a02e",
    "greedy": "5b4b43dd9c2bb13198eab308693c9032c76147f67cf337bfecc0b72edfeaf41d",
}


@pytest.mark.parametrize("policy", STACKS_AFTER_40_PLIES)
def test_stacks_playouts_keep_their_games(policy):
    start = stacks.balanced_setup(3)
    chosen = random_policy if policy == "random" else stacks_greedy
    playout = play_out(start, dict.fromkeys(stacks.COLORS, chosen), rng(3), 40)
    position = start
    for move in playout.moves:
        position = position.pass_turn() if move is None else position.apply(move)
    board = stacks.Position(position.board, position.to_move, position.stacks, position.passes)  # no end-rule counts
    assert hashlib.sha256(board.to_json().encode()).hexdigest() == STACKS_AFTER_40_PLIES[policy]


def test_pairings_of_every_game_keep_their_games():
    """Pinned when every game's analysis became an engine pairing: OGAMA's random games now end by the turn
    limit (60 turns each) instead of running on to a cap, and KuKreNo's dice are drawn at its chance nodes."""
    random_side, greedy_side = PolicySpec("random"), PolicySpec("greedy")
    assert ogama_report(11, 3, 6, 6, 2, 300, (random_side,) * 2)["outcomes"] == [
        "black/turns/120", "draw/count/116", "draw/turns/120"]
    assert ogama_report(11, 3, 6, 6, 2, 300, (greedy_side,) * 2)["outcomes"] == [
        "orange/count/51", "black/count/38", "black/tower/76"]
    assert kukreno_report(3, 6, "free", (greedy_side,) * 2)["outcomes"] == [
        "starter/line/14", "second/line/10", "second/line/8", "second/line/10", "starter/line/16", "second/line/20"]


def test_every_analysis_has_one_shape():
    """Signed Stacks, OGAMA, KuKreNo and Eye of Numen answer `analyze --json` with the same keys; only the options, the side
    names and the game section differ."""
    from pnp.games.numen.players import numen_report
    from pnp.games.stacks.players import stacks_report

    spec = (PolicySpec("random"),) * 2
    reports = {
        "stacks": (stacks_report(1, 2, 8, 8, "classic", "count", 300, spec), {"set", "width", "height", "end"}),
        "ogama": (ogama_report(1, 2, 6, 6, 2, 300, spec), {"width", "height", "home_rows"}),
        "kukreno": (kukreno_report(1, 2, "ordered", spec), {"mode"}),
        "numen": (numen_report(1, 2, "balanced", "basic", spec), {"fill", "rules"}),
    }
    shapes = set()
    for report, options in reports.values():
        first, second = [key.removesuffix("_wins") for key in report if key.endswith("_wins")]
        generic = {key.replace(first, "FIRST").replace(second, "SECOND") for key in report if key not in options}
        shapes.add(frozenset(generic))
        assert isinstance(report["game"], dict)
    assert len(shapes) == 1
    assert reports["kukreno"][0]["game"]["max_points"] == 7
    assert 0 < reports["numen"][0]["game"]["exact"]["guide_wins"] < 1
