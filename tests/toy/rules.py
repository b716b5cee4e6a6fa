"""Pebbles: a pile of pebbles; each turn takes one, two or three; who takes the last pebble wins."""

import json
import random
from dataclasses import dataclass

from pnp.core.seeding import rng
from pnp.engine.position import BadMove, BadPosition, IllegalMove, move_object, NoChance, Result, unknown_key

SIDES = ("first", "second")
MOST = 3  # pebbles a turn may take
PILES = (10, 20)  # the smallest and largest starting pile


@dataclass(frozen=True)
class Move:
    take: int

    def to_dict(self) -> dict:
        return {"take": self.take}


@dataclass(frozen=True)
class Position(NoChance):
    pile: int
    to_move: str = "first"

    def legal_moves(self) -> list[Move]:
        return [Move(n) for n in range(1, min(MOST, self.pile) + 1)]

    def apply(self, move: Move) -> "Position":
        if move not in self.legal_moves():
            raise IllegalMove(f"cannot take {move.take} of {self.pile}")
        return self.apply_unchecked(move)

    def apply_unchecked(self, move: Move) -> "Position":
        return Position(self.pile - move.take, other(self.to_move))

    def pass_turn(self) -> "Position":
        raise IllegalMove("a pile with pebbles left is never passed" if self.pile else "the game is over")

    def result(self) -> Result | None:
        return Result(other(self.to_move), "last") if self.pile == 0 else None

    def to_json(self) -> str:
        return json.dumps({"pile": self.pile, "to_move": self.to_move})

    @classmethod
    def from_json(cls, text: str) -> "Position":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise BadPosition(f"not JSON: {err.msg}") from None
        if not isinstance(data, dict) or unknown_key(data, ("pile", "to_move")) or "pile" not in data:
            raise BadPosition('a position is {"pile": n, "to_move": "first" or "second"}')
        pile, to_move = data["pile"], data.get("to_move", "first")
        if not isinstance(pile, int) or isinstance(pile, bool) or pile < 0 or to_move not in SIDES:
            raise BadPosition('a position is {"pile": n, "to_move": "first" or "second"}')
        return cls(pile, to_move)

    @staticmethod
    def move_from_json(text: str) -> Move:
        try:
            data = move_object(json.loads(text), "move", ("take",))
        except json.JSONDecodeError as err:
            raise BadMove(f"not JSON: {err.msg}") from None
        if not isinstance(data["take"], int) or isinstance(data["take"], bool):
            raise BadMove("take is a whole number")
        return Move(data["take"])


def other(side: str) -> str:
    return SIDES[1 - SIDES.index(side)]


def start(seed: int) -> Position:
    """A starting pile drawn from `seed`."""
    return Position(rng(seed).randint(*PILES))


def greedy(position: Position, moves: list[Move], rand: random.Random) -> Move:
    """Leave the other side a multiple of four when it can; else take one."""
    winning = [move for move in moves if (position.pile - move.take) % (MOST + 1) == 0]
    return winning[0] if winning else moves[0]
