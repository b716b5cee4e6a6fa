"""Signed Stacks tokens as every sheet draws them: one face of a two-sided token, and the side marks.

White and Black are told apart by lines, not colour, so greyscale printing and the ink-saver
variant keep the difference: a White token has a thin plain ring, a Black one a heavy ring with
notches round its edge (and, with full ink, a light grey face). The value is printed with a real
minus sign, whose width equals the plus sign's, so +n and −n sit on the same centre.
"""

import math

from reportlab.lib.units import mm

from pnp.games.stacks.edition import EDITION
from pnp.render.fonts import CAP_HEIGHT, cap_pt, text_width
from pnp.render.surface import WEIGHTS_MM, Surface

RING = 0.8  # the side ring's radius, as a share of the token's
NOTCHES = 12
MINUS = "\u2212"
UNDERLINED = (6, 9)  # values that read as each other upside down
UNDERLINE_GAP = 0.3  # mm at least between a digit and its bar


def face_label(value: int | None, positive: bool) -> str:
    """What a face shows: +7, −7, or only the sign on a blank token."""
    sign = "+" if positive else MINUS
    return sign if value is None else f"{sign}{abs(value)}"


def underline_digit(s: Surface, cx: float, cy: float, label: str, size: float) -> None:
    """A bar under the last digit of `label` (centred on (cx, cy) at `size` pt), so a 6 is never read as a 9.

    Bar and gap scale with the type, the gap never under UNDERLINE_GAP mm: on a small token a bar as heavy
    as a large one's would fuse with the digit."""
    right = cx + text_width(label, size, True) / 2 / mm
    left = right - text_width(label[-1], size, True) / mm
    weight = "bold" if size >= 14 else "normal" if size >= 8 else "thin"
    baseline = cy - CAP_HEIGHT / 2 * size / mm
    y = baseline - max(UNDERLINE_GAP, 0.09 * size / mm) - WEIGHTS_MM[weight] / 2
    s.line(left + 0.04 * size / mm, y, right - 0.04 * size / mm, y, weight)


def draw_face(
    s: Surface,
    cx: float,
    cy: float,
    diameter: float,
    colour: str,
    value: int | None,
    positive: bool = True,
    bleed: float = 0.0,
) -> None:
    """One face of a token centred on (cx, cy); its outline is the cut line.

    `value` is the magnitude (None: a blank token, a sign and a line to write on); `positive`
    picks the face. `bleed` mm of Black's grey face reach past the cut line (drawn last, on top),
    so a glued pair cut a little off its line shows no white rim.
    """
    r = diameter / 2
    if colour == "black":
        s.circle(cx, cy, r + bleed, None, fill=EDITION.black_face)
        s.circle(cx, cy, RING * r, "heavy" if diameter >= 12 else "bold")
        for k in range(NOTCHES):
            a = 2 * math.pi * (k + 0.5) / NOTCHES
            c, d = math.cos(a), math.sin(a)
            s.line(cx + 0.87 * r * c, cy + 0.87 * r * d, cx + 0.97 * r * c, cy + 0.97 * r * d, "bold")
    else:
        s.circle(cx, cy, RING * r, "thin")
    label = face_label(value, positive)
    if value is None:
        s.centred_text(cx - 0.36 * r, cy, label, cap_pt(0.42 * r), bold=True)
        s.line(cx - 0.12 * r, cy - 0.22 * r, cx + 0.52 * r, cy - 0.22 * r, "thin")
    else:
        size = s.centred_text(cx, cy, label, cap_pt(0.46 * r), bold=True, max_width=1.32 * r)
        if value in UNDERLINED:
            underline_digit(s, cx, cy, label, size)
    s.circle(cx, cy, r, "thin")  # the cut line, on top of the bleed
