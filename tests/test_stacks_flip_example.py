"""The Signed Stacks book's worked move with a flip: played on the seed's own setup, a move the rules
list as legal, and an after-position that is the one the rules give, in both languages' text."""

import pytest

from conftest import pdf_text
from pnp.games.stacks import rules as stacks
from pnp.games.stacks.book import content
from pnp.locales import Text
from pnp.render.document import PrintOptions, write_part
from pnp.rulebook import rulebook_part

WORDS = {
    "en": "White moves its {before} from {start} to {end}",
    "ru": "белые передвигают фишку {before} с {start} на {end}",
}


@pytest.mark.parametrize("seed", (1, 7, 12345))
def test_the_move_is_legal_and_the_after_position_is_the_rules(seed):
    book = content(seed, Text("en"))
    facts, (before, after) = book.context["flip"], book.drawings["flip"].drawings
    setup = stacks.balanced_setup(seed)
    assert before.position.to_json() == setup.to_json()  # the seed's own setup, as the setup diagram shows
    move = stacks.Move(facts["start"], facts["end"], flip=True)
    assert move in setup.legal_moves()
    assert (before.move, before.allowed) == ((move.from_cell, move.to_cell), True)
    played = setup.apply(move)
    assert after.position.to_json() == played.to_json()
    token = played.top(move.to_cell)
    assert token.color == "white" and token.value == -setup.top(move.from_cell).value
    assert {"before": setup.top(move.from_cell).value, "after": token.value} == {
        key: int(facts[key].replace("\u2212", "-")) for key in ("before", "after")}


@pytest.mark.parametrize("lang", ("ru", "en"))
def test_the_book_prints_the_move_it_draws(lang, tmp_path):
    path = tmp_path / "book.pdf"
    write_part(path, rulebook_part("stacks", PrintOptions(lang, "a4", 7)))
    facts = content(7, Text(lang)).context["flip"]
    text = " ".join(pdf_text(path).split())
    assert WORDS[lang].format(**facts) in text
    assert facts["after"] in text
