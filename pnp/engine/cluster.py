"""A pairing's games played on a Dask cluster (the optional `cluster` extra, `distributed`).

Each game is one task, so the scheduler spreads them over the workers, reports each as it returns, and
plays again elsewhere the games of a worker that is lost mid-run. The games come back in the order of
their numbers, so the report is the one a single process gives.
"""

from collections.abc import Callable, Iterator
from typing import Any

from pnp.core.errors import PnpError

CONNECT_SECONDS = 10


class NoCluster(PnpError):
    """`distributed` is not installed, or the scheduler cannot be reached."""


Runner = Callable[[Callable[[int], Any], int, Callable[[int], None]], Iterator[Any]]


def cluster_runner(address: str) -> Runner:
    """A runner (see `pnp.engine.matches.run_pairing`) that plays on the scheduler at `address`."""
    try:
        import distributed as dask
    except ImportError:
        raise NoCluster("--scheduler needs Dask's distributed: pip install 'pnp-kit[cluster]'") from None
    distributed: Any = dask  # untyped

    def run(play: Callable[[int], Any], games: int, advance: Callable[[int], None]) -> Iterator[Any]:
        try:
            client = distributed.Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
        except (OSError, TimeoutError) as err:
            raise NoCluster(f"cannot reach the Dask scheduler at {address}: {err}") from None
        try:
            with client.as_current():
                yield from in_order(client.map(play, range(games), pure=False), advance)
        finally:
            client.close()

    return run


def in_order(futures: list[Any], advance: Callable[[int], None]) -> Iterator[Any]:
    """The futures' results in their list's order, `advance(1)` called as each returns; the rest are
    cancelled when the caller stops early."""
    import distributed as dask

    distributed: Any = dask  # untyped

    number = {future.key: k for k, future in enumerate(futures)}
    done: dict[int, object] = {}
    following = 0
    try:
        for future in distributed.as_completed(futures):
            try:
                done[number[future.key]] = future.result()
            except distributed.KilledWorker:
                raise NoCluster(f"game {number[future.key]} killed every worker that played it") from None
            advance(1)
            while following in done:
                yield done.pop(following)
                following += 1
    finally:
        distributed.Client.current().cancel(futures)
