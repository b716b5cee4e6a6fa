"""Eye of Numen («Око Нумена»): the board, pre-filled halves, the setup's JSON form, and the game in play.

This module is the single source of the board's geometry: sheets draw `CELLS`,
setups key their digits by `PLAYER_CELLS`, and nothing else spells out which
cells exist. A pre-filled board is made from one seed so it can be printed again.

It is also the single source of the rules of play (RULES.md section 1 and its rulings): a
`Position` rolls as a chance node and lists each use of the roll as a move, and the row
rewards, the sealing bonus and the winner rule (`points`, `advanced_winner`) are read from
here by the score sheet, its read-back and the books. Standard library only: it also runs
in a browser.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from random import Random
from typing import Any, NamedTuple

from pnp.core.errors import PnpError
from pnp.engine.jsontext import load_json
from pnp.engine.position import BadMove, BadPosition, FrozenMap, IllegalMove, Result, Roll, unknown_key
from pnp.engine.coords import LETTERS, cell_name
from pnp.core.seeding import MAX_SEED, rng

WIDTH, HEIGHT = 5, 7
EYE_COL, EYE_ROW = WIDTH // 2, HEIGHT // 2
EYE = cell_name(EYE_COL, EYE_ROW)  # "c4"
DIGITS = tuple(range(1, 7))
HALF_SIZE = 15
FILLS = ("none", "random", "balanced")


class Cell(NamedTuple):
    """One cell of the board: 0-based column and row as in `coords`, and who crosses it out."""

    name: str
    col: int
    row: int
    owner: str | None  # "A" (rows 1-3), "B" (rows 5-7), None for the Eye


def _owner(row: int) -> str | None:
    return "A" if row < EYE_ROW else "B" if row > EYE_ROW else None


CELLS = tuple(
    Cell(cell_name(col, row), col, row, _owner(row))
    for row in range(HEIGHT)
    for col in range(WIDTH)
    if row != EYE_ROW or col == EYE_COL
)
"""All 31 cells, row-major from a1: row 4 holds only the Eye."""

A_CELLS = tuple(cell.name for cell in CELLS if cell.owner == "A")
B_CELLS = tuple(cell.name for cell in CELLS if cell.owner == "B")
PLAYER_CELLS = A_CELLS + B_CELLS
"""The 30 cells that hold a player's digit, in the order a setup lists them (a1 ... e7)."""

HALVES = {"A": A_CELLS, "B": B_CELLS}
HALF_ROWS = {owner: tuple(sorted({cell.row for cell in CELLS if cell.owner == owner})) for owner in HALVES}
"""The 0-based rows of each half: A's (0, 1, 2) below the Eye's row, B's (4, 5, 6) above it."""


def opponent(owner: str) -> str:
    """The other player: "B" for "A", "A" for "B"."""
    return "B" if owner == "A" else "A"


class UnknownFill(PnpError):
    """A fill name other than those in FILLS."""


class BadSetup(PnpError):
    """A setup (or its JSON) that breaks the form in docs/games/numen.md."""


def check_fill(fill: str) -> str:
    """`fill` itself if it is one of FILLS; UnknownFill naming the valid ones otherwise."""
    if fill not in FILLS:
        raise UnknownFill(f"unknown fill {fill!r}: choose one of {', '.join(FILLS)}")
    return fill


def fill_half(fill: str, rand: Random) -> list[int]:
    """The 15 digits of one half, in cell order, drawn from `rand`.

    `random` rolls each cell; `balanced` writes two full sets 1-6 plus three
    different extra digits (the fastest half to cross out) and shuffles them.
    """
    if check_fill(fill) == "random":
        return [rand.choice(DIGITS) for _ in range(HALF_SIZE)]
    if fill == "balanced":
        digits = [*DIGITS, *DIGITS, *rand.sample(DIGITS, 3)]
        rand.shuffle(digits)
        return digits
    raise PnpError("fill 'none' leaves the digits to the players: there is nothing to draw")


def _is_digit(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value in DIGITS


@dataclass(frozen=True)
class Setup:
    """A board as handed to the players: its seed and, unless blank, the Eye's and the 30 cells' digits.

    A blank board carries neither `eye` nor `cells`: the Guide and the players
    write them at the table. Construction checks every digit, so a Setup is
    always legal; `cells` is reordered to PLAYER_CELLS order.
    """

    seed: int
    eye: int | None = None
    cells: dict[str, int] | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.seed, int) or isinstance(self.seed, bool):
            raise BadSetup(f"the seed must be a whole number, got {self.seed!r}")
        if (self.eye is None) != (self.cells is None):
            raise BadSetup("a filled board needs both 'eye' and 'cells'; a blank board has neither")
        if self.cells is None:
            return
        if not _is_digit(self.eye):
            raise BadSetup(f"the Eye must hold a digit 1-6, got {self.eye!r}")
        if not isinstance(self.cells, dict):
            raise BadSetup("'cells' must map cell names to digits")
        for name, digit in self.cells.items():
            if name == EYE:
                raise BadSetup(f"{EYE} is the Eye: give its digit as 'eye', not as a cell")
            if name not in PLAYER_CELLS:
                raise BadSetup(f"{name!r} is not a player cell of the numen board (rows 1-3 and 5-7, a-e)")
            if not _is_digit(digit):
                raise BadSetup(f"cell {name} must hold a digit 1-6, got {digit!r}")
        missing = [name for name in PLAYER_CELLS if name not in self.cells]
        if missing:
            raise BadSetup(f"a filled board lists all 30 player cells; missing: {', '.join(missing)}")
        object.__setattr__(self, "cells", {name: self.cells[name] for name in PLAYER_CELLS})

    @property
    def blank(self) -> bool:
        return self.cells is None

    def half(self, owner: str) -> list[int]:
        """Player `owner`'s 15 digits in cell order (a1, b1, ... for A)."""
        if self.cells is None:
            raise BadSetup("a blank board has no digits yet")
        return [self.cells[name] for name in HALVES[owner]]

    def counts(self, owner: str) -> tuple[int, ...]:
        """How many of each digit 1..6 player `owner` must cross out: all the odds depend on."""
        tally = Counter(self.half(owner))
        return tuple(tally[digit] for digit in DIGITS)

    def to_dict(self) -> dict[str, Any]:
        """The contract's JSON object: game, seed, then eye and cells (a1 ... e7) unless blank."""
        data: dict[str, Any] = {"game": "numen", "seed": self.seed}
        if self.cells is not None:
            data["eye"] = self.eye
            data["cells"] = dict(self.cells)
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_dict(cls, data: object) -> Setup:
        """A Setup from a parsed JSON object; BadSetup (naming the key or cell) if it breaks the contract."""
        if not isinstance(data, dict):
            raise BadSetup("a numen setup must be a JSON object")
        if "game" not in data:
            raise BadSetup("a numen setup needs its 'game' (\"numen\")")
        if data["game"] != "numen":
            raise BadSetup(f"not a numen setup: 'game' is {data['game']!r}")
        unknown = sorted(set(data) - {"game", "seed", "eye", "cells"})
        if unknown:
            raise BadSetup(f"unknown key(s) in a numen setup: {', '.join(unknown)}")
        if "seed" not in data:
            raise BadSetup("a numen setup needs its 'seed'")
        return cls(seed=data["seed"], eye=data.get("eye"), cells=data.get("cells"))

    @classmethod
    def from_json(cls, text: str) -> Setup:
        return cls.from_dict(load_json(text, "numen setup", BadSetup))

    def to_text(self) -> str:
        """The board as plain text, row 7 at the top as it lies on the table; '.' is an empty cell."""
        header = ("   " + "".join(f"{LETTERS[col]:^3}" for col in range(WIDTH))).rstrip()
        lines = [header]
        for row in reversed(range(HEIGHT)):
            slots = ["   "] * WIDTH
            owner = None
            for cell in CELLS:
                if cell.row != row:
                    continue
                digit = self.eye if cell.owner is None else (self.cells or {}).get(cell.name)
                mark = "." if digit is None else str(digit)
                slots[cell.col] = f"[{mark}]" if cell.owner is None else f" {mark} "
                owner = cell.owner or owner
            label = f"  {owner}" if owner else ""
            lines.append((f"{row + 1}  " + "".join(slots) + label).rstrip())
        lines.append(header)
        return "\n".join(lines) + "\n"


def make_setup(fill: str, seed: int) -> Setup:
    """The board for `fill` made from `seed`: half A, then half B, then the Eye, all from rng(seed)."""
    if check_fill(fill) == "none":
        return Setup(seed)
    rand = rng(seed)
    digits = fill_half(fill, rand) + fill_half(fill, rand)
    eye = rand.choice(DIGITS)
    return Setup(seed, eye, dict(zip(PLAYER_CELLS, digits)))


def make_setups(fill: str, seed: int, count: int) -> list[Setup]:
    """`count` boards for a batch, each made alone by make_setup from its own seed.

    The first board's seed is `seed` itself, so a board printed with a number is the setup of that
    number (`pnp board numen --seed N` and `pnp setup numen --seed N` print one fill); the others'
    are the distinct successive draws of rng(seed) in 1..MAX_SEED, so board i never depends on
    `count`, and any board of a batch can be printed again from its own seed.
    """
    check_fill(fill)
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise PnpError(f"count must be a whole number of at least 1, got {count!r}")
    rand = rng(seed)
    seeds: dict[int, None] = {seed: None}  # ordered, and a repeat is drawn again
    while len(seeds) < count:
        seeds.setdefault(rand.randint(1, MAX_SEED))
    return [make_setup(fill, board_seed) for board_seed in seeds]


# --- Positions: a game in play ----------------------------------------------------------------------------------

RULE_SETS = ("basic", "advanced")
SIDES: tuple[str, str] = ("A", "B")  # the halves' owners, the Guide either
OWN_ROW_POINTS = 1  # advanced: a row of your own half, to whoever crosses out its last cell
THEIR_ROW_POINTS = 10  # advanced: a row of the opponent's half
SEAL_POINTS = 15  # advanced: the sealer's bonus
POINT_VALUES = {"own_row": OWN_ROW_POINTS, "their_row": THEIR_ROW_POINTS, "seal": SEAL_POINTS}
"""The advanced rules' points by the names books, sheets and read-backs give them ({own_row} in a text)."""
ENDINGS = ("sealed", "points")
"""How a game ends: the sealer wins ("sealed"), or in the advanced game the other player's higher total does ("points")."""

DIE: tuple[tuple[Roll, Fraction], ...] = tuple(((face,), Fraction(1, len(DIGITS))) for face in DIGITS)
"""What a turn's roll may show: one d6, each face at 1/6."""
DIE_FACES = tuple(face for face, _ in DIE)

ROWS = {row + 1: tuple(c.name for c in CELLS if c.row == row) for owner in SIDES for row in HALF_ROWS[owner]}
"""The rows of five that earn row rewards, by their printed number (1-3 and 5-7), each row's cells a to e."""
ROW_OF = {name: int(name[1:]) for name in PLAYER_CELLS}
OWNER = {cell.name: cell.owner for cell in CELLS if cell.owner is not None}


def points(own_rows: int, their_rows: int, sealed: bool) -> int:
    """An advanced-rules total: rows completed on one's own half and on the opponent's, and the sealing bonus."""
    return own_rows * OWN_ROW_POINTS + their_rows * THEIR_ROW_POINTS + (SEAL_POINTS if sealed else 0)


def advanced_winner(totals: Mapping[str, int], sealer: str) -> str:
    """The advanced game's winner once `sealer` has sealed the Eye: the higher total (the sealer's bonus in it);
    on equal totals, the sealer (RULES.md, rulings of 2026-12-01 and 2026-12-05)."""
    other = opponent(sealer)
    return other if totals[other] > totals[sealer] else sealer


class Move(NamedTuple):
    """One use of a roll: cross out `cell` (of either half), mark the step `step`, or seal the Eye.

    JSON: {"cross": "b2"}, {"step": 4} or {"seal": true}.
    """

    use: str  # "cross", "step" or "seal"
    cell: str = ""
    step: int = 0

    @classmethod
    def from_dict(cls, data: object) -> Move:
        """A move from its JSON object; BadMove naming what is wrong."""
        if not isinstance(data, dict) or len(data) != 1:
            raise BadMove(f'a numen move is {{"cross": "b2"}}, {{"step": 4}} or {{"seal": true}}, got {data!r}')
        ((use, value),) = data.items()
        if use == "cross":
            if value == EYE:
                raise BadMove(f'{EYE} is the Eye: it is sealed ({{"seal": true}}), never crossed out')
            if not isinstance(value, str) or value not in CROSS:
                raise BadMove(f"cross needs a cell of either half (rows 1-3 and 5-7, a-e), got {value!r}")
            return CROSS[value]
        if use == "step":
            if not _is_digit(value):
                raise BadMove(f"step needs a digit 1-6, got {value!r}")
            return STEP[value]
        if use == "seal":
            if value is not True:
                raise BadMove(f"seal is written {{\"seal\": true}}, got {value!r}")
            return SEAL
        raise BadMove(f"unknown move {use!r}: a numen move crosses a cell ('cross'), marks a 'step' or seals the Eye ('seal')")

    @classmethod
    def from_json(cls, text: str) -> Move:
        return cls.from_dict(load_json(text, "move", BadMove))

    def to_dict(self) -> dict[str, Any]:
        if self.use == "cross":
            return {"cross": self.cell}
        if self.use == "step":
            return {"step": self.step}
        return {"seal": True}

    def __str__(self) -> str:
        return {"cross": f"cross out {self.cell}", "step": f"mark step {self.step}", "seal": "seal the Eye"}[self.use]


CROSS = {name: Move("cross", cell=name) for name in PLAYER_CELLS}
STEP = {digit: Move("step", step=digit) for digit in DIGITS}
SEAL = Move("seal")
NO_STEPS: FrozenMap[str, frozenset[int]] = FrozenMap({side: frozenset() for side in SIDES})
NO_ROWS: FrozenMap[int, str] = FrozenMap()
POSITION_KEYS = ("game", "seed", "rules", "guide", "to_move", "eye", "cells", "crossed", "steps", "rows", "score", "roll", "sealed")


@dataclass(frozen=True)
class Position:
    """A game of Eye of Numen in play: a `pnp.engine.position.Position` whose rolls are chance nodes.

    A turn is a chance node (the side to move rolls one die), then the roll's uses as legal
    moves: crossing out a cell that shows it, in the advanced game also on the opponent's half
    or marking a step, or sealing the Eye. A roll that can be used must be used; one with no use
    leaves no legal move, and the turn passes (pass_turn). `rolled` is the roll shown and not
    yet used; `rows` (advanced) says who completed each row of five; `sealed` who sealed the Eye,
    which ends the game. The Eye's digit, the 30 cells and `seed` are the setup's.
    """

    eye: int
    cells: Mapping[str, int]  # a FrozenMap, PLAYER_CELLS order
    to_move: str
    guide: str = "A"
    advanced: bool = False
    crossed: frozenset[str] = frozenset()
    steps: Mapping[str, frozenset[int]] = NO_STEPS  # side -> the steps it has marked (advanced)
    rows: Mapping[int, str] = NO_ROWS  # completed row (printed number) -> who scored it (advanced)
    rolled: int | None = None
    sealed: str | None = None
    seed: int | None = None

    def __post_init__(self) -> None:
        """Mappings and sets given as plain ones are frozen, so a position always hashes and never changes."""
        for name in ("cells", "steps", "rows"):
            if type(getattr(self, name)) is not FrozenMap:
                object.__setattr__(self, name, FrozenMap(getattr(self, name)))
        if type(self.crossed) is not frozenset:
            object.__setattr__(self, "crossed", frozenset(self.crossed))
        if any(type(marked) is not frozenset for marked in self.steps.values()):
            object.__setattr__(self, "steps", FrozenMap({side: frozenset(marked) for side, marked in self.steps.items()}))

    @classmethod
    def start(cls, setup: Setup, guide: str = "A", rules: str = "basic") -> Position:
        """The first turn on a filled board: the Guide (who plays first) to roll, under the basic or advanced rules."""
        if setup.cells is None or setup.eye is None:
            raise BadSetup("a blank board is not in play yet: its digits are written at the table")
        if guide not in SIDES:
            raise BadSetup(f"the Guide is A or B, got {guide!r}")
        if rules not in RULE_SETS:
            raise BadSetup(f"rules must be one of {', '.join(RULE_SETS)}, got {rules!r}")
        return cls(setup.eye, setup.cells, guide, guide, rules == "advanced", seed=setup.seed)

    # The turn: roll, then use the roll or pass

    def chance_outcomes(self) -> Sequence[tuple[Roll, Fraction]]:
        """The die's six faces at 1/6 while a roll is due (the game goes on and nothing is rolled yet); else ()."""
        return DIE if self.rolled is None and self.sealed is None else ()

    def roll(self, outcome: Roll) -> Position:
        """The position once the die shows `outcome`; IllegalMove when no roll is due or it is not a face."""
        if not self.chance_outcomes():
            raise IllegalMove(f"no roll is due: {self._why_no_roll()}")
        if outcome not in DIE_FACES:
            raise IllegalMove(f"one die shows (1,) ... (6,), not {outcome!r}")
        return Position(self.eye, self.cells, self.to_move, self.guide, self.advanced, self.crossed, self.steps,
                        self.rows, outcome[0], None, self.seed)

    def legal_moves(self) -> list[Move]:
        """The rolled digit's uses, sorted (crosses by column, then row: a1, a2, ..., e7; then the step); empty before
        the roll, when the roll has no use and once the game is over. Sealing, when it applies, is the only use: it
        cannot be declined."""
        return list(self._uses)

    @cached_property
    def _uses(self) -> tuple[Move, ...]:
        face, me = self.rolled, self.to_move
        if face is None or self.sealed is not None:
            return ()
        if face == self.eye and self.ready(me):
            return (SEAL,)
        crossed, cells = self.crossed, self.cells
        uses = [CROSS[c] for c in (PLAYER_CELLS if self.advanced else HALVES[me]) if c not in crossed and cells[c] == face]
        if self.advanced and face not in self.steps[me] and not any(cells[c] == face for c in HALVES[me] if c not in crossed):
            uses.append(STEP[face])
        return tuple(sorted(uses))

    def apply(self, move: Move) -> Position:
        """The position after `move`, the opponent to roll; IllegalMove (saying why) if it is not a use of this roll."""
        if move not in self._uses:
            raise IllegalMove(f"illegal move {move}: {self._why_illegal(move)}")
        return self.apply_unchecked(move)

    def apply_unchecked(self, move: Move) -> Position:
        """Play a move taken from legal_moves() without checking it again (playouts)."""
        me = self.to_move
        crossed, steps, rows, sealed = self.crossed, self.steps, self.rows, None
        if move.use == "cross":
            crossed = crossed | {move.cell}
            row = ROW_OF[move.cell]
            if self.advanced and all(c in crossed for c in ROWS[row]):
                rows = FrozenMap({**rows, row: me})
        elif move.use == "step":
            steps = FrozenMap({**steps, me: steps[me] | {move.step}})
        else:
            sealed = me
        return Position(self.eye, self.cells, opponent(me), self.guide, self.advanced, crossed, steps, rows, None,
                        sealed, self.seed)

    def pass_turn(self) -> Position:
        """The opponent's turn after a roll with no use; IllegalMove before the roll, when the roll has a use, or once
        the game is over."""
        if not self.must_pass():
            if self.sealed is not None or self.rolled is None:
                raise IllegalMove(f"{self.to_move} may not pass: {self._why_no_roll() if self.sealed else 'roll first'}")
            raise IllegalMove(f"{self.to_move} may not pass: a roll that can be used must be used ({self._uses[0]})")
        return Position(self.eye, self.cells, opponent(self.to_move), self.guide, self.advanced, self.crossed,
                        self.steps, self.rows, None, None, self.seed)

    def must_pass(self) -> bool:
        """Whether the roll shown has no use, so the turn passes."""
        return self.rolled is not None and self.sealed is None and not self._uses

    def _why_no_roll(self) -> str:
        return f"the game is over ({self.sealed} sealed the Eye)" if self.sealed else f"{self.to_move} has rolled {self.rolled}"

    def _why_illegal(self, move: Move) -> str:
        if self.sealed is not None or self.rolled is None:
            return self._why_no_roll() if self.sealed else "roll first"
        me, face = self.to_move, self.rolled
        if self._uses == (SEAL,):
            return f"{me} rolled the Eye's digit {face} with every cell{' and step' if self.advanced else ''} done: sealing cannot be declined"
        if move.use == "seal":
            if face != self.eye:
                return f"sealing needs the Eye's digit {self.eye}, and {me} rolled {face}"
            return f"{me} may seal only once all {HALF_SIZE} cells of the half{' and all six steps' if self.advanced else ''} are done"
        if move.use == "step":
            if not self.advanced:
                return "steps belong to the advanced rules"
            if move.step != face:
                return f"{me} rolled {face}, not {move.step}"
            if move.step in self.steps[me]:
                return f"{me} has marked step {face} already"
            open_cell = next(c for c in HALVES[me] if c not in self.crossed and self.cells[c] == face)
            return f"{open_cell} of {me}'s half still shows {face} open: a step needs a digit absent from the half"
        if move.cell in self.crossed:
            return f"{move.cell} is crossed out already"
        if self.cells[move.cell] != face:
            return f"{move.cell} shows {self.cells[move.cell]}, and {me} rolled {face}"
        return f"{move.cell} is on {OWNER[move.cell]}'s half: crossing the opponent's cells is an advanced rule"

    # What the position says

    def ready(self, side: str) -> bool:
        """Whether `side` rolls for the Eye: all 15 cells of its half crossed out (by either player) and, in the
        advanced game, all six steps marked. Done on an earlier turn, since one roll does one thing."""
        return all(c in self.crossed for c in HALVES[side]) and (not self.advanced or len(self.steps[side]) == len(DIGITS))

    def left(self, side: str) -> tuple[int, ...]:
        """How many open cells of `side`'s half show each digit 1..6."""
        tally = Counter(self.cells[c] for c in HALVES[side] if c not in self.crossed)
        return tuple(tally[digit] for digit in DIGITS)

    def row_tally(self, side: str) -> tuple[int, int]:
        """The rows `side` has completed: on its own half, and on the opponent's (advanced rules)."""
        scored = [OWNER[ROWS[row][0]] for row, scorer in self.rows.items() if scorer == side]
        return scored.count(side), len(scored) - scored.count(side)

    def totals(self) -> dict[str, int]:
        """Each side's advanced-rules points so far: row rewards and, for the sealer, the sealing bonus."""
        return {side: points(*self.row_tally(side), self.sealed == side) for side in SIDES}

    def result(self) -> Result | None:
        """None while the game goes on. Basic rules: the sealer wins. Advanced: the higher total (sealing bonus
        included), and the sealer on equal totals; the ending says whether the sealer won."""
        if self.sealed is None:
            return None
        winner = advanced_winner(self.totals(), self.sealed) if self.advanced else self.sealed
        return Result(winner, "sealed" if winner == self.sealed else "points")

    # JSON

    @staticmethod
    def move_from_json(text: str) -> Move:
        return Move.from_json(text)

    @classmethod
    def from_json(cls, text: str) -> Position:
        return cls.from_dict(load_json(text, "position", BadPosition))

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    def to_dict(self) -> dict[str, Any]:
        """The setup's JSON object extended with the game so far; fields a fresh basic game lacks are left out."""
        data: dict[str, Any] = {"game": "numen"}
        if self.seed is not None:
            data["seed"] = self.seed
        if self.advanced:
            data["rules"] = "advanced"
        data |= {"guide": self.guide, "to_move": self.to_move, "eye": self.eye, "cells": dict(self.cells)}
        if self.crossed:
            data["crossed"] = [c for c in PLAYER_CELLS if c in self.crossed]
        if any(self.steps.values()):
            data["steps"] = {side: sorted(self.steps[side]) for side in SIDES}
        if self.rows:
            data["rows"] = {str(row): self.rows[row] for row in sorted(self.rows)}
        if self.advanced:
            data["score"] = self.totals()
        if self.rolled is not None:
            data["roll"] = [self.rolled]
        if self.sealed is not None:
            data["sealed"] = self.sealed
        return data

    @classmethod
    def from_dict(cls, data: object) -> Position:
        """A position from its JSON object; BadPosition naming the key or cell when it is malformed or cannot arise."""
        if not isinstance(data, dict):
            raise BadPosition("a numen position is a JSON object")
        if data.get("game") != "numen":
            raise BadPosition(f"'game' must be \"numen\", got {data.get('game')!r}")
        unknown = unknown_key(data, POSITION_KEYS)
        if unknown:
            raise BadPosition(f"unknown key {unknown!r} in a numen position")
        seed = data.get("seed")
        if "eye" not in data or "cells" not in data:
            raise BadPosition("a position needs 'eye' and 'cells': a blank board is not in play yet")
        try:
            setup = Setup(0 if seed is None else seed, data["eye"], data["cells"])
        except BadSetup as error:
            raise BadPosition(str(error)) from None
        assert setup.eye is not None and setup.cells is not None
        rules = data.get("rules", "basic")
        if rules not in RULE_SETS:
            raise BadPosition(f"'rules' must be one of {', '.join(RULE_SETS)}, got {rules!r}")
        advanced = rules == "advanced"
        for key in ("steps", "rows", "score"):
            if key in data and not advanced:
                raise BadPosition(f"'{key}' belongs to the advanced rules: add \"rules\": \"advanced\"")
        guide = _side_of(data, "guide", "A")
        position = cls(
            setup.eye, FrozenMap(setup.cells), _side_of(data, "to_move", guide), guide, advanced,
            _parse_crossed(data.get("crossed", [])), _parse_steps(data.get("steps", {})), _parse_rows(data.get("rows", {})),
            _parse_roll(data.get("roll")), _side_of(data, "sealed", None), seed,
        )
        position._check()
        if "score" in data and data["score"] != position.totals():
            raise BadPosition(f"'score' must be {position.totals()} by the rows completed and the sealing, got {data['score']!r}")
        return position

    def _check(self) -> None:
        """BadPosition, naming the key and cell, for what no game can reach."""
        for side in SIDES:
            for step in sorted(self.steps[side]):
                open_cell = next((c for c in HALVES[side] if c not in self.crossed and self.cells[c] == step), None)
                if open_cell is not None:
                    raise BadPosition(f"'steps': {side}'s step {step} is marked, but {open_cell} of {side}'s half still shows {step} open")
        for row, cells in ROWS.items() if self.advanced else ():
            open_cell = next((c for c in cells if c not in self.crossed), None)
            if row in self.rows and open_cell is not None:
                raise BadPosition(f"'rows': row {row} is not complete ({open_cell} is open)")
            if row not in self.rows and open_cell is None:
                raise BadPosition(f"'rows': row {row} is crossed out, so 'rows' says who completed it (\"{row}\": \"A\" or \"B\")")
        if self.sealed is not None:
            if not self.ready(self.sealed):
                raise BadPosition(f"'sealed': {self.sealed} cannot have sealed the Eye before {self._unfinished(self.sealed)}")
            if self.rolled is not None:
                raise BadPosition("'roll': the game is over, nothing more is rolled")
            if self.to_move == self.sealed:
                raise BadPosition(f"'to_move': {self.sealed} sealed the Eye on its turn, which then passed to {opponent(self.sealed)}")

    def _unfinished(self, side: str) -> str:
        open_cell = next((c for c in HALVES[side] if c not in self.crossed), None)
        if open_cell is not None:
            return f"{open_cell} is crossed out"
        step = next(d for d in DIGITS if d not in self.steps[side])
        return f"step {step} is marked"



def _side_of(data: dict[str, Any], key: str, default: str | None) -> Any:
    value = data.get(key, default)
    if value is not None and value not in SIDES:
        raise BadPosition(f"'{key}' must be \"A\" or \"B\", got {value!r}")
    return value


def _parse_crossed(value: object) -> frozenset[str]:
    if not isinstance(value, list):
        raise BadPosition(f"'crossed' lists cell names, got {value!r}")
    for index, name in enumerate(value):
        if name == EYE:
            raise BadPosition(f"'crossed': {EYE} is the Eye, which is sealed, never crossed out")
        if not isinstance(name, str) or name not in OWNER:
            raise BadPosition(f"'crossed': {name!r} is not a player cell of the numen board (rows 1-3 and 5-7, a-e)")
        if name in value[:index]:
            raise BadPosition(f"'crossed' lists {name} twice")
    return frozenset(value)


def _parse_steps(value: object) -> FrozenMap[str, frozenset[int]]:
    if not isinstance(value, dict):
        raise BadPosition(f"'steps' maps A and B to the steps each has marked, got {value!r}")
    steps = dict(NO_STEPS)
    for side, marked in value.items():
        if side not in SIDES:
            raise BadPosition(f"'steps': {side!r} is not a player (A or B)")
        if not isinstance(marked, list) or not all(_is_digit(step) for step in marked):
            raise BadPosition(f"'steps': {side}'s steps are a list of digits 1-6, got {marked!r}")
        if len(set(marked)) != len(marked):
            raise BadPosition(f"'steps': {side} lists a step twice")
        steps[side] = frozenset(marked)
    return FrozenMap(steps)


def _parse_rows(value: object) -> FrozenMap[int, str]:
    if not isinstance(value, dict):
        raise BadPosition(f"'rows' maps each completed row to who completed it, got {value!r}")
    rows = {}
    for row, scorer in value.items():
        if not (isinstance(row, str) and row.isdigit() and int(row) in ROWS):
            raise BadPosition(f"'rows': {row!r} is not a row of five (1-3 or 5-7)")
        if scorer not in SIDES:
            raise BadPosition(f"'rows': row {row} was completed by A or B, not {scorer!r}")
        rows[int(row)] = scorer
    return FrozenMap(rows)


def _parse_roll(value: object) -> int | None:
    if value is None:
        return None
    if not (isinstance(value, list) and len(value) == 1 and _is_digit(value[0])):
        raise BadPosition(f"'roll' is the one die shown, like [4], got {value!r}")
    assert isinstance(value[0], int)
    return value[0]
