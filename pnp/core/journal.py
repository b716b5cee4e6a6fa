"""A commit journal per destination folder, so that a run killed outright (SIGKILL) leaves nothing the next
run does not clean up: it never finds hidden staging, set-aside copies or half a commit.

While a run stages or commits in a folder it holds the folder open and `.pnp-journal.<random>.log` in it,
locked (flock), and notes each step before taking it: a hidden name before it is created, a destination
before it is set aside, a staged entry before it is moved into place, and the end of a commit. When the
run ends it puts the folder right by its own notes, through the folder it holds open (so also when the
folder was moved away meanwhile), and removes the journal once nothing it noted is left. The next run
into the folder first takes over every journal nobody holds any more: a commit that ended is finished
(its set-aside copies deleted), one that did not is undone (each move reverted, each copy put back), and
everything it staged is removed, so the folder is as the killed run found it or as it left it, never a mix.
"""

import atexit
import json
import os
import secrets
import shutil
import stat
from collections.abc import Iterable
from pathlib import Path

PREFIX, SUFFIX = ".pnp-journal.", ".log"
LIMIT = 10_000_000  # bytes of journal read back; a run notes a few lines per file
MOVED = "it was moved or removed while pnp wrote in it"


class Journal:
    """This run's hold on one folder: the folder open, and its journal there (None where none can be made:
    a journal is a safeguard, never a reason to refuse)."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.dir = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        self.identity = _identity(os.fstat(self.dir))
        self.events: list[dict] = []
        self.name: str | None = None
        self.fd = -1
        try:
            recover(self.dir)
            self.name = hidden_name(PREFIX, SUFFIX)
            self.fd = os.open(self.name, os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600,
                              dir_fd=self.dir)
            _lock(self.fd, wait=True)
        except OSError:
            self.name = None

    def moved(self) -> bool:
        """Whether the folder's path no longer leads to the folder this run holds."""
        try:
            return _identity(os.stat(self.folder)) != self.identity
        except OSError:
            return True

    def note(self, **event: str | bool) -> None:
        self.events.append(event)
        if self.fd >= 0:
            try:
                os.write(self.fd, (json.dumps(event) + "\n").encode())
            except OSError:
                pass

    def settle(self) -> None:
        """Delete the copies set aside for a commit that ended, or that were put back."""
        ended = max((k for k, e in enumerate(self.events) if e.get("done")), default=-1)
        for k, event in enumerate(self.events):
            aside = _entry(event.get("aside"))
            if aside is not None and (k < ended or not exists_at(self.dir, f"{aside}/old")):
                _remove(self.dir, aside)

    def close(self) -> None:
        """Put the folder right by this run's notes; the journal stays for the next run if anything noted does."""
        try:
            _put_right(self.dir, self.events)
            if self.name is not None and not any(exists_at(self.dir, name) for name in _hidden(self.events)):
                os.unlink(self.name, dir_fd=self.dir)
        except OSError:
            pass
        finally:
            if self.fd >= 0:
                os.close(self.fd)
            os.close(self.dir)


_open: dict[Path, Journal] = {}


def journal(folder: Path) -> Journal:
    """This run's hold on `folder` (made, with its parents, if missing), once what killed runs left there is
    cleaned up; OSError if it cannot be opened or is no longer the folder this run began writing in."""
    key = Path(os.path.realpath(folder))
    if key in _open:
        if _open[key].moved():
            raise FileNotFoundError(0, MOVED)
        return _open[key]
    key.mkdir(parents=True, exist_ok=True)
    _open[key] = Journal(key)
    return _open[key]


def moved(folder: Path) -> bool:
    """Whether `folder` is one this run writes in that was moved or removed meanwhile."""
    held = _open.get(Path(os.path.realpath(folder)))
    return held is not None and held.moved()


def note(folder: Path, **event: str | bool) -> None:
    journal(folder).note(**event)


def finish(held: Iterable[Journal]) -> None:
    """After a commit: each folder's copies set aside for it deleted where they are no longer needed."""
    for each in held:
        each.settle()


def hidden_name(prefix: str, suffix: str = "") -> str:
    """A hidden name no other run picks (64 random bits)."""
    return f"{prefix}{secrets.token_hex(8)}{suffix}"


@atexit.register
def close_all() -> None:
    for each in _open.values():
        each.close()
    _open.clear()


def _identity(found: os.stat_result) -> tuple[int, int]:
    return found.st_dev, found.st_ino


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


def recover(folder: int) -> None:
    """Take over every journal in the open folder `folder` whose run has gone, and put the folder right."""
    for name in sorted(os.listdir(folder)):
        if not (name.startswith(PREFIX) and name.endswith(SUFFIX)):
            continue
        try:
            fd = os.open(name, os.O_RDWR | getattr(os, "O_NOFOLLOW", 0), dir_fd=folder)
        except OSError:
            continue
        try:
            if _lock(fd, wait=False) and stat.S_ISREG(os.fstat(fd).st_mode):
                with os.fdopen(os.dup(fd), "rb") as f:
                    events = _events(f.read(LIMIT))
                _put_right(folder, events)
                if not any(exists_at(folder, entry) for entry in _hidden(events)):
                    os.unlink(name, dir_fd=folder)
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


def _entry(name: object) -> str | None:
    """A hidden name a journal notes, directly in its folder: nothing else is ever touched."""
    if not isinstance(name, str) or not name.startswith(".") or "/" in name or os.sep in name or name in (".", ".."):
        return None
    return name


def _destination(name: object) -> str | None:
    if not isinstance(name, str) or "/" in name or os.sep in name or name in ("", ".", ".."):
        return None
    return name


def _hidden(events: list[dict]) -> list[str]:
    return [name for e in events for name in (_entry(e.get("staged")), _entry(e.get("aside"))) if name]


def exists_at(folder: int, name: str) -> bool:
    """Whether `name` stands in the open folder `folder` (a link counts, whatever it points to)."""
    try:
        os.lstat(name, dir_fd=folder)
    except FileNotFoundError:
        return False
    return True


def _remove(folder: int, name: str | None) -> None:
    if name is None:
        return
    try:
        found = os.lstat(name, dir_fd=folder)
    except OSError:
        return
    if stat.S_ISDIR(found.st_mode):
        shutil.rmtree(name, ignore_errors=True, dir_fd=folder)
    else:
        try:
            os.unlink(name, dir_fd=folder)
        except OSError:
            pass


def _put_right(folder: int, events: list[dict]) -> None:
    ended = max((k for k, e in enumerate(events) if e.get("done")), default=-1)
    for event in reversed(events[ended + 1 :]):  # the commit that did not end, undone last step first
        destination = _destination(event.get("into"))
        if destination is None:
            continue
        if "moved" in event:
            source = _entry(event["moved"])
            if source is not None and not exists_at(folder, source) and exists_at(folder, destination):
                os.rename(destination, source, src_dir_fd=folder, dst_dir_fd=folder)
        elif "aside" in event:
            aside = _entry(event["aside"])
            if aside is not None and exists_at(folder, f"{aside}/old") and not exists_at(folder, destination):
                os.rename(f"{aside}/old", destination, src_dir_fd=folder, dst_dir_fd=folder)
    for name in _hidden(events):
        _remove(folder, name)
