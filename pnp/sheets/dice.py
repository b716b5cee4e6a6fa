"""A six-sided die drawn as a vector shape (no font has die faces worth borrowing): for player aids and
the rulebooks' components pictures."""

from pnp.render.surface import Colour, Surface

PIPS = {  # pip centres on a 3 x 3 grid, (column, row) from the bottom left
    1: ((1, 1),),
    2: ((0, 2), (2, 0)),
    3: ((0, 2), (1, 1), (2, 0)),
    4: ((0, 0), (0, 2), (2, 0), (2, 2)),
    5: ((0, 0), (0, 2), (1, 1), (2, 0), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
}
WHITE: Colour = (1.0, 1.0, 1.0)
SECOND: Colour = (0.78, 0.78, 0.78)  # the second of two dice told apart (KuKreNo's row die)


def draw_die(s: Surface, cx: float, cy: float, side: float, value: int, body: Colour = WHITE, pip: Colour = (0.0, 0.0, 0.0)) -> None:
    """A die `side` mm across centred on (cx, cy), showing `value`; `body` and `pip` tell two dice apart.
    A coloured die has a heavier edge, so the two stay apart without fills (ink-saver), where pips are rings."""
    x, y = cx - side / 2, cy - side / 2
    s.rect(x, y, side, side, "normal" if body == WHITE else "bold", fill=body, radius=0.16 * side)
    step = side / 4
    for col, row in PIPS[value]:
        s.circle(x + step * (col + 1), y + step * (row + 1), 0.09 * side, "thin" if s.ink.saver else None, fill=pip)
