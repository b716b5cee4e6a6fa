"""The `pnp` command as the system starts it: signals are caught before anything heavy is imported, and
standard output and error are guarded, so Ctrl-C, SIGTERM, a full disk, a closed pipe or an encoding that
cannot hold the text never end in a traceback."""

import os
import signal


def leave_at_once(signum: int, frame) -> None:
    """A signal while the command line is still being imported: nothing is staged yet, so just leave."""
    os._exit(128 + signum)


for _name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"):  # first of all, before the imports below take their time
    if hasattr(signal, _name):
        signal.signal(getattr(signal, _name), leave_at_once)

import errno  # noqa: E402
import io  # noqa: E402
import sys  # noqa: E402

from pnp.core.errors import PnpError  # noqa: E402
from pnp.core.interrupts import Interrupted, catch_signals  # noqa: E402


class OutputFailed(PnpError):
    """Standard output is closed or cannot take more (a full disk, a failing device)."""


def silence_stdout() -> None:
    """Point file descriptor 1 at the null device, so what is still buffered is dropped quietly at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    except OSError:
        pass


def failed(err: OSError) -> BaseException:
    silence_stdout()
    if err.errno == errno.EPIPE:
        return Interrupted(signal.SIGPIPE)  # the reader has gone: end as a shell pipeline expects
    return OutputFailed(f"cannot write standard output: {err.strerror or err}")


class GuardedStdout(io.TextIOWrapper):
    """Standard output whose write errors become one clear line (or a quiet exit for a closed pipe)."""

    def write(self, text: str) -> int:
        try:
            return super().write(text)
        except OSError as err:
            raise failed(err) from None

    def flush(self) -> None:
        try:
            super().flush()
        except OSError as err:
            raise failed(err) from None


class ClosedStdout(io.TextIOBase):
    """Standard output when the shell closed it (`>&-`): writing anything is an error, not silence."""

    encoding, errors = "utf-8", "strict"

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if text:
            raise OutputFailed("cannot write standard output: it is closed")
        return 0


def guard_stdout() -> None:
    stdout = sys.stdout
    if stdout is None:
        sys.stdout = ClosedStdout()
        return
    sys.stdout = GuardedStdout(  # text the encoding cannot hold is written as escapes, never a crash
        stdout.buffer, encoding=stdout.encoding, errors="backslashreplace", line_buffering=bool(stdout.line_buffering)
    )


class QuietStderr(io.TextIOWrapper):
    """Standard error that drops what it cannot write (closed, a full device, a reader that has gone): a
    message lost never changes how a run that did its work ends."""

    def write(self, text: str) -> int:
        try:
            return super().write(text)
        except (OSError, ValueError):
            return len(text)

    def flush(self) -> None:
        try:
            super().flush()
        except (OSError, ValueError):
            pass


class NoStderr(io.TextIOBase):
    """Standard error when the shell closed it (`2>&-`): messages go nowhere."""

    encoding, errors = "utf-8", "backslashreplace"

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        return len(text)


def guard_stderr() -> None:
    stderr = sys.stderr
    if stderr is None:
        sys.stderr = NoStderr()
        return
    sys.stderr = QuietStderr(stderr.buffer, encoding=stderr.encoding, errors="backslashreplace", line_buffering=True)


def working_folder_problem() -> str | None:
    """Why pnp cannot run in the current folder (it was deleted), or None."""
    try:
        os.getcwd()
    except OSError as err:
        return f"the working folder cannot be used ({err.strerror or err}); change to a folder that exists"
    return None


def interrupted(err: BaseException | None) -> Interrupted | None:
    """The `Interrupted` behind `err`, also when Python wrapped it (an import stopped in `__set_name__`)."""
    while err is not None and not isinstance(err, Interrupted):
        err = err.__cause__ or err.__context__
    return err


def ignore_signals() -> None:
    """Once the run is over, a late signal changes nothing: the interpreter's shutdown is not cut short by it."""
    for name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)


def leave(code: int) -> None:
    """End an interrupted run now that its clean-up has run: the interpreter's own exit would wait for a
    worker pool's threads, which a worker killed by the same signal can leave waiting for ever."""
    ignore_signals()
    sys.stderr.flush()
    os._exit(code)


def main() -> None:
    guard_stderr()
    guard_stdout()
    problem = working_folder_problem()
    if problem:
        sys.stderr.write(f"pnp: error: {problem}\n")
        sys.exit(2)
    from pnp.cli.app import main as run

    catch_signals()
    try:
        run()
    except BaseException as err:
        stop = interrupted(err)
        if stop is None:
            raise
        silence_stdout()
        leave(stop.exit_code)
    finally:
        ignore_signals()
