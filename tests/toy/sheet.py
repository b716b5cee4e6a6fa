"""The Pebbles board: the starting pile as a row of circles to cross out, and a box for the pebbles left,
on the shared page frame; as a PDF form, a check box over each pebble and a field for the count."""

from pnp.render.box import Box
from pnp.render.document import Part, PrintOptions
from pnp.render.fields import Form
from toy.rules import Position, start

PITCH = 12.0  # mm between pebbles
RADIUS = 4.5  # a pebble's circle
SHEET_ID = "toy-board"


def pebble_centre(k: int) -> tuple[float, float]:
    row, col = divmod(k, 10)
    return 40 + col * PITCH, 230 - row * PITCH


def board_part(position: Position, options: PrintOptions, fillable: bool = False) -> Part:
    def draw(doc) -> None:
        form = Form(doc.canvas) if fillable else None
        s = doc.new_page()
        s.text(40, 250, doc.text("toy.board.pile", n=position.pile), 12)
        for k in range(position.pile):
            s.circle(*pebble_centre(k), RADIUS, "bold")
        left = Box(40 + 5 * PITCH, 180, 20, 8)
        s.text(40, left.y + 2, doc.text("toy.board.left"), 10)
        s.rect(left.x, left.y, left.w, left.h, "normal")
        if form:
            form.hidden("sheet", SHEET_ID)
            form.hidden("pile", str(position.pile))
            for k in range(position.pile):
                x, y = pebble_centre(k)
                form.check(f"pebble.{k + 1}", Box(x - RADIUS, y - RADIUS, 2 * RADIUS, 2 * RADIUS))
            form.text("left", left, 10, maxlen=2)

    return Part("toy-board", options.info("toy", "toy.sheet.board"), draw)


def kit(options: PrintOptions) -> list[Part]:
    """The toy's kit: its board for the kit's seed."""
    return [board_part(start(options.layout_seed), options)]


def fillable(options: PrintOptions) -> list[Part]:
    """The board as a PDF form, for the kit's site."""
    return [board_part(start(options.layout_seed), options, fillable=True)]
