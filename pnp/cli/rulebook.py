"""`pnp rulebook <game>`: the rules as pages, a booklet or a pocket edition, for every game with a book.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

from pathlib import Path
from typing import Annotated

import click
import typer

from pnp.cli.groups import GameGroup, command
from pnp.commands.options import InkSaver, Lang, Output, PaperName, Run, Seed, start
from pnp.core.files import output_path
from pnp.locales import reference
from pnp.registry import GameSpec

HELP = "Rulebooks in every language pnp prints: pages, a folded booklet, or a one-sheet pocket edition."
Booklet = Annotated[
    bool,
    typer.Option("--booklet", help="A5 pages (half-letter on Letter) imposed two to a sheet: print both sides, "
                 "flip on the short edge, fold the stack in half."),
]
Pocket = Annotated[
    bool, typer.Option("--pocket", help="The essential rules on one sheet of eight panels, folded into a pocket booklet.")
]
Large = Annotated[
    bool, typer.Option("--large", help="Large print: body text at 16 pt or more and larger diagrams, on A4/Letter pages.")
]
AsHtml = Annotated[
    bool,
    typer.Option("--html", help="One self-contained HTML page for phones, screen readers and browsers, its diagrams "
                 "drawn as SVG with text alternatives."),
]


def book_command(game: str):
    """The command that prints `game`'s rulebook."""

    def book(
        lang: Lang = "en",
        paper: PaperName = "a4",
        booklet: Booklet = False,
        pocket: Pocket = False,
        large: Large = False,
        html: AsHtml = False,
        seed: Seed = None,
        ink_saver: InkSaver = False,
        output: Output = None,
    ) -> None:
        forms = (("--booklet", booklet), ("--pocket", pocket), ("--large", large), ("--html", html))
        chosen = [name for name, on in forms if on]
        if len(chosen) > 1:
            raise typer.BadParameter(f"choose {' or '.join(chosen)}, not {'both' if len(chosen) == 2 else 'several'}")
        run = start(lang, paper, seed, ink_saver)
        if html:
            write_html(run, game, output)
            return
        from pnp.rulebook import rulebook_part

        form = "booklet" if booklet else "pocket" if pocket else "large" if large else "normal"
        part = rulebook_part(game, run.options, form)
        run.write(part, output)

    return book


def write_html(run: Run, game: str, output: str | None) -> None:
    """Write the HTML rulebook (default: output/<game>-rulebook-<lang>.html) and report it with its seed."""
    from pnp.core.files import write_text
    from pnp.rulebook.html import html_book

    name = f"{game}-rulebook-{run.lang}.html"
    path = Path("output") / name if output is None else output_path(output, name)
    page = html_book(game, run.lang, run.seed)
    with run.writing():
        write_text(path, page)
    run.say(run.text("cli.wrote_html", path=path, seed=run.seed))


class RulebookGroup(GameGroup):
    """`pnp rulebook`: a command for each registered game that has a book."""

    def command_for(self, spec: GameSpec) -> click.Command | None:
        if spec.rulebook is None:
            return None
        name = reference()[f"games.{spec.id}.name"]
        help_text = (f"{name}: the rules as pages, a booklet, a pocket sheet, large print or an HTML page "
                     "(the seed picks the setups shown).")
        return command(spec.id, book_command(spec.id), help_text)
