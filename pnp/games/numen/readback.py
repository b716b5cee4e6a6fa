"""Filled-in Eye of Numen score sheets and boards read back (`pnp read`): what each player ticked, the
points the rules give, the written sums compared with them."""

import re
from typing import Any

from pnp.core.errors import PnpError
from pnp.games.numen import board as numen_board
from pnp.games.numen import rules as numen
from pnp.games.numen import scores as numen_scores
from pnp.locales import Text
from pnp.readback import CELL, GAME, Issue, SheetReader, UnreadableSheet, compare, game_numbers, number, ticked


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
            entry["total"] = numen.points(counts["own_rows"], counts["their_rows"], entry["sealed"])
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
    """The rules' winner once one player has sealed the Eye; None while the game goes on."""
    sealers = [side for side in numen.HALVES if sides[side]["sealed"]]
    if len(sealers) != 1:
        return None
    return numen.advanced_winner({side: sides[side]["total"] for side in numen.SIDES}, sealers[0])


def read_numen_board(values: dict[str, str]) -> dict:
    """Each board: its digits (written, or as printed), the crossed-out cells, and per half its player's name,
    whether that player is the Guide, and what is left."""
    issues: list[Issue] = []
    boards = []
    numbers = sorted({int(name.split(".")[0].removeprefix("board")) for name in values if ".cross." in name})
    for n in numbers:
        board = f"board{n}"
        printed = values.get(f"{board}.setup")
        if printed:
            try:
                setup = numen.Setup.from_json(printed)
            except (PnpError, TypeError, AttributeError):
                raise UnreadableSheet(f"field {board}.setup holds no board pnp prints") from None
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
                "name": values.get(f"{board}.{owner}.name", "").strip(),
                "guide": ticked(values, f"{board}.{owner}.guide"),
                "written": sum(1 for c in cells if c in digits),
                "crossed": sum(1 for c in cells if c in crossed),
                "counts": [sum(1 for c in cells if digits.get(c) == d) for d in numen.DIGITS],
                "left": [left.count(d) for d in numen.DIGITS],
                "cleared": all(c in crossed for c in cells),
            }
        if halves["A"]["guide"] and halves["B"]["guide"]:
            issues.append(Issue(f"{board}.B.guide", values[f"{board}.B.guide"], None, "one_guide"))
        boards.append({"board": n, "eye": eye, "digits": digits, "crossed": crossed, "halves": halves})
    return {"boards": boards, "issues": [issue.as_dict() for issue in issues]}


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
            player = f" {half['name']}" if half["name"] else ""
            guide = f"; {text('numen.board.guide')}" if half["guide"] else ""
            lines.append("  " + text("read.numen.half", side=owner + player, written=half["written"], crossed=half["crossed"])
                         + f"; {state}{guide}")
    return lines


SCORE_FIELDS = re.compile(
    rf"sheet|game{GAME}\.(date|[AB]\.(name|guide|sealed|total|(own|their|sealed)_points|(own|their)_rows\.row[1-9]|steps\.[1-9]))"
)
BOARD_FIELDS = re.compile(rf"sheet|board{GAME}\.(setup|eye|(cell|cross)\.{CELL}|[AB]\.(name|guide))")
SHEETS = {
    numen_scores.SHEET_ID: SheetReader(read_numen_scores, numen_scores_lines, SCORE_FIELDS, numen.POINT_VALUES),
    numen_board.SHEET_ID: SheetReader(read_numen_board, numen_board_lines, BOARD_FIELDS),
}
