"""KuKreNo players: the greedy reading of the dice, the evaluation the engine's search scores grids by,
and the starts of a pairing (what `pnp analyze kukreno` plays); the random player is the engine's.

The only choice in the game is the reading of a roll in `free` mode, when both squares it names are
free. The search (`pnp.engine.search` over the positions, through `PositionBoard`) weighs every roll
of the opponent by its odds at the chance node and answers each with the opponent's best reading,
so two plies see one roll ahead.

The evaluation scores every window of three squares in a line (row, column, diagonal) that holds
symbols of one player only: a full window is a made line (LINE), two symbols and an empty square
a threat (THREAT, times the odds of rolling that square: 2/36 off the diagonal, 1/36 on it), one
symbol a start (START). The mover's windows count for it, the opponent's against.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache, partial
from itertools import product
from typing import Any

from pnp.engine.matches import Runner, analysis, serial_runner
from pnp.engine.players import Players, PolicySpec
from pnp.games.kukreno.rules import (
    DIRECTIONS, PENALTY_LIMIT, SIZE, Cell, Move, Position, format_grid, line_of_six_possible, max_game_points, on_board, score,
)

SIDES, LABELS, ENDINGS = ("X", "O"), ("starter", "second"), ("line", "penalties")
LINE = 1000.0
THREAT = 40.0
START = 1.0


def greedy_policy(position: Position, moves: list[Move], rand: random.Random) -> Move:
    """The square that scores most for the mover at once; ties at random."""
    me = position.to_move
    gains = [score({**position.grid, move.square: me})[me] for move in moves]
    best = max(gains)
    return rand.choice([move for move, gain in zip(moves, gains) if gain == best])


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


def hit_odds(cell: Cell) -> float:
    """The chance that one free-mode roll names `cell`."""
    return (1 if cell[0] == cell[1] else 2) / 36


@cache
def _worths() -> tuple[tuple[Cell, Cell, Cell, dict[tuple[str | None, str | None, str | None], tuple[str, float]]], ...]:
    """Each window with what it is worth to its owner for every way its squares can be held by one player
    only (a made line, a threat on the empty square, a start): looked up, not worked out, on every call."""
    found = []
    for window in windows():
        worth: dict[tuple[str | None, str | None, str | None], tuple[str, float]] = {}
        for symbol in ("X", "O"):
            for a, b, c in product((symbol, None), repeat=3):
                held = (a, b, c)
                count = 3 - held.count(None)
                if count == 3:
                    worth[held] = (symbol, LINE)
                elif count == 2:
                    worth[held] = (symbol, THREAT * 36 * hit_odds(window[held.index(None)]))
                elif count == 1:
                    worth[held] = (symbol, START)
        found.append((*window, worth))
    return tuple(found)


def evaluate(position: Position) -> float:
    """How good the grid is for the side to move (see the module docstring)."""
    get, me = position.grid.get, position.to_move
    value = 0.0
    for a, b, c, worth in _worths():
        found = worth.get((get(a), get(b), get(c)))
        if found is not None:
            value += found[1] if found[0] == me else -found[1]
    return value


# Search nodes one whole analysis may visit: about 45 s of search on a busy 2-core machine (bench/limits.py).
PLAYERS = Players(SIDES, ENDINGS, greedy_policy, search_nodes=4_000_000, evaluate=evaluate, labels=LABELS)


def kukreno_start(mode: str, start_seed: int) -> Position:
    """Every game of a pairing starts empty, X (the starter) rolling first."""
    return Position("X", mode)


MAX_ROLLS = 2 * (SIZE * SIZE + PENALTY_LIMIT)  # no game lasts longer: every roll marks a square or costs a penalty point


def facts() -> dict[str, Any]:
    """What the rules prove about every game, for an analysis's game section: the most one player can
    score in a game, with a grid that scores it, and whether a line of 6 can ever score."""
    best, grid = max_game_points()
    return {"max_points": best, "max_points_grid": format_grid(grid).splitlines(), "line_of_six_possible": line_of_six_possible()}


def kukreno_report(
    seed: int, games: int, mode: str, policies: tuple[PolicySpec, PolicySpec],
    advance: Callable[[int], None] = lambda n: None, runner: Runner = serial_runner, long: bool = False,
) -> dict[str, Any]:
    """Single games with random dice in `mode`, the starter (X) playing policies[0], as `pnp analyze kukreno
    --json` gives it: lengths count rolls, and the game section holds the facts the rules prove."""
    start = partial(kukreno_start, mode)
    return analysis(PLAYERS, start, policies, seed, games, MAX_ROLLS, {"mode": mode}, facts(), runner, advance, long)
