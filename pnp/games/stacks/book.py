"""Signed Stacks' book: the seed's balanced setup, climbs the engine allows and refuses, a side that
must pass, and the wild map's start."""

from pnp.games.stacks import rules as stacks
from pnp.locales import Text
from pnp.rulebook.content import Content, checked, claim
from pnp.games.stacks.diagrams import StacksEmptyBoard, StacksSetup, StacksWild, StacksWindow, signed
from pnp.rulebook.diagrams import Column, Components, Piece, Row
from pnp.games.stacks.aid import token_mark
from pnp.games.stacks.players import SIDES as STACKS_SIDES
from pnp.rulebook.facts import measured


def components(width: int, height: int, tokens: tuple[int, ...], text: Text) -> Components:
    """The board and a token of each colour, each side's set counted."""
    top = max(tokens)
    pieces = tuple(
        Piece(text(f"rulebook.components.token.{colour}"), token_mark(colour, top), len(tokens))
        for colour in stacks.COLORS
    )
    return Components(StacksEmptyBoard(width, height, text), pieces)


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
            "wild": {"regions": wild.board.regions, "tokens": len(wild.stacks) // 2},
            "measured": measured("stacks", STACKS_SIDES),
        },
        drawings={
            "setup": StacksSetup(setup, text),
            "climbs": Row(tuple(window for window, _ in climbs), gap=8.0, arrows=False),
            "climbs_column": Column(tuple(window for window, _ in climbs)),
            "blocked": StacksWindow(blocked),
            "wild": StacksWild(wild, text),
            "components": components(setup.board.width, setup.board.height, classic, text),
        },
    )


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


