"""Outputs: only regular files are replaced, links are written through, a trailing slash means a folder,
and a full disk, a closed stream or an endless input end in one line (or quietly, for a closed pipe)."""

import os
import socket
import subprocess

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .cli import PNP, assert_refused, examples, files_under, pnp

PDF = ("board", "numen", "--seed", "1")
NAME = "numen-board-balanced-en-a4.pdf"


def test_writing_through_a_link_writes_its_target_and_keeps_the_link(tmp_path):
    (tmp_path / "real.pdf").write_text("old")
    (tmp_path / "link.pdf").symlink_to("real.pdf")
    ran = pnp(*PDF, "-o", "link.pdf", cwd=tmp_path)
    assert ran.code == 0, ran.stderr
    assert (tmp_path / "link.pdf").is_symlink()
    assert (tmp_path / "real.pdf").read_bytes().startswith(b"%PDF")
    assert files_under(tmp_path) == ["link.pdf", "real.pdf"]


def test_a_dangling_link_gets_its_target_created(tmp_path):
    (tmp_path / "link.pdf").symlink_to("made/real.pdf")
    assert pnp(*PDF, "-o", "link.pdf", cwd=tmp_path).code == 0
    assert (tmp_path / "made" / "real.pdf").read_bytes().startswith(b"%PDF")


def test_a_loop_of_links_is_refused(tmp_path):
    (tmp_path / "a.pdf").symlink_to("b.pdf")
    (tmp_path / "b.pdf").symlink_to("a.pdf")
    assert_refused(pnp(*PDF, "-o", "a.pdf", cwd=tmp_path), "loop")


@pytest.mark.parametrize("kind", ["pipe", "socket", "device"])
def test_pipes_sockets_and_devices_are_refused_and_kept(tmp_path, kind):
    if kind == "pipe":
        target = tmp_path / "target"
        os.mkfifo(target)
    elif kind == "socket":
        target = tmp_path / "target"
        server = socket.socket(socket.AF_UNIX)
        server.bind(str(target))
    else:
        target = "/dev/null"
    ran = pnp(*PDF, "-o", target, cwd=tmp_path)
    assert_refused(ran, "device, pipe or socket")
    assert os.path.exists(target) and not os.path.isfile(target)


@given(folder=st.sampled_from(["new/", "a/b/", "x.pdf/", "./"]))
@settings(max_examples=examples(3), suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_trailing_slash_names_a_folder_for_the_default_name(tmp_path_factory, folder):
    cwd = tmp_path_factory.mktemp("slash")
    ran = pnp(*PDF, "-o", folder, cwd=cwd)
    assert ran.code == 0, ran.stderr
    assert (cwd / folder / NAME).is_file()


@given(length=st.integers(256, 5000), kit=st.booleans())
@settings(max_examples=examples(4), suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_overlong_names_are_refused_in_one_line(tmp_path_factory, length, kit):
    cwd = tmp_path_factory.mktemp("long")
    args = ("kit", "numen", "--lang", "en") if kit else PDF
    assert_refused(pnp(*args, "-o", "n" * length, cwd=cwd), "too long")
    assert files_under(cwd) == []


@pytest.mark.parametrize("args", [("setup", "numen", "--json"), ("setup", "stacks", "--text"), ("setup", "kukreno", "--json")])
def test_a_full_disk_on_standard_output_is_one_line(tmp_path, args):
    with open("/dev/full", "wb") as full:
        ran = pnp(*args, "--seed", "3", cwd=tmp_path, stdout=full)
    assert_refused(ran, "standard output", "No space left")


def shell(command: str, cwd) -> subprocess.CompletedProcess:
    return subprocess.run(command, shell=True, executable="/bin/bash", cwd=cwd, capture_output=True, text=True)


def test_a_closed_standard_output_is_one_line(tmp_path):
    done = shell(f"'{PNP}' setup numen --json --seed 3 >&-", tmp_path)
    assert done.returncode == 2 and done.stderr.startswith("pnp: error: ") and len(done.stderr.splitlines()) == 1


def test_a_closed_pipe_ends_quietly_like_a_shell_tool(tmp_path):
    """The reader (`true`) is gone long before pnp has started: exit 141 as SIGPIPE would, no message."""
    done = shell(f"'{PNP}' setup kukreno --rolls 1000 --text --seed 2 | true; echo ${{PIPESTATUS[0]}}", tmp_path)
    assert (done.stdout.strip(), done.stderr) == ("141", "")


@pytest.mark.parametrize("args", ["moves ogama --position", "moves stacks --position", "analyze kukreno --grid"])
def test_closed_stdin_and_endless_input_are_one_line(tmp_path, args):
    assert_refused(pnp(*args.split(), "/dev/zero", cwd=tmp_path), "over")
    done = shell(f"'{PNP}' {args} - <&-", tmp_path)
    assert done.returncode == 2 and done.stderr.startswith("pnp: error: ") and "closed" in done.stderr


@pytest.mark.parametrize("command", ["check", "read"])
@pytest.mark.parametrize("source", ["/dev/zero", "pipe", "."])
def test_a_device_pipe_or_folder_is_no_pdf_to_read(tmp_path, command, source):
    if source == "pipe":
        os.mkfifo(tmp_path / "pipe")
    assert_refused(pnp(command, source, cwd=tmp_path), "cannot read")


def test_a_sheet_and_its_cut_files_are_written_together_or_not_at_all(tmp_path):
    """A cut file that cannot be written (a folder stands at its name) leaves no PDF behind either."""
    (tmp_path / "tokens-cut-1.svg").mkdir()
    ran = pnp("tokens", "ogama", "--cut-file", "svg", "--seed", "1", "-o", "tokens.pdf", cwd=tmp_path)
    assert_refused(ran, "tokens-cut-1.svg")
    assert files_under(tmp_path) == ["tokens-cut-1.svg"]
