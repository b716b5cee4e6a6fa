"""Players for Signed Stacks and OGAMA: random, greedy and search, each a function of a position
(a `pnp.games.engine.Position`) and its legal moves that returns the move to play.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pnp.errors import PnpError
from pnp.games import ogama, stacks
from pnp.games.ogama_search import OgamaBoard
from pnp.games.search import Search, SearchLimits, Work
from pnp.games.stacks_search import StacksBoard
from pnp.seeding import rng

POLICY_NAMES = ("random", "greedy", "search")
BOARDS = {"stacks": StacksBoard, "ogama": OgamaBoard}
GREEDY: dict[str, Callable] = {"stacks": stacks.greedy_policy, "ogama": ogama.greedy_policy}

Player = Callable[[object, list], object]


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


def make_player(game: str, spec: PolicySpec, seed: int, work: Work | None = None) -> Player:
    """A player of `game` ("stacks" or "ogama") choosing by `spec`, its random choices drawn from `seed`;
    a searching player counts its nodes against `work` (search.WorkDone once it is used up), and
    there the moves whose search stopped short of its depth."""
    if spec.name not in POLICY_NAMES:
        raise BadPolicy(f"unknown policy {spec.name!r}: choose one of {', '.join(POLICY_NAMES)}")
    rand = rng(seed)
    if spec.name == "random":
        return lambda position, moves: rand.choice(moves)
    if spec.name == "greedy":
        greedy = GREEDY[game]
        return lambda position, moves: greedy(position, moves, rand)
    board = BOARDS[game]

    def search(position, moves):
        searched = board(position)
        searcher = Search(searched, spec.limits, rand)
        move = searcher.best_move()
        if work is not None:
            if move is not None and not spec.limits.budget_ms and searcher.depth_reached < spec.limits.depth:
                work.fell_short(searcher.depth_reached)
            work.spend(searcher.nodes)
        return searched.engine_move(move)

    return search
