"""`pnp read`: a filled-in fillable sheet read back and checked."""

import json
from pathlib import Path
from typing import Annotated

import typer

from pnp.cli.options import AsJson


def read(
    file: Annotated[Path, typer.Argument(metavar="FILE.pdf", help="A sheet made with --fillable and filled in.")],
    as_json: AsJson = False,
) -> None:
    """Read a filled sheet back: KuKreNo games scored and totals recomputed, Numen sheets and boards counted."""
    from pnp.readback import read_sheet, report_text

    report = read_sheet(file)
    typer.echo(json.dumps(report, ensure_ascii=False, indent=2) if as_json else report_text(report), nl=as_json)
