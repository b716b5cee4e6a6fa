"""OGAMA's rulebook diagrams: positions of stacks and toads with paths and rings drawn over them, and the empty board."""

from dataclasses import dataclass

from pnp.engine.coords import cell_name
from pnp.games.ogama.edition import EDITION
from pnp.games.ogama.board import Grid as OgamaGrid
from pnp.games.ogama.board import draw_grid as draw_ogama_grid
from pnp.games.ogama.board import framed_size as ogama_framed_size
from pnp.games.ogama.pieces import draw_disc, draw_toad_piece
from pnp.games.ogama.rules import Position as OgamaPosition
from pnp.locales import Text
from pnp.render.surface import Surface
from pnp.rulebook.diagrams import ARROW, SEP, Drawing, arrow, badge_size, rim, sentence, stack_height

BADGE_CLEAR = 0.4  # between a height badge and the lines of its point's square
LETTER_HALF = 0.17  # half the width of a disc's letter, in disc diameters: a badge keeps off it


@dataclass(frozen=True)
class OgamaBoard(Drawing):
    """An OGAMA position on the board sheet's own drawing, its discs and toads as the token sheet draws
    them: stacks as piles (the top disc whole, the height beside it), arrows along disc paths, and
    dashed rings on points worth pointing at (where a toad may step)."""

    position: OgamaPosition
    text: Text
    paths: tuple[tuple[tuple[int, int], ...], ...] = ()
    rings: tuple[tuple[int, int], ...] = ()
    home_rows: int = 2
    max_pitch: float = 11.0

    def frame(self) -> tuple[float, float]:
        """The bands around the points, in mm: what the board drawing adds to width and height."""
        w, h = ogama_framed_size(self.position.width, self.position.height, 0.0)
        return w, h

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        p, (fw, fh) = self.position, self.frame()
        pitch = min((max_w - fw) / p.width, (max_h - fh) / p.height, self.max_pitch)
        return fw + p.width * pitch, fh + p.height * pitch

    def unit(self, w: float, h: float) -> float:
        return (w - self.frame()[0]) / self.position.width  # the pitch: discs are drawn in proportion to it

    def draw(self, s: Surface, w: float, h: float) -> None:
        p, (fw, fh) = self.position, self.frame()
        pitch = (w - fw) / p.width
        g = OgamaGrid(p.width, p.height, pitch, fw / 2, fh / 2)
        draw_ogama_grid(s, g, self.home_rows, self.text)
        d = EDITION.disc * pitch / EDITION.point
        for point in self.rings:
            s.circle(*g.centre(*point), 0.6 * d, "bold", ARROW, dash=(0.9, 0.6))
        toads = {point: colour for colour, point in p.toads.items()}
        starts = set((p.ogama or {}).values())
        for point in sorted(p.stacks, key=lambda q: (-q[1], q[0])):  # back rows first: piles overlap downwards
            cx, cy = g.centre(*point)
            stack = p.stacks[point]
            lift = min(0.07 * d, 0.3 * d / max(1, len(stack) - 1))
            base = cy - lift * (len(stack) - 1) / 2
            for k, colour in enumerate(stack):
                top = k == len(stack) - 1
                y = base + k * lift
                if not s.ink.saver:
                    draw_disc(s, cx, y, d, colour, self.text, ogama=top and point in starts)
                elif not top:
                    rim(s, cx, y, d / 2, 0, lift, colour == "black")
                elif point in toads:  # without fills its letter and ring would show through the toad; the toad tells its colour
                    s.circle(cx, y, d / 2, "thin")
                else:
                    draw_disc(s, cx, y, d, colour, self.text, ogama=point in starts)
            if point in toads:
                width = 0.77 * d
                draw_toad_piece(s, cx, base + (len(stack) - 1) * lift + 0.12 * d, width, toads[point], self.text, halo=True)
        for path in self.paths:
            arrow(s, [g.centre(*point) for point in path], 0.16 * pitch)
        radius = badge_size(d, s.min_text)[1]
        # within the point's square and clear of its lines, but never over the disc's letter: on a board
        # drawn too small for both, the letter keeps its room
        reach = max(pitch / 2 - radius - BADGE_CLEAR, LETTER_HALF * d + radius)
        for point, stack in p.stacks.items():  # the badges last, so no arrow or toad covers a pile's height
            if len(stack) > 1:  # at the disc's lower right
                cx, cy = g.centre(*point)
                stack_height(s, cx + min(0.5 * d, reach), cy - min(0.38 * d, reach), len(stack), d)

    def describe(self, text: Text) -> str:
        p = self.position
        stacks = [
            f"{cell_name(*point)} {', '.join(text(f'ogama.player.{c}').lower() for c in p.stacks[point])}"
            for point in sorted(p.stacks, key=lambda q: (q[1], q[0]))
        ]
        parts = [text("rulebook.alt.ogama_stacks", stacks=SEP.join(stacks)) if stacks else text("rulebook.alt.empty_board")]
        for colour, point in p.toads.items():
            parts.append(text("rulebook.alt.ogama_toad", player=text(f"ogama.player.{colour}"), cell=cell_name(*point)))
        for path in self.paths:
            parts.append(text("rulebook.alt.ogama_path", cells=" → ".join(cell_name(*point) for point in path)))
        if self.rings:
            parts.append(text("rulebook.alt.ogama_rings", cells=", ".join(cell_name(*point) for point in self.rings)))
        return sentence(parts)


@dataclass(frozen=True)
class OgamaEmptyBoard(Drawing):
    """An empty OGAMA board as the board sheet draws it: points, coordinates, home-row bars and labels."""

    width: int
    height: int
    home_rows: int
    text: Text
    max_pitch: float = 7.0

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        fw, fh = ogama_framed_size(self.width, self.height, 0.0)
        pitch = min((max_w - fw) / self.width, (max_h - fh) / self.height, self.max_pitch)
        return fw + self.width * pitch, fh + self.height * pitch

    def draw(self, s: Surface, w: float, h: float) -> None:
        fw, fh = ogama_framed_size(self.width, self.height, 0.0)
        draw_ogama_grid(s, OgamaGrid(self.width, self.height, (w - fw) / self.width, fw / 2, fh / 2), self.home_rows, self.text)

    def describe(self, text: Text) -> str:
        return sentence([text("rulebook.alt.empty_board")])
