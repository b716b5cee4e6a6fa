"""`pnp check FILE.pdf...`: the preflight report, one line per problem."""

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
) -> None:
    """Check PDFs before printing: fonts, line widths, colours, ink, page boxes, text near the trim,
    image resolution and print hints. Exit 0 when clean, 1 with one line per problem, 2 for a bad file."""
    from pnp.preflight.rules import check_pdf

    found = 0
    with ThreadPoolExecutor(max_workers=max(1, min(len(files), os.cpu_count() or 1))) as pool:  # a child per file
        for path, problems in zip(files, pool.map(lambda path: check_pdf(path, target), files)):
            for problem in problems:
                typer.echo(f"{path}: {problem}")
                found += 1
    raise typer.Exit(1 if found else 0)
