"""Translations in gettext catalogs: one `.pot` template per domain, extracted from the English source,
and one `.po` file per language and domain, as Poedit, Weblate and Crowdin open them.

A domain is a body of text translated together: `book` (what every rulebook shares) and `book-<game>`
(one game's rulebook). The templates are `pnp/locales/<domain>.pot`; a language's translations are
`<lang>/<domain>.po` in its language folder (built in, on PNP_LOCALES, or beside a game registered
from outside). English is the source language and needs no `.po`.

A `.po` file is compiled with Babel when first used and read through Python's gettext, so plural
forms follow the file's Plural-Forms header (CLDR's, as Babel writes it). A text the language does
not translate, or marks fuzzy, prints in English, and the first use of an incomplete domain says so
on stderr: a partial translation still makes whole pages.
"""

import gettext
import io
import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pnp.locales import BUILT_IN, GAME_TEXTS, REFERENCE, search_path
from pnp.locales.reading import BrokenLanguage, placeholders, read_text

BOOK = "book"  # what every rulebook shares: folding the pocket edition, the terms of use, the shop's printing
PLURAL_FORMS = 6  # the most plural forms CLDR gives a language (Arabic)
PLURAL_COUNTS = range(1000)  # the counts a catalog's plural rule is tried on before it is used
HEADER = re.compile(r'^msgid ""[ \t]*\r?\nmsgstr ((?:"(?:[^"\\\n]|\\.)*"[ \t]*\r?\n?)+)', re.M)


def book_domain(game: str) -> str:
    """The domain of one game's rulebook."""
    return f"{BOOK}-{game}"


def template_path(domain: str) -> Path:
    """The `.pot` of a domain: built in, or beside the texts of a game registered from outside."""
    for root in GAME_TEXTS:
        if (root / f"{domain}.pot").is_file():
            return root / f"{domain}.pot"
    return BUILT_IN / f"{domain}.pot"


def po_path(lang: str, domain: str) -> Path | None:
    """The `.po` file a language has for a domain: on PNP_LOCALES first, then built in, then beside a game."""
    for root in (*search_path(), *GAME_TEXTS):
        path = root / lang / f"{domain}.po"
        if path.is_file() or path.is_symlink():
            return path
    return None


def read_catalog(path: Path, lang: str):
    """A `.po` file as a Babel catalog; BrokenLanguage naming the file if it does not parse, is not UTF-8,
    has a plural rule gettext cannot use, or a translation asks for a placeholder its English lacks."""
    from babel.messages.pofile import PoFileError, read_po

    text = read_text(path.parent, path).removeprefix("\ufeff")  # a byte-order mark, as some editors write
    if "\0" in text:
        raise BrokenLanguage(f"{path}: holds a NUL character (line {text.count(chr(10), 0, text.index(chr(0))) + 1})")
    check_plural_forms(text, path)  # before Babel, which makes room for nplurals forms of every plural text
    try:
        catalog = read_po(io.StringIO(text), locale=lang.replace("-", "_"), abort_invalid=True)
    except (PoFileError, ValueError) as err:
        raise BrokenLanguage(f"{path}: not a valid gettext catalog: {err}") from None
    if catalog.charset.lower().replace("_", "-") not in ("utf-8", "utf8"):
        raise BrokenLanguage(f"{path}: says its charset is {catalog.charset[:40]!r}; a catalog is UTF-8 text")
    for message in catalog:
        check_placeholders(message, path)
    return catalog


def check_plural_forms(text: str, path: Path) -> None:
    """BrokenLanguage unless the header's Plural-Forms, if any, has 1 to PLURAL_FORMS forms and a rule gettext
    reads that gives each count in PLURAL_COUNTS one of them."""
    header = HEADER.search(text)
    lines = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', header.group(1))).split("\\n") if header else []
    found = [line.split(":", 1)[1] for line in lines if line.lower().startswith("plural-forms:")]
    if not found:
        return
    where = f"{path}: Plural-Forms {found[0].strip()[:100]!r}"
    fields = {key.strip().lower(): value.strip() for key, _, value in (part.partition("=") for part in found[0].split(";"))}
    try:
        count, rule = int(fields.get("nplurals", "")), gettext.c2py(fields.get("plural", ""))
    except ValueError:
        raise BrokenLanguage(f"{where}: not of the form nplurals=N; plural=RULE, with a rule gettext can read") from None
    if not 1 <= count <= PLURAL_FORMS:
        raise BrokenLanguage(f"{where}: a language has 1 to {PLURAL_FORMS} plural forms, not {count}")
    for n in PLURAL_COUNTS:
        try:
            form = rule(n)
        except ArithmeticError:
            raise BrokenLanguage(f"{where}: the rule cannot be worked out for {n}") from None
        if not 0 <= form < count:
            raise BrokenLanguage(f"{where}: the rule gives form {form} for {n}, but there are forms 0 to {count - 1}")


def check_placeholders(message, path: Path) -> None:
    """BrokenLanguage if a translation uses braces other than a `{name}` its English has (`{n}` for plurals)."""
    ids = message.id if isinstance(message.id, tuple) else (message.id,)
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    if not ids[0] or not any(strings):
        return
    where = f"{path}: the translation of {ids[0][:40]!r}"
    known = set().union(*(placeholders(english, where) for english in ids)) | ({"n"} if len(ids) > 1 else set())
    for string in strings:
        unknown = placeholders(string or "", where) - known
        if unknown:
            raise BrokenLanguage(f"{where}: {{{sorted(unknown)[0]}}} is not among its English's placeholders")


@dataclass(frozen=True)
class Progress:
    """How far a language's `.po` for a domain has come: the English texts it lacks or marks fuzzy."""

    domain: str
    total: int
    missing: tuple[str, ...]
    fuzzy: tuple[str, ...]


def _key(message) -> tuple[str | None, str]:
    msgid = message.id[0] if isinstance(message.id, tuple) else message.id
    return message.context, msgid


def progress(lang: str, domain: str) -> Progress:
    """Which texts of the domain's template the language leaves untranslated or fuzzy."""
    from babel.messages.pofile import read_po

    with template_path(domain).open("rb") as f:
        source = [m for m in read_po(f) if m.id]
    if lang == REFERENCE:  # the source language: its texts are the templates'
        return Progress(domain, len(source), (), ())
    path = po_path(lang, domain)
    done = {}
    if path is not None:
        done = {_key(m): m for m in read_catalog(path, lang) if m.id}
    missing, fuzzy = [], []
    for message in source:
        found = done.get(_key(message))
        strings = found.string if found is not None and isinstance(found.string, tuple) else (found.string if found else "",)
        label = _key(message)[1]
        if found is None or not all(strings):
            missing.append(label)
        elif found.fuzzy:
            fuzzy.append(label)
    return Progress(domain, len(source), tuple(missing), tuple(fuzzy))


def domains() -> tuple[str, ...]:
    """Every domain, by its template: the built-in ones and those of games registered from outside."""
    return tuple(sorted({p.stem for root in (BUILT_IN, *GAME_TEXTS) for p in root.glob("*.pot")}))


@cache
def translations(lang: str, domain: str) -> gettext.NullTranslations:
    """The language's texts of a domain; English (the source) where it has none, said once on stderr."""
    from babel.messages.mofile import write_mo

    if lang == REFERENCE:
        return gettext.NullTranslations()
    path = po_path(lang, domain)
    if path is None:
        print(f"pnp: {lang} has no translation of {domain}: its texts print in English", file=sys.stderr)
        return gettext.NullTranslations()
    compiled = io.BytesIO()
    write_mo(compiled, read_catalog(path, lang))  # fuzzy entries are left out: they print in English
    compiled.seek(0)
    if template_path(domain).is_file():
        left = progress(lang, domain)
        if left.missing or left.fuzzy:
            print(
                f"pnp: {path}: {len(left.missing)} missing and {len(left.fuzzy)} fuzzy of {left.total} texts print in English",
                file=sys.stderr,
            )
    return gettext.GNUTranslations(compiled)


def update_translations() -> list[Path]:
    """Merge each domain's template into every `.po` beside it, as `pybabel update` and `msgmerge` do: texts whose English changed become fuzzy, new ones come in empty. The paths written."""
    from babel.messages.pofile import read_po, write_po

    written = []
    for domain in domains():
        with template_path(domain).open("rb") as f:
            template = read_po(f)
        for path in sorted(template_path(domain).parent.glob(f"*/{domain}.po")):
            translated = read_catalog(path, path.parent.name)
            translated.update(template)
            for message in translated:
                message.flags.discard("python-brace-format")  # Babel guesses it; a translation may drop a placeholder
            with path.open("wb") as f:
                write_po(f, translated, width=0, ignore_obsolete=False)
            written.append(path)
    return written
