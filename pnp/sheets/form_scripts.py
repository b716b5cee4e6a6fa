"""Calculation scripts (Acrobat JavaScript) that keep a fillable sheet's totals up to date.

Each script sets `event.value` of the field it belongs to from other fields, read by their full
names. An empty source leaves the total empty rather than 0, so a game not yet played stays blank.
Viewers without JavaScript ignore them, and the totals are written in by hand as on paper. A game's
own rules of counting live with its sheets; here are the pieces they are written with.
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


def copy(source: str) -> str:
    return HELPERS + f" event.value = d.getField('{source}').value;"


def ticked_times(boxes: list[str], worth: int) -> str:
    """`worth` points per ticked box, empty while none is ticked."""
    return HELPERS + f" var t = ticks({names(*boxes)}); event.value = t ? t * {worth} : '';"


def total(parts: list[str]) -> str:
    """The sum of a player's scoring lines, empty while all are."""
    return HELPERS + f" var p = {names(*parts)}; var t = 0; for (var i = 0; i < p.length; i++) t += v(p[i]);" \
        " event.value = any(p) ? t : '';"
