"""The books' gettext catalogs as translators get them: templates extracted from the one template per
book, translations that gettext, Babel and Poedit accept, and a check that names what a language lacks."""

import gettext
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from pnp.locales import BUILT_IN
from pnp.locales.messages import domains, template_path
from pnp.locales.reading import placeholders
from pnp.rulebook.extract import extract, shared_templates

TOY = Path(__file__).parent / "toy" / "texts"  # a game registered from outside keeps its catalogs beside its book
TRANSLATIONS = sorted([*BUILT_IN.glob("*/*.po"), *TOY.glob("*/*.po")])


def messages(catalog) -> dict:
    return {(m.context, m.id): m for m in catalog if m.id}


def test_every_book_template_has_its_catalog_template_up_to_date():
    assert {extract(path).domain for path in shared_templates()} == set(domains())
    for path in [*shared_templates(), TOY / "toy.md.j2"]:
        fresh = extract(path)
        with (path.parent / f"{fresh.domain}.pot" if path.parent == TOY else template_path(fresh.domain)).open("rb") as f:
            committed = read_po(f)
        assert messages(committed).keys() == messages(fresh).keys(), f"run `pnp language extract`: {path.name} changed"
        for key, message in messages(fresh).items():
            assert " ".join(messages(committed)[key].auto_comments) == " ".join(message.auto_comments)


def test_every_text_tells_the_translator_where_it_appears():
    for pot in [*(template_path(domain) for domain in domains()), TOY / "book-toy.pot"]:
        with pot.open("rb") as f:
            for message in read_po(f):
                if message.id:
                    assert re.search(r"rulebook.*: \w", " ".join(message.auto_comments)), message.id


@pytest.mark.parametrize("path", TRANSLATIONS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_translations_pass_babels_checks_and_keep_to_the_english_placeholders(path):
    lang = path.parent.name
    with path.open("rb") as f:
        catalog = read_po(f, locale=lang)
    count, expression = get_plural(lang)
    # CLDR's rule, which Babel releases spell differently: the same form for every whole number counts
    header, cldr = gettext.c2py(catalog.plural_expr), gettext.c2py(expression)
    assert catalog.num_plurals == count and all(header(n) == cldr(n) for n in range(1000))
    assert list(catalog.check()) == []  # Babel's checkers: placeholders, number of plural forms
    for message in messages(catalog).values():
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        allowed = set().union(*(placeholders(text, message.id) for text in english)) | ({"n"} if len(english) > 1 else set())
        for text in message.string if isinstance(message.string, tuple) else (message.string,):
            assert text, f"{path}: untranslated: {english[0]}"
            assert placeholders(text, f"{path}: {english[0]}") <= allowed, text
            assert not re.search(r"[<>&]", text), text  # book text holds no raw markup signs


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="gettext is not installed")
@pytest.mark.parametrize("path", TRANSLATIONS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_gnu_gettext_compiles_every_translation(path):
    checked = subprocess.run(["msgfmt", "--check", "--output-file=/dev/null", str(path)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr


def test_the_check_names_missing_and_fuzzy_texts_which_print_in_english(tmp_path):
    pack = tmp_path / "ru"
    shutil.copytree(BUILT_IN / "ru", pack)
    po = pack / "book-numen.po"
    source = po.read_text(encoding="utf-8")
    source = source.replace('msgstr "Ход вкратце"', 'msgstr ""')
    source = source.replace('msgid "Winning"', '#, fuzzy\nmsgid "Winning"')
    po.write_text(source, encoding="utf-8")
    env = {**os.environ, "PNP_LOCALES": str(tmp_path)}
    shown = subprocess.run([sys.executable, "-m", "pnp", "language", "check", "ru"], capture_output=True, text=True,
                           env=env, check=False)
    assert shown.returncode == 1
    assert "ru book-numen: 93 texts, 1 missing, 1 fuzzy\n  missing: Your turn\n  fuzzy: Winning\n" in shown.stdout
    assert "ru fonts: every character has a glyph" in shown.stdout
    made = subprocess.run([sys.executable, "-m", "pnp", "rulebook", "numen", "--lang", "ru", "--pocket", "--seed", "1",
                           "-o", str(tmp_path / "pocket.pdf")], capture_output=True, text=True, env=env, check=False)
    assert made.returncode == 0, made.stderr
    assert f"pnp: {po}: 1 missing and 1 fuzzy of 93 texts print in English\n" in made.stderr
    text = subprocess.run(["pdftotext", str(tmp_path / "pocket.pdf"), "-"], capture_output=True, text=True).stdout
    assert "Your turn" in text and "Winning" in text and "Подготовка" in text


def test_the_shipped_languages_are_complete():
    for lang in ("ru", "en"):
        shown = subprocess.run([sys.executable, "-m", "pnp", "language", "check", lang], capture_output=True, text=True, check=False)
        assert shown.returncode == 0, shown.stdout
