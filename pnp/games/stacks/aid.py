"""Signed Stacks' player aids: one card per colour, marked with that colour's strongest token."""

from pnp.games.stacks.edition import EDITION
from pnp.games.stacks import rules as stacks
from pnp.locales import Text
from pnp.render.surface import Surface
from pnp.pieces import Card, Emblem
from pnp.sheets.aid import sections
from pnp.games.stacks.pieces import draw_face


def token_mark(colour: str, value: int) -> Emblem:
    """A token of `colour` showing +`value`, as wide as the mark."""

    def draw(s: Surface, cx: float, cy: float, size: float) -> None:
        draw_face(s, cx, cy, size, colour, value)

    return draw


def cards(text: Text) -> list[Card]:
    body = sections(text, "stacks", limit=stacks.STACK_LIMIT, turns=stacks.TURN_LIMIT)
    top = max(stacks.token_set(EDITION.token_set))
    tally = text("stacks.aid.tally", turns=stacks.TURN_LIMIT)
    return [
        Card(text(f"stacks.aid.player.{colour}"), token_mark(colour, top), body, stacks.TURN_LIMIT, tally)
        for colour in stacks.COLORS
    ]
