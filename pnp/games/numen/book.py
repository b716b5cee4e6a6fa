"""Eye of Numen's book: board numbers, the seed's balanced setup, a game in progress, and exact odds."""

from functools import cache

from pnp.games.numen import rules as numen
from pnp.games.numen import odds as numen_odds
from pnp.locales import Text
from pnp.rulebook.content import Content, checked, claim
from pnp.games.numen.diagrams import NumenBoard
from pnp.rulebook.diagrams import Components, Piece, draw_pen
from pnp.core.seeding import rng
from pnp.sheets.dice import draw_die

MIDGAME_TURNS = 8


def content(seed: int, text: Text) -> Content:
    setup = checked("setup", numen.Setup.from_json, numen.make_setup("balanced", seed).to_json())
    rand = rng(seed + 1)  # the rolls of the game in progress: the next seed's stream, apart from the board's
    rolls = {owner: [rand.randint(1, 6) for _ in range(MIDGAME_TURNS)] for owner in numen.HALVES}
    crossed = midgame(setup, rolls)
    return Content(
        context={
            "board": {
                "cells": len(numen.CELLS),
                "half": numen.HALF_SIZE,
                "width": numen.WIDTH,
                "rows": numen.HEIGHT,
                "eye": numen.EYE,
                "faces": len(numen.DIGITS),
            },
            "points": dict(numen.POINT_VALUES),
            "odds": odds(),
            "setup": {"eye": setup.eye},
            "midgame": {
                "turns": MIDGAME_TURNS,
                "rolls": {owner: ", ".join(map(str, r)) for owner, r in rolls.items()},
                "crossed": {owner: sum(cell in crossed for cell in cells) for owner, cells in numen.HALVES.items()},
            },
        },
        drawings={
            "setup": NumenBoard(setup, frozenset(), text),
            "midgame": NumenBoard(setup, frozenset(crossed), text),
            "components": components(seed, text),
        },
    )


def components(seed: int, text: Text) -> Components:
    """The blank board, the one die and a pen per player."""
    die = Piece(text("rulebook.components.die"), lambda s, cx, cy, size: draw_die(s, cx, cy, 0.75 * size, len(numen.DIGITS)), 1)
    pens = Piece(text("rulebook.components.pen"), draw_pen, len(numen.HALVES))
    return Components(NumenBoard(numen.make_setup("none", seed), frozenset(), text, max_cell=6.5), (die, pens), max_board=56.0)


def midgame(setup: numen.Setup, rolls: dict[str, list[int]]) -> set[str]:
    """The cells crossed out after these rolls, A and B taking turns: each roll crosses the first open cell of the
    roller's half showing that digit, or nothing. ExampleError if a roll is not a die's face."""
    for roll in (roll for sequence in rolls.values() for roll in sequence):
        claim("midgame", roll in numen.DIGITS, f"a roll of {roll!r} is not a face of a d6")
    claim("midgame", len({len(rolls.get(owner, ())) for owner in numen.SIDES}) == 1, "both players roll as often")
    position = numen.Position.start(setup)
    for turn in zip(*(rolls[owner] for owner in numen.SIDES)):
        for roll in turn:
            rolled = position.roll((roll,))
            moves = rolled.legal_moves()
            first = min(moves, key=lambda move: numen.PLAYER_CELLS.index(move.cell), default=None)  # in reading order
            position = rolled.pass_turn() if first is None else rolled.apply(first)
    return set(position.crossed)


@cache
def odds() -> dict:
    """The exact figures the strategy section quotes (basic rules, balanced halves for both players)."""
    report = numen_odds.analyze(fill="balanced", top=1)
    ranked = numen_odds.ranked_patterns()
    (best, best_rolls), (worst, worst_rolls) = ranked[0], ranked[-1]
    seal = report["seal_turns"]
    return {
        "patterns": len(ranked),
        "best": ",\u00a0".join(str(n) for n in best if n),  # no-break: the counts stay on one line
        "best_rolls": float(best_rolls),
        "worst": max(worst),
        "worst_rolls": round(worst_rolls),
        "random_rolls": float(numen_odds.half_odds("random").expected_rolls),
        "seal_mean": seal["mean"],
        "seal_median": seal["median"],
        "seal_p10": seal["p10"],
        "seal_p90": seal["p90"],
        "guide_wins": report["guide_wins"],
    }
