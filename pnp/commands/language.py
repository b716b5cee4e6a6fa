"""What a translator checks before printing a language: the texts each gettext domain still lacks or
marks fuzzy, whether every file of the language can be used, and the characters its text uses that a
bundled font has no glyph for (a page would print an empty box where the glyph should be).
"""

from dataclasses import dataclass
from functools import cache

from pnp.core.files import data_dir
from pnp.locales import catalog, checked_catalog, glossary
from pnp.locales.catalogs import CATALOG_DOMAINS
from pnp.locales.messages import Progress, domains, po_path, progress
from pnp.locales.reading import read_catalog
from pnp.locales.reading import BrokenLanguage


@dataclass(frozen=True)
class Coverage:
    """A language's state: per domain, what is left; the one problem of its files, if any; glyphs missing per font file."""

    lang: str
    domains: tuple[Progress, ...]
    catalogs: str | None
    glyphs: dict[str, str]

    @property
    def complete(self) -> bool:
        return not (self.catalogs or self.glyphs or any(p.missing or p.fuzzy for p in self.domains))


def _texts(lang: str) -> list[str]:
    """Every text the language prints: its books' translations, its catalog's strings and its game terms."""
    texts: list[str] = []
    for domain in domains():
        path = po_path(lang, domain) if domain not in CATALOG_DOMAINS else None  # those are in the catalog
        if path is not None:
            for message in read_catalog(path, lang):
                if message.id:
                    texts.extend(message.string if isinstance(message.string, tuple) else [message.string])
    for value in catalog(lang).values():
        texts.extend(value.values() if isinstance(value, dict) else [value])
    texts.extend(f"{term.term} {term.definition}" for term in glossary(lang).values())
    return texts


@cache
def _cmaps() -> dict[str, set[int]]:
    from fontTools.ttLib import TTFont

    from pnp.render.fonts import FILES

    return {name: set(TTFont(data_dir("fonts") / file).getBestCmap()) for name, file in FILES.items()}


def missing_glyphs(texts: list[str]) -> dict[str, str]:
    """For each bundled font, the characters of `texts` it has no glyph for (spaces and line breaks aside,
    and the symbols pages draw as shapes)."""
    from pnp.render.symbols import ADVANCE, SUN

    drawn = {ord(ch) for ch in (*ADVANCE, SUN)}
    used = {ord(ch) for text in texts for ch in text if not ch.isspace()} - drawn
    found = {}
    for name, cmap in _cmaps().items():
        lacking = sorted(used - cmap)
        if lacking:
            found[name] = "".join(map(chr, lacking))
    return found


def coverage(lang: str) -> Coverage:
    """Everything `pnp language check` reports for a language."""
    problem = None
    try:
        checked_catalog(lang)
        texts = _texts(lang)
        done = tuple(progress(lang, d) for d in domains())
    except BrokenLanguage as err:  # a broken file: the books' progress is still told
        problem, texts = str(err), []
        done = tuple(progress(lang, d) for d in domains() if d not in CATALOG_DOMAINS)
    return Coverage(lang, done, problem, missing_glyphs(texts))
