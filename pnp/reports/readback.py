"""What `pnp read` prints: a filled sheet read back (pnp.readback) as readable lines, its issues last."""

from pnp.games.kukreno import rules as kukreno
from pnp.games.numen import rules as numen
from pnp.locales import Text
from pnp.games.kukreno import blank as kukreno_blank
from pnp.games.numen import board as numen_board
from pnp.games.numen import scores as numen_scores


ALTERNATIVES = {"not_a_symbol", "die_digit"}  # rules whose expected list holds the values allowed


def report_text(report: dict, text: Text) -> str:
    """The read sheet in the language of `text`."""
    lines = {
        kukreno_blank.SHEET_ID: kukreno_lines,
        numen_scores.SHEET_ID: numen_scores_lines,
        numen_board.SHEET_ID: numen_board_lines,
    }[report["sheet"]](report, text)
    issues = report["issues"]
    if issues:
        lines.append(text.plural("read.disagree", len(issues)))
        lines += ["  " + issue_line(issue, text) for issue in issues]
    else:
        lines.append(text("read.agree"))
    return "\n".join(lines) + "\n"


def issue_line(issue: dict, text: Text) -> str:
    """'game1.x.points: written '3', expected 1: the points the grid's lines score'."""
    why = text(f"read.rule.{issue['rule']}", symbol=issue.get("symbol", ""))
    written, expected = repr(issue["written"]), issue["expected"]
    if expected is None:
        return text("read.issue_open", field=issue["field"], written=written, why=why)
    if isinstance(expected, list):  # the values allowed, or (steps) all that are needed
        joint = " / " if issue["rule"] in ALTERNATIVES else ", "
        expected = joint.join(map(str, expected)) if expected else text("read.nothing")
    return text("read.issue", field=issue["field"], written=written, expected=expected, why=why)


def kukreno_lines(report: dict, text: Text) -> list[str]:
    names = [
        (p["name"] or text("read.player", i=i)) + (f" ({p['plays']})" if p["plays"] else "")
        for i, p in enumerate(report["players"], 1)
    ]
    mode = text(f"kukreno.report.mode_{report['mode']}")
    lines = [text("read.kukreno.title", mode=mode, first=names[0], second=names[1])]
    for game in report["games"]:
        head = text("kukreno.blank.game", n=game["game"])
        if game["started"]:
            head = text("kukreno.fields.started", game=head, symbol=game["started"])
        lines.append(head + ("" if game["finished"] else f" ({text('read.kukreno.unfinished')})"))
        lines += [f"  {kukreno.SIZE - k} {' '.join(row)}" for k, row in enumerate(game["grid"])]
        lines.append("    " + " ".join("abcdef"))
        scores = ", ".join(
            text("read.kukreno.score", symbol=s, points=text.plural("read.points", game["points"][s]),
                 penalties=text.plural("read.penalties", game["penalties"][s]))
            for s in kukreno.SYMBOLS
        )
        winner = text("read.kukreno.wins", symbol=game["winner"]) if game["winner"] else text("read.kukreno.draw")
        totals = text("read.kukreno.totals", x=game["totals"]["X"], o=game["totals"]["O"])
        lines.append(f"  {scores}; {winner}; {totals}")
    match = report["match"]
    leader = text("read.kukreno.leads", symbol=match["leader"]) if match["leader"] else text("read.kukreno.level")
    totals = match["totals"]
    lines.append(text.plural("read.kukreno.match", len(report["games"]), x=totals["X"], o=totals["O"]) + f" ({leader})")
    return lines


def numen_scores_lines(report: dict, text: Text) -> list[str]:
    lines = [f"{text('games.numen.name')} · {text('numen.scores.title')}"]
    for game in report["games"]:
        head = text("numen.scores.game", n=game["game"])
        lines.append(head + (": " + text("read.numen.wins", side=game["winner"]) if game["winner"] else ""))
        for side in numen.HALVES:
            entry = game[side]
            marks = [
                text("numen.board.guide") if entry["guide"] else "",
                *(
                    text(f"read.numen.{line}", **{key: ",".join(map(str, entry[line]))}) if entry[line] else ""
                    for line, key in (("own_rows", "rows"), ("their_rows", "rows"), ("steps", "steps"))
                ),
                text("read.numen.sealed") if entry["sealed"] else "",
            ]
            name = f" {entry['name']}" if entry["name"] else ""
            points = text.plural("read.points", entry["total"])
            lines.append(f"  {side}{name}: " + "; ".join([points, *filter(None, marks)]))
    return lines


def numen_board_lines(report: dict, text: Text) -> list[str]:
    lines = [f"{text('games.numen.name')} · {text('numen.sheet.board')}"]
    for board in report["boards"]:
        eye = board["eye"] if board["eye"] is not None else "-"
        lines.append(text("read.numen.board", n=board["board"], eye=eye))
        for owner, half in board["halves"].items():
            left = " ".join(str(d) for d, n in zip(numen.DIGITS, half["left"]) for _ in range(n))
            state = text("read.numen.cleared") if half["cleared"] else text(
                "read.numen.left", digits=left or text("read.none")
            )
            lines.append("  " + text("read.numen.half", side=owner, written=half["written"], crossed=half["crossed"])
                         + f"; {state}")
    return lines
