"""OGAMA players: the greedy policy, the search board, and the starts of a pairing (what `pnp analyze
ogama` plays); the random player is the engine's."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

from pnp.engine.matches import Runner, analysis, serial_runner
from pnp.engine.players import Players, PolicySpec
from pnp.games.ogama import rules as ogama
from pnp.games.ogama.rules_board import COLORS
from pnp.games.ogama.search import OgamaBoard

SIDES = COLORS


def greedy_policy(position: ogama.Position, actions: list[ogama.Move], chooser: random.Random) -> ogama.Move:
    """An action that wins at once if there is one, else a capture, else any action (ties broken at random).

    `actions` are the position's legal actions; each is tried on a copy of the position's rules
    board, so the endings are judged by the rules themselves.
    """
    board, mover = position.rules.copy(), COLORS.index(position.to_move)
    wins = []
    for action in actions:
        board.make(ogama.board_move(action))
        outcome = board.outcome()
        board.unmake()
        if outcome is not None and outcome[0] == mover:
            wins.append(action)
    captures = wins or [action for action in actions if _captures(position, action)]
    return chooser.choice(captures or actions)


def _captures(position: ogama.Position, action: ogama.Move) -> bool:
    """is_capture() for a legal action, whose cells need no checking."""
    target = position.stacks.get(ogama.board_move(action)[2])
    return action.piece == ogama.DISC and bool(target and target[-1] != position.to_move)


# The search nodes one whole analysis may visit (not per game): about 45 s of search on a busy
# 2-core machine (bench/limits.py). --long lifts it.
PLAYERS = Players(SIDES, ogama.ENDINGS, greedy_policy, search_nodes=1_000_000, board=OgamaBoard)


def ogama_start(width: int, height: int, home_rows: int, start_seed: int) -> ogama.Position:
    return ogama.setup(start_seed, width, height, home_rows)


def ogama_report(
    seed: int, games: int, width: int, height: int, home_rows: int, max_plies: int,
    policies: tuple[PolicySpec, PolicySpec], advance: Callable[[int], None] = lambda n: None,
    runner: Runner = serial_runner, long: bool = False,
) -> dict[str, Any]:
    """An OGAMA pairing from blind random setups, as `pnp analyze ogama --json` gives it."""
    start = partial(ogama_start, width, height, home_rows)
    options = {"width": width, "height": height, "home_rows": home_rows}
    return analysis(PLAYERS, start, policies, seed, games, max_plies, options, {}, runner, advance, long)
