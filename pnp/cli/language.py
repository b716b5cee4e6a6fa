"""`pnp language check LANG` and `pnp language extract`: a translator's and a maintainer's view of the
languages.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no catalog but English.
"""

from typing import Annotated

import click
import typer

from pnp.locales import choices

HELP = "Translations: what a language still lacks, and the templates translators start from."
SHOWN = 10  # the texts named per domain; the count says how many more
app = typer.Typer(help=HELP, no_args_is_help=True, rich_markup_mode=None)


def _short(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= 72 else line[:71] + "…"


@app.command("check")
def check(
    lang: Annotated[str, typer.Argument(click_type=click.Choice(choices()), help="The language to check.", show_default=False)],
) -> None:
    """Name, per gettext domain, the texts the language leaves untranslated or fuzzy (they print in
    English), a file of it that cannot be used, and the characters of its text the bundled fonts cannot print.
    Exit 0 when complete, 1 otherwise."""
    from pnp.commands.language import coverage

    found = coverage(lang)
    for left in found.domains:
        typer.echo(f"{lang} {left.domain}: {left.total} texts, {len(left.missing)} missing, {len(left.fuzzy)} fuzzy")
        for kind, texts in (("missing", left.missing), ("fuzzy", left.fuzzy)):
            for text in texts[:SHOWN]:
                typer.echo(f"  {kind}: {_short(text)}")
            if len(texts) > SHOWN:
                typer.echo(f"  … and {len(texts) - SHOWN} more {kind}")
    typer.echo(f"{lang} files: {found.catalogs or 'every one can be used'}")
    for font, chars in found.glyphs.items():
        typer.echo(f"{lang} font {font} has no glyph for: {' '.join(f'{ch} (U+{ord(ch):04X})' for ch in chars)}")
    if not found.glyphs:
        typer.echo(f"{lang} fonts: every character has a glyph")
    raise typer.Exit(0 if found.complete else 1)


@app.command("extract")
def extract() -> None:
    """Extract the templates (.pot) of the catalogs and books from the English source, and bring every
    built-in translation up to date with them: a changed English text becomes a fuzzy entry to review,
    a new one an empty entry, a removed one an obsolete entry."""
    from pnp.locales.catalogs import write_templates as write_catalog_templates
    from pnp.locales.messages import update_translations
    from pnp.rulebook.extract import write_templates

    for path in [*write_catalog_templates(), *write_templates()]:
        typer.echo(f"wrote {path}")
    for path in update_translations():
        typer.echo(f"updated {path}")
