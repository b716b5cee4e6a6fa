"""One game in play: its start, its turns (rolls, moves and passes) and the record that replays it.

A record is JSON: {"game", "seed", "start" (the start position's JSON object), "turns": [{"roll": [..]} |
{"move": {..}} | "pass", ...], "result": {"winner", "reason"} or null}. The dice come from the game's
seeded generator (`pnp.core.seeding.rng(seed)`, drawn by `pnp.engine.chance.draw`), so a game rebuilt
from its record, after an undo say, rolls the same dice again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from pnp.core.errors import PnpError
from pnp.core.seeding import MAX_SEED, rng
from pnp.engine.chance import draw
from pnp.engine.jsontext import load_json
from pnp.engine.players import PolicySpec, make_player
from pnp.engine.search import SearchLimits

GAMES = ("stacks", "ogama", "kukreno", "numen")
STRENGTHS = (1, 2, 3)  # the computer's search depths, weakest first
BUDGETS = (1000, 3000)  # ms: the computer's time budgets, each searched as deep as the time allows
DEEPEST = 12  # the depth a time budget's search stops at if the time lasts
DICE_SALT = 0x5EED  # the dice draw from their own generator, apart from the computer's choices


class BadRecord(PnpError):
    """A play record that does not parse, names another game, or holds a turn the rules refuse."""


def rules_of(game: str) -> Any:
    if game not in GAMES:
        raise BadRecord(f"unknown game {game!r}")
    return import_module(f"pnp.games.{game}.rules")


def players_of(game: str) -> Any:
    return import_module(f"pnp.games.{game}.players").PLAYERS


def start_position(game: str, seed: int, fill: str = "balanced") -> Any:
    """The position a game starts from with `seed`: the setup the kit prints for that seed."""
    if game == "stacks":
        return rules_of(game).balanced_setup(seed)
    if game == "ogama":
        return rules_of(game).setup(seed)
    if game == "kukreno":
        return rules_of(game).Position("X", "ordered")
    numen = rules_of(game)
    return numen.Position.start(numen.make_setup(fill, seed))


@dataclass
class Session:
    game: str
    seed: int
    start: Any
    turns: list[Any] = field(default_factory=list)
    position: Any = None

    def __post_init__(self) -> None:
        if not isinstance(self.seed, int) or isinstance(self.seed, bool) or not 0 <= self.seed <= MAX_SEED:
            raise BadRecord(f"the layout number must be a whole number from 0 to {MAX_SEED}, not {self.seed!r:.40}")
        self.position = self.start
        self.dice = rng(self.seed ^ DICE_SALT)
        turns, self.turns = self.turns, []
        for turn in turns:
            self.take(turn)

    @classmethod
    def new(cls, game: str, seed: int, fill: str = "balanced") -> Session:
        return cls(game, seed, start_position(game, seed, fill))

    @classmethod
    def written(cls, seed: int, eye: int, cells_json: str) -> Session:
        """Eye of Numen on the digits the players wrote by hand (`cells_json`: cell -> digit); BadRecord if any is amiss."""
        numen = rules_of("numen")
        try:
            return cls("numen", seed, numen.Position.start(numen.Setup(seed, eye, json.loads(cells_json))))
        except (PnpError, ValueError, TypeError) as error:
            raise BadRecord(f"the written digits do not make a board: {error}") from error

    @classmethod
    def from_record(cls, text: str, game: str | None = None) -> Session:
        """The game a record holds, every turn checked by the rules; BadRecord otherwise, or if it is not
        a record of `game` (when given)."""
        try:
            data = load_json(text, "the record", BadRecord)
            if game is not None and data["game"] != game:
                raise BadRecord(f"the record is of {str(data['game'])[:40]}, not {game}")
            game, seed = data["game"], data["seed"]
            if not isinstance(data["turns"], list):
                raise BadRecord("the record's turns are not a list")
            start = rules_of(game).Position.from_json(json.dumps(data["start"]))
            return cls(game, seed, start, list(data["turns"]))
        except BadRecord:
            raise
        except (PnpError, ValueError, KeyError, TypeError, AttributeError, IndexError) as error:
            raise BadRecord(f"the record does not replay: {error}") from error

    def take(self, turn: Any) -> None:
        """Play one recorded turn: a roll (it must be the one the seeded dice draw), a move or a pass."""
        if turn == "pass":
            self.position = self.position.pass_turn()
        elif isinstance(turn, dict) and "roll" in turn:
            outcomes = self.position.chance_outcomes()
            if not outcomes:
                raise BadRecord("a roll where no dice are due")
            drawn = draw(outcomes, self.dice)
            if list(drawn) != list(turn["roll"]):
                raise BadRecord(f"the dice of seed {self.seed} show {list(drawn)}, not {turn['roll']}")
            self.position = self.position.roll(drawn)
        elif isinstance(turn, dict) and "move" in turn:
            self.position = self.position.apply(self.position.move_from_json(json.dumps(turn["move"])))
        else:
            raise BadRecord(f"a turn that is neither a roll, a move nor a pass: {turn!r}")
        self.turns.append(turn)

    def roll(self) -> list[int]:
        """Roll the dice that are due, from the game's seeded generator."""
        drawn = list(draw(self.position.chance_outcomes(), self.dice))
        self.position = self.position.roll(tuple(drawn))
        self.turns.append({"roll": drawn})
        return drawn

    def play(self, index: int) -> None:
        """Play the legal move at `index` of legal_moves()."""
        self.take({"move": self.position.legal_moves()[index].to_dict()})

    def computer(self, depth: int, budget_ms: int | None = None) -> None:
        """The search player's turn at `depth`, or as deep as `budget_ms` allows (the move of the deepest
        finished search, so the same depth reached plays the same move): it rolls when dice are due,
        passes when it must, else moves."""
        position = self.position
        if position.chance_outcomes():
            self.roll()
            return
        moves = position.legal_moves()
        if not moves:
            self.take("pass")
            return
        limits = SearchLimits(depth=depth) if budget_ms is None else SearchLimits(depth=DEEPEST, nodes=10**9, budget_ms=budget_ms)
        player = make_player(players_of(self.game), PolicySpec("search", limits), self.seed + len(self.turns))
        self.take({"move": player(position, moves).to_dict()})

    def undo(self) -> None:
        """Take back the last turn; the dice rolled before it stay as they fell."""
        if self.turns:
            rebuilt = Session(self.game, self.seed, self.start, self.turns[:-1])
            self.position, self.dice, self.turns = rebuilt.position, rebuilt.dice, rebuilt.turns

    def result(self) -> dict[str, Any] | None:
        result = self.position.result()
        return None if result is None else {"winner": result.winner, "reason": result.reason}

    def record(self) -> str:
        return json.dumps({"game": self.game, "seed": self.seed, "start": json.loads(self.start.to_json()),
                           "turns": self.turns, "result": self.result()}, ensure_ascii=False)

    def state(self) -> str:
        """What the page shows, as JSON: the position, its legal moves, a roll or pass due, the tally and the end."""
        position = self.position
        moves = position.legal_moves()
        data = json.loads(position.to_json())
        rules = rules_of(self.game)
        width = data.get("width") or getattr(rules, "SIZE", None) or rules.WIDTH
        height = data.get("height") or getattr(rules, "SIZE", None) or rules.HEIGHT
        return json.dumps({
            "width": width,
            "height": height,
            "made": sum(1 for turn in self.turns if not (isinstance(turn, dict) and "roll" in turn)),
            "to_move": position.to_move,
            "position": data,
            "moves": [{"text": str(m), **m.to_dict()} for m in moves],
            "roll_due": bool(position.chance_outcomes()),
            "must_pass": not moves and position.result() is None and not position.chance_outcomes(),
            "last": self.turns[-1] if self.turns else None,
            "turns": len(self.turns),
            "result": self.result(),
            "shown": shown(self.game, data),
        }, ensure_ascii=False)


def shown(game: str, data: dict[str, Any]) -> list[Any]:
    """What the page draws where for a position's JSON object: (cell, piece, offset right, offset up)."""
    return import_module(f"pnp.games.{game}.play").shown(data)


def shown_json(game: str, data_json: str) -> str:
    """`shown` between JSON texts, for a board the page shows before play (digits being written by hand)."""
    return json.dumps(shown(game, json.loads(data_json)))
