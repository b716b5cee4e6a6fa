"""Russian and English text for every printed string and every message about sheets.

Catalogs live in `locales/<lang>/*.toml`, one file per part of the project, merged into one flat
table of dotted keys. A plural entry is a table of forms: `one`/`few`/`many` in Russian,
`one`/`other` in English.
"""

import tomllib
from functools import cache
from pathlib import Path

from pnp.errors import PnpError

LANGS = ("ru", "en")
PLURAL_FORMS = {"ru": ("one", "few", "many"), "en": ("one", "other")}


class UnknownLanguage(PnpError):
    """A language with no catalog."""


def _flatten(table: dict, prefix: str, out: dict) -> None:
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict) and not set(value) <= {"one", "few", "many", "other"}:
            _flatten(value, name + ".", out)
        else:
            out[name] = value


@cache
def catalog(lang: str) -> dict[str, str | dict[str, str]]:
    """Every key of one language, from all its catalog files."""
    if lang not in LANGS:
        raise UnknownLanguage(f"unknown language {lang!r}: choose from {', '.join(LANGS)}")
    out: dict = {}
    for path in sorted((Path(__file__).parent / lang).glob("*.toml")):
        with path.open("rb") as f:
            _flatten(tomllib.load(f), "", out)
    return out


def plural_form(lang: str, n: int) -> str:
    """CLDR plural category of `n`: Russian 1 бросок, 3 броска, 5 бросков, 21 бросок."""
    n = abs(n)
    if lang == "en":
        return "one" if n == 1 else "other"
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


class Text:
    """The strings of one language: `text("key", name=...)` and `text.plural("key", n)`."""

    def __init__(self, lang: str):
        self.lang = lang
        self.entries = catalog(lang)

    def _entry(self, key: str):
        try:
            return self.entries[key]
        except KeyError:
            raise KeyError(f"no {self.lang} text for {key!r}") from None

    def __call__(self, key: str, **values) -> str:
        entry = self._entry(key)
        if isinstance(entry, dict):
            raise KeyError(f"{key!r} is a plural entry: use plural()")
        return entry.format(**values) if values else entry

    def plural(self, key: str, n: int, **values) -> str:
        """The form of a plural entry for `n`; its text may use {n}."""
        entry = self._entry(key)
        return entry[plural_form(self.lang, n)].format(n=n, **values)
