"""Golden pins: a printed seed keeps making the same setup and the same sheet across versions.

Each game's seed-7 setup is compared with its JSON in `tests/golden/`, and one small PDF with its
SHA-256. A deliberate change to either updates the pin here and says why in CHANGELOG.md.
"""

import hashlib
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"

PDF_PINS = {
    "numen": (["board", "numen", "--seed", "7"], "728e87f810b0cc9792cd492e83fb203f4d5e0fa9c41a798e572430881fc5dc15"),
    "stacks": (["board", "stacks", "--seed", "7"], "377b16a9319bc0d1bceee856f0e912f1611f21f365bca2a73f44967460ed6835"),
    "kukreno": (["sheet", "kukreno", "--seed", "7", "--games", "1"], "45446af08144ced8344274bdbbede05548799f0ac1fc0c1c65ebc1f05ea0b969"),
    "ogama": (["board", "ogama", "--seed", "7"], "be4d5335f5cf46faf29b584449c36bb1afd642cbaf7fe9b936f1ba92e80c953a"),
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
