"""The pseudo-language en-XA (the code Android and Chrome use for one): English with every letter accented,
every text about 40 % longer and set in brackets, made from the English at lookup time.

Printing a product in en-XA shows at a glance a sentence still typed in code (it stays plain English), a
text put together from pieces (brackets inside brackets, or a piece outside them) and a box that only
fits English (the longer text overflows it), long before a translator meets them. Placeholders, the
books' light markup and numbers pass through unchanged; the accented letters are ones every bundled
font has (`pnp language check en-XA` checks it).
"""

import gettext
import re

PSEUDO = "en-XA"
OPEN, CLOSE = "[", "]"
GROWTH = 0.4  # how much longer each word becomes
PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "àbçđéƒĝĥíĵķĺḿñóṕqŕšţúvwxýžÀBÇĐÉFĜĤÍĴĶĹḾÑÓṔQŔŠŢÚVWXÝŽ"
ACCENTS = str.maketrans(PLAIN, ACCENTED)
VOWELS = "aeiouyAEIOUY"
# What passes through untouched: a placeholder, a paragraph tag or entity, a code span, an address.
KEPT = re.compile(r"\{\{|\}\}|\{[^{}]*\}|<[^<>]*>|&#?\w+;|`[^`]*`|\w+://\S+|\b\w+\.(?:pdf|zip|json|html|png|svg)\b")
# A line's markup, kept at its start: a heading, an `@` block, a numbered step, a bullet, a note.
LEAD = re.compile(r"^(\s*(?:#{1,3} |@\w+ ?|\d+\. |- |! )?)(.*)$", re.DOTALL)
WORD = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]+(?![A-Za-z0-9])")  # a cell name (b2) or paper (A4) stays


def _word(match: re.Match) -> str:
    """One run of ASCII letters, accented and grown by GROWTH: its vowels said longer (or its last letter);
    a one-letter word (a player's letter, a column) only accented."""
    word = match.group()
    extra = -(-len(word) * 2 // 5) if len(word) > 1 else 0  # GROWTH of its length, rounded up
    vowels = [i for i, ch in enumerate(word) if ch in VOWELS] or [len(word) - 1]
    counts = [0] * len(word)
    for n in range(extra):
        counts[vowels[n % len(vowels)]] += 1
    return "".join(ch * (1 + counts[i]) for i, ch in enumerate(word)).translate(ACCENTS)


def _prose(text: str) -> str:
    """Accent and grow the words between the kept pieces."""
    out, start = [], 0
    for kept in KEPT.finditer(text):
        out.append(WORD.sub(_word, text[start : kept.start()]))
        out.append(kept.group())
        start = kept.end()
    out.append(WORD.sub(_word, text[start:]))
    return "".join(out)


def pseudo(text: str) -> str:
    """`text` in en-XA: each line's words accented and grown, its markup kept at the line's start, the
    whole in brackets; an empty text stays empty."""
    if not text.strip():
        return text
    lines = [LEAD.match(line).groups() for line in text.split("\n")]  # type: ignore[union-attr]
    first = next(i for i, (_, rest) in enumerate(lines) if rest.strip())
    last = max(i for i, (_, rest) in enumerate(lines) if rest.strip())
    out = []
    for i, (lead, rest) in enumerate(lines):
        body = _prose(rest)
        if i == first:
            body = OPEN + body
        if i == last:
            body = body.rstrip() + CLOSE + body[len(body.rstrip()) :]
        out.append(lead + body)
    return "\n".join(out)


def pseudo_entry(entry: str | dict[str, str]) -> str | dict[str, str]:
    """A catalog entry in en-XA: a text, or each form of a plural entry."""
    if isinstance(entry, dict):
        return {form: pseudo(value) for form, value in entry.items()}
    return pseudo(entry)


class PseudoTranslations(gettext.NullTranslations):
    """The books' gettext in en-XA: the English source sentence, made pseudo."""

    def gettext(self, message):
        return pseudo(message)

    def ngettext(self, msgid1, msgid2, n):
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context, message):
        return pseudo(message)

    def npgettext(self, context, msgid1, msgid2, n):
        return pseudo(msgid1 if n == 1 else msgid2)
