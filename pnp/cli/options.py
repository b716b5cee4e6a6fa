"""Options every printing command shares, and the small routine around writing a product."""

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Optional

import click
import typer

from pnp.locales import LANGS, Text
from pnp.render.document import PrintOptions
from pnp.render.paper import PAPERS_MM
from pnp.seeding import MAX_SEED, draw_seed

Lang = Annotated[str, typer.Option("--lang", click_type=click.Choice(LANGS), help="Language of the sheet.")]
PaperName = Annotated[str, typer.Option("--paper", click_type=click.Choice(list(PAPERS_MM)), help="Paper size.")]
Seed = Annotated[
    Optional[int],
    typer.Option("--seed", min=0, max=MAX_SEED, help="Seed for a reproducible result; drawn and reported if omitted."),
]
InkSaver = Annotated[bool, typer.Option("--ink-saver", help="No filled areas, light lines.")]
Output = Annotated[Optional[Path], typer.Option("-o", "--output", help="Where to write (default: output/...).")]


def count_option(what: str, default: int = 1, top: int = 100_000):
    return typer.Option("--count", min=1, max=top, help=f"How many {what} (1-{top}).")


@dataclass
class Run:
    """One invocation's language, paper, seed and destination, with its messages going to stderr."""

    lang: str
    paper: str
    seed: int
    ink_saver: bool
    text: Text

    @property
    def options(self) -> PrintOptions:
        return PrintOptions(self.lang, self.paper, self.seed, self.ink_saver)

    def target(self, output: Path | None, stem: str, suffix: str = ".pdf") -> Path:
        return output if output is not None else Path("output") / f"{stem}-{self.lang}-{self.paper}{suffix}"

    def say(self, message: str) -> None:
        typer.echo(message, err=True)

    def wrote(self, path: Path, pages: int) -> None:
        self.say(self.text("cli.wrote", path=path, pages=self.text.plural("cli.pages", pages)))


def start(lang: str, paper: str = "a4", seed: int | None = None, ink_saver: bool = False) -> Run:
    """Resolve the seed (drawing and announcing one if none was given)."""
    text = Text(lang)
    run = Run(lang, paper, seed if seed is not None else draw_seed(), ink_saver, text)
    if seed is None:
        run.say(text("cli.seed_drawn", seed=run.seed))
    return run
