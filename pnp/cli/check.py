"""`pnp check FILE.pdf...`: the preflight report, one line per problem.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

import os
from collections import deque
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
    from pnp.preflight.rules import parse_trim, start_check

    size = parse_trim(trim) if trim is not None else None
    found, waiting = 0, deque(files)
    running: deque = deque()
    try:
        while waiting or running:
            while waiting and len(running) < (os.cpu_count() or 1):  # a bounded child per file, one per core
                path = waiting.popleft()
                running.append((path, start_check(path, target, size)))
            path, child = running.popleft()
            for problem in child.result():
                typer.echo(f"{path}: {problem}")
                found += 1
    finally:
        for _, child in running:
            child.kill()
    raise typer.Exit(1 if found else 0)
