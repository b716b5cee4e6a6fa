"""Players for games with a search board: random, greedy and search, each a function of a position
(a `pnp.engine.position.Position`) and its legal moves that returns the move to play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pnp.core.errors import PnpError
from pnp.core.seeding import rng
from pnp.engine.position import Policy, SearchBoard
from pnp.engine.search import Search, SearchLimits, Work

POLICY_NAMES = ("random", "greedy", "search")

Player = Callable[[Any, list[Any]], Any]  # a position and its legal moves -> the move to play


@dataclass(frozen=True)
class Players:
    """What a game gives its players: its greedy policy `greedy(position, moves, rand)`, its search board
    `board(position)` (a make/unmake board with `engine_move`), and the search nodes one analysis may visit
    (about 45 s of search on a busy 2-core machine, bench/limits.py)."""

    greedy: Policy[Any, Any]
    board: Callable[[Any], SearchBoard[Any]]
    search_nodes: int


class BadPolicy(PnpError):
    """A policy name that no player answers to."""


@dataclass(frozen=True)
class PolicySpec:
    """A policy by name, with the search's limits (used by "search" only)."""

    name: str
    limits: SearchLimits = SearchLimits()

    def to_dict(self) -> dict:
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
    if spec.name == "random":
        return lambda position, moves: rand.choice(moves)
    if spec.name == "greedy":
        greedy = game.greedy
        return lambda position, moves: greedy(position, moves, rand)
    board = game.board

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
