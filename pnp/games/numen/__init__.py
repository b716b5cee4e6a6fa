"""Eye of Numen: its rules, sheets, rulebook content, report and commands; `SPEC` is its registration.

Read at start-up: what the spec names is loaded when a product is made (pnp.registry.later).
"""

from pnp.registry import GameSpec, later

aid_cards = later("pnp.games.numen.aid", "cards")

SPEC = GameSpec(
    "numen",
    commands="pnp.games.numen.cli",
    products={"board": "numen_board", "sheet": "numen_sheet", "aid": "numen_aid", "setup": "numen_setup", "analyze": "numen_analyze"},
    kit=later("pnp.games.numen.kit", "parts"),
    kit_weight=0.4,
    aid=aid_cards,
    rulebook="pnp.games.numen.book",
    shop=later("pnp.games.numen.shop", "products"),
    fillable=later("pnp.games.numen.kit", "fillable"),
    readback="pnp.games.numen.readback",
    dice=("d6",),
    digital=later("pnp.games.numen.digital", "table"),
    trials=later("pnp.games.numen.trials", "trials"),
    play=later("pnp.games.numen.play_board", "board"),
)
