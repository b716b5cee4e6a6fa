"""The gettext templates (`.pot`) of the books, extracted from the one template each game's book has
in every language, with Babel: every sentence a `_()`, `pgettext()` or `ngettext()` call prints, with
a comment telling the translator where it appears (which book, which section, what kind of block).
A translation may leave out a placeholder (a language that declines a game term writes the word
itself), so the sentences carry no `python-brace-format` flag: the catalog check refuses only a
placeholder the English does not have.
"""

import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from jinja2.ext import extract_from_ast

from pnp.core.files import data_dir
from pnp.locales import GAME_TEXTS
from pnp.locales.messages import template_path
from pnp.rulebook.markup import environment
from pnp.rulebook.sentences import SHARED, domain_of, sentence_functions

FUNCTIONS = ("_", "pgettext", "ngettext", "npgettext")
CALL = re.compile(r"""(?:_|n?pgettext|ngettext)\((?:"[^"]*",\s*)?"([^"]*)\"""")
KINDS = {"#": "title", "##": "section heading", "###": "heading", "1.": "numbered step", "-": "bullet item",
         "!": "note", "@lead": "lead paragraph under the title", "@facts": "facts line under the title",
         "@box": "box title", "@diagram": "diagram caption"}
WHERE = {SHARED: "every rulebook"}
STAMP = datetime(2026, 12, 6, tzinfo=UTC)  # the templates' date: fixed, so that extracting twice writes the same file


def shared_templates(root: Path | None = None) -> list[Path]:
    """The books' shared templates: `pocket.md.j2` and one `<game>.md.j2` per game."""
    return sorted((root or data_dir("templates")).glob("*.md.j2"))


def _places(source: str, book: str) -> dict[int, str]:
    """A translator's note for each line: the book, the edition and section it is in, the kind of block."""
    notes, section, edition, macro, remark = {}, "", "", "", ""
    for number, line in enumerate(source.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("{#") and number > 1:
            remark = stripped.strip("{#-} ")
            continue
        if stripped.startswith("{% macro"):
            macro, section = stripped.split()[2].split("(")[0], ""
            stripped = re.sub(r"^\{%.*?%\}", "", stripped)
        elif stripped.startswith("{% if pocket"):
            edition = "pocket edition"
        elif stripped.startswith("{% else %}") and edition:
            edition = "book"
        mark = stripped.split(" ", 1)[0]
        text = CALL.search(line)
        if mark in ("#", "##", "###") and text:
            section = text.group(1)
        where = ", ".join(part for part in (book, edition, f"“{section}”" if section else "", f"part {macro}" if macro else "") if part)
        notes[number] = f"{where}: {KINDS.get(mark, 'paragraph')}" + (f" ({remark})" if remark else "")
        if "endmacro" in stripped:
            macro, remark = "", ""
    return notes


def extract(path: Path):
    """The catalog of one shared template's sentences, as Babel holds it."""
    from babel.messages.catalog import Catalog

    source = path.read_text(encoding="utf-8")
    env = environment()
    env.globals.update(sentence_functions("en"))
    title = next((m.group(1) for line in source.splitlines() if line.startswith("# ") for m in [CALL.search(line)] if m), "")
    book = WHERE.get(path.name, f"{title} rulebook")
    places = _places(source, book)
    where = "" if path.parent in GAME_TEXTS else "templates/"  # a game from outside keeps its texts together
    catalog = Catalog(domain=domain_of(path.name), project="pnp", copyright_holder="the pnp authors", creation_date=STAMP)
    for lineno, function, found in extract_from_ast(env.parse(source), FUNCTIONS, babel_style=True):
        message: Any = found  # a text, or a tuple of the call's arguments (None for those not written out)
        context = None
        if function == "_":
            message = message[0] if isinstance(message, tuple) else message
        elif function == "pgettext":
            context, message = message[0], message[1]
        elif function == "npgettext":
            context, message = message[0], message[1:3]
        elif function == "ngettext":
            message = message[:2]
        catalog.add(message, locations=[(where + path.name, lineno)], auto_comments=[places[lineno]],
                    context=context)
    for entry in catalog:
        entry.flags.discard("python-brace-format")  # Babel guesses it from the braces
    return catalog


def write_templates() -> list[Path]:
    """Extract every book's `.pot`: the bundled books' beside the built-in catalogs, a game's from
    outside beside its texts; the paths written."""
    from babel.messages.pofile import write_po

    written = []
    for path in [*shared_templates(), *(p for root in GAME_TEXTS for p in shared_templates(root))]:
        catalog = extract(path)
        target = path.parent / f"{catalog.domain}.pot" if path.parent in GAME_TEXTS else template_path(catalog.domain)
        with target.open("wb") as f:
            write_po(f, catalog, width=0, omit_header=False)
        written.append(target)
    return written
