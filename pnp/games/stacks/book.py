"""Signed Stacks' book: the seed's balanced setup, an opening move with a flip played on it, climbs the
engine allows and refuses, a side that must pass, and the wild map's start."""

from pnp.games.stacks import rules as stacks
from pnp.locales import Text
from pnp.rulebook.content import Content, checked, claim
from pnp.games.stacks.diagrams import StacksComponents, StacksEmptyBoard, StacksSetup, StacksWild, StacksWindow, signed
from pnp.rulebook.diagrams import Column, Row
from pnp.games.stacks.players import SIDES as STACKS_SIDES
from pnp.rulebook.facts import measured


def components(width: int, height: int, tokens: tuple[int, ...], text: Text) -> StacksComponents:
    """The board, and each side's set: every value with how many of it a side has."""
    return StacksComponents(StacksEmptyBoard(width, height, text), tokens, text)


def token(color: str, value: int) -> dict:
    return {"color": color, "value": value}


def strip(cells: dict, width: int = 3, height: int = 1, to_move: str = "white", **extra) -> dict:
    return {"game": "stacks", "width": width, "height": height, "to_move": to_move, "cells": cells, **extra}


# Climbs along one row: the token on a1 slides over b1 to the first occupied cell, c1.
CLIMBS = (
    {"position": strip({"a1": [token("white", 6)], "c1": [token("white", 2), token("black", 4)]}), "allowed": True},
    {"position": strip({"a1": [token("white", -9)], "c1": [token("black", 7)]}), "allowed": True},
    {"position": strip({"a1": [token("white", -9)], "c1": [token("black", -7)]}), "allowed": False},
)
CLIMB_MOVE = ("a1", "c1")
# White to move with every white token covered: it must pass, and this third pass in a row loses.
BLOCKED = strip(
    {"a1": [token("white", 3), token("black", 5)], "b2": [token("white", 1), token("black", -2)],
     "c1": [token("black", 6)]},
    height=2, passes={"white": 2, "black": 0},
)
NBSP = "\u00a0"  # formulas in captions stay on one line


def content(seed: int, text: Text) -> Content:
    setup = checked("setup", stacks.Position.from_json, stacks.balanced_setup(seed).to_json())
    wild = checked("wild", stacks.Position.from_json, stacks.wild_setup(seed).to_json())
    climbs = [climb_example(example) for example in CLIMBS]
    flip, flipped = flip_example(setup)
    blocked = blocked_example(BLOCKED)
    classic = stacks.token_set("classic")
    return Content(
        context={
            "board": {"width": setup.board.width, "height": setup.board.height},
            "classic": {"tokens": len(classic), "list": ", ".join(map(str, classic))},
            "sequence": {"tokens": len(stacks.token_set("sequence")), "top": max(stacks.token_set("sequence"))},
            "limit": stacks.STACK_LIMIT,
            "passes": stacks.PASSES_TO_LOSE,
            "turn_limit": stacks.TURN_LIMIT,
            "climbs": [facts for _, facts in climbs],
            "flip": flip,
            "wild": {"regions": wild.board.regions, "tokens": len(wild.stacks) // 2},
            "measured": measured("stacks", STACKS_SIDES),
        },
        drawings={
            "setup": StacksSetup(setup, text),
            "climbs": Row(tuple(window for window, _ in climbs), gap=8.0, arrows=False),
            "climbs_column": Column(tuple(window for window, _ in climbs)),
            "blocked": StacksWindow(blocked),
            "flip": flipped,
            "wild": StacksWild(wild, text),
            "components": components(setup.board.width, setup.board.height, classic, text),
        },
    )


def flip_example(setup: stacks.Position) -> tuple[dict, Row]:
    """White's opening move with a flip on the setup shown: the strongest token of its front row two
    cells forward, flipped as it lands. The engine must list the move, and the position after it is the
    engine's own; the numbers the text quotes are read from both positions."""
    front = 2  # White's front row on any board
    flips = [move for move in setup.legal_moves()
             if move.flip and move.from_cell[1:] == str(front) and move.to_cell == f"{move.from_cell[0]}{front + 2}"]
    claim("flip", bool(flips), "White can move a front-row token two cells and flip it")
    move = max(flips, key=lambda m: (abs(setup.stacks[m.from_cell][-1].value), -ord(m.from_cell[0])))
    after = checked("flip", setup.apply, move)
    before_token, after_token = setup.stacks[move.from_cell][-1], after.stacks[move.to_cell][-1]
    claim("flip", after_token.value == -before_token.value, "the token lands with its other face up")
    claim("flip", move.from_cell not in after.stacks and after.to_move == "black", "the start is left empty, Black moves")
    facts = {"start": move.from_cell, "end": move.to_cell, "before": signed(before_token.value), "after": signed(after_token.value),
             "size": abs(before_token.value)}
    drawing = Row((StacksWindow(setup, (move.from_cell, move.to_cell), True, max_cell=10.0, coordinates=True),
                   StacksWindow(after, max_cell=10.0, coordinates=True)), gap=10.0)
    return facts, drawing


def climb_example(example: dict):
    """A climb the engine must allow or refuse as the example says; the drawing and the numbers its
    caption quotes (mover, top, their sum)."""
    position = checked("climb", stacks.Position.from_dict, example["position"])
    start, stop = CLIMB_MOVE
    mover, top = position.top(start), position.top(stop)
    claim("climb", mover is not None and top is not None, f"tokens stand on {start} and {stop}")
    allowed = stacks.Move(start, stop) in position.legal_moves()
    claim("climb", allowed == example["allowed"], f"{mover.value:+d} onto {top.value:+d} is {'allowed' if example['allowed'] else 'refused'}")
    v, t = mover.value, top.value
    facts = {
        "mover": signed(v),
        "top": signed(t),
        "sizes": f"{abs(v)}{NBSP}{'≥' if abs(v) >= abs(t) else '<'}{NBSP}{abs(t)}",
        "sum": f"|{signed(v, plus=False)}{NBSP}+{NBSP}{signed(t, plus=False, bracket=True)}|{NBSP}={NBSP}{abs(v + t)}",
    }
    return StacksWindow(position, CLIMB_MOVE, allowed), facts


def blocked_example(data: dict):
    position = checked("blocked", stacks.Position.from_dict, data)
    claim("blocked", position.must_pass(), f"{position.to_move} has no legal move")
    after = position.pass_turn().result()
    claim("blocked", after is not None and after.winner == stacks.opponent(position.to_move), "this pass loses the game")
    return position


