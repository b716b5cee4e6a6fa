"""What a game's rulebook knows besides its template: numbers from the rules modules, worked examples
checked by the engine, and answers computed by the analysis code, all made when the book is built.
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import import_module

from pnp.core.errors import PnpError
from pnp.locales import Text
from pnp.registry import game as registered


class NoBookContent(PnpError):
    """A registered game whose registration names no rulebook."""


class ExampleError(PnpError):
    """A worked example whose position the rules engine rejects, or that does not show what it claims."""


@dataclass
class Content:
    """The template's context for one game (beyond language and form) and the diagrams it may place."""

    context: dict = field(default_factory=dict)
    drawings: dict = field(default_factory=dict)


def checked(name: str, build: Callable, *args):
    """Run an engine constructor or check for example `name`, naming the example if the engine refuses it."""
    try:
        return build(*args)
    except PnpError as err:
        raise ExampleError(f"rulebook example {name!r}: {err}") from None


def claim(name: str, holds: bool, what: str) -> None:
    """Fail the build if an example does not show what its caption says it shows."""
    if not holds:
        raise ExampleError(f"rulebook example {name!r} does not show what it claims: {what}")


def book_module(game: str) -> str:
    """The module that makes `game`'s book content, as its registration names it."""
    module = registered(game).rulebook
    if module is None:
        raise NoBookContent(f"{game!r} has no rulebook")
    return module


def game_content(game: str, seed: int, text: Text) -> Content:
    """The content of `game`'s book for a seed (the seed picks the setups the diagrams show)."""
    return import_module(book_module(game)).content(seed, text)
