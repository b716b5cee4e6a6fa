"""Calculation scripts (Acrobat JavaScript) that keep a fillable sheet's totals up to date.

Each script sets `event.value` of the field it belongs to from other fields, read by their full
names. An empty source leaves the total empty rather than 0, so a game not yet played stays blank.
Viewers without JavaScript ignore them, and the totals are written in by hand as on paper.
"""

import json

# v(name): a field's number ("" counts as 0); on(name): whether a check box is ticked;
# any(names): whether any of the fields has been written in.
HELPERS = (
    "var d = this;"
    " function v(n) { var x = Number(d.getField(n).value); return isNaN(x) ? 0 : x; }"
    " function on(n) { var x = d.getField(n).value; return x != 'Off' && x != ''; }"
    " function any(ns) { for (var i = 0; i < ns.length; i++) { if (String(d.getField(ns[i]).value).trim() != '')"
    " return true; } return false; }"
    " function ticks(ns) { var t = 0; for (var i = 0; i < ns.length; i++) { if (on(ns[i])) t++; } return t; }"
)


def names(*fields: str) -> str:
    return json.dumps(list(fields))


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


def copy(source: str) -> str:
    return HELPERS + f" event.value = d.getField('{source}').value;"


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


def ticked_times(boxes: list[str], worth: int) -> str:
    """Numen: `worth` points per ticked box, empty while none is ticked."""
    return HELPERS + f" var t = ticks({names(*boxes)}); event.value = t ? t * {worth} : '';"


def total(parts: list[str]) -> str:
    """Numen: the sum of a player's scoring lines, empty while all are."""
    return HELPERS + f" var p = {names(*parts)}; var t = 0; for (var i = 0; i < p.length; i++) t += v(p[i]);" \
        " event.value = any(p) ? t : '';"
