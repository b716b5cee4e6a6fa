"""What `pnp analyze ogama` prints: the playouts of pnp.games.ogama.rules as a heading and a table."""

from pnp.locales import Text
from pnp.reports.pairing import pairing_lines, pairing_words
from pnp.games.ogama.players import ENDINGS, SIDES

COLUMNS = ("policy", "mean", "orange_wins", "black_wins", "draws", "orange_rate", "tower", "count", "passes", "cap")


def analysis_text(report: dict, text: Text) -> str:
    """The report in the language of `text`: a heading, one table row per policy, what the endings mean."""
    head = text(
        "ogama.report.title", games=text.plural("ogama.report.games", report["games"]), seed=report["seed"],
        width=report["width"], height=report["height"], rows=text.plural("ogama.report.rows", report["home_rows"]),
        plies=text.plural("ogama.report.plies", report["max_plies"]),
    )
    rows = [tuple(text(f"ogama.report.column.{c}") for c in COLUMNS)]
    for name, r in report["policies"].items():
        ends = r["endings"]
        rows.append((text(f"ogama.report.policy.{name}"), text.number(r["mean_plies"]), r["orange_wins"],
                     r["black_wins"], r["draws"], text.number(r["orange_win_rate"]), ends["tower"], ends["count"],
                     ends["passes"], ends["cap"]))
    widths = [max(len(str(row[k])) for row in rows) for k in range(len(COLUMNS))]
    lines = [head, ""]
    for row in rows:
        cells = [str(row[0]).ljust(widths[0])] + [str(v).rjust(w) for v, w in zip(row[1:], widths[1:])]
        lines.append("  ".join(cells))
    lines += ["", text("ogama.report.endings"), text("ogama.report.endings_more")]
    return "\n".join(lines)


def ogama_text(data: dict, text: Text) -> str:
    """`pnp analyze ogama` for one pairing, in the language of `text`."""
    endings = {name: f"pairing.ending.{name}" for name in ENDINGS}
    return "\n".join([
        text("pairing.title.ogama", games=text.plural("pairing.games", data["games"]), pairing=pairing_words(data["orange"], data["black"], text),
             width=data["width"], height=data["height"], rows=data["home_rows"], plies=data["max_plies"], seed=data["seed"]),
        *pairing_lines(data, SIDES, endings, "plies", text),
    ])
