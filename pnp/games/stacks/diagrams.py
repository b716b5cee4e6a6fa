"""Signed Stacks' rulebook diagrams: setups on a grid and on the wild map, a window onto a move, the empty board."""

from collections import Counter
from dataclasses import dataclass
from typing import ClassVar

from reportlab.lib.units import mm

from pnp.games.stacks.board import Grid as StacksGrid
from pnp.games.stacks.board import draw_grid as draw_stacks_grid
from pnp.games.stacks.pieces import draw_face
from pnp.games.stacks.rules import GridBoard
from pnp.games.stacks.rules import Position as StacksPosition
from pnp.games.stacks.setup_sheet import draw_grid_setup, draw_wild_setup
from pnp.games.stacks.wild import MAP_HEIGHT, MAP_WIDTH
from pnp.locales import Text
from pnp.render.surface import Surface
from pnp.rulebook.diagrams import ARROW, LABEL_GREY, REFUSED, SEP, Drawing, arrow, rim, sentence
from pnp.sheets.layout import Box


def signed(value: int, plus: bool = True, bracket: bool = False) -> str:
    """A value as printed, with a real minus sign: +6 and −9 (or 6, and (−9) inside a sum)."""
    if value > 0:
        return f"+{value}" if plus else str(value)
    return f"(\u2212{-value})" if bracket else f"\u2212{-value}"


def stacks_words(position: StacksPosition, text: Text) -> str:
    """Every stack, bottom token first: its cell, then each token's colour and face."""
    board = position.board
    stacks = []
    for cell in sorted(position.stacks, key=board.order):
        tokens = ", ".join(f"{text('rulebook.alt.' + t.color)} {signed(t.value)}" for t in position.stacks[cell])
        stacks.append(f"{cell} {tokens}")
    return text("rulebook.alt.stacks_tokens", stacks=SEP.join(stacks)) if stacks else text("rulebook.alt.empty_board")


def grid_of(position: StacksPosition) -> GridBoard:
    """The grid a Signed Stacks diagram is drawn on (a wild map has its own drawing)."""
    assert isinstance(position.board, GridBoard), "a grid diagram of a position on a wild map"
    return position.board


@dataclass(frozen=True)
class StacksSetup(Drawing):
    """A Signed Stacks starting position, as the setup sheet draws it (board, home rows, token faces)."""

    position: StacksPosition  # on a grid
    text: Text
    max_cell: float = 10.0

    SIDE, END = 9.0, 18.0  # the setup diagram's coordinate and caption bands, both sides together

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        board = grid_of(self.position)
        cell = min((max_w - self.SIDE) / board.width, (max_h - self.END) / board.height, self.max_cell)
        return board.width * cell + self.SIDE, board.height * cell + self.END

    def draw(self, s: Surface, w: float, h: float) -> None:
        draw_grid_setup(s, self.position, Box(0, 0, w, h), self.text)

    def describe(self, text: Text) -> str:
        return sentence([stacks_words(self.position, text)])


@dataclass(frozen=True)
class StacksWild(Drawing):
    """A wild-variant start on its map, as the setup sheet draws it."""

    position: StacksPosition  # on a wild map
    text: Text
    max_scale: float = 0.5
    min_scale: ClassVar[float] = 0.9  # smaller, its region numbers (never under 6 pt) would run under the tokens

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        scale = min(max_w / MAP_WIDTH, max_h / MAP_HEIGHT, self.max_scale)
        return MAP_WIDTH * scale, MAP_HEIGHT * scale

    def draw(self, s: Surface, w: float, h: float) -> None:
        draw_wild_setup(s, self.position, Box(0, 0, w, h), self.text)

    def describe(self, text: Text) -> str:
        return sentence([stacks_words(self.position, text)])


@dataclass(frozen=True)
class StacksWindow(Drawing):
    """A few cells of a Signed Stacks board with their tokens (a stack as a pile, its top whole) and,
    for a move, an arrow over the cells to where the token stops and a tick or a cross for whether
    the rules allow it."""

    position: StacksPosition  # on a small grid
    move: tuple[str, str] | None = None
    allowed: bool = True
    max_cell: float = 13.0
    coordinates: bool = False  # column letters under the board and row numbers beside it, in cells' terms

    BAND = 0.45  # the coordinates' band, in cells
    LABEL_PT = 7.0

    def band(self) -> float:
        return self.BAND if self.coordinates else 0.0

    def rows(self) -> float:
        """The board's rows, and room above them for an arrow drawn over the cells (a move along a row)."""
        board = grid_of(self.position)
        over = self.move and board.order(self.move[0])[0] != board.order(self.move[1])[0]
        return board.height + (0.85 if over else 0.1) + self.band()

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        board = grid_of(self.position)
        columns = board.width + self.band()
        cell = min(max_w / columns, max_h / self.rows(), self.max_cell)
        return columns * cell, self.rows() * cell

    def unit(self, w: float, h: float) -> float:
        return w / (grid_of(self.position).width + self.band())

    def draw(self, s: Surface, w: float, h: float) -> None:
        board = grid_of(self.position)
        c = w / (board.width + self.band())
        if self.coordinates:
            band = self.band() * c
            for col in range(board.width):
                s.centred_text(band + (col + 0.5) * c, 0.5 * band, chr(ord("a") + col), self.LABEL_PT,
                               colour=LABEL_GREY)
            for row in range(board.height):
                s.centred_text(0.45 * band, band + 0.05 * c + (row + 0.5) * c, str(row + 1), self.LABEL_PT,
                               colour=LABEL_GREY)
            s.canvas.saveState()
            s.canvas.translate(band * mm, band * mm)
            self.draw_board(s, board, c)
            s.canvas.restoreState()
            return
        self.draw_board(s, board, c)

    def draw_board(self, s: Surface, board, c: float) -> None:
        base = 0.05 * c
        for col in range(board.width):
            for row in range(board.height):
                s.rect(col * c, base + row * c, c, c, "normal")
        centre = lambda cell: ((board.order(cell)[0] + 0.5) * c, base + (board.order(cell)[1] + 0.5) * c)  # noqa: E731
        d = 0.74 * c
        for cell, stack in self.position.stacks.items():
            cx, cy = centre(cell)
            lift = min(0.14 * c, 0.2 * c / max(1, len(stack) - 1))
            for k, token in enumerate(stack):
                drop = (len(stack) - 1 - k) * lift
                x, y = cx - drop, cy + (len(stack) - 1) * lift / 2 - drop
                if k == len(stack) - 1 or not s.ink.saver:
                    draw_face(s, x, y, d, token.color, abs(token.value), token.value > 0)
                else:
                    rim(s, x, y, d / 2, lift, lift, token.color == "black")
        if self.move and board.order(self.move[0])[0] == board.order(self.move[1])[0]:  # along a column
            (ax, ay), (bx, by) = (centre(cell) for cell in self.move)
            step = 0.42 * c if by > ay else -0.42 * c
            arrow(s, [(ax, ay + step), (bx, by)], 0.08 * c)
            s.circle(bx, by, 0.37 * c, "thin", ARROW, dash=(0.9, 0.6))  # where it lands
            mark = "✓" if self.allowed else "✗"
            s.centred_text(ax + 0.4 * c, (ay + by) / 2, mark, min(14.0, 1.1 * c), bold=True,
                           colour=ARROW if self.allowed else REFUSED)
        elif self.move:
            (ax, ay), (bx, by) = (centre(cell) for cell in self.move)
            lift = base + board.height * c + 0.35 * c
            arrow(s, [(ax, ay + 0.42 * c), (ax, lift), (bx, lift), (bx, by + 0.46 * c)], 0.08 * c)
            mark = "✓" if self.allowed else "✗"
            s.centred_text((ax + bx) / 2, lift + 0.3 * c, mark, min(14.0, 1.2 * c), bold=True,
                           colour=ARROW if self.allowed else REFUSED)

    def describe(self, text: Text) -> str:
        parts = [stacks_words(self.position, text)]
        if self.move:
            verdict = text("rulebook.alt.allowed" if self.allowed else "rulebook.alt.refused")
            parts.append(text("rulebook.alt.stacks_move", start=self.move[0], end=self.move[1], verdict=verdict))
        return sentence(parts)


@dataclass(frozen=True)
class StacksEmptyBoard(Drawing):
    """An empty Signed Stacks board as the board sheet draws it: home rows and coordinates, no captions."""

    width: int
    height: int
    text: Text
    max_cell: float = 8.0

    SIDE, END = 4.5, 6.0  # coordinate bands

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        cell = min((max_w - 2 * self.SIDE) / self.width, (max_h - 2 * self.END) / self.height, self.max_cell)
        return self.width * cell + 2 * self.SIDE, self.height * cell + 2 * self.END

    def draw(self, s: Surface, w: float, h: float) -> None:
        cell = (w - 2 * self.SIDE) / self.width
        draw_stacks_grid(s, StacksGrid(self.width, self.height, cell, self.SIDE, self.END), self.text, runs=[])

    def describe(self, text: Text) -> str:
        return sentence([text("rulebook.alt.empty_board")])


@dataclass(frozen=True)
class StacksComponents(Drawing):
    """What the game is played with: the board, and under it each side's set as it really is, one
    column per value (a White and a Black token showing it) with how many of it each side has."""

    board: StacksEmptyBoard
    tokens: tuple[int, ...]  # one side's set
    text: Text
    max_board: float = 52.0
    max_token: float = 11.0

    GAP, COUNT, STEP = 6.0, 5.0, 1.25  # board to set, the counts' row under it, a column's width per token width
    SET_SHARE = 0.4  # the set takes at most this much of the height, the board the rest

    def values(self) -> list[tuple[int, int]]:
        return sorted(Counter(self.tokens).items())

    def token(self, max_w: float, max_h: float) -> float:
        across = max_w / (len(self.values()) * self.STEP)
        down = (self.SET_SHARE * max_h - self.COUNT) / (2 * self.STEP)
        return max(1.0, min(self.max_token, across, down))

    def set_size(self, max_w: float, max_h: float) -> tuple[float, float]:
        d = self.token(max_w, max_h)
        return len(self.values()) * self.STEP * d, 2 * self.STEP * d + self.COUNT

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        sw, sh = self.set_size(max_w, max_h)
        bw, bh = self.board.size(max_w, min(max_h - sh - self.GAP, self.max_board))
        return max(sw, bw), bh + self.GAP + sh

    def draw(self, s: Surface, w: float, h: float) -> None:
        sw, sh = self.set_size(w, h)
        bw, bh = self.board.size(w, h - sh - self.GAP)
        s.canvas.saveState()
        s.canvas.translate((w - bw) / 2 * mm, (sh + self.GAP) * mm)
        self.board.draw(s, bw, bh)
        s.canvas.restoreState()
        d = self.token(w, h)
        pitch = self.STEP * d
        left = (w - sw) / 2
        for k, (value, count) in enumerate(self.values()):
            cx = left + (k + 0.5) * pitch
            for row, colour in enumerate(("white", "black")):
                draw_face(s, cx, sh - (row + 0.5) * pitch, d, colour, value)
            s.centred_text(cx, self.COUNT / 2, f"× {count}", 8.0, bold=True)

    def describe(self, text: Text) -> str:
        tokens = ", ".join(text("rulebook.alt.piece", name=f"+{value}", count=count) for value, count in self.values())
        return sentence([self.board.describe(text)[:-1], text("rulebook.alt.stacks_set", tokens=tokens)])
