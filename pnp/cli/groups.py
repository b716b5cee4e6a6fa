"""The product nouns (`pnp board numen`, `pnp sheet kukreno`, ...): each lists the registered games
that offer it, read from the registry whenever the command line is used."""

from collections.abc import Callable

import click
import typer
from typer.core import TyperGroup

from pnp.commands.options import strict_numbers
from pnp.registry import GameSpec, games

HELP = {
    "board": "Playing boards.",
    "sheet": "Score sheets and result blanks.",
    "tokens": "Token and disc sheets to cut out.",
    "aid": "Player aid cards: the turn, scoring and end, one card per player.",
    "setup": "Random legal starting setups (PDF, --json or --text).",
    "analyze": "Computed facts and playout statistics.",
    "moves": "Legal moves of a position given as JSON.",
}


def choose_from(names: list[str], extra: tuple[str, ...] = ()) -> str:
    """The choices as every message names them: "numen, stacks, kukreno, ogama or all"."""
    return ", ".join(names) + (f" or {' or '.join(extra)}" if extra else "")


def unknown_game(name: str, offered: list[str], what: str, extra: tuple[str, ...] = ()) -> str:
    """One wording, in every command, for a game that is not registered or does not offer `what`."""
    known = name in {spec.id for spec in games()}
    problem = f"{name!r} has no {what}" if known else f"unknown game {name!r}"
    return f"{problem}: choose from {choose_from(offered, extra)}"


class GameChoice(click.Choice):
    """A game argument: the registered games that `offers` (read when used, so a game registered later is
    a choice too), then `extra` ("all"); listed in --help, and a wrong one answered as every noun answers it."""

    def __init__(self, what: str, offers: Callable[[GameSpec], bool] = lambda spec: True, extra: tuple[str, ...] = ()):
        self.what, self.offers, self.extra = what, offers, extra
        super().__init__([])

    @property
    def choices(self) -> tuple[str, ...]:
        return (*(spec.id for spec in games() if self.offers(spec)), *self.extra)

    @choices.setter
    def choices(self, value) -> None:
        """click.Choice sets its choices once; these are read from the registry instead."""

    def convert(self, value, param, ctx):
        if value in self.choices:
            return value
        offered = [name for name in self.choices if name not in self.extra]
        raise click.UsageError(unknown_game(value, offered, self.what, self.extra), ctx)


def command(name: str, function: Callable[..., None], help: str | None = None) -> click.Command:
    """A Typer command function as the click command `name`, built as Typer builds any command, its
    numbers read strictly (pnp.commands.options.strict_numbers)."""
    single = typer.Typer(add_completion=False, rich_markup_mode=None)
    single.command(name, help=help)(function)
    return strict_numbers(typer.main.get_command(single))


class GameGroup(TyperGroup):
    """A noun whose sub-commands are the games offering it; an unknown game gets a one-line answer naming the choices."""

    def command_for(self, spec: GameSpec) -> click.Command | None:
        """The game's command under this noun, if it has the product."""
        function = spec.command(self.name or "")
        return command(spec.id, function) if function else None

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [spec.id for spec in games() if self.command_for(spec)]

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        spec = next((spec for spec in games() if spec.id == cmd_name), None)
        return self.command_for(spec) if spec else None

    def resolve_command(self, ctx: click.Context, args: list[str]):
        name = args[0] if args else ""
        if name and not name.startswith("-") and self.get_command(ctx, name) is None:
            raise click.UsageError(unknown_game(name, self.list_commands(ctx), self.name or ""), ctx)
        return super().resolve_command(ctx, args)


def noun(help_text: str, cls: type[GameGroup] = GameGroup) -> typer.Typer:
    return typer.Typer(cls=cls, help=help_text, no_args_is_help=True, rich_markup_mode=None)
