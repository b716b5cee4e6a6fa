"""Golden pins: a printed seed keeps making the same setup and the same sheet across versions.

Each game's seed-7 setup is compared with its JSON in `tests/golden/`, and one small PDF with its
SHA-256. A deliberate change to either updates the pin here and says why in CHANGELOG.md.
"""

import hashlib
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"

PDF_PINS = {
    "numen": (["board", "numen", "--seed", "7"], "c2743e575b25ab4e3c6317d5107d94f35f2275417ecde88cd438978647a72bf3"),
    "stacks": (["board", "stacks", "--seed", "7"], "dd5d9eb25f6d7dc7f44809fca6352a4a8025a0a64981e6b242e7100ac23bf7e8"),
    "kukreno": (["sheet", "kukreno", "--seed", "7", "--games", "1"], "3b72f48ff762e7ba64d34c84df362c7b5d63c96415e68c5d7ef3cdd58045487d"),
    "ogama": (["board", "ogama", "--seed", "7"], "ce719b81f9e4af5bed512f4d3e04458359135f76c5f82f9dced40a17653621f2"),
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
