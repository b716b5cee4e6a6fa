"""What Signed Stacks' kit holds besides the calibration sheet and the rulebook."""

from pnp.games.stacks.aid import cards
from pnp.games.stacks.board import board_part
from pnp.games.stacks.edition import EDITION
from pnp.games.stacks.rules import balanced_setup
from pnp.games.stacks.setup_sheet import setup_part
from pnp.games.stacks.tokens import tokens_part
from pnp.games.stacks.wild_sheet import wild_map_part
from pnp.render.document import Part, PrintOptions
from pnp.sheets.aid import aid_part


def parts(options: PrintOptions) -> list[Part]:
    return [
        board_part(EDITION.width, EDITION.height, options),
        tokens_part(options),
        setup_part(balanced_setup(options.layout_seed), options),
        wild_map_part(options.layout_seed, EDITION.regions, options),
        aid_part("stacks", cards, options),
    ]
