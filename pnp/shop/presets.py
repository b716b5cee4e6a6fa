"""Print-shop presets: how a channel wants its files, from the specs such shops publish."""

from dataclasses import dataclass

from pnp.core.errors import PnpError


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


PRESETS = {
    preset.name: preset
    for preset in (
        Preset(
            "digital",
            "a digital print service: every board and piece face at trim size on its own page, 3 mm bleed, "
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
            "cards",
            "a card printer that asks for PDF/X-1a: one page per face, each front followed by its back, "
            "3 mm bleed, CMYK under 240 % ink, no die lines (it cuts from a die file of its own)",
            ink_limit=240.0,
            alternate_faces=True,
            standard="PDF/X-1a:2003",
            die_line=False,
        ),
    )
}


class UnknownPreset(PnpError):
    """A preset name the shop output does not know."""


def preset(name: str) -> Preset:
    if name not in PRESETS:
        raise UnknownPreset(f"unknown preset {name!r}: choose from {', '.join(PRESETS)}")
    return PRESETS[name]
