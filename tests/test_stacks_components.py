"""The Signed Stacks components picture shows each side's set as it is: every value once, with how
many of it a side has, the counts adding up to the set; never one token "× 16"."""

import re
from collections import Counter

import pytest

from conftest import pdf_text
from pnp.games.stacks import rules as stacks
from pnp.render.document import PrintOptions, write_part
from pnp.rulebook import rulebook_part
from pnp.rulebook.html import html_book


@pytest.mark.parametrize("lang", ("ru", "en"))
def test_the_book_shows_every_value_and_its_count(lang, tmp_path):
    path = tmp_path / "book.pdf"
    write_part(path, rulebook_part("stacks", PrintOptions(lang, "a4", 7)))
    first = pdf_text(path).split("\f")[0]  # the components section opens the book
    counts = [int(n) for n in re.findall(r"(?<!\d)(?<!\d )×\s*(\d+)", first)]  # not a board size, 8 × 8
    wanted = Counter(stacks.token_set("classic"))
    assert counts == [wanted[value] for value in sorted(wanted)]
    assert sum(counts) == len(stacks.token_set("classic"))
    for value in wanted:  # each value on a White and a Black token
        assert len(re.findall(rf"\+{value}\b", first)) >= 2


@pytest.mark.parametrize("lang", ("ru", "en"))
def test_the_screen_books_text_alternative_lists_the_set(lang):
    page = html_book("stacks", lang, 7)
    listed = ", ".join(f"+{value} × {count}" for value, count in sorted(Counter(stacks.token_set("classic")).items()))
    assert listed in page
    assert "× 16" not in page
