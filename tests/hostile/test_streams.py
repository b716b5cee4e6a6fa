"""Standard error closed, full or with no reader, an encoding that cannot hold the text, a deleted working
folder: a run that did its work still ends 0, and one that cannot start ends in one line with exit 2."""

import os
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from .cli import ENV, PNP, assert_refused, examples, files_under, pnp

WORK = ["setup", "numen", "--seed", "1", "--lang", "ru", "-o", "setup.pdf"]


def broken_pipe() -> int:
    """The writing end of a pipe whose reader has already gone."""
    read, write = os.pipe()
    os.close(read)
    return write


@pytest.mark.parametrize("stderr", ["closed", "full", "gone"])
def test_a_lost_standard_error_never_changes_the_exit_code(tmp_path, stderr):
    if stderr == "full" and not Path("/dev/full").exists():
        pytest.skip("no /dev/full")
    target = {"closed": None, "full": "/dev/full", "gone": None}[stderr]
    handle = open(target, "w") if target else None
    write = broken_pipe() if stderr == "gone" else None
    try:
        kwargs = {"stderr": handle or write} if stderr != "closed" else {"stderr": subprocess.DEVNULL}
        command = [str(PNP), *WORK] if stderr != "closed" else ["sh", "-c", f'exec "{PNP}" "$@" 2>&-', "pnp", *WORK]
        done = subprocess.run(command, cwd=tmp_path, env=ENV, stdout=subprocess.PIPE, timeout=120, **kwargs)
    finally:
        if handle:
            handle.close()
        if write is not None:
            os.close(write)
    assert done.returncode == 0
    assert files_under(tmp_path) == ["setup.pdf"]


@given(encoding=st.sampled_from(["latin-1", "ascii", "cp1252"]))
@settings(max_examples=examples(3), deadline=None)
def test_text_an_encoding_cannot_hold_is_written_as_escapes(encoding):
    done = subprocess.run([str(PNP), "analyze", "numen", "--lang", "ru"], env={**ENV, "PYTHONIOENCODING": encoding},
                          capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr
    # the Russian letters as escapes, or as UTF-8 where Click takes an ASCII locale for a misconfigured one
    assert b"\\u041f" in done.stdout or "Проводник".encode() in done.stdout


def test_a_deleted_working_folder_is_one_line(tmp_path):
    gone = tmp_path / "gone"
    gone.mkdir()
    done = subprocess.run(["sh", "-c", f'cd "{gone}" && rmdir "{gone}" && exec "{PNP}" "$@"', "pnp", *WORK],
                          env=ENV, capture_output=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.decode().count("\n") == 1 and "working folder" in done.stderr.decode()
    assert files_under(tmp_path) == []


@given(space=st.sampled_from(["\u00a0", "\u202f", "\u2009"]))
@settings(max_examples=examples(3), deadline=None)
def test_printable_spacing_inside_a_name_prints(tmp_path_factory, space):
    cwd = tmp_path_factory.mktemp("names")
    ran = pnp("sheet", "kukreno", "--names", f"Анна{space}Мария,Boris", "-o", "blank.pdf", cwd=cwd)
    if ran.code == 2:  # a space PT Sans has no glyph for is refused as such, not as a control character
        assert_refused(ran, "font cannot print")
    else:
        assert ran.code == 0, ran.stderr
        assert files_under(cwd) == ["blank.pdf"]


@pytest.mark.parametrize("control", ["\x1b", "\u202e", "\u2028", "\x07"])
def test_control_characters_in_a_name_are_refused(tmp_path, control):
    assert_refused(pnp("sheet", "kukreno", "--names", f"Анна{control}Мария,Boris", "-o", "b.pdf", cwd=tmp_path),
                   "control character")
    assert files_under(tmp_path) == []
