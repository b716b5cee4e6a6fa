"""Every printed page speaks to a player holding paper: no command, option, program file, JSON or
programming term on any page of any product, the books' printing sections and the HTML book included
(the commands live in the documentation); and no sheet prints type too small to read."""

import html
import re
import subprocess

import pikepdf
import pytest

from pnp.kit import build_kit
from pnp.preflight.walk import Text, walk
from pnp.registry import games
from pnp.render.document import PrintOptions, part_bytes
from pnp.render.surface import SMALLEST_PT
from pnp.rulebook.book import rulebook_part
from pnp.rulebook.html import html_book

from conftest import POPPLER

GAMES = [spec.id for spec in games()]
# What a reader of paper must never meet: a command or an option, a file of the program, JSON, the
# program as something to run, and the analysis' own words for its players and its statistics.
PROGRAM = re.compile(
    r"(?<![\w-])--[a-z]|\bpnp [a-z]|\bseed\b|\bзерн|\bjson\b|\.py\b|\bfacts\b|\bprogram|программ|\bcommand|команд"
    r"|\bpolic(y|ies)\b|\bgreedy\b|search depth|\bpl(y|ies)\b|\binterval\b|\bжадн|\bполитик|\bполуход|\bинтервал",
    re.IGNORECASE,
)
SOURCE_PATH = re.compile(r"\b(?:pnp|templates|tests)/[\w./-]+")
PRINTING = {"en": "Printing and assembly", "ru": "Печать и сборка"}
TITLES = {"en": ("Board", "Player aids", "Rulebook and pocket rules"), "ru": ("Поле", "Памятки игроков", "Правила и карманные правила")}


def reading_text(path) -> str:
    """pdftotext in reading order: the two pages of a booklet spread come out one after the other."""
    if not POPPLER:
        pytest.skip("poppler-utils is not installed")
    return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout


def squeezed(text: str) -> str:
    """Text without white space or hyphens, so that lines wrapped differently still compare."""
    return re.sub(r"[\s\-\u00ad]", "", text)


def printing_section(book: str, lang: str) -> str:
    """The A4 book's text from its printing heading on (the last section of every book; a contents
    list may name it earlier)."""
    heads = list(re.finditer(rf"^\s*{PRINTING[lang]}\s*$", book, re.MULTILINE))
    assert heads, "the book has a printing section"
    return book[heads[-1].end():]


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("printed")


@pytest.fixture(scope="module")
def printed(folder):
    """Every kit file (both papers, both languages), every other form of every book and the HTML book,
    as page texts; the PDF files stay in `folder`."""
    root = folder
    texts = {}
    for game in GAMES:
        for lang in ("ru", "en"):
            for paper in ("a4", "letter"):
                for name, data in build_kit(game, PrintOptions(lang, paper, seed=1)).items():
                    if name.endswith(".pdf"):
                        (root / name).write_bytes(data)
                        texts[name] = reading_text(root / name)
            for form in ("booklet", "pocket", "large"):
                name = f"{game}-{form}-book-{lang}-a4.pdf"
                (root / name).write_bytes(part_bytes(rulebook_part(game, PrintOptions(lang, "a4", seed=1), form))[0])
                texts[name] = reading_text(root / name)
            page = html_book(game, lang, seed=1)
            page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.DOTALL)
            texts[f"{game}-html-book-{lang}"] = html.unescape(re.sub(r"<[^>]+>", " ", page))
    return texts


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_no_printed_page_speaks_of_the_program(printed, game, lang):
    """Book, booklet, pocket, large print, aid cards, cover, sheets and the HTML book: not one command,
    option, file of the program, JSON or analysis term. The footer's layout number stays: it reprints a sheet."""
    found, checked = [], 0
    for name, text in printed.items():
        if not name.startswith(f"{game}-") or f"-{lang}" not in name:
            continue
        found += [f"{name}: {line.strip()}" for line in text.splitlines() if PROGRAM.search(line)]
        checked += 1
    assert checked >= 10
    assert not found, "\n".join(found[:30])


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_printing_section_names_the_sheets_and_keeps_the_layout_number(printed, game, lang):
    """The printing section tells in words what to print, by the sheets' titles, and the footer still
    carries the layout number that reprints a sheet."""
    book = printed[f"{game}-rulebook-{lang}-a4.pdf"]
    section = squeezed(printing_section(book, lang))
    named = [title for title in TITLES[lang] if squeezed(title) in section]
    assert len(named) >= 2, f"the printing section names the sheets: {named}"
    assert ("layout no." if lang == "en" else "вариант №") in book


def test_no_page_prints_a_path_of_the_source_tree(printed):
    """A reader holds paper, not the program's source: files are named by name, never by path."""
    found = [f"{name}: {hit.group(0)}" for name, text in printed.items() for hit in SOURCE_PATH.finditer(text)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_calibration_sheet_speaks_to_paper(printed, lang):
    for paper in ("a4", "letter"):
        assert not PROGRAM.search(printed[f"calibration-{lang}-{paper}.pdf"])


@pytest.mark.parametrize("game", GAMES)
def test_no_sheet_prints_type_under_6_pt(printed, folder, game):
    """Boards, blanks, score and token sheets, setups, aids, the calibration sheet and the cover (books
    are measured, form by form, in test_book_type)."""
    small = []
    for name in printed:
        if not name.startswith((f"{game}-", "calibration-")) or "-rulebook-" in name or "-book-" in name:
            continue
        with pikepdf.open(folder / name) as pdf:
            for number, page in enumerate(pdf.pages, 1):
                if "-kit-" in name and number > 1:
                    break  # a kit file repeats its parts after the cover
                small += [f"{name} p{number}: {m.size:.2f} pt" for m in walk(page)
                          if isinstance(m, Text) and m.size < SMALLEST_PT - 0.01]
    assert not small, "\n".join(small[:20])


RUSSIAN_BOUND = ("в", "к", "с", "у", "о", "и", "а")


@pytest.mark.parametrize("game", GAMES)
def test_no_russian_line_ends_on_a_one_letter_preposition(printed, game):
    """Every Russian page, sheets and covers as well as books, keeps «в», «к», «с», «у», «о», «и», «а»
    with the word after them (a lone capital is a label: a half, a disc's letter)."""
    found = [f"{name}: {line.strip()}" for name, text in printed.items()
             if name.startswith(f"{game}-") and "-ru-" in name
             for line in text.splitlines() if len(line.split()) > 1 and line.split()[-1] in RUSSIAN_BOUND]
    assert not found, "\n".join(found)
