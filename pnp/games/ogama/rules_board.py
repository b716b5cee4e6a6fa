"""The rules of OGAMA on one mutable board: legal actions, make and unmake, the three endings.

This board is the rules (docs/games/ogama.md, with every ruling): `ogama.Position`, the immutable
position the command line, JSON and tests use, copies it, makes an action and freezes the
result; the greedy player tries each action on it; the search player makes and unmakes actions
on it in place. So none of them can disagree on an action or an ending.

Colours are 0 (orange) and 1 (black); points are 0-based (column, row). An action is
(piece, origin, target), piece 0 for a disc and 1 for a toad, so sorted() gives the engine's
order (disc before toad, then origin, then target by column and row); None is a pass.

Besides the stacks and toads the board keeps, move by move, each colour's single discs, the
top of a tower of six and the turns made, so an ending is known at once, and a key for a search's table.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cache, lru_cache
from typing import NamedTuple

COLORS = ("orange", "black")
TOWER = 6  # a stack this tall, built or captured, wins at once
TURN_LIMIT = 60  # turns each side may make (a forced pass is a turn); then the game ends by count

Point = tuple[int, int]  # 0-based (column, row)
BoardMove = tuple[int, Point, Point]
Outcome = tuple[int | None, str]  # the winning colour (None: a draw) and the ending
ORTHOGONAL: tuple[Point, ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
KING_STEPS: tuple[Point, ...] = tuple((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0))


@cache
def disc_paths(reach: int) -> tuple[tuple[Point, ...], ...]:
    """Offsets visited by every path of exactly `reach` orthogonal steps that turns 90 degrees at most once.

    Each path lists the offsets of its points after the start, the destination last: straight
    `reach`, or `bend` steps one way then `reach - bend` at right angles (1 <= bend < reach).
    """
    paths = []
    for first in ORTHOGONAL:
        paths.append(_walk([first] * reach))
        for second in ORTHOGONAL:
            if first[0] * second[0] + first[1] * second[1] == 0:
                paths.extend(_walk([first] * bend + [second] * (reach - bend)) for bend in range(1, reach))
    return tuple(paths)


def _walk(steps: list[Point]) -> tuple[Point, ...]:
    """Running sums of unit steps: the offsets of the points a path passes, in order."""
    x = y = 0
    points = []
    for dx, dy in steps:
        x, y = x + dx, y + dy
        points.append((x, y))
    return tuple(points)


class Routes(NamedTuple):
    """The paths of `reach` steps from one origin that stay on the board.

    ends: their destinations; passed: every point any of them passes; ways: per destination,
    the points each path to it passes (the destination included).
    """

    ends: frozenset[Point]
    passed: frozenset[Point]
    ways: tuple[tuple[Point, tuple[frozenset[Point], ...]], ...]


@lru_cache(maxsize=4096)
def routes(width: int, height: int, reach: int, origin: Point) -> Routes:
    """The on-board paths of a disc; cached because a game asks for the same origins and reaches over and over."""
    ways: dict[Point, list[frozenset[Point]]] = {}
    for path in disc_paths(reach):
        points = [(origin[0] + dx, origin[1] + dy) for dx, dy in path]
        if all(0 <= x < width and 0 <= y < height for x, y in points):
            ways.setdefault(points[-1], []).append(frozenset(points))
    passed = frozenset().union(*(way for paths in ways.values() for way in paths))
    return Routes(frozenset(ways), passed, tuple((end, tuple(paths)) for end, paths in ways.items()))


_KEY_PARTS: dict[tuple[object, ...], int] = {}
_KEYS = random.Random(0x06A3A)  # fixed: keys only need to differ, and to be the same in every run


def _part(*what: object) -> int:
    """A random 64-bit number per (point, height, colour), (point, "toad", colour) and ("black",)."""
    part = _KEY_PARTS.get(what)
    if part is None:
        part = _KEY_PARTS[what] = _KEYS.getrandbits(64)
    return part


class Board:
    """One OGAMA position, changed in place by make() and restored by unmake().

    `stacks` maps a point to its discs, bottom first (empty points are absent); `toads[c]` is
    colour c's toad's point, None when it has no toad on the board; `passes` counts the passes
    made in a row just before this position, `turns` the turns both sides made before it.
    """

    def __init__(
        self, width: int, height: int, stacks: dict[Point, list[int]], toads: list[Point | None], side: int, passes: int,
        turns: int = 0,
    ):
        self.width, self.height = width, height
        self.stacks, self.toads = stacks, toads
        self.side, self.passes, self.turns = side, passes, turns
        self.key = _part("black") if side else 0
        for point, stack in stacks.items():
            for height_, colour in enumerate(stack):
                self.key ^= _part(point, height_, colour)
        for colour, toad in enumerate(toads):
            if toad is not None:
                self.key ^= _part(toad, "toad", colour)
        self.singles = [0, 0]
        for point in stacks:
            single = self._single(point)
            if single is not None:
                self.singles[single] += 1
        self.tower = next((stack[-1] for stack in stacks.values() if len(stack) >= TOWER), None)
        self.undo: list[tuple[BoardMove | None, int, list[int], int | None]] = []

    def copy(self) -> Board:
        """An independent board holding the same position (its actions cannot be unmade on the copy)."""
        twin = Board.__new__(type(self))
        twin.width, twin.height = self.width, self.height
        twin.stacks = {point: stack[:] for point, stack in self.stacks.items()}
        twin.toads, twin.side, twin.passes, twin.key = self.toads[:], self.side, self.passes, self.key
        twin.turns = self.turns
        twin.singles, twin.tower, twin.undo = self.singles[:], self.tower, []
        return twin

    # --- reading

    def _single(self, point: Point) -> int | None:
        """The colour of the single disc on `point` (exactly one disc, no toad), else None."""
        stack = self.stacks.get(point)
        if stack is None or len(stack) != 1 or point == self.toads[0] or point == self.toads[1]:
            return None
        return stack[0]

    def reach(self, colour: int) -> int:
        """N for `colour`: the number of discs under its toad, 0 without a toad on the board."""
        toad = self.toads[colour]
        return len(self.stacks[toad]) if toad is not None else 0

    def moves(self) -> list[BoardMove]:
        """Legal actions of the side to move, captures first (a search should look at them first);
        the engine's order is `sorted()` of these. Empty once the game is over, or when the side must pass."""
        return [] if self.outcome() is not None else self._moves()

    def _moves(self) -> list[BoardMove]:
        side, stacks, toads = self.side, self.stacks, self.toads
        taken = {point for point in toads if point is not None}
        captures: list[BoardMove] = []
        others: list[BoardMove] = []
        toad = toads[side]
        if toad is None:
            return []
        reach = len(stacks[toad])
        for origin, stack in stacks.items():
            if stack[-1] != side or origin in taken:
                continue
            paths = routes(self.width, self.height, reach, origin)
            ends: Iterable[Point]
            if taken.isdisjoint(paths.passed):
                ends = paths.ends
            else:
                ends = [end for end, ways in paths.ways if any(taken.isdisjoint(way) for way in ways)]
            for end in ends:
                there = stacks.get(end)
                (captures if there and there[-1] != side else others).append((0, origin, end))
        x, y = toad
        for dx, dy in KING_STEPS:
            point = (x + dx, y + dy)
            there = stacks.get(point)
            if there and there[-1] == side and point not in taken:
                others.append((1, toad, point))
        return captures + others

    def captures(self) -> list[int]:
        """Each colour's captures: the opponent's discs inside stacks topped by that colour."""
        count = [0, 0]
        for stack in self.stacks.values():
            top = stack[-1]
            count[top] += sum(colour != top for colour in stack)
        return count

    def outcome(self) -> Outcome | None:
        """None while the game goes on; else the winner (None for a draw) and how the game ended.

        A tower of six first (it wins at once), then a player without a single disc ("count"), then
        two passes in a row ("passes"), then both sides' TURN_LIMIT turns made ("turns"); all but the
        tower compare captures, and equal captures are a draw.
        """
        if self.tower is not None:
            return self.tower, "tower"
        if not self.singles[0] or not self.singles[1]:
            return self._by_count(), "count"
        if self.passes >= 2:
            return self._by_count(), "passes"
        if self.turns >= 2 * TURN_LIMIT:
            return self._by_count(), "turns"
        return None

    def _by_count(self) -> int | None:
        orange, black = self.captures()
        return None if orange == black else (0 if orange > black else 1)

    # --- changing

    def make(self, move: BoardMove | None) -> None:
        """Play a legal action, or pass with None."""
        side = self.side
        self.undo.append((move, self.passes, self.singles[:], self.tower))
        self.turns += 1
        if move is None:
            self.passes += 1
        else:
            self.passes = 0
            piece, origin, target = move
            source, singles = self.stacks[origin], self.singles
            landing = self.stacks.get(target)
            if piece == 1:  # the toad uncovers a lone disc it leaves and covers a lone disc it steps onto
                self.toads[side] = target
                self.key ^= _part(origin, "toad", side) ^ _part(target, "toad", side)
                if len(source) == 1:
                    singles[side] += 1
                if landing is not None and len(landing) == 1:
                    singles[side] -= 1
            else:  # neither point holds a toad: a lone disc leaves or is left, one lands or is covered
                colour = source.pop()
                self.key ^= _part(origin, len(source), colour)
                if not source:
                    singles[side] -= 1
                    del self.stacks[origin]
                elif len(source) == 1:
                    singles[source[0]] += 1
                if landing is None:
                    landing = self.stacks[target] = []
                    singles[side] += 1
                elif len(landing) == 1:
                    singles[landing[0]] -= 1
                self.key ^= _part(target, len(landing), colour)
                landing.append(colour)
                if len(landing) >= TOWER:
                    self.tower = colour
        self.side = 1 - side
        self.key ^= _part("black")

    def unmake(self) -> None:
        """Take back the last make()."""
        move, self.passes, self.singles, self.tower = self.undo.pop()
        self.turns -= 1
        side = self.side = 1 - self.side
        self.key ^= _part("black")
        if move is None:
            return
        piece, origin, target = move
        if piece == 1:
            self.toads[side] = origin
            self.key ^= _part(origin, "toad", side) ^ _part(target, "toad", side)
            return
        landing = self.stacks[target]
        colour = landing.pop()
        self.key ^= _part(target, len(landing), colour)
        if not landing:
            del self.stacks[target]
        source = self.stacks.setdefault(origin, [])
        self.key ^= _part(origin, len(source), colour)
        source.append(colour)
