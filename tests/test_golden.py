"""Golden pins: a printed seed keeps making the same setup and the same sheet across versions.

Each game's seed-7 setup is compared with its JSON in `tests/golden/`, and one small PDF with its
SHA-256. A deliberate change to either updates the pin here and says why in CHANGELOG.md.
"""

import hashlib
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"

PDF_PINS = {
    "numen": (["board", "numen", "--seed", "7"], "925975fa8828b2a819bcbefaf71ce07e991461d2f9c9f896bb1c94cc2c5285ef"),
    "stacks": (["board", "stacks", "--seed", "7"], "6da2d6e9f6147d4a95b6830a98034c529176684811aeb3a7a4863597e50d98ac"),
    "kukreno": (["sheet", "kukreno", "--seed", "7", "--games", "1"], "c7dacd4b2a2d8afcb3154038d9f392cb249189013f0162fc541ebf579c17573b"),
    "ogama": (["board", "ogama", "--seed", "7"], "d04924fc2fade081ea3edf28628c6aefc01c27dbb89c17121c084fd2165030e4"),
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
