"""Signed Stacks: positions, legal moves, passes and balanced setups.

The rules are docs/games/stacks.md, played by `rules_board.Board`. A position is immutable and a
thin layer over that board: applying a move or a pass copies the position's board, makes the move
and freezes the result. Positions and moves read and write the JSON forms of
docs/games/stacks.md, so a position saved by one command loads in another.

The end (docs/games/stacks.md, "How a game ends"): by default the count end, where a game
also ends when a position (stacks, faces, side to move) arises for the third time or
when both sides have made TURN_LIMIT turns, the side with more visible tokens winning.
`end` names the rule: "count" (default), "post" (three passes in a row alone) or
"attack" (also: three turns in a row in which a side could not climb onto an opponent's top lose).
The three-pass loss holds under every rule. Fields the end rules need, in JSON only
when they differ from a fresh setup (so setups keep their plain form):

- "end": "post" or "attack" (absent: "count");
- "turns": turns (moves and passes) made before this position (absent: 0);
- "history": under the count end, the `key` of every earlier position of the
  game, oldest first (absent: none; a position without history starts a fresh one);
- "idle": {"white": n, "black": n}, under the attack end, each side's turns in a row
  in which it could not climb onto an opponent-topped stack (absent: 0 and 0).

Cell order (for sorted move lists and dumped cells): on a grid, by column letter
and then by row number as a number (a1, a2, ..., a10, b1, ...); on a wild map,
by region number (r1, r2, ..., r10, ...).
"""

import json
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from statistics import median
from typing import Any, ClassVar, NamedTuple

from pnp.core.errors import PnpError
from pnp.engine.jsontext import load_json
from pnp.games.stacks import wild as stacks_map
from pnp.engine.coords import LETTERS, cell_name, is_cell_name
from pnp.engine.position import BadMove, BadPosition, board_result, FrozenMap, IllegalMove, NoChance, Result, unknown_key
from pnp.games.stacks.rules_board import (
    COLORS, END_RULES, PASSES_TO_LOSE, STACK_LIMIT, TURN_LIMIT, Board, Shape, can_climb, move_code,
)
from pnp.core.seeding import rng

TOKEN_SETS: dict[str, tuple[int, ...]] = {
    "classic": (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9, 10),
    "sequence": tuple(range(1, 17)),
}
MAX_MAGNITUDE = max(max(magnitudes) for magnitudes in TOKEN_SETS.values())
NO_PASSES = FrozenMap(dict.fromkeys(COLORS, 0))
SET_COUNTS = {name: Counter(magnitudes) for name, magnitudes in TOKEN_SETS.items()}
MAX_SIDE = 26  # one letter per column
SETUP_WIDTHS = range(4, 13)
ROW_SPREAD = 2  # a setup row's left and right halves may differ in sum by this much


class BadSetup(PnpError):
    """A setup that cannot be made (unknown set, bad board size, no balanced row)."""


def token_set(name: str) -> tuple[int, ...]:
    """The magnitudes one side owns in the named set (sheets print token counts from it)."""
    if name not in TOKEN_SETS:
        raise BadSetup(f"unknown token set {name!r}: choose one of {', '.join(TOKEN_SETS)}")
    return TOKEN_SETS[name]


def opponent(color: str) -> str:
    """The opponent of `color`."""
    return COLORS[1 - COLORS.index(color)]


@dataclass(frozen=True)
class Token:
    """A two-sided token; `value` is the face showing, +m or -m."""

    color: str
    value: int

    def flipped(self) -> "Token":
        return Token(self.color, -self.value)

    def to_dict(self) -> dict[str, Any]:
        return {"color": self.color, "value": self.value}

    def label(self) -> str:
        """Short form for text pictures: w+3, b-7."""
        return f"{self.color[0]}{self.value:+d}"


class Move(NamedTuple):
    """Take the top token of `from_cell` to `to_cell`, flipping it if `flip` (empty landings only).

    A tuple, so a policy may read it as (from, to, flip) and a playout builds none.
    """

    from_cell: str
    to_cell: str
    flip: bool = False

    @classmethod
    def from_dict(cls, data: Any) -> "Move":
        """Parse {"from": "a1", "to": "a5", "flip": false}; flip may be left out (false)."""
        if isinstance(data, dict) and (unknown := unknown_key(data, ("from", "to", "flip"))):
            raise BadMove(f"move has unknown key {unknown!r} (a move has 'from', 'to' and 'flip')")
        if not isinstance(data, dict) or not {"from", "to"} <= data.keys():
            raise BadMove(f'a move is {{"from": "a1", "to": "a5", "flip": false}}, got {data!r}')
        flip = data.get("flip", False)
        if not isinstance(data["from"], str) or not isinstance(data["to"], str) or not isinstance(flip, bool):
            raise BadMove(f'a move needs cell names for "from" and "to" and true/false for "flip", got {data!r}')
        return cls(data["from"], data["to"], flip)

    @classmethod
    def from_json(cls, text: str) -> "Move":
        return cls.from_dict(load_json(text, "move", BadMove))

    def to_dict(self) -> dict[str, Any]:
        return {"from": self.from_cell, "to": self.to_cell, "flip": self.flip}

    def __str__(self) -> str:
        return f"{self.from_cell}-{self.to_cell}{' flipped' if self.flip else ''}"


# --- Boards: which cells exist and where a token may travel ---------------------------


@dataclass(frozen=True)
class GridBoard:
    """An orthogonal grid; a token travels along straight lines."""

    width: int
    height: int
    travel: ClassVar[str] = "a token moves in a straight line over empty cells"
    revisits: ClassVar[bool] = False  # no two of a cell's paths share a cell

    def cells(self) -> tuple[str, ...]:
        return _grid_cells(self.width, self.height)

    def contains(self, cell: str) -> bool:
        return cell in _grid_order(self.width, self.height)

    def order(self, cell: str) -> tuple[int, int]:
        return _grid_order(self.width, self.height)[cell]

    def paths(self, cell: str) -> tuple[tuple[str, ...], ...]:
        """The straight lines leaving `cell` (up to four), nearest cell first."""
        return _grid_paths(self.width, self.height)[cell]

    def describe(self) -> str:
        return f"the {self.width} x {self.height} board"

    def to_dict(self) -> dict[str, Any]:
        return {"width": self.width, "height": self.height}


@dataclass(frozen=True)
class WildBoard:
    """A wild-variant map; a token travels one or two steps between neighbouring regions."""

    seed: int
    regions: int
    travel: ClassVar[str] = "a token moves one or two steps, through an empty region"
    revisits: ClassVar[bool] = True  # two walks may reach the same region

    def cells(self) -> tuple[str, ...]:
        return tuple(f"r{i}" for i in range(1, self.regions + 1))

    def contains(self, cell: str) -> bool:
        return isinstance(cell, str) and cell[:1] == "r" and is_cell_name(cell) and 1 <= int(cell[1:]) <= self.regions

    def order(self, cell: str) -> tuple[int]:
        return (int(cell[1:]),)

    def paths(self, cell: str) -> tuple[tuple[str, ...], ...]:
        """Every walk of two steps (or one, where the neighbour leads nowhere else) from `cell`."""
        return _wild_paths(self.seed, self.regions)[cell]

    def describe(self) -> str:
        return f"the {self.regions}-region map of seed {self.seed}"

    def to_dict(self) -> dict[str, Any]:
        return {"map": {"seed": self.seed, "regions": self.regions}}


@lru_cache(maxsize=32)
def _grid_cells(width: int, height: int) -> tuple[str, ...]:
    return tuple(_grid_order(width, height))


@lru_cache(maxsize=32)
def _grid_order(width: int, height: int) -> dict[str, tuple[int, int]]:
    """Cell name -> (column, row), in cell order; cached because sorting moves asks often."""
    return {cell_name(c, r): (c, r) for c in range(width) for r in range(height)}


@lru_cache(maxsize=32)
def _grid_paths(width: int, height: int) -> dict[str, tuple[tuple[str, ...], ...]]:
    """For each cell, its four rays (right, left, up, down), cached per board size."""
    rays = {}
    for c in range(width):
        for r in range(height):
            lines = []
            for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                steps = range(1, max(width, height))
                line = tuple(
                    cell_name(c + k * dc, r + k * dr)
                    for k in steps
                    if 0 <= c + k * dc < width and 0 <= r + k * dr < height
                )
                if line:
                    lines.append(line)
            rays[cell_name(c, r)] = tuple(lines)
    return rays


class Geometry(NamedTuple):
    """A board as its rules board reads it (`shape`), each cell's rank, and every Move made once, by board move."""

    shape: Shape
    rank: dict[str, int]
    moves: dict[int, Move]


@lru_cache(maxsize=32)
def geometry(board: GridBoard | WildBoard) -> Geometry:
    """The board's `Geometry`, made once per board and shared by every position on it, so listing
    moves builds no Move."""
    shape = Shape.of(board)
    names = shape.names
    moves = {
        code: Move(names[origin], names[step], flip)
        for origin, pairs in enumerate(shape.pairs)
        for step, codes in pairs.items()
        for flip, code in zip((False, True), codes)
    }
    return Geometry(shape, {cell: k for k, cell in enumerate(names)}, moves)


TOKENS = {value * 2 + colour: Token(color, value) for colour, color in enumerate(COLORS)
          for value in range(-MAX_MAGNITUDE, MAX_MAGNITUDE + 1) if value}  # a rules-board code -> its Token


def code(token: Token) -> int:
    """A token as the rules board codes it (see `rules_board`)."""
    return token.value * 2 + COLORS.index(token.color)


@lru_cache(maxsize=8)
def _wild_paths(seed: int, regions: int) -> dict[str, tuple[tuple[str, ...], ...]]:
    neighbours = stacks_map.build_map(seed, regions).neighbours
    paths = {}
    for region, near in neighbours.items():
        walks: list[tuple[str, ...]] = []
        for step in near:
            onward = [(step, nxt) for nxt in neighbours[step] if nxt != region]
            walks.extend(onward or [(step,)])
        paths[region] = tuple(walks)
    return paths


# --- Positions ------------------------------------------------------------------------


@dataclass(frozen=True)
class Position(NoChance):
    """Whose turn it is and every stack (bottom to top) on a grid or a wild map: a `pnp.engine.position.Position`.

    `passes` counts each side's passes in a row (its moves reset it), so the
    three-pass loss can be judged across saved positions. In JSON it is the
    optional field "passes": {"white": n, "black": n}, written only when a
    count is not zero; a position without it has no passes behind it.
    Its mappings are frozen, so a position is hashable and cannot change.
    """

    board: GridBoard | WildBoard
    to_move: str
    stacks: Mapping[str, tuple[Token, ...]]  # a FrozenMap once made
    passes: Mapping[str, int] = field(default_factory=lambda: NO_PASSES)  # color -> passes in a row; a FrozenMap
    end: str = "count"
    turns: int = 0
    history: tuple[str, ...] = ()
    idle: Mapping[str, int] = field(default_factory=lambda: NO_PASSES)  # attack end: color -> turns in a row it could not climb onto an opponent

    def __post_init__(self) -> None:
        for name in ("stacks", "passes", "idle"):
            if type(getattr(self, name)) is not FrozenMap:
                object.__setattr__(self, name, FrozenMap(getattr(self, name)))

    # JSON

    @classmethod
    def from_json(cls, text: str) -> "Position":
        return cls.from_dict(load_json(text, "position", BadPosition))

    @staticmethod
    def move_from_json(text: str) -> Move:
        return Move.from_json(text)

    @classmethod
    def from_dict(cls, data: Any) -> "Position":
        """Validate a position (docs/games/stacks.md); every error names the field or cell at fault."""
        if not isinstance(data, dict):
            raise BadPosition("a position is a JSON object")
        if "game" not in data:
            raise BadPosition("position lacks 'game' (expected 'stacks')")
        if data["game"] != "stacks":
            raise BadPosition(f"position is for game {data['game']!r}, expected 'stacks'")
        board = _parse_board(data)
        required = {"game", "to_move", "cells"} | ({"width", "height"} if isinstance(board, GridBoard) else {"map"})
        unknown = data.keys() - required - {"passes", "end", "turns", "history", "idle"}
        if unknown:
            raise BadPosition(f"position has unknown field(s): {', '.join(sorted(map(str, unknown)))}")
        if data.get("to_move") not in COLORS:
            raise BadPosition(f"to_move must be 'white' or 'black', got {data.get('to_move')!r}")
        cells, passes = _parse_cells(data.get("cells"), board), _parse_passes(data)
        return cls(board, data["to_move"], cells, passes, *_parse_end_fields(data))

    def to_dict(self) -> dict[str, Any]:
        """The documented form (docs/games/stacks.md): fields in the contract's order, cells in board order."""
        data = {"game": "stacks", **self.board.to_dict(), "to_move": self.to_move}
        if any(self.passes.values()):
            data["passes"] = dict(self.passes)
        if self.end != "count":
            data["end"] = self.end
        if self.turns:
            data["turns"] = self.turns
        if self.history:
            data["history"] = list(self.history)
        if any(self.idle.values()):
            data["idle"] = dict(self.idle)
        data["cells"] = {
            cell: [token.to_dict() for token in self.stacks[cell]]
            for cell in sorted(self.stacks, key=self.board.order)
        }
        return data

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    # Rules: a thin layer over the position's own rules board, which nothing changes

    @cached_property
    def rules(self) -> Board:
        """This position on the rules board; apply() and pass_turn() copy it, never change it."""
        shape = geometry(self.board)
        stacks: list[list[int]] = [[] for _ in shape.rank]
        for cell, stack in self.stacks.items():
            stacks[shape.rank[cell]] = [code(token) for token in stack]
        return Board(
            shape.shape, stacks, COLORS.index(self.to_move), self.end, self.turns,
            [self.passes[c] for c in COLORS], [self.idle[c] for c in COLORS], [int(key, 16) for key in self.history],
        )

    def top(self, cell: str) -> Token | None:
        stack = self.stacks.get(cell)
        return stack[-1] if stack else None

    def legal_moves(self) -> list[Move]:
        """Every legal move of the side to move, sorted by (from, to, flip) in cell order."""
        table = geometry(self.board).moves
        return [table[move] for move in sorted(self.rules.moves())]

    def apply(self, move: Move) -> "Position":
        """The position after `move`; IllegalMove (saying why) if it is not legal here."""
        if not self._is_legal(move):
            raise IllegalMove(f"illegal move {move}: {self._why_illegal(move)}")
        return self.apply_unchecked(move)

    def _is_legal(self, move: Move) -> bool:
        mover, rank = self.top(move.from_cell), geometry(self.board).rank
        if self.result() is not None or mover is None or mover.color != self.to_move or move.to_cell not in rank:
            return False
        origin = rank[move.from_cell]
        return move_code(origin, rank[move.to_cell], move.flip, len(rank)) in self.rules.moves_from(origin)

    def apply_unchecked(self, move: Move) -> "Position":
        """Play a move taken from legal_moves() without checking it again (playouts)."""
        from_cell, to_cell, flip = move
        rank = geometry(self.board).rank
        origin, target = rank[from_cell], rank[to_cell]
        board = self.rules.copy()
        board.make(move_code(origin, target, flip, len(rank)))
        stacks = dict(self.stacks)
        del stacks[from_cell]
        if board.stacks[origin]:
            stacks[from_cell] = self.stacks[from_cell][:-1]
        stacks[to_cell] = tuple(TOKENS[c] for c in board.stacks[target])
        return self._frozen(board, FrozenMap(stacks))

    def pass_turn(self) -> "Position":
        """The position after the side to move passes; IllegalMove if it has a move (or the game is over)."""
        if not self.must_pass():
            reason = "the game is over" if self.result() else f"{self.to_move} has a legal move"
            raise IllegalMove(f"{self.to_move} may not pass: {reason}")
        board = self.rules.copy()
        board.make(None)
        return self._frozen(board, self.stacks)

    def _frozen(self, board: Board, stacks: Mapping[str, tuple[Token, ...]]) -> "Position":
        """The position `board` holds one turn after this one, whose stacks are `stacks`; it keeps the board."""
        history = self.history + (self.key,) if self.end == "count" else ()
        after = Position(
            self.board, COLORS[board.side], stacks, _counts(board.passes), self.end, board.turns, history,
            _counts(board.idle),
        )
        after.__dict__["rules"] = board
        return after

    def with_end(self, end: str) -> "Position":
        """This position under the end rule `end`; counts only another rule keeps (history, idle) start afresh."""
        if end not in END_RULES:
            raise BadPosition(f"end must be one of {', '.join(END_RULES)}, got {end!r}")
        if end == self.end:
            return self
        return replace(self, end=end, history=(), idle=NO_PASSES)

    def can_attack(self) -> bool:
        """Whether the side to move can climb onto a stack topped by the opponent (the attack end asks)."""
        return self.result() is None and self.rules.can_attack()

    def _why_illegal(self, move: Move) -> str:
        if self.result() is not None:
            return f"the game is over ({self.outcome_text()})"
        for cell in (move.from_cell, move.to_cell):
            if not self.board.contains(cell):
                return f"{cell!r} is not a cell of {self.board.describe()}"
        mover = self.top(move.from_cell)
        if mover is None:
            return f"{move.from_cell} is empty"
        if mover.color != self.to_move:
            return f"the token on top of {move.from_cell} is {mover.color}'s and {self.to_move} is to move"
        rank = geometry(self.board).rank
        if rank[move.to_cell] not in self.rules.stops(rank[move.from_cell]):
            return f"{move.to_cell} cannot be reached from {move.from_cell} ({self.board.travel})"
        if move.flip:  # reachable, so occupied: an empty landing may always flip
            return "a token may flip only as it lands on an empty cell, never when climbing"
        v, t = mover.value, self.stacks[move.to_cell][-1].value
        return f"{v:+d} may not climb onto {t:+d} (needs |{v}| >= |{t}| and |{v} + {t}| <= {STACK_LIMIT})"

    def must_pass(self) -> bool:
        """Whether the side to move has no legal move and so passes this turn."""
        return self.result() is None and not self.rules.moves()

    @cached_property
    def key(self) -> str:
        """This position's entry in a later position's history: 16 hex digits of the XOR of every token's
        share (`rules_board.key_part`) and, with Black to move, of the first 8 bytes of
        SHA-256("black to move"). Equal positions (stacks, faces, side to move) give equal keys,
        whatever the turn and pass counts."""
        return f"{self.rules.key:016x}"

    def result(self) -> Result | None:
        """None while the game goes on; else the winner (None for a draw) and how the game ended
        (see `rules_board.Board.outcome`)."""
        return self._result

    @cached_property
    def _result(self) -> Result | None:
        return board_result(self.rules.outcome(), COLORS)

    def visible(self) -> dict[str, int]:
        """Stacks topped by each colour: the tokens the count end compares."""
        return dict(zip(COLORS, self.rules.visible))

    def count_winner(self) -> str | None:
        """The side with more visible tokens, None when equal."""
        winner = self.rules.count_winner()
        return None if winner is None else COLORS[winner]

    def outcome_text(self) -> str:
        """How a finished game ended, in a few words."""
        result = self.result()
        assert result is not None, "the game goes on"
        return ending_text(result)

    # Text

    def to_text(self) -> str:
        """A picture for a terminal: each occupied cell shows its top token and, for a stack, its height."""
        lines = self._wild_text() if isinstance(self.board, WildBoard) else self._grid_text(self.board)
        status = self.outcome_text() if self.result() else f"{self.to_move} to move"
        passes = ", ".join(f"{c} {n}" for c, n in self.passes.items() if n)
        key = "w/b = white/black token, its value, :n = stack height"
        return "\n".join([*lines, key, status + (f" (passes in a row: {passes})" if passes else "")]) + "\n"

    def _wild_text(self) -> list[str]:
        """Regions in number order, six to a line (the map itself is printed, not drawn here)."""
        entries = [f"{cell:>3} {self._cell_text(cell):<7}" for cell in self.board.cells()]
        return ["  ".join(entries[k : k + 6]).rstrip() for k in range(0, len(entries), 6)]

    def _grid_text(self, board: GridBoard) -> list[str]:
        width, height = board.width, board.height
        files = "   " + "".join(f"{LETTERS[c]:^7}" for c in range(width))
        rows = [
            f"{r + 1:>2} " + "".join(f"{self._cell_text(cell_name(c, r)):^7}" for c in range(width)) + f" {r + 1}"
            for r in reversed(range(height))
        ]
        return [files, *rows, files]

    def _cell_text(self, cell: str) -> str:
        stack = self.stacks.get(cell)
        if not stack:
            return "."
        return stack[-1].label() + (f":{len(stack)}" if len(stack) > 1 else "")


def _parse_board(data: dict[str, Any]) -> GridBoard | WildBoard:
    if "map" in data:
        if "width" in data or "height" in data:
            raise BadPosition("a wild position names its map instead of width and height")
        spec = data["map"]
        if not isinstance(spec, dict) or set(spec) != {"seed", "regions"} or not all(_is_int(v) for v in spec.values()):
            raise BadPosition('map must be {"seed": integer, "regions": integer}')
        if not stacks_map.MIN_REGIONS <= spec["regions"] <= stacks_map.MAX_REGIONS:
            raise BadPosition(
                f"map regions must be {stacks_map.MIN_REGIONS} to {stacks_map.MAX_REGIONS}, got {spec['regions']}"
            )
        return WildBoard(spec["seed"], spec["regions"])
    for side in ("width", "height"):
        if side not in data:
            raise BadPosition(f"position lacks {side!r} (or a wild 'map')")
        if not _is_int(data[side]) or not 1 <= data[side] <= MAX_SIDE:
            raise BadPosition(f"{side} must be an integer from 1 to {MAX_SIDE}, got {data[side]!r}")
    return GridBoard(data["width"], data["height"])


def _parse_cells(cells: Any, board: GridBoard | WildBoard) -> dict[str, tuple[Token, ...]]:
    if cells is None:
        raise BadPosition("position lacks 'cells'")
    if not isinstance(cells, dict):
        raise BadPosition("cells must be an object of cell name -> stack (a list of tokens, bottom first)")
    stacks: dict[str, tuple[Token, ...]] = {}
    owned: dict[str, Counter[int]] = {color: Counter() for color in COLORS}
    for cell, stack in cells.items():
        if not board.contains(cell):
            raise BadPosition(f"cell {cell!r} is not on {board.describe()}")
        if not isinstance(stack, list) or not stack:
            raise BadPosition(f"cell {cell}: a stack is a non-empty list of tokens, bottom first")
        stacks[cell] = tuple(_parse_token(cell, k, item) for k, item in enumerate(stack, 1))
        _check_climbs(cell, stacks[cell])
        for token in stacks[cell]:
            owned[token.color][abs(token.value)] += 1
            if not any(owned[token.color] <= counts for counts in SET_COUNTS.values()):
                raise BadPosition(
                    f"cell {cell}: {token.color} has more tokens than a set holds "
                    f"(a {abs(token.value)} too many for {' and '.join(TOKEN_SETS)})"
                )
    return stacks


def _check_climbs(cell: str, stack: tuple[Token, ...]) -> None:
    """Refuse a stack no game can build: each token must have climbed onto the one below it.

    A covered token never moves or flips, and a climbing token never flips, so every adjacent
    pair still shows the faces it had when the upper one climbed.
    """
    for height, (lower, upper) in enumerate(zip(stack, stack[1:]), 2):
        if not can_climb(upper.value, lower.value):
            raise BadPosition(
                f"cell {cell}: {upper.value:+d} could not have climbed onto {lower.value:+d} (token {height} "
                f"from the bottom; a climb needs |upper| >= |lower| and |upper + lower| <= {STACK_LIMIT})"
            )


def _parse_token(cell: str, index: int, item: Any) -> Token:
    where = f"cell {cell}, token {index} from the bottom"
    if not isinstance(item, dict) or not {"color", "value"} <= item.keys():
        raise BadPosition(f'{where}: a token is {{"color": "white", "value": 3}}, got {item!r}')
    unknown = unknown_key(item, ("color", "value"))
    if unknown:
        raise BadPosition(f"{where}: unknown key {unknown!r} (a token has 'color' and 'value')")
    if item["color"] not in COLORS:
        raise BadPosition(f"{where}: unknown colour {item['color']!r} (expected 'white' or 'black')")
    if not _is_int(item["value"]):
        raise BadPosition(f"{where}: value {item['value']!r} is not an integer")
    if item["value"] == 0:
        raise BadPosition(f"{where}: value 0 is impossible (a token shows +m or -m, m >= 1)")
    if abs(item["value"]) > MAX_MAGNITUDE:
        raise BadPosition(f"{where}: value {item['value']:+d} is outside every token set (magnitudes 1 to {MAX_MAGNITUDE})")
    return Token(item["color"], item["value"])


def _parse_passes(data: dict[str, Any]) -> dict[str, int]:
    passes = data.get("passes", dict.fromkeys(COLORS, 0))
    if (
        not isinstance(passes, dict)
        or set(passes) != set(COLORS)
        or not all(_is_int(n) and 0 <= n <= PASSES_TO_LOSE for n in passes.values())
    ):
        raise BadPosition(f'passes must be {{"white": n, "black": n}} with n from 0 to {PASSES_TO_LOSE}')
    if all(n == PASSES_TO_LOSE for n in passes.values()):
        raise BadPosition("passes: both sides cannot have lost")
    return {color: passes[color] for color in COLORS}


ENDINGS = {
    "passes": "three passes in a row",
    "attack": "three turns in a row in which the side could not climb onto an opponent's stack",
    "repetition": "a position arose for the third time",
    "turns": f"both sides made {TURN_LIMIT} turns",
}


def ending_text(result: Result) -> str:
    """A finished game's result in a few words: "white has won (three passes in a row)"."""
    return f"{result.winner + ' has won' if result.winner else 'a draw'} ({ENDINGS[result.reason]})"


HEX = set("0123456789abcdef")


def _parse_end_fields(data: dict[str, Any]) -> tuple[str, int, tuple[str, ...], dict[str, int]]:
    """end, turns, history and idle of a position, each defaulting to a fresh setup's."""
    end = data.get("end", "count")
    if end not in END_RULES:
        raise BadPosition(f"end must be one of {', '.join(END_RULES)}, got {end!r}")
    turns = data.get("turns", 0)
    if not _is_int(turns) or turns < 0:
        raise BadPosition(f"turns must be a whole number of at least 0, got {turns!r}")
    history = data.get("history", [])
    if not isinstance(history, list) or not all(isinstance(k, str) and len(k) == 16 and set(k) <= HEX for k in history):
        raise BadPosition("history must be a list of position keys (16 hex digits each)")
    if history and end != "count":
        raise BadPosition("history belongs to the count end only")
    idle = data.get("idle", dict.fromkeys(COLORS, 0))
    if not isinstance(idle, dict) or set(idle) != set(COLORS) or not all(_is_int(n) and 0 <= n for n in idle.values()):
        raise BadPosition('idle must be {"white": n, "black": n} with n at least 0')
    if any(idle.values()) and end != "attack":
        raise BadPosition("idle belongs to the attack end only")
    return end, turns, tuple(history), {color: idle[color] for color in COLORS}


def _counts(per_colour: list[int]) -> Mapping[str, int]:
    """A rules board's per-colour counts (passes, idle turns) as a position holds them."""
    return NO_PASSES if not any(per_colour) else FrozenMap(zip(COLORS, per_colour))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# --- Balanced setups ------------------------------------------------------------------


def balanced_setup(
    seed: int, width: int = 8, height: int | None = None, set_name: str = "classic", mirror: bool = False
) -> Position:
    """A random setup obeying the balance ruling (docs/games/stacks.md, "Setup"), the same for the same arguments.

    Each side fills its two home rows, positive faces up: the back row takes
    the side's `width` highest magnitudes, the next row the rest, centred (an
    odd gap leaves the extra empty cell on the right). Every row is balanced
    (see `is_balanced_row`). Black is drawn after White from the same seed,
    or copies White column for column when `mirror` is set.
    """
    magnitudes = token_set(set_name)
    height = width if height is None else height
    if not _is_int(width) or width not in SETUP_WIDTHS:
        raise BadSetup(f"setup board width must be {SETUP_WIDTHS.start} to {SETUP_WIDTHS.stop - 1}, got {width!r}")
    if not _is_int(height) or not 4 <= height <= MAX_SIDE:
        raise BadSetup(f"setup board height must be 4 to {MAX_SIDE}, got {height!r}")
    if len(magnitudes) > 2 * width:
        raise BadSetup(
            f"the {set_name} set ({len(magnitudes)} tokens a side) does not fit two rows of a board "
            f"{width} wide; it needs a width of at least {-(-len(magnitudes) // 2)}"
        )
    rand = rng(seed)
    ranked = sorted(magnitudes, reverse=True)
    back, front = ranked[:width], ranked[width:]
    white = (balanced_row(back, rand), balanced_row(front, rand))
    black = white if mirror else (balanced_row(back, rand), balanced_row(front, rand))
    stacks: dict[str, tuple[Token, ...]] = {}
    for color, rows, home in (("white", white, (0, 1)), ("black", black, (height - 1, height - 2))):
        for row, values in zip(home, rows):
            start = (width - len(values)) // 2
            for col, value in enumerate(values, start):
                stacks[cell_name(col, row)] = (Token(color, value),)
    return Position(GridBoard(width, height), "white", stacks)


def is_upper(value: int, row: list[int]) -> bool:
    """Whether `value` is in the upper half of `row`'s values: strictly above the row's median.

    Ties and the middle value of an odd row count as lower, so a row never has
    more upper values than lower ones and the ruling needs no tie-break.
    """
    return value > median(row)


def is_balanced_row(row: list[int]) -> bool:
    """The balance ruling for one setup row, read left to right.

    No two neighbours are both upper (`is_upper`), and the sums of the left and
    right halves (n // 2 values each; an odd row's middle value counts for
    neither) differ by at most 2.
    """
    half = len(row) // 2
    no_high_pairs = not any(is_upper(a, row) and is_upper(b, row) for a, b in zip(row, row[1:]))
    return no_high_pairs and abs(sum(row[:half]) - sum(row[len(row) - half :])) <= ROW_SPREAD


def balanced_row(values: list[int], rand: random.Random) -> list[int]:
    """A random balanced order of `values`: depth-first search trying values in random order.

    The search is exhaustive (with pruning that never cuts a solution), so it
    fails only when no balanced order exists.
    """
    n, half = len(values), len(values) // 2
    cut = median(values) if values else 0
    left = Counter(values)
    row: list[int] = []
    dead_ends: set[tuple[tuple[int, ...], int, bool]] = set()  # (values left, sum difference, last one upper) known to fail

    def side(i: int) -> int:
        return 1 if i < half else -1 if i >= n - half else 0

    def still_possible(diff: int) -> bool:
        """Whether the values left could still fill the slots left: room for the
        upper values without neighbours, and half sums that can still meet."""
        rest = sorted(left.elements())
        slots = range(len(row), n)
        if sum(v > cut for v in rest) > (len(slots) + (row[-1] <= cut)) // 2:
            return False
        lefts = sum(side(i) == 1 for i in slots)
        rights = sum(side(i) == -1 for i in slots)
        most = diff + sum(rest[len(rest) - lefts :]) - sum(rest[:rights])
        least = diff + sum(rest[:lefts]) - sum(rest[len(rest) - rights :])
        return least <= ROW_SPREAD and most >= -ROW_SPREAD

    def extend(diff: int) -> bool:
        if len(row) == n:
            return is_balanced_row(row)
        state = (tuple(sorted(left.elements())), diff, bool(row) and row[-1] > cut)
        if state in dead_ends:
            return False
        choices = [v for v in left if left[v]]
        for value in rand.sample(choices, len(choices)):
            if row and value > cut and row[-1] > cut:
                continue
            sign = side(len(row))
            row.append(value)
            left[value] -= 1
            if still_possible(diff + sign * value) and extend(diff + sign * value):
                return True
            row.pop()
            left[value] += 1
        dead_ends.add(state)
        return False

    if not extend(0):
        shown = " ".join(map(str, sorted(values, reverse=True)))
        raise BadSetup(f"no balanced arrangement exists for the setup row {shown}")
    return row


def wild_setup(seed: int, regions: int = stacks_map.DEFAULT_REGIONS, set_name: str = "classic") -> Position:
    """A random wild-variant setup on the map built from the same seed.

    Each side puts one token, positive face up, on each region of its start
    zone. A zone holds at most `stacks_map.zone_size(regions)` regions; when
    that is fewer than the set's tokens, the side plays with its highest
    magnitudes only. The highest go on the regions touching the side's edge
    (its back line), shuffled there; the rest are shuffled over the others.
    """
    magnitudes = sorted(token_set(set_name), reverse=True)
    wild = stacks_map.build_map(seed, regions)
    rand = rng(seed)
    stacks: dict[str, tuple[Token, ...]] = {}
    for color in COLORS:
        zone = wild.zones[color][: len(magnitudes)]
        back = [r for r in zone if r in wild.edges[color]]
        rest = [r for r in zone if r not in wild.edges[color]]
        values = magnitudes[: len(zone)]
        for regions_group, group in ((back, values[: len(back)]), (rest, values[len(back) :])):
            for region, value in zip(regions_group, rand.sample(group, len(group))):
                stacks[region] = (Token(color, value),)
    return Position(WildBoard(seed, regions), "white", stacks)
