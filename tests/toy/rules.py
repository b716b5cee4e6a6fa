"""Pebbles: a pile of pebbles; each turn rolls a die, then takes one, two or three (a 6 passes the turn);
who takes the last pebble wins. The die makes every turn start at a chance node."""

import json
import random
from dataclasses import dataclass
from fractions import Fraction

from pnp.core.seeding import rng
from pnp.engine.position import BadMove, BadPosition, IllegalMove, Result, Roll, move_object, unknown_key

SIDES = ("first", "second")
MOST = 3  # pebbles a turn may take
PILES = (10, 20)  # the smallest and largest starting pile
LOST_TURN = 6  # the face that passes the turn
DIE = tuple(((face,), Fraction(1, 6)) for face in range(1, 7))
SHAPE = 'a position is {"pile": n, "to_move": "first" or "second"}, with "roll": [face] once rolled'


@dataclass(frozen=True)
class Move:
    take: int

    def to_dict(self) -> dict:
        return {"take": self.take}


@dataclass(frozen=True)
class Position:
    pile: int
    to_move: str = "first"
    die: int | None = None  # the face rolled this turn, None before the roll

    def chance_outcomes(self) -> tuple[tuple[Roll, Fraction], ...]:
        return DIE if self.pile and self.die is None else ()

    def roll(self, outcome: Roll) -> "Position":
        if not self.chance_outcomes():
            raise IllegalMove("no roll is due" if self.pile else "the game is over")
        if outcome not in [face for face, _ in DIE]:
            raise IllegalMove(f"a die shows 1 to 6, not {list(outcome)}")
        return Position(self.pile, self.to_move, outcome[0])

    def legal_moves(self) -> list[Move]:
        if self.die is None or self.die == LOST_TURN:
            return []
        return [Move(n) for n in range(1, min(MOST, self.pile) + 1)]

    def apply(self, move: Move) -> "Position":
        if move not in self.legal_moves():
            raise IllegalMove("roll the die first" if self.die is None and self.pile else f"cannot take {move.take} of {self.pile}")
        return self.apply_unchecked(move)

    def apply_unchecked(self, move: Move) -> "Position":
        return Position(self.pile - move.take, other(self.to_move))

    def pass_turn(self) -> "Position":
        if self.die != LOST_TURN:
            raise IllegalMove("only a 6 passes the turn" if self.pile else "the game is over")
        return Position(self.pile, other(self.to_move))

    def result(self) -> Result | None:
        return Result(other(self.to_move), "last") if self.pile == 0 else None

    def to_json(self) -> str:
        rolled = {} if self.die is None else {"roll": [self.die]}
        return json.dumps({"pile": self.pile, "to_move": self.to_move, **rolled})

    @classmethod
    def from_json(cls, text: str) -> "Position":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise BadPosition(f"not JSON: {err.msg}") from None
        if not isinstance(data, dict) or unknown_key(data, ("pile", "to_move", "roll")) or "pile" not in data:
            raise BadPosition(SHAPE)
        pile, to_move = data["pile"], data.get("to_move", "first")
        if not isinstance(pile, int) or isinstance(pile, bool) or pile < 0 or to_move not in SIDES:
            raise BadPosition(SHAPE)
        position = cls(pile, to_move)
        if "roll" not in data:
            return position
        if not isinstance(data["roll"], list) or tuple(data["roll"]) not in [face for face, _ in DIE] or not pile:
            raise BadPosition(SHAPE)
        return position.roll(tuple(data["roll"]))

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
