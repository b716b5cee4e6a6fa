"""What `pnp analyze ogama` prints: a pairing's figures (pnp.engine.matches) as a few readable lines."""

from pnp.locales import Text
from pnp.reports.pairing import pairing_lines, pairing_words
from pnp.games.ogama.players import PLAYERS


def ogama_text(data: dict, text: Text) -> str:
    """`pnp analyze ogama` in the language of `text`."""
    endings = {name: f"pairing.ending.{name}" for name in PLAYERS.endings}
    return "\n".join([
        text("pairing.title.ogama", games=text.plural("pairing.games", data["games"]), pairing=pairing_words(data["orange"], data["black"], text),
             width=data["width"], height=data["height"], rows=data["home_rows"], plies=data["max_plies"], seed=data["seed"]),
        *pairing_lines(data, PLAYERS.sides, endings, "plies", text),
    ])
