"""OGAMA: its rules, search board, sheets, rulebook content, report and commands; `SPEC` is its registration.

Read at start-up: what the spec names is loaded when a product is made (pnp.registry.later).
"""

from pnp.registry import GameSpec, later

aid_cards = later("pnp.games.ogama.aid", "cards")

SPEC = GameSpec(
    "ogama",
    commands="pnp.games.ogama.cli",
    products={"board": "ogama_board", "tokens": "ogama_tokens", "aid": "ogama_aid", "setup": "ogama_setup",
              "analyze": "ogama_analyze", "moves": "ogama_moves"},
    kit=later("pnp.games.ogama.kit", "parts"),
    kit_weight=0.4,
    rulebook="pnp.games.ogama.book",
    shop=later("pnp.games.ogama.shop", "products"),
    digital=later("pnp.games.ogama.digital", "table"),
    trials=later("pnp.games.ogama.trials", "trials"),
)
