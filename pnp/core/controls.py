"""Control and format characters: what text from a user or a file may not carry raw to a terminal or a page.

Printable spacing (a no-break space, a thin space) is text; escapes, NUL, bidi overrides and line or
paragraph separators are not.
"""

import unicodedata

CONTROL = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})  # Unicode general categories


def is_control(ch: str) -> bool:
    return unicodedata.category(ch) in CONTROL


def visible(text: str) -> str:
    """`text` with every control or format character written as its Python escape (`\\x1b`, `\\u202e`)."""
    return "".join(ascii(ch)[1:-1] if is_control(ch) else ch for ch in text)
