"""Signals at any moment: no partial or temporary file, exit 128 + the signal, no traceback, no orphan worker.

Real processes are killed (the process, or its whole group as a terminal's Ctrl-C does) at moments
Hypothesis picks; whatever the moment, the folder holds the old products or the new ones, never a mix.
"""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pnp.locales import shipped_languages
from pnp.registry import games

from .cli import ENV, PNP, examples, files_under, pnp

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc to see the handlers installed")

SIGNALS = st.sampled_from([signal.SIGINT, signal.SIGTERM])


def catching_sigterm(pid: int) -> bool:
    """Whether the process has installed pnp's handlers (SIGTERM is caught only once pnp's entry point runs)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    caught = int(next(line.split()[1] for line in status.splitlines() if line.startswith("SigCgt:")), 16)
    return bool(caught & (1 << (signal.SIGTERM - 1)))


def kill_after(args: list[str], cwd: Path, delay: float, signum: int, group: bool) -> tuple[int, str]:
    """Start `pnp args`, wait until it catches signals, then `delay` seconds; send `signum` to it or its group.

    Returns the exit code and stderr once every process of its group has gone.
    """
    run = subprocess.Popen([str(PNP), *args], cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           env=ENV, start_new_session=True)
    while not catching_sigterm(run.pid) and run.poll() is None:
        time.sleep(0.005)
    time.sleep(delay)
    try:
        (os.killpg if group else os.kill)(run.pid, signum)
    except ProcessLookupError:
        pass
    _, err = run.communicate(timeout=300)
    for _ in range(200):  # workers die with their parent: wait a little for the kernel to reap them
        try:
            os.killpg(run.pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.02)
    else:
        os.killpg(run.pid, signal.SIGKILL)
        pytest.fail("a worker process outlived pnp")
    return run.returncode, err.decode()


def assert_ended_cleanly(code: int, err: str, signum: int) -> None:
    assert "Traceback" not in err, err
    # 0: done before the signal came; -signum: it came as the interpreter shut down, with the work done
    assert code in (0, 128 + signum, -signum), (code, err)
    assert code in (0, -signum) or err == "", err  # a run that finished has said what it wrote


def kit_seeds(out: Path) -> set[int]:
    """The seeds of the kits in `out`, each kit checked to be whole; no hidden staging folder may remain."""
    assert not [name for name in files_under(out) if name.startswith(".")], files_under(out)
    seeds = set()
    for kit in out.iterdir():
        manifest = json.loads((kit / "manifest.json").read_text())
        assert sorted(p.name for p in kit.iterdir()) == sorted([f["name"] for f in manifest["files"]] + ["manifest.json"])
        seeds.add(manifest["seed"])
    return seeds


@given(delay=st.floats(0, 6), signum=SIGNALS, group=st.booleans())
@settings(max_examples=examples(2), suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_an_interrupted_kit_all_leaves_the_old_kits_or_the_new(tmp_path_factory, delay, signum, group):
    cwd = tmp_path_factory.mktemp("kit")
    assert pnp("kit", "all", "-q", "--seed", "1", "-o", "out", cwd=cwd).code == 0
    code, err = kill_after(["kit", "all", "--lang", "all", "-q", "--seed", "2", "-o", "out"], cwd, delay, signum, group)
    assert_ended_cleanly(code, err, signum)
    assert kit_seeds(cwd / "out") in ([{2}] if code == 0 else [{1}] if code > 0 else [{1}, {2}])
    assert len(list((cwd / "out").iterdir())) == len(games()) * len(shipped_languages())  # a kit a game and language


@given(delay=st.floats(0, 4), signum=SIGNALS, group=st.booleans())
@settings(max_examples=examples(1), suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_an_interrupted_batch_leaves_no_volume(tmp_path_factory, delay, signum, group):
    cwd = tmp_path_factory.mktemp("batch")
    code, err = kill_after(["board", "numen", "--count", "30000", "--seed", "2", "-o", "b/boards.pdf"], cwd, delay, signum, group)
    assert_ended_cleanly(code, err, signum)
    made = files_under(cwd / "b") if (cwd / "b").exists() else []
    whole = [f"boards-00{i}.pdf" for i in (1, 2, 3)]
    assert made in ([whole] if code == 0 else [[]] if code > 0 else [[], whole])


@given(delay=st.floats(0, 0.4), signum=SIGNALS, analysis=st.booleans())
@settings(max_examples=examples(4), suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_signal_during_start_up_or_an_analysis_ends_quietly(tmp_path_factory, delay, signum, analysis):
    cwd = tmp_path_factory.mktemp("start")
    args = ["analyze", "stacks", "--games", "300", "--seed", "3"] if analysis else ["setup", "stacks", "--seed", "3", "-o", "setup.pdf"]
    code, err = kill_after(args, cwd, delay, signum, group=True)
    if not analysis or code != 0:
        assert_ended_cleanly(code, err, signum)
    assert files_under(cwd) in ([], ["setup.pdf"])


@given(delay=st.floats(0, 3), signum=st.sampled_from([signal.SIGINT, signal.SIGTERM, signal.SIGQUIT, signal.SIGHUP]),
       group=st.booleans())
@settings(max_examples=examples(2), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_an_interrupted_shop_leaves_every_product_or_none(tmp_path_factory, delay, signum, group):
    cwd = tmp_path_factory.mktemp("shop")
    code, err = kill_after(["shop", "ogama", "--seed", "2", "-o", "shop"], cwd, delay, signum, group)
    assert "Traceback" not in err, err
    assert code in (0, 128 + signum), (code, err)
    made = files_under(cwd / "shop") if (cwd / "shop").exists() else []
    assert not [name for name in made if name.startswith(".")], made
    assert (len(made) == 4) if code == 0 else made == [], made


def test_a_smaller_batch_leaves_no_volume_of_an_earlier_larger_one(tmp_path):
    assert pnp("board", "numen", "--seed", "1", "-o", "b/boards.pdf", cwd=tmp_path).code == 0
    for i in (1, 2, 3):  # what an earlier batch of three volumes left
        (tmp_path / "b" / f"boards-00{i}.pdf").write_bytes((tmp_path / "b" / "boards.pdf").read_bytes())
    assert pnp("board", "numen", "--seed", "2", "-o", "b/boards.pdf", cwd=tmp_path).code == 0
    assert files_under(tmp_path / "b") == ["boards.pdf"]
