"""The large-print book draws every diagram at least as large as the ordinary book does, piece by piece:
each board, cell, disc, token, outline and label measured as it is drawn (not hatching, whose strokes
keep their spacing at any size), the largest of each kind set against the largest (large print may
arrange them otherwise), for every game, language and paper."""

import math
import statistics

import pytest
from reportlab.pdfgen.canvas import Canvas

import pnp.rulebook.flow as flow
from pnp.registry import games
from pnp.render.document import PrintOptions
from pnp.render.surface import Surface
from pnp.rulebook.book import build
from pnp.rulebook.flow import Figure

GAMES = [spec.id for spec in games() if spec.rulebook]
SEED = 7
SLACK = 0.995  # rounding in the layout's arithmetic


class Measuring(Surface):
    """A surface that notes the drawn size (points on the page) of every shape and label it draws."""

    sizes: list[tuple[str, float]]

    def _scale(self) -> float:
        a, b, c, d, _, _ = self.canvas._currentMatrix
        return math.sqrt(abs(a * d - b * c))

    def _note(self, kind: str, *lengths: float) -> None:
        self.sizes.extend((kind, length * self._scale()) for length in lengths)

    def stamp(self, name, draw, x=0.0, y=0.0, bbox=None):  # drawn in place, so each copy is measured
        self.canvas.saveState()
        self.canvas.translate(x * 72 / 25.4, y * 72 / 25.4)
        draw(self)
        self.canvas.restoreState()

    def rect(self, x, y, w, h, *args, **kwargs):
        self._note("rect", abs(w), abs(h))
        super().rect(x, y, w, h, *args, **kwargs)

    def circle(self, cx, cy, r, *args, **kwargs):
        self._note("circle", r)
        super().circle(cx, cy, r, *args, **kwargs)

    def polygon(self, points, *args, **kwargs):
        xs, ys = [x for x, _ in points], [y for _, y in points]
        self._note("polygon", max(xs) - min(xs), max(ys) - min(ys))
        super().polygon(points, *args, **kwargs)

    def text(self, x, y, s, size, *args, **kwargs):
        used = super().text(x, y, s, size, *args, **kwargs)
        self._note("text", used)
        return used


def drawn(game: str, lang: str, paper: str, form: str, monkeypatch) -> list[list[tuple[str, float]]]:
    """Per diagram of the book, in order: the kind and drawn size of everything it draws."""
    figures = [p.flowable for page in build(game, PrintOptions(lang, paper, SEED), form).pages
               for p in page.placed if isinstance(p.flowable, Figure)]
    measured = []
    for figure in figures:
        noted: list[tuple[str, float]] = []
        monkeypatch.setattr(flow, "Surface", type("Noting", (Measuring,), {"sizes": noted}))
        figure.canv = Canvas("unused.pdf")
        figure.draw()
        measured.append(noted)
    return measured


@pytest.mark.parametrize("paper", ("a4", "letter"))
@pytest.mark.parametrize("lang", ("ru", "en"))
@pytest.mark.parametrize("game", GAMES)
def test_large_print_draws_every_diagram_at_least_as_large(game, lang, paper, monkeypatch):
    ordinary, large = drawn(game, lang, paper, "normal", monkeypatch), drawn(game, lang, paper, "large", monkeypatch)
    assert len(ordinary) == len(large) > 0
    for number, (small, big) in enumerate(zip(ordinary, large), start=1):
        for kind in {kind for kind, _ in small}:  # the largest of a kind against the largest, and so on down
            a = sorted((size for k, size in small if k == kind), reverse=True)
            b = sorted((size for k, size in big if k == kind), reverse=True)
            assert len(b) >= len(a), f"diagram {number} draws fewer of {kind}"
            smaller = [(round(x, 2), round(y, 2)) for x, y in zip(a, b) if y < x * SLACK]
            assert not smaller, f"diagram {number}: {len(smaller)} of {len(a)} of {kind} drawn smaller, e.g. {smaller[:3]}"


@pytest.mark.parametrize("lang", ("ru", "en"))
@pytest.mark.parametrize("game", [game for game in GAMES if game in ("stacks", "ogama")])
def test_large_print_keeps_labels_in_proportion_to_the_pieces(game, lang, monkeypatch):
    """A token's number, a disc's letter grow with their piece and no more: on a board the page keeps as
    wide as the ordinary book's, a label set larger than its piece would run over the piece's ring."""
    ordinary, large = drawn(game, lang, "a4", "normal", monkeypatch), drawn(game, lang, "a4", "large", monkeypatch)
    for number, (small, big) in enumerate(zip(ordinary, large), start=1):
        sizes = [{kind: sorted(size for k, size in found if k == kind) for kind in ("text", "circle")} for found in (small, big)]
        if not all(s["text"] and s["circle"] for s in sizes):
            continue
        (a, b) = (statistics.median(s["text"]) / statistics.median(s["circle"]) for s in sizes)
        assert b <= a * 1.05, f"diagram {number}: labels {b / a:.2f} times as large against their pieces"
