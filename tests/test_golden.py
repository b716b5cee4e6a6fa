"""Golden pins: a printed seed keeps making the same setup and the same sheet across versions.

Each game's seed-7 setup is compared with its JSON in `tests/golden/`, and one small PDF with its
SHA-256. A deliberate change to either updates the pin here and says why in CHANGELOG.md.
"""

import hashlib
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"

PDF_PINS = {
    "numen": (["board", "numen", "--seed", "7"], "4fce75a1c9321b6c9f935aae0b4b52d1c41e92ed3d8e0ceab0750d7e32adb896"),
    "stacks": (["board", "stacks", "--seed", "7"], "3123fa8809c87f0d16bb765932457feec0d23abb3d0557b82bb715bf591ce7b4"),
    "kukreno": (["sheet", "kukreno", "--seed", "7", "--games", "1"], "0d653f4980e2b579c20fd2421d732d031b78faffc93292839f58115287a0d62e"),
    "ogama": (["board", "ogama", "--seed", "7"], "d425e9ff25aae60582cd8a5ad78583635108f3d19538641ecab93e343755415d"),
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
