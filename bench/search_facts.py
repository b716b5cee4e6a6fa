"""The planning players' measured facts for the rulebooks: seeded pairings in every game with decisions.

Run by hand: `python bench/search_facts.py [SCALE]` (SCALE multiplies every game count, default 1).
Prints one JSON line per pairing (game, who played, games, and `pairing_report`'s figures), so a
figure quoted in a book can be traced to its line. Takes about half an hour at SCALE 1 on the
2-core development machine.
"""

import json
import sys
import time

from pnp.games.kukreno.players import kukreno_report
from pnp.games.ogama.players import ogama_report
from pnp.games.stacks.players import stacks_report
from pnp.engine.players import PolicySpec
from pnp.engine.search import SearchLimits

SEED = 2026
RANDOM, GREEDY = PolicySpec("random"), PolicySpec("greedy")
SEARCH1, SEARCH2, SEARCH3 = (PolicySpec("search", SearchLimits(depth)) for depth in (1, 2, 3))

STACKS = [  # (first, second, games, end, max plies)
    (RANDOM, RANDOM, 200, "count", 300),
    (GREEDY, GREEDY, 200, "count", 300),
    (SEARCH2, GREEDY, 50, "count", 300),
    (GREEDY, SEARCH2, 50, "count", 300),
    (SEARCH2, SEARCH2, 100, "count", 300),
    (SEARCH3, SEARCH2, 20, "count", 300),
    (SEARCH2, SEARCH3, 20, "count", 300),
    (SEARCH1, SEARCH1, 10, "post", 1000),
    (GREEDY, GREEDY, 100, "attack", 1000),
    (SEARCH1, SEARCH1, 10, "attack", 1000),
]
OGAMA = [  # (first, second, games, max plies)
    (RANDOM, RANDOM, 400, 500),
    (GREEDY, GREEDY, 400, 500),
    (SEARCH2, GREEDY, 100, 500),
    (GREEDY, SEARCH2, 100, 500),
    (SEARCH1, SEARCH1, 400, 500),
    (SEARCH2, SEARCH2, 400, 500),
    (SEARCH3, SEARCH3, 100, 500),
]
KUKRENO = [  # (starter, second, games)
    ("random", "random", 2000),
    ("greedy", "greedy", 2000),
    ("search", "search", 1000),
    ("search", "random", 1000),
    ("random", "search", 1000),
    ("search", "greedy", 1000),
    ("greedy", "search", 1000),
]


def show(game: str, first: str, second: str, extra: dict, report: dict, started: float) -> None:
    line = {"game": game, "first": first, "second": second, **extra, **report, "seconds": round(time.time() - started, 1)}
    print(json.dumps(line), flush=True)


def main(scale: float) -> None:
    for first, second, games, end, max_plies in STACKS:
        started = time.time()
        report = stacks_report(SEED, max(1, round(games * scale)), 8, 8, "classic", end, max_plies, (first, second))
        show("stacks", first.describe(), second.describe(), {"end": end, "max_plies": max_plies}, report, started)
    for first, second, games, max_plies in OGAMA:
        started = time.time()
        report = ogama_report(SEED, max(1, round(games * scale)), 6, 6, 2, max_plies, (first, second))
        show("ogama", first.describe(), second.describe(), {"max_plies": max_plies}, report, started)
    for starter, follower, games in KUKRENO:
        started = time.time()
        show("kukreno", starter, follower, {"mode": "free"}, kukreno_report(SEED, max(1, round(games * scale)), (starter, follower)), started)


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 1.0)
