"""`pnp check FILE.pdf...`: the preflight report, one line per problem."""

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
) -> None:
    """Check PDFs before printing: fonts, line widths, colours, ink, page boxes, text near the trim,
    image resolution and print hints. Exit 0 when clean, 1 with one line per problem, 2 for a bad file."""
    from pnp.preflight.rules import start_check

    found, waiting = 0, deque(files)
    running: deque = deque()
    try:
        while waiting or running:
            while waiting and len(running) < (os.cpu_count() or 1):  # a bounded child per file, one per core
                path = waiting.popleft()
                running.append((path, start_check(path, target)))
            path, child = running.popleft()
            for problem in child.result():
                typer.echo(f"{path}: {problem}")
                found += 1
    finally:
        for _, child in running:
            child.kill()
    raise typer.Exit(1 if found else 0)
