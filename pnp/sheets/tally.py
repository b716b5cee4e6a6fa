"""A turn tally: rows of boxes to tick, one a turn, for a game that ends after so many turns. A heavier
line after every tenth box lets a player count the ticks at a glance."""

from pnp.render.surface import SMALLEST_PT, Surface, fit_size

TALLY_PT = 7.0  # the label above the boxes
MAX_BOX = 4.4  # a box is at most this size (mm): room for a pencil tick, no more
LABEL_ROOM = TALLY_PT / 2.2 + 1.2  # from the boxes' top to the top of the label's capitals


def box_size(count: int, width: float, rows: int) -> float:
    """The side of each box when `count` boxes fill `rows` rows `width` mm wide."""
    return min(MAX_BOX, width / -(-count // rows))


def tally_height(count: int, width: float, rows: int) -> float:
    """How tall `draw_tally` draws: the label and the rows of boxes."""
    return rows * box_size(count, width, rows) + LABEL_ROOM


def draw_tally(s: Surface, x: float, bottom: float, width: float, count: int, rows: int, label: str) -> None:
    """The label, then `count` boxes in `rows` rows from the top left, at most `width` mm wide."""
    size, per_row = box_size(count, width, rows), -(-count // rows)
    s.text(x, bottom + rows * size + 1.2, label, max(fit_size(label, TALLY_PT, width), SMALLEST_PT))  # may pass the boxes' width, never 6 pt
    for k in range(count):
        row, col = divmod(k, per_row)
        y = bottom + (rows - 1 - row) * size
        s.rect(x + col * size, y, size, size, "hair")
        if (col + 1) % 10 == 0 and col + 1 < per_row:
            s.line(x + (col + 1) * size, y, x + (col + 1) * size, y + size, "normal")
