"""Work on files from strangers (PDFs to read or check, language packs' templates) in a forked child with
limits on memory and CPU time, so that whatever the file asks for, pnp ends in one line within bounds.

The child gets the parent's modules by `fork`, sets its limits, does the work and sends the result back
pickled through a pipe. A child that runs out of memory or time, or dies any other way, becomes one
`TooCostly` naming the file; a PnpError raised in the child is raised again in the parent.
Without `fork` (Windows) the work runs in the process itself.
"""

import ctypes  # noqa: F401 (imported here, once, rather than in every child: pnp.workers.die_with_parent uses it)
import os
import pickle
import select
import signal
import time
from collections.abc import Callable
from typing import Any

from pnp.core.errors import PnpError
from pnp.core.workers import die_with_parent

try:
    import resource
except ImportError:  # no resource limits (Windows, where the work runs in the process itself)
    resource = None  # type: ignore[assignment]

MEMORY_LIMIT = 400 * 2**20  # bytes of address space a child may add to what it inherits
CPU_LIMIT = 50  # seconds of CPU time a child may use
WALL_FACTOR = 3  # times its CPU time a child may take on the clock, on a machine shared with other work
RESULT_LIMIT = 256 * 2**20  # bytes of pickled result


class TooCostly(PnpError):
    """Work that would take more memory or time than pnp allows itself for one file."""


def address_space() -> int:
    """This process's current address space in bytes (Linux), or 0 when unknown."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def _limit_child(memory: int, cpu: int) -> None:
    size = address_space()
    for kind, limit in ((resource.RLIMIT_AS, size + memory if size else None), (resource.RLIMIT_CPU, cpu)):
        soft, hard = resource.getrlimit(kind)
        if limit is not None:
            limit = limit if hard == resource.RLIM_INFINITY else min(limit, hard)
            resource.setrlimit(kind, (limit, hard))


def _child(write: int, work: Callable[..., Any], args: tuple, memory: int, cpu: int, parent: int) -> None:
    """Run `work` and send back ("ok", result) or ("error", the PnpError); never returns."""
    code = 0
    try:
        for name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"):
            if hasattr(signal, name):
                signal.signal(getattr(signal, name), signal.SIG_DFL if name != "SIGINT" else signal.SIG_IGN)
        die_with_parent(parent)
        _limit_child(memory, cpu)
        try:
            message = ("ok", work(*args))
        except PnpError as err:
            message = ("error", err)
        except MemoryError:
            message = ("memory", "")
        except RecursionError:
            message = ("deep", "")
        try:
            data = pickle.dumps(message)
            pickle.loads(data)
        except Exception:  # an error whose class cannot travel goes back as its line
            data = pickle.dumps(("error", PnpError(str(message[1]))))
        view = memoryview(data)
        while view:
            view = view[os.write(write, view[: 1 << 20]) :]
    except BaseException:
        code = 1
    finally:
        os._exit(code)


class Child:
    """`work(*args)` started in a bounded child; `result()` waits for it. Several may run side by side."""

    def __init__(self, work: Callable[..., Any], args: tuple, what: str, memory: int, cpu: int):
        self.what, self.memory, self.cpu = what, memory, cpu
        self.work, self.args, self.pid = work, args, 0
        if not hasattr(os, "fork"):
            return
        self.read, write = os.pipe()
        self.deadline = time.monotonic() + WALL_FACTOR * cpu
        self.pid = os.fork()
        if self.pid == 0:
            os.close(self.read)
            _child(write, work, args, memory, cpu, os.getppid())
        os.close(write)

    def kill(self) -> None:
        """Stop the child if it still runs (a run that ends early leaves none behind)."""
        if self.pid:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
                os.close(self.read)
            except OSError:
                pass
            self.pid = 0

    def result(self) -> Any:
        if not self.pid:
            return self.work(*self.args)
        what, cpu = self.what, self.cpu
        chunks: list[bytes] = []
        size, finished = 0, False
        try:
            while True:
                ready, _, _ = select.select([self.read], [], [], max(self.deadline - time.monotonic(), 0))
                if not ready:
                    raise TooCostly(f"{what}: takes longer than the {cpu} s of work pnp allows for one file")
                chunk = os.read(self.read, 1 << 20)
                if not chunk:
                    break
                size += len(chunk)
                if size > RESULT_LIMIT:
                    raise TooCostly(f"{what}: gives more than pnp can report")
                chunks.append(chunk)
            finished = True
        finally:
            os.close(self.read)
            if not finished:
                os.kill(self.pid, signal.SIGKILL)
            _, status = os.waitpid(self.pid, 0)
            self.pid = 0
        try:
            kind, value = pickle.loads(b"".join(chunks))
        except Exception:
            kind, value = "died", os.waitstatus_to_exitcode(status)
        if kind == "ok":
            return value
        if kind == "error":
            raise value
        if kind == "deep":
            raise TooCostly(f"{what}: nested deeper than pnp follows")
        if kind == "died" and value == -signal.SIGXCPU:
            raise TooCostly(f"{what}: takes longer than the {cpu} s of work pnp allows for one file")
        raise TooCostly(f"{what}: needs more than the {self.memory // 2**20} MB of memory pnp allows for one file")


def start_bounded(work: Callable[..., Any], *args, what: str, memory: int = MEMORY_LIMIT, cpu: int = CPU_LIMIT) -> Child:
    """`work(*args)` started within the limits; `what` names the file in a refusal ("cannot read x.pdf")."""
    return Child(work, args, what, memory, cpu)


def run_bounded(work: Callable[..., Any], *args, what: str, memory: int = MEMORY_LIMIT, cpu: int = CPU_LIMIT) -> Any:
    """`work(*args)` within the limits, waited for."""
    return Child(work, args, what, memory, cpu).result()
