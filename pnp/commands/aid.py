"""`pnp aid <game>`: player aid cards, one per player, for the games whose registration offers them.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

from collections.abc import Callable
from typing import Annotated

import typer

from pnp.commands.options import InkSaver, Lang, Output, PaperName, Seed, start

MAX_SETS = 20
Sets = Annotated[int, typer.Option("--sets", min=1, max=MAX_SETS, help=f"Sets of cards, one card per player in each (1-{MAX_SETS}).")]


def aid_command(game: str, cards: Callable) -> Callable[..., None]:
    """The command that prints `game`'s player aids; `cards(text)` gives one set of its cards."""

    def aid(
        sets: Sets = 1,
        lang: Lang = "en",
        paper: PaperName = "a4",
        seed: Seed = None,
        ink_saver: InkSaver = False,
        output: Output = None,
    ) -> None:
        """Player aid cards (A6, 148 x 105 mm): the turn, scoring and end, one card per player."""
        from pnp.render.document import write_part
        from pnp.sheets.aid import aid_part

        run = start(lang, paper, seed, ink_saver)
        part = aid_part(game, cards, run.options, sets)
        path = run.target(output, part.slug)
        with run.writing():
            pages = write_part(path, part)
        run.wrote(path, pages)

    return aid
