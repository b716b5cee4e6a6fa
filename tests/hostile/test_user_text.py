"""KuKreNo grids no game can leave are refused with the reason; names print as typed or are refused."""

import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pnp.core.errors import PnpError
from pnp.games.kukreno import rules as kukreno
from pnp.locales import Text
from pnp.render.fonts import BOLD, register_fonts
from pnp.games.kukreno.blank import split_names

from .cli import assert_refused, examples, files_under, pnp


@given(st.lists(st.sampled_from("XO."), min_size=36, max_size=36))
def test_a_grid_is_scored_only_if_a_game_can_leave_it(cells):
    text = "".join("".join(cells[row * 6 : row * 6 + 6]) + "\n" for row in range(6))
    grid = kukreno.parse_grid(text)
    problem = kukreno.unreachable(grid)
    crosses, noughts = cells.count("X"), cells.count("O")
    if abs(crosses - noughts) > kukreno.PENALTY_LIMIT:
        assert problem and f"{crosses} X and {noughts} O" in problem
    if any(len(line.cells) == 6 for line in kukreno.find_lines(grid)):
        assert problem


@pytest.mark.parametrize(
    "grid, words",
    [
        ("XXXXXX\nOO.OO.\nO.....\n......\n......\n......\n", ["line of six"]),
        ("XXXXXX\n" * 6, ["36 X and 0 O", "at most 3"]),
        ("XXX...\n......\nXXX...\nOOO...\n.O.O..\n......\n", ["X's lines", "one square"]),
    ],
)
def test_unreachable_grids_are_refused_on_the_command_line(tmp_path, grid, words):
    (tmp_path / "grid.txt").write_text(grid)
    assert_refused(pnp("analyze", "kukreno", "--grid", "grid.txt", cwd=tmp_path), *words)


def printable_by_the_font(text: str) -> bool:
    register_fonts()
    from reportlab.pdfbase import pdfmetrics

    glyphs = pdfmetrics.getFont(BOLD).face.charToGlyph
    return all(ord(c) in glyphs and unicodedata.bidirectional(c) not in ("R", "AL", "AN") for c in text)


NAME_CHARS = st.characters(exclude_categories=["Cs"]) | st.sampled_from("Аня Boris 中文 😀 בוריס علي Ἀθηνᾶ é\u0301")


@given(st.text(NAME_CHARS, min_size=1, max_size=12), st.text(NAME_CHARS, min_size=1, max_size=12))
def test_names_print_as_typed_or_are_refused_in_one_line(first, second):
    for lang in ("en", "ru"):
        try:
            names = split_names(f"{first},{second}", Text(lang))
        except PnpError as err:
            assert "\n" not in str(err)
            continue
        assert all(printable_by_the_font(name) for name in names)


@given(name=st.sampled_from(["中文", "😀👍🏽", "בוריס", "علي", "हिन्दी", "ᚠᚢᚦ"]), lang=st.sampled_from(["en", "ru"]))
@settings(max_examples=examples(3), suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_name_the_sheet_cannot_print_is_refused_naming_its_character(tmp_path_factory, name, lang):
    cwd = tmp_path_factory.mktemp("names")
    ran = pnp("sheet", "kukreno", "--names", f"Аня,{name}", "--lang", lang, cwd=cwd)
    assert_refused(ran, "U+")
    assert files_under(cwd) == []
