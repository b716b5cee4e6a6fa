"""`pnp shop GAME`: print-shop files of a game's board and pieces, per preset."""

from pathlib import Path
from typing import Annotated

import click
import typer

from pnp.cli.options import Lang, Seed, start
from pnp.shop.presets import PRESETS


def shop(
    game: Annotated[str, typer.Argument(help="A game (pnp --help lists them).")],
    preset: Annotated[
        str, typer.Option("--preset", click_type=click.Choice(list(PRESETS)), help="The kind of shop the files are for.")
    ] = "digital",
    lang: Lang = "en",
    seed: Seed = None,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Folder for the files (default: output).")] = None,
) -> None:
    """Print-shop files: board, pieces and the A5 rulebook at trim size, one per page, 3 mm bleed, CMYK, PDF/X-4.

    Presets: digital (a digital print service, fronts then backs, ink under 300 %) and tiles (a card
    and tile maker, each front followed by its back, ink under 240 %)."""
    from pnp.files import atomic_outputs
    from pnp.render.paper import paper
    from pnp.render.info import SheetInfo
    from pnp.shop.pdfx import to_pdfx
    from pnp.shop.presets import preset as find_preset
    from pnp.shop.products import product_bytes, products

    chosen = find_preset(preset)
    run = start(lang, "a4", seed)
    folder = output if output is not None else Path("output")
    made = []
    for product in products(game, run.seed, chosen.bleed, lang):
        info = SheetInfo(game, product.sheet, lang, run.seed, paper("a4"))
        data, pages = product_bytes(product, chosen, info)
        path = folder / f"{game}-{product.slug}-shop-{chosen.name}-{lang}.pdf"
        made.append((path, to_pdfx(data, chosen.bleed, chosen.ink_limit), pages))
    with run.writing(), atomic_outputs([path for path, _, _ in made]) as temps:  # every product, or none
        for temp, (_, data, _) in zip(temps, made):
            temp.write_bytes(data)
    for path, _, pages in made:
        run.wrote(path, pages)
