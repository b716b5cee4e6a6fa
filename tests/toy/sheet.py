"""The Pebbles board: the starting pile as a row of circles to cross out, on the shared page frame."""

from pnp.render.document import Part, PrintOptions
from toy.rules import Position, start

PITCH = 12.0  # mm between pebbles


def board_part(position: Position, options: PrintOptions) -> Part:
    def draw(doc) -> None:
        s = doc.new_page()
        s.text(40, 250, doc.text("toy.board.pile", n=position.pile), 12)
        for k in range(position.pile):
            row, col = divmod(k, 10)
            s.circle(40 + col * PITCH, 230 - row * PITCH, 4.5, "bold")

    return Part("toy-board", options.info("toy", "toy.sheet.board"), draw)


def kit(options: PrintOptions) -> list[Part]:
    """The toy's kit: its board for the kit's seed."""
    return [board_part(start(options.layout_seed), options)]
