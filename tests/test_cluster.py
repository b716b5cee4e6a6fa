"""A pairing played on a Dask cluster of two workers gives the report one process gives, byte for byte,
even when a worker is killed during the run; on local cores too, for any number of workers."""

import json
import os
import signal

import pytest
from distributed import Client, LocalCluster

from pnp.engine.cluster import cluster_runner
from pnp.games.stacks.players import stacks_report
from pnp.engine.players import PolicySpec
from pnp.engine.search import SearchLimits

STACKS = ("analyze", "stacks", "--policy", "search", "--depth", "1", "--games", "4", "--seed", "3", "--json")
KUKRENO = ("analyze", "kukreno", "--mode", "free", "--starter", "greedy", "--second", "search", "--games", "40", "--seed", "9", "--json")


def two_workers() -> LocalCluster:
    return LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0")


@pytest.fixture(scope="module")
def scheduler():
    with two_workers() as cluster:
        yield cluster.scheduler_address


@pytest.mark.parametrize("args", [STACKS, KUKRENO], ids=["stacks", "kukreno"])
def test_a_cluster_gives_the_serial_report(cli, scheduler, args):
    serial = cli(*args, "--workers", "1")
    assert serial.exit_code == 0, serial.stderr
    on_cluster = cli(*args, "--scheduler", scheduler)
    assert on_cluster.exit_code == 0, on_cluster.stderr
    assert on_cluster.stdout == serial.stdout
    assert len(json.loads(serial.stdout)["outcomes"]) == json.loads(serial.stdout)["games"]


@pytest.mark.parametrize("workers", ["2", "3"])
@pytest.mark.parametrize("args", [STACKS, KUKRENO], ids=["stacks", "kukreno"])
def test_local_workers_give_the_serial_report(cli, workers, args):
    assert cli(*args, "--workers", workers).stdout == cli(*args, "--workers", "1").stdout


def test_a_worker_killed_mid_run_costs_only_its_games():
    specs = (PolicySpec("search", SearchLimits(1)), PolicySpec("greedy"))

    def report(**how):
        return stacks_report(5, 6, 8, 8, "classic", "count", 300, specs, **how)

    serial = report()
    killed = []
    with two_workers() as cluster, Client(cluster.scheduler_address) as client:
        pids = client.run(os.getpid)

        def kill_one(n: int) -> None:
            if not killed:  # after the first game returns, one worker dies with its games under way
                killed.append(next(iter(pids.values())))
                os.kill(killed[0], signal.SIGKILL)

        on_cluster = report(runner=cluster_runner(cluster.scheduler_address), advance=kill_one)
    assert killed
    assert json.dumps(on_cluster) == json.dumps(serial)


def test_an_unreachable_scheduler_is_one_line(cli):
    done = cli(*STACKS, "--scheduler", "tcp://127.0.0.1:9")
    assert done.exit_code == 2
    assert done.stderr.count("\n") == 1 and "cannot reach the Dask scheduler" in done.stderr
