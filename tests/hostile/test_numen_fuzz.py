"""Fuzz: random, mostly invalid Eye of Numen positions, rolls and moves reach the position, and the only failures
allowed are clean errors (PnpError subclasses); a position it accepts it must then play, rolls included."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.core.errors import PnpError
from pnp.games.numen import rules as numen

from .cli import examples
from .test_engines_fuzz import hostile_text, keys_of


def played(position: numen.Position, turns: int, seed: int) -> numen.Position:
    """`position` after `turns` random turns (or at its end), the next one rolled and not yet used."""
    rand = random.Random(seed)
    for _ in range(turns):
        if position.result() is not None:
            return position
        position = position.roll(rand.choice(position.chance_outcomes())[0])
        moves = position.legal_moves()
        position = position.apply(rand.choice(moves)) if moves else position.pass_turn()
    return position.roll((rand.randint(1, 6),)) if position.chance_outcomes() else position


STARTS = [
    numen.Position.start(numen.make_setup("balanced", 1)),
    played(numen.Position.start(numen.make_setup("random", 2), "B", "advanced"), 30, 2),
    played(numen.Position.start(numen.make_setup("balanced", 3), "A", "advanced"), 200, 3),  # to its end
]
MOVES = [{"cross": "a1"}, {"step": 3}, {"seal": True}]
KEYS = sorted(set().union(*(keys_of(json.loads(s.to_json()), set()) for s in STARTS), *(m.keys() for m in MOVES)))


@settings(max_examples=examples(300))
@given(data=st.data())
def test_numen_takes_any_position_roll_and_move_cleanly(data):
    start = json.loads(data.draw(st.sampled_from(STARTS)).to_json())
    try:
        position = numen.Position.from_json(hostile_text(data, start, KEYS))
    except PnpError:
        return
    assert numen.Position.from_json(position.to_json()) == position
    for _ in range(4):
        position.result()
        outcomes = position.chance_outcomes()
        legal = position.legal_moves()
        if outcomes and data.draw(st.booleans()):
            position = position.roll(data.draw(st.sampled_from(outcomes))[0])  # a listed outcome must roll
        elif legal and data.draw(st.booleans()):
            position = position.apply(data.draw(st.sampled_from(legal)))  # a listed move must apply
        else:
            face = data.draw(st.integers(-1, 8))
            form = hostile_text(data, data.draw(st.sampled_from(MOVES)), KEYS)
            position = attempt(position, numen.Position.roll, (face,))
            position = attempt(position, lambda p, text: p.apply(numen.Position.move_from_json(text)), form)
            position = attempt(position, numen.Position.pass_turn)


def attempt(position: numen.Position, step, *args) -> numen.Position:
    """The position after `step(position, *args)`, or the same position when the step is refused cleanly."""
    try:
        return step(position, *args)
    except PnpError:
        return position
