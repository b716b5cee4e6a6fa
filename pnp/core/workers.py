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
RESERVED_FILES = 16  # open files kept for the run's own reading and writing while workers run
POOL_FILES = 8  # open files a pool holds for its queues and wake-up pipe
WORKER_FILES = 2  # open files a worker (or a bounded child) holds in its parent


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


def workers_within_open_files(wanted: int, each: int = WORKER_FILES, shared: int = POOL_FILES) -> int:
    """`wanted` processes, or fewer where the open-files limit (`ulimit -n`) leaves room for fewer: a run
    with few files open to it works on fewer cores (1: in this process) rather than failing."""
    try:
        import resource

        limit = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        in_use = len(os.listdir("/proc/self/fd"))
    except (ImportError, OSError):  # no such limit, or not even one more file to look: one process
        return 1 if sys.platform.startswith("linux") else wanted
    if limit == resource.RLIM_INFINITY:
        return wanted
    return max(1, min(wanted, (limit - in_use - RESERVED_FILES - shared) // each))


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
    workers = workers_within_open_files(min(len(items), os.cpu_count() or 1))
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
    workers = workers_within_open_files(min(games, workers))
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
