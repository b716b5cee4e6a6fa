"""The games `pnp` knows. Each game declares itself once, as a `GameSpec` passed to `register`; the
command line's nouns, `pnp kit`, the kits' build order, the rulebook command and the messages that
name games are all read from here, so a game cannot be half known.

The shipped games are listed in `pnp.games.SHIPPED`; each is the package `pnp.games.<id>` and its
`SPEC`, loaded by name on first use, as a plugin host loads its plugins: no shared module imports a game.
A spec names its command functions rather than holding them, so that reading the registry (for a book,
a kit, a site) loads no command-line code; the command line resolves them (`GameSpec.command`).
"""

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from pnp.core.errors import PnpError
from pnp.core.files import data_dir
from pnp.locales import BUILT_IN, REFERENCE, add_game_texts, catalog, catalog_file, glossary, shipped_languages
from pnp.locales.reading import BrokenLanguage

if TYPE_CHECKING:
    from pnp.engine.position import Trials
    from pnp.locales import Text
    from pnp.pieces import Card, PlayBoard, Product, Table
    from pnp.render.document import Part
    from pnp.render.info import PrintOptions

PRODUCTS = ("board", "sheet", "tokens", "aid", "setup", "analyze", "moves")  # the command line's per-game nouns
GAME_ID = re.compile(r"[a-z][a-z0-9]*")
TEXT_KEYS = ("games.{id}.name", "games.{id}.pitch", "games.{id}.players", "games.{id}.time", "print.designer.{id}")
RESERVED = ("all",)  # `pnp kit all`


class UnknownGame(PnpError):
    """A game id that nothing registered."""


class BadRegistration(PnpError):
    """A game's registration that names what does not exist or lacks what every game must give."""


@dataclass(frozen=True)
class GameSpec:
    """One game as `pnp` offers it.

    `products` maps a noun of PRODUCTS to the name of the Typer command function that makes it
    (`pnp board <id>`), found in the module `commands`.
    `kit` gives the game's own parts of its kit, which follow the calibration sheet and the rulebook.
    `kit_weight` is the relative time its kit takes to build: kits are built heaviest first, so that
    the cores finish together. `rulebook` names the module whose `content(seed, text)` fills the
    book's templates (`templates/<lang>/<id>.md.j2`); a game without one has no rulebook command
    and no book in its kit. `shop` gives the board and pieces `pnp shop` makes for a print shop
    (from a seed and the bleed in mm), before the rulebook; without it the shop makes the book alone.
    `aid` gives the players' aid cards in a language's text (pnp.pieces.Card), which a shop prints as cards.
    `fillable` gives the sheets a kit site offers as PDF forms. `dice` names the dice a turn rolls, in
    the order they are read (`column`, `row`), for the site's dice roller; each is named in the
    catalogs as `site.die.<name>`. `readback` names the module whose `SHEETS` maps each of the game's
    fillable sheets to its `pnp.readback.SheetReader` (`pnp read`).
    `digital` lays out the game's table for `pnp images` and `pnp tts`
    (pnp.pieces.Table) from a seed and a language's text: the board, the pieces standing as that
    seed's setup deals them, and what lies beside it; without it the game has neither.
    `trials` gives, for a game with positions, the starts, limits and players the conformance suite
    tries its rules with (`pnp.engine.position.Trials`).
    `play` draws the board and pieces of the game's play page (`pnp.pieces.PlayBoard`) in a language's
    text; the module `pnp.games.<id>.play` says which of those pieces stand where in a position.
    `facts` names the measured figures its book quotes, each by the `pnp analyze ... --json` command
    that measures it (`pnp.rulebook.facts`).
    `texts` is the folder holding the texts of a game that lives outside the package: its book's one
    template `<id>.md.j2` and `.pot`, and `<lang>/` folders of its catalog and book translation
    (`<lang>/book-<id>.po`); the shipped games' are in `pnp/locales/` and `templates/`.
    Each language's catalog names the game and its designer, and for its site page gives a one-line
    pitch, players and playing time (TEXT_KEYS); the game's own keys live in its catalog `<id>.toml`.
    """

    id: str
    commands: str
    products: Mapping[str, str]
    kit: "Callable[[PrintOptions], list[Part]]"
    kit_weight: float = 1.0
    rulebook: str | None = None
    shop: "Callable[[int, float], list[Product]] | None" = None
    aid: "Callable[[Text], list[Card]] | None" = None
    fillable: "Callable[[PrintOptions], list[Part]] | None" = None
    dice: tuple[str, ...] = ()
    readback: str | None = None
    texts: Path | None = None
    digital: "Callable[[int, Text], Table] | None" = None
    trials: "Callable[[], Trials] | None" = None
    facts: tuple[tuple[str, str], ...] = ()
    play: "Callable[[Text], PlayBoard] | None" = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "products", MappingProxyType(dict(self.products)))

    def command(self, noun: str) -> Callable[..., None] | None:
        """The command function making `noun` for this game, if it offers that product."""
        name = self.products.get(noun)
        return getattr(import_module(self.commands), name) if name else None


def later(module: str, name: str) -> Callable:
    """`module.name`, imported on its first call: what a spec names loads only when a product is made,
    so reading the registry at start-up stays light."""

    def call(*args, **kwargs):
        return getattr(import_module(module), name)(*args, **kwargs)

    return call


_SPECS: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> None:
    """Add a game; a mistake in its declaration stops `pnp` at once rather than hiding the game."""
    if not GAME_ID.fullmatch(spec.id) or spec.id in RESERVED:
        raise BadRegistration(f"game id {spec.id!r}: lowercase letters and digits, not {' or '.join(RESERVED)}")
    if spec.id in _registered():
        raise BadRegistration(f"game {spec.id!r} is registered twice")
    unknown = set(spec.products) - set(PRODUCTS)
    if unknown:
        raise BadRegistration(f"game {spec.id!r}: no product noun {', '.join(sorted(unknown))}; choose from {', '.join(PRODUCTS)}")
    if not spec.kit_weight > 0:
        raise BadRegistration(f"game {spec.id!r}: kit_weight must be positive")
    for role, module in (("commands", spec.commands), ("rulebook", spec.rulebook), ("readback", spec.readback)):
        if module is not None and not _module_exists(module):
            raise BadRegistration(f"game {spec.id!r}: its {role} module {module} does not exist")
    if spec.texts is not None:
        add_game_texts(spec.texts)
    check_texts(spec)
    _SPECS[spec.id] = spec


def _module_exists(name: str) -> bool:
    """Whether module `name` can be imported, found without running it."""
    try:
        return find_spec(name) is not None
    except ModuleNotFoundError:  # a parent package that does not exist
        return False


def check_texts(spec: GameSpec) -> None:
    """Refuse a game that some shipped language cannot print: a key every game needs missing from the
    English (a translation prints English for what it lacks), a glossary term it cannot read or gives twice, or no
    rulebook template where it has a book (one for every language, `<id>.md.j2`, or one per language, of
    which English's is needed: a language without its own has no book of the game, and its sheets print)."""
    languages = shipped_languages()
    needed = {key.format(id=spec.id) for key in TEXT_KEYS} | {f"site.die.{die}" for die in spec.dice}
    needed |= set(catalog_file(spec.id))
    missing = sorted(needed - set(catalog(REFERENCE)))
    if missing:
        more = f" and {len(missing) - 3} more" if len(missing) > 3 else ""
        raise BadRegistration(f"game {spec.id!r}: no {REFERENCE} text for {', '.join(missing[:3])}{more}")
    for lang in languages:
        try:
            glossary(lang)
        except BrokenLanguage as err:
            raise BadRegistration(f"game {spec.id!r}: {err}") from None
    if spec.rulebook is None:
        return
    roots = [data_dir("templates")] if spec.texts is None else [spec.texts]
    if any((root / f"{spec.id}.md.j2").is_file() for root in roots):  # one template, translated per language
        for lang in languages:
            if lang != REFERENCE and not any((root / lang / f"book-{spec.id}.po").is_file() for root in [*roots, BUILT_IN]):
                raise BadRegistration(f"game {spec.id!r}: no {lang} translation of its book, {lang}/book-{spec.id}.po")
        return
    if not any((root / REFERENCE / f"{spec.id}.md.j2").is_file() for root in roots):
        raise BadRegistration(f"game {spec.id!r}: no {REFERENCE} rulebook template {REFERENCE}/{spec.id}.md.j2")


_loaded = False


def _registered() -> dict[str, GameSpec]:
    """The registered games, the shipped ones registered on first use."""
    global _loaded
    if not _loaded:
        _loaded = True
        for game_id in import_module("pnp.games").SHIPPED:
            register(import_module(f"pnp.games.{game_id}").SPEC)
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
