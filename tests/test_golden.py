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
    "stacks": (["board", "stacks", "--seed", "7"], "9b4a0400dd58b6526f7be5486d178ac02c56d7504c5a036c1f2c5ebd13fe58ee"),
    "kukreno": (["sheet", "kukreno", "--seed", "7", "--games", "1"], "9816e48963f0dd3daab9443040b53038b68dada73d4ca98ecce43531e2e77dfa"),
    "ogama": (["board", "ogama", "--seed", "7"], "8c949f9691752dfacc6627ca656612784fcf9d25ce859b25a54f04fa6969e9f9"),
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
