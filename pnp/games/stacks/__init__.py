"""Signed Stacks: its rules, search board, sheets, rulebook content, report and commands; `SPEC` is its
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
    from pnp.games.stacks.aid import cards

    return cards(text)


def kit(options: "PrintOptions") -> "list[Part]":
    from pnp.games.stacks.board import board_part
    from pnp.games.stacks.rules import balanced_setup
    from pnp.games.stacks.setup_sheet import setup_part
    from pnp.games.stacks.tokens import tokens_part
    from pnp.games.stacks.wild_sheet import wild_map_part
    from pnp.sheets.aid import aid_part

    return [
        board_part(8, 8, options),
        tokens_part(options),
        setup_part(balanced_setup(options.layout_seed), options),
        wild_map_part(options.layout_seed, 44, options),
        aid_part("stacks", aid_cards, options),
    ]


def shop(seed: int, bleed: float) -> "list[Product]":
    from pnp.games.stacks.shop import products

    return products(seed, bleed)


SPEC = GameSpec(
    "stacks",
    commands="pnp.games.stacks.cli",
    products={"board": "stacks_board", "tokens": "stacks_tokens", "aid": "stacks_aid", "setup": "stacks_setup",
              "analyze": "stacks_analyze", "moves": "stacks_moves"},
    kit=kit,
    kit_weight=0.5,
    rulebook="pnp.games.stacks.book",
    shop=shop,
)
