"""Each full rulebook pictures what the game is played with, right after the list of components: the
board and each kind of piece with its count (Signed Stacks: each value of the set), the counts taken
from the rules modules."""

import re
from collections import Counter

import pytest

from pnp.games.kukreno import rules as kukreno
from pnp.games.numen import rules as numen
from pnp.games.stacks import rules as stacks
from pnp.locales import Text
from pnp.registry import games
from pnp.render.document import PrintOptions, write_part
from pnp.rulebook import rulebook_part
from pnp.rulebook.book import markup
from pnp.rulebook.content import game_content
from pnp.rulebook.markup import Diagram, Items, parse
from pnp.games.ogama.edition import EDITION

from conftest import pdf_text

GAMES = [spec.id for spec in games() if spec.rulebook]
SEED = 7
COUNTS = {  # every count the picture writes, from the rules
    "numen": {1, len(numen.HALVES)},
    "stacks": set(Counter(stacks.token_set("classic")).values()),  # a count per value of the set
    "kukreno": {1, len(kukreno.SYMBOLS)},
    "ogama": {1, EDITION.discs - 1},
}


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_the_picture_follows_the_list_of_components(game, lang):
    text = Text(lang)
    context = {**game_content(game, SEED, text).context, "seed": SEED}
    blocks = parse(markup(game, text, "normal", context), lang, game)
    at = [i for i, block in enumerate(blocks) if isinstance(block, Diagram) and block.name == "components"]
    assert len(at) == 1
    assert isinstance(blocks[at[0] - 1], Items) and not blocks[at[0] - 1].numbered


@pytest.mark.parametrize("game", GAMES)
def test_the_picture_counts_the_pieces(tmp_path, game):
    drawing = game_content(game, SEED, Text("en")).drawings["components"]
    pieces = getattr(drawing, "pieces", None)
    drawn = {piece.count for piece in pieces} if pieces is not None else {count for _, count in drawing.values()}
    assert drawn == COUNTS[game]
    path = tmp_path / "book.pdf"
    write_part(path, rulebook_part(game, PrintOptions("en", "letter", SEED, ink_saver=True)))
    words = " ".join(pdf_text(path).split()).replace("× ", "×")
    for count in COUNTS[game]:
        assert re.search(rf"×{count}\b", words), count
