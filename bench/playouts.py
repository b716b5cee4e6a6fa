"""Benchmark: CPU time of the playouts behind `pnp analyze stacks`, `pnp analyze ogama` and `pnp analyze kukreno`.

Run by hand: `python bench/playouts.py [RUNS]` (default 7). Reports the best run of each, in process
CPU time, so other work on a shared machine disturbs the figures less than wall time would.
"""

import sys
import time

from pnp.games.kukreno import rules as kukreno
from pnp.games.ogama import rules as ogama
from pnp.games.stacks import rules as stacks

JOBS = {
    "stacks: 20 random games, seed 1": lambda: stacks.random_playouts(1, 20),
    "ogama: 20 games per policy, seed 1": lambda: ogama.analyze(20, 1),
    "kukreno: 200 matches of 5 games, seed 1": lambda: kukreno.statistics(1),
}


def best(job, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.process_time()
        job()
        times.append(time.process_time() - start)
    return min(times)


def main(runs: int) -> None:
    for name, job in JOBS.items():
        print(f"{name}: {best(job, runs):.3f} s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
