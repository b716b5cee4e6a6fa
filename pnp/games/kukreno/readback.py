"""A filled-in KuKreNo result blank read back (`pnp read`): every game scored by the rules, the running
totals recomputed, what the players wrote compared with them."""

import re

from pnp.core.controls import visible
from pnp.engine.coords import cell_name
from pnp.games.kukreno import blank as kukreno_blank
from pnp.games.kukreno import rules as kukreno
from pnp.locales import Text
from pnp.readback import CELL, GAME, Issue, SheetReader, UnreadableSheet, compare, game_numbers, number, ticked


def kukreno_game(values: dict[str, str], n: int, issues: list[Issue]) -> dict:
    """One game as written: its grid, penalties, who started, and the written score fields."""
    game = f"game{n}"
    grid = {}
    for col in range(kukreno.SIZE):
        for row in range(kukreno.SIZE):
            name = f"{game}.square.{cell_name(col, row)}"
            mark = values.get(name, "").upper()
            if mark in kukreno.SYMBOLS:
                grid[(col, row)] = mark
            elif mark:
                issues.append(Issue(name, values[name], list(kukreno.SYMBOLS), "not_a_symbol"))
    penalties = {
        s: sum(ticked(values, f"{game}.{s.lower()}.penalties.{k}") for k in (1, 2, 3)) for s in kukreno.SYMBOLS
    }
    started = [s for s in kukreno.SYMBOLS if ticked(values, f"{game}.started.{s.lower()}")]
    written = any(values.get(f"{game}.{s.lower()}.{f}") for s in kukreno.SYMBOLS for f in kukreno_blank.SCORE_FIELDS)
    played = bool(grid or any(penalties.values()) or written)
    return {"grid": grid, "penalties": penalties, "started": started, "played": played}


def last_mark_possible(grid: kukreno.Grid, symbol: str) -> bool:
    """Whether one of `symbol`'s squares, marked last, leaves no line without it: every game ends at its first line."""
    lines = [line for line in kukreno.find_lines(grid) if line.symbol == symbol]
    if not lines:
        return True
    return any(
        not [line for line in kukreno.find_lines({c: s for c, s in grid.items() if c != last}) if line.symbol == symbol]
        for last in set(lines[0].cells)
    )


def check_kukreno_game(values: dict[str, str], n: int, played: dict, issues: list[Issue]) -> dict:
    """Score a game's grid with the rules, check it can be a finished game, and compare the written fields."""
    game, grid, penalties = f"game{n}", played["grid"], played["penalties"]
    scored = kukreno.score_result(grid)
    points = {s: scored[s] for s in kukreno.SYMBOLS}
    marks = {s: sum(1 for held in grid.values() if held == s) for s in kukreno.SYMBOLS}
    for s in kukreno.SYMBOLS:
        squares = f"{game}.square"
        if not last_mark_possible(grid, s):
            cells = sorted({cell_name(*c) for line in kukreno.find_lines(grid) if line.symbol == s for c in line.cells})
            issues.append(Issue(squares, " ".join(cells), None, "lines_after_end", s))
    rolls = {s: marks[s] + penalties[s] for s in kukreno.SYMBOLS}
    if rolls["X"] != rolls["O"]:
        issues.append(Issue(f"{game}.square", f"X {rolls['X']}, O {rolls['O']}", None, "unequal_rolls"))
    reached = any(kukreno.find_lines(grid)) or max(penalties.values()) >= kukreno.PENALTY_LIMIT
    if len(played["started"]) > 1:
        issues.append(Issue(f"{game}.started", "X O", None, "two_starters"))
    for s in kukreno.SYMBOLS:
        side = f"{game}.{s.lower()}"
        for length in (3, 4, 5):
            count = sum(1 for line in scored["lines"] if line["symbol"] == s and len(line["cells"]) == length)
            compare(values, f"{side}.lines{length}", count, "lines", issues)
        compare(values, f"{side}.points", points[s], "points", issues)
        finish = -1 if penalties[s] >= kukreno.PENALTY_LIMIT else 0
        written_finish = number(values, f"{side}.finish", issues)
        if written_finish is not None and written_finish != finish:
            issues.append(Issue(f"{side}.finish", values[f"{side}.finish"], finish or None, "finish"))
    winner = kukreno.game_winner(points, penalties)
    return {
        "game": n,
        "started": played["started"][0] if len(played["started"]) == 1 else None,
        "grid": kukreno.format_grid(grid).splitlines(),
        "penalties": penalties,
        "lines": scored["lines"],
        "points": points,
        "finished": reached,
        "winner": winner,
    }


def printed_name(hex_utf8: str) -> str:
    """A name the sheet printed, as its hidden field keeps it (control characters escaped, as every text
    read from a file is); a damaged value reads as no name."""
    try:
        return visible(bytes.fromhex(hex_utf8).decode())
    except ValueError:  # UnicodeDecodeError is one
        return ""


def read_kukreno(values: dict[str, str]) -> dict:
    """The match: every played game scored by the rules, the running totals recomputed, disagreements listed."""
    issues: list[Issue] = []
    players = []
    for i in (1, 2):
        plays = [s for s in kukreno.SYMBOLS if ticked(values, f"player{i}.plays.{s.lower()}")]
        name = values.get(f"player{i}.name") or printed_name(values.get(f"player{i}.printed", ""))
        players.append({"name": name, "plays": plays[0] if len(plays) == 1 else None})
    carried = {s: number(values, f"match.carried.{s.lower()}", issues) or 0 for s in kukreno.SYMBOLS}
    totals, games = dict(carried), []
    previous = None
    for n in game_numbers(values, "square"):
        played = kukreno_game(values, n, issues)
        if not played["played"]:
            continue
        result = check_kukreno_game(values, n, played, issues)
        if previous is not None and result["started"] and previous["started"]:
            due = kukreno.next_starter(previous["started"], previous["points"], previous["penalties"])
            if result["started"] != due:
                rule = "loser_starts" if previous["winner"] else "draw_same_starter"
                issues.append(Issue(f"game{n}.started", result["started"], due, rule))
        for s in kukreno.SYMBOLS:
            low = s.lower()
            points = result["points"][s]
            totals[s] = kukreno.add_to_total(totals[s], points, result["penalties"][s])
            compare(values, f"match.game{n}.points.{low}", points, "game_points", issues)
            compare(values, f"match.game{n}.total.{low}", totals[s], "running_total", issues)
        result["totals"] = dict(totals)
        games.append(result)
        previous = result
    leader = None if totals["X"] == totals["O"] else max(kukreno.SYMBOLS, key=lambda s: totals[s])
    mode = values.get("mode", "")
    if mode not in kukreno.MODES:
        raise UnreadableSheet(f"field mode holds {mode!r}, not one of {', '.join(kukreno.MODES)}")
    return {
        "mode": mode,
        "players": players,
        "date": values.get("date", ""),
        "games": games,
        "match": {"carried": carried, "totals": totals, "leader": leader},
        "issues": [issue.as_dict() for issue in issues],
    }


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


FIELDS = re.compile(
    rf"sheet|mode|date|player[12]\.(name|printed|plays\.[xo])|match\.carried\.[xo]|match\.game{GAME}\.(points|total)\.[xo]"
    rf"|game{GAME}\.(started\.[xo]|square\.{CELL}|[xo]\.penalties\.[123]|[xo]\.({'|'.join(kukreno_blank.SCORE_FIELDS)}))"
)
SHEETS = {kukreno_blank.SHEET_ID: SheetReader(read_kukreno, kukreno_lines, FIELDS)}
