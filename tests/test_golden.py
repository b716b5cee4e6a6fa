"""Golden pins: a printed seed keeps making the same setup and the same sheet across versions.

Each game's seed-7 setup is compared with its JSON in `tests/golden/`, and one small PDF with its
SHA-256. A deliberate change to either updates the pin here and says why in CHANGELOG.md.
"""

import hashlib
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"

PDF_PINS = {
    "numen": (["board", "numen", "--seed", "7"], "27c274c721c4bf857ff6332b26bc507e363712dda93f62f2dedbb5fa47da96f4"),
    "stacks": (["board", "stacks", "--seed", "7"], "b55eac47c9e9eb38604e6458a544d8a683611d9308a963010a1329e2199a3088"),
    "kukreno": (["sheet", "kukreno", "--seed", "7", "--games", "1"], "e1336136f3fa79d898f5bd935649e3a6fe3ee7d2e24f496c2b45d1d01802855f"),
    "ogama": (["board", "ogama", "--seed", "7"], "e899eec61c4e243003288186005bd9daa0d5b4f59a26d14144deaeb87ca65434"),
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
