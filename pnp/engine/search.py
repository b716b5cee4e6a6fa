"""Planning players: alpha-beta search with iterative deepening on a game's mutable search board,
and the expectation over the outcomes at a chance node.

A search board (`pnp.engine.position.SearchBoard`: `pnp.games.stacks.search.StacksBoard`, `pnp.games.ogama.search.OgamaBoard`) is
the game's rules board with an evaluation; the search makes and unmakes moves on it, asks for its
outcome and evaluation, and keys its transposition table by `key`. The search is negamax
with alpha-beta, a transposition table that also orders moves, and iterative deepening: depth 1,
2, ... up to `depth`, stopping when the node budget (or, if asked, the time budget) runs out,
then playing the best move of the deepest finished iteration. Root moves are shuffled by the
player's own generator first, so equal moves are chosen at random yet the same seed always plays
the same game. A node budget keeps play reproducible; a time budget (`budget_ms`) does not,
since how far a search gets depends on the machine's load.

At a chance node (a `pnp.engine.position.ChanceBoard` whose outcomes() are not empty) the score is
the outcomes' scores weighed by their probabilities, each searched to the same depth with a full
window (expectimax): a roll takes no ply of depth, so a two-ply search of a dice game looks at the
reply to every roll. Alpha-beta holds everywhere else; a move after which the same side moves again
keeps its window instead of negating it.

Why not Monte Carlo tree search: one random playout to a game's end costs about as much as a
whole two-ply search (on the search boards, 3.2 ms for Signed Stacks under the count end and
4.7 ms for OGAMA, against a median of 4.2 and 1.8 ms a move for the two-ply search), so
within 50 ms a move MCTS would see a dozen or so playouts of random play; the two-ply search
already wins nearly every game against greedy play.
"""

from __future__ import annotations

import random
import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, cast

from pnp.engine.position import ChanceBoard, Roll, SearchBoard

INFINITY = 10**9
WIN = 1_000_000  # a won game's score, less the plies it takes, so quicker wins score more
EXACT, LOWER, UPPER = 0, 1, 2  # what a transposition-table score is: exact, or a lower or upper bound


@dataclass(frozen=True)
class SearchLimits:
    """How far one move's search may go: plies, nodes, and optionally milliseconds (not reproducible)."""

    depth: int = 2
    nodes: int = 200_000
    budget_ms: int | None = None


@dataclass
class Work:
    """What the searches of one game may spend: nodes (None: no bound) and, for searches on a time
    budget, an end time (`time.time()`, comparable across processes). It also counts the moves whose
    search ran out of nodes before it reached its depth, by the depth it did reach."""

    nodes: int | None
    deadline: float | None = None
    spent: int = 0
    short: dict[int, int] = field(default_factory=dict)

    def spend(self, nodes: int) -> None:
        """Count a finished search; WorkDone once the nodes or the time are used up."""
        self.spent += nodes
        if (self.nodes is not None and self.spent >= self.nodes) or (
            self.deadline is not None and time.time() >= self.deadline
        ):
            raise WorkDone

    def fell_short(self, depth: int) -> None:
        """A move was played from an iteration of `depth` plies, short of the depth asked for."""
        self.short[depth] = self.short.get(depth, 0) + 1


class WorkDone(Exception):
    """A game's search work is used up: the game is left unfinished."""


class _OutOfBudget(Exception):
    """The node or time budget ran out inside an iteration; the board is discarded, not unwound."""


class Search:
    """One move's search on a board that belongs to it."""

    def __init__(self, board: SearchBoard[Any], limits: SearchLimits, rand: random.Random):
        self.board, self.limits, self.rand = board, limits, rand
        self.nodes = 0
        self.table: dict[Hashable, tuple[int, float, int, Any]] = {}
        self.chance = cast(ChanceBoard[Any], board) if hasattr(board, "outcomes") else None
        self.deadline = None if limits.budget_ms is None else time.perf_counter() + limits.budget_ms / 1000
        self.depth_reached = 0

    def best_move(self) -> Any:
        """The move to play (None: pass); the deepest finished iteration decides."""
        moves = self.board.moves()
        if not moves:
            return None
        self.rand.shuffle(moves)
        best = moves[0]
        for depth in range(1, self.limits.depth + 1):
            try:
                best = self._root(moves, depth)
            except _OutOfBudget:
                break
            self.depth_reached = depth
            moves.remove(best)
            moves.insert(0, best)
        return best

    def _root(self, moves: list[Any], depth: int) -> Any:
        board, best = self.board, moves[0]
        alpha: float = -INFINITY
        side = board.side
        for move in moves:
            board.make(move)
            if board.side == side:
                score = self._negamax(depth - 1, alpha, INFINITY, 1)
            else:
                score = -self._negamax(depth - 1, -INFINITY, -alpha, 1)
            board.unmake()
            if score > alpha:
                alpha, best = score, move
        return best

    def _negamax(self, depth: int, alpha: float, beta: float, ply: int) -> float:
        self.nodes += 1
        if self.nodes > self.limits.nodes or (
            self.deadline is not None and self.nodes % 256 == 0 and time.perf_counter() > self.deadline
        ):
            raise _OutOfBudget
        board = self.board
        ending = board.outcome()
        if ending is not None:
            winner = ending[0]
            return 0 if winner is None else (WIN - ply if winner == board.side else ply - WIN)
        if depth <= 0:
            return board.evaluate()
        if self.chance is not None:
            outcomes = self.chance.outcomes()
            if outcomes:
                return self._expectation(self.chance, outcomes, depth, ply)
        key = board.key
        entry = self.table.get(key)
        hint = None
        if entry is not None:
            stored_depth, stored, kind, hint = entry
            if stored_depth >= depth and (
                kind == EXACT or (kind == LOWER and stored >= beta) or (kind == UPPER and stored <= alpha)
            ):
                return stored
        side = board.side
        moves = board.moves()
        if not moves:
            board.make(None)
            if board.side == side:
                score = self._negamax(depth - 1, alpha, beta, ply + 1)
            else:
                score = -self._negamax(depth - 1, -beta, -alpha, ply + 1)
            board.unmake()
            return score
        if hint is not None and hint in moves:
            moves.remove(hint)
            moves.insert(0, hint)
        start, best_move = alpha, moves[0]
        best: float = -INFINITY
        for move in moves:
            board.make(move)
            if board.side == side:
                score = self._negamax(depth - 1, alpha, beta, ply + 1)
            else:
                score = -self._negamax(depth - 1, -beta, -alpha, ply + 1)
            board.unmake()
            if score > best:
                best, best_move = score, move
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        kind = UPPER if best <= start else LOWER if best >= beta else EXACT
        self.table[key] = (depth, best, kind, best_move)
        return best

    def _expectation(self, board: ChanceBoard[Any], outcomes: Sequence[tuple[Roll, Fraction]], depth: int, ply: int) -> float:
        """The chance node's score for the side that rolls: each outcome's exact score weighed by its probability."""
        side, total = board.side, 0.0
        for outcome, probability in outcomes:
            board.make_roll(outcome)
            score = self._negamax(depth, -INFINITY, INFINITY, ply)
            if board.side != side:
                score = -score
            board.unmake()
            total += float(probability) * score
        return total
