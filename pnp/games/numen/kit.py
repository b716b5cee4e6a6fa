"""What Eye of Numen's kit holds besides the calibration sheet and the rulebook,
and the sheets its site offers as PDF forms."""

from pnp.games.numen.aid import cards
from pnp.games.numen.board import board_part
from pnp.games.numen.rules import make_setup, make_setups
from pnp.games.numen.scores import score_sheet_part
from pnp.render.document import Part, PrintOptions
from pnp.sheets.aid import aid_part


def parts(options: PrintOptions) -> list[Part]:
    return [
        board_part([make_setup("none", options.layout_seed)], "none", 1, options),
        # four further fills: the setup sheet below holds the batch's first, for the first game
        board_part(make_setups("balanced", options.layout_seed, 5)[1:], "balanced", 4, options, sheet="boards"),
        score_sheet_part(4, 1, options),
        board_part([make_setup("balanced", options.layout_seed)], "balanced", 1, options, sheet="setup"),
        aid_part("numen", cards, options),
    ]


def fillable(options: PrintOptions) -> list[Part]:
    return [
        board_part([make_setup("none", options.layout_seed)], "none", 1, options, fillable=True),
        score_sheet_part(4, 1, options, fillable=True),
        board_part([make_setup("balanced", options.layout_seed)], "balanced", 1, options, sheet="setup", fillable=True),
    ]
