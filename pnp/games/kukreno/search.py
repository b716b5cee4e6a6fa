"""Choosing the orientation in KuKreNo's `free` dice mode, the game's only decision.

In `free` mode a roll of two different dice names two squares, (first, second) and (second,
first) as (column, row), and the player picks one when both are free. Three players pick:

- random: either square;
- greedy: the square that scores most at once (`kukreno.greedy`);
- search: the square whose grid is best after the opponent's next roll, averaged over the 21
  distinct free-mode rolls with their odds (a chance node), the opponent answering each roll
  with the square that is worst for us by the same evaluation.

The evaluation scores every window of three squares in a line (row, column, diagonal) that holds
symbols of one player only: a full window is a made line (LINE), two symbols and an empty square
a threat (THREAT, times the odds of rolling that square: 2/36 off the diagonal, 1/36 on it), one
symbol a start (START). Our windows count for us, the opponent's against.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from pnp.games.kukreno.rules import DIRECTIONS, SIZE, Cell, Grid, Policy, greedy, legal_targets, on_board, opponent

LINE = 1000.0
THREAT = 40.0
START = 1.0


@cache
def windows() -> tuple[tuple[Cell, Cell, Cell], ...]:
    """Every three squares in a row, column or diagonal of the grid."""
    found = []
    for col in range(SIZE):
        for row in range(SIZE):
            for dc, dr in DIRECTIONS:
                cells = ((col, row), (col + dc, row + dr), (col + 2 * dc, row + 2 * dr))
                if all(on_board(cell) for cell in cells):
                    found.append(cells)
    return tuple(found)


@cache
def rolls() -> tuple[tuple[tuple[int, int], float], ...]:
    """The distinct free-mode rolls (the order of the dice does not matter) with their odds."""
    return tuple(((a, b), (1 if a == b else 2) / 36) for a in range(1, 7) for b in range(a, 7))


def hit_odds(cell: Cell) -> float:
    """The chance that one free-mode roll names `cell`."""
    return (1 if cell[0] == cell[1] else 2) / 36


def evaluate(grid: Grid, me: str) -> float:
    """How good `grid` is for `me` (see the module docstring)."""
    score = 0.0
    for window in windows():
        held = [grid.get(cell) for cell in window]
        owners = {symbol for symbol in held if symbol is not None}
        if len(owners) != 1:
            continue
        owner = owners.pop()
        count = 3 - held.count(None)
        if count == 3:
            value = LINE
        elif count == 2:
            value = THREAT * 36 * hit_odds(window[held.index(None)])
        else:
            value = START
        score += value if owner == me else -value
    return score


def after_reply(grid: Grid, me: str) -> float:
    """Our evaluation of `grid` after the opponent's next roll, averaged over the rolls (a chance node)."""
    them = opponent(me)
    expected = 0.0
    for roll, odds in rolls():
        targets = legal_targets(grid, roll, "free")
        if not targets:
            expected += odds * evaluate(grid, me)
            continue
        expected += odds * min(evaluate({**grid, target: them}, me) for target in targets)
    return expected


def search_choice(rand: random.Random) -> Policy:
    """Policy: the square best for the mover after the opponent's next roll; ties by `rand`."""

    def choose(grid: Grid, symbol: str, targets: list[Cell]) -> Cell:
        values = {target: after_reply({**grid, target: symbol}, symbol) for target in targets}
        best = max(values.values())
        return rand.choice([target for target in targets if values[target] == best])

    return choose


def random_choice(rand: random.Random) -> Policy:
    """Policy: either free square."""
    return lambda grid, symbol, targets: rand.choice(targets)


CHOOSERS: dict[str, Callable[[random.Random], Policy]] = {"random": random_choice, "greedy": greedy, "search": search_choice}
