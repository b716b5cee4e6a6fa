"""PDFs from strangers handed to `pnp read` and `pnp check`: read within bounds, refused in one line, and
their text never reaching the terminal raw."""

import json
import zlib
from pathlib import Path

import pikepdf
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .cli import assert_refused, examples, files_under, pnp



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


def test_an_object_stream_bomb_is_refused_within_bounds(tmp_path, blank):
    """Every object packed into an object stream padded to inflate to 2 GB: opening it is bounded."""
    with pikepdf.open(blank) as pdf:
        pdf.save(tmp_path / "packed.pdf", object_stream_mode=pikepdf.ObjectStreamMode.generate)
    data = (tmp_path / "packed.pdf").read_bytes()
    start = data.index(b"/Type /ObjStm") if b"/Type /ObjStm" in data else data.index(b"/ObjStm")
    # rewrite the first object stream's data as a flate stream of its own bytes followed by 2 GB of spaces
    with pikepdf.open(tmp_path / "packed.pdf") as pdf:
        for obj in pdf.objects:
            if isinstance(obj, pikepdf.Stream) and obj.get("/Type") == "/ObjStm":
                squeeze = zlib.compressobj(9)
                body = squeeze.compress(obj.read_bytes()) + b"".join(
                    squeeze.compress(b" " * 2**20) for _ in range(2048)) + squeeze.flush()
                obj.write(body, filter=pikepdf.Name.FlateDecode)
                break
        pdf.save(tmp_path / "bomb.pdf", object_stream_mode=pikepdf.ObjectStreamMode.preserve, compress_streams=False)
    assert start
    for command in ("read", "check"):
        ran = run_untouched(tmp_path, command, tmp_path / "bomb.pdf")
        assert "Traceback" not in ran.stderr and ran.code in (0, 1, 2), ran.stderr
        assert len(ran.stderr.splitlines()) <= 1
