"""Rulebooks: every game in both languages and papers, the booklet and pocket forms, engine-checked
examples, strict templates and escaped values.

Each book is built once per language, paper and form (a module cache), so the file stays fast.
"""

import re
from pathlib import Path

import pytest
from reportlab.platypus import Paragraph

from conftest import FILL_OPERATORS, assert_good_pdf, pdf_page_size_mm, pdf_pages, pdf_text
from pnp.registry import games
from pnp.locales import Text
from pnp.render.document import PrintOptions, part_bytes, write_part
from pnp.rulebook import rulebook_part
from pnp.rulebook.book import BODY_PT, POCKET_LEAST_PT, build, markup, source
from pnp.rulebook.content import ExampleError, game_content
from pnp.rulebook.flow import flowables, styles
from pnp.rulebook.markup import Heading, MarkupError, environment, parse, render
from pnp.render.surface import Ink

LANGS = ("ru", "en")
PAPERS = ("a4", "letter")
SEED = 7
GAMES = [spec.id for spec in games() if spec.rulebook]
SECTIONS = {
    "en": ("Components", "Setup", "Playing a turn", "End of the game", "Printing and assembly", "Credits"),
    "ru": ("Состав", "Подготовка", "Ход игры", "Конец", "Печать и сборка", "Авторы"),
}
EXTRA = {  # the variants and computed answers each book must carry
    ("numen", "en"): ("Advanced rules", "Strategy and odds"),
    ("numen", "ru"): ("Продвинутые правила", "Стратегия и шансы"),
    ("kukreno", "en"): ("Variant: free dice order", "Questions and answers", "Scoring"),
    ("kukreno", "ru"): ("Вариант: свободный порядок кубиков", "Вопросы и ответы", "Подсчёт очков"),
    ("ogama", "en"): ("A worked move", "Rulings", "Strategy and odds"),
    ("ogama", "ru"): ("Пример хода", "Уточнения", "Стратегия и шансы"),
    ("stacks", "en"): ("Climbing", "Variant: the wild field", "Rulings", "Strategy and odds"),
    ("stacks", "ru"): ("Подъём на столбик", "Вариант: дикое поле", "Уточнения", "Стратегия и шансы"),
}
FORMS = [("ru", "a4", "booklet"), ("en", "letter", "booklet")] + [(lang, paper, "pocket") for lang in LANGS for paper in PAPERS]


@pytest.fixture(scope="module")
def books(tmp_path_factory):
    """Path of a built book, made on first use: (game, lang, paper, form) -> PDF."""
    folder = tmp_path_factory.mktemp("books")
    made: dict[tuple, Path] = {}

    def get(game: str, lang: str, paper: str, form: str = "normal") -> Path:
        key = (game, lang, paper, form)
        if key not in made:
            path = folder / f"{game}-{lang}-{paper}-{form}.pdf"
            write_part(path, rulebook_part(game, PrintOptions(lang, paper, SEED), form))
            made[key] = path
        return made[key]

    return get


def plain(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00a0", " "))


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_book_builds_on_both_papers(books, game, lang, paper):
    path = books(game, lang, paper)
    assert_good_pdf(path)
    width, height = pdf_page_size_mm(path)
    expected = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}[paper]
    assert (round(width, 1), round(height, 1)) == expected
    assert pdf_pages(path) >= 2


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_heading_is_printed_in_its_language(books, game, lang):
    text = plain(pdf_text(books(game, lang, "a4")))
    blocks = parse(markup(game, Text(lang), "normal", game_content(game, SEED, Text(lang)).context | {"seed": SEED}), lang)
    for block in blocks:
        if isinstance(block, Heading):
            assert plain(re.sub(r"<[^>]+>", "", block.text)) in text
    for heading in SECTIONS[lang] + EXTRA[(game, lang)]:
        assert heading in text, heading
    other = "en" if lang == "ru" else "ru"
    assert SECTIONS[other][0] not in text


@pytest.mark.parametrize("lang, paper, form", FORMS)
@pytest.mark.parametrize("game", GAMES)
def test_booklet_and_pocket_forms(books, game, lang, paper, form):
    path = books(game, lang, paper, form)
    assert_good_pdf(path)
    width, height = pdf_page_size_mm(path)
    assert width > height, "both forms print on landscape sheets"
    laid = build(game, PrintOptions(lang, paper, SEED), form)
    if form == "pocket":
        assert pdf_pages(path) == 1
        assert len(laid.pages) <= 8
    else:
        assert pdf_pages(path) % 2 == 0  # both sides of every sheet
        assert pdf_pages(path) * 2 % 4 == 0  # padded to whole folded sheets
        assert pdf_pages(path) * 2 >= len(laid.pages)


@pytest.mark.parametrize("lang, paper, form", [("en", "a4", "large"), ("ru", "letter", "large"), ("en", "letter", "normal"), ("ru", "a4", "normal")])
@pytest.mark.parametrize("game", GAMES)
def test_no_book_form_prints_a_command(books, game, lang, paper, form):
    """The books speak to players: their sources hold no command to type, and no printed form shows one."""
    source_text = markup(game, Text(lang), form, game_content(game, SEED, Text(lang)).context | {"seed": SEED})
    assert not [code for code in re.findall(r"`([^`]+)`", source_text) if code.startswith("pnp ")]
    text = plain(pdf_text(books(game, lang, paper, form)))
    assert not re.search(r"\bpnp [a-z]|(?<![\w-])--[a-z]", text)


@pytest.mark.parametrize("form", ["normal", "booklet", "pocket"])
@pytest.mark.parametrize("game", GAMES)
def test_no_page_ends_on_a_heading_and_nothing_overflows(game, form):
    from pnp.rulebook.flow import HeadingPara

    for lang in LANGS:
        for page in build(game, PrintOptions(lang, "letter", SEED), form).pages:
            assert page.placed, "no empty pages inside a book"
            assert not isinstance(page.placed[-1].flowable, HeadingPara), page.placed[-1].flowable.plain
            for placed in page.placed:
                assert placed.y >= -0.01 and placed.y + placed.height <= page.height + 0.01
                assert placed.width <= page.width + 0.01


def test_booklet_pages_are_imposed_for_saddle_stitching():
    laid = build("numen", PrintOptions("en", "a4", SEED), "booklet")
    total = len(laid.sheets) * 2
    for i, side in enumerate(laid.sheets):
        numbers = [n for n, _ in side]
        sheet, back = divmod(i, 2)
        expected = [total - 2 * sheet, 2 * sheet + 1] if not back else [2 * sheet + 2, total - 2 * sheet - 1]
        assert numbers == [n if n <= len(laid.pages) else 0 for n in expected]


def test_long_books_open_with_contents():
    laid = build("numen", PrintOptions("ru", "a4", SEED), "booklet")
    assert len(laid.pages) > 4
    first = " ".join(getattr(p.flowable, "title", "") for p in laid.pages[0].placed)
    assert "Состав" in first


def test_same_seed_gives_identical_bytes():
    part = lambda: rulebook_part("numen", PrintOptions("en", "a4", 11), "pocket")  # noqa: E731
    assert part_bytes(part())[0] == part_bytes(part())[0]


def operators(path: Path) -> set[str]:
    """Every operator of every page and form, parsed properly (text strings cannot pose as operators)."""
    from pypdf import PdfReader
    from pypdf.generic import ContentStream

    reader = PdfReader(path)
    found = set()
    for page in reader.pages:
        streams = [page.get_contents()]
        streams += [ref.get_object() for ref in page["/Resources"].get("/XObject", {}).values()]
        for stream in streams:
            found.update(op.decode() for _, op in ContentStream(stream, reader).operations)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_ink_saver_book_has_no_fills(tmp_path, game):
    path = tmp_path / "ink.pdf"
    write_part(path, rulebook_part(game, PrintOptions("en", "a4", SEED, ink_saver=True)))
    assert not operators(path) & FILL_OPERATORS
    normal = tmp_path / "full.pdf"
    write_part(normal, rulebook_part(game, PrintOptions("en", "a4", SEED)))
    assert operators(normal) & FILL_OPERATORS, "the full-ink book does fill (so the check can fail)"


def test_undefined_template_name_fails_loudly():
    with pytest.raises(MarkupError, match="missing"):
        render(environment(), {}, source="## Title {{ missing }}")


def test_values_print_literally():
    value = "<b>Tom & Jerry</b> **not bold** ~ # - @"
    text = render(environment(), {"v": value}, source="Player: {{ v }}")
    (block,) = parse(text, "en")
    flow = flowables([block], styles(10), {}, Ink(), 100)
    assert isinstance(flow[0], Paragraph)
    assert flow[0].getPlainText().replace("\xa0", " ") == f"Player: {value}"


def test_raw_markup_in_template_text_is_refused():
    with pytest.raises(MarkupError, match="raw"):
        parse(render(environment(), {}, source="5 < 6"), "en")


def test_a_summary_box_frames_its_blocks_and_stays_on_one_page():
    from pnp.render.fonts import register_fonts
    from pnp.rulebook.flow import Boxed, paginate
    from pnp.rulebook.markup import Box, Items, Para

    register_fonts()

    text = "# Game\n@facts 2 players\n@box Your turn\n1. Roll.\n1. Cross out.\n! One cell a roll.\n@end\nAfter."
    blocks = parse(text, "en")
    assert blocks[1] == Para("2\u00a0players", "facts")
    nb = "\u00a0"  # the last two words of every block stay together
    assert blocks[2] == Box(f"Your{nb}turn", (Items(True, ("Roll.", f"Cross{nb}out.")), Para(f"One cell a{nb}roll.", "note")))
    flow = flowables(blocks, styles(10), {}, Ink(), 100)
    boxed = next(f for f in flow if isinstance(f, Boxed))
    pages = paginate(flow, lambda i: (300, 60 if i == 0 else 400))
    assert [p.flowable for p in pages[1].placed][0] is boxed, "a box too tall for the rest of a page moves whole"


@pytest.mark.parametrize("items, box_at", [(3, 3), (8, 1)])
def test_a_floating_box_waits_for_a_split_list_only_where_the_page_holds_both(items, box_at):
    """A box too tall for a page's end lets the list after it fill the page and goes on the next, after
    the rest of the item the page turn split; after the list's end where that fits the page, and between
    the list's items where waiting for its end would carry the box a page further."""
    from pnp.render.fonts import register_fonts
    from pnp.rulebook.flow import Boxed, paginate

    register_fonts()
    rule = "A rule of the end of the game, long enough to run over four lines of this narrow column of text, or so we hope it does."
    text = "First.\n@box Your turn\n1. Roll.\n1. Cross out.\n@end\n" + "\n".join(f"- {rule}" for _ in range(items))
    flow = flowables(parse(text, "en"), styles(10), {}, Ink(), 100)
    boxed = next(f for f in flow if isinstance(f, Boxed))
    pages = paginate(flow, lambda i: (200, 62 if i == 0 else 300))
    assert boxed not in [p.flowable for p in pages[0].placed]
    second = [p.flowable for p in pages[1].placed]
    assert second.index(boxed) == box_at
    assert len(pages[0].placed) == 2 and not second[0].bulletText, "the split item's rest comes first"


@pytest.mark.parametrize("text, problem", [
    ("@box Turn\n- a", "no @end"), ("@end", "without @box"), ("@box\n- a\n@end", "needs a title"),
    ("@box A\n@box B\n- a\n@end\n@end", "inside another box"), ("@box A\n@end", "empty"),
])
def test_a_malformed_box_is_refused(text, problem):
    with pytest.raises(MarkupError, match=problem):
        parse(text, "en")


def test_unknown_diagram_is_refused():
    blocks = parse("@diagram nowhere: caption", "en")
    with pytest.raises(Exception, match="nowhere"):
        flowables(blocks, styles(10), {}, Ink(), 100)


def test_broken_numen_example_fails_the_build():
    from pnp.games.numen.rules import make_setup
    from pnp.games.numen.book import midgame

    with pytest.raises(ExampleError, match="midgame"):
        midgame(make_setup("balanced", 1), {"A": [3, 7]})


def test_broken_kukreno_examples_fail_the_build():
    from pnp.games.kukreno.book import SCORING, scoring_example

    with pytest.raises(ExampleError, match="scores 5"):
        scoring_example({**SCORING, "points": 5})
    with pytest.raises(ExampleError, match="line 1"):
        scoring_example({**SCORING, "grid": "XX\n"})
    unreachable = {**SCORING, "grid": "XXX...\n......\n......\n......\n......\n..X...\n", "last": "c1", "points": 1}
    with pytest.raises(ExampleError, match="no line before"):
        scoring_example(unreachable)


def test_broken_ogama_examples_fail_the_build():
    from pnp.games.ogama.book import COUNT, MOVE, count_example, move_example

    with pytest.raises(ExampleError, match="is one a disc"):
        move_example({**MOVE, "path": ["b2", "b3", "b4", "b5"][:3]})
    toad_on_empty = {**MOVE["position"], "toads": {"orange": "d6", "black": "e5"}}
    with pytest.raises(ExampleError, match="empty point"):
        move_example({**MOVE, "position": toad_on_empty})
    with pytest.raises(ExampleError, match="black wins"):
        count_example({**COUNT, "winner": "black"})
    short = {**COUNT["position"], "cells": {**COUNT["position"]["cells"], "a1": ["black"]}}
    with pytest.raises(ExampleError, match="discs on the board"):
        count_example({**COUNT, "position": short})


def test_broken_stacks_examples_fail_the_build():
    from pnp.games.stacks.book import BLOCKED, CLIMBS, blocked_example, climb_example

    refused = CLIMBS[2]
    with pytest.raises(ExampleError, match="allowed"):
        climb_example({**refused, "allowed": True})
    zero = {**refused["position"], "cells": {"a1": [{"color": "white", "value": 0}], "c1": [{"color": "black", "value": 4}]}}
    with pytest.raises(ExampleError, match="value 0"):
        climb_example({**refused, "position": zero})
    with pytest.raises(ExampleError, match="loses"):
        blocked_example({**BLOCKED, "passes": {"white": 0, "black": 0}})


def test_cli_writes_a_booklet_and_refuses_two_forms(cli, tmp_path):
    target = tmp_path / "book.pdf"
    done = cli("rulebook", "numen", "--lang", "ru", "--paper", "letter", "--booklet", "--seed", "5", "-o", target)
    assert done.exit_code == 0, done.stderr
    assert str(target) in done.stderr and target.exists()
    refused = cli("rulebook", "numen", "--booklet", "--pocket", "-o", tmp_path / "no.pdf")
    assert refused.exit_code == 2
    assert not (tmp_path / "no.pdf").exists()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("form, edition", [("normal", "home"), ("pocket", "home"), ("normal", "shop")])
def test_every_list_item_starts_its_own_line(game, lang, form, edition):
    """A template line closing a block keeps its line break, so the next item of a list is not glued to
    the end of the one before ("… exactly 50 mm.- pnp board …")."""
    blocks, _ = source(game, Text(lang), 1, form, edition)
    texts = [t for b in blocks for t in (getattr(b, "items", None) or (getattr(b, "text", "") or "",))]
    glued = [t for t in texts if re.search(r"[.!?»”)]- ", t)]
    assert glued == []


@pytest.mark.parametrize("game", GAMES)
def test_english_pocket_sheets_print_no_straight_apostrophe(books, game):
    assert "'" not in pdf_text(books(game, "en", "a4", "pocket"))


def body_sizes(book) -> set[float]:
    return {p.flowable.style.fontSize for page in book.pages for p in page.placed
            if isinstance(p.flowable, Paragraph) and p.flowable.style.name == "body"}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_pocket_text_longer_than_eight_panels_is_set_smaller_to_fit_them(paper):
    english = build("numen", PrintOptions("en", paper, 7), "pocket")
    german = build("numen", PrintOptions("de", paper, 7), "pocket")  # German runs about a quarter longer
    assert len(german.pages) == len(english.pages) == 8
    assert body_sizes(english) == {BODY_PT["pocket"]}
    (size,) = body_sizes(german)
    assert POCKET_LEAST_PT <= size < BODY_PT["pocket"]
