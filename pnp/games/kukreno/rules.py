"""KuKreNo (DiCroNo): dice noughts-and-crosses on a 6 x 6 grid, as docs/games/kukreno.md rules it.

A grid is a mapping from 0-based (column, row) to "X" or "O"; empty cells are absent.
A game in progress is a `Position` (see pnp.engine.position), whose JSON form is
{"game": "kukreno", "mode": "ordered", "starter": "X", "cells": {"a1": "X"}, "penalties": {"X": 0, "O": 1}}.
Cell (0, 0) is "a1", bottom left. Everything here is pure rules: the sheets, the
rulebook and the command line build on it, and the facts the rulebook states
(the best one game can score, why a line of 6 never scores) are computed here.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from itertools import islice, product
from typing import NamedTuple

from pnp.core.errors import PnpError
from pnp.engine.coords import BadCell, cell_name, parse_cell
from pnp.engine.position import BadMove, BadPosition, FrozenMap, IllegalMove, Result, move_object, unknown_key
from pnp.engine.jsontext import load_json
from pnp.core.seeding import rng as seeded_rng

SIZE = 6
SYMBOLS = ("X", "O")
EMPTY = "."
MODES = ("ordered", "free")
PENALTY_LIMIT = 3
# Row, column, rising diagonal, falling diagonal: each walked with growing column
# (growing row for a column), so a line's cells start at its left or bottom end.
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))

Cell = tuple[int, int]
Grid = Mapping[Cell, str]
Roll = tuple[int, int]
# Picks the square for `symbol` when a free-order roll leaves two legal squares.
Policy = Callable[[Grid, str, list[Cell]], Cell]


class BadGrid(PnpError):
    """A text grid that is not six lines of six X, O or . characters."""


class BadRoll(PnpError):
    """A roll that is not two dice showing 1-6, or an unknown dice mode."""


class DiceRanOut(PnpError):
    """A fixed dice sequence ended before the game did."""


def opponent(symbol: str) -> str:
    """The opponent's symbol."""
    return "O" if symbol == "X" else "X"


def on_board(cell: Cell) -> bool:
    return 0 <= cell[0] < SIZE and 0 <= cell[1] < SIZE


# --- lines and scoring -------------------------------------------------------


@dataclass(frozen=True)
class Line:
    """A maximal run of three or more equal symbols; it scores its length minus 2."""

    symbol: str
    cells: tuple[Cell, ...]

    @property
    def points(self) -> int:
        return len(self.cells) - 2

    def as_dict(self) -> dict:
        return {"symbol": self.symbol, "cells": [cell_name(*c) for c in self.cells], "points": self.points}


def _run(grid: Grid, start: Cell, step: Cell) -> tuple[Cell, ...]:
    """The cells from `start` along `step` that hold the same symbol as `start`."""
    symbol, cells, (col, row) = grid[start], [], start
    while grid.get((col, row)) == symbol:
        cells.append((col, row))
        col, row = col + step[0], row + step[1]
    return tuple(cells)


def find_lines(grid: Grid) -> list[Line]:
    """Every scoring line, each maximal run counted once per direction.

    Order (part of the scoring JSON contract): X before O, then by first cell
    (column, then row), then by direction: row, column, rising, falling diagonal.
    """
    found = []
    for symbol in SYMBOLS:
        for start in sorted(c for c, s in grid.items() if s == symbol):
            col, row = start
            for dc, dr in DIRECTIONS:
                if grid.get((col - dc, row - dr)) == symbol:
                    continue  # not the start of its run
                if grid.get((col + dc, row + dr)) == symbol == grid.get((col + 2 * dc, row + 2 * dr)):
                    found.append(Line(symbol, _run(grid, start, (dc, dr))))  # three or more
    return found


def _points(lines: list[Line]) -> dict[str, int]:
    points = dict.fromkeys(SYMBOLS, 0)
    for line in lines:
        points[line.symbol] += line.points
    return points


def score(grid: Grid) -> dict[str, int]:
    """Points each symbol scores on a final grid."""
    return _points(find_lines(grid))


def has_line(grid: Grid, symbol: str) -> bool:
    """Whether `symbol` holds a line of 3 or more, the game-ending criterion.

    Any such line has three cells in a row, so no run is walked or listed: this is asked far
    more often than lines are scored.
    """
    return any(
        grid.get((col + dc, row + dr)) == symbol and grid.get((col + 2 * dc, row + 2 * dr)) == symbol
        for (col, row), held in grid.items()
        if held == symbol
        for dc, dr in DIRECTIONS
    )


def _completes_line(grid: Grid, cell: Cell) -> bool:
    """Whether `cell`'s symbol stands three or more in a row through `cell`, in some direction.

    On a grid where that symbol had no line before `cell` was marked, only such a run can be a
    line, so a game in progress looks here instead of at the whole grid.
    """
    symbol, (col, row), get = grid[cell], cell, grid.get
    for dc, dr in DIRECTIONS:
        if get((col + dc, row + dr)) == symbol:
            if get((col + 2 * dc, row + 2 * dr)) == symbol or get((col - dc, row - dr)) == symbol:
                return True
        elif get((col - dc, row - dr)) == symbol and get((col - 2 * dc, row - 2 * dr)) == symbol:
            return True
    return False


def score_result(grid: Grid) -> dict:
    """The scoring JSON of docs/games/kukreno.md: {"X": points, "O": points, "lines": [...]}."""
    lines = find_lines(grid)
    return {**_points(lines), "lines": [line.as_dict() for line in lines]}


# --- text grids ----------------------------------------------------------------


def parse_grid(text: str) -> Grid:
    """Read the text grid of docs/games/kukreno.md: six lines of six X/O/., top row (6) first.

    Trailing whitespace at the very end is ignored; any other deviation raises
    BadGrid naming the 1-based line and column, so a user can find it.
    """
    text = text.rstrip()
    lines = [line.removesuffix("\r") for line in text.split("\n")] if text else []
    grid: dict[Cell, str] = {}
    for number, line in enumerate(lines, start=1):
        if number > SIZE:
            raise BadGrid(f"line {number}, column 1: extra line (expected {SIZE} lines)")
        for column, char in enumerate(line, start=1):
            if column > SIZE:
                raise BadGrid(f"line {number}, column {column}: line too long (expected {SIZE} characters)")
            if char not in "XO" + EMPTY:
                raise BadGrid(f"line {number}, column {column}: unexpected {char!r} (expected X, O or .)")
            if char != EMPTY:
                grid[(column - 1, SIZE - number)] = char
        if len(line) < SIZE:
            raise BadGrid(
                f"line {number}, column {len(line) + 1}: line too short "
                f"(expected {SIZE} characters, found {len(line)})"
            )
    if len(lines) < SIZE:
        raise BadGrid(f"line {len(lines) + 1}, column 1: grid ends early (expected {SIZE} lines, found {len(lines)})")
    return grid


def unreachable(grid: Grid) -> str | None:
    """Why no game can leave `grid` (a game over or under way), or None if one can.

    Turns alternate and only a penalty places nothing, so the players' counts differ by at most
    PENALTY_LIMIT; and a player's first line ends the game within one roll, so all of a symbol's lines run
    through the square it marked last: without that square it has none (which is why no line of six exists).
    """
    count = {symbol: sum(1 for held in grid.values() if held == symbol) for symbol in SYMBOLS}
    if abs(count["X"] - count["O"]) > PENALTY_LIMIT:
        return (
            f"{count['X']} X and {count['O']} O cannot arise: turns alternate and only a penalty places nothing, "
            f"so the counts differ by at most {PENALTY_LIMIT}"
        )
    for line in find_lines(grid):
        if len(line.cells) == SIZE:
            return (
                f"a line of six {line.symbol} cannot arise: before its last square, one side of it already "
                "held a line of three, which ends the game"
            )
    for symbol in SYMBOLS:
        cells = [cell for cell, held in grid.items() if held == symbol]
        lasts = [cell for cell in cells if not has_line({c: h for c, h in grid.items() if c != cell}, symbol)]
        if has_line(grid, symbol) and not lasts:
            return (
                f"{symbol}'s lines cannot arise: they do not all run through one square, but a player's first "
                "line ends the game within one roll"
            )
    return None


def format_grid(grid: Grid) -> str:
    """The text form parse_grid reads, ending with a newline."""
    rows = ("".join(grid.get((col, row), EMPTY) for col in range(SIZE)) for row in reversed(range(SIZE)))
    return "\n".join(rows) + "\n"


# --- rolls ---------------------------------------------------------------------


def check_mode(mode: str) -> str:
    """`mode` itself, or BadRoll if it is not one of MODES."""
    if mode not in MODES:
        raise BadRoll(f"unknown dice mode {mode!r} (expected {' or '.join(MODES)})")
    return mode


def roll_squares(roll: Roll, mode: str = "ordered") -> list[Cell]:
    """The squares a roll names: first die = column, second = row; `free` adds the swap."""
    check_mode(mode)
    if len(roll) != 2 or not all(isinstance(d, int) and 1 <= d <= 6 for d in roll):
        raise BadRoll(f"bad roll {roll!r}: expected two dice showing 1-6")
    first, second = roll
    squares = [(first - 1, second - 1)]
    if mode == "free" and first != second:
        squares.append((second - 1, first - 1))
    return squares


def legal_targets(grid: Grid, roll: Roll, mode: str = "ordered") -> list[Cell]:
    """Free squares the roll allows; empty means the roll costs a penalty point."""
    return [square for square in roll_squares(roll, mode) if square not in grid]


def roll_dice(rng: random.Random) -> Iterator[Roll]:
    """Endless rolls of two d6, the first die told apart from the second."""
    while True:
        yield rng.randint(1, 6), rng.randint(1, 6)


def dice_table(seed: int, count: int) -> list[Roll]:
    """Pre-rolled dice for a roll table, so people can play without dice."""
    return list(islice(roll_dice(seeded_rng(seed)), count))


def first_orientation(grid: Grid, symbol: str, targets: list[Cell]) -> Cell:
    """Policy: keep the first die as the column whenever that square is free."""
    return targets[0]


def greedy(rng: random.Random) -> Policy:
    """Policy: take the square that scores most for the mover now; ties by `rng`."""

    def choose(grid: Grid, symbol: str, targets: list[Cell]) -> Cell:
        gains = {target: score({**grid, target: symbol})[symbol] for target in targets}
        best = max(gains.values())
        return rng.choice([target for target in targets if gains[target] == best])

    return choose


# --- one game ------------------------------------------------------------------


def standing(points: int, penalties: int) -> int:
    """A player's result for deciding a game's winner: a 3-penalty finish counts -1."""
    return points - (penalties >= PENALTY_LIMIT)


def game_winner(points: Mapping[str, int], penalties: Mapping[str, int]) -> str | None:
    """The symbol with the better standing, or None for a draw."""
    x, o = (standing(points[s], penalties[s]) for s in SYMBOLS)
    return None if x == o else ("X" if x > o else "O")


def next_starter(starter: str, points: dict[str, int], penalties: dict[str, int]) -> str:
    """Who starts the next game: the loser, or after a draw the same starter."""
    winner = game_winner(points, penalties)
    return starter if winner is None else opponent(winner)


def add_to_total(total: int, points: int, penalties: int) -> int:
    """A match total after a game: add its points, then -1 for a 3-penalty finish, never below 0."""
    return max(0, total + points - (penalties >= PENALTY_LIMIT))


@dataclass(frozen=True)
class GameRecord:
    """A finished game, as a score sheet or statistics need it."""

    starter: str
    mode: str
    rolls: tuple[Roll, ...]
    grid: Grid
    penalties: dict[str, int]
    points: dict[str, int]
    ended_by_penalties: bool  # the first criterion reached was a third penalty, not a line
    winner: str | None

    @property
    def roll_count(self) -> int:
        return len(self.rolls)


class Move(NamedTuple):
    """One roll and the square it marks for the mover; `square` None when the roll costs a penalty point."""

    roll: Roll
    square: Cell | None

    def to_dict(self) -> dict:
        return {"roll": list(self.roll), "square": None if self.square is None else cell_name(*self.square)}

    @classmethod
    def from_json(cls, text: str) -> Move:
        return cls.from_dict(load_json(text, "move", BadMove))

    @classmethod
    def from_dict(cls, data: object) -> Move:
        """Parse {"roll": [3, 5], "square": "c5"} ("square": null for a penalty), naming the key at fault."""
        data = move_object(data, "move", ("roll", "square"))
        roll = data["roll"]
        if not isinstance(roll, list) or len(roll) != 2 or not all(_is_die(d) for d in roll):
            raise BadMove(f"move: 'roll' must be two dice showing 1-6, got {roll!r}")
        try:
            square = None if data["square"] is None else parse_cell(data["square"], SIZE, SIZE)
        except BadCell as err:
            raise BadMove(f"move: 'square': {err}") from None
        return cls((roll[0], roll[1]), square)


def _is_die(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6


ROLLS: tuple[Roll, ...] = tuple((first, second) for first in range(1, 7) for second in range(1, 7))


@dataclass(frozen=True)
class Position:
    """A game between rolls: who started, the dice mode, the grid and each player's penalty points.

    A `pnp.engine.position.Position`. A move is a roll with the square it marks (see Move), so
    legal_moves() lists every roll of two dice with each square it may mark, by roll and
    then by square (column, then row); each roll is equally likely, 1 in 36. Nobody ever
    passes. The rolls so far are the marks plus the penalty points, which says who rolls next.

    The end rule in one sentence: once either player has reached a criterion, the game ends
    as soon as both have rolled equally often. So the starter's criterion gives the second
    player one more roll, the second player's ends it. `first_criterion` (the symbol that
    reached one first and how: "line" or "penalties") is kept as the game goes, so no move
    searches the whole grid.
    """

    starter: str = "X"
    mode: str = "ordered"
    grid: Mapping[Cell, str] = field(default_factory=lambda: EMPTY_GRID)  # a FrozenMap once made, as is penalties
    penalties: Mapping[str, int] = field(default_factory=lambda: NO_PENALTIES)
    first_criterion: tuple[str, str] | None = None

    def __post_init__(self) -> None:
        if self.starter not in SYMBOLS:
            raise PnpError(f"unknown symbol {self.starter!r} (expected X or O)")
        if self.mode not in MODES:
            check_mode(self.mode)
        if type(self.grid) is not FrozenMap:
            object.__setattr__(self, "grid", FrozenMap(self.grid))
        if type(self.penalties) is not FrozenMap:
            object.__setattr__(self, "penalties", FrozenMap(self.penalties))

    @property
    def rolls(self) -> int:
        return len(self.grid) + sum(self.penalties.values())

    @property
    def to_move(self) -> str:
        return self.starter if self.rolls % 2 == 0 else opponent(self.starter)

    @property
    def over(self) -> bool:
        """Whether a criterion has been reached and both players have rolled equally often."""
        return self.first_criterion is not None and self.rolls % 2 == 0

    def result(self) -> Result | None:
        """The winner (None for a draw, see game_winner) and the first criterion reached ("line" or
        "penalties"), once the game is over; None while it goes on."""
        first = self.first_criterion
        if first is None or self.rolls % 2:
            return None
        return Result(game_winner(score(self.grid), self.penalties), first[1])

    def move_for(self, roll: Roll, choose: Policy = first_orientation) -> Move:
        """The move `roll` makes: its only free square, `choose`'s pick of two (free mode), or a penalty."""
        targets, pair = legal_targets(self.grid, roll, self.mode), (roll[0], roll[1])
        if len(targets) > 1:
            return Move(pair, choose(self.grid, self.to_move, targets))
        return Move(pair, targets[0] if targets else None)

    def legal_moves(self) -> list[Move]:
        if self.over:
            return []
        penalty: list[Cell | None] = [None]
        return [
            Move(roll, square) for roll in ROLLS for square in sorted(legal_targets(self.grid, roll, self.mode)) or penalty
        ]

    def apply(self, move: Move) -> Position:
        """The position after `move`; IllegalMove when the game is over or the roll does not mark that square."""
        if self.over:
            raise IllegalMove("the game is over: no more rolls")
        try:
            targets = legal_targets(self.grid, move.roll, self.mode)
        except BadRoll as err:
            raise IllegalMove(str(err)) from None
        if not (move.square in targets if targets else move.square is None):
            allowed = " or ".join(cell_name(*square) for square in targets) if targets else "a penalty point"
            raise IllegalMove(f"the roll {move.roll[0]}:{move.roll[1]} gives {allowed} here")
        return self.apply_unchecked(move)

    def apply_unchecked(self, move: Move) -> Position:
        """The position after a move known to be legal (from legal_moves() or move_for())."""
        symbol, square = self.to_move, move.square
        grid: Mapping[Cell, str]
        penalties: Mapping[str, int]
        if square is None:
            grid, penalties = self.grid, FrozenMap({**self.penalties, symbol: self.penalties[symbol] + 1})
        else:
            grid, penalties = FrozenMap({**self.grid, square: symbol}), self.penalties
        first = self.first_criterion
        if first is None:
            if penalties[symbol] >= PENALTY_LIMIT:
                first = (symbol, "penalties")
            elif square is not None and _completes_line(grid, square):
                first = (symbol, "line")
        return Position(self.starter, self.mode, grid, penalties, first)

    def pass_turn(self) -> Position:
        raise IllegalMove("nobody passes in KuKreNo: every roll marks a square or costs a penalty point")

    def to_dict(self) -> dict:
        return {
            "game": "kukreno",
            "mode": self.mode,
            "starter": self.starter,
            "cells": {cell_name(*cell): self.grid[cell] for cell in sorted(self.grid)},
            "penalties": dict(self.penalties),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_json(cls, text: str) -> Position:
        return cls.from_dict(load_json(text, "position", BadPosition))

    @classmethod
    def from_dict(cls, data: object) -> Position:
        """Validate a position's JSON object; BadPosition names the key or cell of a position that cannot arise."""
        return _position_from_dict(data)

    @staticmethod
    def move_from_json(text: str) -> Move:
        return Move.from_json(text)


EMPTY_GRID: FrozenMap[Cell, str] = FrozenMap()
NO_PENALTIES: FrozenMap[str, int] = FrozenMap(dict.fromkeys(SYMBOLS, 0))
POSITION_KEYS = ("game", "mode", "starter", "cells", "penalties")


def _position_from_dict(data: object) -> Position:
    if not isinstance(data, dict):
        raise BadPosition("a position is a JSON object")
    missing = [key for key in POSITION_KEYS if key not in data]
    if missing:
        raise BadPosition(f"position lacks {missing[0]!r}")
    if data["game"] != "kukreno":
        raise BadPosition(f"position is for game {data['game']!r}, expected 'kukreno'")
    unknown = unknown_key(data, POSITION_KEYS)
    if unknown:
        raise BadPosition(f"position has unknown key {unknown!r}")
    if data["mode"] not in MODES:
        raise BadPosition(f"mode must be {' or '.join(MODES)}, got {data['mode']!r}")
    if data["starter"] not in SYMBOLS:
        raise BadPosition(f"starter must be 'X' or 'O', got {data['starter']!r}")
    penalties = data["penalties"]
    if not isinstance(penalties, dict) or set(penalties) != set(SYMBOLS):
        raise BadPosition('penalties must be {"X": n, "O": n}')
    for symbol, count in penalties.items():
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= PENALTY_LIMIT:
            raise BadPosition(f"penalties: {symbol!r} must be 0 to {PENALTY_LIMIT}, got {count!r}")
    cells = data["cells"]
    if not isinstance(cells, dict):
        raise BadPosition("cells must be an object of cell name -> 'X' or 'O'")
    grid: dict[Cell, str] = {}
    for name, symbol in cells.items():
        try:
            cell = parse_cell(name, SIZE, SIZE)
        except BadCell as err:
            raise BadPosition(f"cells: {err}") from None
        if cell in grid:
            raise BadPosition(f"cells: {name!r} names {cell_name(*cell)!r} a second time")
        if symbol not in SYMBOLS:
            raise BadPosition(f"cells: {name!r} must hold 'X' or 'O', got {symbol!r}")
        grid[cell] = symbol
    return _check_arises(data["starter"], data["mode"], grid, {s: penalties[s] for s in SYMBOLS})


def _check_arises(starter: str, mode: str, grid: Grid, penalties: dict[str, int]) -> Position:
    """The position, if alternating rolls can reach it and no game that had already ended went on."""
    second = opponent(starter)
    rolled = {s: sum(held == s for held in grid.values()) + penalties[s] for s in SYMBOLS}
    if rolled[starter] - rolled[second] not in (0, 1):
        raise BadPosition(
            f"cells and penalties: {starter} (starter) has rolled {rolled[starter]} times and {second} "
            f"{rolled[second]}; the starter rolls first and they alternate"
        )
    reached = {s: "penalties" if penalties[s] >= PENALTY_LIMIT else "line" if has_line(grid, s) else "" for s in SYMBOLS}
    if reached[second] and rolled[starter] > rolled[second]:
        raise BadPosition(f"cells and penalties: {second} reached a criterion ({reached[second]}), so the game ended")
    first = next(((s, reached[s]) for s in (starter, second) if reached[s]), None)
    return Position(starter, mode, grid, penalties, first)


def play_game(
    dice: Iterable[Roll], starter: str = "X", mode: str = "ordered", choose: Policy = first_orientation
) -> GameRecord:
    """Play one game from a dice sequence (real dice, a roll table or a test's list); `choose` picks in free mode."""
    position, rolls = Position(starter, mode), list[Roll]()
    for roll in dice:
        position = position.apply_unchecked(position.move_for(roll, choose))
        rolls.append((roll[0], roll[1]))
        if position.over:
            return record(position, rolls)
    raise DiceRanOut(f"the dice ran out after {len(rolls)} rolls, before the game ended")


def record(position: Position, rolls: list[Roll]) -> GameRecord:
    """The record of a finished game from its last position and its rolls."""
    points = score(position.grid)
    return GameRecord(
        starter=position.starter,
        mode=position.mode,
        rolls=tuple(rolls),
        grid=dict(position.grid),
        penalties=dict(position.penalties),
        points=points,
        ended_by_penalties=position.first_criterion is not None and position.first_criterion[1] == "penalties",
        winner=game_winner(points, position.penalties),
    )


# --- a match ---------------------------------------------------------------------


@dataclass
class MatchRecord:
    """Games in order with the running totals after each; X started the first game."""

    games: list[GameRecord] = field(default_factory=list)
    totals: list[dict[str, int]] = field(default_factory=list)

    @property
    def starters(self) -> list[str]:
        return [game.starter for game in self.games]

    @property
    def next_starter(self) -> str:
        if not self.games:
            return "X"
        last = self.games[-1]
        return next_starter(last.starter, last.points, last.penalties)

    def add(self, game: GameRecord) -> None:
        """Append a finished game and the totals it leaves."""
        previous = self.totals[-1] if self.totals else dict.fromkeys(SYMBOLS, 0)
        self.games.append(game)
        self.totals.append({s: add_to_total(previous[s], game.points[s], game.penalties[s]) for s in SYMBOLS})


def play_match(
    dice: Iterable[Roll], games: int, mode: str = "ordered", choose: Policy = first_orientation
) -> MatchRecord:
    """Play `games` games from one dice sequence, each started by the previous game's loser."""
    dice, match = iter(dice), MatchRecord()
    for _ in range(games):
        match.add(play_game(dice, match.next_starter, mode, choose))
    return match


def simulate_game(rng: random.Random, starter: str = "X", mode: str = "ordered") -> GameRecord:
    """One game with random dice; free-order choices made greedily."""
    return play_game(roll_dice(rng), starter, mode, greedy(rng))


def simulate_match(rng: random.Random, games: int, mode: str = "ordered") -> MatchRecord:
    """A match of `games` games with random dice; free-order choices made greedily."""
    return play_match(roll_dice(rng), games, mode, greedy(rng))


# --- facts for the rulebook --------------------------------------------------------

# Every cell up to the board's eight symmetries (columns a-c, rows from the diagonal).
_FUNDAMENTAL_CELLS = [(col, row) for col in range(SIZE // 2) for row in range(col, SIZE // 2)]


def _arm(cell: Cell, step: Cell) -> list[Cell]:
    """Up to two on-board cells beyond `cell` along `step`."""
    cells = [(cell[0] + k * step[0], cell[1] + k * step[1]) for k in (1, 2)]
    return [c for c in cells if on_board(c)]


@cache
def max_game_points() -> tuple[int, Grid]:
    """The most one player can score in a game, with a final grid that reaches it.

    Before a player's last symbol they had no line of 3 (the game would have
    ended), so every scoring line runs through that last cell c with at most two
    own cells on each side. The search therefore tries, for every c up to
    symmetry, every length 0-2 of the eight arms out of c (cells off those arms
    only add risk, never points) and keeps the sets that were line-free without c.
    The run through c along a direction is c and its two opposite arms, so points
    and size follow from the lengths; only a set that would beat the best so far
    is built and checked for lines.
    """
    best: tuple[int, Grid] = (0, {})
    for last in _FUNDAMENTAL_CELLS:
        arms = [_arm(last, (sign * dc, sign * dr)) for dc, dr in DIRECTIONS for sign in (1, -1)]
        for lengths in product(*(range(len(arm) + 1) for arm in arms)):
            points = sum(max(0, lengths[i] + lengths[i + 1] - 1) for i in range(0, len(arms), 2))
            if points < best[0] or (points == best[0] and 1 + sum(lengths) >= len(best[1])):
                continue
            before = {cell: "X" for arm, n in zip(arms, lengths) for cell in arm[:n]}
            if not has_line(before, "X"):
                best = (points, {**before, last: "X"})
    return best


def line_of_six_possible() -> bool:
    """Whether a game can ever end with a scored line of 6 (it cannot).

    For every line of six cells and every choice of the symbol placed last, the
    other five already hold a line of 3, which would have ended the game first.
    """
    full = {(col, row): "X" for col in range(SIZE) for row in range(SIZE)}
    sixes = [line.cells for line in find_lines(full) if len(line.cells) == SIZE]
    return any(not has_line({c: "X" for c in cells if c != last}, "X") for cells in sixes for last in cells)


def statistics(seed: int, matches: int = 200, games_per_match: int = 5, mode: str = "ordered") -> dict:
    """Playout figures for the rulebook and `pnp analyze`, the same for the same seed.

    Rates are fractions of all games; `points` maps points scored in a game to how
    many player-games scored that (two per game); `records` holds every game's record, in order.
    """
    if matches < 1 or games_per_match < 1:
        raise PnpError(f"need at least one match of at least one game, got {matches} x {games_per_match}")
    rng = seeded_rng(seed)
    games = [game for _ in range(matches) for game in simulate_match(rng, games_per_match, mode).games]
    count = len(games)
    best, _ = max_game_points()
    return {
        "seed": seed,
        "mode": mode,
        "matches": matches,
        "games": count,
        "mean_rolls": sum(game.roll_count for game in games) / count,
        "starter_wins": sum(game.winner == game.starter for game in games) / count,
        "second_wins": sum(game.winner == opponent(game.starter) for game in games) / count,
        "draws": sum(game.winner is None for game in games) / count,
        "ended_by_penalties": sum(game.ended_by_penalties for game in games) / count,
        "points": dict(sorted(Counter(p for game in games for p in game.points.values()).items())),
        "max_points": best,
        "line_of_six_possible": line_of_six_possible(),
        "records": games,
    }
