"""How a language keeps words together on a line: the non-breaking spaces books and sheets set alike."""

import re
from functools import cache

from pnp.locales import settings

NBSP = "\u00a0"


def typography(text: str, lang: str) -> str:
    """Non-breaking spaces where a line break would read badly.

    A number keeps the word after it ("15 cells", "50 mm"); a comparison or an equation keeps both its
    sides ("N ≥ 2", "N = 1"), and a one- or two-character left side keeps the word before it ("when
    N ≥ 2"); a sum keeps its terms ("1 + 0 − 1 = 0"); a negative number keeps the word before it ("onto −7"), so no line starts with a
    minus; a dash keeps the word before it; and the language's `bound_words` (language.toml: Russian
    one-letter prepositions and conjunctions, «в ряд», «и тот») keep the word after them; the last two
    words stay together, so no line holds one word alone.
    """
    text = re.sub(r"(?<=\d) (?=[^\W\d_])", NBSP, text)
    text = re.sub(" ([≤≥=]) ", NBSP + r"\1" + NBSP, text)
    text = re.sub(f"(?<=\\w) (?=[^\\s{NBSP}]{{1,2}}{NBSP}[≤≥=])", NBSP, text)
    text = re.sub(r"(?<=\d) ([+−]) (?=\d)", NBSP + r"\1" + NBSP, text)
    text = re.sub(r"(?<=\S) (?=−\d)", NBSP, text)
    text = text.replace(" — ", NBSP + "— ")
    bound = bound_words(lang)
    return last_words_together(bound.sub(r"\1" + NBSP, text) if bound else text)


def capitalised(text: str) -> str:
    """The text with its first letter upper-case and the rest as written (str.capitalize would lower-case
    German nouns and names such as OGAMA)."""
    return text[:1].upper() + text[1:]


def last_words_together(text: str) -> str:
    """`text` with its last space outside markup tags made non-breaking."""
    depth = 0
    for k in range(len(text) - 1, -1, -1):
        depth += {">": 1, "<": -1}.get(text[k], 0)
        if text[k] == " " and depth == 0:
            return text[:k] + NBSP + text[k + 1 :]
    return text


@cache
def bound_words(lang: str) -> re.Pattern | None:
    """A word of the language's `bound_words` followed by a space, at the start of a word."""
    words = settings(lang).get("bound_words", [])
    return re.compile(rf"(?<![^\s(«>])({'|'.join(map(re.escape, words))}) ") if words else None
