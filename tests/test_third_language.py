"""A language is a folder of gettext translations: one found on PNP_LOCALES prints sheets and reports
without a code change, and its plurals follow CLDR's rules for that language."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

import pnp.locales
from pnp.locales import Text, languages, plural_forms
from pnp.core.files import data_dir
from conftest import pdf_text, write_translation

TEMPLATES = data_dir("templates")
DUTCH = {  # English text -> what the Dutch translation says instead
    "Eye of Numen": "Oog van Numen",
    "print at 100% / actual size": "afdrukken op 100 % / werkelijke grootte",
    "Guide": "Gids",
    "Date": "Datum",
    "Player": "Speler",
    "penalty points": "strafpunten",
}


def add_language(root: Path, lang: str, translate) -> None:
    """A translation of the English as `lang`: each entry's text as `translate(key, english)` gives it."""
    write_translation(root / lang, lang, translate)


def dutch(key: str, english):
    return english if isinstance(english, tuple) else DUTCH.get(english, english)


def polish(key: str, english):
    """English plural entries given Polish forms: one, few (2-4, 22-24, ...), many (5-21, 25-31, ...)."""
    return (english[0], "{n} FEW", english[1]) if isinstance(english, tuple) else english


@pytest.fixture
def locales(tmp_path, monkeypatch):
    """A PNP_LOCALES folder holding Dutch and Polish, seen by this process and the commands it runs."""
    add_language(tmp_path, "nl", dutch)
    add_language(tmp_path, "pl", polish)
    monkeypatch.setenv("PNP_LOCALES", str(tmp_path))
    caches = (pnp.locales.folders, pnp.locales.settings, pnp.locales.catalog, pnp.locales.checked_catalog)
    for cached in caches:
        cached.cache_clear()
    yield tmp_path
    monkeypatch.delenv("PNP_LOCALES")
    for cached in caches:
        cached.cache_clear()


def pnp_command(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *map(str, args)], capture_output=True, text=True,
                          env=os.environ.copy(), check=False)


def test_the_new_languages_are_choices(locales):
    assert languages() == ("ru", "en", "nl", "pl", "de")  # the copies keep English's place, then go by id
    assert "[ru|en|nl|pl|de|en-XA]" in pnp_command("board", "numen", "--help").stdout  # the pseudo-language last


def test_sheets_print_in_the_new_language(locales, tmp_path):
    board, blank = tmp_path / "board.pdf", tmp_path / "blank.pdf"
    made = pnp_command("board", "numen", "--lang", "nl", "--seed", "3", "-o", board)
    assert made.returncode == 0, made.stderr
    made = pnp_command("sheet", "kukreno", "--lang", "nl", "--seed", "3", "-o", blank)
    assert made.returncode == 0, made.stderr
    board_text, blank_text = pdf_text(board), pdf_text(blank)
    for word in ("Oog van Numen", "Gids", "afdrukken op 100 % / werkelijke grootte"):
        assert word in board_text
    for word in ("Datum", "Speler", "strafpunten"):
        assert word in blank_text
    assert "print at 100%" not in board_text + blank_text


def test_a_rulebook_prints_what_the_language_translates_and_english_for_the_rest(locales, tmp_path):
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    book = tmp_path / "book.pdf"
    untranslated = pnp_command("rulebook", "numen", "--lang", "nl", "--seed", "2", "-o", book)
    assert untranslated.returncode == 0, untranslated.stderr
    assert "pnp: nl has no translation of book-numen: its texts print in English\n" in untranslated.stderr
    assert "A race against the die." in pdf_text(book)

    catalog = Catalog(locale="nl", domain="book-numen")
    catalog.add("Components", "Spelmateriaal")
    catalog.add(("Rows 1–3 are player **A**’s half ({n} cell).", "Rows 1–3 are player **A**’s half ({n} cells)."),
                ("Rijen 1–3: de helft van **A** ({n} vak).", "Rijen 1–3: de helft van **A** ({n} vakken)."))
    with (locales / "nl" / "book-numen.po").open("wb") as f:
        write_po(f, catalog)
    made = pnp_command("rulebook", "numen", "--lang", "nl", "--seed", "2", "-o", book)
    assert made.returncode == 0, made.stderr
    text = pdf_text(book)
    assert "Spelmateriaal" in text and "Rijen 1–3: de helft van A (15 vakken)." in text
    assert "A race against the die." in text  # what it leaves untranslated prints in English
    assert "book-numen.po: 91 missing and 0 fuzzy of 93 texts print in English" in made.stderr


def test_reports_speak_the_new_language(locales):
    shown = pnp_command("analyze", "numen", "--lang", "nl", "--top", "0")
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("Gids: balanced 3,3,3,2,2,2\n")
    assert "29,29" in shown.stdout  # Dutch sets a decimal comma, from CLDR


def test_plural_forms_follow_cldr_for_the_language(locales):
    assert plural_forms("nl") == ("one", "other")
    assert plural_forms("pl") == ("one", "few", "many")
    pl = Text("pl")
    forms = {n: pl.plural("cli.pages", n) for n in (1, 2, 5, 12, 21, 22, 25, 102, 112)}
    assert forms == {1: "1 page", 2: "2 FEW", 5: "5 pages", 12: "12 pages", 21: "21 pages", 22: "22 FEW",
                     25: "25 pages", 102: "102 FEW", 112: "112 pages"}



def test_a_plural_entry_missing_a_cldr_form_is_refused(locales, tmp_path, monkeypatch):
    # Ukrainian counts like Russian (one, few, many): English's two forms leave one empty
    add_language(tmp_path / "more", "uk", lambda key, english: (*english, "") if isinstance(english, tuple) else english)
    monkeypatch.setenv("PNP_LOCALES", os.pathsep.join([str(locales), str(tmp_path / "more")]))
    refused = pnp_command("sheet", "kukreno", "--lang", "uk", "-o", tmp_path / "blank.pdf")
    assert refused.returncode == 2 and not (tmp_path / "blank.pdf").exists()
    assert refused.stderr.startswith(f"pnp: error: {tmp_path / 'more' / 'uk'}")
    assert refused.stderr.endswith(": 2 plural forms given; CLDR gives uk 3: one, few, many\n")


def test_a_plural_forms_header_that_counts_otherwise_than_cldr_is_refused(locales, tmp_path):
    po = locales / "pl" / "messages.po"
    po.write_text(po.read_text(encoding="utf-8").replace("nplurals=3; plural=", "nplurals=3; plural=0*"), encoding="utf-8")
    refused = pnp_command("sheet", "kukreno", "--lang", "pl", "-o", tmp_path / "blank.pdf")
    assert refused.returncode == 2
    assert refused.stderr == f"pnp: error: {po}: its Plural-Forms header (3 forms) does not count as CLDR does for pl: one, few, many\n"


def test_what_a_translation_lacks_prints_in_english_and_is_named_once_per_domain(locales, tmp_path):
    add_language(locales, "nl", lambda key, english: "" if key == "frame.print_at_100" else english)
    (locales / "nl" / "site.po").unlink()
    blank = tmp_path / "blank.pdf"
    made = pnp_command("board", "numen", "--lang", "nl", "--seed", "3", "-o", blank)
    assert made.returncode == 0, made.stderr
    assert "print at 100% / actual size" in pdf_text(blank)
    assert f"pnp: {locales / 'nl' / 'sheets.po'}: 1 missing and 0 fuzzy of " in made.stderr
    assert f"pnp: nl has no translation of site, {locales / 'nl' / 'site.po'}: its texts print in English\n" in made.stderr
    assert made.stderr.count("sheets.po") == 1


def test_a_folder_not_named_by_a_locale_id_is_refused(locales, tmp_path):
    add_language(locales, "xx", dutch)
    refused = pnp_command("board", "numen", "--lang", "xx", "-o", tmp_path / "board.pdf")
    assert refused.returncode == 2 and not (tmp_path / "board.pdf").exists()
    assert refused.stderr == "pnp: error: the language folder 'xx' is not named by a CLDR locale id, like de or pt_BR\n"
