"""Players for Signed Stacks and OGAMA: random, greedy and search, each a function of a position
and its legal moves that returns the move to play.

Players see positions through the engine interface (`to_move`, `legal_moves()`, `apply()`,
`pass_turn()`, `result()`). The search player builds its game's mutable search board from the
position, so it also needs the engine position itself (`engine_position`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from pnp.errors import PnpError
from pnp.games import ogama, stacks
from pnp.games.ogama_search import OgamaBoard
from pnp.games.search import Search, SearchLimits
from pnp.games.stacks_search import StacksBoard
from pnp.seeding import rng

POLICY_NAMES = ("random", "greedy", "search")

Player = Callable[[object, list], object]


class BadPolicy(PnpError):
    """A policy name or search limit that no player answers to."""


@dataclass(frozen=True)
class PolicySpec:
    """A policy by name, with the search's limits (used by "search" only)."""

    name: str
    limits: SearchLimits = SearchLimits()

    def describe(self) -> str:
        if self.name != "search":
            return self.name
        budget = f", {self.limits.budget_ms} ms" if self.limits.budget_ms else ""
        return f"search (depth {self.limits.depth}{budget})"


def make_player(game: str, spec: PolicySpec, seed: int) -> Player:
    """A player of `game` ("stacks" or "ogama") choosing by `spec`, its random choices drawn from `seed`."""
    if spec.name not in POLICY_NAMES:
        raise BadPolicy(f"unknown policy {spec.name!r}: choose one of {', '.join(POLICY_NAMES)}")
    rand = rng(seed)
    if spec.name == "random":
        return lambda position, moves: rand.choice(moves)
    if spec.name == "greedy":
        return (_stacks_greedy if game == "stacks" else _ogama_greedy)(rand)
    board = StacksBoard if game == "stacks" else OgamaBoard

    def search(position, moves):
        searched = board(engine_position(position))
        return searched.engine_move(Search(searched, spec.limits, rand).best_move())

    return search


def _stacks_greedy(rand: random.Random) -> Player:
    def greedy(position, moves):
        engine = engine_position(position)
        return stacks.Move(*stacks.greedy_policy(engine, engine._ordered_moves(), rand))

    return greedy


def _ogama_greedy(rand: random.Random) -> Player:
    def greedy(position, moves):
        return ogama.greedy_policy(engine_position(position), moves, rand)

    return greedy


# --- Adapters to the engine interface ----------------------------------------------------------
# Today's engines name things their own way; these wrappers give them the interface's names.
# Once the engines speak it themselves, `game_position` returns the position as it is and
# `engine_position` is the identity.


@dataclass(frozen=True)
class Result:
    """How a game ended: the winner (None for a draw) and the ending's name."""

    winner: str | None
    reason: str


class _StacksGame:
    def __init__(self, position: stacks.Position):
        self.position = position
        self.to_move = position.to_move

    def legal_moves(self) -> list:
        return self.position.legal_moves()

    def apply(self, move) -> "_StacksGame":
        return _StacksGame(self.position.apply(move))

    def pass_turn(self) -> "_StacksGame":
        return _StacksGame(self.position.apply_pass())

    def result(self) -> Result | None:
        ending = self.position.outcome()
        return None if ending is None else Result(*ending)


class _OgamaGame:
    def __init__(self, position: ogama.Position):
        self.position = position
        self.to_move = position.to_move

    def legal_moves(self) -> list:
        return self.position.legal_actions()

    def apply(self, move) -> "_OgamaGame":
        return _OgamaGame(self.position.apply(move))

    def pass_turn(self) -> "_OgamaGame":
        return _OgamaGame(self.position.pass_turn())

    def result(self) -> Result | None:
        result = self.position.result()
        return Result(result.winner, result.reason) if result.over else None


def game_position(position):
    """`position` with the engine interface's names."""
    return _StacksGame(position) if isinstance(position, stacks.Position) else _OgamaGame(position)


def engine_position(position):
    """The engine's own position behind `game_position(...)`."""
    return position.position


def stacks_start(seed: int, width: int, height: int, set_name: str, end: str):
    """A balanced Signed Stacks setup under the named end rule."""
    return game_position(stacks.balanced_setup(seed, width, height, set_name).with_end(end))


def ogama_start(seed: int, width: int, height: int, home_rows: int):
    """OGAMA's blind random setup."""
    return game_position(ogama.setup(seed, width, height, home_rows))
