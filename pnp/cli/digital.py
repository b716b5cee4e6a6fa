"""`pnp images GAME` and `pnp tts GAME`: the pieces as images, and a Tabletop Simulator saved object."""

from pathlib import Path
from typing import Annotated

import typer

from pnp.commands.options import Lang, PaperName, Run, Seed, start
from pnp.digital.images import DPI, DPI_RANGE

Dpi = Annotated[int, typer.Option("--dpi", min=DPI_RANGE[0], max=DPI_RANGE[1], help="Resolution of the images (none over 4096 pixels).")]


def folder_option(kind: str):
    return typer.Option("-o", "--output", help=f"Folder for the files (default: output/<game>-{kind}-<lang>).")


def write_folder(run: Run, folder: Path, files: dict[str, bytes]) -> None:
    """Every file into `folder` together, or none of them."""
    from pnp.core.files import atomic_outputs

    paths = [folder / name for name in files]
    with run.writing(), atomic_outputs(paths) as temps:
        for temp, data in zip(temps, files.values()):
            temp.write_bytes(data)
    run.say(run.text("kit.wrote", folder=folder, files=run.text.plural("kit.files", len(files)), seed=run.seed))


def images(
    game: Annotated[str, typer.Argument(help="A game (pnp --help lists them).")],
    lang: Lang = "en",
    dpi: Dpi = DPI,
    seed: Seed = None,
    output: Annotated[Path | None, folder_option("images")] = None,
) -> None:
    """Every face of every piece (board, tokens, discs, toads, aid cards) as a PNG, with an index.json."""
    from pnp.digital.files import image_files

    run = start(lang, seed=seed)
    files = image_files(game, lang, run.seed, dpi)
    write_folder(run, output if output is not None else Path("output") / f"{game}-images-{lang}", files)


def tts(
    game: Annotated[str, typer.Argument(help="A game (pnp --help lists them).")],
    lang: Lang = "en",
    dpi: Dpi = DPI,
    seed: Seed = None,
    base_url: Annotated[
        str | None,
        typer.Option("--base-url", help="Address the files will be published under (https://…/); default: their place on this computer."),
    ] = None,
    paper: PaperName = "a4",
    output: Annotated[Path | None, folder_option("tts")] = None,
) -> None:
    """A Tabletop Simulator saved object of the set-up table, with the images and the rulebook it loads."""
    from pnp.digital.files import book_of, check_base_url, file_address, rulebook_file, tts_files, web_address

    if base_url is not None:
        check_base_url(base_url)
    run = start(lang, paper, seed)
    folder = output if output is not None else Path("output") / f"{game}-tts-{lang}"
    address = web_address(base_url) if base_url is not None else file_address(folder)
    book = rulebook_file(game, run.options)
    rulebook = next((book_of(name, data) for name, data in book.items()), None)
    write_folder(run, folder, tts_files(game, lang, run.seed, dpi, address, rulebook) | book)
