"""Golden pins: a printed seed keeps making the same setup and the same sheet across versions.

Each game's seed-7 setup is compared with its JSON in `tests/golden/`, and one small PDF with its
SHA-256. A deliberate change to either updates the pin here and says why in CHANGELOG.md.
"""

import hashlib
from pathlib import Path

import pytest

GOLDEN = Path(__file__).parent / "golden"

PDF_PINS = {
    "numen": (["board", "numen", "--seed", "7"], "58e044f0319a53449bd4184932915c35a0bd434bb274c442977be5883d7da3f3"),
    "stacks": (["board", "stacks", "--seed", "7"], "32df978f75bea9ef754982a8311cece69a41e7a74572fd5fcd44c38630adff72"),
    "kukreno": (["sheet", "kukreno", "--seed", "7", "--games", "1"], "26cf8d4d7525a89c1910c9fe023992952a0b55169dcb557dbc2eecca13c635e6"),
    "ogama": (["board", "ogama", "--seed", "7"], "c2674b172f6ab6c32f2d799ff7d8f0d90f2150485d3d7486f5424d5c7640be86"),
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
