"""The shipped games, one registration each, in the order `pnp` lists them; with what each game's kit
holds besides the calibration sheet and the rulebook, and what a print shop makes of it.

Kit weights are the seconds a game's kits took to build in both languages on the development machine.
"""

from typing import TYPE_CHECKING

from pnp.cli import kukreno, numen, ogama, stacks
from pnp.cli.aid import aid_command
from pnp.registry import GameSpec, register
from pnp.render.info import PrintOptions

if TYPE_CHECKING:
    from pnp.locales import Text
    from pnp.render.document import Part
    from pnp.shop.products import Product
    from pnp.sheets.aid import Card


def numen_aids(text: "Text") -> "list[Card]":
    from pnp.sheets.numen_aid import cards

    return cards(text)


def numen_kit(options: PrintOptions) -> "list[Part]":
    from pnp.games.numen import make_setup, make_setups
    from pnp.sheets.aid import aid_part
    from pnp.sheets.numen_board import board_part
    from pnp.sheets.numen_scores import score_sheet_part

    return [
        board_part([make_setup("none", options.layout_seed)], "none", 1, options),
        board_part(make_setups("balanced", options.layout_seed, 4), "balanced", 4, options, sheet="boards"),
        score_sheet_part(4, 1, options),
        board_part([make_setup("balanced", options.layout_seed)], "balanced", 1, options, sheet="setup"),
        aid_part("numen", numen_aids, options),
    ]


def numen_fillable(options: PrintOptions) -> "list[Part]":
    from pnp.games.numen import make_setup
    from pnp.sheets.numen_board import board_part
    from pnp.sheets.numen_scores import score_sheet_part

    return [
        board_part([make_setup("none", options.layout_seed)], "none", 1, options, fillable=True),
        score_sheet_part(4, 1, options, fillable=True),
        board_part([make_setup("balanced", options.layout_seed)], "balanced", 1, options, sheet="setup", fillable=True),
    ]


def numen_shop(seed: int, bleed: float) -> "list[Product]":
    from pnp.shop.products import numen_products

    return numen_products(seed, bleed)


def stacks_aids(text: "Text") -> "list[Card]":
    from pnp.sheets.stacks_aid import cards

    return cards(text)


def stacks_kit(options: PrintOptions) -> "list[Part]":
    from pnp.games.stacks import balanced_setup
    from pnp.sheets.aid import aid_part
    from pnp.sheets.stacks_board import board_part
    from pnp.sheets.stacks_setup import setup_part
    from pnp.sheets.stacks_tokens import tokens_part
    from pnp.sheets.stacks_wild import wild_map_part

    return [
        board_part(8, 8, options),
        tokens_part(options),
        setup_part(balanced_setup(options.layout_seed), options),
        wild_map_part(options.layout_seed, 44, options),
        aid_part("stacks", stacks_aids, options),
    ]


def stacks_shop(seed: int, bleed: float) -> "list[Product]":
    from pnp.shop.products import stacks_products

    return stacks_products(seed, bleed)


def kukreno_aids(text: "Text") -> "list[Card]":
    from pnp.sheets.kukreno_aid import cards

    return cards(text)


def kukreno_kit(options: PrintOptions) -> "list[Part]":
    from pnp.games.kukreno import dice_table
    from pnp.sheets.aid import aid_part
    from pnp.sheets.kukreno_blank import blank_part
    from pnp.sheets.kukreno_rolls import rolls_part

    return [
        blank_part(6, None, "ordered", options),
        rolls_part(dice_table(options.layout_seed, 60), options),
        aid_part("kukreno", kukreno_aids, options),
    ]


def kukreno_fillable(options: PrintOptions) -> "list[Part]":
    from pnp.sheets.kukreno_blank import blank_part

    return [blank_part(6, None, "ordered", options, fillable=True)]


def ogama_aids(text: "Text") -> "list[Card]":
    from pnp.sheets.ogama_aid import cards

    return cards(text)


def ogama_kit(options: PrintOptions) -> "list[Part]":
    from pnp.games.ogama import setup
    from pnp.sheets.aid import aid_part
    from pnp.sheets.ogama_board import board_part
    from pnp.sheets.ogama_setup import setup_part
    from pnp.sheets.ogama_tokens import tokens_part

    return [
        board_part(6, 6, 2, options),
        tokens_part(12, 20.0, False, (0.0, 0.0), options),
        setup_part(setup(options.layout_seed), options.layout_seed, 2, options),
        aid_part("ogama", ogama_aids, options),
    ]


def ogama_shop(seed: int, bleed: float) -> "list[Product]":
    from pnp.shop.products import ogama_products

    return ogama_products(seed, bleed)



SEED = "--seed 2026 --long --json"
STACKS_FACTS = (  # 8 x 8, the classic set
    ("random", f"pnp analyze stacks --policy random --games 2000 {SEED}"),
    ("search2", f"pnp analyze stacks --policy search --depth 2 --games 100 {SEED}"),
    ("search2_greedy", f"pnp analyze stacks --white search --black greedy --depth 2 --games 40 {SEED}"),
    ("greedy_search2", f"pnp analyze stacks --white greedy --black search --depth 2 --games 40 {SEED}"),
    ("post", f"pnp analyze stacks --policy search --depth 1 --end post --max-plies 1000 --games 10 {SEED}"),
    ("search3", f"pnp analyze stacks --policy search --depth 3 --games 6 {SEED}"),
)
OGAMA_FACTS = (  # 6 x 6, two home rows, at most 500 plies a game
    ("random", f"pnp analyze ogama --policy random --max-plies 500 --games 1000 {SEED}"),
    ("greedy", f"pnp analyze ogama --policy greedy --max-plies 500 --games 1000 {SEED}"),
    ("search1", f"pnp analyze ogama --policy search --depth 1 --max-plies 500 --games 1000 {SEED}"),
    ("search2", f"pnp analyze ogama --policy search --depth 2 --max-plies 500 --games 400 {SEED}"),
    ("search3", f"pnp analyze ogama --policy search --depth 3 --max-plies 500 --games 100 {SEED}"),
    ("search2_greedy", f"pnp analyze ogama --orange search --black greedy --depth 2 --max-plies 500 --games 100 {SEED}"),
    ("greedy_search2", f"pnp analyze ogama --orange greedy --black search --depth 2 --max-plies 500 --games 100 {SEED}"),
    ("search4", f"pnp analyze ogama --policy search --depth 4 --max-plies 500 --games 6 {SEED}"),
)
KUKRENO_FACTS = (
    ("ordered", "pnp analyze kukreno --games 10000 --seed 2026 --json"),
    ("search", "pnp analyze kukreno --mode free --policy search --games 1000 --seed 2026 --json"),
    ("search_random", "pnp analyze kukreno --mode free --starter search --second random --games 1000 --seed 2026 --json"),
    ("random_search", "pnp analyze kukreno --mode free --starter random --second search --games 1000 --seed 2026 --json"),
)

register(GameSpec(
    "numen",
    products={"board": numen.numen_board, "sheet": numen.numen_sheet, "aid": aid_command("numen", numen_aids), "setup": numen.numen_setup,
              "analyze": numen.numen_analyze},
    kit=numen_kit,
    kit_weight=0.4,
    rulebook="pnp.rulebook.numen",
    shop=numen_shop,
    fillable=numen_fillable,
    dice=("d6",),
))
register(GameSpec(
    "stacks",
    products={"board": stacks.stacks_board, "tokens": stacks.stacks_tokens, "aid": aid_command("stacks", stacks_aids), "setup": stacks.stacks_setup,
              "analyze": stacks.stacks_analyze, "moves": stacks.stacks_moves},
    kit=stacks_kit,
    kit_weight=0.5,
    rulebook="pnp.rulebook.stacks",
    shop=stacks_shop,
    facts=STACKS_FACTS,
))
register(GameSpec(
    "kukreno",
    products={"sheet": kukreno.kukreno_sheet, "aid": aid_command("kukreno", kukreno_aids), "setup": kukreno.kukreno_setup, "analyze": kukreno.kukreno_analyze},
    kit=kukreno_kit,
    kit_weight=0.2,
    rulebook="pnp.rulebook.kukreno",
    fillable=kukreno_fillable,
    dice=("column", "row"),
    facts=KUKRENO_FACTS,
))
register(GameSpec(
    "ogama",
    products={"board": ogama.ogama_board, "tokens": ogama.ogama_tokens, "aid": aid_command("ogama", ogama_aids), "setup": ogama.ogama_setup,
              "analyze": ogama.ogama_analyze, "moves": ogama.ogama_moves},
    kit=ogama_kit,
    kit_weight=0.4,
    rulebook="pnp.rulebook.ogama",
    shop=ogama_shop,
    facts=OGAMA_FACTS,
))
