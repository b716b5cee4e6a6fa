"""The catalogs as gettext: English is the source, in the English TOML catalogs; every other language
(and an `en` pack on PNP_LOCALES) translates them in one `.po` file per domain, as Poedit, Weblate and
Crowdin open it.

A domain is a body of text translated together: `sheets` (what the printed pages say), `site` (the kit
site, its play pages and the digital table), `messages` (what the command line says: its messages,
read-back and analysis reports) and `glossary` (each game term and its definition). DOMAINS decides
which keys go where. Each key is one entry: its msgctxt is the dotted key, its msgid the English (a
plural table gives msgid and msgid_plural from its `one` and `other` forms), and its translator
comment the `#.` line written above the key, or above its table or file, in the English catalog.

A translation is read as a whole when the language is first used: an entry it leaves empty or marks
fuzzy prints in English (and the language says so on stderr, once per domain), while an entry that
cannot be used (a placeholder the English is not given, a wrong number of plural forms, a Plural-Forms
header that does not count as CLDR does) refuses the language in one line naming its file and entry.
"""

import gettext
import re
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

from pnp.locales import (
    BUILT_IN,
    GAME_TERMS,
    GAME_TEXTS,
    GLOSSARY,
    NOT_CATALOGS,
    REFERENCE,
    IncompleteCatalog,
    _built_in_reference,
    _locale,
    plural_form,
    plural_forms,
)
from pnp.locales.reading import BrokenLanguage, foreign_placeholders, placeholders, read_catalog

SHEETS, SITE, MESSAGES, TERMS = "sheets", "site", "messages", "glossary"
CATALOG_DOMAINS = (SHEETS, SITE, MESSAGES, TERMS)
DOMAINS = {  # the domain of each key: the longest of these its dotted key starts with decides
    "": SHEETS,  # the printed pages: frame, aids, covers, calibration, each game's sheets, rulebook captions
    "site": SITE,
    "play": SITE,
    "digital": SITE,
    "cli": MESSAGES,
    "shop": MESSAGES,
    "kit.wrote": MESSAGES,
    "kit.files": MESSAGES,
    "kit.progress": MESSAGES,
    "site.wrote": MESSAGES,
    "read": MESSAGES,
    "pairing": MESSAGES,
    "numen.board.progress": MESSAGES,
    "*.report": MESSAGES,  # `*` stands for any game's id: its analysis report,
    "*.read": MESSAGES,  # its read-back report,
    "*.errors": MESSAGES,  # its command's errors
}
COMMENT = "#."  # the line above an English key, table or file telling the translator where its text appears
HEADER = re.compile(r"\s*\[\s*([A-Za-z0-9_.-]+)\s*\]")
ASSIGN = re.compile(r"\s*([A-Za-z0-9_.-]+)\s*=")
STAMP = datetime(2026, 12, 6, tzinfo=UTC)  # the templates' date: fixed, so that extracting twice writes the same file
SAMPLES = (*range(200), 10**6)  # whole numbers meeting every CLDR plural category (see plural_forms)
English = tuple[str | tuple[str, str], str, Path]  # an entry's msgid, translator comment, and where its English is kept


def domain_of(key: str) -> str:
    """The domain a catalog key is translated in."""
    parts = key.split(".")
    for cut in range(len(parts), 0, -1):
        for prefix in (".".join(parts[:cut]), ".".join(["*", *parts[1:cut]])):
            if prefix in DOMAINS:
                return DOMAINS[prefix]
    return DOMAINS[""]


def comments(path: Path) -> dict[str, str]:
    """The `#.` comments of an English catalog, by the key or table they stand above ("" for the file's
    own, above its first table); a blank line between a comment and what follows detaches it."""
    found: dict[str, str] = {}
    table, pending = "", []
    for line in path.read_text(encoding="utf-8").splitlines():
        bare = line.strip()
        if bare.startswith(COMMENT):
            pending.append(bare[len(COMMENT):].strip())
            continue
        header, assign = HEADER.match(line), ASSIGN.match(line)
        if header:
            table = name = header.group(1)
        elif assign:
            name = f"{table}.{assign.group(1)}" if table else assign.group(1)
        else:
            if not bare and pending and not found and not table:
                found[""] = " ".join(pending)
            if not bare:
                pending = []
            continue
        if pending:
            found[name] = " ".join(pending)
            pending = []
    return found


def where(key: str, notes: dict[str, str]) -> str:
    """The translator comment of a key: its own, or its nearest table's, or its file's; "" if none."""
    parts = key.split(".")
    for cut in range(len(parts), -1, -1):
        note = notes.get(".".join(parts[:cut]))
        if note:
            return note
    return ""


def _english_files() -> list[tuple[Path, bool]]:
    """The English catalogs and glossaries, built in then a game's from outside, each with whether it is a glossary."""
    roots = [BUILT_IN / REFERENCE, *(texts / REFERENCE for texts in GAME_TEXTS)]
    files = []
    for root in roots:
        files += [(path, False) for path in sorted(root.glob("*.toml")) if path.name not in NOT_CATALOGS]
        files += [(path, True) for path in [root / GLOSSARY, *sorted((root / GAME_TERMS).glob("*.toml"))] if path.is_file()]
    return files


def english(domain: str) -> dict[str, English]:
    """The domain's English entries by key, in the catalogs' order: the msgid (a pair for a plural
    entry), the translator comment, and the folder of language folders it comes from (the built-in
    one, or a game's texts)."""
    return _english_entries()[domain]


@cache
def _english_entries() -> dict[str, dict[str, English]]:
    from pnp.locales import _flatten, read_toml

    source = _built_in_reference()
    terms = glossary_source()
    found: dict[str, dict[str, English]] = {domain: {} for domain in CATALOG_DOMAINS}
    for path, is_glossary in _english_files():
        notes = comments(path)
        home = next(root for root in (*GAME_TEXTS, BUILT_IN) if path.is_relative_to(root / REFERENCE))
        if is_glossary:
            out = found[TERMS]
            for key in read_toml(path.parent, path):
                term = terms[key]
                out[f"{key}.term"] = (term.term, f"{where(key, notes)}: the term itself", home)
                out[f"{key}.definition"] = (term.definition, f"{where(key, notes)}: what “{term.term}” means", home)
            continue
        flat: dict = {}
        _flatten(read_toml(path.parent, path), "", path, flat, {})
        for key in flat:
            value = source[key]
            msgid = (value["one"], value["other"]) if isinstance(value, dict) else value
            found[domain_of(key)][key] = (msgid, where(key, notes), home)
    return found


def forget() -> None:
    """Forget the English and the translations read, once the texts of a game registered from outside change."""
    _english_entries.cache_clear()
    translation.cache_clear()


def glossary_source():
    """The English glossary, from the built-in English whatever PNP_LOCALES holds."""
    from pnp.locales import _glossary_at

    return _glossary_at(BUILT_IN / REFERENCE, REFERENCE)


def template(domain: str):
    """The domain's gettext template as Babel holds it, from the English catalogs."""
    from babel.messages.catalog import Catalog

    catalog = Catalog(domain=domain, project="pnp", copyright_holder="the pnp authors", creation_date=STAMP)
    for key, (msgid, note, _) in english(domain).items():
        catalog.add(msgid, context=key, auto_comments=[note] if note else [])
    for entry in catalog:
        brace_template_flags(entry)
    return catalog


def brace_template_flags(message) -> None:
    """Set a message's format flags as a catalog text is: a `{name}` template, never a %-format, whatever
    Babel guesses from a "95% i…" (gettext tools then leave its percent signs alone), and with no
    `python-brace-format` either, as a translation may leave a placeholder out."""
    message.flags.discard("python-brace-format")
    message.flags.discard("python-format")
    if message.id and message.python_format:
        message.flags.add("no-python-format")


@dataclass(frozen=True)
class Left:
    """What a translation leaves in English in one domain's file (the built-in texts', or a game's from
    outside): the keys it lacks or marks fuzzy there."""

    domain: str
    path: Path
    found: bool
    total: int
    missing: tuple[str, ...]
    fuzzy: tuple[str, ...]


@dataclass(frozen=True)
class Translation:
    """A language's texts from its `.po` files, English where it has none: the catalog keys, the game
    terms (`<id>.term`, `<id>.definition`) and what each domain leaves in English."""

    entries: dict
    terms: dict[str, str]
    left: tuple[Left, ...]


def po_files(folder: Path, lang: str, domain: str) -> list[Path]:
    """A language's `.po` files of a domain: its folder's, then those beside games registered from outside."""
    found = [root / f"{domain}.po" for root in (folder, *(texts / lang for texts in GAME_TEXTS))]
    return [path for path in found if path.is_file() or path.is_symlink()]


@cache
def translation(folder: Path, lang: str) -> Translation:
    """The language in `folder` as its `.po` files translate the English; BrokenLanguage naming the file
    and entry of the first text that cannot be used."""
    _locale(lang)  # a folder not named by a CLDR locale id is refused before its files are read
    entries: dict = {}
    terms: dict[str, str] = {}
    left = []
    for domain in CATALOG_DOMAINS:
        source = english(domain)
        paths = po_files(folder, lang, domain)
        done, fuzzy = {}, []
        for path in paths:
            for key, value, is_fuzzy in _entries(path, lang, source):
                if key in done or key in fuzzy:
                    continue
                if is_fuzzy:
                    fuzzy.append(key)
                else:
                    done[key] = value
        target: dict = terms if domain == TERMS else entries
        for key, (msgid, _, _) in source.items():
            target[key] = done[key] if key in done else _in_english(msgid, lang)
        for home in dict.fromkeys(home for _, _, home in source.values()):
            keys = [key for key, (_, _, origin) in source.items() if origin == home]
            path = (folder if home == BUILT_IN else home / lang) / f"{domain}.po"
            missing = tuple(key for key in keys if key not in done and key not in fuzzy)
            left.append(Left(domain, path, path in paths, len(keys), missing, tuple(k for k in fuzzy if k in keys)))
    return Translation(entries, terms, tuple(left))


def _in_english(msgid: str | tuple[str, str], lang: str) -> str | dict[str, str]:
    """An English text in place of a missing translation: a plural entry's `one` form for the language's
    `one`, its `other` form for every other category."""
    if isinstance(msgid, str):
        return msgid
    return {category: msgid[0] if category == "one" else msgid[1] for category in plural_forms(lang)}


def _plural_index(catalog, path: Path, lang: str) -> dict[str, int]:
    """Which msgstr form each CLDR category of `lang` takes, by the file's Plural-Forms header; BrokenLanguage
    if the header does not count as CLDR does."""
    needed = plural_forms(lang)
    try:
        rule = gettext.c2py(catalog.plural_expr)
    except (ValueError, SyntaxError):
        raise BrokenLanguage(f"{path}: its Plural-Forms rule {catalog.plural_expr!r} is not a gettext expression") from None
    index: dict[str, set[int]] = {}
    for n in SAMPLES:
        index.setdefault(plural_form(lang, n), set()).add(rule(n))
    forms = {min(found) for found in index.values()}
    if catalog.num_plurals != len(needed) or any(len(found) != 1 for found in index.values()) or len(forms) != len(needed):
        raise IncompleteCatalog(
            f"{path}: its Plural-Forms header ({catalog.num_plurals} forms) does not count as CLDR does for {lang}: {', '.join(needed)}"
        )
    return {category: min(found) for category, found in index.items()}


def _entries(path: Path, lang: str, source: dict):
    """Each usable entry of one `.po` file: (key, text or forms by CLDR category, fuzzy)."""
    catalog = read_catalog(path, lang)
    index = _plural_index(catalog, path, lang)
    needed = plural_forms(lang)
    for message in catalog:
        key = message.context
        if not message.id or key not in source:
            continue  # the header, or a text English no longer has
        model = source[key][0]
        plural = isinstance(model, tuple)
        where = f"{path}: {key}"
        if isinstance(message.id, tuple) != plural:
            raise BrokenLanguage(f"{where}: must be {'a plural entry' if plural else 'a single text'}, as in English")
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not any(strings):
            continue  # untranslated: printed in English
        if message.fuzzy:  # to be reviewed: printed in English, so not held to the checks below
            yield key, None, True
            continue
        if plural and (len(strings) != len(needed) or not all(strings)):
            strings = tuple(text for text in strings if text)
            raise IncompleteCatalog(f"{where}: {len(strings)} plural forms given; CLDR gives {lang} {len(needed)}: {', '.join(needed)}")
        english = model if plural else (model,)
        unknown = foreign_placeholders(english, tuple(strings), where)
        if unknown:
            allowed = set().union(*(placeholders(text, where) for text in english)) | ({"n"} if plural else set())
            raise BrokenLanguage(f"{where}: {{{min(unknown)}}} is not among its values ({', '.join(sorted(allowed)) or 'none'})")
        value = {category: strings[index[category]] for category in needed} if plural else strings[0]
        yield key, value, False


def say_what_is_left(lang: str, translated: Translation) -> None:
    """Name on stderr, once per domain, what a translation leaves in English."""
    for left in translated.left:
        if not left.found:
            message = f"pnp: {lang} has no translation of {left.domain}, {left.path}: its texts print in English"
        elif left.missing or left.fuzzy:
            message = f"pnp: {left.path}: {len(left.missing)} missing and {len(left.fuzzy)} fuzzy of {left.total} texts print in English"
        else:
            continue
        try:
            print(message, file=sys.stderr, flush=True)
        except (OSError, ValueError):  # standard error closed or gone: the run goes on without the note
            pass


def merge(template_catalog, path: Path, lang: str) -> None:
    """Bring one built-in translation up to date with its template, entry by key: a text whose English
    changed keeps its translation marked fuzzy (with the English it translated), a new one comes in
    empty, a removed one stays as an obsolete entry."""
    from babel.messages.catalog import Message
    from babel.messages.pofile import write_po

    old = read_catalog(path, lang)
    by_key = {message.context: message for message in old if message.id}
    fresh = read_catalog(path, lang)
    for message in list(fresh):
        if message.id:
            fresh.delete(message.id, message.context)
    fresh.obsolete.clear()
    for new in template_catalog:
        if not new.id:
            continue
        found = by_key.pop(new.context, None)
        string: str | tuple = ("",) * len(plural_forms(lang)) if isinstance(new.id, tuple) else ""
        flags, previous = set(), []
        if found is not None and isinstance(found.id, tuple) == isinstance(new.id, tuple):
            string, flags = found.string, set(found.flags)
            if found.id != new.id and any(found.string if isinstance(found.string, tuple) else [found.string]):
                flags.add("fuzzy")
                previous = list(found.id) if isinstance(found.id, tuple) else [found.id]
            elif found.id == new.id:
                previous = list(found.previous_id)
        message = Message(new.id, string, auto_comments=new.auto_comments, flags=flags, context=new.context,
                           previous_id=previous)
        brace_template_flags(message)
        fresh[new.id] = message
    for gone in by_key.values():
        fresh.obsolete[(gone.id, gone.context)] = gone
    with path.open("wb") as f:
        write_po(f, fresh, width=0, ignore_obsolete=False, include_previous=True)


def rejected_wordings(folder: Path, lang: str) -> dict[str, tuple[str, ...]]:
    """A translation's rejected wordings by term: the lint patterns of its glossary TOML files, the one
    setting they hold (term and definition are translated in `glossary.po`)."""
    from pnp.locales import read_toml

    files = [(folder, folder / GLOSSARY), *((folder, path) for path in sorted((folder / GAME_TERMS).glob("*.toml")))]
    files += [(texts / lang, path) for texts in GAME_TEXTS for path in sorted((texts / lang / GAME_TERMS).glob("*.toml"))]
    found: dict[str, tuple[str, ...]] = {}
    for root, path in files:
        if not path.is_file():
            continue
        for key, entry in read_toml(root, path).items():
            patterns = entry.get("rejected") if isinstance(entry, dict) else None
            if set(entry if isinstance(entry, dict) else {None}) != {"rejected"} or not isinstance(patterns, list) or not all(
                isinstance(p, str) for p in patterns
            ):
                raise IncompleteCatalog(f"{path}: {key}: a translation's glossary file holds only rejected wordings, a list of patterns")
            if key in found:
                raise BrokenLanguage(f"{path}: {key}: given twice")
            for pattern in patterns:
                try:
                    re.compile(pattern)
                except re.error as err:
                    raise IncompleteCatalog(f"{path}: {key}: rejected wording {pattern!r} is not a pattern: {err}") from None
            found[key] = tuple(patterns)
    return found


def is_translation(folder: Path) -> bool:
    """Whether a language folder is read from `.po` files: every one but the built-in English source."""
    return folder.resolve() != (BUILT_IN / REFERENCE).resolve()


def write_templates() -> list[Path]:
    """Write each catalog domain's `.pot` beside the built-in catalogs; the paths written."""
    from babel.messages.pofile import write_po

    written = []
    for domain in CATALOG_DOMAINS:
        target = BUILT_IN / f"{domain}.pot"
        with target.open("wb") as f:
            write_po(f, template(domain), width=0, omit_header=False)
        written.append(target)
    return written
