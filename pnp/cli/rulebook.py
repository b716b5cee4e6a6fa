"""`pnp rulebook numen|stacks|kukreno|ogama`: the rules as pages, a booklet or a pocket edition."""

from typing import Annotated

import typer

from pnp.cli.groups import rulebook
from pnp.cli.options import InkSaver, Lang, Output, PaperName, Seed, start
from pnp.games import GAMES
from pnp.locales import catalog

Booklet = Annotated[
    bool,
    typer.Option("--booklet", help="A5 pages (half-letter on Letter) imposed two to a sheet: print both sides, "
                 "flip on the short edge, fold the stack in half."),
]
Pocket = Annotated[
    bool, typer.Option("--pocket", help="The essential rules on one sheet of eight panels, folded into a pocket booklet.")
]


def register(game: str) -> None:
    name = catalog("en")[f"games.{game}.name"]

    @rulebook.command(game, help=f"{name}: the rules as pages, a booklet or a pocket sheet (the seed picks the setups shown).")
    def command(
        lang: Lang = "en",
        paper: PaperName = "a4",
        booklet: Booklet = False,
        pocket: Pocket = False,
        seed: Seed = None,
        ink_saver: InkSaver = False,
        output: Output = None,
    ) -> None:
        if booklet and pocket:
            raise typer.BadParameter("choose --booklet or --pocket, not both")
        from pnp.rulebook import rulebook_part

        form = "booklet" if booklet else "pocket" if pocket else "normal"
        run = start(lang, paper, seed, ink_saver)
        part = rulebook_part(game, run.options, form)
        run.write(part, output)


for _game in GAMES:
    register(_game)
