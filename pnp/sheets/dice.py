"""A six-sided die drawn as a vector shape, in colour, at any size: for player aids and the rulebooks'
components pictures (the pips stand where the text symbols' die faces have them)."""

from pnp.render.surface import BLACK, Colour, Surface
from pnp.render.symbols import PIPS

WHITE: Colour = (1.0, 1.0, 1.0)
SECOND: Colour = (0.78, 0.78, 0.78)  # the second of two dice told apart (KuKreNo's row die)


def draw_die(s: Surface, cx: float, cy: float, side: float, value: int, body: Colour = WHITE) -> None:
    """A die `side` mm across centred on (cx, cy), showing `value`; its `body` colour tells two dice apart.
    A coloured die has a heavier edge, so the two stay apart without fills (ink-saver), where pips are rings."""
    x, y = cx - side / 2, cy - side / 2
    s.rect(x, y, side, side, "normal" if body == WHITE else "bold", fill=body, radius=0.16 * side)
    step = side / 4
    for col, row in PIPS[value]:
        s.circle(x + step * (col + 1), y + step * (row + 1), 0.09 * side, "thin" if s.ink.saver else None, fill=BLACK)
