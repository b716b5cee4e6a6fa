"""Every product made in the pseudo-language en-XA holds no English sentence and no text out of its place.

en-XA accents every letter of the English and makes each text about 40 % longer, so plain English on a
page is a text still typed in code, and a text that runs over another, off the page or below the
smallest size printed is a layout that only fits English. Each PDF is read back page by page: its words
through pdftotext, its text runs (where each one prints, at what size, whether clipped) through the
preflight's page walk. Sheets, aid cards and calibration are made on A4 and Letter; the kits (with their
covers) on A4, the books in every form on Letter, the site on A4.
"""

import io
import re
from collections.abc import Callable
from html.parser import HTMLParser

import pikepdf
import pytest

from pnp.locales import PSEUDO, Text
from pnp.locales.pseudo import pseudo
from pnp.preflight.walk import Text as TextRun
from pnp.preflight.walk import walk
from pnp.registry import game as registered
from pnp.registry import games
from pnp.render.document import PrintOptions, part_bytes
from pnp.render.paper import SAFE_MARGIN
from pnp.render.surface import SMALLEST_PT

from conftest import pdf_text

SEED = 5
GAMES = [spec.id for spec in games()]
MM = 72 / 25.4
NEVER_TRANSLATED = {"pnp"}  # the program's name, beside its version in every footer
PLAIN_WORD = re.compile(r"[A-Za-z]{3,}\Z")
SHORT_WORD = re.compile(r"[A-Za-z]{1,2}\Z")
SKIPPED = ("script", "style", "code")  # a command to type is never translated
EDGE = "".join(".,:;!?()[]{}«»\"'“”‘’—–-…/·×+=%*")



def english(text: str) -> list[str]:
    """The runs of plain English in `text`: two or more words in a row of three or more unaccented
    letters (short ones, "a", "of", between them), or one such word of four or more standing alone
    between pseudo-localized ones."""
    found = []
    for line in text.splitlines():
        run: list[str] = []
        for token in [*line.split(), ""]:
            word = token.strip(EDGE)
            if PLAIN_WORD.match(word) and word not in NEVER_TRANSLATED:
                run.append(word)
                continue
            if run and SHORT_WORD.match(word):
                run.append(word)
                continue
            words = [w for w in run if PLAIN_WORD.match(w)]
            if len(words) > 1 or (words and len(words[0]) > 3):
                found.append(" ".join(run).strip())
            run = []
    return found


def text_runs(pdf_bytes: bytes) -> list[list[TextRun]]:
    """Each page's text runs, with where each prints, at what size and whether clipped."""
    with pikepdf.open(io.BytesIO(pdf_bytes)) as pdf:
        return [[mark for mark in walk(page) if isinstance(mark, TextRun)] for page in pdf.pages]


def out_of_place(pdf_bytes: bytes) -> list[str]:
    """Text runs of a PDF that overflow: under the smallest printed size, clipped, or within SAFE_MARGIN
    of the paper's edge."""
    problems = []
    with pikepdf.open(io.BytesIO(pdf_bytes)) as pdf:
        for number, page in enumerate(pdf.pages, 1):
            width, height = float(page.mediabox[2]), float(page.mediabox[3])
            runs = [mark for mark in walk(page) if isinstance(mark, TextRun)]
            margin = (SAFE_MARGIN - 0.5) * MM
            for run in runs:
                x0, y0, x1, y1 = run.core
                if run.size < SMALLEST_PT - 0.01:
                    problems.append(f"page {number}: text at {run.size:.2f} pt")
                if run.clipped:
                    problems.append(f"page {number}: text clipped at {x0 / MM:.0f}, {y0 / MM:.0f} mm")
                if min(x0, y0, width - x1, height - y1) < margin:
                    problems.append(f"page {number}: text at {x0 / MM:.0f}, {y0 / MM:.0f} mm runs off the printable area")
    return sorted(set(problems))


def overlaps(pdf_bytes: bytes) -> list[str]:
    """Where two text runs print over each other, page by page."""
    found = []
    for number, runs in enumerate(text_runs(pdf_bytes), 1):
        for i, a in enumerate(runs):
            for b in runs[i + 1 :]:
                across = min(a.core[2], b.core[2]) - max(a.core[0], b.core[0])
                up = min(a.core[3], b.core[3]) - max(a.core[1], b.core[1])
                if across > 1 and up > 1:
                    found.append(f"page {number} at {a.core[0] / MM:.0f}, {a.core[1] / MM:.0f} mm")
    return found


def pdf_problems(name: str, make: Callable[[str], bytes], tmp_path) -> list[str]:
    """What a PDF made in en-XA by `make(lang)` shows of English left in it and of text out of place. Texts
    over texts count where there are more of them than in the English (a diagram's stacked pieces and
    labels lie over each other by design)."""
    data = make(PSEUDO)
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(data)
    problems = [f"{name}: English: {run}" for run in english(pdf_text(path))] + [f"{name}: {p}" for p in out_of_place(data)]
    over = overlaps(data)
    if over and len(over) > len(english_over := overlaps(make("en"))):
        problems.append(f"{name}: {len(over)} texts print over others, {len(english_over)} in English: {', '.join(over[:4])}")
    return problems


class _Words(HTMLParser):
    """The text a reader meets on an HTML page: its body and the alternatives and labels of its elements."""

    def __init__(self):
        super().__init__()
        self.words: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        self._skip += tag in SKIPPED
        self.words.extend(value for key, value in attrs if key in ("alt", "title", "aria-label", "placeholder") and value)

    def handle_endtag(self, tag):
        self._skip -= tag in SKIPPED

    def handle_data(self, data):
        if not self._skip:
            self.words.append(data)


def html_text(page: str) -> str:
    reader = _Words()
    reader.feed(page)
    return "\n".join(reader.words)


def test_pseudo_text_keeps_placeholders_markup_and_numbers():
    made = pseudo("@box Turn\n1. Roll {n} dice on **A4** at 50~mm, see `b2`.")
    assert made == "@box [Ţúúúŕñ\n1. Ŕóóóĺĺ {n} đííçéé óóñ **A4** ààţ 50~ḿḿḿ, šéééé `b2`.]"
    assert len(pseudo("Each player rolls one die")) >= 1.4 * len("Each player rolls one die")
    assert not english(pseudo("The scale bar must measure exactly fifty millimetres"))
    assert english(pseudo("Roll one die:") + " then cross out a cell " + pseudo("of your half")) == ["then cross out a cell"]
    assert english("Guide " + pseudo("takes the first turn")) == ["Guide"]
    assert Text(PSEUDO).number(2.5) == "2.50" and Text(PSEUDO).plural("kit.files", 2).startswith("[2 ")


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", GAMES)
def test_sheets_aid_cards_and_calibration(game, paper, tmp_path):
    from pnp.kit import ink_saver_pieces
    from pnp.sheets.calibration import calibration_part

    def parts(lang: str) -> dict:
        options = PrintOptions(lang, paper, SEED)
        made = [*registered(game).kit(options), *ink_saver_pieces(game, options), calibration_part(options, duplex=True)]
        return {part.slug: part for part in made}

    def sheet(slug: str) -> Callable[[str], bytes]:
        return lambda lang: part_bytes(parts(lang)[slug])[0]

    problems = [p for slug in parts(PSEUDO) for p in pdf_problems(slug, sheet(slug), tmp_path)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", GAMES)
def test_kit_with_its_cover(game, tmp_path):
    from pnp.kit import build_kit, kit_name

    def kit(lang: str) -> bytes:
        options = PrintOptions(lang, "a4", SEED)
        return build_kit(game, options)[f"{kit_name(game, options)}.pdf"]

    problems = pdf_problems("kit", kit, tmp_path)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", GAMES)
def test_books_in_every_form(game, tmp_path):
    from pnp.rulebook.book import FORMS, rulebook_part
    from pnp.rulebook.html import html_book

    def book(form: str) -> Callable[[str], bytes]:
        return lambda lang: part_bytes(rulebook_part(game, PrintOptions(lang, "letter", SEED), form))[0]

    problems = [p for form in FORMS for p in pdf_problems(form, book(form), tmp_path)]
    problems += [f"html: English: {run}" for run in english(html_text(html_book(game, PSEUDO, SEED)))]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", GAMES)
def test_site_pages(game):
    from pnp.site import build_site

    files = build_site([game], [PrintOptions(PSEUDO, "a4", SEED)])
    pages = {name: html_text(data.decode()) for name, data in files.items() if name.endswith(".html")}
    assert len(pages) >= 2
    assert not {name: english(text)[:5] for name, text in pages.items() if english(text)}
