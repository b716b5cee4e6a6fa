"""Signed Stacks on a digital table: the edition's board, both sides' tokens (+n on the front, −n on the back),
standing as the seed's balanced setup deals them, and the players' aid cards."""

from pnp.digital.pieces import aid_cards, board_picture
from pnp.pieces import Picture, Piece, Table
from pnp.engine.coords import parse_cell
from pnp.games.stacks.aid import cards
from pnp.games.stacks.edition import EDITION
from pnp.games.stacks.board import Grid, draw_grid
from pnp.games.stacks.pieces import draw_face, face_label
from pnp.games.stacks.rules import COLORS, balanced_setup
from pnp.locales import Text
from pnp.render.document import Document
from pnp.render.surface import Surface
from pnp.shop.products import MARGIN, board_face


def token_picture(colour: str, magnitude: int, positive: bool) -> Picture:
    """One face of a token: `stacks-token-white-plus-7`."""

    def draw(doc: Document, s: Surface) -> None:
        draw_face(s, EDITION.token / 2, EDITION.token / 2, EDITION.token, colour, magnitude, positive)

    sign = "plus" if positive else "minus"
    face = f"{colour} {face_label(magnitude, positive)}"
    return Picture(f"stacks-token-{colour}-{sign}-{magnitude}", "token", face, EDITION.token, EDITION.token, draw, "round")


def table(seed: int, text: Text) -> Table:

    grid = Grid(EDITION.width, EDITION.height)
    face = board_face(*grid.size, lambda doc, s: draw_grid(s, grid, doc.text))
    board = Piece("board", text("digital.board"), board_picture("stacks", face))
    position = balanced_setup(seed)

    def at(col: int, row: int) -> tuple[float, float]:
        x, y = grid.centre(col, row)
        return MARGIN + x - face.width / 2, MARGIN + y - face.height / 2

    tokens = []
    for cell, stack in position.stacks.items():
        x, y = at(*parse_cell(cell, grid.width, grid.height))
        for level, token in enumerate(stack):
            magnitude = abs(token.value)
            tokens.append(Piece(
                "tile", text(f"digital.stacks.token.{token.color}", magnitude=magnitude),
                token_picture(token.color, magnitude, True), token_picture(token.color, magnitude, False),
                x, y, level, round=True, flipped=token.value < 0,
            ))
    cells = tuple(at(col, row) for row in range(grid.height) for col in range(grid.width))
    return Table("stacks", text.lang, board, tuple(tokens), aid_cards("stacks", cards(text), COLORS, text), cells)
