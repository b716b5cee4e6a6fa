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


def command(name: str, function: Callable[..., None], help: str | None = None) -> click.Command:
    """A Typer command function as the click command `name`, built as Typer builds any command, its
    numbers read strictly (pnp.cli.options.strict_numbers)."""
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
            offered = ", ".join(self.list_commands(ctx))
            known = name in {spec.id for spec in games()}
            problem = f"{name!r} has no {self.name}" if known else f"unknown game {name!r}"
            raise click.UsageError(f"{problem}: choose from {offered}", ctx)
        return super().resolve_command(ctx, args)


def noun(help_text: str, cls: type[GameGroup] = GameGroup) -> typer.Typer:
    return typer.Typer(cls=cls, help=help_text, no_args_is_help=True, rich_markup_mode=None)
