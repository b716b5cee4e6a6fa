"""Eye of Numen's player aids: one card per half, the Eye as each card's mark."""

from pnp.games.numen import rules as numen
from pnp.locales import Text
from pnp.render.surface import Surface
from pnp.sheets.aid import Card, sections
from pnp.games.numen.board import draw_eye


def eye_mark(s: Surface, cx: float, cy: float, size: float) -> None:
    cell = 0.8 * size
    draw_eye(s, cx - cell / 2, cy - cell / 2, cell)


def cards(text: Text) -> list[Card]:
    body = sections(text, "numen", half=numen.HALF_SIZE, **numen.POINT_VALUES)
    return [
        Card(text(f"numen.aid.player.{owner}", rows=f"{rows[0] + 1}–{rows[-1] + 1}"), eye_mark, body)
        for owner, rows in numen.HALF_ROWS.items()
    ]
