"""A run killed outright (SIGKILL) at any step of its commit: the next run into the folder finds the kits of
one run, whole, and no hidden staging or set-aside copy."""

import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from .cli import PNP, files_under, pnp

WRITE = textwrap.dedent("""
    import hashlib, json, os, signal, sys
    from pathlib import Path
    from pnp.kit_folders import replace_kit_folders

    def kit(word):
        files = {"part.pdf": word.encode()}
        entries = [{"name": n, "bytes": len(d), "sha256": hashlib.sha256(d).hexdigest()} for n, d in files.items()]
        return {**files, "manifest.json": json.dumps({"seed": word, "files": entries}).encode()}

    word, kill_at = sys.argv[1], int(sys.argv[2])
    steps = [0]

    def step(call):
        def killed_before(*args, **kwargs):
            if steps[0] == kill_at:
                os.kill(os.getpid(), signal.SIGKILL)
            steps[0] += 1
            return call(*args, **kwargs)
        return killed_before

    for name in ("rename", "mkdir", "write", "unlink", "rmdir"):  # every step that changes the folder or its journal
        setattr(os, name, step(getattr(os, name)))
    replace_kit_folders({Path("out") / name: kit(word) for name in ("kit-a", "kit-b", "kit-c")})
    print(steps[0])
""")


def write(cwd: Path, word: str, kill_at: int = -1) -> int:
    return subprocess.run([sys.executable, "-c", WRITE, word, str(kill_at)], cwd=cwd, capture_output=True).returncode


def steps(cwd: Path) -> int:
    """How many steps a run replacing a kit set takes: each is a point where the tests kill it."""
    done = subprocess.run([sys.executable, "-c", WRITE, "count", "-1"], cwd=cwd, capture_output=True, text=True)
    return int(done.stdout)


def kits(cwd: Path) -> list[str]:
    return [(cwd / "out" / name / "part.pdf").read_text() for name in ("kit-a", "kit-b", "kit-c")]


def test_a_run_killed_at_any_step_is_put_right_by_the_next_run(tmp_path):
    """Killed before each step in turn: the next run into the folder first finds one run's kits, all old or
    all new, and no hidden staging, set-aside copy or journal; then writes its own."""
    assert write(tmp_path, "old") == 0
    count = steps(tmp_path)  # over the old set, which it replaces
    assert count > 20
    assert write(tmp_path, "old") == 0
    for kill_at in range(count):
        assert write(tmp_path, "new", kill_at) == -9
        recover = "import os; from pnp.core.journal import recover; recover(os.open('out', os.O_RDONLY))"
        assert subprocess.run([sys.executable, "-c", recover], cwd=tmp_path).returncode == 0
        assert kits(tmp_path) in (["old"] * 3, ["new"] * 3), kill_at
        assert not [name for name in files_under(tmp_path / "out") if name.startswith(".")], kill_at
        assert write(tmp_path, "old") == 0
    assert files_under(tmp_path / "out") == sorted(
        f"kit-{k}{rest}" for k in "abc" for rest in ("", "/manifest.json", "/part.pdf")
    )


@pytest.mark.parametrize("signum", [signal.SIGKILL, signal.SIGQUIT])
def test_a_batch_killed_while_writing_leaves_nothing_after_the_next_run(tmp_path, signum):
    run = subprocess.Popen([str(PNP), "board", "numen", "--count", "30000", "--seed", "2", "-o", "b/boards.pdf"],
                           cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    while run.poll() is None and not list(tmp_path.glob("b/.*.part")):
        time.sleep(0.05)
    run.send_signal(signum)
    run.communicate(timeout=120)
    assert run.returncode in (-signum, 128 + signum)
    assert pnp("board", "numen", "--seed", "3", "-o", "b/boards.pdf", cwd=tmp_path).code == 0
    assert files_under(tmp_path / "b") == ["boards.pdf"]
