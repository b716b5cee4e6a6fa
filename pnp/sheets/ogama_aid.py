"""OGAMA's player aids: one card per colour, marked with that colour's OGAMA disc."""

from pnp.games import ogama
from pnp.locales import Text
from pnp.sheets.aid import Card, sections
from pnp.sheets.ogama_pieces import draw_disc


def cards(text: Text) -> list[Card]:
    body = sections(text, "ogama", tower=ogama.TOWER)
    return [
        Card(text(f"ogama.aid.player.{colour}"),
             lambda s, cx, cy, size, colour=colour: draw_disc(s, cx, cy, size, colour, text, ogama=True), body)
        for colour in ogama.COLORS
    ]
