"""What every printed page carries: the footer (game, sheet, language, seed, version) and a 50 mm scale bar."""

from pnp import __version__
from pnp.locales import Text
from pnp.locales.typography import capitalised
from pnp.render.info import SheetInfo
from pnp.render.paper import SAFE_MARGIN
from pnp.render.surface import Surface

SCALE_BAR_MM = 50.0


TITLE_PT = 14.0  # every sheet's title, the largest type on a sheet
TITLE_DROP = 6.0  # from the top of the content area to the title's baseline


def names(info: SheetInfo, text: Text) -> list[str]:
    """The game's name (if the sheet belongs to one) and the sheet's: how its title and footer begin. An
    ink-saver sheet says so, so that its pages are not taken for the colour ones."""
    sheet = text("frame.ink_saver", sheet=text(info.sheet)) if info.ink_saver else text(info.sheet)
    return [text(f"games.{info.game}.name"), sheet] if info.game else [sheet]


def sheet_title(info: SheetInfo, text: Text) -> str:
    """«Signed Stacks · tokens», «Printer calibration»: the one pattern of every sheet's title."""
    title = " · ".join(names(info, text))
    return capitalised(title)


def draw_title(s: Surface, info: SheetInfo, text: Text, max_width: float | None = None,
               at: tuple[float, float] | None = None) -> float:
    """The sheet's title at the top left of the content area, or with its baseline starting `at`, at
    TITLE_PT (shrunk only if `max_width` mm cannot hold it); returns its baseline."""
    p = info.paper
    x, base = at or (p.margin, p.height - p.margin - TITLE_DROP)
    s.text(x, base, sheet_title(info, text), TITLE_PT, bold=True, max_width=max_width)
    return base


def footer_line(info: SheetInfo, text: Text) -> str:
    """«Printer calibration · English · …»: begins with a capital like the title, whether or not a game leads it."""
    parts = names(info, text)
    parts.append(text("frame.language"))
    if info.seed is not None:
        parts.append(text("frame.seed", seed=info.seed))
    parts.append(f"{text('frame.paper.' + info.paper.name)}")
    parts.append(f"pnp {__version__}")
    line = " · ".join(parts)
    return capitalised(line)


FRAME_BASE = SAFE_MARGIN + 1.0  # the footer's baseline
BAR_RISE = 3.5  # the scale bar above the baseline
FRAME_TOP = FRAME_BASE + BAR_RISE + 2.0  # the highest mark the frame draws: the bar's end ticks


def draw_frame(s: Surface, info: SheetInfo, text: Text) -> None:
    """Footer on the left and scale bar on the right of the band above the bottom margin."""
    p = info.paper
    base = FRAME_BASE + p.margin - SAFE_MARGIN
    bar_x1 = p.width - p.margin
    bar_x0 = bar_x1 - SCALE_BAR_MM
    footer_room = bar_x0 - p.margin - 14
    s.text(p.margin, base, footer_line(info, text), 6.5, max_width=footer_room)
    draw_scale_bar(s, bar_x0, base, text)


def draw_scale_bar(s: Surface, x: float, y: float, text: Text) -> None:
    """A 50 mm bar with centimetre ticks, its length written before it: a ruler laid on it tells whether
    the printer kept the scale. Nothing of it rises above FRAME_TOP, so a sheet may fill the page down to there."""
    s.line(x, y + BAR_RISE, x + SCALE_BAR_MM, y + BAR_RISE, "normal")
    for i in range(6):
        tick = 2.0 if i in (0, 5) else 1.2
        s.line(x + 10 * i, y + BAR_RISE, x + 10 * i, y + BAR_RISE + tick, "thin")
    s.text(x - 1.5, y + BAR_RISE - 0.6, text("frame.bar_length"), 6, align="right")
    s.text(x + SCALE_BAR_MM, y, text("frame.print_at_100"), 6, align="right", max_width=SCALE_BAR_MM + 8)
