"""KuKreNo (DiCroNo): dice noughts-and-crosses on a 6 x 6 grid, as docs/games/kukreno.md rules it.

A grid is a mapping from 0-based (column, row) to "X" or "O"; empty cells are absent.
A game in progress is a `Position` (see pnp.engine.position), whose JSON form is
{"game": "kukreno", "mode": "ordered", "starter": "X", "cells": {"a1": "X"}, "penalties": {"X": 0, "O": 1}},
with "roll": [first, second] when the mover has rolled and not yet used the dice.
Cell (0, 0) is "a1", bottom left. Everything here is pure rules: the sheets, the
rulebook and the command line build on it, and the facts the rulebook states
(the best one game can score, why a line of 6 never scores) are computed here.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from itertools import islice, product
from typing import Any, NamedTuple

from pnp.core.errors import PnpError
from pnp.engine.coords import BadCell, cell_name, parse_cell
from pnp.engine.position import BadMove, BadPosition, FrozenMap, IllegalMove, move_object, Result, unknown_key
from pnp.engine.position import Roll as Outcome
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
Roll = tuple[int, int]  # first die (column), second die (row)


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

    def as_dict(self) -> dict[str, Any]:
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


def score_result(grid: Grid) -> dict[str, Any]:
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


# --- one game ------------------------------------------------------------------


def standing(points: int, penalties: int) -> int:
    """A player's result for deciding a game's winner: a 3-penalty finish counts -1."""
    return points - (penalties >= PENALTY_LIMIT)


def game_winner(points: Mapping[str, int], penalties: Mapping[str, int]) -> str | None:
    """The symbol with the better standing, or None for a draw."""
    x, o = (standing(points[s], penalties[s]) for s in SYMBOLS)
    return None if x == o else ("X" if x > o else "O")


def next_starter(starter: str, points: Mapping[str, int], penalties: Mapping[str, int]) -> str:
    """Who starts the next game: the loser, or after a draw the same starter."""
    winner = game_winner(points, penalties)
    return starter if winner is None else opponent(winner)


def add_to_total(total: int, points: int, penalties: int) -> int:
    """A match total after a game: add its points, then -1 for a 3-penalty finish, never below 0."""
    return max(0, total + points - (penalties >= PENALTY_LIMIT))


class Move(NamedTuple):
    """The square the mover marks with the dice just rolled: in `free` mode, which reading of the dice."""

    square: Cell

    def to_dict(self) -> dict[str, str]:
        return {"square": cell_name(*self.square)}

    def __str__(self) -> str:
        return cell_name(*self.square)

    @classmethod
    def from_json(cls, text: str) -> Move:
        return cls.from_dict(load_json(text, "move", BadMove))

    @classmethod
    def from_dict(cls, data: object) -> Move:
        """Parse {"square": "c5"}, naming the key at fault."""
        fields = move_object(data, "move", ("square",))
        try:
            return cls(parse_cell(fields["square"], SIZE, SIZE))
        except BadCell as err:
            raise BadMove(f"move: 'square': {err}") from None


def _is_die(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6


ROLLS: tuple[Roll, ...] = tuple((first, second) for first in range(1, 7) for second in range(1, 7))
ROLL_SET = frozenset(ROLLS)
ROLL_ODDS: tuple[tuple[Roll, Fraction], ...] = tuple((roll, Fraction(1, len(ROLLS))) for roll in ROLLS)


@dataclass(frozen=True)
class Position:
    """A game: who started, the dice mode, the grid, each player's penalty points, and the dice rolled
    but not yet used (`dice`, None before the roll).

    A `pnp.engine.position.Position`. Before each turn the mover rolls: the position is a chance
    node whose outcomes are the 36 rolls of two dice told apart, 1 in 36 each. After the roll the
    moves are the free squares it names (one in `ordered` mode, up to two in `free` mode, where the
    reading of the dice is the choice); a roll that names no free square leaves no move, and the
    pass it forces is the penalty point. The rolls so far are the marks plus the penalty points,
    which says who rolls next.

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
    dice: Roll | None = None

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
        """Rolls used so far: the marks and the penalty points."""
        return len(self.grid) + sum(self.penalties.values())

    @property
    def to_move(self) -> str:
        return self.starter if self.rolls % 2 == 0 else opponent(self.starter)

    @property
    def over(self) -> bool:
        """Whether a criterion has been reached and both players have rolled equally often."""
        return self.first_criterion is not None and self.rolls % 2 == 0

    @property
    def points(self) -> dict[str, int]:
        """Points each symbol scores on the grid as it stands."""
        return score(self.grid)

    @property
    def winner(self) -> str | None:
        """The winner of a finished game (None for a draw, see game_winner)."""
        return game_winner(self.points, self.penalties)

    def next_starter(self) -> str:
        """Who starts the next game after this finished one: the loser, or after a draw the same starter."""
        return next_starter(self.starter, self.points, self.penalties)

    def result(self) -> Result | None:
        """The winner (None for a draw, see game_winner) and the first criterion reached ("line" or
        "penalties"), once the game is over; None while it goes on."""
        first = self.first_criterion
        if first is None or self.rolls % 2:
            return None
        known = self.__dict__.get("_result")  # a finished game is asked again and again; its grid is scored once
        if known is None:
            known = self.__dict__["_result"] = Result(self.winner, first[1])
        return known

    def chance_outcomes(self) -> Sequence[tuple[Roll, Fraction]]:
        return ROLL_ODDS if self.dice is None and not self.over else ()

    def roll(self, outcome: Outcome) -> Position:
        """The position with the dice showing `outcome` (column die first), for the mover to use."""
        if self.dice is not None or self.over:
            raise IllegalMove("no roll is due: " + ("the game is over" if self.over else "the dice rolled are not used yet"))
        if outcome not in ROLL_SET or type(outcome[0]) is not int or type(outcome[1]) is not int:  # (1.0, 2) == (1, 2)
            raise IllegalMove(f"bad roll {list(outcome)!r}: two dice show 1-6 each")
        return _position(self.starter, self.mode, self.grid, self.penalties, self.first_criterion, (outcome[0], outcome[1]))

    def legal_moves(self) -> list[Move]:
        dice = self.dice
        if dice is None:
            return []
        first, second = dice[0] - 1, dice[1] - 1
        squares = [(first, second)]
        if self.mode == "free" and first != second:
            squares = sorted([(first, second), (second, first)])
        grid = self.grid
        return [Move(square) for square in squares if square not in grid]

    def apply(self, move: Move) -> Position:
        """The position after `move`; IllegalMove when no dice wait to be used or they do not name that square."""
        if move not in self.legal_moves():
            if self.dice is None:
                raise IllegalMove("the game is over: no more rolls" if self.over else "roll the dice first")
            targets = legal_targets(self.grid, self.dice, self.mode)
            allowed = " or ".join(cell_name(*square) for square in targets) if targets else "a penalty point (pass)"
            raise IllegalMove(f"the roll {self.dice[0]}:{self.dice[1]} gives {allowed} here")
        return self.apply_unchecked(move)

    def apply_unchecked(self, move: Move) -> Position:
        """The position after a move known to be legal (from legal_moves())."""
        return self._after(move.square)

    def pass_turn(self) -> Position:
        """The penalty point of a roll that names no free square."""
        if self.dice is None:
            raise IllegalMove("the game is over: no more rolls" if self.over else "roll the dice first")
        if legal_targets(self.grid, self.dice, self.mode):
            raise IllegalMove(f"the roll {self.dice[0]}:{self.dice[1]} marks a free square: it cannot be passed")
        return self._after(None)

    def _after(self, square: Cell | None) -> Position:
        symbol = self.to_move
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
        return _position(self.starter, self.mode, grid, penalties, first, None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "kukreno",
            "mode": self.mode,
            "starter": self.starter,
            "cells": {cell_name(*cell): self.grid[cell] for cell in sorted(self.grid)},
            "penalties": dict(self.penalties),
            **({"roll": list(self.dice)} if self.dice is not None else {}),
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


def _position(
    starter: str, mode: str, grid: Mapping[Cell, str], penalties: Mapping[str, int], first: tuple[str, str] | None,
    dice: Roll | None,
) -> Position:
    """A position from fields already checked and frozen (playouts make millions): no __init__, no checks."""
    position = object.__new__(Position)
    position.__dict__.update(starter=starter, mode=mode, grid=grid, penalties=penalties, first_criterion=first, dice=dice)
    return position


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
    unknown = unknown_key(data, (*POSITION_KEYS, "roll"))
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
    position = _check_arises(data["starter"], data["mode"], grid, {s: penalties[s] for s in SYMBOLS})
    if "roll" not in data:
        return position
    roll = data["roll"]
    if not isinstance(roll, list) or len(roll) != 2 or not all(_is_die(die) for die in roll):
        raise BadPosition(f"roll must be two dice showing 1-6, got {roll!r}")
    if position.over:
        raise BadPosition("roll: the game is over, so no dice wait to be used")
    return position.roll((roll[0], roll[1]))


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


Choice = Callable[[Position, list[Move]], Move]  # which reading of the dice, when a free-mode roll names two free squares


def first_reading(position: Position, moves: list[Move]) -> Move:
    """Keep the first die as the column whenever that square is free."""
    assert position.dice is not None
    first = (position.dice[0] - 1, position.dice[1] - 1)
    return next((move for move in moves if move.square == first), moves[0])


def play_rolls(position: Position, dice: Iterable[Roll], choose: Choice = first_reading) -> tuple[Position, list[Roll]]:
    """Play a game on from `position` with a dice sequence (real dice, a roll table or a test's list), each
    roll through the engine's chance node; `choose` reads the dice when two squares are free. The
    finished position and the rolls used."""
    rolls: list[Roll] = []
    dice = iter(dice)  # a match reads its games' rolls from one sequence: none is taken after a game ends
    while not position.over:
        roll = next(dice, None)
        if roll is None:
            raise DiceRanOut(f"the dice ran out after {len(rolls)} rolls, before the game ended")
        position = position.roll((roll[0], roll[1]))
        rolls.append((roll[0], roll[1]))
        moves = position.legal_moves()
        position = position.apply_unchecked(choose(position, moves) if len(moves) > 1 else moves[0]) if moves else position.pass_turn()
    return position, rolls


# --- a match ---------------------------------------------------------------------


@dataclass
class Match:
    """Finished games in order (each its last position) with the running totals after each; X started the first."""

    games: list[Position] = field(default_factory=list)
    totals: list[dict[str, int]] = field(default_factory=list)

    @property
    def starters(self) -> list[str]:
        return [game.starter for game in self.games]

    @property
    def next_starter(self) -> str:
        return self.games[-1].next_starter() if self.games else "X"

    def add(self, game: Position) -> None:
        """Append a finished game and the totals it leaves."""
        previous = self.totals[-1] if self.totals else dict.fromkeys(SYMBOLS, 0)
        points = game.points
        self.games.append(game)
        self.totals.append({s: add_to_total(previous[s], points[s], game.penalties[s]) for s in SYMBOLS})


def play_match(dice: Iterable[Roll], games: int, mode: str = "ordered", choose: Choice = first_reading) -> Match:
    """Play `games` games from one dice sequence, each started by the previous game's loser."""
    rolls, match = iter(dice), Match()
    for _ in range(games):
        match.add(play_rolls(Position(match.next_starter, mode), rolls, choose)[0])
    return match

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
