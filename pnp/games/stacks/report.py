"""What `pnp analyze stacks` prints: a pairing's figures (pnp.engine.matches) as a few readable lines."""

from pnp.locales import Text
from pnp.reports.pairing import pairing_lines, pairing_words

ENDINGS = {name: f"stacks.report.ending.{name}" for name in ("passes", "attack", "repetition", "turns")}


def playout_text(data: dict, text: Text) -> str:
    """The figures in the language of `text`."""
    games = text.plural("stacks.report.games", data["games"], policy=pairing_words(data["white"], data["black"], text))
    return "\n".join([
        text("stacks.report.title", games=games, width=data["width"], height=data["height"],
             set=text(f"stacks.set.{data['set']}"), end=text(f"stacks.report.end.{data['end']}"),
             plies=text.plural("stacks.report.plies", data["max_plies"]), seed=data["seed"]),
        *pairing_lines(data, ("white", "black"), ENDINGS, "plies", text),
    ])
