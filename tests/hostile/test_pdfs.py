"""PDFs from strangers handed to `pnp read` and `pnp check`: read within bounds, refused in one line, and
their text never reaching the terminal raw."""

import json
import subprocess
import time
import struct
import zlib
from pathlib import Path

import pikepdf
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .cli import PNP, Ran, assert_refused, examples, files_under, pnp, tree_memory



@pytest.fixture(scope="module")
def blank(tmp_path_factory) -> Path:
    """A fillable KuKreNo result blank, as pnp makes it."""
    root = tmp_path_factory.mktemp("blank")
    assert pnp("sheet", "kukreno", "--fillable", "--seed", "1", "-o", "blank.pdf", cwd=root).code == 0
    return root / "blank.pdf"


def field(pdf: pikepdf.Pdf, name: str) -> pikepdf.Dictionary:
    """The field whose full name is `name`."""
    def find(fields, prefix):
        for f in fields:
            full = prefix + str(f.get("/T", ""))
            if full == name:
                return f
            if name.startswith(full + ".") and "/Kids" in f:
                found = find(f.Kids, full + ".")
                if found is not None:
                    return found
        return None

    found = find(pdf.Root.AcroForm.Fields, "")
    assert found is not None, name
    return found


def forged(blank: Path, folder: Path, change) -> Path:
    """A copy of the blank with `change(pdf)` applied, saved as a stranger would."""
    with pikepdf.open(blank) as pdf:
        change(pdf)
        pdf.save(folder / "forged.pdf")
    return folder / "forged.pdf"


def run_untouched(folder: Path, *args):
    before = files_under(folder)
    ran = pnp(*args, cwd=folder, timeout=90, bounded=True)
    assert files_under(folder) == before
    return ran


@given(name=st.text(alphabet=st.characters(categories=["Cc", "Cf"]), min_size=1, max_size=30))
@settings(max_examples=examples(10), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_control_characters_in_a_filled_name_are_shown_escaped(tmp_path_factory, blank, name):
    folder = tmp_path_factory.mktemp("escapes")

    def write(pdf):
        field(pdf, "player1.name").V = pikepdf.String(name + "Anna")

    path = forged(blank, folder, write)
    for args in ((), ("--json",)):
        ran = run_untouched(folder, "read", path, *args)
        assert ran.code == 0, ran.stderr
        shown = ran.stdout.decode("utf-8")
        assert not any(ch in shown for ch in name if ch not in "\n"), repr(shown)
        assert "Anna" in shown
    assert json.loads(ran.stdout)["players"][0]["name"].endswith("Anna")


def test_an_escape_sequence_is_printed_as_its_escape(tmp_path, blank):
    def write(pdf):
        field(pdf, "player1.name").V = pikepdf.String("\x1b[2J\x00Eve")

    ran = run_untouched(tmp_path, "read", forged(blank, tmp_path, write))
    assert ran.code == 0
    assert b"\\x1b[2J\\x00Eve" in ran.stdout and b"\x1b" not in ran.stdout


@pytest.mark.parametrize("change, words", [
    (lambda pdf: setattr(field(pdf, "game1"), "T", pikepdf.String("game1x")), ["field game1x.", "not one of this sheet's fields"]),
    (lambda pdf: setattr(field(pdf, "game1"), "T", pikepdf.String("game" + "9" * 5000)), ["a field name", "more than 1000 characters"]),
    (lambda pdf: setattr(field(pdf, "mode"), "V", pikepdf.String("mode_")), ["field mode"]),
    (lambda pdf: setattr(field(pdf, "sheet"), "V", pikepdf.String("other")), ["not a pnp sheet"]),
    (lambda pdf: setattr(field(pdf, "date"), "V", pikepdf.String("1" * 5000)), ["field date", "more than 1000 characters"]),
], ids=["renamed-game", "long-number", "bad-mode", "other-sheet", "long-value"])
def test_a_forged_form_is_refused_naming_the_field(tmp_path, blank, change, words):
    assert_refused(run_untouched(tmp_path, "read", forged(blank, tmp_path, change)), *words)


def test_a_field_tree_that_loops_ends(tmp_path, blank):
    def loop(pdf):
        game = field(pdf, "game1")
        game.Kids.append(game)

    ran = run_untouched(tmp_path, "read", forged(blank, tmp_path, loop))
    assert ran.code in (0, 2) and "Traceback" not in ran.stderr


@pytest.mark.parametrize("command", [("read",), ("check",)])
def test_an_encrypted_pdf_is_refused(tmp_path, blank, command):
    with pikepdf.open(blank) as pdf:
        pdf.save(tmp_path / "locked.pdf", encryption=pikepdf.Encryption(owner="o", user="u"))
    assert_refused(run_untouched(tmp_path, *command, tmp_path / "locked.pdf"), "locked.pdf", "encrypted")


@pytest.mark.parametrize("command", [("read",), ("check",)])
def test_a_huge_sparse_file_is_refused_at_once(tmp_path, command):
    with open(tmp_path / "sparse.pdf", "wb") as f:
        f.write(b"%PDF-1.7\n")
        f.truncate(12 * 2**30)
    assert_refused(run_untouched(tmp_path, *command, tmp_path / "sparse.pdf"), "sparse.pdf", "larger than")


def bomb_page(path: Path, inflated: int) -> None:
    """A one-page PDF whose content stream inflates to `inflated` bytes of spaces."""
    pdf = pikepdf.new()
    pdf.add_blank_page()
    squeeze = zlib.compressobj(9)
    chunk = b" " * 2**20
    data = b"".join(squeeze.compress(chunk) for _ in range(inflated // len(chunk))) + squeeze.flush()
    stream = pdf.make_stream(b"")
    stream.write(data, filter=pikepdf.Name.FlateDecode)
    pdf.pages[0].Contents = stream
    pdf.save(path, compress_streams=False)


def test_a_page_that_inflates_to_gigabytes_is_refused_within_bounds(tmp_path):
    bomb_page(tmp_path / "bomb.pdf", 2 * 2**30)
    assert_refused(run_untouched(tmp_path, "check", tmp_path / "bomb.pdf"), "bomb.pdf", "inflates to more than")


def object_stream_bomb(path: Path, padding: int = 2 * 2**30) -> None:
    """A PDF whose catalog and page tree sit in an object stream padded to inflate to `padding` bytes."""
    objects = [b"<< /Type /Catalog /Pages 3 0 R >>", b"<< /Type /Pages /Kids [] /Count 0 >>"]
    body, offsets = b"", []
    for obj in objects:
        offsets.append(len(body))
        body += obj + b"\n"
    header = b"2 %d 3 %d " % (offsets[0], offsets[1])
    squeeze = zlib.compressobj(9)
    data = squeeze.compress(header + body) + b"".join(
        squeeze.compress(b" " * 2**20) for _ in range(padding // 2**20)) + squeeze.flush()
    out = bytearray(b"%PDF-1.7\n")
    at_stream = len(out)
    out += b"1 0 obj\n<< /Type /ObjStm /N 2 /First %d /Filter /FlateDecode /Length %d >>\nstream\n" % (len(header), len(data))
    out += data + b"\nendstream\nendobj\n"
    at_xref = len(out)
    rows = [(0, 0, 65535), (1, at_stream, 0), (2, 1, 0), (2, 1, 1), (1, at_xref, 0)]
    xref = b"".join(struct.pack(">BIH", *row) for row in rows)
    out += b"4 0 obj\n<< /Type /XRef /Size 5 /W [1 4 2] /Root 2 0 R /Length %d >>\nstream\n" % len(xref)
    out += xref + b"\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n" % at_xref
    path.write_bytes(bytes(out))


@pytest.mark.parametrize("command", ["read", "check"])
def test_an_object_stream_bomb_is_refused_within_bounds(tmp_path, command):
    """A 2 MB file whose object stream inflates to 2 GB: opening it stays within the child's memory."""
    object_stream_bomb(tmp_path / "bomb.pdf")
    assert_refused(run_untouched(tmp_path, command, tmp_path / "bomb.pdf"), "bomb.pdf")


def test_a_stream_whose_filters_inflate_past_memory_is_refused(tmp_path):
    """Flate over flate, 4 kB that decode to 2 GB: decoded in the child, which runs out of its memory."""
    pdf = pikepdf.new()
    pdf.add_blank_page()
    squeeze = zlib.compressobj(9)
    inner = b"".join(squeeze.compress(b" " * 2**20) for _ in range(2048)) + squeeze.flush()
    stream = pdf.make_stream(b"")
    stream.write(zlib.compress(inner, 9), filter=pikepdf.Array([pikepdf.Name.FlateDecode, pikepdf.Name.FlateDecode]))
    pdf.pages[0].Contents = stream
    pdf.save(tmp_path / "double.pdf", compress_streams=False)
    assert_refused(run_untouched(tmp_path, "check", tmp_path / "double.pdf"), "double.pdf", "memory")


WHOLE_RUN = 500 * 2**20  # bytes the docs state `pnp check` and `pnp read` take in all, reading children included


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="no /proc to measure a process tree")
@pytest.mark.parametrize("command", ["read", "check"])
def test_an_object_stream_bomb_stays_within_the_whole_run_s_memory(tmp_path, command):
    """The whole process tree, pnp and its reading children, measured every 10 ms until it ends."""
    object_stream_bomb(tmp_path / "bomb.pdf")
    run = subprocess.Popen([str(PNP), command, "bomb.pdf"], cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    peak = 0
    while run.poll() is None:
        peak = max(peak, tree_memory(run.pid))
        time.sleep(0.01)
    out, err = run.communicate(timeout=120)
    assert_refused(Ran(run.returncode, out, err.decode()), "bomb.pdf")
    assert 0 < peak < WHOLE_RUN, peak // 2**20
