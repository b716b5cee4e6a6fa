"""Rulebooks for screens and for low vision: the HTML page (structure a screen reader needs, diagrams drawn
by the PDF's own code as SVG, text alternatives from the positions shown, nothing fetched from outside)
and the large-print PDF (body text measured on the page)."""

import base64
import io
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from functools import cache
from html import unescape
from html.parser import HTMLParser

import pytest
from fontTools.ttLib import TTFont
from pypdf import PdfReader
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from pnp.games.numen import rules as numen
from pnp.locales import Text
from pnp.render.document import PrintOptions, write_part
from pnp.render.surface import Ink, Surface
from pnp.render.svg import SHAPES, SvgCanvas
from pnp.registry import games
from pnp.rulebook import rulebook_part
from pnp.rulebook.book import build, markup
from pnp.rulebook.content import game_content
from pnp.rulebook.flow import Figure
from pnp.rulebook.html import FIGURE_MM, generic, html_book, plain
from pnp.rulebook.markup import Diagram, Items, Para, parse

LANGS = ("ru", "en")
SEED = 7
GAMES = [spec.id for spec in games() if spec.rulebook]
SVG = "{http://www.w3.org/2000/svg}"


@cache
def page(game: str, lang: str) -> str:
    return html_book(game, lang, SEED)


class Outline(HTMLParser):
    """What a screen reader navigates by: the document's language, its landmarks and headings; and every
    element closed where it should be."""

    VOID = {"meta", "br", "img", "link", "input", "hr"}

    def __init__(self):
        super().__init__()
        self.lang = None
        self.headings: list[int] = []
        self.tags = Counter()
        self.open: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "html":
            self.lang = dict(attrs).get("lang")
        if re.fullmatch(r"h[1-6]", tag):
            self.headings.append(int(tag[1]))
        self.tags[tag] += 1
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags[tag] += 1

    def handle_endtag(self, tag):
        assert self.open and self.open[-1] == tag, f"</{tag}> closes <{self.open[-1] if self.open else None}>"
        self.open.pop()


def outline(html: str) -> Outline:
    o = Outline()
    o.feed(html)
    o.close()
    assert not o.open, f"unclosed: {o.open}"
    return o


def svgs(html: str) -> list[ET.Element]:
    """Every inline SVG, parsed as the XML it must be."""
    return [ET.fromstring(m) for m in re.findall(r"<svg .*?</svg>", html, flags=re.S)]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_the_page_is_well_formed_and_navigable(game, lang):
    html = page(game, lang)
    assert html.startswith("<!DOCTYPE html>")
    o = outline(html)
    assert o.lang == lang
    assert o.headings.count(1) == 1 and o.headings[0] == 1
    assert all(b - a <= 1 for a, b in zip(o.headings, o.headings[1:])), f"a heading level is skipped: {o.headings}"
    assert o.tags["main"] == 1 and o.tags["title"] >= 1
    assert 'name="viewport"' in html


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_diagram_the_template_asks_for_is_an_svg_with_a_text_alternative(game, lang):
    html = page(game, lang)
    text = Text(lang)
    content = game_content(game, SEED, text)
    asked = re.findall(r"^@diagram\s+(\w+):", markup(game, text, "normal", {**content.context, "seed": SEED}), flags=re.M)
    drawn = svgs(html)
    assert len(drawn) == len(asked) == html.count("<figure>") == html.count("<figcaption>") > 0
    for svg, name in zip(drawn, asked):
        assert svg.get("role") == "img"
        title, desc = svg.find(f"{SVG}title"), svg.find(f"{SVG}desc")
        assert title is not None and title.text.strip()
        assert desc.text.strip() == content.drawings[name].describe(text)
        assert set(svg.get("aria-labelledby").split()) == {title.get("id"), desc.get("id")}
        assert len(svg.findall(f".//{SVG}line")) + len(svg.findall(f".//{SVG}rect")) > 0


def test_the_text_alternative_names_every_digit_of_the_board_shown():
    content = game_content("numen", SEED, Text("en"))
    for name in ("setup", "midgame"):
        board = content.drawings[name]
        words = board.describe(Text("en"))
        assert f"The Eye ({numen.EYE}) shows {board.setup.eye}" in words
        for cell, digit in board.setup.cells.items():
            assert f"{cell} {digit}" in words
        assert all(cell in words.split("rossed out:")[-1] for cell in board.crossed)
    assert "Зачёркнуты" in game_content("numen", SEED, Text("ru")).drawings["midgame"].describe(Text("ru"))


def test_the_text_alternative_gives_a_move_and_whether_the_rules_allow_it():
    drawings = game_content("stacks", SEED, Text("en")).drawings
    words = drawings["climbs"].describe(Text("en"))
    assert words.startswith("Example 1: Tokens, bottom to top: a1 white")
    assert "move from a1 to c1: allowed" in words.lower() and "not allowed" in words


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_the_page_needs_nothing_from_outside(game, lang):
    html = page(game, lang)
    assert not re.search(r"""(src|href)\s*=\s*["'](?!#)""", html), "a link or source leaves the page"
    assert "@import" not in html and "url(http" not in html and "<script" not in html
    assert "@media print" in html and "max-width: 100%" in html


class Counting:
    """A ReportLab canvas that counts its painting calls: the PDF side of a drawing, operation by operation."""

    PAINT = {"line", "rect", "roundRect", "circle", "ellipse", "bezier", "drawPath",
             "drawString", "drawCentredString", "drawRightString", "doForm"}

    def __init__(self, canvas):
        self.canvas, self.count = canvas, 0

    def __getattr__(self, name):
        attr = getattr(self.canvas, name)
        if name in self.PAINT:
            return self.counted(attr)
        if name == "beginText":
            return lambda *a: CountingText(attr(*a), self)
        if name == "drawText":
            return lambda t: attr(t.inner)
        return attr

    def counted(self, paint):
        def call(*args, **kwargs):
            self.count += 1
            return paint(*args, **kwargs)

        return call


class CountingText:
    def __init__(self, inner, owner: Counting):
        self.inner, self.owner = inner, owner

    def __getattr__(self, name):
        attr = getattr(self.inner, name)
        return self.owner.counted(attr) if name == "textOut" else attr


@pytest.mark.parametrize("game", GAMES)
def test_the_svg_draws_every_shape_the_pdf_draws(game, tmp_path):
    """Each diagram is drawn once through ReportLab and once through the SVG backend: the same operations."""
    for name, drawing in game_content(game, SEED, Text("en")).drawings.items():
        w, h = drawing.size(*FIGURE_MM)
        counting = Counting(Canvas(str(tmp_path / f"{name}.pdf"), pagesize=(w * mm, h * mm)))
        drawing.draw(Surface(counting, Ink()), w, h)
        svg_canvas = SvgCanvas(w * mm, h * mm, name)
        drawing.draw(Surface(svg_canvas, Ink()), w, h)
        root = ET.fromstring(svg_canvas.svg("t", "d"))
        clip_shapes = sum(len(clip) for clip in root.iter(f"{SVG}clipPath"))
        shapes = sum(1 for el in root.iter() if el.tag.removeprefix(SVG) in SHAPES) - clip_shapes
        assert shapes == counting.count > 0, name


def test_an_svg_keeps_the_geometry_it_was_given():
    canvas = SvgCanvas(100, 50, "t")
    s = Surface(canvas, Ink())
    s.rect(10, 5, 20, 8, fill=(1, 0, 0))
    s.centred_text(20, 9, "4", 12, bold=True)
    root = ET.fromstring(canvas.svg("a", "b"))
    rect = root.find(f".//{SVG}rect")
    box = [float(rect.get(k)) for k in ("x", "y", "width", "height")]
    assert box == pytest.approx([10 * mm, 5 * mm, 20 * mm, 8 * mm], abs=1e-3)
    assert rect.get("fill") == "#ff0000"
    text = root.find(f".//{SVG}text")
    assert text.text == "4" and text.get("font-weight") == "bold" and text.get("text-anchor") == "middle"
    assert root.get("viewBox") == "0 0 100 50"


@dataclass(frozen=True)
class TurnSummary:
    title: str
    steps: tuple[str, ...]


def test_a_block_the_page_does_not_know_still_comes_out():
    out = generic(TurnSummary("On your <b>turn</b>", ("roll", "cross &amp; out")))
    assert out.startswith('<div class="block block-turn-summary">')
    assert "<strong>turn</strong>" in out and "<li>cross &amp; out</li>" in out


def test_the_cli_writes_the_page_and_refuses_two_forms(cli, tmp_path):
    target = tmp_path / "rules.html"
    done = cli("rulebook", "kukreno", "--html", "--lang", "ru", "--seed", str(SEED), "-o", target)
    assert done.exit_code == 0, done.stderr
    assert str(target) in done.stderr and target.read_text(encoding="utf-8") == page("kukreno", "ru")
    refused = cli("rulebook", "kukreno", "--html", "--large", "-o", tmp_path / "no.html")
    assert refused.exit_code == 2 and not (tmp_path / "no.html").exists()


def chunks(path) -> list[tuple[str, float]]:
    """(text, font size in points as set on the page) of every piece of text a PDF draws."""
    found = []
    for pdf_page in PdfReader(path).pages:
        def visit(text, cm, tm, font, size):
            if text.strip() and size:
                found.append((text.strip().replace("\u00a0", " "), round(size * (abs(tm[3] * cm[3]) or abs(tm[1] * cm[1])), 1)))
        pdf_page.extract_text(visitor_text=visit)
    return found


def starts(game: str, lang: str) -> set[str]:
    """The first words of every paragraph, list item, note and caption of a book."""
    text = Text(lang)
    content = game_content(game, SEED, text)
    blocks = parse(markup(game, text, "normal", {**content.context, "seed": SEED}), lang)
    pieces = [b.text for b in blocks if isinstance(b, Para)] + [b.caption for b in blocks if isinstance(b, Diagram)]
    pieces += [item for b in blocks if isinstance(b, Items) for item in b.items]
    firsts = (plain(p).replace("\u00a0", " ") for p in pieces)
    return {first[:14] for first in firsts if len(first) >= 14}


@pytest.mark.parametrize(
    "game, lang, paper", [("numen", "ru", "a4"), ("ogama", "en", "letter"), ("kukreno", "en", "a4"), ("stacks", "ru", "letter")]
)
def test_large_print_sets_the_text_at_16_pt_or_more(game, lang, paper, tmp_path):
    """Every paragraph, item, note and caption found by its first words is set at 16 pt or more."""
    large, normal = tmp_path / "large.pdf", tmp_path / "normal.pdf"
    write_part(large, rulebook_part(game, PrintOptions(lang, paper, SEED), "large"))
    write_part(normal, rulebook_part(game, PrintOptions(lang, paper, SEED), "normal"))
    wanted = starts(game, lang)

    def sizes(path):
        """Each start's size, found where a chunk begins with it, or a chunk is its first words (a bold
        lead-in such as "Count." is a chunk of its own)."""
        return {
            start: size for text, size in chunks(path) for start in wanted
            if text.startswith(start) or (len(text) >= 4 and text[-1] in ".:" and start.startswith(text))
        }

    large_sizes, normal_sizes = sizes(large), sizes(normal)
    assert len(large_sizes) > 0.8 * len(wanted)
    assert min(large_sizes.values()) >= 16.0
    assert min(normal_sizes.values()) < 10.0
    assert len(PdfReader(large).pages) > len(PdfReader(normal).pages)


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_carries_the_books_font_for_every_character_it_shows(lang):
    html = page("stacks", lang)
    faces = re.findall(r"@font-face \{ font-family: '([^']+)'; font-weight: (\w+);.*?base64,([A-Za-z0-9+/=]+)", html)
    assert {weight for _, weight, _ in faces} == {"normal", "bold"}
    shown = set(unescape(re.sub(r"<[^>]*>", "", html.split("<body>")[1]))) - set("\n\t\u00a0")
    for family, _, data in faces:
        assert f"font-family=\"'{family}', sans-serif\"" in html  # the diagrams' text asks for it by name
        cmap = TTFont(io.BytesIO(base64.b64decode(data))).getBestCmap()
        assert not {ch for ch in shown if ord(ch) not in cmap}


def test_large_print_draws_the_diagrams_larger():
    def widths(form):
        pages = build("numen", PrintOptions("en", "a4", SEED), form).pages
        return [p.flowable.dw for page in pages for p in page.placed if isinstance(p.flowable, Figure)]

    normal, large = widths("normal"), widths("large")
    assert len(normal) == len(large) > 0
    assert all(b >= 1.4 * a for a, b in zip(normal, large))


def test_the_library_entry_loads_no_command_line():
    """`html_book()` for a program that embeds pnp: the book without Typer, click or any command module."""
    script = (
        "import sys\n"
        "from pnp.rulebook.html import html_book\n"
        "page = html_book('ogama', 'en', 3)\n"
        "assert page.startswith('<!DOCTYPE html>'), page[:40]\n"
        "print(sorted(m for m in sys.modules if m.startswith(('pnp.cli', 'pnp.commands', 'typer', 'click'))))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout == "[]\n"
def block_texts(block) -> list[str]:
    """What a reader of the PDF book reads in `block`: its text, title, items or caption, and those of the
    blocks a box holds."""
    from pnp.rulebook.markup import Box, Heading

    if isinstance(block, Box):
        return [block.title] + [t for inner in block.blocks for t in block_texts(inner)]
    if isinstance(block, (Heading, Para)):
        return [block.text]
    if isinstance(block, Items):
        return list(block.items)
    if isinstance(block, Diagram):
        return [block.caption]
    return []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_the_page_holds_every_block_of_the_pdf_book(game, lang):
    """The turn summary's steps, every note and caption: nothing the printed book says is missing on screen."""
    from pnp.rulebook.book import source

    blocks, _ = source(game, Text(lang), SEED)
    main = re.search(r"<main.*?</main>", page(game, lang), flags=re.S)[0]
    shown = " ".join(unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<svg .*?</svg>", " ", main, flags=re.S))).split())
    squeeze = lambda s: re.sub(r"\s+", "", s.replace("\u00a0", " "))  # noqa: E731
    wanted = [t for b in blocks for t in block_texts(b) if plain(t).strip()]
    assert ('<aside class="box">' in main) == any(type(b).__name__ == "Box" for b in blocks), "a box shows as a box"
    for words in wanted:
        assert squeeze(plain(words)) in squeeze(shown), plain(words)[:80]


@pytest.mark.parametrize("lang", LANGS)
def test_the_designer_reads_as_signed(lang):
    """☉ is drawn over an O in the PDF; on screen it is the character itself."""
    html = page("kukreno", lang)
    assert "AK☉KA" in html and "AKOKA" not in html
