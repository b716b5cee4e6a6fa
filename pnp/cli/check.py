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
from pnp.shop.presets import PRESETS


def check(
    files: Annotated[list[Path], typer.Argument(help="PDF files to check.", show_default=False)],
    target: Annotated[
        str, typer.Option("--target", click_type=click.Choice(TARGETS), help="Printed at home, or by a print shop.")
    ] = "home",
    trim: Annotated[
        str | None, typer.Option("--trim", metavar="WxH", help="The product's trim in mm (e.g. 148x210): shop pages must have it.")
    ] = None,
    preset: Annotated[
        str | None, typer.Option("--preset", click_type=click.Choice(list(PRESETS)),
                                 help="The shop preset whose ink limit applies (default: the limit the file states, else 300 %).")
    ] = None,
) -> None:
    """Check PDFs before printing: fonts, line widths, colours, ink, page boxes, text near the trim,
    image resolution and print hints; for a shop, PDF/X as well. Exit 0 when clean, 1 with one line per
    problem, 2 for a bad file."""
    from pnp.preflight.rules import parse_trim, start_check

    size = parse_trim(trim) if trim is not None else None
    limit = PRESETS[preset].ink_limit if preset is not None else None
    cores = os.cpu_count() or 1
    waiting = deque((path, k) for path in files for k in range(cores))  # a file in a part per core
    running: deque = deque()
    found, problems = 0, []
    try:
        while waiting or running:
            while waiting and len(running) < cores:  # a bounded child per part, one per core
                path, k = waiting.popleft()
                running.append((path, k, start_check(path, target, size, (k, cores), limit)))
            path, k, child = running.popleft()
            problems += child.result()
            if k == cores - 1:  # the file's last part: its problems, the document's first, then by page
                for problem in sorted(problems, key=lambda p: (p.page is not None, p.page or 0)):
                    typer.echo(f"{path}: {problem}")
                    found += 1
                problems = []
    finally:
        for _, _, child in running:
            child.kill()
    raise typer.Exit(1 if found else 0)
