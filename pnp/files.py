"""Safe writing: a product appears whole at its path or not at all."""

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from pnp.errors import PnpError


class CannotWrite(PnpError):
    """The output path cannot be written (a file where a folder should be, no permission, a folder as target)."""


@contextmanager
def atomic_output(path: Path) -> Iterator[Path]:
    """Yield a temporary path beside `path`, renamed onto it when the block succeeds and removed otherwise."""
    path = Path(path)
    if path.is_dir():
        raise CannotWrite(f"cannot write {path}: it is a folder")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    except OSError as err:
        raise CannotWrite(f"cannot write {path}: {err.strerror or err}") from None
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
