"""Signals end a run through its clean-up code: SIGINT, SIGTERM, SIGHUP and SIGQUIT raise `Interrupted`, so every
`finally` removes what it staged, and a commit (renames into place) never stops halfway."""

import signal
from collections.abc import Iterator
from contextlib import contextmanager

SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT") if hasattr(signal, name))


class Interrupted(BaseException):
    """A signal (or a reader that closed our pipe) ends the run; the process exits with 128 + the signal number.

    A BaseException, so no `except Exception` on the way can swallow it.
    """

    def __init__(self, signum: int):
        super().__init__(signum)
        self.exit_code = 128 + signum


class _Deferral:
    """How many `signals_deferred` blocks are running, and the signal that came during them."""

    depth = 0
    pending: int | None = None


def _interrupt(signum: int, frame) -> None:
    for each in SIGNALS:  # the clean-up the exception sets off runs once, undisturbed by a second signal
        signal.signal(each, signal.SIG_IGN)
    if _Deferral.depth:
        _Deferral.pending = signum
        return
    raise Interrupted(signum)


def catch_signals() -> None:
    """Turn SIGINT, SIGTERM, SIGHUP and SIGQUIT into `Interrupted` for the rest of the process."""
    for each in SIGNALS:
        signal.signal(each, _interrupt)


@contextmanager
def signals_deferred() -> Iterator[None]:
    """Let the block finish before a signal that arrives during it ends the run."""
    _Deferral.depth += 1
    try:
        yield
    finally:
        _Deferral.depth -= 1
        if not _Deferral.depth and _Deferral.pending is not None:
            raise Interrupted(_Deferral.pending)
