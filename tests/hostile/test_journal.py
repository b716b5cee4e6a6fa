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
    real, done = os.rename, [0]

    def rename(a, b):
        if done[0] == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
        done[0] += 1
        real(a, b)

    os.rename = rename
    replace_kit_folders({Path("out") / name: kit(word) for name in ("kit-a", "kit-b", "kit-c")})
""")


def write(cwd: Path, word: str, kill_at: int = -1) -> int:
    return subprocess.run([sys.executable, "-c", WRITE, word, str(kill_at)], cwd=cwd, capture_output=True).returncode


def kits(cwd: Path) -> list[str]:
    return [(cwd / "out" / name / "part.pdf").read_text() for name in ("kit-a", "kit-b", "kit-c")]


@pytest.mark.parametrize("kill_at", range(7))  # three kits set aside and moved in: six renames, and after them
def test_a_commit_killed_at_any_step_is_put_right_by_the_next_run(tmp_path, kill_at):
    assert write(tmp_path, "old") == 0
    code = write(tmp_path, "new", kill_at)
    assert code in (-9, 0)
    assert write(tmp_path, "next") == 0
    assert kits(tmp_path) == ["next"] * 3
    assert files_under(tmp_path / "out") == sorted(
        f"kit-{k}{rest}" for k in "abc" for rest in ("", "/manifest.json", "/part.pdf")
    )


@pytest.mark.parametrize("kill_at", range(7))
def test_the_next_run_finds_one_run_s_kits_before_it_starts(tmp_path, kill_at):
    """What the next run sees once it has taken over the killed run's journal: all old or all new."""
    assert write(tmp_path, "old") == 0
    write(tmp_path, "new", kill_at)
    recover = "from pathlib import Path; from pnp.core.journal import recover; recover(Path('out'))"
    assert subprocess.run([sys.executable, "-c", recover], cwd=tmp_path).returncode == 0
    assert kits(tmp_path) in (["old"] * 3, ["new"] * 3)
    assert not [name for name in files_under(tmp_path / "out") if name.startswith(".")]


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
