"""Rulebooks: Jinja2 templates -> light markup -> plain blocks -> ReportLab Platypus flowables -> pages.

`rulebook_part(game, options, form)` is the entry point: a Part a command or a kit writes.
`pnp.rulebook.html.html_book(game, lang, seed)` makes the same book as one self-contained HTML page.
"""

from pnp.rulebook.book import FORMS, rulebook_part

__all__ = ["FORMS", "rulebook_part"]
