"""Reading the JSON forms of setups, positions and moves: strict, so a cell given twice is an error.

Before parsing, the text is checked against a size and a nesting limit, so no input makes the parser
slow or deep; numbers are refused when not finite or longer than any value pnp reads.
"""

import json
import re
from collections.abc import Iterable
from itertools import accumulate
from typing import Any, NoReturn

from pnp.core.errors import PnpError
from pnp.core.numbers import MAX_DIGITS, MAX_LENGTH, shown

JSON_LIMIT = 1_000_000  # characters; a position is a few kilobytes
DEPTH_LIMIT = 32  # nested arrays and objects; the deepest form pnp reads has 4


def json_lines(items: Iterable[Any]) -> str:
    """A JSON array of the objects' to_dict(), one per line, so diffs and greps of move lists stay readable."""
    lines = [json.dumps(item.to_dict()) for item in items]
    return "[\n  " + ",\n  ".join(lines) + "\n]" if lines else "[]"


def nesting(text: str) -> int:
    """How deep arrays and objects nest in `text`, brackets inside strings not counted. In linear time:
    escapes go first, then strings, so no backslash or quote, however many, makes a pattern backtrack."""
    unquoted = re.sub(r'"[^"]*"', "", re.sub(r"\\.", "", text, flags=re.DOTALL))
    return max(accumulate(1 if b in "[{" else -1 for b in re.sub(r"[^\[\]{}]", "", unquoted)), default=0)


def load_json(text: str, what: str, error: type[PnpError]) -> Any:
    """Parse `text`; a key given twice in one object (a cell listed twice) raises `error` instead of last-wins,
    and so do a text over JSON_LIMIT, nesting over DEPTH_LIMIT, NaN, infinity and overlong numbers."""

    def unique(pairs: list[tuple[str, object]]) -> dict[str, object]:
        data = {}
        for key, value in pairs:
            if key in data:
                raise error(f"{what}: {key!r} is given twice")
            data[key] = value
        return data

    def whole(number: str) -> int:
        if len(number.lstrip("-")) > MAX_DIGITS:
            raise error(f"{what}: the number {shown(number, 12)} has more than {MAX_DIGITS} digits")
        return int(number)

    def decimal(number: str) -> float:
        value = float(number)
        if len(number) > MAX_LENGTH or value in (float("inf"), float("-inf")):
            raise error(f"{what}: the number {shown(number, 12)} is too long or too large")
        return value

    def constant(name: str) -> NoReturn:
        raise error(f"{what}: {name} is not a number JSON allows")

    if len(text) > JSON_LIMIT:
        raise error(f"{what} is over {JSON_LIMIT:,} characters".replace(",", " "))
    if nesting(text) > DEPTH_LIMIT:
        raise error(f"{what} nests arrays and objects more than {DEPTH_LIMIT} deep")
    try:
        return json.loads(text, object_pairs_hook=unique, parse_int=whole, parse_float=decimal, parse_constant=constant)
    except json.JSONDecodeError as err:
        raise error(f"{what} is not valid JSON: {err}") from None
