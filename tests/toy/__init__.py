"""Pebbles, a toy game that lives outside the package: one folder and one registration (`SPEC`) give it
a board, setups, moves, an analysis, a rulebook in Russian and English, a kit and a site page, print-shop
files, a digital table, a fillable board that reads back, its own glossary terms, a die for the site's roller and a measured
figure its book quotes (`texts/facts.json`)."""

from pathlib import Path

from pnp.registry import GameSpec, later

TEXTS = Path(__file__).parent / "texts"

SPEC = GameSpec(
    "toy",
    commands="toy.cli",
    products={"board": "toy_board", "setup": "toy_setup", "moves": "toy_moves", "analyze": "toy_analyze"},
    kit=later("toy.sheet", "kit"),
    kit_weight=0.1,
    rulebook="toy.book",
    shop=later("toy.pieces", "products"),
    fillable=later("toy.sheet", "fillable"),
    readback="toy.readback",
    texts=TEXTS,
    digital=later("toy.pieces", "table"),
    trials=later("toy.trials", "trials"),
    dice=("turn",),
    facts=(("greedy", "pnp analyze toy --games 200 --seed 1 --json"),),
)
