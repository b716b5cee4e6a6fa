"""Running the installed `pnp` as a user's shell does, and what every refusal must look like."""

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from hypothesis import settings

PNP = Path(sys.executable).with_name("pnp")
ENV = {**os.environ, "COLUMNS": "200"}


def examples(default: int) -> int:
    """`default` under the default Hypothesis profile, twenty times as many under `--hypothesis-profile=long`."""
    return max(1, round(default * settings().max_examples / 100))


@dataclass
class Ran:
    code: int
    stdout: bytes
    stderr: str


MEMORY = 1_500_000_000  # bytes of address space a run given `bounded=True` may take: it fails rather than the machine


def limit_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def pnp(*args, cwd: Path, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, timeout: float = 120, env=None,
        bounded: bool = False) -> Ran:
    done = subprocess.run([str(PNP), *map(str, args)], cwd=cwd, stdin=stdin, stdout=stdout, stderr=subprocess.PIPE,
                          env=env or ENV, timeout=timeout, preexec_fn=limit_memory if bounded else None)
    return Ran(done.returncode, done.stdout or b"", done.stderr.decode("utf-8", "replace"))


def files_under(folder: Path) -> list[str]:
    """Every path under `folder`, hidden ones included, relative and sorted."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def assert_refused(ran: Ran, *words: str) -> None:
    """Exit code 2, nothing on stdout, one line `pnp: error: ...` on stderr naming `words`."""
    assert "Traceback" not in ran.stderr, ran.stderr
    assert ran.code == 2, (ran.code, ran.stderr)
    assert ran.stdout == b""
    lines = ran.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("pnp: error: "), ran.stderr
    for word in words:
        assert word in lines[0], (word, lines[0])


def tree_memory(root: int) -> int:
    """Bytes resident in process `root` and all its descendants now (Linux /proc; shared pages counted in each)."""
    parents = {}
    for entry in os.listdir("/proc"):
        try:
            with open(f"/proc/{entry}/stat") as f:
                parents[int(entry)] = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError):
            continue
    tree, grown = {root}, True
    while grown:
        grown = False
        for pid, parent in parents.items():
            if parent in tree and pid not in tree:
                tree.add(pid)
                grown = True
    total = 0
    for pid in tree:
        try:
            with open(f"/proc/{pid}/statm") as f:
                total += int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
        except (OSError, ValueError, IndexError):
            continue
    return total
