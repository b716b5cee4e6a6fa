"""Benchmark: games per second of a searching pairing on one worker, on every local core and on a
two-worker Dask LocalCluster, for a two-ply and a three-ply OGAMA pairing (wall time, so the load of
a shared machine shows; the report of each run is checked to be the same).

Run by hand: `python bench/pairings.py [GAMES]` (default 40 two-ply games, a quarter as many three-ply).
"""

import json
import os
import sys
import time

from distributed import LocalCluster

from pnp.engine.cluster import cluster_runner
from pnp.games.ogama.players import ogama_report
from pnp.engine.players import PolicySpec
from pnp.engine.search import SearchLimits
from pnp.core.workers import forked_games


def runners(scheduler: str) -> dict:
    cores = os.cpu_count() or 1
    return {
        "1 worker": lambda play, games, advance: forked_games(play, games, advance, 1),
        f"{cores} local workers": lambda play, games, advance: forked_games(play, games, advance, cores),
        "LocalCluster, 2 workers": cluster_runner(scheduler),
    }


def main(games: int) -> None:
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster:
        for depth, count in ((2, games), (3, max(1, games // 4))):
            spec = PolicySpec("search", SearchLimits(depth))
            reports = set()
            for name, runner in runners(cluster.scheduler_address).items():
                started = time.perf_counter()
                report = ogama_report(2026, count, 6, 6, 2, 500, (spec, spec), runner=runner, long=True)
                seconds = time.perf_counter() - started
                reports.add(json.dumps(report))
                print(f"OGAMA depth {depth}, {count} games, {name}: {count / seconds:.2f} games/s ({seconds:.1f} s)", flush=True)
            assert len(reports) == 1, "the runs disagree"
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
