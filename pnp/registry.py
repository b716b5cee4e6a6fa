"""The games `pnp` knows. Each game declares itself once, as a `GameSpec` passed to `register`; the
command line's nouns, `pnp kit`, the kits' build order, the rulebook command and the messages that
name games are all read from here, so a game cannot be half known.

The shipped games are registered in `pnp/registrations.py`, imported on first use (it names the
command functions, which are light; sheets and engines load only when a product is made).
"""

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from pnp.errors import PnpError

if TYPE_CHECKING:
    from pnp.render.document import Part
    from pnp.render.info import PrintOptions
    from pnp.shop.products import Product

PRODUCTS = ("board", "sheet", "tokens", "aid", "setup", "analyze", "moves")  # the command line's per-game nouns
GAME_ID = re.compile(r"[a-z][a-z0-9]*")
RESERVED = ("all",)  # `pnp kit all`


class UnknownGame(PnpError):
    """A game id that nothing registered."""


@dataclass(frozen=True)
class GameSpec:
    """One game as `pnp` offers it.

    `products` maps a noun of PRODUCTS to the Typer command function that makes it (`pnp board <id>`).
    `kit` gives the game's own parts of its kit, which follow the calibration sheet and the rulebook.
    `kit_weight` is the relative time its kit takes to build: kits are built heaviest first, so that
    the cores finish together. `rulebook` names the module whose `content(seed, text)` fills the
    book's templates (`templates/<lang>/<id>.md.j2`); a game without one has no rulebook command
    and no book in its kit. `shop` gives the board and pieces `pnp shop` makes for a print shop
    (from a seed and the bleed in mm), before the rulebook; without it the shop makes the book alone.
    `fillable` gives the sheets a kit site offers as PDF forms. `dice` names the dice a turn rolls, in
    the order they are read (`column`, `row`), for the site's dice roller; each is named in the
    catalogs as `site.die.<name>`. `facts` names the measured figures its book quotes, each by the
    `pnp analyze ... --json` command that measures it (`pnp.rulebook.facts`).
    Each language's catalog names the game and its designer: `games.<id>.name`, `print.designer.<id>`.
    """

    id: str
    products: Mapping[str, Callable[..., None]]
    kit: "Callable[[PrintOptions], list[Part]]"
    kit_weight: float = 1.0
    rulebook: str | None = None
    shop: "Callable[[int, float], list[Product]] | None" = None
    fillable: "Callable[[PrintOptions], list[Part]] | None" = None
    dice: tuple[str, ...] = ()
    facts: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "products", MappingProxyType(dict(self.products)))


_SPECS: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> None:
    """Add a game; a mistake in its declaration stops `pnp` at once rather than hiding the game."""
    if not GAME_ID.fullmatch(spec.id) or spec.id in RESERVED:
        raise ValueError(f"game id {spec.id!r}: lowercase letters and digits, not {' or '.join(RESERVED)}")
    if spec.id in _registered():
        raise ValueError(f"game {spec.id!r} is registered twice")
    unknown = set(spec.products) - set(PRODUCTS)
    if unknown:
        raise ValueError(f"game {spec.id!r}: no product noun {', '.join(sorted(unknown))}; choose from {', '.join(PRODUCTS)}")
    if not spec.kit_weight > 0:
        raise ValueError(f"game {spec.id!r}: kit_weight must be positive")
    _SPECS[spec.id] = spec


def _registered() -> dict[str, GameSpec]:
    import pnp.registrations  # noqa: F401  (registers the shipped games, once)

    return _SPECS


def games() -> tuple[GameSpec, ...]:
    """Every registered game, in the order they were registered (the order `pnp` lists them in)."""
    return tuple(_registered().values())


def game(game_id: str) -> GameSpec:
    """The registration of `game_id`; an unknown id is one line naming the choices."""
    specs = _registered()
    if game_id not in specs:
        raise UnknownGame(f"unknown game {game_id!r}: choose from {', '.join(specs)}")
    return specs[game_id]
