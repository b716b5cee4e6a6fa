"""Eye of Numen: its rules, sheets, rulebook content, report and commands; `SPEC` is its registration.

This module is read at start-up: what it names loads sheets and engines only when called (the imports
inside the functions below keep `pnp --help` fast).
"""

from typing import TYPE_CHECKING

from pnp.registry import GameSpec

if TYPE_CHECKING:
    from pnp.locales import Text
    from pnp.render.document import Part
    from pnp.render.info import PrintOptions
    from pnp.sheets.aid import Card
    from pnp.shop.products import Product


def aid_cards(text: "Text") -> "list[Card]":
    from pnp.games.numen.aid import cards

    return cards(text)


def kit(options: "PrintOptions") -> "list[Part]":
    from pnp.games.numen.board import board_part
    from pnp.games.numen.rules import make_setup, make_setups
    from pnp.games.numen.scores import score_sheet_part
    from pnp.sheets.aid import aid_part

    return [
        board_part([make_setup("none", options.layout_seed)], "none", 1, options),
        board_part(make_setups("balanced", options.layout_seed, 4), "balanced", 4, options, sheet="boards"),
        score_sheet_part(4, 1, options),
        board_part([make_setup("balanced", options.layout_seed)], "balanced", 1, options, sheet="setup"),
        aid_part("numen", aid_cards, options),
    ]


def fillable(options: "PrintOptions") -> "list[Part]":
    from pnp.games.numen.board import board_part
    from pnp.games.numen.rules import make_setup
    from pnp.games.numen.scores import score_sheet_part

    return [
        board_part([make_setup("none", options.layout_seed)], "none", 1, options, fillable=True),
        score_sheet_part(4, 1, options, fillable=True),
        board_part([make_setup("balanced", options.layout_seed)], "balanced", 1, options, sheet="setup", fillable=True),
    ]


def shop(seed: int, bleed: float) -> "list[Product]":
    from pnp.games.numen.shop import products

    return products(seed, bleed)


SPEC = GameSpec(
    "numen",
    commands="pnp.games.numen.cli",
    products={"board": "numen_board", "sheet": "numen_sheet", "aid": "numen_aid", "setup": "numen_setup", "analyze": "numen_analyze"},
    kit=kit,
    kit_weight=0.4,
    rulebook="pnp.games.numen.book",
    shop=shop,
    fillable=fillable,
    readback="pnp.games.numen.readback",
    dice=("d6",),
)
