"""Rulebooks for screens: the same template, facts and diagrams as the PDF, as one self-contained HTML page.

The parsed blocks become semantic HTML (headings, lists, notes, figures); each diagram is drawn by its
PDF drawing code through the SVG backend and carries a text alternative made from the position it
shows. The page holds its own style sheet and the book's fonts (cut to the characters it uses), and
needs nothing from the network: it reads on a phone, in a screen reader, and prints from the browser.
"""

import dataclasses
import re
from html import escape, unescape
from html.parser import HTMLParser
from pathlib import Path

from reportlab.lib.units import mm

from pnp.locales import Text
from pnp.render.fonts import BOLD, REGULAR
from pnp.render.svg import SvgCanvas, face_style
from pnp.render.surface import Ink, Surface
from pnp.render.symbols import SUN, SUN_MARKUP
from pnp.render.webfont import font_faces
from pnp.rulebook.book import DEFAULT_SEED, check, source
from pnp.rulebook.flow import LayoutError
from pnp.rulebook.markup import CODE_COLOUR, Box, Contents, Diagram, Heading, Items, PageBreak, Para

STYLE = Path(__file__).with_name("book.css")
FIGURE_MM = (170.0, 150.0)  # the room a diagram is drawn for: an A4 page's text width, most of its height
INLINE = {"b": "strong", "i": "em", "u": "u", "super": "sup", "sup": "sup", "sub": "sub", "br": "br"}


def html_book(game: str, lang: str, seed: int | None = None) -> str:
    """The rulebook of `game` in `lang` as one HTML document; `seed` picks the setups shown, as in the PDF."""
    check(game, "normal")
    seed = DEFAULT_SEED if seed is None else seed
    text = Text(lang)
    blocks, content = source(game, text, seed)
    sections = [plain(b.text) for b in blocks if isinstance(b, Heading) and b.level == 2]
    writer = _Writer(content.drawings, text, sections)
    body = "\n".join(writer.block(b) for b in blocks)
    title = next((plain(b.text) for b in blocks if isinstance(b, Heading) and b.level == 1), text(f"games.{game}.name"))
    words = {"title": title, "skip": text("rulebook.html.skip"), "footer": text("rulebook.html.seed", seed=seed)}
    shown = "".join(words.values()) + unescape(re.sub(r"<[^>]*>", "", body))
    fonts = f"{font_faces((REGULAR, BOLD), shown)}\n:root {{ --book-font: '{face_style(REGULAR)[0]}'; }}\n"
    return PAGE.format(
        lang=escape(lang), style=fonts + STYLE.read_text(encoding="utf-8"), body=body,
        **{key: escape(value) for key, value in words.items()},
    )


PAGE = """<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
{style}</style>
</head>
<body>
<a class="skip" href="#rules">{skip}</a>
<main id="rules">
{body}
</main>
<footer><p>{footer}</p></footer>
</body>
</html>
"""


class _Writer:
    """HTML for each block; section headings are numbered as the contents list links to them."""

    def __init__(self, drawings: dict, text: Text, sections: list[str]):
        self.drawings, self.text, self.sections = drawings, text, sections
        self.section = 0
        self.figures = 0

    def block(self, block) -> str:
        if isinstance(block, Heading):
            level = min(max(block.level, 1), 3)
            ident = ""
            if level == 2:
                self.section += 1
                ident = f' id="section-{self.section}"'
            return f"<h{level}{ident}>{inline(block.text)}</h{level}>"
        if isinstance(block, Para):
            if block.kind == "note":
                return f'<div class="note" role="note"><p>{inline(block.text)}</p></div>'
            return f'<p class="{block.kind}">{inline(block.text)}</p>'
        if isinstance(block, Items):
            tag = "ol" if block.numbered else "ul"
            return f"<{tag}>" + "".join(f"<li>{inline(item)}</li>" for item in block.items) + f"</{tag}>"
        if isinstance(block, Diagram):
            return self.figure(block)
        if isinstance(block, PageBreak):
            return ""
        if isinstance(block, Contents):
            return self.contents()
        if isinstance(block, Box):
            return self.box(block)
        return generic(block)

    def box(self, block: Box) -> str:
        """A framed summary (the turn at a glance): its title, then every block it holds."""
        inner = "".join(self.block(b) for b in block.blocks)
        return f'<aside class="box"><p class="box-title"><strong>{inline(block.title)}</strong></p>{inner}</aside>'

    def contents(self) -> str:
        if not self.sections:
            return ""
        title = escape(self.text("rulebook.contents"))
        links = "".join(f'<li><a href="#section-{n}">{escape(s)}</a></li>' for n, s in enumerate(self.sections, 1))
        heading = f'<h2 id="contents-title">{title}</h2>'
        return f'<nav class="contents" aria-labelledby="contents-title">{heading}<ol>{links}</ol></nav>'

    def figure(self, block: Diagram) -> str:
        if block.name not in self.drawings:
            raise LayoutError(f"the template asks for diagram {block.name!r}; this book has {', '.join(self.drawings)}")
        self.figures += 1
        drawing = self.drawings[block.name]
        label = self.text("rulebook.html.figure", n=self.figures)  # the caption follows as the figure's own name
        svg = diagram_svg(drawing, f"fig-{self.figures}", label, drawing.describe(self.text))
        return f'<figure>{svg}<figcaption>{inline(block.caption)}</figcaption></figure>'


def diagram_svg(drawing, prefix: str, title: str, description: str, room: tuple[float, float] = FIGURE_MM) -> str:
    """`drawing` at its natural size for `room` (mm), drawn by its own code into an SVG element."""
    w, h = drawing.size(*room)
    canvas = SvgCanvas(w * mm, h * mm, prefix)
    drawing.draw(Surface(canvas, Ink()), w, h)
    return canvas.svg(title, description)


def generic(block) -> str:
    """A block of a kind this page does not know: its text fields as paragraphs, its lists as lists."""
    name = re.sub(r"(?<!^)(?=[A-Z])", "-", type(block).__name__).lower()
    parts = []
    for f in dataclasses.fields(block) if dataclasses.is_dataclass(block) else ():
        value = getattr(block, f.name)
        if isinstance(value, str) and value:
            parts.append(f"<p>{inline(value)}</p>")
        elif isinstance(value, (tuple, list)) and value and all(isinstance(v, str) for v in value):
            parts.append("<ul>" + "".join(f"<li>{inline(v)}</li>" for v in value) + "</ul>")
    return f'<div class="block block-{name}">{"".join(parts)}</div>' if parts else ""


class _Inline(HTMLParser):
    """ReportLab's paragraph markup to HTML: bold and code kept, any other tag dropped for its text."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.open: list[str] = []

    def handle_starttag(self, tag, attrs):
        html_tag = INLINE.get(tag)
        if tag == "font":
            html_tag = "code" if dict(attrs).get("color", "").lower() == CODE_COLOUR else "span"
        self.open.append(html_tag or "")
        if html_tag:
            self.out.append(f"<{html_tag}>")
        if html_tag == "br":
            self.open.pop()

    def handle_endtag(self, tag):
        if tag == "br" or not self.open:
            return
        html_tag = self.open.pop()
        if html_tag:
            self.out.append(f"</{html_tag}>")

    def handle_data(self, data):
        self.out.append(escape(data, quote=False))


def inline(markup_text: str) -> str:
    """A block's paragraph markup as HTML phrasing content; ☉, which the PDF draws over an O, is the
    character itself (AK☉KA reads as written, not as AKOKA)."""
    parser = _Inline()
    parser.feed(markup_text.replace(SUN_MARKUP, SUN))
    parser.close()
    return "".join(parser.out) + "".join(f"</{t}>" for t in reversed(parser.open) if t)


def plain(markup_text: str) -> str:
    """A block's text without markup, as a reader would hear it."""
    return re.sub(r"<[^>]+>", "", inline(markup_text)).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
