"""Golden pins: a printed seed keeps making the same setup and the same sheet across versions.

Each game's seed-7 setup is compared with its JSON in `tests/golden/`, and one small PDF with its
SHA-256. A deliberate change to either updates the pin here and says why in CHANGELOG.md.
"""

import hashlib
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"

PDF_PINS = {
    "numen": (["board", "numen", "--seed", "7"], "17ebcd9ba19d1c2598bc1780e14ad992a0b79a155bc191f81893a59d069218ce"),
    "stacks": (["board", "stacks", "--seed", "7"], "b05422932974845665d17b1331141694b325bd6b4e4d4d52e93e6e614c968a10"),
    "kukreno": (["sheet", "kukreno", "--seed", "7", "--games", "1"], "b7723ed08946107918327926a7f42df0d0c8563fd3751a1521f2c506b138943a"),
    "ogama": (["board", "ogama", "--seed", "7"], "7a6326d22af53c57ea406b2d49a47767ca1f6b740f3a22c8db721cf4ad768c51"),
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
