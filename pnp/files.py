"""Safe writing: a product appears whole at its path or not at all."""

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from pnp.errors import PnpError


class CannotWrite(PnpError):
    """The output path cannot be written (a file where a folder should be, no permission, a folder as target)."""

    def __init__(self, path: Path, reason: str):
        super().__init__(f"cannot write {path}: {reason}")
        self.path, self.reason = path, reason


def why_not(path: Path, err: OSError) -> str:
    """The reason a path cannot be written, naming a file that stands where a folder is needed."""
    for parent in Path(path).parents:
        if parent.exists() and not parent.is_dir():
            return f"{parent} is a file, not a folder"
    return err.strerror or str(err)


@contextmanager
def atomic_output(path: Path) -> Iterator[Path]:
    """Yield a temporary path beside `path`, renamed onto it when the block succeeds and removed otherwise."""
    path = Path(path)
    if path.is_dir():
        raise CannotWrite(path, "it is a folder")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    except OSError as err:
        raise CannotWrite(path, why_not(path, err)) from None
    os.close(fd)
    try:
        yield Path(tmp)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_bytes(path: Path, data: bytes) -> None:
    """Write `data` to `path` atomically."""
    with atomic_output(path) as tmp:
        tmp.write_bytes(data)


def write_text(path: Path, data: str) -> None:
    write_bytes(path, data.encode("utf-8"))
