"""The root command: nouns, error handling (one line on stderr, exit code 2), and `main`.

The nouns' sub-commands and the list of games in `pnp --help` are read from the registry each time
the command line is used (pnp.registry), so a registered game appears everywhere at once.
"""

import errno
import sys
from collections.abc import Sequence
from typing import Any

import click
import typer
from typer.core import TyperGroup

from pnp import __version__
from pnp.cli import check, digital, groups, kit, language, play, read, rulebook, shop, site
from pnp.commands.options import strict_numbers
from pnp.core.errors import PnpError
from pnp.core.files import too_many_files
from pnp.core.journal import close_all as close_journals
from pnp.locales import reference
from pnp.registry import PRODUCTS, games


class Root(TyperGroup):
    """Turns every usage error and PnpError into one line on stderr and exit code 2, never a traceback."""

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        windows_expand_args: bool = True,
        **extra: Any,
    ) -> Any:
        strict_numbers(self)
        try:
            rv = super().main(args, prog_name or "pnp", complete_var, False, windows_expand_args, **extra)
        except click.exceptions.NoArgsIsHelpError as shown:
            click.echo(shown.ctx.get_help())  # a bare `pnp` or `pnp board` asks what there is, not an error
            sys.exit(0)
        except click.exceptions.Abort:
            click.echo("pnp: aborted", err=True)
            sys.exit(1)
        except click.ClickException as err:
            fail(err.format_message())
        except PnpError as err:
            fail(str(err))
        except OSError as err:
            if err.errno not in (errno.EMFILE, errno.ENFILE):
                raise
            fail(too_many_files())
        finally:
            close_journals()  # the run is over: what it staged is committed or removed
        if standalone_mode:
            sys.exit(rv if isinstance(rv, int) else 0)
        return rv

    def resolve_command(self, ctx: click.Context, args: list[str]):
        """A game named as a command (`pnp numen`) is answered with the commands that take it."""
        name = args[0] if args else ""
        spec = next((spec for spec in games() if spec.id == name), None)
        if spec is not None:
            nouns = [noun for noun in PRODUCTS if noun in spec.products] + (["rulebook"] if spec.rulebook else [])
            commands = ", ".join(f"pnp {noun} {name}" for noun in nouns)
            raise click.UsageError(f"{name!r} is a game, not a command: try {commands}", ctx)
        return super().resolve_command(ctx, args)

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The registered games with their names, after the commands."""
        names = reference()  # not Text: the help needs no CLDR data, nor any language pack
        with formatter.section("Games"):
            formatter.write_dl([(spec.id, str(names[f"games.{spec.id}.name"])) for spec in games()])
        super().format_epilog(ctx, formatter)


def fail(message: str) -> None:
    click.echo(f"pnp: error: {' '.join(message.split())}", err=True)
    sys.exit(2)


def version(value: bool) -> None:
    if value:
        typer.echo(f"pnp {__version__}")
        raise typer.Exit()


app = typer.Typer(
    name="pnp",
    cls=Root,
    help="Print-and-play boards, sheets, tokens, setups and rulebooks for small tabletop games.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)
for name in PRODUCTS:
    app.add_typer(groups.noun(groups.HELP[name]), name=name)
app.add_typer(groups.noun(rulebook.HELP, rulebook.RulebookGroup), name="rulebook")
app.command("kit")(kit.kit)
app.command("calibrate")(kit.calibrate)
app.command("read")(read.read)
app.command("check")(check.check)
app.command("shop")(shop.shop)
app.command("site")(site.site)
app.command("replay")(play.replay)
app.command("images")(digital.images)
app.command("tts")(digital.tts)
app.add_typer(language.app, name="language")


@app.callback()
def root(
    show_version: bool = typer.Option(False, "--version", callback=version, is_eager=True, help="Show the version."),
) -> None:
    """Print-and-play boards, sheets, tokens, setups and rulebooks for small tabletop games."""


def main() -> None:
    app()
