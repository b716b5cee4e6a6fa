"""The gettext catalogs as translators get them: templates extracted from the English catalogs and from
the one template per book, each text with a comment saying where it appears, translations that gettext,
Babel and Poedit accept, and a check that names what a language lacks."""

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

from pnp.locales import BUILT_IN, GAME_TERMS, GLOSSARY, NOT_CATALOGS, shipped_languages
from pnp.locales.catalogs import CATALOG_DOMAINS, SHEETS, comments, merge, template, where
from pnp.locales.messages import domains, template_path
from pnp.locales.reading import placeholders
from pnp.rulebook.extract import extract, shared_templates

TOY = Path(__file__).parent / "toy" / "texts"  # a game registered from outside keeps its catalogs beside its book
TRANSLATIONS = sorted([*BUILT_IN.glob("*/*.po"), *TOY.glob("*/*.po")])
BOOKS = [domain for domain in domains() if domain not in CATALOG_DOMAINS]
ENGLISH = [path for path in (BUILT_IN / "en").glob("*.toml") if path.name not in NOT_CATALOGS]
ENGLISH += [BUILT_IN / "en" / GLOSSARY, *(BUILT_IN / "en" / GAME_TERMS).glob("*.toml")]


def messages(catalog) -> dict:
    return {(m.context, m.id): m for m in catalog if m.id}


def test_every_book_template_has_its_catalog_template_up_to_date():
    assert {extract(path).domain for path in shared_templates()} == set(BOOKS)
    for path in [*shared_templates(), TOY / "toy.md.j2"]:
        fresh = extract(path)
        with (path.parent / f"{fresh.domain}.pot" if path.parent == TOY else template_path(fresh.domain)).open("rb") as f:
            committed = read_po(f)
        assert messages(committed).keys() == messages(fresh).keys(), f"run `pnp language extract`: {path.name} changed"
        for key, message in messages(fresh).items():
            assert " ".join(messages(committed)[key].auto_comments) == " ".join(message.auto_comments)


def test_every_catalog_template_is_up_to_date_with_the_english():
    for domain in CATALOG_DOMAINS:
        with template_path(domain).open("rb") as f:
            committed = messages(read_po(f))
        fresh = messages(template(domain))
        assert committed.keys() == fresh.keys(), f"run `pnp language extract`: the English {domain} texts changed"
        for key, message in fresh.items():
            assert " ".join(committed[key].auto_comments) == " ".join(message.auto_comments), f"run `pnp language extract`: {key}"


@pytest.mark.parametrize("path", ENGLISH, ids=lambda p: p.name)
def test_every_english_text_says_where_it_appears(path):
    """A `#.` comment above each key, its table or its file: the translator's only clue to the context."""
    import tomllib

    notes = comments(path)

    def keys(table, prefix=""):
        for key, value in table.items():
            if isinstance(value, dict) and not set(value) <= {"one", "other", "term", "definition", "rejected"}:
                yield from keys(value, f"{prefix}{key}.")
            else:
                yield f"{prefix}{key}"

    for key in keys(tomllib.loads(path.read_text(encoding="utf-8"))):
        assert len(where(key, notes)) > 20, f"{path.name}: {key}: write a `#.` comment saying where it appears"


def test_every_book_text_tells_the_translator_where_it_appears():
    for pot in [*(template_path(domain) for domain in BOOKS), TOY / "book-toy.pot"]:
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
    for message in catalog:  # a catalog text is a {name} template: Babel's guess of a %-format from "95% i" is not
        if "no-python-format" in message.flags:
            message.flags.discard("python-format")
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
    for lang in shipped_languages():
        shown = subprocess.run([sys.executable, "-m", "pnp", "language", "check", lang], capture_output=True, text=True, check=False)
        assert shown.returncode == 0, shown.stdout


def test_the_check_names_what_a_catalog_domain_leaves_and_the_sheets_print_it_in_english(tmp_path):
    pack = tmp_path / "ru"
    shutil.copytree(BUILT_IN / "ru", pack)
    po = pack / "sheets.po"
    source = po.read_text(encoding="utf-8")
    source = re.sub(r'(msgctxt "frame.print_at_100"\nmsgid "[^"]*"\nmsgstr )"[^"]*"', r'\1""', source)
    source = source.replace('msgctxt "frame.bar_length"', '#, fuzzy\nmsgctxt "frame.bar_length"')
    po.write_text(source, encoding="utf-8")
    env = {**os.environ, "PNP_LOCALES": str(tmp_path)}
    shown = subprocess.run([sys.executable, "-m", "pnp", "language", "check", "ru"], capture_output=True, text=True,
                           env=env, check=False)
    assert shown.returncode == 1
    assert "ru sheets: 306 texts, 1 missing, 1 fuzzy\n  missing: frame.print_at_100\n  fuzzy: frame.bar_length\n" in shown.stdout
    assert re.search(r"^ru site: \d+ texts, 0 missing, 0 fuzzy$", shown.stdout, re.M)
    made = subprocess.run([sys.executable, "-m", "pnp", "board", "numen", "--lang", "ru", "--seed", "1",
                           "-o", str(tmp_path / "board.pdf")], capture_output=True, text=True, env=env, check=False)
    assert made.returncode == 0, made.stderr
    assert made.stderr.startswith(f"pnp: {po}: 1 missing and 1 fuzzy of 306 texts print in English\n")
    text = subprocess.run(["pdftotext", str(tmp_path / "board.pdf"), "-"], capture_output=True, text=True).stdout
    assert "print at 100% / actual size" in text and "50 mm" in text and "Проводник" in text


def test_a_changed_english_text_keeps_its_translation_as_fuzzy_and_a_new_one_comes_in_empty(tmp_path):
    po = tmp_path / "ru" / "sheets.po"
    po.parent.mkdir()
    shutil.copy(BUILT_IN / "ru" / "sheets.po", po)
    changed = template(SHEETS)
    seed = changed.get("layout no. {seed}", context="frame.seed")
    changed.delete(seed.id, context="frame.seed")
    changed.add("layout number {seed}", context="frame.seed", auto_comments=seed.auto_comments)
    changed.add("a new text", context="frame.new", auto_comments=["The frame of every printed sheet"])
    changed.delete("A4", context="frame.paper.a4")
    merge(changed, po, "ru")
    with po.open("rb") as f:
        merged = read_po(f, locale="ru")
    seed = merged.get("layout number {seed}", context="frame.seed")
    assert seed.fuzzy and seed.string == "вариант №\u00a0{seed}"
    assert '#| msgid "layout no. {seed}"\nmsgctxt "frame.seed"' in po.read_text(encoding="utf-8")  # what it translated
    assert merged.get("a new text", context="frame.new").string == ""
    assert any(m.id == "A4" and m.context == "frame.paper.a4" for m in merged.obsolete.values())  # keyed differently by Babel releases
    assert not merged.get("Contents", context="rulebook.contents").fuzzy
