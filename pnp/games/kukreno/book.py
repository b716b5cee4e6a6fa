"""KuKreNo's book: a whole game played with the seed's dice, a worked scoring grid, a worked match with
its running totals, and the answers to the designer's two questions (the best one game can score, why a
line of 6 never scores)."""

from collections.abc import Mapping
from typing import Any

from pnp.games.kukreno import rules as kukreno
from pnp.engine.coords import parse_cell
from pnp.locales import Text
from pnp.rulebook.content import Content, checked, claim
from pnp.games.kukreno.diagrams import KukrenoGrid, KukrenoMatch, MatchGame, kukreno_cell
from pnp.rulebook.diagrams import Components, Piece, draw_pen
from pnp.games.kukreno.players import PLAYERS
from pnp.rulebook.facts import measured
from pnp.sheets.dice import SECOND, draw_die

# The scoring example: X's last symbol (c3) completes a line of 4 and two lines of 3 at once.
SCORING: dict[str, Any] = {
    "grid": "......\n....X.\n...X.O\nXXXX..\nO.X.O.\n.OXO..\n",
    "last": "c3",
    "points": 4,
}
# The worked match: four games played from this roll table, chosen because they show every rule of the
# match total: a third penalty with nothing to lose, one that costs a point, the loser starting the next
# game, and equal totals at the end.
MATCH = {"dice": 2481, "games": 4}


def content(seed: int, text: Text) -> Content:
    game = played_game(seed)
    match = worked_match(MATCH)
    scoring_grid = scoring_example(SCORING)
    best_points, best_grid = kukreno.max_game_points()
    best_last = centre_of(best_grid)
    claim("best", kukreno.score(best_grid)["X"] == best_points, f"the grid scores {best_points}")
    claim("line of 6", not kukreno.line_of_six_possible(), "a line of 6 can never score")
    return Content(
        context={
            "size": kukreno.SIZE,
            "squares": kukreno.SIZE**2,
            "penalty_limit": kukreno.PENALTY_LIMIT,
            "game": game["facts"],
            "scoring": {"points": SCORING["points"], "last": kukreno_cell(cell(SCORING["last"]))},
            "best": {"points": best_points, "symbols": len(best_grid), "last": kukreno_cell(best_last)},
            "measured": measured("kukreno", PLAYERS.report_sides),
            "match": match["facts"],
        },
        drawings={
            "game": KukrenoGrid(game["grid"], lines_of(game["grid"]), game["last"], text),
            "scoring": KukrenoGrid(scoring_grid, lines_of(scoring_grid), cell(SCORING["last"]), text),
            "best": KukrenoGrid(best_grid, lines_of(best_grid), best_last, text),
            "components": components(text),
            "match": KukrenoMatch(match["games"], text),
        },
    )


def components(text: Text) -> Components:
    """A game's grid of the result blank, the two dice told apart by colour, and a pen per player."""
    first = Piece(text("rulebook.components.first_die"), lambda s, cx, cy, size: draw_die(s, cx, cy, 0.75 * size, 3), 1)
    second = Piece(text("rulebook.components.second_die"),
                   lambda s, cx, cy, size: draw_die(s, cx, cy, 0.75 * size, 5, body=SECOND), 1)
    pens = Piece(text("rulebook.components.pen"), draw_pen, len(kukreno.SYMBOLS))
    return Components(KukrenoGrid({}, (), None, text, max_cell=7.0), (first, second, pens))


def cell(name: str) -> tuple[int, int]:
    return checked(name, parse_cell, name, kukreno.SIZE, kukreno.SIZE)


def lines_of(grid: Mapping) -> tuple:
    return tuple(line.cells for line in kukreno.find_lines(grid))


def centre_of(grid: Mapping) -> tuple[int, int]:
    """The square every scoring line passes through: the last symbol placed."""
    lines = [set(cells) for cells in lines_of(grid)]
    shared = set.intersection(*lines)
    claim("best", len(shared) == 1, "all its lines meet in one square")
    return shared.pop()


def scoring_example(example: dict) -> dict:
    """The example grid, read by the engine; it must score as claimed, and X must have had no line
    before its last symbol (or the game would have ended sooner), nor O any line at all."""
    grid = checked("scoring", kukreno.parse_grid, example["grid"])
    last = cell(example["last"])
    claim("scoring", grid.get(last) == "X", f"X stands on {example['last']}")
    before = {square: symbol for square, symbol in grid.items() if square != last}
    claim("scoring", not kukreno.has_line(before, "X"), "X had no line before the last symbol")
    claim("scoring", not kukreno.has_line(grid, "O"), "O has no line")
    result = kukreno.score_result(grid)
    claim("scoring", result["X"] == example["points"], f"X scores {example['points']}, not {result['X']}")
    return grid


def played_game(seed: int) -> dict:
    """A whole game played by the engine with the seed's dice table, and what happened in it."""
    position, rolls = kukreno.Position(), []
    last: dict[str, tuple[int, int] | None] = {"X": None, "O": None}
    for roll in kukreno.dice_table(seed, 200):
        if position.over:
            break
        position = position.roll(roll)
        rolls.append(roll)
        moves = position.legal_moves()
        if moves:
            last[position.to_move] = moves[0].square
            position = position.apply(moves[0])
        else:
            position = position.pass_turn()
    claim("game", position.over, "the game ends within 200 rolls")
    assert position.first_criterion is not None  # a game that is over was ended by a line or by penalties
    by, how = position.first_criterion
    return {
        "grid": dict(position.grid),
        "last": last[by] if how == "line" else None,
        "facts": {
            "rolls": len(rolls),
            "trigger": by,
            "by_line": how == "line",
            "extra": by == position.starter,
            "points": position.points,
            "penalties": dict(position.penalties),
            "winner": position.winner or "",
            "starter": position.starter,
            "first_rolls": ", ".join(f"{a}:{b}" for a, b in rolls[:4]),
        },
    }


def worked_match(example: dict) -> dict:
    """A match played by the rules code from a roll table, its totals kept by the rules' own arithmetic,
    and the games the book's text points at; the build fails if the match no longer shows them."""
    record = kukreno.play_match(kukreno.dice_table(example["dice"], 400), example["games"])
    before = [dict.fromkeys(kukreno.SYMBOLS, 0), *record.totals[:-1]]
    games = tuple(MatchGame(g.grid, lines_of(g.grid), g.starter, g.points, g.penalties, t)
                  for g, t in zip(record.games, record.totals))

    def third_penalty(costs: bool) -> dict:
        """The first game in which a player finished on the penalty limit and lost (or had nothing to
        lose) a point of their total by it."""
        for n, (g, was, now) in enumerate(zip(record.games, before, record.totals), start=1):
            for s in kukreno.SYMBOLS:
                if g.penalties[s] >= kukreno.PENALTY_LIMIT and (was[s] + g.points[s] > 0) == costs:
                    return {"game": n, "symbol": s, "before": was[s], "points": g.points[s], "after": now[s]}
        claim("match", False, f"a game ends on {kukreno.PENALTY_LIMIT} penalties {'with' if costs else 'without'} a point to lose")
        return {}

    final = record.totals[-1]
    losers_start = all(later.starter == g.next_starter()
                       for g, later in zip(record.games, record.games[1:]))
    claim("match", losers_start, "each game is started as the rules say")
    claim("match", final["X"] == final["O"], "the match ends level")
    return {
        "games": games,
        "facts": {
            "games": example["games"],
            "free": third_penalty(costs=False),
            "costs": third_penalty(costs=True),
            "final": final,
            "starters": record.starters,
            "next": record.next_starter,
            "winners": [g.winner or "" for g in record.games],
        },
    }
