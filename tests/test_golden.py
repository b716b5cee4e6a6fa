"""Golden pins: a printed seed keeps making the same setup and the same sheet across versions.

Each game's seed-7 setup is compared with its JSON in `tests/golden/`, and one small PDF with its
SHA-256. A deliberate change to either updates the pin here and says why in CHANGELOG.md.
"""

import hashlib
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"

PDF_PINS = {
    "numen": (["board", "numen", "--seed", "7"], "7d73cd76c22f035b32f52e26469ac2f47d480dd3c2fec2619c8a18ee5d71cab0"),
    "stacks": (["board", "stacks", "--seed", "7"], "9b885ef0fea41d6ea62cd563b3ef3f729b4464d93313a13d9888abffd80d7b3c"),
    "kukreno": (["sheet", "kukreno", "--seed", "7", "--games", "1"], "6c09ebde2d04e2c33c868cbd31f3d01e2adabf32df8b279d5289337fdba9d95d"),
    "ogama": (["board", "ogama", "--seed", "7"], "2e73ecb433b25f6a9f917efc0e6c73c9c948ac0c3019f09c7090d24a446238a4"),
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
