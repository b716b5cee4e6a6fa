"""Safe writing: a product appears whole at its path or not at all, and only a regular file is ever replaced.

Writing through a symbolic link writes the file it points to (created if the link dangles), atomically in
that file's folder; the link itself stays. Folders, devices, pipes and sockets are refused. Everything
staged is removed on failure or on a signal, and `commit` moves a whole batch into place all or none.
"""

import os
import shutil
import stat
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

from pnp.core.errors import PnpError
from pnp.core.interrupts import signals_deferred
from pnp.core.journal import journal, note

TEMP_STEM = 60  # characters of the real name kept in a temporary name, so that one is never too long


class CannotWrite(PnpError):
    """The output path cannot be written (a file where a folder should be, no permission, a folder as target)."""

    def __init__(self, path: Path, reason: str):
        super().__init__(f"cannot write {path}: {reason}")
        self.path, self.reason = path, reason


def why_not(path: Path, err: OSError) -> str:
    """The reason a path cannot be written, naming a file that stands where a folder is needed."""
    for parent in Path(path).parents:
        try:
            if parent.exists() and not parent.is_dir():
                return f"{parent} is a file, not a folder"
        except OSError:
            break
    return err.strerror or str(err)


def output_path(raw: str | os.PathLike, default_name: str) -> Path:
    """The file an `-o` value names: a value ending in a slash names a folder, which gets `default_name`."""
    raw = os.fspath(raw)
    if raw.endswith(("/", os.sep)) or (os.altsep and raw.endswith(os.altsep)):
        return Path(raw) / default_name
    return Path(raw)


def lstat_or_none(path: Path, shown: Path | None = None) -> os.stat_result | None:
    """`path`'s own status (a link is not followed), None if nothing is there; CannotWrite if it cannot be looked at."""
    try:
        return path.lstat()
    except FileNotFoundError:
        return None
    except OSError as err:
        raise CannotWrite(shown or path, why_not(path, err)) from None


def real_target(path: Path) -> Path:
    """Where writing `path` lands: `path`, or the end of the symbolic links at it."""
    found = lstat_or_none(path)
    if found is None or not stat.S_ISLNK(found.st_mode):
        return path
    real = Path(os.path.realpath(path))
    end = lstat_or_none(real, path)
    if end is not None and stat.S_ISLNK(end.st_mode):
        raise CannotWrite(path, "its symbolic links go round in a loop")
    return real


def file_target(path: Path) -> Path:
    """The regular file a write to `path` replaces or creates; CannotWrite for anything else standing there."""
    target = real_target(Path(path))
    found = lstat_or_none(target, path)
    if found is None or stat.S_ISREG(found.st_mode):
        return target
    if stat.S_ISDIR(found.st_mode):
        raise CannotWrite(path, "it is a folder")
    raise CannotWrite(path, "it is a device, pipe or socket, not a regular file")


def not_a_file(path: Path) -> str | None:
    """Why `path` cannot be read as a file (missing, a folder, a device, pipe or socket), or None if it can.

    A device such as /dev/zero never ends, and a pipe cannot be read twice: neither is taken as an input file.
    """
    try:
        found = Path(path).stat()
    except FileNotFoundError:
        return "no such file"
    except OSError as err:
        return err.strerror or str(err)
    if stat.S_ISDIR(found.st_mode):
        return "it is a folder"
    if not stat.S_ISREG(found.st_mode):
        return "it is a device, pipe or socket, not a regular file"
    return None


def temp_name(path: Path) -> str:
    return f".{path.name[:TEMP_STEM]}."


@contextmanager
def atomic_outputs(paths: list[Path], stale: Sequence[Path] = ()) -> Iterator[list[Path]]:
    """Yield a temporary path beside each file `paths` write; when the block succeeds they are all renamed
    into place together (`commit`), the `stale` files an earlier run left (an earlier batch's extra
    volumes) removed in the same commit, and otherwise (a failure, an exception, a signal) all removed."""
    targets = [file_target(Path(path)) for path in paths]
    old = [file_target(Path(path)) for path in stale if lstat_or_none(Path(path)) is not None]
    temps: list[Path] = []
    try:
        for path, target in zip(paths, targets):
            with signals_deferred():
                try:
                    target.parent.mkdir(parents=True, exist_ok=True)
                    journal(target.parent)
                    fd, name = tempfile.mkstemp(dir=target.parent, prefix=temp_name(target), suffix=".part")
                except OSError as err:
                    raise CannotWrite(path, why_not(target, err)) from None
                temps.append(Path(name))
                note(target.parent, staged=temps[-1].name)
                os.close(fd)
        try:
            yield list(temps)
        except OSError as err:  # a full disk, a quota, a failing device while the products were written
            raise CannotWrite(paths[0], err.strerror or str(err)) from None
        commit({**dict(zip(targets, temps)), **dict.fromkeys(old)}, paths[0] if len(paths) == 1 else None)
        temps.clear()
    finally:
        with signals_deferred():
            for tmp in temps:
                tmp.unlink(missing_ok=True)


@contextmanager
def atomic_output(path: Path) -> Iterator[Path]:
    """`atomic_outputs` for one file."""
    with atomic_outputs([path]) as (tmp,):
        yield tmp


def write_bytes(path: Path, data: bytes) -> None:
    """Write `data` to `path` atomically."""
    with atomic_output(path) as tmp:
        tmp.write_bytes(data)


def write_text(path: Path, data: str) -> None:
    write_bytes(path, data.encode("utf-8"))


def remove(path: Path) -> None:
    """Delete a file or a folder tree (never following a link), if it is there."""
    found = lstat_or_none(path)
    if found is not None and stat.S_ISDIR(found.st_mode):
        shutil.rmtree(path, ignore_errors=True)
    elif found is not None:
        path.unlink(missing_ok=True)


def commit(staged: Mapping[Path, Path | None], shown: Path | None = None) -> None:
    """Move each staged file or folder (value) onto its destination (key), all or none; a destination
    staged as None is removed.

    What stands at a destination is first set aside under a hidden name in its folder and put back if
    any move fails; it is deleted once every move is done. Signals wait until then, so an interrupted
    run has either moved everything or nothing; each step is noted in the folder's journal first, so
    the next run undoes or finishes a commit killed outright (pnp.core.journal).
    """
    moved: list[tuple[Path, Path]] = []  # renames done, (from, to), undone in reverse on failure
    asides: list[Path] = []
    with signals_deferred():
        try:
            for destination, source in staged.items():
                if lstat_or_none(destination) is not None:
                    aside = Path(tempfile.mkdtemp(dir=destination.parent, prefix=temp_name(destination), suffix=".old"))
                    asides.append(aside)
                    note(destination.parent, aside=aside.name, into=destination.name)
                    os.rename(destination, aside / "old")
                    moved.append((destination, aside / "old"))
                if source is None:
                    continue
                os.chmod(source, 0o755 if source.is_dir() else 0o644)
                note(destination.parent, moved=source.name, into=destination.name)
                os.rename(source, destination)
                moved.append((source, destination))
        except OSError as err:
            for before, after in reversed(moved):
                try:
                    os.rename(after, before)
                except OSError:
                    pass  # put back what can be; the error below names the destination
            for aside in asides:
                remove(aside)
            raise CannotWrite(shown or destination, why_not(destination, err)) from None
        for folder in {destination.parent for destination in staged}:
            note(folder, done=True)
        for aside in asides:
            remove(aside)


def data_dir(name: str) -> Path:
    """A bundled folder (`fonts`, `templates`): inside the installed package, or beside it in a checkout."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / name, package.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"bundled folder {name!r} is missing from the installation")
