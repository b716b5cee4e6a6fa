"""OGAMA's pieces as every sheet draws them (discs, the OGAMA emblem, toads), and the sheets' wrapped text.

Orange discs are light with a ring of dots and the letter O; Black discs are dark with a solid ring
and the letter B (О and Ч in Russian). Those marks are lines and letters, so they survive black-and-
white printing and the ink-saver variant, where fills vanish and a white mark would too. The toads
follow suit in ink-saver: a black outline, bold for Black's toad, and a larger letter.
"""

import math
from dataclasses import replace


from pnp.games.ogama.rules import BLACK, ORANGE
from pnp.locales import Text
from pnp.render.fonts import cap_pt
from pnp.render.surface import SMALLEST_PT, Colour, Surface, fit_size
from pnp.games.ogama.toad import BELLY, SILHOUETTE, SILHOUETTE_START, Pen, ToadStyle, draw_toad

DARK: Colour = (0.16, 0.08, 0.06)  # the orange pieces' lines: a warm near-black a press prints on two plates
WHITE: Colour = (1.0, 1.0, 1.0)
DISC_FILL: dict[str, Colour] = {ORANGE: (0.97, 0.6, 0.2), BLACK: (0.16, 0.16, 0.16)}
TINT: dict[str, Colour] = {ORANGE: (1.0, 0.9, 0.78), BLACK: (0.88, 0.88, 0.88)}  # home-row bands
CUT_LINE: dict[str, Colour] = {ORANGE: DARK, BLACK: (0.6, 0.6, 0.6)}  # a cut line seen on the disc's own bleed
RING = 0.78  # the colour mark's radius, as a share of the disc's
DOTS = 18

BROWN: Colour = (0.2, 0.14, 0.12)  # the orange toad's lines: a dark brown a press prints on two plates
# The players' toads: Orange's is spotted, Black's plain, so the two differ in a black-and-white print too.
TOADS: dict[str, ToadStyle] = {
    ORANGE: ToadStyle(body=DISC_FILL[ORANGE], belly=(1.0, 0.87, 0.64), outline=BROWN, face=BROWN,
                      cheek=(0.98, 0.45, 0.38), spots=True),
    BLACK: ToadStyle(body=(0.2, 0.2, 0.2), belly=(0.84, 0.84, 0.84), outline=(0.0, 0.0, 0.0), face=(0.92, 0.92, 0.92),
                     cheek=(0.48, 0.32, 0.36), spots=False),
}
# Ink-saver toads: no fill tells them apart, so the outline does, as the ring does on their discs.
SAVER_OUTLINE: dict[str, str] = {ORANGE: "normal", BLACK: "bold"}
# The emblem on an OGAMA disc: a pale toad that stands out on the disc's own colour.
EMBLEMS: dict[str, ToadStyle] = {
    ORANGE: ToadStyle(body=(1.0, 0.9, 0.72), belly=(1.0, 0.97, 0.9), outline=DARK, face=DARK,
                      cheek=(0.98, 0.45, 0.38), spots=False),
    BLACK: ToadStyle(body=(0.78, 0.78, 0.78), belly=(0.95, 0.95, 0.95), outline=(0.0, 0.0, 0.0), face=(0.1, 0.1, 0.1),
                     cheek=(0.48, 0.32, 0.36), spots=False),
}


def mark_colour(s: Surface, colour: str) -> Colour:
    """Lines and letters on a disc: white on Black's dark fill, dark where there is no fill to stand on."""
    if colour == ORANGE:
        return DARK
    return (0.0, 0.0, 0.0) if s.ink.saver else WHITE


def draw_disc(
    s: Surface, cx: float, cy: float, diameter: float, colour: str, text: Text, ogama: bool = False, bleed: float = 0.0
) -> None:
    """One disc of `diameter` mm centred on (cx, cy): its outline is the cut line; OGAMA discs carry the emblem.

    A disc to be cut out (`bleed` > 0) has its colour reach that far past the cut line, which is drawn
    on top. Each kind of disc is drawn once per document and placed as a form wherever it recurs.
    """
    r = diameter / 2 + bleed + 0.5
    name = f"disc{colour[0]}{int(ogama)}{diameter:g}{bleed:g}{text.lang}{int(s.ink.saver)}"
    s.stamp(name, lambda s: disc_face(s, diameter, colour, text, ogama, bleed), cx, cy, (-r, -r, r, r))


def disc_face(s: Surface, diameter: float, colour: str, text: Text, ogama: bool, bleed: float) -> None:
    """The drawing of a disc centred on the origin, its colour `bleed` mm past the cut circle drawn last."""
    cx = cy = 0.0
    r = diameter / 2
    mark = mark_colour(s, colour)
    s.circle(cx, cy, r + bleed, None, fill=DISC_FILL[colour])
    if colour == ORANGE:
        for k in range(DOTS):
            a = 2 * math.pi * k / DOTS
            s.circle(cx + RING * r * math.cos(a), cy + RING * r * math.sin(a), 0.05 * r, "hair", mark, fill=mark)
    else:
        s.circle(cx, cy, RING * r, "bold" if r >= 6 else "thin", mark)
    if ogama:
        width = 1.04 * r
        draw_toad(s, cx, cy + 0.1 * r, width, EMBLEMS[colour], detail=False)
        word = text("ogama.emblem")
        size = fit_size(word, cap_pt(0.15 * r), 1.1 * r, bold=True)
        if size >= max(s.min_text, SMALLEST_PT):  # too small to read, the word is left to the emblem it names
            s.centred_text(cx, cy - 0.5 * r, word, size, bold=True, colour=mark)
    elif cap_pt(0.62 * r) >= max(s.min_text, SMALLEST_PT):  # a disc drawn too small to letter is told by its colour
        s.centred_text(cx, cy, text(f"ogama.letter.{colour}"), cap_pt(0.62 * r), bold=True, colour=mark)
    s.circle(cx, cy, r, "thin", CUT_LINE[colour] if bleed else (0.0, 0.0, 0.0))


def draw_toad_piece(s: Surface, cx: float, cy: float, width: float, colour: str, text: Text, halo: bool = False) -> None:
    """A player's toad `width` mm wide (ASPECT times that tall) centred on (cx, cy), its letter on the belly.

    `halo` rings it in white, for a toad standing on a disc. In ink-saver its lines turn black and its
    silhouette is drawn again at its colour's weight, so the toad reads without fills.
    """
    style, saver = TOADS[colour], s.ink.saver
    if saver:
        style = replace(style, outline=(0.0, 0.0, 0.0), face=(0.0, 0.0, 0.0))
    draw_toad(s, cx, cy, width, style, detail=width >= 14, halo=halo)
    if saver:
        Pen(s, cx, cy, width).shape(SILHOUETTE_START, SILHOUETTE, SAVER_OUTLINE[colour], style.outline)
    k = width / 2
    letter = cap_pt((0.4 if saver else 0.3) * k)
    if letter >= max(s.min_text, SMALLEST_PT):  # a toad drawn too small to letter is told by its colour
        s.centred_text(cx + BELLY[0] * k, cy + BELLY[1] * k, text(f"ogama.letter.{colour}"), letter, bold=True)
