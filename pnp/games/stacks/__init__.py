"""Signed Stacks: its rules, search board, sheets, rulebook content, report and commands; `SPEC` is its registration.

Read at start-up: what the spec names is loaded when a product is made (pnp.registry.later).
"""

from pnp.registry import GameSpec, later

aid_cards = later("pnp.games.stacks.aid", "cards")

SPEC = GameSpec(
    "stacks",
    commands="pnp.games.stacks.cli",
    products={"board": "stacks_board", "tokens": "stacks_tokens", "aid": "stacks_aid", "setup": "stacks_setup",
              "analyze": "stacks_analyze", "moves": "stacks_moves"},
    kit=later("pnp.games.stacks.kit", "parts"),
    kit_weight=0.5,
    rulebook="pnp.games.stacks.book",
    shop=later("pnp.games.stacks.shop", "products"),
    digital=later("pnp.games.stacks.digital", "table"),
    trials=later("pnp.games.stacks.trials", "trials"),
)
