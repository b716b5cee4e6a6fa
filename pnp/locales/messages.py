"""Translations in gettext catalogs: one `.pot` template per domain, extracted from the English source,
and one `.po` file per language and domain, as Poedit, Weblate and Crowdin open them.

A domain is a body of text translated together: the catalogs' `sheets`, `site`, `messages` and
`glossary` (pnp.locales.catalogs, read into the catalog table that Text looks up), `book` (what every
rulebook shares) and `book-<game>` (one game's rulebook). The templates are `pnp/locales/<domain>.pot`; a language's translations are
`<lang>/<domain>.po` in its language folder (built in, on PNP_LOCALES, or beside a game registered
from outside). English is the source language and needs no `.po`.

A `.po` file is compiled with Babel when first used and read through Python's gettext, so plural
forms follow the file's Plural-Forms header (CLDR's, as Babel writes it). A text the language does
not translate, or marks fuzzy, prints in English, and the first use of an incomplete domain says so
on stderr: a partial translation still makes whole pages.
"""

import gettext
import io
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pnp.locales import BUILT_IN, GAME_TEXTS, REFERENCE, search_path
from pnp.locales.catalogs import CATALOG_DOMAINS, merge, template, translation
from pnp.locales.reading import BrokenLanguage, foreign_placeholders, read_catalog
from pnp.locales.pseudo import PSEUDO, PseudoTranslations

BOOK = "book"  # what every rulebook shares: folding the pocket edition, the terms of use, the shop's printing


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


def check_placeholders(message, path: Path) -> None:
    """BrokenLanguage if a translation uses braces other than a `{name}` its English has (`{n}` for plurals)."""
    ids = message.id if isinstance(message.id, tuple) else (message.id,)
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    if not ids[0] or not any(strings):
        return
    where = f"{path}: the translation of {ids[0][:40]!r}"
    unknown = foreign_placeholders(ids, strings, where)
    if unknown:
        raise BrokenLanguage(f"{where}: {{{min(unknown)}}} is not among its English's placeholders")


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
    """Which texts of the domain's template the language leaves untranslated or fuzzy (for a catalog
    domain, by key: a text whose English changed since its translation is fuzzy)."""
    from babel.messages.pofile import read_po

    from pnp.locales import _folder
    from pnp.locales.catalogs import is_translation

    if domain in CATALOG_DOMAINS:
        if not is_translation(_folder(lang)):
            return Progress(domain, len(template(domain)), (), ())
        files = [left for left in translation(_folder(lang), lang).left if left.domain == domain]
        return Progress(domain, sum(left.total for left in files), tuple(k for left in files for k in left.missing),
                        tuple(k for left in files for k in left.fuzzy))
    with template_path(domain).open("rb") as f:
        source = [m for m in read_po(f) if m.id]
    if lang in (REFERENCE, PSEUDO):  # the source language (and en-XA, made from it): its texts are the templates'
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
    """Every domain, by its template: the catalogs' first, then the books', built in and those of games
    registered from outside."""
    found = {p.stem for root in (BUILT_IN, *GAME_TEXTS) for p in root.glob("*.pot")}
    return (*(d for d in CATALOG_DOMAINS if d in found), *sorted(found - set(CATALOG_DOMAINS)))


@cache
def translations(lang: str, domain: str) -> gettext.NullTranslations:
    """The language's texts of a domain; English (the source) where it has none, said once on stderr."""
    from babel.messages.mofile import write_mo

    if lang == REFERENCE:
        return gettext.NullTranslations()
    if lang == PSEUDO:  # the English source, made pseudo
        return PseudoTranslations()
    path = po_path(lang, domain)
    if path is None:
        print(f"pnp: {lang} has no translation of {domain}: its texts print in English", file=sys.stderr)
        return gettext.NullTranslations()
    catalog = read_catalog(path, lang)
    if domain not in CATALOG_DOMAINS:  # a catalog domain's entries are checked by key as the catalogs are read
        for message in catalog:
            check_placeholders(message, path)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)  # fuzzy entries are left out: they print in English
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
            source = read_po(f)
        for path in sorted(template_path(domain).parent.glob(f"*/{domain}.po")):
            written.append(path)
            if domain in CATALOG_DOMAINS:  # matched by key: Babel's fuzzy matching would cross keys
                merge(source, path, path.parent.name)
                continue
            translated = read_catalog(path, path.parent.name)
            translated.update(source)
            for message in translated:
                message.flags.discard("python-brace-format")  # Babel guesses it; a translation may drop a placeholder
            with path.open("wb") as f:
                write_po(f, translated, width=0, ignore_obsolete=False)
    return written
