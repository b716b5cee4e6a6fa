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
    trim: Annotated[
        str | None, typer.Option("--trim", metavar="WxH", help="The product's trim in mm (e.g. 148x210): shop pages must have it.")
    ] = None,
) -> None:
    """Check PDFs before printing: fonts, line widths, colours, ink, page boxes, text near the trim,
    image resolution and print hints; for a shop, PDF/X as well. Exit 0 when clean, 1 with one line per
    problem, 2 for a bad file."""
    from pnp.preflight.rules import check_pdf, parse_trim

    size = parse_trim(trim) if trim is not None else None
    found = 0
    for path in files:
        for problem in check_pdf(path, target, size):
            typer.echo(f"{path}: {problem}")
            found += 1
    raise typer.Exit(1 if found else 0)
