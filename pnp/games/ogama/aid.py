"""OGAMA's player aids: one card per colour, marked with that colour's OGAMA disc."""

from pnp.games.ogama import rules as ogama
from pnp.games.ogama.table import TURN_LIMIT
from pnp.locales import Text
from pnp.render.surface import Surface
from pnp.sheets.aid import Card, Emblem, sections
from pnp.games.ogama.pieces import draw_disc, draw_toad_piece


def disc_mark(colour: str, text: Text, ogama: bool = False) -> Emblem:
    """A disc of `colour` (the OGAMA disc if `ogama`), as wide as the mark."""

    def draw(s: Surface, cx: float, cy: float, size: float) -> None:
        draw_disc(s, cx, cy, size, colour, text, ogama)

    return draw


def toad_mark(colour: str, text: Text) -> Emblem:
    """The toad of `colour`, as wide as the mark."""

    def draw(s: Surface, cx: float, cy: float, size: float) -> None:
        draw_toad_piece(s, cx, cy, size, colour, text)

    return draw


def cards(text: Text) -> list[Card]:
    body = sections(text, "ogama", turns=TURN_LIMIT)
    tally = text("ogama.aid.tally", turns=TURN_LIMIT)
    return [
        Card(text(f"ogama.aid.player.{colour}"), disc_mark(colour, text, ogama=True), body, TURN_LIMIT, tally)
        for colour in ogama.COLORS
    ]
