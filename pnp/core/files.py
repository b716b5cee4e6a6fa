"""Safe writing: a product appears whole at its path or not at all, and only a regular file is ever replaced.

Writing through a symbolic link writes the file it points to (created if the link dangles), atomically in
that file's folder; the link itself stays. Folders, devices, pipes and sockets are refused. Everything
staged is removed on failure or on a signal, and `commit` moves a whole batch into place all or none.
"""

import errno
import os
import shutil
import stat
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

from pnp.core.errors import PnpError
from pnp.core.interrupts import signals_deferred
from pnp.core.journal import MOVED, Journal, exists_at, finish, hidden_name, journal, moved

TEMP_STEM = 60  # characters of the real name kept in a temporary name, so that one is never too long


class CannotWrite(PnpError):
    """The output path cannot be written (a file where a folder should be, no permission, a folder as target)."""

    def __init__(self, path: Path, reason: str):
        super().__init__(f"cannot write {path}: {reason}")
        self.path, self.reason = path, reason


def why_not(path: Path, err: OSError) -> str:
    """The reason a path cannot be written, naming a file that stands where a folder is needed, or a folder
    moved away while pnp wrote in it."""
    if moved(Path(path).parent) or moved(Path(path)):
        return MOVED
    if err.errno in (errno.EMFILE, errno.ENFILE):
        return too_many_files()
    for parent in Path(path).parents:
        try:
            if parent.exists() and not parent.is_dir():
                return f"{parent} is a file, not a folder"
        except OSError:
            break
    return err.strerror or str(err)


def too_many_files() -> str:
    """Why a run with too few open files (`ulimit -n`) stopped."""
    try:
        import resource

        limit = f"ulimit -n {resource.getrlimit(resource.RLIMIT_NOFILE)[0]}"
    except ImportError:
        limit = "the system's limit"
    return f"too many open files: pnp needs more than {limit} allows"


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
                    temps.append(hidden(target.parent, temp_name(target), ".part", False))
                except OSError as err:
                    raise CannotWrite(path, why_not(target, err)) from None
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
    done: list[tuple[int, str, str]] = []  # renames done, (folder, from, to), undone in reverse on failure
    held: dict[Path, Journal] = {}
    with signals_deferred():
        try:
            held = {folder: journal(folder) for folder in {destination.parent for destination in staged}}
            if any(each.moved() for each in held.values()):
                raise FileNotFoundError(0, MOVED)
            for destination, source in staged.items():
                folder = held[destination.parent].dir
                if exists_at(folder, destination.name):
                    aside = hidden(destination.parent, temp_name(destination), ".old", True, key="aside",
                                   into=destination.name)
                    _rename(folder, destination.name, f"{aside.name}/old", done)
                if source is None:
                    continue
                kind = os.lstat(source.name, dir_fd=folder).st_mode
                os.chmod(source.name, 0o755 if stat.S_ISDIR(kind) else 0o644, dir_fd=folder)
                held[destination.parent].note(moved=source.name, into=destination.name)
                _rename(folder, source.name, destination.name, done)
            for each in held.values():
                each.note(done=True)
        except OSError as err:
            for folder, before, after in reversed(done):
                try:
                    os.rename(after, before, src_dir_fd=folder, dst_dir_fd=folder)
                except OSError:
                    pass  # put back what can be; the journal puts right the rest when the run ends
            finish(held.values())
            raise CannotWrite(shown or destination, why_not(destination, err)) from None
        finish(held.values())


def hidden(parent: Path, prefix: str, suffix: str, folder: bool, key: str = "staged", **more: str) -> Path:
    """A new hidden file or folder in `parent`, noted in its journal before it is made, so that a run killed
    at any moment leaves nothing its journal does not name; made through the folder this run holds open."""
    held = journal(parent)
    name = hidden_name(prefix, suffix)
    held.note(**{key: name}, **more)
    if folder:
        os.mkdir(name, 0o700, dir_fd=held.dir)
    else:
        os.close(os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600,
                         dir_fd=held.dir))
    return parent / name


def _rename(folder: int, before: str, after: str, done: list[tuple[int, str, str]]) -> None:
    os.rename(before, after, src_dir_fd=folder, dst_dir_fd=folder)
    done.append((folder, before, after))


def data_dir(name: str) -> Path:
    """A bundled folder (`fonts`, `templates`): inside the installed package, or beside it in a checkout."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / name, package.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"bundled folder {name!r} is missing from the installation")
