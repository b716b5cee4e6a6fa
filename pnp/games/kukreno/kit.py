"""What KuKreNo's kit holds besides the calibration sheet and the rulebook,
and the sheets its site offers as PDF forms."""

from pnp.games.kukreno.aid import cards
from pnp.games.kukreno.blank import blank_part
from pnp.games.kukreno.edition import EDITION
from pnp.games.kukreno.rolls import rolls_part
from pnp.games.kukreno.rules import dice_table
from pnp.render.document import Part, PrintOptions
from pnp.sheets.aid import aid_part


def parts(options: PrintOptions) -> list[Part]:
    return [
        blank_part(EDITION.games, None, "ordered", options),
        rolls_part(dice_table(options.layout_seed, EDITION.rolls), options),
        aid_part("kukreno", cards, options),
    ]


def fillable(options: PrintOptions) -> list[Part]:
    return [blank_part(EDITION.games, None, "ordered", options, fillable=True)]
