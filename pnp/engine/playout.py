"""Playing a position to its end, one policy per side: the loop behind every game's playout statistics."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from pnp.engine.position import Move, Policy, Position, Result

MoveT = TypeVar("MoveT", bound=Move)


class Playable(Position[MoveT], Protocol):
    """A position that can also play a move taken from its own legal_moves() without checking it again."""

    def apply_unchecked(self, move: MoveT) -> Playable[MoveT]: ...

    def pass_turn(self) -> Playable[MoveT]: ...


@dataclass(frozen=True)
class Playout(Generic[MoveT]):
    """One played game: the moves in order (None for a pass) and the result, None if the ply cap cut it short."""

    moves: tuple[MoveT | None, ...]
    result: Result | None

    @property
    def plies(self) -> int:
        """Turns taken, passes included."""
        return len(self.moves)


def play_out(
    position: Playable[MoveT], policies: Mapping[str, Policy[Any, MoveT]], rand: random.Random, max_plies: int
) -> Playout[MoveT]:
    """Play until the game ends or `max_plies` turns have been taken; a side without legal moves passes.

    `policies` maps each side (the values of `to_move`) to its policy; all draw from `rand`, so the
    same generator state plays the same game.
    """
    moves: list[MoveT | None] = []
    while len(moves) < max_plies:
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
    return Playout(tuple(moves), position.result())
