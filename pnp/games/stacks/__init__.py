"""Signed Stacks: its rules, search board, sheets, rulebook content, report and commands; `SPEC` is its registration.

Read at start-up: what the spec names is loaded when a product is made (pnp.registry.later).
"""

from pnp.registry import GameSpec, later

aid_cards = later("pnp.games.stacks.aid", "cards")

RECORDED = "--seed 2026 --long --json"  # every recorded pairing: one seed, no time bound, the whole report
FACTS = (  # the figures the book quotes, each by the command that measures it: 8 x 8, the classic set
    ("random", f"pnp analyze stacks --policy random --games 2000 {RECORDED}"),
    ("search2", f"pnp analyze stacks --policy search --depth 2 --games 100 {RECORDED}"),
    ("search2_greedy", f"pnp analyze stacks --white search --black greedy --depth 2 --games 40 {RECORDED}"),
    ("greedy_search2", f"pnp analyze stacks --white greedy --black search --depth 2 --games 40 {RECORDED}"),
    ("post", f"pnp analyze stacks --policy search --depth 1 --end post --max-plies 1000 --games 10 {RECORDED}"),
    ("search3", f"pnp analyze stacks --policy search --depth 3 --games 6 {RECORDED}"),
)

SPEC = GameSpec(
    "stacks",
    commands="pnp.games.stacks.cli",
    products={"board": "stacks_board", "tokens": "stacks_tokens", "aid": "stacks_aid", "setup": "stacks_setup",
              "analyze": "stacks_analyze", "moves": "stacks_moves"},
    kit=later("pnp.games.stacks.kit", "parts"),
    kit_weight=0.5,
    aid=aid_cards,
    rulebook="pnp.games.stacks.book",
    shop=later("pnp.games.stacks.shop", "products"),
    digital=later("pnp.games.stacks.digital", "table"),
    trials=later("pnp.games.stacks.trials", "trials"),
    play=later("pnp.games.stacks.play_board", "board"),
    facts=FACTS,
)
