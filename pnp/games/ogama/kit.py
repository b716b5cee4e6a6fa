"""What OGAMA's kit holds besides the calibration sheet and the rulebook."""

from pnp.games.ogama.aid import cards
from pnp.games.ogama.board import board_part
from pnp.games.ogama.edition import EDITION
from pnp.games.ogama.rules import setup
from pnp.games.ogama.setup_sheet import setup_part
from pnp.games.ogama.tokens import tokens_part
from pnp.render.document import Part, PrintOptions
from pnp.sheets.aid import aid_part


def parts(options: PrintOptions) -> list[Part]:
    return [
        board_part(EDITION.width, EDITION.height, EDITION.home_rows, options),
        tokens_part(EDITION.discs, EDITION.disc, False, (0.0, 0.0), options),
        setup_part(setup(options.layout_seed), options.layout_seed, EDITION.home_rows, options),
        aid_part("ogama", cards, options),
    ]
