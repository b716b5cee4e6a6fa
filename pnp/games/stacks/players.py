"""Signed Stacks players: the greedy policy, the search board, and the starts of a pairing (what
`pnp analyze stacks` plays); the random player is the engine's."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

from pnp.engine.matches import Runner, analysis, serial_runner
from pnp.engine.players import Players, PolicySpec
from pnp.games.stacks import rules as stacks
from pnp.games.stacks.search import StacksBoard

SIDES, ENDINGS = ("white", "black"), ("passes", "attack", "repetition", "turns")


def greedy_policy(position: stacks.Position, moves: list[stacks.Move], rand: random.Random) -> stacks.Move:
    """A move leaving the opponent the fewest tops (its only movable tokens), then keeping the most of
    one's own; ties at random.

    Judged from the two stacks a move touches, so it costs little more than a random move. It thins
    the board fast but stalls once each side keeps a few tokens nothing can climb: it rarely ends a game.
    """
    me, stacks_now = position.to_move, position.stacks

    def score(move: stacks.Move) -> tuple[int, int]:
        src, dst = stacks_now[move[0]], stacks_now.get(move[1])
        theirs = mine = 0
        if len(src) > 1:
            theirs, mine = (0, 1) if src[-2].color == me else (1, 0)
        if dst:
            theirs, mine = (theirs, mine - 1) if dst[-1].color == me else (theirs - 1, mine)
        return theirs, -mine

    scores = [score(move) for move in moves]
    best = min(scores)
    return rand.choice([move for move, s in zip(moves, scores) if s == best])


# The search nodes one whole analysis may visit (not per game): about 45 s of search on a busy
# 2-core machine (bench/limits.py). --long lifts it.
PLAYERS = Players(SIDES, ENDINGS, greedy_policy, search_nodes=3_000_000, board=StacksBoard)


def stacks_start(width: int, height: int, set_name: str, end: str, start_seed: int) -> stacks.Position:
    return stacks.balanced_setup(start_seed, width, height, set_name).with_end(end)


def stacks_report(
    seed: int, games: int, width: int, height: int, set_name: str, end: str, max_plies: int,
    policies: tuple[PolicySpec, PolicySpec], advance: Callable[[int], None] = lambda n: None,
    runner: Runner = serial_runner, long: bool = False,
) -> dict[str, Any]:
    """A Signed Stacks pairing from balanced setups under the `end` rule, as `pnp analyze stacks --json` gives it."""
    start = partial(stacks_start, width, height, set_name, end)
    options = {"set": set_name, "width": width, "height": height, "end": end}
    return analysis(PLAYERS, start, policies, seed, games, max_plies, options, {}, runner, advance, long)
