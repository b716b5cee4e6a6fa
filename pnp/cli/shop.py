"""`pnp shop GAME`: print-shop files of a game's board and pieces, per preset.

What a command makes is imported inside it, for start-up time: `pnp --help` loads no sheet, engine or book.
"""

from pathlib import Path
from typing import Annotated

import click
import typer

from pnp.cli.groups import GameChoice
from pnp.commands.options import Lang, Seed, start
from pnp.shop.presets import PRESETS


def shop(
    game: Annotated[str, typer.Argument(click_type=GameChoice("print-shop files", lambda spec: spec.rulebook is not None), help="A game with a rulebook.")],
    preset: Annotated[
        str, typer.Option("--preset", click_type=click.Choice(list(PRESETS)), help="The kind of shop the files are for.")
    ] = "digital",
    lang: Lang = "en",
    seed: Seed = None,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Folder for the files (default: output).")] = None,
) -> None:
    """Print-shop files: board, pieces and the A5 rulebook at trim size, one per page, 3 mm bleed, CMYK, PDF/X.

    Presets: digital (a digital print service, fronts then backs, ink under 300 %, PDF/X-4), tiles (a
    card and tile maker, each front followed by its back, ink under 240 %, PDF/X-4) and cards (as
    tiles, but PDF/X-1a, with the die lines in a file of their own). Round and shaped pieces carry
    their cut path as a CutContour spot colour."""
    from pnp.core.files import atomic_outputs
    from pnp.render.paper import paper
    from pnp.render.info import SheetInfo
    from pnp.shop.pdfx import Standard, to_pdfx
    from pnp.shop.presets import preset as find_preset
    from pnp.shop.products import die_product, product_bytes, products

    chosen = find_preset(preset)
    run = start(lang, "a4", seed)
    folder = output if output is not None else Path("output")
    pieces = products(game, run.seed, chosen.bleed, lang)
    dies = [die_product(product) for product in pieces if not chosen.die_line and any(f.die for f in product.fronts)]
    made = []
    for product in pieces + dies:
        info = SheetInfo(game, product.sheet, lang, run.seed, paper("a4"))
        data, pages = product_bytes(product, chosen, info)
        path = folder / f"{game}-{product.slug}-shop-{chosen.name}-{lang}.pdf"
        cut = chosen.die_line or product in dies
        standard = Standard(chosen.standard, tuple(face.die if cut else () for face in product.faces(chosen.alternate_faces)))
        made.append((path, to_pdfx(data, chosen.bleed, chosen.ink_limit, standard), pages))
    with run.writing(), atomic_outputs([path for path, _, _ in made]) as temps:  # every product, or none
        for temp, (_, data, _) in zip(temps, made):
            temp.write_bytes(data)
    for path, _, pages in made:
        run.wrote(path, pages)
