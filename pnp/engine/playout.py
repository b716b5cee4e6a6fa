"""Playing a position to its end, one policy per side: the loop behind every game's playout statistics.

At a chance node the dice are drawn (`pnp.engine.chance.draw`) from the playout's own generator, so
the same generator state rolls the same dice and plays the same game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from pnp.engine.chance import draw
from pnp.engine.position import Move, Policy, Position, Result, Roll

MoveT = TypeVar("MoveT", bound=Move)


class Playable(Position[MoveT], Protocol):
    """A position that can also play a move taken from its own legal_moves() without checking it again."""

    def apply_unchecked(self, move: MoveT) -> Playable[MoveT]: ...

    def pass_turn(self) -> Playable[MoveT]: ...

    def roll(self, outcome: Roll) -> Playable[MoveT]: ...


@dataclass(frozen=True)
class Playout(Generic[MoveT]):
    """One played game: the moves in order (None for a pass), the result (None if the ply cap cut it
    short) and the rolls of the dice in order, if the game has dice."""

    moves: tuple[MoveT | None, ...]
    result: Result | None
    rolls: tuple[Roll, ...] = ()

    @property
    def plies(self) -> int:
        """Turns taken, passes included."""
        return len(self.moves)


def play_out(
    position: Playable[MoveT], policies: Mapping[str, Policy[Any, MoveT]], rand: random.Random, max_plies: int,
    dice: random.Random | None = None,
) -> Playout[MoveT]:
    """Play until the game ends or `max_plies` turns have been taken; a side without legal moves passes.

    `policies` maps each side (the values of `to_move`) to its policy; all draw from `rand`, and the
    dice from `dice` (`rand` too when it is None), so the same generator states play the same game.
    """
    moves: list[MoveT | None] = []
    rolls: list[Roll] = []
    dice = rand if dice is None else dice
    while len(moves) < max_plies:
        outcomes = position.chance_outcomes()
        if outcomes:
            rolled = draw(outcomes, dice)
            position = position.roll(rolled)
            rolls.append(rolled)
            continue
        legal = position.legal_moves()
        if legal:
            move = policies[position.to_move](position, legal, rand)
            position = position.apply_unchecked(move)
            moves.append(move)
        elif position.result() is None:
            position = position.pass_turn()
            moves.append(None)
        else:
            break
    return Playout(tuple(moves), position.result(), tuple(rolls))
