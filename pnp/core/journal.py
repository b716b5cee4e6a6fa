"""A commit journal per destination folder, so that a run killed outright (SIGKILL) leaves nothing the next
run does not clean up: it never finds hidden staging, set-aside copies or half a commit.

While a run stages or commits in a folder it holds `.pnp-journal.<random>.log` there, locked (flock), and
notes each step before taking it: a staged name, a destination set aside, a staged entry moved into
place, and the end of a commit. The journal is removed when the run ends. The next run into the folder
first takes over every journal nobody holds any more: a commit that ended is finished (its set-aside
copies deleted), one that did not is undone (each move reverted, each copy put back), and everything
it staged is removed, so the folder is as the killed run found it or as it left it, never a mix.
"""

import atexit
import json
import os
import shutil
import stat
import tempfile
from pathlib import Path

PREFIX, SUFFIX = ".pnp-journal.", ".log"
LIMIT = 10_000_000  # bytes of journal read back; a run notes a few lines per file


class Journal:
    """This run's journal in one folder."""

    def __init__(self, folder: Path):
        self.folder = folder
        fd, name = tempfile.mkstemp(dir=folder, prefix=PREFIX, suffix=SUFFIX)
        self.fd, self.path = fd, Path(name)
        _lock(fd, wait=True)

    def note(self, **event: str | bool) -> None:
        os.write(self.fd, (json.dumps(event) + "\n").encode())

    def close(self) -> None:
        try:
            self.path.unlink()
        except OSError:
            pass
        os.close(self.fd)


_open: dict[Path, Journal] = {}


def journal(folder: Path) -> Journal | None:
    """This run's journal in `folder`, once what killed runs left there is cleaned up; None where a folder
    cannot hold one (a journal is a safeguard, never a reason to refuse)."""
    key = Path(os.path.realpath(folder))
    if key not in _open:
        try:
            recover(key)
            _open[key] = Journal(key)
        except OSError:
            return None
    return _open[key]


def note(folder: Path, **event: str | bool) -> None:
    found = journal(folder)
    if found is not None:
        try:
            found.note(**event)
        except OSError:
            pass


@atexit.register
def close_all() -> None:
    for each in _open.values():
        each.close()
    _open.clear()


def _lock(fd: int, wait: bool) -> bool:
    try:
        import fcntl
    except ImportError:  # no flock: a journal is then taken over only when it is this run's own
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    return True


def recover(folder: Path) -> None:
    """Take over every journal in `folder` whose run has gone, and put the folder right."""
    for path in sorted(folder.glob(PREFIX + "*" + SUFFIX)):
        try:
            fd = os.open(path, os.O_RDWR | getattr(os, "O_NOFOLLOW", 0))
        except OSError:
            continue
        try:
            if _lock(fd, wait=False) and stat.S_ISREG(os.fstat(fd).st_mode):
                with os.fdopen(os.dup(fd), "rb") as f:
                    events = _events(f.read(LIMIT))
                _put_right(folder, events)
                path.unlink(missing_ok=True)
        finally:
            os.close(fd)


def _events(data: bytes) -> list[dict]:
    events = []
    for line in data.splitlines():
        try:
            event = json.loads(line)
        except ValueError:
            break  # the line being written when the run died
        if isinstance(event, dict):
            events.append(event)
    return events


def _entry(folder: Path, name: object) -> Path | None:
    """A name a journal notes, as a path directly in `folder`: nothing else is ever touched."""
    if not isinstance(name, str) or not name.startswith(".") or "/" in name or os.sep in name or name in (".", ".."):
        return None
    return folder / name


def _destination(folder: Path, name: object) -> Path | None:
    if not isinstance(name, str) or "/" in name or os.sep in name or name in ("", ".", ".."):
        return None
    return folder / name


def _remove(path: Path | None) -> None:
    if path is None:
        return
    try:
        found = path.lstat()
    except OSError:
        return
    if stat.S_ISDIR(found.st_mode):
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


def _put_right(folder: Path, events: list[dict]) -> None:
    ended = max((k for k, e in enumerate(events) if e.get("done")), default=-1)
    for event in reversed(events[ended + 1 :]):  # the commit that did not end, undone last step first
        destination = _destination(folder, event.get("into"))
        if destination is None:
            continue
        if "moved" in event:
            source = _entry(folder, event["moved"])
            if source is not None and not os.path.lexists(source) and os.path.lexists(destination):
                os.rename(destination, source)
        elif "aside" in event:
            aside = _entry(folder, event["aside"])
            if aside is not None and os.path.lexists(aside / "old") and not os.path.lexists(destination):
                os.rename(aside / "old", destination)
    for event in events:
        _remove(_entry(folder, event.get("staged")))
        _remove(_entry(folder, event.get("aside")))
