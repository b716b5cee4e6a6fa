"""The product nouns (`pnp board numen`, `pnp sheet kukreno`, ...) that each game module fills in."""

import click
import typer
from typer.core import TyperGroup

from pnp.games import GAMES


class GameGroup(TyperGroup):
    """A noun whose sub-commands are games; an unknown game gets a one-line answer naming the choices."""

    def resolve_command(self, ctx: click.Context, args: list[str]):
        name = args[0] if args else ""
        if name and not name.startswith("-") and self.get_command(ctx, name) is None:
            games = ", ".join(n for n in GAMES if n in self.commands)
            problem = f"{name!r} has no {self.name}" if name in GAMES else f"unknown game {name!r}"
            raise click.UsageError(f"{problem}: choose from {games}", ctx)
        return super().resolve_command(ctx, args)


def noun(help_text: str) -> typer.Typer:
    return typer.Typer(cls=GameGroup, help=help_text, no_args_is_help=True, rich_markup_mode=None)


board = noun("Playing boards.")
sheet = noun("Score sheets and result blanks.")
tokens = noun("Token and disc sheets to cut out.")
setup = noun("Random legal starting setups (PDF, --json or --text).")
analyze = noun("Computed facts and playout statistics.")
moves = noun("Legal moves of a position given as JSON.")

NOUNS = {"board": board, "sheet": sheet, "tokens": tokens, "setup": setup, "analyze": analyze, "moves": moves}

rulebook = noun("Rulebooks in Russian or English: pages, a folded booklet, or a one-sheet pocket edition.")
NOUNS["rulebook"] = rulebook
