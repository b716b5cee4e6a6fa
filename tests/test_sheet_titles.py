"""Every sheet's title follows one pattern, «Game · sheet» (a sheet of no game: its name alone), at one
size, and is the topmost text of its page: on every page of every kit sheet in both languages and on
both papers, the four-to-a-page Numen boards, a tiled Signed Stacks board and the two-page calibration
sheet included."""

import pikepdf
import pytest

from pnp.games.numen.board import board_part as numen_boards
from pnp.games.numen.rules import make_setups
from pnp.games.stacks.board import board_part as stacks_board
from pnp.locales import Text
from pnp.preflight.walk import Text as Run, walk
from pnp.registry import games
from pnp.render.document import Part, PrintOptions, part_bytes
from pnp.render.frame import TITLE_PT, sheet_title
from pnp.sheets.calibration import calibration_part

from conftest import word_boxes

PT = 72 / 25.4  # points per mm


def sheets(options: PrintOptions) -> list[Part]:
    parts = [part for spec in games() for part in spec.kit(options) if not part.slug.endswith("-rulebook")]
    parts += [calibration_part(options, duplex=True), stacks_board(12, 12, options)]
    parts += [numen_boards(make_setups("balanced", 1, 4), "balanced", per_page, options) for per_page in (2, 4)]
    return parts


def titles(path) -> list[tuple[float, str]]:
    """Per page: the size of its topmost run of text (by its capitals' top) and the words printed in it."""
    words = word_boxes(path)
    found = []
    with pikepdf.open(path) as pdf:
        for number, page in enumerate(pdf.pages):
            top = max((m for m in walk(page) if isinstance(m, Run)), key=lambda r: r.core[3])
            x0, y0, x1, y1 = (v / PT for v in top.box)
            inside = [w for w in words if w[0] == number and x0 - 0.5 <= w[2] and w[4] <= x1 + 0.5
                      and y0 - 0.5 <= (w[3] + w[5]) / 2 <= y1 + 0.5]
            found.append((top.size, " ".join(w[1] for w in sorted(inside, key=lambda w: w[2]))))
    return found


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_sheet_page_carries_its_title_in_one_pattern_and_size(tmp_path, lang, paper):
    options = PrintOptions(lang, paper, seed=1)
    text = Text(lang)
    wrong, pages = [], 0
    for part in sheets(options):
        path = tmp_path / f"{part.slug}.pdf"
        path.write_bytes(part_bytes(part)[0])
        expected = sheet_title(part.info, text)
        for number, (size, words) in enumerate(titles(path), 1):
            pages += 1
            if abs(size - TITLE_PT) > 0.01 or words != expected:
                wrong.append(f"{part.slug} p{number}: {size:.1f} pt, {words!r} (want {expected!r})")
    assert pages >= 25
    assert not wrong, "\n".join(wrong)


def test_the_title_pattern():
    en, ru = Text("en"), Text("ru")
    options = PrintOptions("en", "a4", seed=1)
    assert sheet_title(options.info("stacks", "stacks.sheet.tokens"), en) == "Signed Stacks · tokens"
    assert sheet_title(options.info("", "calibration.sheet"), en) == "Printer calibration"
    assert sheet_title(options.info("", "calibration.sheet"), ru) == "Калибровка принтера"
