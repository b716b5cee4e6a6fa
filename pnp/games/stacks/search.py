"""A mutable Signed Stacks board for search: moves made and unmade in place, and its evaluation.

The immutable `stacks.Position` copies its stacks on every move, which is right for a game
record and too slow for a search that visits thousands of positions a move. This board holds
the same position as lists indexed by cell rank, keeps the count end's figures (visible tokens,
the position key, how often each key arose) up to date move by move, and undoes a move exactly.
It agrees with the engine on legal moves and endings in every position (a test plays many
random games through both).

Tokens are coded as ints: `value * 2 + colour` (colour 0 white, 1 black), so `code >> 1` is the
value and `code & 1` the colour, negative values included. A move is (from, to, flip) as cell
ranks; None is a pass.
"""

from __future__ import annotations

from collections import Counter

from pnp.games.stacks.rules import (
    COLORS, IDLE_TO_LOSE, PASSES_TO_LOSE, REPEATS_TO_END, STACK_LIMIT, TURN_LIMIT, BLACK_TO_MOVE_PART, Move, Position,
    Token, WildBoard, key_part,
)

VISIBLE_WEIGHT = 100  # evaluation: one visible token (what the count end counts) ...
POWER_WEIGHT = 3  # ... is worth this much per unit of its magnitude (big tops are hard to climb)

StacksMove = tuple[int, int, bool] | None


class StacksBoard:
    """One Signed Stacks position, changed in place by make() and restored by unmake()."""

    def __init__(self, position: Position):
        board = position.board
        self.names = board.cells()
        rank = {cell: k for k, cell in enumerate(self.names)}
        self.paths = [tuple(tuple(rank[c] for c in path) for path in board.paths(cell)) for cell in self.names]
        self.wild = isinstance(board, WildBoard)
        self.stacks: list[list[int]] = [[] for _ in self.names]
        self.visible, self.power = [0, 0], [0, 0]
        self.key = BLACK_TO_MOVE_PART if position.to_move == "black" else 0
        for cell, stack in position.stacks.items():
            for height, token in enumerate(stack):
                self.key ^= key_part(cell, height, token)
            self.stacks[rank[cell]] = [token.value * 2 + COLORS.index(token.color) for token in stack]
            self._count_top(self.stacks[rank[cell]][-1], 1)
        self.side = COLORS.index(position.to_move)
        self.end, self.turns = position.end, position.turns
        self.passes = [position.passes[c] for c in COLORS]
        self.idle = [position.idle[c] for c in COLORS]
        self.seen = Counter(int(key, 16) for key in position.history)
        self.parts: dict[tuple[int, int, int], int] = {}
        self.undo: list[tuple] = []

    # --- reading

    def _count_top(self, code: int, sign: int) -> None:
        colour = code & 1
        self.visible[colour] += sign
        self.power[colour] += sign * abs(code >> 1)

    def _part(self, cell: int, height: int, code: int) -> int:
        part = self.parts.get((cell, height, code))
        if part is None:
            token = Token(COLORS[code & 1], code >> 1)
            part = self.parts[cell, height, code] = key_part(self.names[cell], height, token)
        return part

    def moves(self) -> list[tuple[int, int, bool]]:
        """Legal moves of the side to move, climbs onto an opponent's top first (they are what a search
        should look at first); the engine's order is `sorted()` of these. Empty once the game is over."""
        if self.outcome() is not None:
            return []
        return self._moves()

    def _moves(self) -> list[tuple[int, int, bool]]:
        side, stacks = self.side, self.stacks
        attacks: list[tuple[int, int, bool]] = []
        others: list[tuple[int, int, bool]] = []
        for origin, stack in enumerate(stacks):
            if not stack or stack[-1] & 1 != side:
                continue
            value = stack[-1] >> 1
            seen: set[int] | None = set() if self.wild else None
            for path in self.paths[origin]:
                for step in path:
                    there = stacks[step]
                    if seen is not None:
                        if step in seen:
                            if there:
                                break
                            continue
                        seen.add(step)
                    if not there:
                        others.append((origin, step, False))
                        others.append((origin, step, True))
                        continue
                    top = there[-1] >> 1
                    if abs(value) >= abs(top) and abs(value + top) <= STACK_LIMIT:
                        (attacks if there[-1] & 1 != side else others).append((origin, step, False))
                    break
        return attacks + others

    def can_attack(self) -> bool:
        """Whether the side to move can climb onto an opponent-topped stack (the attack end asks)."""
        side = self.side
        return any(self.stacks[to][-1] & 1 != side for _, to, flip in self._moves() if self.stacks[to] and not flip)

    def outcome(self) -> tuple[int | None, str] | None:
        """As `Position.outcome()`, with colours as 0 (white) and 1 (black)."""
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
        white, black = self.visible
        return None if white == black else (0 if white > black else 1)

    def evaluate(self) -> int:
        """The side to move's standing: visible tokens (what the count end counts, and what can move)
        and their magnitudes (a big top can be climbed by few tokens), each side's minus the other's."""
        me, them = self.side, 1 - self.side
        return VISIBLE_WEIGHT * (self.visible[me] - self.visible[them]) + POWER_WEIGHT * (self.power[me] - self.power[them])

    # --- changing

    def make(self, move: StacksMove) -> None:
        """Play a legal move, or pass with None."""
        side = self.side
        idle = self.idle[side]
        if self.end == "attack":
            self.idle[side] = 0 if self.can_attack() else idle + 1
        if self.end == "count":
            self.seen[self.key] += 1
        passes = self.passes[side]
        if move is None:
            self.passes[side] += 1
        else:
            self.passes[side] = 0
            origin, target, flip = move
            source, landing = self.stacks[origin], self.stacks[target]
            code = source.pop()
            self._count_top(code, -1)
            self.key ^= self._part(origin, len(source), code)
            if source:
                self._count_top(source[-1], 1)
            if landing:
                self._count_top(landing[-1], -1)
            placed = code - 4 * (code >> 1) if flip else code
            self.key ^= self._part(target, len(landing), placed)
            landing.append(placed)
            self._count_top(placed, 1)
        self.undo.append((move, passes, idle))
        self.key ^= BLACK_TO_MOVE_PART
        self.side = 1 - side
        self.turns += 1

    def unmake(self) -> None:
        """Take back the last make()."""
        move, passes, idle = self.undo.pop()
        self.turns -= 1
        side = self.side = 1 - self.side
        self.key ^= BLACK_TO_MOVE_PART
        self.passes[side], self.idle[side] = passes, idle
        if move is not None:
            origin, target, flip = move
            source, landing = self.stacks[origin], self.stacks[target]
            placed = landing.pop()
            self._count_top(placed, -1)
            self.key ^= self._part(target, len(landing), placed)
            if landing:
                self._count_top(landing[-1], 1)
            if source:
                self._count_top(source[-1], -1)
            code = placed - 4 * (placed >> 1) if flip else placed
            self.key ^= self._part(origin, len(source), code)
            source.append(code)
            self._count_top(code, 1)
        if self.end == "count":
            self.seen[self.key] -= 1

    # --- back to the engine

    def engine_move(self, move: StacksMove) -> Move | None:
        """The engine's Move for a board move (None for a pass)."""
        return None if move is None else Move(self.names[move[0]], self.names[move[1]], move[2])

    def engine_stacks(self) -> dict[str, tuple[Token, ...]]:
        """The stacks as the engine holds them, to compare the two."""
        return {
            self.names[k]: tuple(Token(COLORS[c & 1], c >> 1) for c in stack) for k, stack in enumerate(self.stacks) if stack
        }
