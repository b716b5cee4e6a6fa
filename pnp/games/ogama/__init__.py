"""OGAMA: its rules, search board, sheets, rulebook content, report and commands; `SPEC` is its registration.

Read at start-up: what the spec names is loaded when a product is made (pnp.registry.later).
"""

from pnp.registry import GameSpec, later

aid_cards = later("pnp.games.ogama.aid", "cards")

RECORDED = "--seed 2026 --long --json"  # every recorded pairing: one seed, no time bound, the whole report
FACTS = (  # the figures the book quotes, each by the command that measures it: 6 x 6, two home rows, 500 plies at most
    ("random", f"pnp analyze ogama --policy random --max-plies 500 --games 1000 {RECORDED}"),
    ("greedy", f"pnp analyze ogama --policy greedy --max-plies 500 --games 1000 {RECORDED}"),
    ("search1", f"pnp analyze ogama --policy search --depth 1 --max-plies 500 --games 1000 {RECORDED}"),
    ("search2", f"pnp analyze ogama --policy search --depth 2 --max-plies 500 --games 400 {RECORDED}"),
    ("search3", f"pnp analyze ogama --policy search --depth 3 --max-plies 500 --games 100 {RECORDED}"),
    ("search2_greedy", f"pnp analyze ogama --orange search --black greedy --depth 2 --max-plies 500 --games 100 {RECORDED}"),
    ("greedy_search2", f"pnp analyze ogama --orange greedy --black search --depth 2 --max-plies 500 --games 100 {RECORDED}"),
    ("search4", f"pnp analyze ogama --policy search --depth 4 --max-plies 500 --games 6 {RECORDED}"),
)

SPEC = GameSpec(
    "ogama",
    commands="pnp.games.ogama.cli",
    products={"board": "ogama_board", "tokens": "ogama_tokens", "aid": "ogama_aid", "setup": "ogama_setup",
              "analyze": "ogama_analyze", "moves": "ogama_moves"},
    kit=later("pnp.games.ogama.kit", "parts"),
    kit_weight=0.4,
    aid=aid_cards,
    rulebook="pnp.games.ogama.book",
    shop=later("pnp.games.ogama.shop", "products"),
    digital=later("pnp.games.ogama.digital", "table"),
    trials=later("pnp.games.ogama.trials", "trials"),
    play=later("pnp.games.ogama.play_board", "board"),
    facts=FACTS,
)
