"""Reading a filled-in fillable sheet back: its entries, checked and recomputed by the rules modules.

A fillable sheet names its kind in a hidden `sheet` field, and every field by a dotted path
(`game3.square.c4`, see the sheet modules), so a filled PDF reads back without looking at the page.
What the players wrote is kept as written; what the rules say is computed here, and every entry that
disagrees is listed as an issue naming its field.
"""

from dataclasses import dataclass
from typing import Any
from pathlib import Path

from pnp.errors import PnpError
from pnp.files import not_a_file
from pnp.games import kukreno, numen
from pnp.games.coords import cell_name
from pnp.sheets import kukreno_blank, numen_board, numen_scores

SIGNS = str.maketrans({"−": "-", "–": "-"})


class UnreadableSheet(PnpError):
    """A file that is not a fillable sheet made by pnp."""


@dataclass(frozen=True)
class Issue:
    """An entry that disagrees with the rules: where, what is written, what the rules give (None when they
    give no one value), and which rule it breaks, by the id reports word it with (`read.rule.<id>`)."""

    field: str
    written: str
    expected: int | str | list | None
    rule: str
    symbol: str = ""  # the player a KuKreNo rule is about

    def as_dict(self) -> dict:
        found = {"field": self.field, "written": self.written, "expected": self.expected, "rule": self.rule}
        return found | ({"symbol": self.symbol} if self.symbol else {})


def form_values(path: Path) -> dict[str, str]:
    """Every field's value by full name: text as written, "" for an empty one, "Yes"/"Off" for boxes."""
    import pikepdf

    unreadable = not_a_file(path)
    if unreadable:
        raise UnreadableSheet(f"cannot read {path}: {unreadable}")
    try:
        with pikepdf.open(path) as pdf:
            form = pdf.Root.get("/AcroForm")
            values: dict[str, str] = {}
            for field in form.get("/Fields", []) if form is not None else []:
                collect(field, "", values, MAX_DEPTH)
            return values
    except OSError as err:
        raise UnreadableSheet(f"cannot read {path}: {err.strerror or err}") from None
    except (pikepdf.PdfError, ValueError, TypeError, AttributeError) as err:
        raise UnreadableSheet(f"cannot read {path} as a PDF: {' '.join(str(err).split())}") from None


MAX_DEPTH = 8  # a field tree deeper than any sheet makes: a damaged or looping file stops here


def collect(field, parent: str, values: dict[str, str], depth: int) -> None:
    """The values of `field` and the fields under it; widgets without a name of their own belong to their parent."""
    if "/T" not in field or depth == 0:
        return
    name = parent + str(field.T)
    if "/FT" in field:
        value = field.get("/V")
        values[name] = "" if value is None else str(value).removeprefix("/").strip()
    for kid in field.get("/Kids", []):
        collect(kid, name + ".", values, depth - 1)


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
        issues.append(Issue(name, raw, None, "not_a_number"))
        return None


def compare(values: dict[str, str], name: str, expected: int, rule: str, issues: list[Issue]) -> None:
    """An issue when field `name` holds a number other than `expected` (an empty field is left alone)."""
    written = number(values, name, issues)
    if written is not None and written != expected:
        issues.append(Issue(name, values[name], expected, rule))


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
    """A name the sheet printed, as its hidden field keeps it; a damaged value reads as no name."""
    try:
        return bytes.fromhex(hex_utf8).decode()
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
            winner = previous["winner"]
            due = next(s for s in kukreno.SYMBOLS if s != winner) if winner else previous["started"]
            if result["started"] != due:
                rule = "loser_starts" if winner else "draw_same_starter"
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
        for side in numen.HALVES:
            entry: dict[str, Any] = {
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
                compare(values, field, points[line], f"worth_{line}", issues)
            compare(values, f"{game}.{side}.total", entry["total"], "total", issues)
            if entry["sealed"] and len(entry["steps"]) < len(numen.DIGITS):
                missing = [d for d in numen.DIGITS if d not in entry["steps"]]
                issues.append(Issue(f"{game}.{side}.sealed", values[f"{game}.{side}.sealed"], missing, "steps_first"))
            sides[side] = entry
        if not any(value not in ("", "Off") for name, value in values.items() if name.startswith(f"{game}.")):
            continue
        if sides["A"]["guide"] and sides["B"]["guide"]:
            issues.append(Issue(f"{game}.B.guide", values[f"{game}.B.guide"], None, "one_guide"))
        if sides["A"]["sealed"] and sides["B"]["sealed"]:
            issues.append(Issue(f"{game}.B.sealed", values[f"{game}.B.sealed"], None, "one_sealer"))
        games.append({"game": n, **sides, "winner": numen_winner(sides)})
    return {"games": games, "issues": [issue.as_dict() for issue in issues]}


def ticked_labels(values: dict[str, str], game: str, side: str, line: str) -> list[int]:
    """The board rows or steps player `side` ticked on a scoring line."""
    labels = numen_scores.box_labels(line, side)
    return [int(label) for label in labels if ticked(values, f"{game}.{side}.{numen_scores.box_name(line, label)}")]


def numen_winner(sides: dict[str, dict]) -> str | None:
    """Once the Eye is sealed, the higher total, and on equal totals the sealer; None while the game goes on."""
    sealers = [side for side in numen.HALVES if sides[side]["sealed"]]
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
            digits, eye = dict(setup.cells or {}), setup.eye
        else:
            digits = {}
            for name in numen.PLAYER_CELLS:
                field = f"{board}.cell.{name}"
                digit = number(values, field, issues)
                if digit is not None and digit not in numen.DIGITS:
                    issues.append(Issue(field, values[field], list(numen.DIGITS), "die_digit"))
                elif digit is not None:
                    digits[name] = digit
            eye = number(values, f"{board}.eye", issues)
            if eye is not None and eye not in numen.DIGITS:
                issues.append(Issue(f"{board}.eye", values[f"{board}.eye"], list(numen.DIGITS), "die_digit"))
                eye = None
        crossed = sorted(name for name in numen.PLAYER_CELLS if ticked(values, f"{board}.cross.{name}"))
        for name in crossed:
            if name not in digits:
                issues.append(Issue(f"{board}.cross.{name}", values[f"{board}.cross.{name}"], None, "cross_blank"))
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
