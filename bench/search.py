"""Benchmark: plies per second of each engine, moves per second of the search boards, and the search
player's time per move on Signed Stacks 8 x 8 and OGAMA 6 x 6.

Run by hand: `python bench/search.py`. docs/performance.md quotes the figures. Times are the process's CPU
time, so other work on a shared machine slows the figures less than it would wall-clock time.

- engine plies/s: random games through the immutable engines (legal moves listed and one applied per ply);
- board moves/s: in positions of random games, every legal move made and unmade on the search board,
  move generation included;
- search ms/move: the search player (depth 1, 2, 3) choosing every move of one game against itself.
"""

import random
import statistics
import time

from pnp.games.kukreno import rules as kukreno
from pnp.games.ogama import rules as ogama
from pnp.games.stacks import rules as stacks
from pnp.games.ogama.search import OgamaBoard
from pnp.engine.players import random_policy
from pnp.engine.playout import play_out
from pnp.engine.search import Search, SearchLimits
from pnp.games.stacks.search import StacksBoard


def stacks_positions(games: int) -> list:
    found = []
    for seed in range(games):
        position, rand = stacks.balanced_setup(seed).with_end("post"), random.Random(seed)
        for _ in range(120):
            found.append(position)
            moves = position.legal_moves()
            position = position.apply(rand.choice(moves)) if moves else position.pass_turn()
    return found


def ogama_positions(games: int) -> list:
    found = []
    for seed in range(games):
        position, rand = ogama.setup(seed), random.Random(seed)
        while position.result() is None:
            found.append(position)
            actions = position.legal_moves()
            position = position.apply(rand.choice(actions)) if actions else position.pass_turn()
    return found


def engine_rate(positions: list, listed, played) -> float:
    """Plies per second: list the legal moves, apply one (the first, so the choice costs nothing)."""
    start = time.process_time()
    for position in positions:
        moves = listed(position)
        if moves:
            played(position, moves[0])
    return len(positions) / (time.process_time() - start)


def board_rate(positions: list, board_of) -> float:
    """Moves per second on the search board: generate, then make and unmake each move."""
    boards = [board_of(position) for position in positions]
    start, moves_done = time.process_time(), 0
    for board in boards:
        for move in board.moves():
            board.make(move)
            board.unmake()
            moves_done += 1
    return moves_done / (time.process_time() - start)


def search_ms(start_position, board_of, engine_apply, depth: int, plies: int) -> tuple[float, float]:
    """Median and largest time per move, in ms, of the search playing both sides of one game."""
    position, rand, times = start_position, random.Random(1), []
    for _ in range(plies):
        board = board_of(position)
        began = time.process_time()
        move = Search(board, SearchLimits(depth, nodes=10**9), rand).best_move()
        times.append(1000 * (time.process_time() - began))
        position = engine_apply(position, board.engine_move(move))
        if position is None:
            break
    return statistics.median(times), max(times)


def kukreno_rolls_per_second(games: int) -> float:
    """Rolls per second of random free-mode games through the engine's chance nodes."""
    rand, rolls, start = random.Random(1), 0, time.process_time()
    for _ in range(games):
        rolls += len(play_out(kukreno.Position(mode="free"), dict.fromkeys(kukreno.SYMBOLS, random_policy), rand, 200).rolls)
    return rolls / (time.process_time() - start)


def play(position, move):
    """The position after a move (None: a pass), or None once the game is over."""
    after = position.apply(move) if move else position.pass_turn()
    return None if after.result() else after


def main() -> None:
    stacks_seen, ogama_seen = stacks_positions(10), ogama_positions(30)
    print("engine plies/s (list the legal moves, apply one):")
    print(f"  Signed Stacks 8 x 8  {engine_rate(stacks_seen, stacks.Position.legal_moves, stacks.Position.apply):8.0f}")
    print(f"  OGAMA 6 x 6          {engine_rate(ogama_seen, ogama.Position.legal_moves, ogama.Position.apply):8.0f}")
    print(f"  KuKreNo (rolls/s)    {kukreno_rolls_per_second(300):8.0f}")
    print("search board moves/s (generate, make, unmake):")
    print(f"  Signed Stacks 8 x 8  {board_rate(stacks_seen, StacksBoard):8.0f}")
    print(f"  OGAMA 6 x 6          {board_rate(ogama_seen, OgamaBoard):8.0f}")
    print("search ms per move, median / largest, over one self-played game:")
    for depth in (1, 2, 3):
        median_s, most_s = search_ms(stacks.balanced_setup(3), StacksBoard, play, depth, 120)
        median_o, most_o = search_ms(ogama.setup(3), OgamaBoard, play, depth, 120)
        print(f"  depth {depth}: Signed Stacks {median_s:6.1f} / {most_s:6.1f}   OGAMA {median_o:6.1f} / {most_o:6.1f}")


if __name__ == "__main__":
    main()
