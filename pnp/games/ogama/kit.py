"""What OGAMA's kit holds besides the calibration sheet and the rulebook."""

from pnp.games.ogama.aid import cards
from pnp.games.ogama.board import board_part
from pnp.games.ogama.rules import setup
from pnp.games.ogama.setup_sheet import setup_part
from pnp.games.ogama.tokens import tokens_part
from pnp.render.document import Part, PrintOptions
from pnp.sheets.aid import aid_part


def parts(options: PrintOptions) -> list[Part]:
    return [
        board_part(6, 6, 2, options),
        tokens_part(12, 20.0, False, (0.0, 0.0), options),
        setup_part(setup(options.layout_seed), options.layout_seed, 2, options),
        aid_part("ogama", cards, options),
    ]
