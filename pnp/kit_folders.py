"""Kit folders: replaced whole and all or none, and only when they hold nothing but what an earlier kit wrote.

Every kit is staged in a hidden sibling folder; then, holding a lock on the parent folder so that two runs
never commit into it at once, each existing kit folder is checked against its manifest and the staged
folders are moved into place together (the last of two concurrent runs wins, never a mix).
"""

import json
import os
import stat
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from pnp.core.files import CannotWrite, commit, lstat_or_none, real_target, remove, temp_name, why_not
from pnp.core.interrupts import signals_deferred

MANIFEST = "manifest.json"
MANIFEST_LIMIT = 1_000_000  # bytes; a kit's manifest is a few kilobytes


def listed_files(folder: Path) -> set[str]:
    """The names a kit's manifest in `folder` lists, with the manifest itself; empty if it is not a kit's."""
    try:
        with open(folder / MANIFEST, "rb") as f:
            manifest = json.loads(f.read(MANIFEST_LIMIT))
        names = {entry["name"] for entry in manifest["files"]}
    except (OSError, ValueError, RecursionError, TypeError, KeyError):
        return set()
    return {MANIFEST} | {name for name in names if isinstance(name, str)}


def foreign_file(folder: Path, target: Path) -> str | None:
    """The first entry (by name) of the existing kit folder `target` that no kit wrote, or None if a kit may
    replace it (or nothing is there)."""
    if lstat_or_none(target, folder) is None:
        return None
    listed = listed_files(target)
    try:
        names = sorted(os.listdir(target))
    except OSError as err:
        raise CannotWrite(folder, why_not(target, err)) from None
    for name in names:
        found = lstat_or_none(target / name, folder)
        if name not in listed or found is None or not stat.S_ISREG(found.st_mode):
            return name
    return None


def kit_target(folder: Path) -> Path:
    """The folder a kit written to `folder` replaces: `folder`, or where its symbolic link leads."""
    target = real_target(folder)
    found = lstat_or_none(target, folder)
    if found is not None and not stat.S_ISDIR(found.st_mode):
        raise CannotWrite(folder, "a file is in the way")
    return target


def stage(folder: Path, files: dict[str, bytes], staged: dict[Path, Path]) -> None:
    """Write `files` into a hidden sibling of `folder`, recorded in `staged` as soon as it exists."""
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        with signals_deferred():
            staging = staged[folder] = Path(tempfile.mkdtemp(dir=folder.parent, prefix=temp_name(folder)))
        for name, data in files.items():  # a name may hold subfolders (a site's `numen/en/index.html`)
            path = staging / name
            if not path.parent.is_dir():
                path.parent.mkdir(mode=0o755, parents=True)
            path.write_bytes(data)
            path.chmod(0o644)
    except OSError as err:
        raise CannotWrite(folder, why_not(folder, err)) from None


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


def replace_kit_folders(
    kits: dict[Path, dict[str, bytes]], foreign: Callable[[Path, Path], str | None] = foreign_file, writer: str = "kit"
) -> None:
    """Put each kit's files in its folder, all kits or none; a folder holding anything else (by `foreign`,
    which names the first entry that `writer` did not write) is refused."""
    targets = {folder: kit_target(folder) for folder in kits}
    staged: dict[Path, Path] = {}
    try:
        for folder, files in kits.items():
            stage(targets[folder], files, staged)
        with locked(target.parent for target in targets.values()):
            for folder, target in targets.items():
                stranger = foreign(folder, target)
                if stranger is not None:
                    raise CannotWrite(folder, f"it holds {stranger}, which no {writer} wrote; move it away or choose another folder")
            commit(staged)
    finally:
        with signals_deferred():
            for staging in staged.values():
                remove(staging)
