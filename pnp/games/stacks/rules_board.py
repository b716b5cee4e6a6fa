"""The rules of Signed Stacks on one mutable board: legal moves, make and unmake, passes, the end rules.

This board is the rules (docs/games/stacks.md, with every ruling): `stacks.Position`, the immutable
position the command line, JSON and tests use, copies it, makes a move and freezes the result;
the search player makes and unmakes moves on it in place, thousands a move. So the two cannot
disagree on a move or an ending.

Cells are numbers, their rank in cell order; tokens are ints, `value * 2 + colour` (colour 0
white, 1 black), so `code >> 1` is the value and `code & 1` the colour, negative values included.
A move is an int too, `(from * cells + to) * 2 + flip` with cells as ranks (`move_code`), so moves
sort like the engine's and a search handles them cheaply; None is a pass.

The board keeps the count end's figures (visible tokens and their magnitudes, the position key,
the keys of earlier positions and how often each arose) up to date move by move, and undoes a
move exactly.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Protocol

COLORS = ("white", "black")
STACK_LIMIT = 10  # |moving value + top value| may not exceed this, whatever the set
PASSES_TO_LOSE = 3
END_RULES = ("count", "post", "attack")  # the default first
TURN_LIMIT = 60  # count end: the game ends once both sides have made this many turns
REPEATS_TO_END = 3  # count end: the same position arising this often ends the game
IDLE_TO_LOSE = 3  # attack end: this many turns in a row in which a side could not climb onto an opponent's top lose
BLACK_TO_MOVE_PART = int.from_bytes(hashlib.sha256(b"black to move").digest()[:8], "big")

Outcome = tuple[int | None, str]  # the winning colour (None: a draw) and the ending


def can_climb(value: int, top: int) -> bool:
    """Whether a token showing `value` may climb onto a top token showing `top`."""
    return abs(value) >= abs(top) and abs(value + top) <= STACK_LIMIT


def label(code: int) -> str:
    """A token's short form, as text pictures and position keys write it: w+3, b-7."""
    return f"{'wb'[code & 1]}{code >> 1:+d}"


@cache
def key_part(cell: str, height: int, code: int) -> int:
    """A token's share of a position key: the first 8 bytes of the SHA-256 of "cell/height/label"
    (height 0 at the bottom), as an integer."""
    return int.from_bytes(hashlib.sha256(f"{cell}/{height}/{label(code)}".encode()).digest()[:8], "big")


def move_code(origin: int, target: int, flip: bool, cells: int) -> int:
    """A board move as an int (see the module notes)."""
    return (origin * cells + target) * 2 + flip


class Field(Protocol):
    """Where tokens stand and travel: a grid or a wild map (`stacks.GridBoard`, `stacks.WildBoard`)."""

    @property
    def revisits(self) -> bool: ...  # whether two walks from one cell may reach the same cell

    def cells(self) -> tuple[str, ...]: ...

    def paths(self, cell: str) -> tuple[tuple[str, ...], ...]: ...


@dataclass(frozen=True)
class Shape:
    """A field as the board reads it: cell names in cell order, each cell's walks as ranks (nearest
    first), and `pairs[k][j]`, the moves from cell k to a cell j on its walks without and with a flip."""

    names: tuple[str, ...]
    paths: tuple[tuple[tuple[int, ...], ...], ...]
    revisits: bool
    pairs: tuple[dict[int, tuple[int, int]], ...]

    @classmethod
    def of(cls, field: Field) -> Shape:
        names = field.cells()
        rank = {cell: k for k, cell in enumerate(names)}
        paths = tuple(tuple(tuple(rank[c] for c in path) for path in field.paths(cell)) for cell in names)
        n = len(names)
        pairs = tuple(
            {j: (move_code(k, j, False, n), move_code(k, j, True, n)) for path in paths[k] for j in path} for k in range(n)
        )
        return cls(names, paths, field.revisits, pairs)


class Board:
    """One Signed Stacks position, changed in place by make() and restored by unmake().

    `shape` gives the cells and walks; `stacks[k]` is cell k's stack of codes, bottom first.
    `history` holds the keys of the earlier positions of the game, oldest first (under the count
    end only).
    """

    def __init__(
        self,
        shape: Shape,
        stacks: list[list[int]],
        side: int,
        end: str = "count",
        turns: int = 0,
        passes: Sequence[int] = (0, 0),
        idle: Sequence[int] = (0, 0),
        history: Sequence[int] = (),
    ):
        self.shape, self.names, self.paths = shape, shape.names, shape.paths
        self.stacks = stacks
        self.visible, self.power = [0, 0], [0, 0]
        self.key = BLACK_TO_MOVE_PART if side else 0
        for cell, stack in enumerate(stacks):
            for height, code in enumerate(stack):
                self.key ^= key_part(self.names[cell], height, code)
            if stack:
                self._count_top(stack[-1], 1)
        self.side, self.end, self.turns = side, end, turns
        self.passes, self.idle = list(passes), list(idle)
        self.history = list(history)
        self.seen = Counter(self.history)
        self.undo: list[tuple[int | None, int, int]] = []

    def copy(self) -> Board:
        """An independent board holding the same position (its moves cannot be unmade on the copy)."""
        twin = Board.__new__(type(self))
        twin.shape, twin.names, twin.paths = self.shape, self.names, self.paths
        twin.stacks = [stack[:] for stack in self.stacks]
        twin.visible, twin.power, twin.key = self.visible[:], self.power[:], self.key
        twin.side, twin.end, twin.turns = self.side, self.end, self.turns
        twin.passes, twin.idle = self.passes[:], self.idle[:]
        twin.history, twin.seen = self.history[:], self.seen.copy()
        twin.undo = []
        return twin

    # --- reading

    def _count_top(self, code: int, sign: int) -> None:
        colour = code & 1
        self.visible[colour] += sign
        self.power[colour] += sign * abs(code >> 1)

    def stops(self, origin: int) -> list[int]:
        """Every cell a token leaving `origin` can stop on: along each walk, every empty cell and the
        first occupied one (where the walk ends). Each is listed once, in the order the walks meet them."""
        stacks = self.stacks
        seen: set[int] | None = set() if self.shape.revisits else None
        found: list[int] = []
        for path in self.paths[origin]:
            for step in path:
                if seen is not None:
                    if step in seen:
                        if stacks[step]:
                            break
                        continue
                    seen.add(step)
                found.append(step)
                if stacks[step]:
                    break
        return found

    def moves(self) -> list[int]:
        """Legal moves of the side to move, climbs onto an opponent's top first (a search should look at
        them first); the engine's order is `sorted()` of these. Empty once the game is over."""
        if self.outcome() is not None:
            return []
        return self._moves()

    def _moves(self) -> list[int]:
        attacks: list[int] = []
        others: list[int] = []
        side = self.side
        for origin, stack in enumerate(self.stacks):
            if stack and stack[-1] & 1 == side:
                self._moves_from(origin, attacks, others)
        return attacks + others

    def moves_from(self, origin: int) -> list[int]:
        """The legal moves of the token on top of `origin`, whichever side it belongs to."""
        attacks: list[int] = []
        others: list[int] = []
        if self.stacks[origin]:
            self._moves_from(origin, attacks, others)
        return attacks + others

    def _moves_from(self, origin: int, attacks: list[int], others: list[int]) -> None:
        """Add the moves of `origin`'s top token: climbs onto the opponent's tops to `attacks`, the rest to `others`."""
        stacks, pairs = self.stacks, self.shape.pairs[origin]
        top = stacks[origin][-1]
        value, side = top >> 1, top & 1
        for step in self.stops(origin):
            there = stacks[step]
            if not there:
                others += pairs[step]
            elif can_climb(value, there[-1] >> 1):
                (attacks if there[-1] & 1 != side else others).append(pairs[step][0])

    def can_attack(self) -> bool:
        """Whether the side to move can climb onto an opponent-topped stack (the attack end asks)."""
        attacks: list[int] = []
        side = self.side
        for origin, stack in enumerate(self.stacks):
            if stack and stack[-1] & 1 == side:
                self._moves_from(origin, attacks, [])
                if attacks:
                    return True
        return False

    def decode(self, move: int) -> tuple[int, int, bool]:
        """A move's origin, target and flip."""
        origin, target = divmod(move >> 1, len(self.names))
        return origin, target, bool(move & 1)

    def outcome(self) -> Outcome | None:
        """None while the game goes on; else the winner (None for a draw) and how the game ended.

        Endings, the first that applies: "passes" (a side passed three turns in a row), "attack"
        (attack end: three turns in a row in which the side could not climb onto an opponent's stack), "repetition" and "turns" (count end:
        the third occurrence of a position, both sides' TURN_LIMIT turns; more visible tokens win).
        """
        for colour in (0, 1):
            if self.passes[colour] >= PASSES_TO_LOSE:
                return 1 - colour, "passes"
        if self.end == "attack":
            for colour in (0, 1):
                if self.idle[colour] >= IDLE_TO_LOSE:
                    return 1 - colour, "attack"
        if self.end == "count":
            if self.seen[self.key] >= REPEATS_TO_END - 1:
                return self.count_winner(), "repetition"
            if self.turns >= 2 * TURN_LIMIT:
                return self.count_winner(), "turns"
        return None

    def count_winner(self) -> int | None:
        """The colour with more visible tokens, None when equal."""
        white, black = self.visible
        return None if white == black else (0 if white > black else 1)

    # --- changing

    def make(self, move: int | None) -> None:
        """Play a legal move, or pass with None."""
        side = self.side
        idle = self.idle[side]
        if self.end == "attack":
            self.idle[side] = 0 if self.can_attack() else idle + 1
        if self.end == "count":
            self.seen[self.key] += 1
            self.history.append(self.key)
        passes = self.passes[side]
        if move is None:
            self.passes[side] += 1
        else:
            self.passes[side] = 0
            origin, target = divmod(move >> 1, len(self.names))
            self._carry(origin, target, move & 1)
        self.undo.append((move, passes, idle))
        self.key ^= BLACK_TO_MOVE_PART
        self.side = 1 - side
        self.turns += 1

    def _carry(self, start: int, end: int, flip: int) -> None:
        """Take the top token of `start` onto `end`, flipping it if `flip`, with the counts and key;
        unmake() carries it back the same way (a flip undoes itself)."""
        source, landing = self.stacks[start], self.stacks[end]
        code = source.pop()
        self._count_top(code, -1)
        self.key ^= key_part(self.names[start], len(source), code)
        if source:
            self._count_top(source[-1], 1)
        if landing:
            self._count_top(landing[-1], -1)
        placed = code - 4 * (code >> 1) if flip else code
        self.key ^= key_part(self.names[end], len(landing), placed)
        landing.append(placed)
        self._count_top(placed, 1)

    def unmake(self) -> None:
        """Take back the last make()."""
        move, passes, idle = self.undo.pop()
        self.turns -= 1
        side = self.side = 1 - self.side
        self.key ^= BLACK_TO_MOVE_PART
        self.passes[side], self.idle[side] = passes, idle
        if move is not None:
            origin, target = divmod(move >> 1, len(self.names))
            self._carry(target, origin, move & 1)
        if self.end == "count":
            self.seen[self.key] -= 1
            self.history.pop()
