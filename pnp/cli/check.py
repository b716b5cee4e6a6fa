"""`pnp check FILE.pdf...`: the preflight report, one line per problem.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

from pathlib import Path
from typing import Annotated

import click
import typer

from pnp.preflight import TARGETS


def check(
    files: Annotated[list[Path], typer.Argument(help="PDF files to check.", show_default=False)],
    target: Annotated[
        str, typer.Option("--target", click_type=click.Choice(TARGETS), help="Printed at home, or by a print shop.")
    ] = "home",
) -> None:
    """Check PDFs before printing: fonts, line widths, colours, ink, page boxes, text near the trim,
    image resolution and print hints. Exit 0 when clean, 1 with one line per problem, 2 for a bad file."""
    from pnp.preflight.rules import check_pdf

    found = 0
    for path in files:
        for problem in check_pdf(path, target):
            typer.echo(f"{path}: {problem}")
            found += 1
    raise typer.Exit(1 if found else 0)
