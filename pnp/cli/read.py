"""`pnp read`: a filled-in fillable sheet read back and checked.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

import json
from pathlib import Path
from typing import Annotated

import typer

from pnp.commands.options import AsJson, Lang
from pnp.locales import Text


def read(
    file: Annotated[Path, typer.Argument(metavar="FILE.pdf", help="A sheet made with --fillable and filled in.")],
    as_json: AsJson = False,
    lang: Lang = "en",
) -> None:
    """Read a filled sheet back: KuKreNo games scored and totals recomputed, Numen sheets and boards counted.
    Exit 0 when every entry agrees with the rules, 1 when the report names a problem, 2 for a bad file."""
    from pnp.readback import read_sheet
    from pnp.reports.readback import report_text

    report = read_sheet(file)
    if as_json:
        typer.echo(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        typer.echo(report_text(report, Text(lang)), nl=False)
    raise typer.Exit(1 if report.get("issues") else 0)
