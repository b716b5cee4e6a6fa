"""Signals end a run through its clean-up code: SIGINT, SIGTERM and SIGHUP raise `Interrupted`, so every
`finally` removes what it staged, and a commit (renames into place) never stops halfway."""

import signal
from collections.abc import Iterator
from contextlib import contextmanager

SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


class Interrupted(BaseException):
    """A signal (or a reader that closed our pipe) ends the run; the process exits with 128 + the signal number.

    A BaseException, so no `except Exception` on the way can swallow it.
    """

    def __init__(self, signum: int):
        super().__init__(signum)
        self.exit_code = 128 + signum


def _interrupt(signum: int, frame) -> None:
    for each in SIGNALS:  # the clean-up the exception sets off runs once, undisturbed by a second signal
        signal.signal(each, signal.SIG_IGN)
    raise Interrupted(signum)


def catch_signals() -> None:
    """Turn SIGINT, SIGTERM and SIGHUP into `Interrupted` for the rest of the process."""
    for each in SIGNALS:
        signal.signal(each, _interrupt)


@contextmanager
def signals_deferred() -> Iterator[None]:
    """Hold SIGINT, SIGTERM and SIGHUP back while the block runs; one that arrived is delivered after it."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    held = signal.pthread_sigmask(signal.SIG_BLOCK, SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
