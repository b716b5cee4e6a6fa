"""Golden pins: a printed seed keeps making the same setup and the same sheet across versions.

Each game's seed-7 setup is compared with its JSON in `tests/golden/`, and one small PDF with its
SHA-256. A deliberate change to either updates the pin here and says why in CHANGELOG.md.
"""

import hashlib
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"

PDF_PINS = {
    "numen": (["board", "numen", "--seed", "7"], "fc55e11282b0ef52e5c1504a8082d0066eb468a0f229fd1007fe28a5cbe804d7"),
    "stacks": (["board", "stacks", "--seed", "7"], "8113897a48be5fa97cd2267d0b95d7e9ebeea6bdc58b3d699cc1d706af61ad1e"),
    "kukreno": (["sheet", "kukreno", "--seed", "7", "--games", "1"], "4ba458972436193919a16cb2dc1d38be3b47d09f6f7addc9ddb1da0313184699"),
    "ogama": (["board", "ogama", "--seed", "7"], "25627446fd06a4992002bbc433aba41931d64277b910aafabf64eadd3f8520bd"),
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
