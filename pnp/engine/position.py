"""What every game with positions offers: one interface for the command line, playouts and search players.

Every game with positions defines a `Position` and a `Move` that meet the protocols below, and
`Policy` functions that choose moves; Signed Stacks and OGAMA also a `SearchBoard`, the
make/unmake board their rules are written on (a game without one is searched through
`pnp.engine.adapter.PositionBoard`). A position where dice must be rolled is a chance node: it
lists the outcomes with their exact probabilities, and `roll(outcome)` gives the next position. A position is immutable and hashable, so
it can key a search table; equal positions hash equal. Its mappings are `FrozenMap`s, which
refuse change, so nothing can alter a position behind the checks its reader made.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, NoReturn, Protocol, TypeVar

from pnp.core.errors import PnpError

MoveT = TypeVar("MoveT", bound="Move")
BoardMoveT = TypeVar("BoardMoveT")
PositionT_contra = TypeVar("PositionT_contra", contravariant=True)
K = TypeVar("K")  # a FrozenMap's keys
V = TypeVar("V")  # and values

Roll = tuple[int, ...]  # the faces the dice show, in the order the rules read them: one die (4,), two (2, 5)


class BadPosition(PnpError):
    """A position whose JSON is malformed or that cannot arise in the game (the message names the key or cell)."""


class BadMove(PnpError):
    """Move JSON that does not have the game's move form."""


class IllegalMove(PnpError):
    """A well-formed move, or a pass, that the rules do not allow in this position."""


@dataclass(frozen=True)
class Result:
    """How a finished game ended: `winner` (None for a draw) and `reason`, the end rule that applied."""

    winner: str | None
    reason: str


def board_result(outcome: tuple[int | None, str] | None, sides: Sequence[str]) -> Result | None:
    """A rules board's outcome (colours as 0 and 1) as a position's result (sides by name)."""
    if outcome is None:
        return None
    winner, reason = outcome
    return Result(None if winner is None else sides[winner], reason)


class Move(Protocol):
    """One move as the command line prints it: its JSON object (each game's page under docs/games/), and a few words for messages."""

    def to_dict(self) -> dict[str, Any]: ...

    def __str__(self) -> str: ...


class Position(Protocol[MoveT]):
    """One moment of a game; every method leaves it unchanged.

    legal_moves() lists the moves of the side to move, sorted as the game's page under docs/games/ says, and is empty
    once the game is over or when that side must pass. apply() returns the position after a
    move and raises IllegalMove for one that is not legal; pass_turn() does the same for a
    pass, which is refused while a legal move exists. result() is None while the game goes on.

    At a chance node chance_outcomes() lists every roll with its exact probability (they sum to
    1); there legal_moves() is empty, pass_turn() raises IllegalMove, result() is None and
    `to_move` names the side that rolls. Elsewhere chance_outcomes() is empty (`NoChance` gives
    a game without dice both chance members).
    """

    @property
    def to_move(self) -> str: ...

    def legal_moves(self) -> list[MoveT]: ...

    def __hash__(self) -> int: ...

    def apply(self, move: MoveT) -> Position[MoveT]: ...

    def pass_turn(self) -> Position[MoveT]: ...

    def result(self) -> Result | None: ...

    def chance_outcomes(self) -> Sequence[tuple[Roll, Fraction]]:
        """Empty unless dice must be rolled now; then every outcome with its exact probability (sum 1)."""
        ...

    def roll(self, outcome: Roll) -> Position[MoveT]:
        """The position after the dice show `outcome`; IllegalMove when no roll is due or the outcome is not listed."""
        ...

    def to_json(self) -> str: ...

    @classmethod
    def from_json(cls, text: str) -> Position[MoveT]: ...

    @staticmethod
    def move_from_json(text: str) -> MoveT: ...


class NoChance:
    """The chance members of a game without dice: never a chance node."""

    def chance_outcomes(self) -> Sequence[tuple[Roll, Fraction]]:
        return ()

    def roll(self, outcome: Roll) -> NoReturn:
        raise IllegalMove("no dice are rolled in this game")


class Policy(Protocol[PositionT_contra, MoveT]):
    """A player's choice: given a position whose game goes on, its legal moves and a generator to draw
    from, one of those moves (a playout plays it without checking it again)."""

    def __call__(self, position: PositionT_contra, moves: list[MoveT], rand: random.Random, /) -> MoveT: ...


class SearchBoard(Protocol[BoardMoveT]):
    """A game's rules board as a search uses it: one position changed in place and restored exactly.

    `side` names the side to move (a colour 0 or 1 on a rules board) and `key` the position for a
    transposition table. moves() lists the legal moves (best first, as far as cheaply known),
    empty once the game is over; make(None) passes. outcome() is None while the game goes on,
    else the winning side (None for a draw) and the ending. evaluate() scores the position for
    the side to move.
    """

    @property
    def side(self) -> Hashable: ...

    @property
    def key(self) -> Hashable: ...

    def moves(self) -> list[BoardMoveT]: ...

    def make(self, move: BoardMoveT | None) -> None: ...

    def unmake(self) -> None: ...

    def outcome(self) -> tuple[Hashable | None, str] | None: ...

    def evaluate(self) -> float: ...

    def engine_move(self, move: BoardMoveT | None) -> Any: ...


class ChanceBoard(SearchBoard[BoardMoveT], Protocol):
    """A search board that can stand at a chance node: outcomes() lists the rolls due now with their
    probabilities (empty elsewhere), make_roll() rolls one, unmake() takes it back."""

    def outcomes(self) -> Sequence[tuple[Roll, Fraction]]: ...

    def make_roll(self, outcome: Roll) -> None: ...


@dataclass(frozen=True)
class Trials:
    """What a game's rules are tried on by the conformance suite (tests/test_conformance.py).

    starts(seed) gives a start position, with a few words naming it, for every board kind the
    game supports (grid sizes, maps, token sets, modes); every game from them ends within
    `max_plies` plies, whoever plays. board(position) is the position's make/unmake board, when
    the rules are written on one; search(seed) a searching player, its choices drawn from the seed
    (a position and its legal moves -> the move to play).
    """

    starts: Callable[[int], Sequence[tuple[str, Any]]]
    max_plies: int
    board: Callable[[Any], SearchBoard[Any]] | None = None
    search: Callable[[int], Callable[[Any, list[Any]], Any]] | None = None


def unknown_key(data: Mapping[str, object], allowed: Collection[str]) -> str | None:
    """The first key (in sorted order) of a JSON object that `allowed` does not name, so an error can name it."""
    extra = sorted(map(str, data.keys() - set(allowed)))
    return extra[0] if extra else None


def move_object(data: object, what: str, keys: tuple[str, ...]) -> Mapping[str, Any]:
    """`data` if it is a JSON object with exactly `keys`; BadMove naming the first key at fault otherwise.

    `what` is the game's word for a move ("move", "action"), as messages use it.
    """
    article = "an" if what[0] in "aeiou" else "a"
    if not isinstance(data, Mapping):
        raise BadMove(f"{article} {what} is a JSON object, not {type(data).__name__}")
    unknown = unknown_key(data, keys)
    if unknown:
        raise BadMove(f"{what} has unknown key {unknown!r} ({article} {what} has {', '.join(map(repr, keys))})")
    missing = [key for key in keys if key not in data]
    if missing:
        raise BadMove(f"{what} lacks the {missing[0]!r} field")
    return data


class FrozenMap(dict[K, V]):
    """A dict that refuses change after it is made, and hashes by its items, so positions can hold one.

    A dict underneath keeps look-ups as fast as a plain dict's: playouts read positions millions
    of times. Build the contents as a plain dict, then freeze them with `FrozenMap(contents)`.
    """

    __slots__ = ("_hash",)

    def _refuse(self, *args: object, **kwargs: object) -> Any:
        raise TypeError("a FrozenMap cannot be changed; build a new one")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _refuse

    def __hash__(self) -> int:  # type: ignore[override]
        """Worked out once: a search table hashes the same position again and again."""
        try:
            return self._hash
        except AttributeError:
            self._hash: int = hash(frozenset(self.items()))
            return self._hash

    def __repr__(self) -> str:
        return f"FrozenMap({dict.__repr__(self)})"

    def __reduce__(self) -> tuple[type[FrozenMap[K, V]], tuple[dict[K, V]]]:
        """Copied and pickled whole, never filled item by item (which it refuses)."""
        return FrozenMap, (dict(self),)
