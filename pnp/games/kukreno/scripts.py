"""The KuKreNo result blank's calculation scripts: game points from the lines, the penalty finish and the
running totals, kept up to date as the players fill the blank in on a screen."""

from pnp.sheets.form_scripts import HELPERS, names


def penalty_names(game: str) -> str:
    return names(*(f"{game}.penalties.{k}" for k in (1, 2, 3)))


def points(game: str) -> str:
    """KuKreNo game points: 1 per line of 3, 2 per line of 4, 3 per line of 5."""
    lines = [f"{game}.lines{n}" for n in (3, 4, 5)]
    return HELPERS + (
        f" event.value = any({names(*lines)}) ? v('{lines[0]}') + 2 * v('{lines[1]}') + 3 * v('{lines[2]}') : '';"
    )


def finish(game: str) -> str:
    """KuKreNo: −1 against the total for a game ended on three penalty points."""
    return HELPERS + f" event.value = ticks({penalty_names(game)}) >= 3 ? '-1' : '';"


def running_total(before: str, game: str, side: str) -> str:
    """KuKreNo: the total before, plus the game's points, −1 for a 3-penalty finish, never below 0.

    Empty until either player's points or penalties are entered for the game.
    """
    mine, theirs = f"{game}.{side}", f"{game}.{'o' if side == 'x' else 'x'}"
    return HELPERS + (
        f" var p = ticks({penalty_names(mine)});"
        f" var played = any(['{mine}.points', '{theirs}.points']) || p + ticks({penalty_names(theirs)}) > 0;"
        f" event.value = played ? Math.max(0, v('{before}') + v('{mine}.points') - (p >= 3 ? 1 : 0)) : '';"
    )
