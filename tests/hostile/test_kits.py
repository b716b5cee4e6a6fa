"""Kit folders: replaced only when a kit wrote everything in them, all kits or none, one at a time."""

import hashlib
import json
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .cli import PNP, Ran, assert_refused, examples, files_under, pnp

PYODIDE = Path(__file__).parents[2] / "node_modules" / "pyodide"  # the runtime a site's play pages copy (npm install pyodide@314)

KIT = "numen-kit-en-a4"


def snapshot(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() if (folder / name).is_file() else b"<dir>" for name in files_under(folder)}


def assert_whole_kit(folder: Path) -> int:
    """`folder` holds exactly the files its manifest lists, each with its hash; returns the kit's seed."""
    manifest = json.loads((folder / "manifest.json").read_text())
    assert sorted(p.name for p in folder.iterdir()) == sorted([f["name"] for f in manifest["files"]] + ["manifest.json"])
    for entry in manifest["files"]:
        assert hashlib.sha256((folder / entry["name"]).read_bytes()).hexdigest() == entry["sha256"]
    return manifest["seed"]


@pytest.fixture(scope="module")
def made_kit(tmp_path_factory) -> Path:
    """An English Eye of Numen kit made with seed 1, to copy."""
    root = tmp_path_factory.mktemp("kit")
    assert pnp("kit", "numen", "--lang", "en", "-q", "--seed", "1", "-o", "out", cwd=root).code == 0
    return root / "out"


FOREIGN = st.one_of(
    st.text(alphabet=st.characters(codec="utf-8", exclude_characters="/\x00"), min_size=1, max_size=20)
    .filter(lambda n: n not in (".", "..")),
    st.sampled_from(["notes.txt", ".hidden", "photo.jpg", "manifest.json.bak"]),
)


@given(name=FOREIGN, folder=st.booleans())
@settings(max_examples=examples(2), suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_kit_folder_holding_anything_else_is_refused_and_kept(tmp_path_factory, made_kit, name, folder):
    root = tmp_path_factory.mktemp("foreign")
    shutil.copytree(made_kit, root / "out")
    kit = root / "out" / KIT
    if (kit / name).exists():
        return  # the name of a kit file: not foreign
    (kit / name).mkdir() if folder else (kit / name).write_text("mine")
    before = snapshot(root)
    assert_refused(pnp("kit", "numen", "--lang", "en", "-q", "--seed", "2", "-o", "out", cwd=root), "no kit wrote")
    assert snapshot(root) == before


def test_a_kit_folder_that_is_a_link_is_written_through(tmp_path, made_kit):
    shutil.copytree(made_kit / KIT, tmp_path / "elsewhere")
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / KIT).symlink_to(tmp_path / "elsewhere")
    ran = pnp("kit", "numen", "--lang", "en", "-q", "--seed", "2", "-o", "out", cwd=tmp_path)
    assert ran.code == 0, ran.stderr
    assert (tmp_path / "out" / KIT).is_symlink()
    assert assert_whole_kit(tmp_path / "elsewhere") == 2


def test_kit_all_is_all_or_none_when_one_folder_is_refused(tmp_path):
    assert pnp("kit", "all", "-q", "--seed", "1", "-o", "out", cwd=tmp_path).code == 0
    (tmp_path / "out" / "ogama-kit-ru-a4" / "notes.txt").write_text("mine")
    before = snapshot(tmp_path)
    assert_refused(pnp("kit", "all", "-q", "--seed", "2", "-o", "out", cwd=tmp_path), "ogama-kit-ru-a4", "notes.txt")
    assert snapshot(tmp_path) == before


def test_concurrent_kits_in_one_folder_leave_one_whole_kit(tmp_path):
    runs = [
        subprocess.Popen([str(PNP), "kit", "numen", "--lang", "en", "-q", "--seed", str(seed), "-o", "out"],
                         cwd=tmp_path, stderr=subprocess.PIPE, text=True)
        for seed in (1, 2, 3)
    ]
    for run in runs:
        _, err = run.communicate(timeout=300)
        assert run.returncode == 0 and err == "", err
    assert files_under(tmp_path / "out")[0] == KIT and len(list((tmp_path / "out").iterdir())) == 1
    assert assert_whole_kit(tmp_path / "out" / KIT) in (1, 2, 3)


@given(offset=st.integers(min_value=0), byte=st.integers(min_value=0, max_value=255), grow=st.booleans())
@settings(max_examples=examples(3), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_kit_file_the_user_changed_is_kept(tmp_path_factory, made_kit, offset, byte, grow):
    """A rulebook annotated and saved in place (one byte changed, or bytes added) is never replaced."""
    root = tmp_path_factory.mktemp("edited")
    shutil.copytree(made_kit, root / "out")
    book = root / "out" / KIT / "numen-rulebook-en-a4.pdf"
    data = bytearray(book.read_bytes())
    if grow:
        data += b"% my note\n"
    else:
        offset %= len(data)
        data[offset] = byte if data[offset] != byte else (byte + 1) % 256
    book.write_bytes(bytes(data))
    before = snapshot(root)
    ran = pnp("kit", "numen", "--lang", "en", "-q", "--seed", "2", "-o", "out", cwd=root)
    assert_refused(ran, "numen-rulebook-en-a4.pdf", "was changed after", "move it away")
    assert snapshot(root) == before


@pytest.fixture(scope="module")
def made_site(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("site")
    assert pnp("site", "kukreno", "--lang", "en", "--seed", "1", "-o", "site", "--pyodide", PYODIDE, cwd=root, timeout=300).code == 0
    return root / "site"


def test_a_site_sheet_filled_in_and_saved_in_place_is_kept(tmp_path, made_site):
    shutil.copytree(made_site, tmp_path / "site")
    (sheet,) = (tmp_path / "site").rglob("*-fillable-*.pdf")
    sheet.write_bytes(sheet.read_bytes() + b"\n% filled in\n")
    before = snapshot(tmp_path)
    ran = pnp("site", "kukreno", "--lang", "en", "--seed", "2", "-o", "site", "--pyodide", PYODIDE, cwd=tmp_path, timeout=300)
    assert_refused(ran, sheet.name, "was changed after")
    assert snapshot(tmp_path) == before


def test_a_folder_the_user_made_in_a_site_is_kept(tmp_path, made_site):
    shutil.copytree(made_site, tmp_path / "site")
    (tmp_path / "site" / "kukreno" / "my-notes").mkdir()
    before = snapshot(tmp_path)
    ran = pnp("site", "kukreno", "--lang", "en", "--seed", "2", "-o", "site", "--pyodide", PYODIDE, cwd=tmp_path, timeout=300)
    assert_refused(ran, "kukreno/my-notes", "which no pnp site wrote")
    assert snapshot(tmp_path) == before


def test_an_untouched_site_is_replaced(tmp_path, made_site):
    shutil.copytree(made_site, tmp_path / "site")
    ran = pnp("site", "kukreno", "--lang", "en", "--seed", "2", "-o", "site", "--pyodide", PYODIDE, cwd=tmp_path, timeout=300)
    assert ran.code == 0, ran.stderr
    assert json.loads((tmp_path / "site" / "site.json").read_text())["seed"] == 2
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


@pytest.mark.parametrize("pause", [0.001, 0.02])
def test_a_kit_folder_renamed_away_during_the_run_is_one_line_and_leaves_nothing_hidden(tmp_path, pause):
    """Another program keeps renaming the output folder away: the run ends 0 or in one line, every kit
    folder wherever it went is whole, and no hidden staging, copy or journal is left in any of them."""
    run = subprocess.Popen([str(PNP), "kit", "all", "--lang", "en", "-q", "--seed", "1", "-o", "kits"], cwd=tmp_path,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    moves = 0
    while run.poll() is None:
        try:
            (tmp_path / "kits").rename(tmp_path / f"moved{moves}")
            moves += 1
        except FileNotFoundError:
            pass
        time.sleep(pause)
    out, err = run.communicate(timeout=300)
    assert "Traceback" not in err and "Exception" not in err, err
    if run.returncode:
        assert_refused(Ran(run.returncode, out.encode(), err), "cannot write kits")
    assert not [name for name in files_under(tmp_path) if Path(name).name.startswith(".")]
    for kit in tmp_path.glob("*/*-kit-*"):
        assert_whole_kit(kit)


def run_with_open_files(limit: int, *args, cwd: Path) -> Ran:
    def few_files() -> None:
        import resource

        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))

    done = subprocess.run([str(PNP), *args], cwd=cwd, capture_output=True, timeout=300, preexec_fn=few_files)
    return Ran(done.returncode, done.stdout, done.stderr.decode())


def test_kit_all_with_twelve_open_files_works_on_one_core(tmp_path):
    ran = run_with_open_files(12, "kit", "all", "--lang", "en", "-q", "--seed", "1", "-o", "kits", cwd=tmp_path)
    assert ran.code == 0 and ran.stderr == "", ran.stderr
    assert sorted(p.name for p in (tmp_path / "kits").iterdir()) == [f"{g}-kit-en-a4" for g in ("kukreno", "numen", "ogama", "stacks")]
    for kit in (tmp_path / "kits").iterdir():
        assert assert_whole_kit(kit) == 1


@pytest.mark.parametrize("limit", [5, 6])
def test_too_few_open_files_is_one_line_and_the_next_run_leaves_nothing_hidden(tmp_path, limit):
    ran = run_with_open_files(limit, "kit", "all", "--lang", "en", "-q", "--seed", "1", "-o", "kits", cwd=tmp_path)
    assert_refused(ran, "too many open files", f"ulimit -n {limit}")
    assert pnp("kit", "numen", "--lang", "en", "-q", "--seed", "2", "-o", "kits", cwd=tmp_path).code == 0
    assert [p.name for p in (tmp_path / "kits").iterdir()] == [KIT]
