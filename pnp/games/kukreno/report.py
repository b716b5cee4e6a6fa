"""What `pnp analyze kukreno` prints: a scored grid, or the computed facts with playout statistics."""

from pnp.core.errors import PnpError
from pnp.games.kukreno.rules import BadGrid, format_grid, max_game_points, parse_grid, score_result, statistics, unreachable
from pnp.locales import Text
from pnp.reports.pairing import pairing_lines, policy_words
from pnp.games.kukreno.players import ENDINGS, SIDES


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


def analysis(seed: int, games: int, mode: str) -> dict:
    """The facts the engine's search proves and statistics of `games` simulated games, as one JSON object.

    Each game is simulated on its own: who started it is all a game's outcome depends on,
    so rates are per game whatever the match length. "pairing" gives the same games as a pairing
    report (`pnp.engine.matches.pairing_report`): the starter's share of the decided games with its
    interval, and every game's outcome.
    """
    from pnp.engine.matches import GameRecord, pairing_report, wilson_interval
    from pnp.games.kukreno.players import ENDINGS as KUKRENO_ENDINGS
    from pnp.games.kukreno.players import SIDES as KUKRENO_SIDES

    stats = statistics(seed, matches=games, games_per_match=1, mode=mode)
    best, grid = max_game_points()
    records = [
        GameRecord(None if game.winner is None else "starter" if game.winner == game.starter else "second",
                   "penalties" if game.ended_by_penalties else "line", game.roll_count)
        for game in stats["records"]
    ]
    low, high = wilson_interval(sum(game.ended_by_penalties for game in stats["records"]), len(records))
    return {
        "game": "kukreno",
        "seed": seed,
        "mode": mode,
        "max_points": best,
        "max_points_grid": format_grid(grid).splitlines(),
        "line_of_six_possible": stats["line_of_six_possible"],
        "games": stats["games"],
        "mean_rolls": round(stats["mean_rolls"], 4),
        "starter_wins": round(stats["starter_wins"], 4),
        "second_wins": round(stats["second_wins"], 4),
        "draws": round(stats["draws"], 4),
        "ended_by_penalties": round(stats["ended_by_penalties"], 4),
        "ended_by_penalties_interval": [round(low, 4), round(high, 4)],
        "points": {str(points): count for points, count in stats["points"].items()},
        "pairing": pairing_report(records, KUKRENO_SIDES, KUKRENO_ENDINGS),
    }


def report_text(result: dict, text: Text) -> str:
    """The analysis as a short readable report in the language of `text`."""

    def share(rate: float) -> str:
        return text.number(100 * rate, 1)

    line6 = "line6_possible" if result["line_of_six_possible"] else "line6_never"
    mode = text(f"kukreno.report.mode_{result['mode']}")
    lines = [text("kukreno.report.facts"), "  " + text("kukreno.report.max_points", points=result["max_points"])]
    lines += ["      " + " ".join(row) for row in result["max_points_grid"]]
    lines.append("  " + text(f"kukreno.report.{line6}"))
    lines += [
        "",
        text("kukreno.report.simulated", games=result["games"], mode=mode, seed=result["seed"]),
        "  " + text("kukreno.report.mean_rolls", rolls=text.number(result["mean_rolls"], 1)),
        "  " + text("kukreno.report.starter_wins", share=share(result["starter_wins"])),
        "  " + text("kukreno.report.second_wins", share=share(result["second_wins"])),
        "  " + text("kukreno.report.draws", share=share(result["draws"])),
        "  " + text("kukreno.report.penalties", share=share(result["ended_by_penalties"])),
        "  " + text("kukreno.report.points"),
    ]
    player_games = 2 * result["games"]
    for points, count in result["points"].items():
        row = text("kukreno.report.points_row", points=points, share=share(count / player_games), count=count)
        lines.append("    " + row)
    return "\n".join(lines) + "\n"


def kukreno_text(data: dict, text: Text) -> str:
    """`pnp analyze kukreno` for one pairing of orientation choosers, in the language of `text`."""
    endings = {name: f"pairing.ending.{name}" for name in ENDINGS}
    return "\n".join([
        text("pairing.title.kukreno", games=text.plural("pairing.games", data["games"]), starter=policy_words(data["starter"], text),
             second=policy_words(data["second"], text), seed=data["seed"]),
        *pairing_lines(data, SIDES, endings, "rolls", text),
    ])
