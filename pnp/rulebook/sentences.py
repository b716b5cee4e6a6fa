"""A rulebook's words as sentences: the one template a game's book has in every language calls
`_("text with {name}", name=value)`, `pgettext(context, text)`, `ngettext(one, many, n)` and `npgettext(context, one, many, n)`, and each
call prints the book language's translation of the sentence from the template's domain (`book` for
`pocket.md.j2`, `book-<game>` for `<game>.md.j2`). A translator sees the sentences, with named
placeholders, in gettext catalogs; the template keeps the figures, the lists and the order of sections.

Translated text is template text: it may hold the book's light markup but never a raw < > or &, and
the values put in its placeholders are escaped as every context value is.
"""

from jinja2 import pass_context
from markupsafe import Markup

from pnp.locales.messages import BOOK, book_domain, translations
from pnp.locales.reading import fill
from pnp.rulebook.markup import literal

SHARED = "pocket.md.j2"  # the macros every book shares


def domain_of(template: str) -> str:
    """The domain a template's sentences belong to (a pack's own book, `<lang>/<game>.md.j2`, its game's)."""
    return BOOK if template == SHARED else book_domain(template.rsplit("/", 1)[-1].removesuffix(".md.j2"))


def sentence_functions(lang: str) -> dict:
    """The template globals that print a sentence in `lang`."""

    def put(context, text: str, values: dict) -> Markup:
        where = f"{lang} {context.name}: {text[:40]!r}"
        return Markup(fill(text, {k: literal(v) for k, v in values.items()}, where))

    @pass_context
    def _(context, message: str, **values) -> Markup:
        return put(context, translations(lang, domain_of(context.name)).gettext(message), values)

    @pass_context
    def pgettext(context, where: str, message: str, **values) -> Markup:
        return put(context, translations(lang, domain_of(context.name)).pgettext(where, message), values)

    @pass_context
    def ngettext(context, one: str, many: str, n: int, **values) -> Markup:
        return put(context, translations(lang, domain_of(context.name)).ngettext(one, many, n), {"n": n, **values})

    @pass_context
    def npgettext(context, where: str, one: str, many: str, n: int, **values) -> Markup:
        found = translations(lang, domain_of(context.name)).npgettext(where, one, many, n)
        return put(context, found, {"n": n, **values})

    return {"_": _, "pgettext": pgettext, "ngettext": ngettext, "npgettext": npgettext}
