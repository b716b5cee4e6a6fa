"""The options of `pnp analyze` pairings: how each side plays (--policy, per-side policies, --depth, --budget-ms)
and where and how long the games are played (--long, --workers, --scheduler)."""

from typing import Annotated

import click
import typer

from pnp.core.errors import PnpError

POLICIES = ("random", "greedy", "search")  # pnp.engine.players.POLICY_NAMES, named here so --help needs no engine import
DEFAULT_DEPTH = 2
MAX_DEPTH = 8


def side_option(flag: str, who: str):
    return typer.Option(flag, click_type=click.Choice(POLICIES), help=f"Policy of {who} (default: --policy).")


PolicyName = Annotated[
    str | None,
    typer.Option("--policy", click_type=click.Choice(POLICIES),
                 help="How both sides choose: random, greedy (one-move gain), or search (alpha-beta, see --depth)."),
]
Depth = Annotated[
    int | None,
    typer.Option("--depth", min=1, max=MAX_DEPTH,
                 help=f"Plies the search looks ahead (1-{MAX_DEPTH}, default {DEFAULT_DEPTH}); reproducible."),
]
BudgetMs = Annotated[
    int | None,
    typer.Option("--budget-ms", min=1, max=60_000,
                 help="Search each move for about this long instead, as deep as it gets (results vary from run to run)."),
]


Long = Annotated[
    bool,
    typer.Option("--long", help="Play every game asked for, however long it takes (no one-minute bound); "
                                "Ctrl-C reports the games finished so far."),
]
Workers = Annotated[
    int | None,
    typer.Option("--workers", min=1, max=1024, help="Processes playing games at once (default: one per core); "
                                                   "the results are the same for any number."),
]
Scheduler = Annotated[
    str | None,
    typer.Option("--scheduler", metavar="tcp://HOST:PORT",
                 help="Play the games on this Dask cluster instead (pip install 'pnp-kit[cluster]')."),
]


def game_runner(workers: int | None, scheduler: str | None):
    """How a pairing's games are played: on a Dask cluster, or on `workers` local processes (one per core)."""
    import os
    from functools import partial

    if scheduler is not None:
        if workers is not None:
            raise PnpError("--workers counts local processes: leave it out with --scheduler")
        from pnp.engine.cluster import cluster_runner

        return cluster_runner(scheduler)
    from pnp.core.workers import forked_games

    return partial(forked_games, workers=workers or os.cpu_count() or 1)


def policy_specs(
    policy: str, first: str | None, second: str | None, depth: int | None, budget_ms: int | None, max_plies: int,
    long: bool = False,
):
    """The two sides' PolicySpecs: each side's own option, else --policy; search limits from --depth/--budget-ms.

    A time budget is refused up front when one game's worst case (every searching move of a game that
    runs to `max_plies` taking the budget) is over what a whole analysis may search, rather than
    refused once that allowance has run out; with `long` (--long) nothing bounds the analysis."""
    from pnp.engine.matches import SEARCH_SECONDS
    from pnp.engine.players import PolicySpec
    from pnp.engine.search import SearchLimits

    names = (first or policy, second or policy)
    if "search" not in names and (depth is not None or budget_ms is not None):
        raise PnpError("--depth and --budget-ms set the search policy: let a side play search")
    if budget_ms is not None:
        moves = max_plies if names.count("search") == 2 else (max_plies + 1) // 2
        if not long and budget_ms * moves > SEARCH_SECONDS * 1000:
            raise PnpError(
                f"--budget-ms {budget_ms} for {moves} searched moves of a game of --max-plies {max_plies} is "
                f"{budget_ms * moves / 1000:.0f} s, over the {SEARCH_SECONDS:.0f} s an analysis may search: "
                "ask for a smaller --budget-ms or --max-plies"
            )
    if budget_ms is not None:
        limits = SearchLimits(depth=depth or MAX_DEPTH, nodes=10**9, budget_ms=budget_ms)
    else:
        limits = SearchLimits(depth=depth or DEFAULT_DEPTH)
    return tuple(PolicySpec(name, limits) for name in names)
