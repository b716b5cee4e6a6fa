"""Eye of Numen («Око Нумена»): the board, pre-filled halves and the setup's JSON form.

This module is the single source of the board's geometry: sheets draw `CELLS`,
setups key their digits by `PLAYER_CELLS`, and nothing else spells out which
cells exist. A pre-filled board is made from one seed so it can be printed again.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass
from random import Random
from typing import NamedTuple

from pnp.core.errors import PnpError
from pnp.engine.jsontext import load_json
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


def crossable(setup: Setup, owner: str, crossed: Collection[str], roll: int) -> list[str]:
    """The cells of `owner`'s half a roll of `roll` may cross out (basic rules): the uncrossed ones showing it.

    The player crosses out one of them; none means the roll does nothing.
    """
    assert setup.cells is not None, "a blank board has no digits to cross out"
    return [cell for cell in HALVES[owner] if cell not in crossed and setup.cells[cell] == roll]


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

    def to_dict(self) -> dict:
        """The contract's JSON object: game, seed, then eye and cells (a1 ... e7) unless blank."""
        data: dict = {"game": "numen", "seed": self.seed}
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
