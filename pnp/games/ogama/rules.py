"""OGAMA: positions, actions, blind setup and a text picture.

The rules are docs/games/ogama.md, played by `rules_board.Board`. A position is
immutable and a thin layer over that board: applying an action copies the position's board, makes
the action and freezes the result. Readings this module commits to:

- A position's JSON may carry "passes", the number of passes made in a row just before it
  (0, 1 or 2), and "turns", the turns (actions and forced passes) both players made before it
  (0 to 120: at 60 each the game ends by count). Each is written only when nonzero, so documented
  positions without them are valid and a setup looks exactly like the contract's example.
- A color missing from "toads" has no toad on the board. The rules never take a toad off, but
  a hand-made position may: that player's reach N is 0, so they have no disc action (and no
  toad action), and they pass.
- A finished game (tower, count, two passes or the turn limit) has no legal actions: nothing may follow an end.
- Legal actions (the engine's moves: `Move`) list one entry per (piece, from, to), however many
  paths reach the destination, sorted by piece ("disc" before "toad"), then origin, then
  destination; cells sort by column, then by row number (a2 before a10).
- Each player's discs never leave the board, so a position holding more discs of a color than
  the largest setup of its board deals (width x half the height) cannot arise and is refused.
- Setup "from their own left": Orange sits at row 1, so its first disc goes on a1 and the row
  fills towards the right; Black sits at the top row facing Orange, so its left is the board's
  right and its first disc goes on the top-right point (f6 on 6 x 6), filling leftwards, then
  the next row down. The discs are shuffled first, so the OGAMA disc is equally likely to land
  on any home point of its player whichever order is read.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from typing import Any

from pnp.core.errors import PnpError
from pnp.engine.position import BadMove, BadPosition, board_result, FrozenMap, IllegalMove, move_object, NoChance, Result, unknown_key
from pnp.engine.jsontext import load_json
from pnp.engine.coords import LETTERS, BadCell, cell_name, parse_cell
from pnp.games.ogama.rules_board import KING_STEPS, disc_paths  # noqa: F401  (sheets and the rulebook read them here)
from pnp.games.ogama.rules_board import COLORS, TOWER, TURN_LIMIT, Board, BoardMove, Point
from pnp.core.seeding import rng

ORANGE, BLACK = COLORS
TOAD, DISC = "toad", "disc"
PIECES = (DISC, TOAD)  # alphabetical: the order actions sort in; a board action's piece is its index here
MIN_SIZE, MAX_SIZE = 4, 12  # board sizes a setup offers
ENDINGS = ("tower", "count", "passes", "turns")  # how a game ends, in the order that decides when several apply



class BadOption(PnpError):
    """A setup option outside what OGAMA supports (board size, home rows)."""


def opponent(color: str) -> str:
    """The other player's color."""
    return BLACK if color == ORANGE else ORANGE


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Move:
    """One turn's action: a toad step or a disc move, between two canonical cell names."""

    piece: str
    from_cell: str
    to_cell: str

    @classmethod
    def from_json(cls, text: str) -> Move:
        """Parse {"piece": "toad"|"disc", "from": cell, "to": cell} (for --apply)."""
        return cls.from_dict(load_json(text, "action", BadMove))

    @classmethod
    def from_dict(cls, data: object) -> Move:
        """The action a parsed JSON object describes; BadMove naming the key at fault."""
        data = move_object(data, "action", ("piece", "from", "to"))
        if data["piece"] not in PIECES:
            raise BadMove(f"action piece {data['piece']!r} is unknown; expected 'toad' or 'disc'")
        try:
            ends = [cell_name(*parse_cell(data[key])) for key in ("from", "to")]
        except BadCell as err:
            raise BadMove(f"action: {err}") from err
        return cls(data["piece"], *ends)

    def to_dict(self) -> dict[str, Any]:
        """The contract's JSON object: {"piece": ..., "from": ..., "to": ...}."""
        return {"piece": self.piece, "from": self.from_cell, "to": self.to_cell}

    def sort_key(self) -> tuple[int, Point, Point]:
        """Piece ("disc" first), then origin, then destination, cells by column then numeric row: legal_moves() order."""
        return PIECES.index(self.piece), parse_cell(self.from_cell), parse_cell(self.to_cell)

    def __str__(self) -> str:
        return f"{self.piece} {self.from_cell}-{self.to_cell}"


@lru_cache(maxsize=1 << 16)
def _move(piece: str, origin: Point, target: Point) -> Move:
    """One shared Move per (piece, from, to): moves are immutable and games list the same ones turn after turn."""
    return Move(piece, cell_name(*origin), cell_name(*target))


@cache
def _cell_point(cell: str) -> Point:
    """The point of a canonical cell name from legal_moves(), parsed once per name for the playout loops."""
    return parse_cell(cell)


def board_move(move: Move) -> BoardMove:
    """The rules board's form of an action taken from legal_moves()."""
    return PIECES.index(move.piece), _cell_point(move.from_cell), _cell_point(move.to_cell)


# --------------------------------------------------------------------------- positions


@dataclass(frozen=True)
class Position(NoChance):
    """One moment of a game, a `pnp.engine.position.Position`: apply() and pass_turn() return new positions.

    stacks maps 0-based (column, row) to the discs there, bottom to top; empty points are absent.
    toads maps a color to its toad's point (a color may be absent: see the module notes).
    ogama records where each OGAMA disc started; setups carry it and play never changes it.
    passes counts the passes made in a row just before this position (0, 1 or 2), turns the turns
    both players made before it (TURN_LIMIT each ends the game by count).
    The mappings are frozen, so a position is hashable and cannot change.
    """

    width: int
    height: int
    to_move: str
    stacks: Mapping[Point, tuple[str, ...]]  # a FrozenMap once made, as are toads and ogama
    toads: Mapping[str, Point]
    ogama: Mapping[str, Point] | None = None
    passes: int = 0
    turns: int = 0

    def __post_init__(self) -> None:
        for name in ("stacks", "toads", "ogama"):
            value = getattr(self, name)
            if value is not None and type(value) is not FrozenMap:
                object.__setattr__(self, name, FrozenMap(value))

    # ---- JSON

    @classmethod
    def from_json(cls, text: str) -> Position:
        """Load and validate a position from its JSON text."""
        return _position_from_dict(load_json(text, "position", BadPosition))

    @classmethod
    def from_dict(cls, data: object) -> Position:
        """Validate a parsed JSON object as a position."""
        return _position_from_dict(data)

    @staticmethod
    def move_from_json(text: str) -> Move:
        return Move.from_json(text)

    def to_dict(self) -> dict[str, Any]:
        """The contract's JSON object; cells in column-then-row order, so the output is deterministic."""
        data = {
            "game": "ogama",
            "width": self.width,
            "height": self.height,
            "to_move": self.to_move,
            "cells": {cell_name(*point): list(self.stacks[point]) for point in sorted(self.stacks)},
            "toads": {color: cell_name(*self.toads[color]) for color in COLORS if color in self.toads},
        }
        if self.ogama is not None:
            data["ogama"] = {color: cell_name(*self.ogama[color]) for color in COLORS if color in self.ogama}
        if self.passes:
            data["passes"] = self.passes
        if self.turns:
            data["turns"] = self.turns
        return data

    def to_json(self, indent: int | None = None) -> str:
        """to_dict() as JSON text; the same position always gives the same text."""
        return json.dumps(self.to_dict(), indent=indent)

    # ---- reading the board

    def stack(self, cell: str) -> tuple[str, ...]:
        """Discs on a named point, bottom to top; () when it is empty."""
        return self.stacks.get(parse_cell(cell, self.width, self.height), ())

    @cached_property
    def rules(self) -> Board:
        """This position on the rules board; apply() and pass_turn() copy it, never change it."""
        stacks = {point: [COLORS.index(disc) for disc in stack] for point, stack in self.stacks.items()}
        toads = [self.toads.get(color) for color in COLORS]
        return Board(self.width, self.height, stacks, toads, COLORS.index(self.to_move), self.passes, self.turns)

    def reach(self, color: str) -> int:
        """N for `color`: the number of discs under its toad now, 0 if it has no toad on the board."""
        return self.rules.reach(COLORS.index(color))

    def free_discs(self, color: str) -> list[Point]:
        """Points whose top disc is `color` and hold no toad: the discs `color` may move."""
        toads = set(self.toads.values())
        return [point for point, stack in self.stacks.items() if stack[-1] == color and point not in toads]

    def single_discs(self) -> dict[str, int]:
        """Per color, points holding exactly one disc of it and no toad; at zero for either player the game ends."""
        return dict(zip(COLORS, self.rules.singles))

    def captures(self) -> dict[str, int]:
        """Each player's captures: the opponent's discs inside stacks topped by that player's color."""
        return dict(zip(COLORS, self.rules.captures()))

    def is_capture(self, move: Move) -> bool:
        """Whether a disc action ends on a stack topped by the opponent."""
        target = self.stacks.get(parse_cell(move.to_cell, self.width, self.height))
        return move.piece == DISC and bool(target and target[-1] != self.to_move)

    # ---- the end

    def result(self) -> Result | None:
        """How the game ended, None while it goes on (see `rules_board.Board.outcome`)."""
        return self._result

    @cached_property
    def _result(self) -> Result | None:
        return board_result(self.rules.outcome(), COLORS)

    # ---- actions

    def legal_moves(self) -> list[Move]:
        """Every action the player to move may take, sorted; empty when the game is over (or they must pass).

        Each (piece, from, to) comes up once, however many paths reach the destination.
        """
        return [_move(PIECES[piece], origin, target) for piece, origin, target in sorted(self.rules.moves())]

    def apply(self, move: Move) -> Position:
        """The position after a legal action, the other player to move; IllegalMove (saying why) otherwise."""
        return self._after(self._check_legal(move))

    def apply_unchecked(self, move: Move) -> Position:
        """The position after an action taken from legal_moves(), without checking it again (playouts)."""
        return self._after(board_move(move))

    def _after(self, move: BoardMove) -> Position:
        """The position after a legal action: the rules board's copy made it; the stacks it touched are read back."""
        board = self.rules.copy()
        board.make(move)
        piece, origin, target = move
        stacks, toads = dict(self.stacks), self.toads
        if piece == 1:
            toads = {**toads, self.to_move: target}
        else:
            del stacks[origin]
            if origin in board.stacks:
                stacks[origin] = self.stacks[origin][:-1]
            stacks[target] = tuple(COLORS[c] for c in board.stacks[target])
        return self._frozen(board, FrozenMap(stacks), FrozenMap(toads))

    def pass_turn(self) -> Position:
        """The position after the player to move passes, allowed only when the game goes on and they have no action."""
        result = self.result()
        if result is not None:
            raise IllegalMove(f"the game is over ({result.reason}); nobody passes")
        if self.legal_moves():
            raise IllegalMove(f"{self.to_move} has legal actions, so may not pass")
        board = self.rules.copy()
        board.make(None)
        return self._frozen(board, self.stacks, self.toads)

    def _frozen(self, board: Board, stacks: Mapping[Point, tuple[str, ...]], toads: Mapping[str, Point]) -> Position:
        """The position `board` holds one turn after this one, with `stacks` and `toads`; it keeps the board."""
        after = Position(self.width, self.height, COLORS[board.side], stacks, toads, self.ogama, board.passes, board.turns)
        after.__dict__["rules"] = board
        return after

    def _check_legal(self, action: Move) -> BoardMove:
        """The action on the rules board if it is legal; otherwise IllegalMove naming the rule it breaks."""
        result = self.result()
        if result is not None:
            raise IllegalMove(f"the game is over ({result.reason}); {action} cannot be played")
        try:
            origin, target = (parse_cell(cell, self.width, self.height) for cell in (action.from_cell, action.to_cell))
        except BadCell as err:
            raise IllegalMove(f"{action}: {err}") from err
        move = (PIECES.index(action.piece), origin, target)
        if move in self.rules.moves():
            return move
        color = self.to_move
        if action.piece == TOAD:
            if self.toads.get(color) != origin:
                raise IllegalMove(f"{action}: the {color} toad is not on {action.from_cell}")
            raise IllegalMove(
                f"{action}: a toad steps to a neighbouring point whose stack is topped by {color} and holds no toad"
            )
        if origin not in self.free_discs(color):
            raise IllegalMove(f"{action}: no free {color} disc on {action.from_cell} (top disc {color}, no toad)")
        reach = self.reach(color)
        if not reach:
            raise IllegalMove(f"{action}: the {color} toad is not on the board, so {color} discs cannot move")
        raise IllegalMove(
            f"{action}: {color} discs move exactly {reach} point{'s' if reach > 1 else ''} "
            f"(the discs under the {color} toad), "
            "turning at most once, never through or onto a toad"
        )

    # ---- text picture

    def to_text(self) -> str:
        """A monospace picture, top row first: each point shows height and top color, @ a toad, * an OGAMA start."""
        header = "     " + "".join(f"{LETTERS[col]:<5}" for col in range(self.width))
        rows = [header.rstrip()]
        for row in reversed(range(self.height)):
            marks = "".join(f"{self._mark((col, row)):<5}" for col in range(self.width))
            rows.append(f"{row + 1:>3}  {marks}{row + 1}")
        rows.append(header.rstrip())
        rows.append("3o: 3 discs, orange on top (b: black)   @ toad   * an OGAMA disc started here   . empty")
        rows.extend(
            f"{cell_name(*point)}: {' '.join(stack)} (bottom to top)"
            for point, stack in sorted(self.stacks.items())
            if len(stack) > 1
        )
        count, result = self.captures(), self.result()
        passes = f"; passes in a row: {self.passes}" if self.passes else ""
        turns = f"; turns made: {self.turns} of {2 * TURN_LIMIT}" if self.turns else ""
        rows.append(f"to move: {self.to_move}; captures: orange {count[ORANGE]}, black {count[BLACK]}{passes}{turns}")
        if result is not None:
            rows.append(f"game over ({result.reason}): {result.winner or 'draw'}")
        return "\n".join(rows)

    def _mark(self, point: Point) -> str:
        stack = self.stacks.get(point)
        mark = f"{len(stack)}{stack[-1][0]}" if stack else "."
        mark += "@" if point in self.toads.values() else ""
        return mark + ("*" if self.ogama and point in self.ogama.values() else "")


# --------------------------------------------------------------------------- validation


def _position_from_dict(data: Any) -> Position:
    """Check every field and rule a position must meet, naming the field and cell of the first fault."""
    if not isinstance(data, Mapping):
        raise BadPosition(f"a position is a JSON object, not {type(data).__name__}")
    for key in ("game", "width", "height", "to_move", "cells", "toads"):
        if key not in data:
            raise BadPosition(f"position lacks the {key!r} field")
    if data["game"] != "ogama":
        raise BadPosition(f"position is for game {data['game']!r}, not 'ogama'")
    unknown = unknown_key(data, POSITION_KEYS)
    if unknown:
        raise BadPosition(f"position has unknown field {unknown!r}")
    width = _whole(data["width"], "width", 1, len(LETTERS))
    height = _whole(data["height"], "height", 1, 99)
    stacks = _stacks(data["cells"], width, height)
    toads = _color_points(data["toads"], "toads", width, height)
    _check_toads(toads, stacks)
    ogama = _color_points(data["ogama"], "ogama", width, height) if data.get("ogama") is not None else None
    return Position(
        width=width,
        height=height,
        to_move=_color(data["to_move"], "to_move"),
        stacks=stacks,
        toads=toads,
        ogama=ogama,
        passes=_whole(data.get("passes", 0), "passes", 0, 2),
        turns=_whole(data.get("turns", 0), "turns", 0, 2 * TURN_LIMIT),
    )


POSITION_KEYS = {"game", "width", "height", "to_move", "cells", "toads", "ogama", "passes", "turns"}


def _whole(value: Any, field: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadPosition(f"{field} must be a whole number from {low} to {high}, got {value!r}")
    return value


def _color(value: Any, where: str) -> str:
    if value not in COLORS:
        raise BadPosition(f"{where}: unknown colour {value!r}; expected 'orange' or 'black'")
    return str(value)


def _point(name: Any, where: str, width: int, height: int) -> Point:
    try:
        return parse_cell(name, width, height)
    except BadCell as err:
        raise BadPosition(f"{where}: {err}") from err


def _stacks(cells: Any, width: int, height: int) -> dict[Point, tuple[str, ...]]:
    if not isinstance(cells, Mapping):
        raise BadPosition("cells must be an object mapping cell names to stacks")
    stacks, owned, most = {}, dict.fromkeys(COLORS, 0), width * (height // 2)
    for name, discs in cells.items():
        point = _point(name, "cells", width, height)
        if point in stacks:
            raise BadPosition(f"cells: {name!r} names point {cell_name(*point)!r} a second time")
        if not isinstance(discs, list) or not discs:
            raise BadPosition(f"cells: {name!r} must list its discs bottom to top; leave an empty point out")
        if len(discs) > TOWER:
            raise BadPosition(f"cells: {name!r} holds {len(discs)} discs; a stack of {TOWER} ends the game")
        stacks[point] = tuple(_color(disc, f"cells: {name!r}") for disc in discs)
        for disc in stacks[point]:
            owned[disc] += 1
            if owned[disc] > most:
                raise BadPosition(
                    f"cells: {name!r} brings {disc} to {owned[disc]} discs; a {width} x {height} board's setup "
                    f"deals at most {most} a player"
                )
    towers = [cell_name(*point) for point, stack in sorted(stacks.items()) if len(stack) == TOWER]
    if len(towers) > 1:
        raise BadPosition(f"cells: towers of {TOWER} on {' and '.join(towers)}; the first one built ends the game")
    return stacks


def _color_points(value: Any, field: str, width: int, height: int) -> dict[str, Point]:
    if not isinstance(value, Mapping):
        raise BadPosition(f"{field} must be an object mapping 'orange' and 'black' to cell names")
    return {_color(color, field): _point(name, f"{field}: {color}", width, height) for color, name in value.items()}


def _check_toads(toads: dict[str, Point], stacks: dict[Point, tuple[str, ...]]) -> None:
    """One toad to a point, each on a stack topped by its own color."""
    if len(toads) == 2 and toads[ORANGE] == toads[BLACK]:
        raise BadPosition(f"toads: both toads are on {cell_name(*toads[ORANGE])!r}; a point holds one toad")
    for color, point in toads.items():
        name, stack = cell_name(*point), stacks.get(point)
        if not stack:
            raise BadPosition(f"toads: the {color} toad is on empty point {name!r}; a toad stands on a stack")
        if stack[-1] != color:
            raise BadPosition(
                f"toads: the {color} toad on {name!r} stands on a stack topped by {stack[-1]}; "
                "it needs its own colour on top"
            )


# --------------------------------------------------------------------------- setup


def setup(seed: int, width: int = 6, height: int = 6, home_rows: int = 2) -> Position:
    """The blind random start: each player lays home_rows x width shuffled discs, one OGAMA, its toad on it.

    Orange draws first, then Black, from one generator, so a seed always gives the same setup.
    """
    _check_board(width, height, home_rows)
    draw = rng(seed)
    stacks: dict[Point, tuple[str, ...]] = {}
    toads: dict[str, Point] = {}
    for color in COLORS:
        points = home_points(color, width, height, home_rows)
        discs = [True] + [False] * (len(points) - 1)  # True marks the OGAMA disc
        draw.shuffle(discs)
        stacks.update((point, (color,)) for point in points)
        toads[color] = points[discs.index(True)]
    return Position(width, height, ORANGE, stacks, toads, ogama=dict(toads))


def home_points(color: str, width: int, height: int, home_rows: int) -> list[Point]:
    """The order a player lays their discs: nearest row first, each row from the player's own left.

    Black faces Orange from the top edge, so Black's left is the board's right-hand side.
    """
    rows = home_row_range(color, height, home_rows)
    if color == ORANGE:
        return [(col, row) for row in rows for col in range(width)]
    return [(col, row) for row in reversed(rows) for col in reversed(range(width))]


def home_row_range(color: str, height: int, home_rows: int) -> range:
    """The 0-based rows a player fills at setup: Orange's from row 1 up, Black's from the top row down."""
    return range(home_rows) if color == ORANGE else range(height - home_rows, height)


def _check_board(width: int, height: int, home_rows: int) -> None:
    for name, value in (("width", width), ("height", height)):
        if not MIN_SIZE <= value <= MAX_SIZE:
            raise BadOption(f"board {name} must be from {MIN_SIZE} to {MAX_SIZE}, got {value}")
    if not 1 <= home_rows <= height // 2:
        raise BadOption(f"home rows must be from 1 to {height // 2} on a board {height} rows high, got {home_rows}")
