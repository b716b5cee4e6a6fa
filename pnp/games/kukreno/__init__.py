"""KuKreNo: its rules, sheets, rulebook content, report and commands; `SPEC` is its registration.

Read at start-up: what the spec names is loaded when a product is made (pnp.registry.later).
"""

from pnp.registry import GameSpec, later

aid_cards = later("pnp.games.kukreno.aid", "cards")

FACTS = (  # the figures the book quotes, each by the command that measures it
    ("ordered", "pnp analyze kukreno --games 10000 --seed 2026 --json"),
    ("search", "pnp analyze kukreno --mode free --policy search --games 1000 --seed 2026 --json"),
    ("search_random", "pnp analyze kukreno --mode free --starter search --second random --games 1000 --seed 2026 --json"),
    ("random_search", "pnp analyze kukreno --mode free --starter random --second search --games 1000 --seed 2026 --json"),
)

SPEC = GameSpec(
    "kukreno",
    commands="pnp.games.kukreno.cli",
    products={"sheet": "kukreno_sheet", "aid": "kukreno_aid", "setup": "kukreno_setup", "analyze": "kukreno_analyze"},
    kit=later("pnp.games.kukreno.kit", "parts"),
    kit_weight=0.2,
    aid=aid_cards,
    rulebook="pnp.games.kukreno.book",
    fillable=later("pnp.games.kukreno.kit", "fillable"),
    readback="pnp.games.kukreno.readback",
    dice=("column", "row"),
    digital=later("pnp.games.kukreno.digital", "table"),
    trials=later("pnp.games.kukreno.trials", "trials"),
    play=later("pnp.games.kukreno.play_board", "board"),
    facts=FACTS,
)
