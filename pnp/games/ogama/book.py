"""OGAMA's book: the seed's blind setup, a disc move with a turn and a capture, the toad's steps, an end by
count, every position loaded and checked by the rules engine."""

from collections.abc import Iterable

from pnp.games.ogama import rules as ogama
from pnp.engine.coords import parse_cell
from pnp.locales import Text
from pnp.rulebook.content import Content, checked, claim
from pnp.games.ogama.diagrams import OgamaBoard, OgamaEmptyBoard
from pnp.rulebook.diagrams import Components, Piece, Row
from pnp.games.ogama.aid import disc_mark, toad_mark
from pnp.games.ogama.players import SIDES as OGAMA_SIDES
from pnp.rulebook.facts import measured
from pnp.games.ogama.table import TURN_LIMIT

WIDTH = HEIGHT = 6
HOME_ROWS = 2
DISCS = len(ogama.home_points(ogama.ORANGE, WIDTH, HEIGHT, HOME_ROWS))

# Orange to move. Its toad stands on c3, on three discs, so an orange disc moves exactly three points.
MOVE = {
    "position": {
        "game": "ogama", "width": 6, "height": 6, "to_move": "orange",
        "cells": {
            "a1": ["orange"], "d1": ["orange"], "f1": ["orange"], "a2": ["orange"], "b2": ["orange"],
            "c2": ["orange", "black"], "e2": ["orange"], "c3": ["black", "orange", "orange"], "d3": ["orange"],
            "e3": ["orange"], "b4": ["black", "orange"], "c4": ["black"], "d5": ["black"],
            "e5": ["black", "black"], "a6": ["black"], "b6": ["black"], "c6": ["black"], "e6": ["black"],
            "f6": ["black"],
        },
        "toads": {"orange": "c3", "black": "e5"},
    },
    "path": ["b2", "b3", "b4", "c4"],
}

# Black has no single disc left: the game ends by count, Orange ahead on captures.
COUNT = {
    "position": {
        "game": "ogama", "width": 6, "height": 6, "to_move": "black",
        "cells": {
            "a1": ["orange"], "c1": ["orange"], "f1": ["orange"], "a3": ["orange"], "a5": ["orange"],
            "b2": ["orange", "orange"], "c3": ["black", "orange"], "d4": ["black", "black", "orange"],
            "e2": ["orange", "black"], "b5": ["orange", "black", "black"], "e5": ["black"], "d6": ["black", "black"],
            "f4": ["black", "orange"], "a6": ["black", "black"],
        },
        "toads": {"orange": "b2", "black": "e5"},
    },
    "winner": "orange",
}


def content(seed: int, text: Text) -> Content:
    start = checked("setup", ogama.Position.from_json, ogama.setup(seed, WIDTH, HEIGHT, HOME_ROWS).to_json())
    move, after, toad_steps = move_example(MOVE)
    end = count_example(COUNT)
    count = end.captures()
    return Content(
        context={
            "board": {"width": WIDTH, "height": HEIGHT, "points": WIDTH * HEIGHT, "home_rows": HOME_ROWS},
            "discs": DISCS,
            "tower": ogama.TOWER,
            "turn_limit": TURN_LIMIT,
            "setup": {"orange": name(start.toads["orange"]), "black": name(start.toads["black"])},
            "move": {
                "reach": move.reach("orange"),
                "path": MOVE["path"],
                "toad": name(move.toads["orange"]),
                "steps": ", ".join(name(point) for point in toad_steps),
            },
            "count": {"orange": count["orange"], "black": count["black"], "toad": name(end.toads["black"])},
            "measured": measured("ogama", OGAMA_SIDES),
        },
        drawings={
            "setup": OgamaBoard(start, text),
            "move": Row((OgamaBoard(move, text, paths=(points(MOVE["path"]),), rings=toad_steps), OgamaBoard(after, text))),
            "turn": OgamaBoard(move, text, paths=(points(MOVE["path"]),), rings=toad_steps),
            "count": OgamaBoard(end, text),
            "components": components(text),
        },
    )


def components(text: Text) -> Components:
    """The board and, per colour, its plain discs, its OGAMA disc and its toad, each counted."""
    pieces = []
    for colour in ogama.COLORS:
        pieces += [
            Piece(text(f"rulebook.components.disc.{colour}"), disc_mark(colour, text), DISCS - 1),
            Piece(text(f"rulebook.components.ogama.{colour}"), disc_mark(colour, text, ogama=True), 1),
            Piece(text(f"rulebook.components.toad.{colour}"), toad_mark(colour, text), 1),
        ]
    return Components(OgamaEmptyBoard(WIDTH, HEIGHT, HOME_ROWS, text), tuple(pieces), columns=3, max_board=68.0)


def name(point: tuple[int, int]) -> str:
    return "abcdefghijkl"[point[0]] + str(point[1] + 1)


def points(cells: Iterable[str]) -> tuple[tuple[int, int], ...]:
    return tuple(checked("move", parse_cell, cell, WIDTH, HEIGHT) for cell in cells)


def all_discs(name: str, position) -> None:
    """Discs never leave the board, so a real position holds every disc of the set, in both colours."""
    for colour in ogama.COLORS:
        count = sum(stack.count(colour) for stack in position.stacks.values())
        claim(name, count == DISCS, f"{count} {colour} discs on the board, not {DISCS}")


def move_example(example: dict):
    """The position, the position after the drawn disc move, and the toad's legal steps. The path must be
    one the engine allows for the toad's reach, and its end a legal capture."""
    position = checked("move", ogama.Position.from_dict, example["position"])
    all_discs("move", position)
    path = points(example["path"])
    reach = position.reach(position.to_move)
    offsets = tuple((x - path[0][0], y - path[0][1]) for x, y in path[1:])
    claim("move", offsets in ogama.disc_paths(reach), f"the path is one a disc with reach {reach} may take")
    claim("move", not set(path[1:]) & set(position.toads.values()), "the path meets no toad")
    action = ogama.Move("disc", example["path"][0], example["path"][-1])
    claim("move", action in position.legal_moves(), f"{action} is legal")
    claim("move", position.is_capture(action), f"{action} captures")
    steps = tuple(
        parse_cell(a.to_cell) for a in position.legal_moves() if a.piece == ogama.TOAD
    )
    claim("move", bool(steps), "the toad has somewhere to step")
    return position, checked("move", position.apply, action), steps


def count_example(example: dict):
    position = checked("count", ogama.Position.from_dict, example["position"])
    all_discs("count", position)
    result = position.result()
    claim("count", result is not None and result.reason == "count", "the game has ended by count")
    claim("count", result.winner == example["winner"], f"{example['winner']} wins on captures")
    return position

