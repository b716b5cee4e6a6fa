"""Sheet colours as a print shop's press prints them: sRGB turned into CMYK through the bundled FOGRA39
profile by LittleCMS in floating point (`pnp.shop.lcms`), relative colorimetric with black-point
compensation, and held to what a press can register.

Every colour is built for its use, and its print is measured against the screen colour in CIEDE2000
(ΔE00) through the same profile:

- black and greys on fine marks (text, lines under 1 pt, small fills) and lines print on the black
  plate alone (`key`): sRGB black is solid black, K 100, a grey the K tint that prints as light as
  the grey does once black is scaled to the press's black (black-point compensation);
- a fine coloured mark prints on at most two plates (`two_plate`), the pair and their tints that come
  closest to the colour: one plate cannot say a dark blue or a brown, and four plates never register
  closely enough for a letter or a hairline, but two keep a mark readable if they drift;
- areas and wide lines go through the profile (`refined`), a dark grey area becoming the profile's
  rich black, and every mix is held to the preset's ink limit by giving up cyan, magenta and yellow in
  proportion, never black, with room left for solid black text overprinting an area (cyan, magenta
  and yellow together at most the limit less 100 %); wide lines, which carry no text, are held to the
  limit itself.
"""

import itertools
from functools import lru_cache
from pathlib import Path

from pnp.shop import lcms

PROFILE = Path(__file__).with_name("pnp-cmyk-fogra39.icc")
NEUTRAL = 0.02  # the largest spread of r, g, b still taken for a grey
FINE_PLATES = 2  # plates a fine coloured mark may use
GRID = 5.0  # percent: the first search's step over two plates' tints, refined down to STEPS[-1]
STEPS = (2.0, 1.0, 0.5, 0.25)

RGB = tuple[float, float, float]
CMYK = tuple[float, float, float, float]
Lab = tuple[float, float, float]


@lru_cache(maxsize=1)
def _transforms():
    press = lcms.profile(PROFILE.read_bytes())
    to_press = lcms.Transform(lcms.srgb(), lcms.RGB_DBL, press, lcms.CMYK_DBL, lcms.BLACK_POINT_COMPENSATION)
    printed = lcms.Transform(press, lcms.CMYK_DBL, lcms.lab(), lcms.LAB_DBL)
    seen = lcms.Transform(lcms.srgb(), lcms.RGB_DBL, lcms.lab(), lcms.LAB_DBL)
    return to_press, printed, seen


@lru_cache(maxsize=4096)
def profile_cmyk(rgb: RGB) -> CMYK:
    """The profile's CMYK (0 to 1, four decimals) for an sRGB colour (components 0 to 1)."""
    c, m, y, k = (round(min(100.0, max(0.0, v)) / 100, 4) for v in _transforms()[0](rgb))
    return c, m, y, k


@lru_cache(maxsize=65536)
def printed_lab(cmyk: CMYK) -> Lab:
    """What a CMYK colour looks like printed on the profile's paper (CIELAB, paper white L* 100)."""
    lightness, a, b = _transforms()[1](tuple(100 * v for v in cmyk))
    return lightness, a, b


@lru_cache(maxsize=4096)
def screen_lab(rgb: RGB) -> Lab:
    """The sRGB colour in CIELAB, as the sheet means it."""
    lightness, a, b = _transforms()[2](rgb)
    return lightness, a, b


def luminance(lightness: float) -> float:
    """CIE Y (0 to 1) of an L*."""
    f = (lightness + 16) / 116
    return f**3 if f > 6 / 29 else 3 * (6 / 29) ** 2 * (f - 4 / 29)


SOLID_BLACK: CMYK = (0.0, 0.0, 0.0, 1.0)


def aim(rgb: RGB, use: str) -> Lab:
    """The colour a print of `rgb` for `use` is measured against: the screen colour with black-point
    compensation, as the conversion itself makes it, to the black its build can reach: solid black for
    marks and lines, the profile's darkest mix for areas. No press prints sRGB's black."""
    darkest = SOLID_BLACK if use != "area" else profile_cmyk((0.0, 0.0, 0.0))
    return lcms.compensated(screen_lab(rgb), printed_lab(darkest))


def delta_e(rgb: RGB, cmyk: CMYK, use: str) -> float:
    """CIEDE2000 distance between the colour a sheet asks for `use` and the one the press prints."""
    return lcms.delta_e00(aim(rgb, use), printed_lab(cmyk))


def within(cmyk: CMYK, ink_limit: float, black_room: bool = False) -> CMYK:
    """`cmyk` with its cyan, magenta and yellow cut in proportion until the total ink is at most `ink_limit` %;
    with `black_room`, until they leave room for solid black instead, so that black text overprinting
    the colour still keeps the total within the limit."""
    c, m, y, k = cmyk
    room, total = ink_limit / 100 - (1 if black_room else k), c + m + y
    if total > room:
        c, m, y = (round(v * room / total, 4) for v in (c, m, y))
    return c, m, y, k


def neutral(rgb: RGB) -> bool:
    return max(rgb) - min(rgb) < NEUTRAL


@lru_cache(maxsize=4096)
def key(rgb: RGB) -> CMYK:
    """The black-plate tint that prints as light as `rgb` does with black-point compensation to solid
    black: sRGB black is K 100. Found by bisection on the profile's own K-only ramp."""
    target = luminance(aim(rgb, "fine")[0])
    low, high = 0.0, 1.0
    for _ in range(14):
        mid = (low + high) / 2
        if luminance(printed_lab((0.0, 0.0, 0.0, mid))[0]) > target:
            low = mid
        else:
            high = mid
    return 0.0, 0.0, 0.0, round((low + high) / 2, 3)


def _descend(rgb: RGB, use: str, start: CMYK, plates, allowed) -> CMYK:
    """`start` with the tints of `plates` moved in the steps of STEPS while that brings its print closer to
    `rgb` for `use` and `allowed` holds."""
    best, error = start, delta_e(rgb, start, use)
    for step in STEPS:
        improved = True
        while improved:
            improved = False
            for plate, sign in itertools.product(plates, (1, -1)):
                values = list(best)
                values[plate] = min(1.0, max(0.0, round(values[plate] + sign * step / 100, 4)))
                c, m, y, k = values
                candidate = (c, m, y, k)
                if not allowed(candidate):
                    continue
                distance = delta_e(rgb, candidate, use)
                if distance < error - 1e-9:
                    best, error, improved = candidate, distance, True
    return best


@lru_cache(maxsize=4096)
def two_plate(rgb: RGB, ink_limit: float) -> CMYK:
    """The build on at most two plates whose print comes closest to `rgb`: each pair of plates searched
    on a GRID % grid, the best refined."""
    grid = [round(GRID * k / 100, 4) for k in range(int(100 / GRID) + 1)]
    found: list[tuple[float, CMYK, tuple[int, ...]]] = []
    for pair in itertools.combinations(range(4), FINE_PLATES):
        for a, b in itertools.product(grid, grid):
            values = [0.0, 0.0, 0.0, 0.0]
            values[pair[0]], values[pair[1]] = a, b
            c, m, y, k = values
            if (a + b) * 100 <= ink_limit:
                found.append((delta_e(rgb, (c, m, y, k), "fine"), (c, m, y, k), pair))
    _, start, pair = min(found)
    plates = [p for p in pair if start[p] > 0]
    return _descend(rgb, "fine", start, plates, lambda cmyk: sum(cmyk) * 100 <= ink_limit + 1e-9)


def press_colour(rgb: RGB, use: str, ink_limit: float) -> CMYK:
    """The CMYK a mark of colour `rgb` prints in, by its `use`: "fine" (text, lines under 1 pt, small
    fills), "line" (wider lines) or "area" (fills). Grey marks and lines print on the black plate; a fine
    coloured mark on two plates at most; areas and wide lines in colour go through the profile, and
    dark grey areas become the profile's rich black, within `ink_limit` %."""
    if neutral(rgb) and (use != "area" or min(rgb) > 0.5):
        return key(rgb)  # a light grey area too: no colour cast where plates drift
    if use == "fine":
        return two_plate(rgb, ink_limit)
    area = use == "area"
    if neutral(rgb):
        return within(profile_cmyk(rgb), ink_limit, area)  # a rich black or dark grey: the profile's own black generation
    return refined(rgb, ink_limit, area)


@lru_cache(maxsize=4096)
def refined(rgb: RGB, ink_limit: float, black_room: bool = False) -> CMYK:
    """The profile's CMYK for a colour, its cyan, magenta and yellow then nudged while that brings the
    print (through the same profile) closer to the colour: the profile's reverse table is coarse, and
    its round trip alone is several ΔE00 off in light warm tints. Black stays as the profile generated
    it; the ink limit (`black_room`: as in `within`) holds throughout."""

    def allowed(cmyk: CMYK) -> bool:
        c, m, y, k = cmyk
        return (c + m + y + (1 if black_room else k)) * 100 <= ink_limit + 1e-9

    return _descend(rgb, "area" if black_room else "line", within(profile_cmyk(rgb), ink_limit, black_room), range(3), allowed)
