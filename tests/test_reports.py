"""`pnp analyze` reports every game in the language asked for, English by default, and their JSON is the
same in every language."""

import json

import pytest

REPORTS = {  # game -> a small analysis, and lines of its Russian and English reports
    "numen": (["--top", "1"], "Проводник: сбалансированное заполнение 3,3,3,2,2,2",
              "Guide: balanced 3,3,3,2,2,2"),
    "stacks": (["--games", "2", "--seed", "1", "--max-plies", "21"],
               "Столбики со знаком: 2 партии случайными ходами, поле 8 × 8, классический набор, конец по счёту, "
               "в партии не больше 21 хода (вариант №\u00a01)",
               "Signed Stacks: 2 random games on 8 x 8, classic set, count end, at most 21 plies each (seed 1)"),
    "ogama": (["--games", "1", "--seed", "1", "--max-plies", "21"],
              "Огама: 1 партия, случайными ходами, поле 6 × 6, домашних рядов 2, в партии не больше 21 ходов (вариант №\u00a01)",
              "OGAMA: 1 game, random, 6 x 6, 2 home rows, at most 21 plies each (seed 1)"),
    "kukreno": (["--games", "20", "--seed", "1"], "КуКреНо: вычисленные факты", "KuKreNo: computed facts"),
}


@pytest.mark.parametrize("game", REPORTS)
def test_report_in_each_language(cli, game):
    args, russian, english = REPORTS[game]
    ru = cli("analyze", game, *args, "--lang", "ru")
    en = cli("analyze", game, *args)
    assert ru.exit_code == 0 and en.exit_code == 0, ru.stderr + en.stderr
    assert russian in ru.stdout.splitlines()
    assert english in en.stdout.splitlines()
    assert en.stdout == cli("analyze", game, *args, "--lang", "en").stdout


def test_russian_numbers_take_a_decimal_comma(cli):
    shown = cli("analyze", "numen", "--top", "1", "--lang", "ru").stdout
    assert "ожидаемое число бросков, чтобы зачеркнуть половину: 29,29" in shown
    assert "29.29" not in shown


@pytest.mark.parametrize("game", REPORTS)
def test_json_is_the_same_in_every_language(cli, game):
    args = REPORTS[game][0]
    ru, en = (cli("analyze", game, *args, "--json", "--lang", lang).stdout for lang in ("ru", "en"))
    assert json.loads(ru) == json.loads(en) and ru == en
