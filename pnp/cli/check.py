"""`pnp check FILE.pdf...`: the preflight report, one line per problem.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

import os
from concurrent.futures import ThreadPoolExecutor
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
    with ThreadPoolExecutor(max_workers=max(1, min(len(files), os.cpu_count() or 1))) as pool:  # a child per file
        for path, problems in zip(files, pool.map(lambda path: check_pdf(path, target, size), files)):
            for problem in problems:
                typer.echo(f"{path}: {problem}")
                found += 1
    raise typer.Exit(1 if found else 0)
