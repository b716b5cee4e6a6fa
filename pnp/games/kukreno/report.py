"""What `pnp analyze kukreno` prints: a scored grid, or the computed facts with a pairing's figures."""

from pnp.core.errors import PnpError
from pnp.games.kukreno.players import PLAYERS
from pnp.games.kukreno.rules import BadGrid, parse_grid, score_result, unreachable
from pnp.locales import Text
from pnp.reports.pairing import pairing_lines, policy_words


class GridInputError(PnpError):
    """A grid that cannot be read or does not parse; the message names the source, line and column."""


def score_grid(data: bytes, source: str, text: Text) -> dict:
    """The scoring JSON (docs/games/kukreno.md) for the text grid in `data` (UTF-8, read from `source`)."""
    try:
        grid_text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        reason = text("kukreno.errors.not_text")
        raise GridInputError(text("kukreno.errors.grid_unreadable", source=source, reason=reason)) from None
    try:
        grid = parse_grid(grid_text)
    except BadGrid as err:
        raise GridInputError(text("kukreno.errors.grid_bad", source=source, problem=err)) from None
    problem = unreachable(grid)
    if problem:
        raise GridInputError(text("kukreno.errors.grid_bad", source=source, problem=problem))
    return score_result(grid)


def kukreno_text(data: dict, text: Text) -> str:
    """`pnp analyze kukreno` in the language of `text`: the facts, then the pairing's figures."""
    facts = data["game"]
    line6 = "line6_possible" if facts["line_of_six_possible"] else "line6_never"
    lines = [text("kukreno.report.facts"), "  " + text("kukreno.report.max_points", points=facts["max_points"])]
    lines += ["      " + " ".join(row) for row in facts["max_points_grid"]]
    lines += ["  " + text(f"kukreno.report.{line6}"), ""]
    endings = {name: f"pairing.ending.{name}" for name in PLAYERS.endings}
    lines.append(text("pairing.title.kukreno", games=text.plural("pairing.games", data["games"]),
                      mode=text(f"kukreno.report.mode_{data['mode']}"), starter=policy_words(data["starter"], text),
                      second=policy_words(data["second"], text), seed=data["seed"]))
    lines += pairing_lines(data, PLAYERS.report_sides, endings, "rolls", text)
    return "\n".join(lines)
