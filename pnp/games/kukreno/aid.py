"""KuKreNo's player aids: two like cards (who plays X is rolled for), marked with two dice told apart."""

from pnp.games.kukreno import rules as kukreno
from pnp.locales import Text
from pnp.render.surface import Surface
from pnp.pieces import Card
from pnp.sheets.aid import sections
from pnp.sheets.dice import draw_die
from pnp.games.kukreno.edition import EDITION


def two_dice(s: Surface, cx: float, cy: float, size: float) -> None:
    side = 0.5 * size
    draw_die(s, cx - 0.22 * size, cy + 0.2 * size, side, 3)
    draw_die(s, cx + 0.22 * size, cy - 0.2 * size, side, 5, body=EDITION.row)


def cards(text: Text) -> list[Card]:
    body = sections(text, "kukreno", size=kukreno.SIZE, penalties=kukreno.PENALTY_LIMIT)
    return [Card(text("kukreno.aid.player"), two_dice, body)] * len(kukreno.SYMBOLS)
