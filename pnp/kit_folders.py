"""Kit folders: replaced whole and all or none, and only when they hold nothing but what an earlier kit wrote,
each file byte for byte as its manifest's SHA-256 says it was written.

Every kit is staged in a hidden sibling folder; then, holding a lock on the parent folder so that two runs
never commit into it at once, each existing kit folder is checked against its manifest and the staged
folders are moved into place together (the last of two concurrent runs wins, never a mix).
"""

import hashlib
import json
import os
import stat
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from pnp.core.files import CannotWrite, commit, hidden, lstat_or_none, real_target, remove, temp_name, why_not
from pnp.core.interrupts import signals_deferred
from pnp.core.journal import journal

MANIFEST = "manifest.json"
MANIFEST_LIMIT = 1_000_000  # bytes; a kit's manifest is a few kilobytes


def written_files(folder: Path, manifest: str) -> dict[str, tuple[int, str]]:
    """What the manifest in `folder` says an earlier run wrote: name -> (bytes, SHA-256); empty if there is
    no manifest pnp could have written."""
    try:
        with open(folder / manifest, "rb") as f:
            entries = json.loads(f.read(MANIFEST_LIMIT))["files"]
        return {e["name"]: (e["bytes"], e["sha256"]) for e in entries if isinstance(e["name"], str)}
    except (OSError, ValueError, RecursionError, TypeError, KeyError):
        return {}


def same_file(path: Path, size: int, digest: str) -> bool:
    """Whether `path` holds exactly `size` bytes whose SHA-256 is `digest`."""
    if not isinstance(size, int) or path.stat().st_size != size:
        return False
    sha = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            sha.update(block)
    return sha.hexdigest() == digest


def not_ours(folder: Path, target: Path, manifest: str = MANIFEST, writer: str = "kit") -> str | None:
    """Why the existing folder `target` may not be replaced, naming its first entry (by path) that an earlier
    `writer` run did not write as it stands: a file or folder it did not write, or a file changed since;
    None when it may be replaced (or nothing is there)."""
    if lstat_or_none(target, folder) is None:
        return None
    written = written_files(target, manifest)
    folders = {parent.as_posix() for name in written for parent in Path(name).parents if parent != Path(".")}
    keep = "move it away to keep it, or choose another folder"
    try:
        for root, dirs, names in os.walk(target):
            dirs.sort()
            here = Path(root).relative_to(target)
            for name in sorted(dirs + names):
                path, relative = Path(root) / name, (here / name).as_posix()
                found = path.lstat()
                if stat.S_ISDIR(found.st_mode) and relative in folders:
                    continue
                if relative == manifest and stat.S_ISREG(found.st_mode) and written:
                    continue
                if not stat.S_ISREG(found.st_mode) or relative not in written:
                    return f"it holds {relative}, which no {writer} wrote; {keep}"
                if not same_file(path, *written[relative]):
                    return f"{relative} was changed after {writer} wrote it; {keep}"
    except OSError as err:
        raise CannotWrite(folder, why_not(target, err)) from None
    return None


def kit_target(folder: Path) -> Path:
    """The folder a kit written to `folder` replaces: `folder`, or where its symbolic link leads."""
    target = real_target(folder)
    found = lstat_or_none(target, folder)
    if found is not None and not stat.S_ISDIR(found.st_mode):
        raise CannotWrite(folder, "a file is in the way")
    return target


def stage(folder: Path, files: dict[str, bytes], staged: dict[Path, Path]) -> None:
    """Write `files` into a hidden sibling of `folder`, recorded in `staged` as soon as it exists; written
    through the staging folder held open, so that nothing lands elsewhere if a folder is moved meanwhile."""
    try:
        with signals_deferred():
            staging = staged[folder] = hidden(folder.parent, temp_name(folder), "", True)
        inside = os.open(staging.name, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0), dir_fd=journal(folder.parent).dir)
        try:
            for name, data in files.items():
                write_inside(inside, name, data)
        finally:
            os.close(inside)
    except OSError as err:
        raise CannotWrite(folder, why_not(folder, err)) from None


def write_inside(folder: int, name: str, data: bytes) -> None:
    """A new file `name` in the open folder `folder`; a name may hold subfolders (a site's `numen/en/index.html`)."""
    parts = name.split("/")
    for k in range(1, len(parts)):
        try:
            os.mkdir("/".join(parts[:k]), 0o755, dir_fd=folder)
        except FileExistsError:
            pass
    fd = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644, dir_fd=folder)
    with open(fd, "wb") as f:
        os.fchmod(fd, 0o644)
        f.write(data)


@contextmanager
def locked(folders: Iterable[Path]) -> Iterator[None]:
    """An exclusive lock on each folder (flock on its descriptor, released when the run ends however it ends)."""
    try:
        import fcntl
    except ImportError:  # no flock on this system: concurrent runs are not guarded
        yield
        return
    descriptors = []
    try:
        for folder in sorted(set(folders)):
            try:
                descriptors.append(os.open(folder, os.O_RDONLY))
                fcntl.flock(descriptors[-1], fcntl.LOCK_EX)
            except OSError as err:
                raise CannotWrite(folder, why_not(folder, err)) from None
        yield
    finally:
        for descriptor in descriptors:
            os.close(descriptor)


def replace_kit_folders(kits: dict[Path, dict[str, bytes]], manifest: str = MANIFEST, writer: str = "kit") -> None:
    """Put each kit's files in its folder, all kits or none; a folder holding anything an earlier `writer`
    run did not write as it stands (by its `manifest`) is refused, naming that entry."""
    targets = {folder: kit_target(folder) for folder in kits}
    staged: dict[Path, Path] = {}
    try:
        for folder, files in kits.items():
            stage(targets[folder], files, staged)
        with locked(target.parent for target in targets.values()):
            for folder, target in targets.items():
                reason = not_ours(folder, target, manifest, writer)
                if reason is not None:
                    raise CannotWrite(folder, reason)
            commit(staged)
    finally:
        with signals_deferred():
            for staging in staged.values():
                remove(staging)
