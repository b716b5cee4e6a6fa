"""A language is a folder of catalogs: one found on PNP_LOCALES prints sheets and reports without a code
change, and its plurals follow CLDR's rules for that language."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

import pnp.locales
from pnp.locales import Text, languages, plural_forms
from pnp.core.files import data_dir
from conftest import pdf_text

ENGLISH = Path(pnp.locales.__file__).parent / "en"
TEMPLATES = data_dir("templates")
GERMAN = {  # English text -> what the German catalogs say instead
    '"Eye of Numen"': '"Auge des Numen"',
    '"print at 100% / actual size"': '"mit 100 % / Originalgröße drucken"',
    '"Guide"': '"Führer"',
    '"Date"': '"Datum"',
    '"Player"': '"Spieler"',
    '"penalty points"': '"Strafpunkte"',
}


def add_language(root: Path, lang: str, change) -> None:
    """A copy of the English catalogs and glossary as `lang`, each file's text passed through `change`."""
    (root / lang / "glossary").mkdir(parents=True)
    for path in [*ENGLISH.glob("*.toml"), *ENGLISH.glob("glossary/*.toml")]:
        copy = root / lang / path.relative_to(ENGLISH)
        copy.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")


def german(source: str) -> str:
    for english, translated in GERMAN.items():
        source = source.replace(english, translated)
    return source


def polish(source: str) -> str:
    """English plural entries given Polish categories: one, few (2-4, 22-24, ...), many (5-21, 25-31, ...)."""
    return source.replace(', other = "', ', few = "{n} FEW", many = "')


@pytest.fixture
def locales(tmp_path, monkeypatch):
    """A PNP_LOCALES folder holding German and Polish, seen by this process and the commands it runs."""
    add_language(tmp_path, "de", german)
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
    assert languages() == ("ru", "de", "en", "pl")  # the copies keep English's place, then go by id
    assert "[ru|de|en|pl|en-XA]" in pnp_command("board", "numen", "--help").stdout  # the pseudo-language last


def test_sheets_print_in_the_new_language(locales, tmp_path):
    board, blank = tmp_path / "board.pdf", tmp_path / "blank.pdf"
    made = pnp_command("board", "numen", "--lang", "de", "--seed", "3", "-o", board)
    assert made.returncode == 0, made.stderr
    made = pnp_command("sheet", "kukreno", "--lang", "de", "--seed", "3", "-o", blank)
    assert made.returncode == 0, made.stderr
    board_text, blank_text = pdf_text(board), pdf_text(blank)
    for word in ("Auge des Numen", "Führer", "mit 100 % / Originalgröße drucken"):
        assert word in board_text
    for word in ("Datum", "Spieler", "Strafpunkte"):
        assert word in blank_text
    assert "print at 100%" not in board_text + blank_text


def test_a_rulebook_prints_what_the_language_translates_and_english_for_the_rest(locales, tmp_path):
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    book = tmp_path / "book.pdf"
    untranslated = pnp_command("rulebook", "numen", "--lang", "de", "--seed", "2", "-o", book)
    assert untranslated.returncode == 0, untranslated.stderr
    assert "pnp: de has no translation of book-numen: its texts print in English\n" in untranslated.stderr
    assert "A race against the die." in pdf_text(book)

    catalog = Catalog(locale="de", domain="book-numen")
    catalog.add("Components", "Spielmaterial")
    catalog.add(("Rows 1–3 are player **A**’s half ({n} cell).", "Rows 1–3 are player **A**’s half ({n} cells)."),
                ("Reihen 1–3: die Hälfte von **A** ({n} Zelle).", "Reihen 1–3: die Hälfte von **A** ({n} Zellen)."))
    with (locales / "de" / "book-numen.po").open("wb") as f:
        write_po(f, catalog)
    made = pnp_command("rulebook", "numen", "--lang", "de", "--seed", "2", "-o", book)
    assert made.returncode == 0, made.stderr
    text = pdf_text(book)
    assert "Spielmaterial" in text and "Reihen 1–3: die Hälfte von A (15 Zellen)." in text
    assert "A race against the die." in text  # what it leaves untranslated prints in English
    assert "book-numen.po: 91 missing and 0 fuzzy of 93 texts print in English" in made.stderr


def test_reports_speak_the_new_language(locales):
    shown = pnp_command("analyze", "numen", "--lang", "de", "--top", "0")
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("Führer: balanced 3,3,3,2,2,2\n")
    assert "29,29" in shown.stdout  # German sets a decimal comma, from CLDR


def test_plural_forms_follow_cldr_for_the_language(locales):
    assert plural_forms("de") == ("one", "other")
    assert plural_forms("pl") == ("one", "few", "many")
    pl = Text("pl")
    forms = {n: pl.plural("cli.pages", n) for n in (1, 2, 5, 12, 21, 22, 25, 102, 112)}
    assert forms == {1: "1 page", 2: "2 FEW", 5: "5 pages", 12: "12 pages", 21: "21 pages", 22: "22 FEW",
                     25: "25 pages", 102: "102 FEW", 112: "112 pages"}



def test_a_plural_entry_missing_a_cldr_form_is_refused(locales, tmp_path, monkeypatch):
    add_language(tmp_path / "more", "uk", lambda source: source)  # Ukrainian counts like Russian: one, few, many
    monkeypatch.setenv("PNP_LOCALES", os.pathsep.join([str(locales), str(tmp_path / "more")]))
    refused = pnp_command("sheet", "kukreno", "--lang", "uk", "-o", tmp_path / "blank.pdf")
    assert refused.returncode == 2
    assert refused.stderr.startswith("pnp: error: uk text ") and refused.stderr.endswith("CLDR gives uk one, few, many\n")


def test_a_folder_not_named_by_a_locale_id_is_refused(locales, tmp_path):
    add_language(locales, "xx", german)
    refused = pnp_command("board", "numen", "--lang", "xx", "-o", tmp_path / "board.pdf")
    assert refused.returncode == 2 and not (tmp_path / "board.pdf").exists()
    assert refused.stderr == "pnp: error: the language folder 'xx' is not named by a CLDR locale id, like de or pt_BR\n"
