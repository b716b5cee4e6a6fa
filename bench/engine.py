"""Benchmark: playouts per second (random games through each game's positions, dice rolled at chance
nodes) and positions per second of the search (nodes a depth-2 search visits per CPU second, over one
game the search plays against itself) on every game with positions.

Run by hand: `python bench/engine.py`. Times are the process's CPU time, so other work on a shared
machine slows the figures less than it would wall-clock time.
"""

import random
import time
from collections.abc import Callable
from typing import Any

from pnp.engine.chance import draw
from pnp.engine.players import random_policy
from pnp.engine.playout import play_out
from pnp.engine.search import Search, SearchLimits
from pnp.games.kukreno import players as kukreno_players
from pnp.games.kukreno import rules as kukreno
from pnp.games.ogama import players as ogama_players
from pnp.games.ogama import rules as ogama
from pnp.games.stacks import players as stacks_players
from pnp.games.stacks import rules as stacks

PLAYOUTS = 40
CAP = 500
SIDES = ("white", "black", "orange", "X", "O")

GAMES: dict[str, tuple[Callable[[int], Any], Any]] = {  # a start from a seed, and the game's players
    "Signed Stacks 8 x 8": (lambda seed: stacks.balanced_setup(seed), stacks_players.PLAYERS),
    "OGAMA 6 x 6": (lambda seed: ogama.setup(seed), ogama_players.PLAYERS),
    "KuKreNo ordered": (lambda seed: kukreno.Position("X", "ordered"), kukreno_players.PLAYERS),
    "KuKreNo free": (lambda seed: kukreno.Position("X", "free"), kukreno_players.PLAYERS),
}


def playouts_per_second(start: Callable[[int], Any], games: int) -> float:
    rand = random.Random(1)
    began = time.process_time()
    for seed in range(games):
        play_out(start(seed), dict.fromkeys(SIDES, random_policy), rand, CAP)
    return games / (time.process_time() - began)


def search_rate(start: Any, players: Any, plies: int = 120) -> float:
    """Search nodes per CPU second at depth 2, the search playing both sides of one game (dice drawn from seed 1)."""
    position, rand, nodes, spent = start, random.Random(1), 0, 0.0
    for _ in range(plies):
        if position.result() is not None:
            break
        outcomes = position.chance_outcomes()
        if outcomes:
            position = position.roll(draw(outcomes, rand))
            continue
        if not position.legal_moves():
            position = position.pass_turn()
            continue
        board = players.search_board(position)
        began = time.process_time()
        search = Search(board, SearchLimits(2, nodes=10**9), rand)
        move = search.best_move()
        spent += time.process_time() - began
        nodes += search.nodes
        position = position.apply(board.engine_move(move))
    return nodes / spent


def main() -> None:
    print(f"playouts/s (random play, {PLAYOUTS} games each, cap {CAP} plies):")
    for name, (start, _) in GAMES.items():
        print(f"  {name:22s} {playouts_per_second(start, PLAYOUTS):9.1f}")
    print("search positions/s (depth 2, one self-played game):")
    for name, (start, players) in GAMES.items():
        print(f"  {name:22s} {search_rate(start(3), players):9.0f}")


if __name__ == "__main__":
    main()
