"""Reading a filled-in fillable sheet back: its entries, checked and recomputed by the rules modules.

A fillable sheet names its kind in a hidden `sheet` field, and every field by a dotted path
(`game3.square.c4`, see the sheet modules), so a filled PDF reads back without looking at the page.
What the players wrote is kept as written; what the rules say is computed here, and every entry that
disagrees is listed as an issue naming its field.
"""

import logging
from dataclasses import dataclass
from pathlib import Path

from pnp.errors import PnpError
from pnp.games import kukreno, numen
from pnp.games.coords import cell_name
from pnp.sheets import kukreno_blank, numen_board, numen_scores

SIGNS = str.maketrans({"−": "-", "–": "-"})


class UnreadableSheet(PnpError):
    """A file that is not a fillable sheet made by pnp."""


@dataclass(frozen=True)
class Issue:
    """An entry that disagrees with the rules: where, what is written, what the rules give, and why."""

    field: str
    written: str
    expected: str
    why: str

    def as_dict(self) -> dict:
        return {"field": self.field, "written": self.written, "expected": self.expected, "why": self.why}


def form_values(path: Path) -> dict[str, str]:
    """Every terminal field's value by full name: text as written, "" for an empty one, "Yes"/"Off" for boxes."""
    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    quiet = logging.getLogger("pypdf")
    level, quiet.level = quiet.level, logging.ERROR + 10  # a damaged file is reported in one line, below
    try:
        fields = PdfReader(path).get_fields() or {}
    except OSError as err:
        raise UnreadableSheet(f"cannot read {path}: {err.strerror or err}") from None
    except (PyPdfError, ValueError, KeyError, TypeError) as err:
        raise UnreadableSheet(f"cannot read {path} as a PDF: {err}") from None
    finally:
        quiet.level = level
    values = {}
    for name, field in fields.items():
        if "/FT" not in field:
            continue
        value = field.get("/V")
        values[name] = "" if value is None else str(value).removeprefix("/").strip()
    return values


def read_sheet(path: Path) -> dict:
    """The sheet in `path`, read and checked: a dict ready for JSON, with a list of issues."""
    values = form_values(path)
    kind = values.get("sheet", "")
    readers = {
        kukreno_blank.SHEET_ID: read_kukreno,
        numen_scores.SHEET_ID: read_numen_scores,
        numen_board.SHEET_ID: read_numen_board,
    }
    if kind not in readers:
        raise UnreadableSheet(f"{path} is not a fillable pnp sheet (make one with --fillable)")
    return {"sheet": kind, **readers[kind](values)}


def ticked(values: dict[str, str], name: str) -> bool:
    return values.get(name, "Off") not in ("Off", "")


def number(values: dict[str, str], name: str, issues: list[Issue]) -> int | None:
    """A written whole number, None when the field is empty; anything else is an issue."""
    raw = values.get(name, "")
    if not raw:
        return None
    try:
        return int(raw.translate(SIGNS))
    except ValueError:
        issues.append(Issue(name, raw, "a whole number", "not a number"))
        return None


def compare(values: dict[str, str], name: str, expected: int, why: str, issues: list[Issue]) -> None:
    """An issue when field `name` holds a number other than `expected` (an empty field is left alone)."""
    written = number(values, name, issues)
    if written is not None and written != expected:
        issues.append(Issue(name, values[name], str(expected), why))


# --- KuKreNo -----------------------------------------------------------------------------


def game_numbers(values: dict[str, str], marker: str) -> list[int]:
    """The numbers of the games on a sheet, from the names of a field every game has."""
    return sorted({int(name.split(".")[0].removeprefix("game")) for name in values if f".{marker}." in name})


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
                issues.append(Issue(name, values[name], "X, O or nothing", "a square holds a player's symbol"))
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
            issues.append(Issue(squares, " ".join(cells), f"one line of {s}, made by {s}'s last square",
                                f"a game ends at the first line, so these lines of {s} cannot all be finished"))
    rolls = {s: marks[s] + penalties[s] for s in kukreno.SYMBOLS}
    if rolls["X"] != rolls["O"]:
        issues.append(Issue(f"{game}.square", f"X {rolls['X']} rolls, O {rolls['O']} rolls", "equal rolls",
                            "a game ends once both players have rolled equally often (squares plus penalties)"))
    reached = any(kukreno.find_lines(grid)) or max(penalties.values()) >= kukreno.PENALTY_LIMIT
    if len(played["started"]) > 1:
        issues.append(Issue(f"{game}.started", "X O", "X or O", "one player starts a game"))
    for s in kukreno.SYMBOLS:
        side = f"{game}.{s.lower()}"
        for length in (3, 4, 5):
            count = sum(1 for line in scored["lines"] if line["symbol"] == s and len(line["cells"]) == length)
            compare(values, f"{side}.lines{length}", count, f"the grid holds {count} line(s) of {length} for {s}", issues)
        compare(values, f"{side}.points", points[s], f"the grid scores {points[s]} for {s}", issues)
        finish = -1 if penalties[s] >= kukreno.PENALTY_LIMIT else 0
        written_finish = number(values, f"{side}.finish", issues)
        if written_finish is not None and written_finish != finish:
            issues.append(Issue(f"{side}.finish", values[f"{side}.finish"], str(finish) if finish else "empty",
                                f"{s} ended with {penalties[s]} penalty point(s)"))
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


def read_kukreno(values: dict[str, str]) -> dict:
    """The match: every played game scored by the rules, the running totals recomputed, disagreements listed."""
    issues: list[Issue] = []
    players = []
    for i in (1, 2):
        plays = [s for s in kukreno.SYMBOLS if ticked(values, f"player{i}.plays.{s.lower()}")]
        players.append({"name": values.get(f"player{i}.name", ""), "plays": plays[0] if len(plays) == 1 else None})
    carried = {s: number(values, f"match.carried.{s.lower()}", issues) or 0 for s in kukreno.SYMBOLS}
    totals, games = dict(carried), []
    previous = None
    for n in game_numbers(values, "square"):
        played = kukreno_game(values, n, issues)
        if not played["played"]:
            continue
        result = check_kukreno_game(values, n, played, issues)
        if previous is not None and result["started"] and previous["started"]:
            winner = previous["winner"]
            due = kukreno.other(winner) if winner else previous["started"]
            if result["started"] != due:
                why = "the loser of a game starts the next" if winner else "after a draw the same player starts"
                issues.append(Issue(f"game{n}.started", result["started"], due, why))
        for s in kukreno.SYMBOLS:
            low = s.lower()
            points = result["points"][s]
            totals[s] = kukreno.add_to_total(totals[s], points, result["penalties"][s])
            compare(values, f"match.game{n}.points.{low}", points, f"game {n} scores {points} for {s}", issues)
            why = f"{s}'s running total after game {n} is {totals[s]}"
            compare(values, f"match.game{n}.total.{low}", totals[s], why, issues)
        result["totals"] = dict(totals)
        games.append(result)
        previous = result
    leader = None if totals["X"] == totals["O"] else max(kukreno.SYMBOLS, key=totals.get)
    return {
        "mode": values.get("mode", ""),
        "players": players,
        "date": values.get("date", ""),
        "games": games,
        "match": {"carried": carried, "totals": totals, "leader": leader},
        "issues": [issue.as_dict() for issue in issues],
    }


# --- Eye of Numen ------------------------------------------------------------------------


def read_numen_scores(values: dict[str, str]) -> dict:
    """Each played game: what each player ticked, the points the rules give, the written sums compared, the winner."""
    issues: list[Issue] = []
    games = []
    for n in game_numbers(values, "steps"):
        game = f"game{n}"
        sides = {}
        for side in "AB":
            entry = {
                "name": values.get(f"{game}.{side}.name", ""),
                "guide": ticked(values, f"{game}.{side}.guide"),
                **{line: ticked_labels(values, game, side, line) for line in ("own_rows", "their_rows", "steps")},
                "sealed": ticked(values, f"{game}.{side}.sealed"),
            }
            counts = {"own_rows": len(entry["own_rows"]), "their_rows": len(entry["their_rows"]), "sealed": entry["sealed"]}
            points = {line: counts[line] * numen_scores.WORTH[line] for line in numen_scores.SUMMED}
            entry["points"] = {numen_scores.POINTS[line]: points[line] for line in numen_scores.SUMMED}
            entry["total"] = sum(points.values())
            for line in numen_scores.SUMMED:
                field = f"{game}.{side}.{numen_scores.POINTS[line]}"
                compare(values, field, points[line], f"{counts[line]} ticked, {numen_scores.WORTH[line]} each", issues)
            compare(values, f"{game}.{side}.total", entry["total"], "the sum of the three lines above", issues)
            if entry["sealed"] and len(entry["steps"]) < len(numen.DIGITS):
                missing = " ".join(str(d) for d in numen.DIGITS if d not in entry["steps"])
                issues.append(Issue(f"{game}.{side}.sealed", "sealed", f"steps {missing} marked first",
                                    "the Eye is sealed only after all six steps"))
            sides[side] = entry
        if not any(value not in ("", "Off") for name, value in values.items() if name.startswith(f"{game}.")):
            continue
        if sides["A"]["guide"] and sides["B"]["guide"]:
            issues.append(Issue(f"{game}.B.guide", "both", "A or B", "one player is the Guide"))
        if sides["A"]["sealed"] and sides["B"]["sealed"]:
            issues.append(Issue(f"{game}.B.sealed", "both", "A or B", "sealing the Eye ends the game"))
        games.append({"game": n, **sides, "winner": numen_winner(sides)})
    return {"games": games, "issues": [issue.as_dict() for issue in issues]}


def ticked_labels(values: dict[str, str], game: str, side: str, line: str) -> list[int]:
    """The board rows or steps player `side` ticked on a scoring line."""
    labels = numen_scores.box_labels(line, side)
    return [int(label) for label in labels if ticked(values, f"{game}.{side}.{numen_scores.box_name(line, label)}")]


def numen_winner(sides: dict[str, dict]) -> str | None:
    """Once the Eye is sealed, the higher total, and on equal totals the sealer; None while the game goes on."""
    sealers = [side for side in "AB" if sides[side]["sealed"]]
    if len(sealers) != 1:
        return None
    a, b = sides["A"]["total"], sides["B"]["total"]
    return sealers[0] if a == b else ("A" if a > b else "B")


def read_numen_board(values: dict[str, str]) -> dict:
    """Each board: its digits (written, or as printed), the crossed-out cells, and per half what is left."""
    issues: list[Issue] = []
    boards = []
    numbers = sorted({int(name.split(".")[0].removeprefix("board")) for name in values if ".cross." in name})
    for n in numbers:
        board = f"board{n}"
        printed = values.get(f"{board}.setup")
        if printed:
            setup = numen.Setup.from_json(printed)
            digits, eye = dict(setup.cells), setup.eye
        else:
            digits = {}
            for name in numen.PLAYER_CELLS:
                field = f"{board}.cell.{name}"
                digit = number(values, field, issues)
                if digit is not None and digit not in numen.DIGITS:
                    issues.append(Issue(field, values[field], "1-6", "a die shows 1 to 6"))
                elif digit is not None:
                    digits[name] = digit
            eye = number(values, f"{board}.eye", issues)
            if eye is not None and eye not in numen.DIGITS:
                issues.append(Issue(f"{board}.eye", values[f"{board}.eye"], "1-6", "a die shows 1 to 6"))
                eye = None
        crossed = sorted(name for name in numen.PLAYER_CELLS if ticked(values, f"{board}.cross.{name}"))
        for name in crossed:
            if name not in digits:
                why = "only a written digit is crossed out"
                issues.append(Issue(f"{board}.cross.{name}", "crossed", "a digit first", why))
        halves = {}
        for owner, cells in numen.HALVES.items():
            left = [digits[c] for c in cells if c in digits and c not in crossed]
            halves[owner] = {
                "written": sum(1 for c in cells if c in digits),
                "crossed": sum(1 for c in cells if c in crossed),
                "counts": [sum(1 for c in cells if digits.get(c) == d) for d in numen.DIGITS],
                "left": [left.count(d) for d in numen.DIGITS],
                "cleared": all(c in crossed for c in cells),
            }
        boards.append({"board": n, "eye": eye, "digits": digits, "crossed": crossed, "halves": halves})
    return {"boards": boards, "issues": [issue.as_dict() for issue in issues]}


# --- text ----------------------------------------------------------------------------------


def report_text(report: dict) -> str:
    """A read sheet as a few readable lines, its issues last."""
    lines = {
        kukreno_blank.SHEET_ID: kukreno_text,
        numen_scores.SHEET_ID: numen_scores_text,
        numen_board.SHEET_ID: numen_board_text,
    }[report["sheet"]](report)
    issues = report["issues"]
    if issues:
        lines.append(f"{len(issues)} entr{'y disagrees' if len(issues) == 1 else 'ies disagree'} with the rules:")
        lines += [f"  {i['field']}: written {i['written']!r}, expected {i['expected']} ({i['why']})" for i in issues]
    else:
        lines.append("Every entry agrees with the rules.")
    return "\n".join(lines) + "\n"


def plural(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def kukreno_text(report: dict) -> list[str]:
    names = [
        (p["name"] or f"player {i}") + (f" ({p['plays']})" if p["plays"] else "")
        for i, p in enumerate(report["players"], 1)
    ]
    lines = [f"KuKreNo result blank ({report['mode']} dice): {names[0]} vs {names[1]}"]
    for game in report["games"]:
        head = f"Game {game['game']}" + (f", started by {game['started']}" if game["started"] else "")
        lines.append(head + ("" if game["finished"] else " (not finished)"))
        for k, row in enumerate(game["grid"]):
            lines.append(f"  {kukreno.SIZE - k} {' '.join(row)}")
        lines.append("    " + " ".join("abcdef"))
        scores = ", ".join(
            f"{s} {plural(game['points'][s], 'point', 'points')}"
            f" ({plural(game['penalties'][s], 'penalty', 'penalties')})"
            for s in kukreno.SYMBOLS
        )
        winner = f"{game['winner']} wins" if game["winner"] else "a draw"
        totals = ", ".join(f"{s} {game['totals'][s]}" for s in kukreno.SYMBOLS)
        lines.append(f"  {scores}: {winner}; totals {totals}")
    match = report["match"]
    leader = f"{match['leader']} leads" if match["leader"] else "level"
    totals = ", ".join(f"{s} {match['totals'][s]}" for s in kukreno.SYMBOLS)
    lines.append(f"Match after {plural(len(report['games']), 'game', 'games')}: {totals} ({leader})")
    return lines


def numen_scores_text(report: dict) -> list[str]:
    lines = ["Eye of Numen advanced score sheet"]
    for game in report["games"]:
        lines.append(f"Game {game['game']}" + (f": {game['winner']} wins" if game["winner"] else ""))
        for side in "AB":
            e = game[side]
            marks = [
                "Guide" if e["guide"] else "",
                f"own rows {','.join(map(str, e['own_rows']))}" if e["own_rows"] else "",
                f"their rows {','.join(map(str, e['their_rows']))}" if e["their_rows"] else "",
                f"steps {','.join(map(str, e['steps']))}" if e["steps"] else "",
                "sealed the Eye" if e["sealed"] else "",
            ]
            name = f" {e['name']}" if e["name"] else ""
            lines.append(f"  {side}{name}: " + "; ".join([plural(e["total"], "point", "points"), *filter(None, marks)]))
    return lines


def numen_board_text(report: dict) -> list[str]:
    lines = ["Eye of Numen board"]
    for board in report["boards"]:
        eye = board["eye"] if board["eye"] is not None else "-"
        lines.append(f"Board {board['board']}: Eye {eye}")
        for owner, half in board["halves"].items():
            left = " ".join(str(d) for d, n in zip(numen.DIGITS, half["left"]) for _ in range(n))
            state = "cleared" if half["cleared"] else f"not crossed out: {left or 'none'}"
            lines.append(f"  {owner}: {half['written']} of 15 written, {half['crossed']} crossed out; {state}")
    return lines
