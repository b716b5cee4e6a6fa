"""Sheet colours as a print shop's press prints them: sRGB turned into CMYK through the bundled FOGRA39
profile by LittleCMS (Pillow's ImageCms), relative colorimetric with black-point compensation.

Black is chosen by use, not left to the profile's four-colour mix:

- text, lines and small fills in a near-black (L* under `DARK_L`) print solid black, K 100 alone, and
  in a grey on the black plate alone (`key`), at the K that prints as light as the grey does after
  black-point compensation: four plates never register closely enough for a letter or a line;
- large fills go through the profile, so a dark disc is a rich black, and every mix is held to the
  preset's ink limit by giving up cyan, magenta and yellow in proportion, never black, with room
  left for solid black text overprinting it (cyan, magenta and yellow together at most the limit
  less 100 %); wide coloured lines, which carry no text, are held to the limit itself.

Thin coloured lines (under 1 pt) that are not dark keep only their strongest plate (`one_plate`).
"""

import math
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageCms

PROFILE = Path(__file__).with_name("pnp-cmyk-fogra39.icc")
NEUTRAL = 0.02  # the largest spread of r, g, b still taken for a grey
DARK_L = 30.0  # L* under which a coloured text or thin line prints as black

CMYK = tuple[float, float, float, float]
Lab = tuple[float, float, float]


@lru_cache(maxsize=1)
def _transforms():
    srgb, press, lab = ImageCms.createProfile("sRGB"), ImageCms.getOpenProfile(str(PROFILE)), ImageCms.createProfile("LAB")
    relative = ImageCms.Intent.RELATIVE_COLORIMETRIC
    to_press = ImageCms.buildTransform(srgb, press, "RGB", "CMYK", relative, flags=ImageCms.Flags.BLACKPOINTCOMPENSATION)
    printed = ImageCms.buildTransform(press, lab, "CMYK", "LAB", relative)
    seen = ImageCms.buildTransform(srgb, lab, "RGB", "LAB", relative)
    return to_press, printed, seen


def _byte(v: float) -> int:
    return max(0, min(255, round(v * 255)))


def _pixel(image: Image.Image, transform) -> tuple:
    """The one pixel of `image` through `transform`."""
    out = ImageCms.applyTransform(image, transform)
    assert out is not None  # applyTransform returns None only when told to work in place
    return tuple(out.getpixel((0, 0)))  # type: ignore[arg-type]


def _lab(pixel) -> Lab:
    lightness, a, b = pixel
    return lightness * 100 / 255, a - 128.0, b - 128.0


@lru_cache(maxsize=4096)
def profile_cmyk(rgb: tuple[float, float, float]) -> CMYK:
    """The profile's CMYK for an sRGB colour (components 0 to 1), rounded to the 8 bits LittleCMS works in."""
    pixel = _pixel(Image.new("RGB", (1, 1), tuple(_byte(v) for v in rgb)), _transforms()[0])
    c, m, y, k = (round(v / 255, 4) for v in pixel)
    return c, m, y, k


@lru_cache(maxsize=4096)
def printed_lab(cmyk: CMYK) -> Lab:
    """What a CMYK colour looks like printed on the profile's paper (CIELAB, paper white L* 100)."""
    image = Image.new("CMYK", (1, 1), tuple(_byte(v) for v in cmyk))
    return _lab(_pixel(image, _transforms()[1]))


@lru_cache(maxsize=4096)
def screen_lab(rgb: tuple[float, float, float]) -> Lab:
    """The sRGB colour in CIELAB, as the sheet means it."""
    image = Image.new("RGB", (1, 1), tuple(_byte(v) for v in rgb))
    return _lab(_pixel(image, _transforms()[2]))


def delta_e(rgb: tuple[float, float, float], cmyk: CMYK) -> float:
    """CIE76 distance between the colour a sheet asks for and the one the press prints."""
    return math.dist(screen_lab(rgb), printed_lab(cmyk))


def within(cmyk: CMYK, ink_limit: float, black_room: bool = False) -> CMYK:
    """`cmyk` with its cyan, magenta and yellow cut in proportion until the total ink is at most `ink_limit` %;
    with `black_room`, until they leave room for solid black instead, so that black text overprinting
    the colour still keeps the total within the limit."""
    c, m, y, k = cmyk
    room, total = ink_limit / 100 - (1 if black_room else k), c + m + y
    if total > room:
        c, m, y = (round(v * room / total, 4) for v in (c, m, y))
    return c, m, y, k


def neutral(rgb: tuple[float, float, float]) -> bool:
    return max(rgb) - min(rgb) < NEUTRAL


def dark(rgb: tuple[float, float, float]) -> bool:
    return screen_lab(rgb)[0] < DARK_L


@lru_cache(maxsize=1)
def _black_point() -> tuple[float, float]:
    """The luminance Y of the press's black (K alone at 100 %) and of the profile's darkest mix."""
    return luminance(printed_lab((0.0, 0.0, 0.0, 1.0))[0]), luminance(printed_lab(profile_cmyk((0.0, 0.0, 0.0)))[0])


def luminance(lightness: float) -> float:
    """CIE Y (0 to 1) of an L*."""
    f = (lightness + 16) / 116
    return f**3 if f > 6 / 29 else 3 * (6 / 29) ** 2 * (f - 4 / 29)


@lru_cache(maxsize=4096)
def key(rgb: tuple[float, float, float]) -> CMYK:
    """The black-plate tint that prints as light as `rgb` does through the profile: sRGB black is K 100.

    Black-point compensation scales luminance so source black lands on K 100's; the tint is found by
    bisection on the profile's own K-only ramp.
    """
    k_black, _ = _black_point()
    target = k_black + luminance(screen_lab(rgb)[0]) * (1 - k_black)
    low, high = 0.0, 1.0
    for _ in range(14):
        mid = (low + high) / 2
        if luminance(printed_lab((0.0, 0.0, 0.0, mid))[0]) > target:
            low = mid
        else:
            high = mid
    return 0.0, 0.0, 0.0, round((low + high) / 2, 3)


def one_plate(rgb: tuple[float, float, float]) -> CMYK:
    """A thin coloured line on its strongest plate alone: it cannot come out of register with itself."""
    cmyk = profile_cmyk(rgb)
    strongest = max(range(4), key=lambda i: cmyk[i])
    values = [0.0, 0.0, 0.0, 0.0]
    values[strongest] = cmyk[strongest]
    c, m, y, k = values
    return c, m, y, k


def press_colour(rgb: tuple[float, float, float], use: str, ink_limit: float) -> CMYK:
    """The CMYK a mark of colour `rgb` prints in, by its `use`: "fine" (text, lines under 1 pt, small
    fills), "line" (wider lines) or "area" (fills). Near-black marks and lines print solid black and
    grey ones a black tint; a fine coloured mark keeps one plate; areas and wide lines in colour go
    through the profile, and dark grey areas become the profile's rich black, within `ink_limit` %."""
    if use != "area" and dark(rgb):
        return 0.0, 0.0, 0.0, 1.0
    if use != "area" and neutral(rgb):
        return key(rgb)
    if use == "fine":
        return one_plate(rgb)
    if neutral(rgb) and min(rgb) > 0.5:
        return key(rgb)  # a light grey tint on black alone: no colour cast where plates drift
    area = use == "area"
    if neutral(rgb):
        return within(profile_cmyk(rgb), ink_limit, area)  # a rich black or dark grey: the profile's own black generation
    return refined(rgb, ink_limit, area)


@lru_cache(maxsize=4096)
def refined(rgb: tuple[float, float, float], ink_limit: float, black_room: bool = False) -> CMYK:
    """The profile's CMYK for a colour, its cyan, magenta and yellow then nudged in whole 8-bit steps while
    that brings the print (through the same profile) closer to the colour: the profile's reverse table
    is coarse, and its round trip alone is several dE off in light warm tints. Black stays as the
    profile generated it; the ink limit (`black_room`: as in `within`) holds throughout."""
    target = screen_lab(rgb)
    best = within(profile_cmyk(rgb), ink_limit, black_room)
    error = math.dist(printed_lab(best), target)
    for step in (8, 4, 2, 1):
        improved = True
        while improved:
            improved = False
            for plate in range(3):
                for sign in (1, -1):
                    values = list(best)
                    values[plate] = min(1.0, max(0.0, round(values[plate] + sign * step / 255, 4)))
                    c, m, y, k = values
                    candidate = (c, m, y, k)
                    if (c + m + y + (1 if black_room else k)) * 100 > ink_limit + 1e-9:  # as in `within`
                        continue
                    distance = math.dist(printed_lab(candidate), target)
                    if distance < error - 1e-9:
                        best, error, improved = candidate, distance, True
    return best
