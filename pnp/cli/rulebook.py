"""`pnp rulebook <game>`: the rules as pages, a booklet or a pocket edition, for every game with a book."""

from typing import Annotated

import click
import typer

from pnp.cli.groups import GameGroup, command
from pnp.cli.options import InkSaver, Lang, Output, PaperName, Seed, start
from pnp.locales import catalog
from pnp.registry import GameSpec

HELP = "Rulebooks in Russian or English: pages, a folded booklet, or a one-sheet pocket edition."
Booklet = Annotated[
    bool,
    typer.Option("--booklet", help="A5 pages (half-letter on Letter) imposed two to a sheet: print both sides, "
                 "flip on the short edge, fold the stack in half."),
]
Pocket = Annotated[
    bool, typer.Option("--pocket", help="The essential rules on one sheet of eight panels, folded into a pocket booklet.")
]


def book_command(game: str):
    """The command that prints `game`'s rulebook."""

    def book(
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

    return book


class RulebookGroup(GameGroup):
    """`pnp rulebook`: a command for each registered game that has a book."""

    def command_for(self, spec: GameSpec) -> click.Command | None:
        if spec.rulebook is None:
            return None
        name = catalog("en")[f"games.{spec.id}.name"]
        help_text = f"{name}: the rules as pages, a booklet or a pocket sheet (the seed picks the setups shown)."
        return command(spec.id, book_command(spec.id), help_text)
