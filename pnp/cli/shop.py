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
        str, typer.Option("--preset", click_type=click.Choice(list(PRESETS)), help="The kind of shop, or the service, the files are for.")
    ] = "digital",
    lang: Lang = "en",
    seed: Seed = None,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Folder for the files (default: output).")] = None,
) -> None:
    """Print-shop files: board, pieces, aid cards and the A5 rulebook at trim size, with bleed.

    Presets: digital (a digital print service: PDF/X-4, CMYK under 300 %, fronts then backs), tiles (a card
    and tile maker: PDF/X-4, CMYK under 240 %, each front followed by its back), and three services, each
    given only what it sells, on its own products and in the form its upload takes: gamecrafter (The Game
    Crafter: a PNG per face), drivethrucards (DriveThruCards: the aid cards as one PDF/X-1a file) and
    makeplayingcards (MakePlayingCards: the aid cards, a PNG per face). Round and shaped pieces carry their
    cut path as a CutContour spot colour where the preset asks for one."""
    from pnp.core.files import atomic_outputs
    from pnp.render.paper import paper
    from pnp.render.info import SheetInfo
    from pnp.shop.images import face_pngs, picture_names
    from pnp.shop.pdfx import Standard, to_pdfx
    from pnp.shop.presets import preset as find_preset
    from pnp.shop.products import die_product, for_preset, product_bytes

    chosen = find_preset(preset)
    run = start(lang, "a4", seed)
    folder = output if output is not None else Path("output")
    pieces, unsold = for_preset(game, run.seed, lang, chosen)
    dies = [die_product(product) for product in pieces if not chosen.die_line and any(f.die for f in product.fronts)]
    files: list[tuple[Path, bytes]] = []
    made: list[tuple[Path, int, int]] = []  # what is reported: a PDF and its pages, or a folder and its pictures
    for product in pieces + dies:
        info = SheetInfo(game, product.sheet, lang, run.seed, paper("a4"))
        data, pages = product_bytes(product, chosen, info)
        stem = f"{game}-{product.slug}-shop-{chosen.name}-{lang}"
        if chosen.images:
            pngs = face_pngs(data, product.faces(chosen), chosen)
            files += [(folder / stem / name, png) for name, png in zip(picture_names(product, chosen), pngs)]
            made.append((folder / stem, pages, len(pngs)))
            continue
        cut = chosen.die_line or product in dies
        standard = Standard(chosen.standard, tuple(face.die if cut else () for face in product.faces(chosen)), stem)
        files.append((folder / f"{stem}.pdf", to_pdfx(data, chosen.bleed, chosen.ink_limit, standard)))
        made.append((folder / f"{stem}.pdf", pages, 0))
    with run.writing(), atomic_outputs([path for path, _ in files]) as temps:  # every product, or none
        for temp, (_, data) in zip(temps, files):
            temp.write_bytes(data)
    for path, pages, pictures in made:
        if pictures:
            run.say(run.text("shop.wrote_pictures", folder=path, files=run.text.plural("shop.pictures", pictures), seed=run.seed))
        else:
            run.wrote(path, pages)
    if chosen.stock is not None:
        for product in pieces:
            stock = chosen.stock[product.kind]
            count = 1 if product.kind in ("board", "book") else len(product.fronts)
            run.say(run.text("shop.order", service=chosen.service, product=run.text(product.sheet), stock=stock.name, count=count))
        for product in unsold:
            key = "shop.unsold_standees" if product.singles and not product.fronts else "shop.unsold"
            run.say(run.text(key, service=chosen.service, product=run.text(product.sheet)))
