"""OGAMA: its rules, search board, sheets, rulebook content, report and commands; `SPEC` is its
registration.

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
    from pnp.games.ogama.aid import cards

    return cards(text)


def kit(options: "PrintOptions") -> "list[Part]":
    from pnp.games.ogama.board import board_part
    from pnp.games.ogama.rules import setup
    from pnp.games.ogama.setup_sheet import setup_part
    from pnp.games.ogama.tokens import tokens_part
    from pnp.sheets.aid import aid_part

    return [
        board_part(6, 6, 2, options),
        tokens_part(12, 20.0, False, (0.0, 0.0), options),
        setup_part(setup(options.layout_seed), options.layout_seed, 2, options),
        aid_part("ogama", aid_cards, options),
    ]


def shop(seed: int, bleed: float) -> "list[Product]":
    from pnp.games.ogama.shop import products

    return products(seed, bleed)


SPEC = GameSpec(
    "ogama",
    commands="pnp.games.ogama.cli",
    products={"board": "ogama_board", "tokens": "ogama_tokens", "aid": "ogama_aid", "setup": "ogama_setup",
              "analyze": "ogama_analyze", "moves": "ogama_moves"},
    kit=kit,
    kit_weight=0.4,
    rulebook="pnp.games.ogama.book",
    shop=shop,
)
