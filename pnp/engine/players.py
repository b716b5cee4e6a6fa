"""Players for every game with positions: random, greedy and search, each a function of a position
(a `pnp.engine.position.Position`) and its legal moves that returns the move to play.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pnp.core.errors import PnpError
from pnp.core.seeding import rng
from pnp.engine.adapter import PositionBoard
from pnp.engine.position import Policy, SearchBoard
from pnp.engine.search import Search, SearchLimits, Work

POLICY_NAMES = ("random", "greedy", "search")

Player = Callable[[Any, list[Any]], Any]  # a position and its legal moves -> the move to play


def random_policy(position: Any, moves: list[Any], rand: random.Random) -> Any:
    """Any legal move, uniformly: the random player of every game."""
    return rand.choice(moves)


@dataclass(frozen=True)
class Players:
    """What a game gives its players, in its players module.

    `sides` are the values of its positions' `to_move` (first to move first) and `endings` the
    reasons its results give; `labels` name the sides in a pairing's report when seats matter more
    than colours (KuKreNo's starter and second player), else the sides themselves. `greedy(position,
    moves, rand)` is its greedy policy; the search plays on `board(position)`, a make/unmake board
    with `engine_move`, or where the game has none on its positions through `PositionBoard`, scored
    by `evaluate(position)` for the side to move. `search_nodes` bounds the search of one analysis
    (about 45 s on a busy 2-core machine, bench/limits.py).
    """

    sides: tuple[str, str]
    endings: tuple[str, ...]
    greedy: Policy[Any, Any]
    search_nodes: int
    board: Callable[[Any], SearchBoard[Any]] | None = None
    evaluate: Callable[[Any], float] | None = None
    labels: tuple[str, str] | None = None

    def search_board(self, position: Any) -> SearchBoard[Any]:
        """The board a search of `position` plays on."""
        if self.board is not None:
            return self.board(position)
        if self.evaluate is None:
            raise PnpError("a game's players need a search board or an evaluation")
        return PositionBoard(position, self.evaluate)

    @property
    def report_sides(self) -> tuple[str, str]:
        """The sides as a pairing's report names them."""
        return self.labels or self.sides


class BadPolicy(PnpError):
    """A policy name that no player answers to."""


@dataclass(frozen=True)
class PolicySpec:
    """A policy by name, with the search's limits (used by "search" only)."""

    name: str
    limits: SearchLimits = SearchLimits()

    def to_dict(self) -> dict[str, Any]:
        """The policy as report JSON gives it: {"name": ...}, with "depth" or "budget_ms" for search."""
        if self.name != "search":
            return {"name": self.name}
        if self.limits.budget_ms:
            return {"name": self.name, "budget_ms": self.limits.budget_ms}
        return {"name": self.name, "depth": self.limits.depth}

    def describe(self) -> str:
        if self.name != "search":
            return self.name
        budget = f", {self.limits.budget_ms} ms" if self.limits.budget_ms else ""
        return f"search (depth {self.limits.depth}{budget})"


def make_player(game: Players, spec: PolicySpec, seed: int, work: Work | None = None) -> Player:
    """A player of the game whose players are `game`, choosing by `spec`, its random choices drawn from `seed`;
    a searching player counts its nodes against `work` (search.WorkDone once it is used up), and
    there the moves whose search stopped short of its depth."""
    if spec.name not in POLICY_NAMES:
        raise BadPolicy(f"unknown policy {spec.name!r}: choose one of {', '.join(POLICY_NAMES)}")
    rand = rng(seed)
    if spec.name != "search":
        policy = random_policy if spec.name == "random" else game.greedy
        return lambda position, moves: policy(position, moves, rand)
    board = game.search_board

    def search(position: Any, moves: list[Any]) -> Any:
        searched = board(position)
        searcher = Search(searched, spec.limits, rand)
        move = searcher.best_move()
        if work is not None:
            if move is not None and not spec.limits.budget_ms and searcher.depth_reached < spec.limits.depth:
                work.fell_short(searcher.depth_reached)
            work.spend(searcher.nodes)
        return searched.engine_move(move)

    return search


def pairing_name(specs: tuple[PolicySpec, PolicySpec]) -> str:
    """Both sides' policy in a few words: "greedy", or "search (depth 2) v greedy"."""
    first, second = (spec.describe() for spec in specs)
    return first if first == second else f"{first} v {second}"
