"""What the conformance suite tries Eye of Numen with: balanced and random boards, the basic and the advanced
rules, either player as the Guide, and a one-ply searching player that weighs every roll."""

from pnp.engine.players import Player, PolicySpec, make_player
from pnp.engine.position import Trials
from pnp.engine.search import SearchLimits
from pnp.games.numen.players import MAX_PLIES, PLAYERS
from pnp.games.numen.rules import Position, make_setup


def starts(seed: int) -> list[tuple[str, Position]]:
    kinds = [("balanced", "A", "basic"), ("random", "B", "basic"), ("balanced", "B", "advanced"), ("random", "A", "advanced")]
    return [
        (f"{fill} board, {rules} rules, {guide} the Guide", Position.start(make_setup(fill, seed), guide, rules))
        for fill, guide, rules in kinds
    ]


def search(seed: int) -> Player:
    return make_player(PLAYERS, PolicySpec("search", SearchLimits(1)), seed)


def trials() -> Trials:
    return Trials(starts, MAX_PLIES, search=search)
