"""Print-shop presets: how a channel wants its files, from the specs such shops publish.

Two kinds: a generic channel (`digital`, `tiles`) prints every piece at its own size; a print-on-demand
service prints only the products it sells, so each kind of piece goes to the nearest of them (`Stock`),
scaled to its trim where the piece allows it, and the files take the form that service's upload asks
for: a PDF/X file per product, or a picture per face.
"""

from collections.abc import Mapping
from dataclasses import dataclass

from pnp.core.errors import PnpError

INCH = 25.4


@dataclass(frozen=True)
class Stock:
    """A product a service sells, that a kind of piece is printed as: its name there and its trim in mm."""

    name: str
    width: float
    height: float
    scale: bool = True  # the piece is scaled to the trim; else centred on it at its own size (a board's cells fit its pieces)
    most: int = 0  # the most pages or pieces one item holds (0: no limit)


@dataclass(frozen=True)
class Preset:
    """One channel's requirements: bleed, ink limit, and how the faces of two-sided pieces are ordered."""

    name: str
    summary: str
    bleed: float = 3.0  # mm beyond the trim on every side
    ink_limit: float = 300.0  # total area coverage, percent
    alternate_faces: bool = False  # a piece's back right after its front (else all fronts, then all backs)
    standard: str = "PDF/X-4"  # or "PDF/X-1a:2003", for shops whose workflow takes no transparency or layers
    die_line: bool = True  # the cut path of round and shaped pieces in the file, as a CutContour spot colour
    service: str = ""  # the print-on-demand service it is named after
    source: str = ""  # where that service publishes the specs
    safe: float = 3.0  # mm inside the trim that nothing which must survive the cut crosses
    images: int = 0  # a PNG picture per face at this resolution (dpi), in sRGB, instead of a PDF
    backs_first: bool = False  # each piece's back before its front
    stock: Mapping[str, Stock] | None = None  # by kind of piece ("board", "token", "card", "book"); None: all at own size


TAROT = Stock("tarot card, 2.75 x 4.75 in", 2.75 * INCH, 4.75 * INCH)

PRESETS = {
    preset.name: preset
    for preset in (
        Preset(
            "digital",
            "a digital print service: every board, piece and card face at trim size on its own page, 3 mm bleed, "
            "CMYK under 300 % ink, PDF/X-4; pieces' fronts first, then their backs in the same order",
        ),
        Preset(
            "tiles",
            "a card and tile maker: one page per face, each front followed by its back, 3 mm bleed, "
            "CMYK under 240 % ink for thick board stock, PDF/X-4",
            ink_limit=240.0,
            alternate_faces=True,
        ),
        Preset(
            "gamecrafter",
            "The Game Crafter: a PNG picture per face at 300 dpi with 1/8 in bleed (its templates' size), "
            "the board on a Bi-Fold Board, discs and tokens on Medium Circle Chits, the aid cards as a Tarot "
            "Deck, the rulebook as a Large Booklet",
            bleed=INCH / 8,
            safe=INCH / 8,
            alternate_faces=True,
            die_line=False,
            service="The Game Crafter",
            source="https://help.thegamecrafter.com/article/39-templates",
            images=300,
            stock={
                "board": Stock("Bi-Fold Board, 18 x 9 in", 9 * INCH, 18 * INCH, scale=False),
                "token": Stock("Medium Circle Chit, 0.75 in", 0.75 * INCH, 0.75 * INCH),
                "card": Stock("Tarot Deck, 2.75 x 4.75 in", TAROT.width, TAROT.height),
                "book": Stock("Large Booklet, 5 x 8 in", 5 * INCH, 8 * INCH, most=40),
            },
        ),
        Preset(
            "drivethrucards",
            "DriveThruCards: the aid cards as a deck of tarot cards, one PDF/X-1a:2003 file, each card's back "
            "then its front, 1/8 in bleed, CMYK under 240 % ink, no die line (the corners are cut round by "
            "the printer)",
            bleed=INCH / 8,
            safe=INCH / 8,
            ink_limit=240.0,
            standard="PDF/X-1a:2003",
            die_line=False,
            service="DriveThruCards",
            source="https://help.drivethrupartners.com/hc/de/articles/12780748203543",
            backs_first=True,
            stock={"card": TAROT},
        ),
        Preset(
            "makeplayingcards",
            "MakePlayingCards: the aid cards as tarot cards, a PNG picture per face at 300 dpi with the "
            "36 pixel (0.12 in) bleed and safe margin of its templates",
            bleed=36 / 300 * INCH,
            safe=36 / 300 * INCH,
            die_line=False,
            service="MakePlayingCards",
            source="https://www.makeplayingcards.com/faq-photo.aspx",
            alternate_faces=True,
            images=300,
            stock={"card": TAROT},
        ),
    )
}


class UnknownPreset(PnpError):
    """A preset name the shop output does not know."""


def preset(name: str) -> Preset:
    if name not in PRESETS:
        raise UnknownPreset(f"unknown preset {name!r}: choose from {', '.join(PRESETS)}")
    return PRESETS[name]
