"""`pnp kit` and `pnp calibrate`.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

from pathlib import Path
from typing import Annotated

import click
import typer

from pnp.cli.groups import GameChoice
from pnp.commands.options import InkSaver, Lang, Output, PaperName, Seed, progress, start
from pnp.locales import PSEUDO, languages
from pnp.registry import games as registered_games


def kit(
    game: Annotated[str, typer.Argument(click_type=GameChoice("kit", extra=("all",)), help="A game, or all.")] = "all",
    lang: Annotated[str, typer.Option("--lang", click_type=click.Choice([*languages(), "all", "both", PSEUDO]), help="A language, or all: every language (both is the same).")] = "all",
    paper: PaperName = "a4",
    seed: Seed = None,
    ink_saver: InkSaver = False,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Folder for the kits (default: output).")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar and no messages.")] = False,
    digital: Annotated[
        bool, typer.Option("--digital", help="Also the piece images and a Tabletop Simulator saved object (see pnp tts).")
    ] = False,
) -> None:
    """Whole print-and-play kits: per game and language a combined PDF, each part, a zip and a manifest."""
    from functools import partial

    from pnp.kit import build_game_kits, build_kits, kit_name, write_kits

    known = tuple(spec.id for spec in registered_games())
    games = known if game == "all" else (game,)
    one = lang not in ("all", "both")  # else every language (en-XA is never among them)
    run = start(lang if one else "en", paper, seed, ink_saver)
    options = [run.options.with_lang(language) for language in ((lang,) if one else languages())]
    root = output if output is not None else Path("output")
    kits = {}
    with progress(len(games), run.text("kit.progress"), enabled=not quiet) as advance:
        build = partial(build_game_kits, digital=root) if digital else build_game_kits
        for g, built in zip(games, build_kits(list(games), options, build), strict=True):  # its workers done
            kits.update({root / kit_name(g, o): files for o, files in zip(options, built)})
            advance(1)
    with run.writing():
        write_kits(kits)
    if not quiet:
        for folder, files in kits.items():
            run.say(run.text("kit.wrote", folder=folder, files=run.text.plural("kit.files", len(files)), seed=run.seed))


def calibrate(lang: Lang = "en", paper: PaperName = "a4", output: Output = None) -> None:
    """The printer calibration sheet: 150 mm rulers and a duplex offset target. Print it first."""
    from pnp.render.document import PrintOptions, write_part
    from pnp.sheets.calibration import calibration_part

    run = start(lang, paper, 0)
    path = run.target(output, "calibration")
    with run.writing():
        pages = write_part(path, calibration_part(PrintOptions(lang, paper)))
    run.say(run.text("cli.wrote_plain", path=path, pages=run.text.plural("cli.pages", pages)))
