"""The Pebbles rulebook's content: the seed's starting pile, drawn, the winning rule's number, and
how often that rule won the measured games."""

from dataclasses import dataclass

from pnp.locales import Text
from pnp.render.surface import Surface
from pnp.rulebook.content import Content
from pnp.rulebook.diagrams import Drawing, sentence
from pnp.rulebook.facts import figures
from toy.rules import MOST, SIDES, start


@dataclass(frozen=True)
class Pile(Drawing):
    """A pile as the board draws it: a row of circles."""

    pebbles: int

    def size(self, max_w: float, max_h: float) -> tuple[float, float]:
        return min(max_w, 12.0 * self.pebbles), 12.0

    def draw(self, s: Surface, w: float, h: float) -> None:
        pitch = w / self.pebbles
        for k in range(self.pebbles):
            s.circle((k + 0.5) * pitch, h / 2, 0.4 * min(pitch, h), "bold")

    def describe(self, text: Text) -> str:
        return sentence([text("toy.alt.pile", n=self.pebbles)])


def content(seed: int, text: Text) -> Content:
    pile = start(seed).pile
    greedy = figures("toy", "greedy", SIDES)
    won = {"games": greedy["games"], "share": text.percent(greedy["first"]["share"])}
    return Content(context={"pile": pile, "most": MOST, "safe": MOST + 1, "won": won}, drawings={"pile": Pile(pile)})
