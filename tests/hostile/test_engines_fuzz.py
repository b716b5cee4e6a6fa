"""Fuzz: thousands of random, mostly invalid positions, moves and grids reach every engine, and the only
failures allowed are clean errors (PnpError subclasses); what an engine accepts it must then handle."""

import copy
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.core.errors import PnpError
from pnp.games.kukreno import rules as kukreno
from pnp.games.numen import rules as numen
from pnp.games.ogama import rules as ogama
from pnp.games.stacks import rules as stacks
from pnp.engine.coords import parse_cell

from .cli import examples

WORDS = ["a1", "c4", "h8", "l12", "z99", "a0", "c²", "c٣", "r1", "r44", "r0", "white", "black", "orange", "X", "O",
         "disc", "toad", "pass", "stacks", "ogama", "numen", "classic", "sequence", "", "a" + "1" * 5000, "r" + "1" * 5000]
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 20), st.integers(-(10**18), 10**18),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=4), st.sampled_from(WORDS),
)


def keys_of(value, found: set[str]) -> set[str]:
    if isinstance(value, dict):
        found.update(value)
        for inner in value.values():
            keys_of(inner, found)
    elif isinstance(value, list):
        for inner in value:
            keys_of(inner, found)
    return found


def values(keys: list[str]):
    return st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3)
                        | st.dictionaries(st.sampled_from(keys) | st.text(max_size=5), inner, max_size=3), max_leaves=6)


def nodes(value, path=()):
    """Every place in a JSON value, as a path of keys and indices."""
    yield path
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, inner in items:
        yield from nodes(inner, path + (key,))


def mutated(data, start, keys: list[str]):
    """`start` changed in one to three places: a part replaced, removed, doubled, or a key added."""
    value = copy.deepcopy(start)
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(list(nodes(value))))
        if not path:
            value = data.draw(values(keys)) if data.draw(st.integers(0, 9)) == 0 else value
            continue
        parent = value
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        action = data.draw(st.sampled_from(["replace", "remove", "double", "add"]))
        if action == "replace":
            parent[last] = data.draw(values(keys))
        elif action == "remove":
            del parent[last]
        elif action == "double" and isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
        elif isinstance(parent, dict):
            parent[data.draw(st.sampled_from(keys) | st.sampled_from(WORDS))] = data.draw(values(keys))
    return value


def hostile_text(data, start, keys: list[str]) -> str:
    """A mutated form as JSON text, now and then cut short or with a character changed."""
    text = json.dumps(mutated(data, start, keys))
    if text and data.draw(st.integers(0, 7)) == 0:
        at = data.draw(st.integers(0, len(text) - 1))
        text = text[:at] + data.draw(st.sampled_from(["", "NaN", "1e999", "9" * 5000, "[[[[", "٣", "\x00"])) + text[at + 1:]
    return text


def played(position, plies: int, seed: int):
    """`position` after up to `plies` random legal moves (dice rolled at chance nodes), for starting points
    deeper in a game."""
    chooser = random.Random(seed)
    for _ in range(plies):
        outcomes = position.chance_outcomes()
        if outcomes:
            position = position.roll(chooser.choice(outcomes)[0])
        moves = position.legal_moves()
        if not moves:
            break
        position = position.apply(chooser.choice(moves))
    return position


class Engine:
    """A game's Position class (the interface of pnp.engine.position), the positions the fuzz starts from
    and examples of its move form."""

    def __init__(self, kind, starts, move_forms):
        self.kind, self.starts, self.move_forms = kind, starts, move_forms
        self.keys = sorted(set().union(*(keys_of(json.loads(s.to_json()), set()) for s in starts))
                           | set().union(*(keys_of(m, set()) for m in move_forms)))


ENGINES = {
    "stacks": Engine(
        stacks.Position,
        [stacks.balanced_setup(1), played(stacks.balanced_setup(2, 10, 6, "sequence"), 12, 2), stacks.wild_setup(3, 20)],
        [{"from": "a2", "to": "a3", "flip": False}, {"from": "r1", "to": "r2", "flip": True}],
    ),
    "ogama": Engine(
        ogama.Position,
        [ogama.setup(1), played(ogama.setup(2, 4, 4, 1), 6, 2), played(ogama.setup(3, 8, 6, 2), 20, 3)],
        [{"piece": "disc", "from": "a2", "to": "a3"}, {"piece": "toad", "from": "c3", "to": "c4"}],
    ),
    "kukreno": Engine(
        kukreno.Position,
        [kukreno.Position(), played(kukreno.Position("O", "free"), 9, 4), played(kukreno.Position(), 16, 5),
         kukreno.Position("X", "free").roll((2, 5))],
        [{"square": "c5"}, {"square": "a1"}],
    ),
}


def exercise(engine: Engine, data) -> None:
    start = json.loads(data.draw(st.sampled_from(engine.starts)).to_json())
    try:
        position = engine.kind.from_json(hostile_text(data, start, engine.keys))
    except PnpError:
        return
    assert engine.kind.from_json(position.to_json()).to_json() == position.to_json()
    for _ in range(4):
        position.result()
        legal = position.legal_moves()
        if legal and data.draw(st.booleans()):
            position = position.apply(data.draw(st.sampled_from(legal)))  # a listed move must apply
            continue
        try:
            form = data.draw(st.sampled_from(engine.move_forms))
            position = position.apply(engine.kind.move_from_json(hostile_text(data, form, engine.keys)))
        except PnpError:
            pass
        try:
            position = position.pass_turn()
        except PnpError:
            pass


@settings(max_examples=examples(750))
@given(game=st.sampled_from(sorted(ENGINES)), data=st.data())
def test_every_engine_takes_any_position_and_move_cleanly(game, data):
    exercise(ENGINES[game], data)


@settings(max_examples=examples(250))
@given(st.data())
def test_numen_takes_any_setup_cleanly(data):
    start = json.loads(numen.make_setup(data.draw(st.sampled_from(["balanced", "random"])), 5).to_json())
    try:
        setup = numen.Setup.from_json(hostile_text(data, start, sorted(keys_of(start, set()))))
    except PnpError:
        return
    assert numen.Setup.from_json(setup.to_json()) == setup


GRID_CHARS = st.sampled_from("XO.") | st.sampled_from("xo0 \t\r\n٣²") | st.characters()


@settings(max_examples=examples(250))
@given(st.lists(st.text(GRID_CHARS, min_size=0, max_size=8), min_size=0, max_size=8))
def test_kukreno_takes_any_grid_text_cleanly(rows):
    try:
        grid = kukreno.parse_grid("\n".join(rows))
    except PnpError:
        return
    kukreno.unreachable(grid)
    kukreno.score_result(grid)


@settings(max_examples=examples(250))
@given(st.text(max_size=6) | st.sampled_from(WORDS), st.integers(1, 26), st.integers(1, 99))
def test_cell_names_parse_or_are_refused(name, width, height):
    try:
        col, row = parse_cell(name, width, height)
    except PnpError:
        return
    assert name.isascii() and 0 <= col < width and 0 <= row < height


@settings(max_examples=examples(200))
@given(st.integers(0, 2**31 - 1), st.sampled_from(kukreno.MODES), st.sampled_from(kukreno.SYMBOLS))
def test_every_grid_a_game_passes_through_is_reachable(seed, mode, starter):
    rolls, position = random.Random(seed), kukreno.Position(starter, mode)
    while position.result() is None:
        position = position.roll((rolls.randint(1, 6), rolls.randint(1, 6)))
        moves = position.legal_moves()
        position = position.apply(rolls.choice(moves)) if moves else position.pass_turn()
        assert kukreno.unreachable(position.grid) is None, kukreno.format_grid(position.grid)
