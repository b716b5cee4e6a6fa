"""Golden pins: a printed seed keeps making the same setup and the same sheet across versions.

Each game's seed-7 setup is compared with its JSON in `tests/golden/`, and one small PDF with its
SHA-256. A deliberate change to either updates the pin here and says why in CHANGELOG.md.
"""

import hashlib
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"

PDF_PINS = {
    "numen": (["board", "numen", "--seed", "7"], "ce6bf9b4dda5142aa35248f3c59f044694b89e2e9ec29a0f6c8378db7076a9ad"),
    "stacks": (["board", "stacks", "--seed", "7"], "011e23c0541c920bcf35b97ed32686efff1bd2cab49ef33dc36ced324b9cb5a5"),
    "kukreno": (["sheet", "kukreno", "--seed", "7", "--games", "1"], "1fcd11566f6e05546420726098eb9922d1f2de41d0b3882a7c79c066d9db808a"),
    "ogama": (["board", "ogama", "--seed", "7"], "d43e507bf31b2f3f4c2c998595750719fecefa64afc1bd3841f45a566a774448"),
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
