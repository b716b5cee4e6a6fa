"""Golden pins: a printed seed keeps making the same setup and the same sheet across versions.

Each game's seed-7 setup is compared with its JSON in `tests/golden/`, and one small PDF with its
SHA-256. A deliberate change to either updates the pin here and says why in CHANGELOG.md.
"""

import hashlib
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"

PDF_PINS = {
    "numen": (["board", "numen", "--seed", "7"], "2c616f98f50008d84876b962c312bff0dc67c3153c193a131f269ff35fdcc771"),
    "stacks": (["board", "stacks", "--seed", "7"], "1a296b68b6a75f934f91579135574cb00db945878142ef6931f39018221dbb74"),
    "kukreno": (["sheet", "kukreno", "--seed", "7", "--games", "1"], "498249bdbf80ab51541b19412c2a9e98808e35a6fb1574c30df41a28a10ae272"),
    "ogama": (["board", "ogama", "--seed", "7"], "6d65ee34b4341f6ea585951fbd78520848b00f1d2074803d8380320fb1671b27"),
}


@pytest.mark.parametrize("game", sorted(PDF_PINS))
def test_setup_json_is_pinned(cli, game):
    done = cli("setup", game, "--seed", "7", "--json")
    assert done.exit_code == 0, done.stderr
    assert done.stdout == (GOLDEN / f"{game}-setup-seed7.json").read_text(encoding="utf-8")


@pytest.mark.parametrize("game", sorted(PDF_PINS))
def test_pdf_bytes_are_pinned(cli, game, tmp_path):
    args, sha = PDF_PINS[game]
    out = tmp_path / f"{game}.pdf"
    done = cli(*args, "-o", out)
    assert done.exit_code == 0, done.stderr
    assert hashlib.sha256(out.read_bytes()).hexdigest() == sha
