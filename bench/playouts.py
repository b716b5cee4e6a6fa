"""Benchmark: CPU time of the random and greedy pairings behind `pnp analyze stacks`, `pnp analyze ogama` and
`pnp analyze kukreno`, all played through the engine's pairings.

Run by hand: `python bench/playouts.py [RUNS]` (default 7). Reports the best run of each, in process
CPU time, so other work on a shared machine disturbs the figures less than wall time would.
"""

import sys
import time

from pnp.engine.players import PolicySpec
from pnp.games.kukreno.players import kukreno_report
from pnp.games.ogama.players import ogama_report
from pnp.games.stacks.players import stacks_report

RANDOM, GREEDY = (PolicySpec("random"),) * 2, (PolicySpec("greedy"),) * 2
JOBS = {
    "stacks: 20 random games, seed 1": lambda: stacks_report(1, 20, 8, 8, "classic", "post", 300, RANDOM),
    "ogama: 20 games per policy, seed 1": lambda: (ogama_report(1, 20, 6, 6, 2, 300, RANDOM), ogama_report(1, 20, 6, 6, 2, 300, GREEDY)),
    "kukreno: 1000 games, seed 1": lambda: kukreno_report(1, 1000, "ordered", RANDOM),
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
