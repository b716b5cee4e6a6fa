"""Signed Stacks token sheets: every token of a set for both sides, +n on the front and −n on the back.

The layout comes from `two_sided`: fold-and-glue by default (each back at the mirror image of its
front across the fold line), or duplex (a fronts page, then a backs page mirrored for a long-edge
flip and moved by the printer's back offset). Counts come from the rules engine's token sets; a
few blank tokens per side take values of the players' own.
"""

from dataclasses import dataclass

from pnp.core.errors import PnpError
from pnp.games.stacks.edition import EDITION
from pnp.games.stacks.rules import COLORS, token_set
from pnp.locales import Text
from pnp.render.cutfile import Cutter, CutSheet, PrintThenCut, SILHOUETTE, draw_registration
from pnp.render.document import Document, Part, PrintOptions
from pnp.render.frame import draw_title
from pnp.render.metadata import LONG_EDGE
from pnp.render.paper import SAFE_MARGIN, paper
from pnp.render.paragraph import line_or_lines
from pnp.render.surface import Surface
from pnp.sheets.layout import Box, content_box
from pnp.games.stacks.pieces import draw_face
from pnp.sheets.two_sided import MARK_ROOM, TwoSided, cut_sheet, cut_width, draw_page, duplex_layout, fold_layout

DIAMETERS = (12.0, 40.0)  # smallest and largest diameter offered
GAP = 3.0  # between tokens, wide enough for Black's bleed on both neighbours
BLEED = 1.5
HEADER = 26.0
MAX_BLANKS = 20


class BadTokens(PnpError):
    """A token sheet that cannot be made as asked."""


@dataclass(frozen=True)
class Token:
    """One token to print: its side and magnitude (None for a blank)."""

    colour: str
    value: int | None


def token_list(set_name: str, blanks: int = EDITION.blanks) -> list[Token]:
    """White's set and blanks, then Black's: the order the sheet prints them in."""
    if not 0 <= blanks <= MAX_BLANKS:
        raise BadTokens(f"blank tokens per side must be 0 to {MAX_BLANKS}, got {blanks}")
    values = token_set(set_name)
    return [Token(colour, v) for colour in COLORS for v in [*values, *[None] * blanks]]


def token_layout(
    paper_name: str,
    set_name: str = "classic",
    diameter: float = EDITION.token,
    duplex: bool = False,
    back_offset: tuple[float, float] = (0.0, 0.0),
    blanks: int = EDITION.blanks,
    marks: Cutter | None = None,
) -> tuple[TwoSided, list[Token]]:
    """Where every token's faces go on `paper_name`, clear of a cutting machine's `marks` if given, with the
    tokens in the same order."""
    if not DIAMETERS[0] <= diameter <= DIAMETERS[1]:
        raise BadTokens(f"token diameter must be {DIAMETERS[0]:g} to {DIAMETERS[1]:g} mm, got {diameter:g}")
    tokens = token_list(set_name, blanks)
    sheet = paper(paper_name, margin=marks.margin if marks else SAFE_MARGIN)
    area = content_box(sheet)
    area = Box(area.x, area.y, area.w, area.h - HEADER)
    black_starts = [next(i for i, t in enumerate(tokens) if t.colour == "black")]

    def laid_out(page_breaks: list[int]) -> TwoSided:
        if duplex:
            return duplex_layout(area, sheet.width, diameter, diameter, len(tokens), GAP, back_offset, black_starts,
                                 page_breaks=page_breaks)
        return fold_layout(area, diameter, diameter, len(tokens), GAP, black_starts, marks=marks, page_breaks=page_breaks)

    layout = laid_out([])
    if layout.placements[-1].page > 0:  # more than one page (or sheet): Black starts its own, so no page is left near empty
        layout = laid_out(black_starts)
    return layout, tokens


def draw_token_pages(doc: Document, set_name: str, layout: TwoSided, tokens: list[Token], marks: Cutter | None = None) -> None:
    def face(positive: bool):
        def draw(s: Surface, box: Box, index: int) -> None:
            token = tokens[index]
            draw_face(s, box.x + box.w / 2, box.y + box.h / 2, box.w, token.colour, token.value, positive, BLEED)

        return draw

    for page in range(layout.pages):
        s = doc.new_page()
        if layout.fronts(page):
            _header(s, doc, set_name, layout, tokens, "cricut" if isinstance(marks, PrintThenCut) else layout.mode)
        draw_page(s, layout, page, face(True), face(False), round_pieces=True)
        if marks is not None:
            draw_registration(s, marks, cut_width(layout, page, doc.info.paper.width), doc.info.paper.height)
        if layout.mode == "fold" and layout.fronts(page):
            _fold_labels(s, layout, page, doc.text)


def _header(s: Surface, doc: Document, set_name: str, layout: TwoSided, tokens: list[Token], how: str) -> None:
    """Title, the set, and how to make the tokens: fold and glue, print both sides, or Cricut's Print Then Cut."""
    text, area = doc.text, content_box(doc.info.paper)
    size = layout.placements[0].front.w
    base = draw_title(s, doc.info, text, max_width=110)
    s.text(area.right, base, text("stacks.tokens.about", set=text(f"stacks.set.{set_name}"), size=f"{size:g}"), 8.5,
           align="right", max_width=area.w - 115)
    blanks = sum(t.value is None for t in tokens) // len(COLORS)
    values = ", ".join(str(v) for v in token_set(set_name))
    lines = [
        text("stacks.tokens.per_side", values=values) + " " + text.plural("stacks.tokens.blanks", blanks),
        text("stacks.tokens.sides"),
        text(f"stacks.tokens.how.{how}"),
    ]
    y = area.top - 11
    for line in lines:
        y = line_or_lines(s, area.x, y, line, 7.5, area.w, step=3.8)


def _fold_labels(s: Surface, layout: TwoSided, page: int, text: Text) -> None:
    """'fronts' and 'backs' above the two halves, and 'fold' just above the top of the fold line (which
    ends MARK_ROOM above the pieces), clear of it."""
    fronts, backs = layout.fronts(page), layout.backs(page)
    top = max(p.front.top for p in fronts) + MARK_ROOM + 1.2
    for boxes, key in (([p.front for p in fronts], "fronts"), ([p.back for p in backs], "backs")):
        left, right = min(b.x for b in boxes), max(b.right for b in boxes)
        s.text((left + right) / 2, top, text(f"stacks.tokens.{key}"), 7, bold=True, align="center")
    s.text(layout.fold_x, top, text("stacks.tokens.fold"), 7, align="center")


def tokens_part(
    options: PrintOptions,
    set_name: str = "classic",
    diameter: float = EDITION.token,
    duplex: bool = False,
    back_offset: tuple[float, float] = (0.0, 0.0),
    blanks: int = EDITION.blanks,
    marks: Cutter | None = None,
) -> Part:
    """Both sides' tokens, fold-and-glue or duplex; with the `marks` a print-then-cut machine finds, if given
    (the options' margin being theirs)."""
    layout, tokens = token_layout(options.paper, set_name, diameter, duplex, back_offset, blanks, marks)
    info = options.info("stacks", "stacks.sheet.tokens")
    duplex_hint = LONG_EDGE if duplex else None
    return Part("stacks-tokens", info, lambda doc: draw_token_pages(doc, set_name, layout, tokens, marks), duplex_hint, two_sided=True)


def token_cut_sheets(
    paper_name: str,
    set_name: str = "classic",
    diameter: float = EDITION.token,
    duplex: bool = False,
    back_offset: tuple[float, float] = (0.0, 0.0),
    blanks: int = EDITION.blanks,
    marks: Cutter = SILHOUETTE,
) -> dict[int, CutSheet]:
    """The cut file of every page with tokens to cut, by page number from 1."""
    layout, _ = token_layout(paper_name, set_name, diameter, duplex, back_offset, blanks, marks)
    sheet = paper(paper_name)
    pages = {page + 1: cut_sheet(layout, page, sheet.width, sheet.height, marks) for page in range(layout.pages)}
    return {number: cuts for number, cuts in pages.items() if cuts.cuts}
