"""The text of every printed string and every message about sheets, one folder per language.

A language is a folder `<lang>/` named by its CLDR locale id (`ru`, `en`, `pt_BR`), found in this
package or in a folder named by the environment variable PNP_LOCALES (several joined by the path
separator). English is the source: its `*.toml` catalogs are merged into one flat table of dotted
keys, a plural entry being a table of the CLDR plural categories (`one`/`other`), and its game terms
form its glossary (`glossary.toml` for those every game shares, `glossary/<id>.toml` for each game's
own). Every other language translates them in gettext `.po` files, one per domain
(pnp.locales.catalogs), read into the same flat table with a plural entry's forms under the categories
CLDR gives the language (`one`/`few`/`many` in Russian). `language.toml` holds how a language is set
rather than what it says, and a translation's glossary TOML files hold only the wordings it rejects.
Plural categories and number formats come from CLDR, through Babel. A game registered from outside
the package brings its own texts: a folder of `<lang>/` folders holding its English catalog
(`en/<id>.toml`, `en/glossary/<id>.toml`), its translations' `.po` files and its rulebook template,
added with `add_game_texts`.

A language pack is data (pnp.locales.reading): each one is checked as a whole when first used, and a
broken pack is refused in one line naming its file and entry while every other language keeps working.
"""

import os
import re
import sys
from dataclasses import dataclass
from decimal import Context, Decimal, localcontext
from functools import cache
from pathlib import Path

from pnp.core.errors import PnpError
from pnp.locales.pseudo import PSEUDO, pseudo, pseudo_entry
from pnp.locales.reading import BrokenLanguage, fill, placeholders, read_toml

CATEGORIES = ("zero", "one", "two", "few", "many", "other")  # CLDR plural categories, in CLDR's order
SETTINGS = "language.toml"
GLOSSARY = "glossary.toml"  # the terms every game shares
GAME_TERMS = "glossary"  # the folder of each game's own terms, `<id>.toml`
NOT_CATALOGS = (SETTINGS, GLOSSARY)
LAST = 1_000_000  # where languages without an `order` go among the choices
EXACT = Context(prec=80)  # enough digits to hold any float met in a report or book exactly


class UnknownLanguage(PnpError):
    """A language with no catalog."""


class IncompleteCatalog(BrokenLanguage):
    """A plural entry without every form its language's whole numbers take."""


BUILT_IN = Path(__file__).parent
REFERENCE = "en"  # the built-in language every pack is checked against
GAME_TEXTS: list[Path] = []  # folders of `<lang>/` folders, one per game registered from outside the package


def search_path() -> list[Path]:
    """Folders holding one subfolder per language: PNP_LOCALES's first, then the built-in one."""
    extra = [Path(p) for p in os.environ.get("PNP_LOCALES", "").split(os.pathsep) if p]
    return [*extra, BUILT_IN]


def shipped_languages() -> tuple[str, ...]:
    """The languages built into the package: every registered game speaks each of them."""
    return tuple(lang for lang in languages() if _has_catalogs(BUILT_IN / lang))


def _has_catalogs(folder: Path) -> bool:
    """Whether a folder is a language: English's TOML catalogs, or a translation's `.po` of a catalog
    domain (a folder holding only a book's translation is not one)."""
    from pnp.locales.catalogs import CATALOG_DOMAINS

    return any(p.name not in NOT_CATALOGS for p in folder.glob("*.toml")) or any(
        (folder / f"{domain}.po").is_file() for domain in CATALOG_DOMAINS
    )


def add_game_texts(folder: Path) -> None:
    """Add a game's own catalogs to the languages (`<folder>/<lang>/*.toml`) and its templates to the books'."""
    if folder not in GAME_TEXTS:
        GAME_TEXTS.append(folder)
        catalog.cache_clear()
        _built_in_reference.cache_clear()
        checked_catalog.cache_clear()
        glossary.cache_clear()
        from pnp.locales.catalogs import forget

        forget()


@cache
def folders() -> dict[str, Path]:
    """Each language's catalog folder; a language in PNP_LOCALES replaces a built-in one."""
    found: dict[str, Path] = {}
    for root in reversed(search_path()):
        for folder in sorted(root.glob("*/")):
            if _has_catalogs(folder):
                found[folder.name] = folder
    for lang, folder in sorted(found.items()):  # a broken pack in place of a built-in language: the built-in one stays
        built_in = BUILT_IN / lang
        if folder != built_in and built_in.is_dir():
            broken = _broken(folder, lang)
            if broken is not None:
                _warn(f"{broken}; the built-in {lang} texts are used instead")
                found[lang] = built_in
    return found


def _broken(folder: Path, lang: str) -> str | None:
    """Why the pack in `folder` cannot be used (a file's error, naming it), or None; CLDR's plural forms
    are checked when the language is used."""
    try:
        _read_catalogs(folder, lang)
        _settings_at(folder)
        _glossary_at(folder, lang)
    except BrokenLanguage as err:
        return str(err)
    return None


def _warn(message: str) -> None:
    try:
        print(f"pnp: warning: {' '.join(message.split())}", file=sys.stderr, flush=True)
    except (OSError, ValueError):  # standard error closed or gone: the run goes on without the note
        pass


@cache
def settings(lang: str) -> dict:
    """How a language is set (`language.toml`): its place among the choices, its typography."""
    return _settings_at(_folder(lang))


def _settings_at(folder: Path) -> dict:
    path = folder / SETTINGS
    if not path.is_file():
        return {}
    table = read_toml(folder, path)
    order = table.get("order", LAST)
    if not isinstance(order, int) or isinstance(order, bool):
        raise BrokenLanguage(f"{path}: order must be a whole number, not {order!r}")
    words = table.get("bound_words", [])
    if not isinstance(words, list) or not all(isinstance(w, str) and w and " " not in w for w in words):
        raise BrokenLanguage(f"{path}: bound_words must be a list of words")
    return table


def _order(lang: str) -> int:
    """A language's place among the choices; a pack whose settings are broken goes last (and is refused when used)."""
    try:
        return settings(lang).get("order", LAST)
    except BrokenLanguage:
        return LAST


@dataclass(frozen=True)
class Term:
    """A game term as this edition writes it: the word, what it means, and the wordings it replaces
    (regular expressions, matched case-insensitively, that no book or sheet of the language may use)."""

    term: str
    definition: str
    rejected: tuple[str, ...] = ()


@cache
def glossary(lang: str) -> dict[str, Term]:
    """The language's game terms by id, those every game shares (`glossary.toml`) and each game's own
    (`glossary/<id>.toml`, in the language's folder or in the texts of a game registered from outside);
    templates write them as `terms.<id>`. An id given twice is refused, naming both files."""
    if lang == PSEUDO:
        return {key: Term(pseudo(t.term), pseudo(t.definition), t.rejected) for key, t in glossary(REFERENCE).items()}
    return _glossary_at(_folder(lang), lang)


def _glossary_at(folder: Path, lang: str) -> dict[str, Term]:
    from pnp.locales.catalogs import is_translation

    if is_translation(folder):
        return _translated_glossary(folder, lang)
    files = [(folder, folder / GLOSSARY), *((folder, path) for path in sorted((folder / GAME_TERMS).glob("*.toml")))]
    for texts in GAME_TEXTS:
        files += [(texts / lang, path) for path in sorted((texts / lang / GAME_TERMS).glob("*.toml"))]
    terms: dict[str, Term] = {}
    origin: dict[str, Path] = {}
    for root, path in files:
        if not path.is_file():
            continue
        for key, term in glossary_file(root, path).items():
            if key in terms:
                raise BrokenLanguage(f"{path}: {key}: also given in {origin[key]}")
            terms[key], origin[key] = term, path
    return terms


def _translated_glossary(folder: Path, lang: str) -> dict[str, Term]:
    """The English terms as a translation gives them: term and definition from its `glossary.po`,
    English where it has none, and the wordings it rejects from its glossary TOML files."""
    from pnp.locales.catalogs import glossary_source, rejected_wordings, translation

    texts = translation(folder, lang).terms
    rejected = rejected_wordings(folder, lang)
    return {key: Term(texts[f"{key}.term"], texts[f"{key}.definition"], rejected.get(key, ())) for key in glossary_source()}


def glossary_file(root: Path, path: Path) -> dict[str, Term]:
    """The terms of one glossary file; IncompleteCatalog for an entry without its term or definition, or
    with a rejected wording that is not a regular expression."""
    terms = {}
    for key, entry in read_toml(root, path).items():
        entry = entry if isinstance(entry, dict) else {}
        term, definition, rejected = entry.get("term"), entry.get("definition"), entry.get("rejected", [])
        if not (isinstance(term, str) and isinstance(definition, str) and isinstance(rejected, list)) or not all(
            isinstance(r, str) for r in rejected
        ):
            raise IncompleteCatalog(f"{path}: {key}: a glossary entry needs a term and a definition, as text")
        terms[key] = Term(term, definition, tuple(rejected))
    for key, term in terms.items():
        for pattern in term.rejected:
            try:
                re.compile(pattern)
            except re.error as err:
                raise IncompleteCatalog(f"{path}: {key}: rejected wording {pattern!r} is not a pattern: {err}") from None
    return terms


def languages() -> tuple[str, ...]:
    """Every language with a catalog, in the order of their settings' `order` (then by id)."""
    return tuple(sorted(folders(), key=lambda lang: (_order(lang), lang)))


def choices() -> tuple[str, ...]:
    """What `--lang` accepts: every language, then the pseudo-language en-XA (which no "every language" includes)."""
    return (*languages(), PSEUDO)


def _folder(lang: str) -> Path:
    try:
        return folders()[REFERENCE if lang == PSEUDO else lang]  # en-XA is set as English is
    except KeyError:
        raise UnknownLanguage(f"unknown language {lang!r}: choose from {', '.join(choices())}") from None


def _flatten(table: dict, prefix: str, path: Path, out: dict, origin: dict) -> None:
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict) and not set(value) <= set(CATEGORIES):
            _flatten(value, name + ".", path, out, origin)
            continue
        forms = value.values() if isinstance(value, dict) else [value]
        if not all(isinstance(form, str) for form in forms):
            raise BrokenLanguage(f"{path}: {name}: text must be a string (or a table of plural forms), not {value!r:.40}")
        for form in forms:
            placeholders(form, f"{path}: {name}")
        if name in out:
            raise BrokenLanguage(f"{path}: {name}: also given in {origin[name].name}")
        out[name], origin[name] = value, path


def _read_catalogs(folder: Path, lang: str) -> tuple[dict[str, str | dict[str, str]], dict[str, Path]]:
    """Every key of the catalogs in `folder` and of the games' own texts in `lang`, with the file each came
    from (none for a translation, whose `.po` files give every key, in English where they lack it)."""
    from pnp.locales.catalogs import is_translation, translation

    if is_translation(folder):
        stray = sorted(p for p in folder.glob("*.toml") if p.name not in NOT_CATALOGS)
        if stray:
            raise BrokenLanguage(f"{stray[0]}: a translation keeps its texts in gettext .po files, not in TOML catalogs")
        return translation(folder, lang).entries, {}
    out: dict = {}
    origin: dict[str, Path] = {}
    for root in (folder, *(texts / lang for texts in GAME_TEXTS)):
        for path in sorted(root.glob("*.toml")):
            if path.name not in NOT_CATALOGS:
                _flatten(read_toml(root, path), "", path, out, origin)
    return out, origin


@cache
def catalog(lang: str) -> dict[str, str | dict[str, str]]:
    """Every key of one language, from all its catalog files; en-XA's are the English ones made pseudo."""
    if lang == PSEUDO:
        return {key: pseudo_entry(entry) for key, entry in catalog(REFERENCE).items()}
    return _read_catalogs(_folder(lang), lang)[0]


def catalog_file(name: str) -> dict[str, str | dict[str, str]]:
    """The keys of one English catalog file (`<name>.toml`), built in or beside a game's texts; {} if none."""
    out: dict = {}
    origin: dict[str, Path] = {}
    for root in (BUILT_IN / REFERENCE, *(texts / REFERENCE for texts in GAME_TEXTS)):
        path = root / f"{name}.toml"
        if path.is_file():
            _flatten(read_toml(root, path), "", path, out, origin)
    return out


def reference() -> dict[str, str | dict[str, str]]:
    """The built-in English catalog, which every pack is checked against (and `pnp --help` reads, so that
    no pack on PNP_LOCALES can break it)."""
    if _folder(REFERENCE) == BUILT_IN / REFERENCE:
        return catalog(REFERENCE)
    return _built_in_reference()


@cache
def _built_in_reference() -> dict[str, str | dict[str, str]]:
    return _read_catalogs(BUILT_IN / REFERENCE, REFERENCE)[0]


@cache
def checked_catalog(lang: str) -> dict[str, str | dict[str, str]]:
    """The catalog, once each plural entry is known to hold the forms CLDR says the language's whole
    numbers take (checked apart from loading, so that `pnp --help` needs no CLDR data); a translation
    names on stderr what it leaves in English."""
    from pnp.locales.catalogs import is_translation, say_what_is_left, translation

    entries = catalog(lang)
    settings(lang)
    glossary(lang)
    if is_translation(_folder(lang)):
        say_what_is_left(lang, translation(_folder(lang), lang))
    needed = plural_forms(lang)
    for key, value in entries.items():
        if isinstance(value, dict) and set(value) != set(needed):
            raise IncompleteCatalog(
                f"{lang} text {key!r} has the plural forms {', '.join(value)}; CLDR gives {lang} {', '.join(needed)}"
            )
    return entries


@cache
def _locale(lang: str):
    from babel import Locale, UnknownLocaleError  # loaded on first use: `pnp --help` needs none of CLDR

    try:
        return Locale.parse(REFERENCE if lang == PSEUDO else lang)  # en-XA counts and writes numbers as English
    except (UnknownLocaleError, ValueError):
        raise UnknownLanguage(f"the language folder {lang!r} is not named by a CLDR locale id, like de or pt_BR") from None


def plural_form(lang: str, n: int) -> str:
    """CLDR plural category of `n`: Russian 1 бросок, 3 броска, 5 бросков, 21 бросок."""
    return _locale(lang).plural_form(abs(n))


@cache
def plural_forms(lang: str) -> tuple[str, ...]:
    """The plural categories whole numbers fall into in `lang`, in CLDR's order: the forms its
    plural entries need. CLDR rules for whole numbers look at n mod 100 and, in a few languages, at
    millions, so 0-199 and a million meet every category."""
    found = {plural_form(lang, n) for n in (*range(200), 10**6)}
    return tuple(c for c in CATEGORIES if c in found)


def _pattern(digits: int) -> str:
    return "0." + "0" * digits if digits else "0"


class Text:
    """The strings of one language: `text("key", name=...)` and `text.plural("key", n)`, and its numbers."""

    def __init__(self, lang: str):
        self.lang = lang
        self.entries = checked_catalog(lang)

    def _entry(self, key: str):
        try:
            return self.entries[key]
        except KeyError:
            raise BrokenLanguage(f"no {self.lang} text for {key!r}") from None

    def __call__(self, key: str, **values) -> str:
        entry = self._entry(key)
        if isinstance(entry, dict):
            raise BrokenLanguage(f"{self.lang} text {key!r} is a plural entry: use plural()")
        return fill(entry, values, f"{self.lang} text {key}") if values else entry

    def plural(self, key: str, n: int, **values) -> str:
        """The form of a plural entry for `n`; its text may use {n}."""
        entry = self._entry(key)
        if not isinstance(entry, dict):
            raise BrokenLanguage(f"{self.lang} text {key!r} is not a plural entry")
        return fill(entry[plural_form(self.lang, n)], {"n": n, **values}, f"{self.lang} text {key}")

    def number(self, value: float, digits: int = 2) -> str:
        """`value` with exactly `digits` decimals and the language's decimal sign, never grouped: 29,29."""
        from babel.numbers import format_decimal

        with localcontext(EXACT):  # the float's exact value, so ties round as Python's own formatting does
            return format_decimal(Decimal(value), format=_pattern(digits), locale=_locale(self.lang))

    def grouped(self, count: int) -> str:
        """A whole count in running text, its thousands grouped as the language groups them (10,000; 10 000);
        where the groups are set apart by a space, a four-digit count stays whole (1000), as SI and the
        typography of those languages write it."""
        from babel.numbers import format_decimal, get_group_symbol

        locale = _locale(self.lang)
        if count < 10000 and get_group_symbol(locale=locale).isspace():
            return str(count)
        return format_decimal(count, locale=locale)

    def percent(self, rate: float, digits: int = 1) -> str:
        """`rate` as a percentage with `digits` decimals, set as the language sets one: 51,6 %, 51.6%."""
        from babel.numbers import format_percent

        shape = re.sub(r"[#0,.]+", _pattern(digits), _locale(self.lang).percent_formats[None].pattern)
        with localcontext(EXACT):  # rounds 100 * rate as Python's own formatting does
            return format_percent(Decimal(100 * rate) / 100, format=shape, locale=_locale(self.lang))
