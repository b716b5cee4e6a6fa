"""The Signed Stacks board a search plays on: the rules board of a position, with an evaluation.

The rules are `rules_board.Board`, the same board `rules.Position` is a layer over; this adds
what a search needs besides them: a score for the side to move, and the way back to the
engine's moves and tokens.
"""

from __future__ import annotations

from pnp.games.stacks.rules import Move, Position, Token
from pnp.games.stacks.rules_board import COLORS
from pnp.games.stacks.rules_board import Board

VISIBLE_WEIGHT = 100  # evaluation: one visible token (what the count end counts) ...
POWER_WEIGHT = 3  # ... is worth this much per unit of its magnitude (big tops are hard to climb)


class StacksBoard(Board):
    """A copy of `position`'s rules board, to change in place by make() and restore by unmake()."""

    def __init__(self, position: Position):
        rules = position.rules
        super().__init__(
            rules.shape, [stack[:] for stack in rules.stacks], rules.side, rules.end, rules.turns, rules.passes,
            rules.idle, rules.history,
        )

    def evaluate(self) -> int:
        """The side to move's standing: visible tokens (what the count end counts, and what can move)
        and their magnitudes (a big top can be climbed by few tokens), each side's minus the other's."""
        me, them = self.side, 1 - self.side
        return VISIBLE_WEIGHT * (self.visible[me] - self.visible[them]) + POWER_WEIGHT * (self.power[me] - self.power[them])

    # --- back to the engine

    def engine_move(self, move: int | None) -> Move | None:
        """The engine's Move for a board move (None for a pass)."""
        if move is None:
            return None
        origin, target, flip = self.decode(move)
        return Move(self.names[origin], self.names[target], flip)

    def engine_stacks(self) -> dict[str, tuple[Token, ...]]:
        """The stacks as the engine holds them, to compare the two."""
        return {
            self.names[k]: tuple(Token(COLORS[c & 1], c >> 1) for c in stack) for k, stack in enumerate(self.stacks) if stack
        }
