"""Work spread over the cores in forked worker processes that never outlive the run that started them.

A worker ignores SIGINT (the run it belongs to decides what a Ctrl-C means), dies on SIGTERM, and is
killed by the kernel when its parent dies, even by SIGKILL; the parent kills its workers when it stops
early for any reason.
"""

import multiprocessing
import os
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager

from pnp.core.errors import PnpError

PR_SET_PDEATHSIG = 1  # linux/prctl.h


class WorkerLost(PnpError):
    """A worker process was killed from outside (out of memory, a signal to it alone)."""


def die_with_parent(parent: int) -> None:
    """Have the kernel kill this process when `parent` dies (Linux); exit now if it already has."""
    if sys.platform.startswith("linux"):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:
        os._exit(1)


def start_worker(parent: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)
    die_with_parent(parent)


@contextmanager
def forked_pool(workers: int) -> Iterator[ProcessPoolExecutor]:
    """A pool of `workers` forked processes, shut down at the end of the block; a block that stops early
    for any reason (an error, Ctrl-C, an iterator closed by its reader) kills them."""
    context = multiprocessing.get_context("fork")
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=start_worker, initargs=(os.getpid(),))
    finished = False
    try:
        yield pool
        finished = True
    finally:
        if not finished:
            for child in multiprocessing.active_children():
                child.kill()
        pool.shutdown(wait=True, cancel_futures=True)  # its thread gone before exit, which would race it for a pipe


def forked_map(work: Callable, items: Sequence, first: Sequence[int]) -> Iterator:
    """`work(item)` for each item, one worker per core, results in the order of `items`; `first` lists the
    indices in the order to start them. Runs in this process where there is one core or no fork."""
    workers = min(len(items), os.cpu_count() or 1)
    if workers < 2 or "fork" not in multiprocessing.get_all_start_methods():
        yield from map(work, items)
        return
    with forked_pool(workers) as pool:
        futures = {i: pool.submit(work, items[i]) for i in first}
        for i in range(len(items)):
            try:
                yield futures[i].result()
            except BrokenProcessPool:
                raise WorkerLost("a worker process was killed from outside; nothing was written") from None


def forked_games(play: Callable[[int], object], games: int, advance: Callable[[int], None], workers: int = 1) -> Iterator:
    """`play(k)` for k in range(games) on `workers` forked processes, yielded in the order of k while
    `advance(1)` is called as each game returns. Runs in this process for one worker or where there is no
    fork. Closing the iterator early kills the workers and drops the games not yet played."""
    workers = min(games, workers)
    if workers < 2 or "fork" not in multiprocessing.get_all_start_methods():
        for k in range(games):
            result = play(k)
            advance(1)
            yield result
        return
    with forked_pool(workers) as pool:
        pending = {pool.submit(play, k): k for k in range(games)}
        done: dict[int, object] = {}
        following = 0
        while pending:
            returned, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in returned:
                try:
                    done[pending.pop(future)] = future.result()
                except BrokenProcessPool:
                    raise WorkerLost("a worker process was killed from outside") from None
                advance(1)
            while following in done:
                yield done.pop(following)
                following += 1
