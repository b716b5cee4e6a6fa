"""Searching a game that has only immutable positions: a search board over a stack of positions.

A dice game need not write a make/unmake board: `PositionBoard` makes a move by applying it to the
position on top of its stack and unmakes it by popping, stands at chance nodes as its positions do,
and scores a position by the game's `evaluate(position)` (from the view of the side to move). It is
slower than a rules board, which is why Signed Stacks and OGAMA keep theirs.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from fractions import Fraction
from typing import Any, Generic

from pnp.engine.playout import MoveT, Playable
from pnp.engine.position import Roll

Evaluation = Callable[[Any], float]  # a position -> its value for the side to move


class PositionBoard(Generic[MoveT]):
    """A `pnp.engine.position.ChanceBoard` whose moves are the position's own moves."""

    def __init__(self, position: Playable[MoveT], evaluate: Evaluation):
        self.stack: list[Playable[MoveT]] = [position]
        self.value = evaluate
        self.values: dict[Hashable, float] = {}  # a position reached again (by another roll, say) is scored once

    @property
    def position(self) -> Playable[MoveT]:
        return self.stack[-1]

    @property
    def side(self) -> Hashable:
        return self.stack[-1].to_move

    @property
    def key(self) -> Hashable:
        """The position itself: positions are immutable and hash by what they hold."""
        return self.stack[-1]

    def moves(self) -> list[MoveT]:
        return self.stack[-1].legal_moves()

    def outcomes(self) -> Sequence[tuple[Roll, Fraction]]:
        return self.stack[-1].chance_outcomes()

    def make(self, move: MoveT | None) -> None:
        position = self.stack[-1]
        self.stack.append(position.pass_turn() if move is None else position.apply_unchecked(move))

    def make_roll(self, outcome: Roll) -> None:
        self.stack.append(self.stack[-1].roll(outcome))

    def unmake(self) -> None:
        self.stack.pop()

    def outcome(self) -> tuple[Hashable | None, str] | None:
        result = self.stack[-1].result()
        return None if result is None else (result.winner, result.reason)

    def evaluate(self) -> float:
        position = self.stack[-1]
        value = self.values.get(position)
        if value is None:
            value = self.values[position] = self.value(position)
        return value

    def engine_move(self, move: MoveT | None) -> MoveT | None:
        return move
