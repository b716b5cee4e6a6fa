"""`pnp site`: the kits as a static web site, to open from disk or upload as it is.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

from pathlib import Path
from typing import Annotated

import click
import typer

from pnp.cli.groups import GameChoice
from pnp.commands.options import PaperName, Seed, start
from pnp.locales import PSEUDO, languages
from pnp.registry import games as registered_games


def site(
    game: Annotated[str, typer.Argument(click_type=GameChoice("site page", extra=("all",)), help="A game, or all.")] = "all",
    lang: Annotated[str, typer.Option("--lang", click_type=click.Choice([*languages(), "all", "both", PSEUDO]), help="A language, or all: every language (both is the same).")] = "all",
    paper: PaperName = "a4",
    seed: Seed = None,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Folder for the site (default: output/site).")] = None,
    base_url: Annotated[
        str | None,
        typer.Option("--base-url", help="Address the site will be published at (https://…/): its pages then offer Tabletop Simulator saved objects."),
    ] = None,
    pyodide: Annotated[
        Path | None,
        typer.Option("--pyodide", help="Folder of the Pyodide runtime for the play pages (default: node_modules/pyodide; npm install pyodide@314)."),
    ] = None,
) -> None:
    """A static site of the kits: the games, a page per game and language with previews, downloads,
    fillable sheets, a dice roller and a page to play the game in the browser, offline too. Serve the folder
    (the play pages need a web server, even a local one), or zip it for an HTML upload."""
    from pnp.digital.files import check_base_url
    from pnp.site import build_site, write_site
    from pnp.site.play import find_pyodide

    if base_url is not None:
        check_base_url(base_url)
    runtime = find_pyodide(pyodide)
    known = tuple(spec.id for spec in registered_games())
    games = list(known if game == "all" else (game,))
    one = lang not in ("all", "both")  # else every language (en-XA is never among them)
    run = start(lang if one else "en", paper, seed)
    options = [run.options.with_lang(language) for language in ((lang,) if one else languages())]
    folder = output if output is not None else Path("output") / "site"
    files = build_site(games, options, base_url, runtime)
    with run.writing():
        write_site(folder, files)
    run.say(run.text("site.wrote", path=folder / "index.html", files=run.text.plural("kit.files", len(files)), seed=run.seed))
