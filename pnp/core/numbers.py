"""Numbers typed by users or read from files: digits 0-9 only, a bounded length, a finite value.

Python's own parsers read other scripts' digits ("٣" is 3), NaN and infinity, and raise deep inside on
numbers of thousands of digits; everything pnp reads goes through here instead.
"""

import math
import re

from pnp.core.errors import PnpError

MAX_DIGITS = 18  # far above any limit pnp has, far below Python's int-string limit
MAX_LENGTH = 40  # characters of a decimal number
WHOLE = re.compile(r"[+-]?[0-9]+")
DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")


class BadNumber(PnpError):
    """Not a number pnp reads: other digits than 0-9, too many digits, NaN or infinity."""


def shown(text: str, limit: int = 24) -> str:
    """`text` quoted for a message, cut short if long."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "…"


def whole_number(text: str) -> int:
    """The integer `text` writes with the digits 0-9 (at most MAX_DIGITS of them)."""
    written = text.strip()
    if not WHOLE.fullmatch(written):
        raise BadNumber(f"{shown(text)} is not a whole number written with the digits 0-9")
    if len(written.lstrip("+-")) > MAX_DIGITS:
        raise BadNumber(f"{shown(text)} has more than {MAX_DIGITS} digits")
    return int(written)


def decimal_number(text: str) -> float:
    """The finite number `text` writes with the digits 0-9, a point and an exponent."""
    written = text.strip()
    if len(written) > MAX_LENGTH or not DECIMAL.fullmatch(written):
        raise BadNumber(f"{shown(text)} is not a number written with the digits 0-9")
    value = float(written)
    if not math.isfinite(value):
        raise BadNumber(f"{shown(text)} is too large")
    return value


def finite(value: float) -> float:
    """`value` itself, refused if it is NaN or infinite."""
    if not math.isfinite(value):
        raise BadNumber(f"{value} is not a finite number")
    return value
