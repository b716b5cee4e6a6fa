"""The OGAMA board a search plays on: the rules board of a position, with an evaluation.

The rules are `rules_board.Board`, the same board `rules.Position` is a layer over and the
greedy player tries actions on; this adds what a search needs besides them: a score for the side
to move, and the way back to the engine's actions and stacks.
"""

from __future__ import annotations

from pnp.games.ogama.rules import PIECES, Move, Position, _move
from pnp.games.ogama.rules_board import COLORS, Board, BoardMove, Point

CAPTURE_WEIGHT = 10  # evaluation: a captured disc (what the count compares) ...
HEIGHT_WEIGHT = 1  # ... against the square of each own-topped stack's height (towers grow from tall stacks)
REACH_WEIGHT = 2  # ... and each disc under one's toad (how far one's discs move)


class OgamaBoard(Board):
    """A copy of `position`'s rules board, to change in place by make() and restore by unmake()."""

    def __init__(self, position: Position):
        rules = position.rules
        # In the position's order of points, not the board's: the search looks at moves in that order,
        # and which of two equal moves it plays (so every seeded game) follows from it.
        stacks = {point: rules.stacks[point][:] for point in position.stacks}
        super().__init__(rules.width, rules.height, stacks, rules.toads[:], rules.side, rules.passes, rules.turns)

    def evaluate(self) -> int:
        """The side to move's standing: captures, tall own-topped stacks, and reach, each side's minus the other's."""
        me = self.side
        score = 0
        for stack in self.stacks.values():
            top = stack[-1]
            sign = 1 if top == me else -1
            score += sign * (CAPTURE_WEIGHT * sum(colour != top for colour in stack) + HEIGHT_WEIGHT * len(stack) ** 2)
        for colour, toad in enumerate(self.toads):
            if toad is not None:
                score += (1 if colour == me else -1) * REACH_WEIGHT * len(self.stacks[toad])
        return score

    # --- back to the engine

    def engine_move(self, move: BoardMove | None) -> Move | None:
        """The engine's action for a board action (None for a pass)."""
        return None if move is None else _move(PIECES[move[0]], move[1], move[2])

    def engine_stacks(self) -> dict[Point, tuple[str, ...]]:
        """The stacks as the engine holds them, to compare the two."""
        return {point: tuple(COLORS[c] for c in stack) for point, stack in self.stacks.items()}
