"""A mutable OGAMA board for search: actions made and unmade in place, and its evaluation.

It holds the same position as `ogama.Position` (colours as 0 = orange, 1 = black) and agrees
with it on legal actions and endings in every position (a test plays random games through
both). An action is (piece, origin, target), piece 0 for a disc and 1 for a toad, points as
(column, row), so sorted() gives the engine's order; None is a pass.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from pnp.games.ogama.rules import COLORS, DISC, KING_STEPS, TOAD, TOWER, Position, _move, _routes

CAPTURE_WEIGHT = 10  # evaluation: a captured disc (what the count compares) ...
HEIGHT_WEIGHT = 1  # ... against the square of each own-topped stack's height (towers grow from tall stacks)
REACH_WEIGHT = 2  # ... and each disc under one's toad (how far one's discs move)

OgamaMove = tuple[int, tuple[int, int], tuple[int, int]] | None

_KEY_PARTS: dict[tuple, int] = {}
_KEYS = random.Random(0x06A3A)  # fixed: keys only need to differ, and to be the same in every run


def _part(*what) -> int:
    """A random 64-bit number per (point, height, colour), (point, "toad", colour) and ("black",)."""
    part = _KEY_PARTS.get(what)
    if part is None:
        part = _KEY_PARTS[what] = _KEYS.getrandbits(64)
    return part


class OgamaBoard:
    """One OGAMA position, changed in place by make() and restored by unmake()."""

    def __init__(self, position: Position):
        self.width, self.height = position.width, position.height
        self.stacks = {point: [COLORS.index(c) for c in stack] for point, stack in position.stacks.items()}
        self.toads = [position.toads.get(colour) for colour in COLORS]
        self.side, self.passes = COLORS.index(position.to_move), position.passes
        self.key = _part("black") if self.side else 0
        for point, stack in self.stacks.items():
            for height, colour in enumerate(stack):
                self.key ^= _part(point, height, colour)
        for colour, toad in enumerate(self.toads):
            if toad is not None:
                self.key ^= _part(toad, "toad", colour)
        self.undo: list[tuple] = []

    # --- reading

    def moves(self) -> list[tuple]:
        """Legal actions of the side to move, captures first; empty once the game is over."""
        return [] if self.outcome() is not None else self._moves()

    def _moves(self) -> list[tuple]:
        side, stacks, toads = self.side, self.stacks, self.toads
        taken = {point for point in toads if point is not None}
        captures: list[tuple] = []
        others: list[tuple] = []
        toad = toads[side]
        reach = len(stacks[toad]) if toad is not None else 0
        if reach:
            for origin, stack in stacks.items():
                if stack[-1] != side or origin in taken:
                    continue
                routes = _routes(self.width, self.height, reach, origin)
                ends: Iterable[tuple[int, int]]
                if taken.isdisjoint(routes.passed):
                    ends = routes.ends
                else:
                    ends = [end for end, ways in routes.ways if any(taken.isdisjoint(way) for way in ways)]
                for end in ends:
                    there = stacks.get(end)
                    (captures if there and there[-1] != side else others).append((0, origin, end))
            assert toad is not None  # it has a reach
            x, y = toad
            for dx, dy in KING_STEPS:
                point = (x + dx, y + dy)
                there = stacks.get(point)
                if there and there[-1] == side and point not in taken:
                    others.append((1, toad, point))
        return captures + others

    def singles(self) -> list[int]:
        taken = set(self.toads)
        count = [0, 0]
        for point, stack in self.stacks.items():
            if len(stack) == 1 and point not in taken:
                count[stack[0]] += 1
        return count

    def captures(self) -> list[int]:
        count = [0, 0]
        for stack in self.stacks.values():
            top = stack[-1]
            count[top] += sum(colour != top for colour in stack)
        return count

    def outcome(self) -> tuple[int | None, str] | None:
        """As `Position.result()`, with colours as 0 (orange) and 1 (black); None while the game goes on."""
        for stack in self.stacks.values():
            if len(stack) >= TOWER:
                return stack[-1], "tower"
        if 0 in self.singles():
            return self._by_count(), "count"
        if self.passes >= 2:
            return self._by_count(), "passes"
        return None

    def _by_count(self) -> int | None:
        orange, black = self.captures()
        return None if orange == black else (0 if orange > black else 1)

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

    # --- changing

    def make(self, move: OgamaMove) -> None:
        side = self.side
        self.undo.append((move, self.passes))
        if move is None:
            self.passes += 1
        else:
            self.passes = 0
            piece, origin, target = move
            if piece == 1:
                self.toads[side] = target
                self.key ^= _part(origin, "toad", side) ^ _part(target, "toad", side)
            else:
                source = self.stacks[origin]
                colour = source.pop()
                self.key ^= _part(origin, len(source), colour)
                if not source:
                    del self.stacks[origin]
                landing = self.stacks.setdefault(target, [])
                self.key ^= _part(target, len(landing), colour)
                landing.append(colour)
        self.side = 1 - side
        self.key ^= _part("black")

    def unmake(self) -> None:
        move, self.passes = self.undo.pop()
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

    # --- back to the engine

    def engine_move(self, move: OgamaMove):
        """The engine's Action for a board action (None for a pass)."""
        return None if move is None else _move(TOAD if move[0] else DISC, move[1], move[2])

    def engine_stacks(self) -> dict:
        return {point: tuple(COLORS[c] for c in stack) for point, stack in self.stacks.items()}
