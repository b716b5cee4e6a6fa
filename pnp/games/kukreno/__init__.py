"""KuKreNo: its rules, sheets, rulebook content, report and commands; `SPEC` is its registration.

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


def aid_cards(text: "Text") -> "list[Card]":
    from pnp.games.kukreno.aid import cards

    return cards(text)


def kit(options: "PrintOptions") -> "list[Part]":
    from pnp.games.kukreno.blank import blank_part
    from pnp.games.kukreno.rolls import rolls_part
    from pnp.games.kukreno.rules import dice_table
    from pnp.sheets.aid import aid_part

    return [
        blank_part(6, None, "ordered", options),
        rolls_part(dice_table(options.layout_seed, 60), options),
        aid_part("kukreno", aid_cards, options),
    ]


def fillable(options: "PrintOptions") -> "list[Part]":
    from pnp.games.kukreno.blank import blank_part

    return [blank_part(6, None, "ordered", options, fillable=True)]


SPEC = GameSpec(
    "kukreno",
    commands="pnp.games.kukreno.cli",
    products={"sheet": "kukreno_sheet", "aid": "kukreno_aid", "setup": "kukreno_setup", "analyze": "kukreno_analyze"},
    kit=kit,
    kit_weight=0.2,
    rulebook="pnp.games.kukreno.book",
    fillable=fillable,
    readback="pnp.games.kukreno.readback",
    dice=("column", "row"),
)
