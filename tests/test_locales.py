"""Russian translates every English text, plural entries hold the forms CLDR gives their language, and
numbers are set as each language sets them."""

import pytest

from pnp.locales import BUILT_IN, Text, UnknownLanguage, catalog, languages, plural_forms
from pnp.locales.catalogs import translation


def test_russian_translates_every_english_text():
    assert set(catalog("ru")) == set(catalog("en"))
    for left in translation(BUILT_IN / "ru", "ru").left:
        assert left.found and not left.missing and not left.fuzzy, left


@pytest.mark.parametrize("lang", languages())
def test_plural_entries_have_every_form_and_nothing_is_empty(lang):
    for key, value in catalog(lang).items():
        if isinstance(value, dict):
            assert set(value) == set(plural_forms(lang)), key
            assert all("{n}" in form for form in value.values()), key
        else:
            assert value.strip(), f"{key} is empty"


@pytest.mark.parametrize("lang", languages())
def test_placeholders_match_between_languages(lang):
    import string

    other = Text("en" if lang == "ru" else "ru")

    def fields(value):
        forms = value.values() if isinstance(value, dict) else [value]
        return {f for form in forms for _, f, _, _ in string.Formatter().parse(form) if f}

    for key, value in catalog(lang).items():
        assert fields(value) == fields(other.entries[key]), key


@pytest.mark.parametrize(
    "n, word",
    [(1, "1 бросок"), (3, "3 броска"), (5, "5 бросков"), (11, "11 бросков"), (12, "12 бросков"),
     (21, "21 бросок"), (22, "22 броска"), (104, "104 броска"), (111, "111 бросков"), (0, "0 бросков")],
)
def test_russian_plurals(n, word):
    assert Text("ru").plural("cli.rolls", n) == word


def test_english_plurals():
    en = Text("en")
    assert en.plural("cli.rolls", 1) == "1 roll"
    assert en.plural("cli.rolls", 21) == "21 rolls"


def test_plural_categories_come_from_cldr():
    assert plural_forms("ru") == ("one", "few", "many")
    assert plural_forms("en") == ("one", "other")


@pytest.mark.parametrize(
    "lang, value, number, share",
    [("ru", 29.29, "29,29", "51,6\u00a0%"), ("en", 29.29, "29.29", "51.6%"), ("en", 1234.5, "1234.50", "51.6%")],
)
def test_numbers_in_the_languages_style(lang, value, number, share):
    text = Text(lang)
    assert text.number(value) == number
    assert text.percent(0.516) == share


@pytest.mark.parametrize("lang, small, large", [("en", "1,000", "10,000"), ("ru", "1000", "10\u00a0000")])
def test_counts_in_running_text_are_grouped_as_the_language_groups_them(lang, small, large):
    text = Text(lang)
    assert (text.grouped(1000), text.grouped(10000), text.grouped(999)) == (small, large, "999")


@pytest.mark.parametrize("value", [2.675, 0.125, 1.005, 99.995, 51.55, 0.0449999])
def test_numbers_round_as_python_does(value):
    en = Text("en")
    assert en.number(value) == f"{value:.2f}"
    assert en.percent(value / 100) == f"{100 * (value / 100):.1f}%"


def test_languages_are_the_catalog_folders():
    assert languages() == ("ru", "en", "de")


def test_unknown_language_is_refused():
    with pytest.raises(UnknownLanguage):
        Text("nl")
