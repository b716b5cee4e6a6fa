"""Signed Stacks' player aids: one card per colour, marked with that colour's strongest token."""

from pnp.games import stacks
from pnp.locales import Text
from pnp.sheets.aid import Card, sections
from pnp.sheets.stacks_pieces import draw_face


def cards(text: Text) -> list[Card]:
    body = sections(text, "stacks", limit=stacks.STACK_LIMIT, passes=stacks.PASSES_TO_LOSE, turns=stacks.TURN_LIMIT)
    top = max(stacks.token_set("classic"))
    return [
        Card(text(f"stacks.aid.player.{colour}"), lambda s, cx, cy, size, colour=colour: draw_face(s, cx, cy, size, colour, top), body)
        for colour in stacks.COLORS
    ]
