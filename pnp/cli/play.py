"""`pnp replay`: check a game played on a kit site's play page, turn by turn, on the same rules engines."""

from pathlib import Path
from typing import Annotated

import typer

from pnp.cli.groups import GameChoice


def replay(
    game: Annotated[str, typer.Argument(click_type=GameChoice("play page"), help="The game the record is of.")],
    record: Annotated[Path, typer.Argument(help="The game's record (JSON), as a play page exports it; - for standard input.")],
) -> None:
    """Replay a game exported from a play page: every roll, move and pass checked by the rules; prints the
    end position's JSON, and how the game ended (or that it goes on) on standard error."""
    from pnp.commands.options import read_source
    from pnp.play.session import Session

    played = Session.from_record(read_source(str(record), "record"), game)
    typer.echo(played.position.to_json())
    result = played.result()
    if result is None:
        typer.echo(f"the game goes on after {len(played.turns)} turns; {played.position.to_move} to move", err=True)
    else:
        winner = result["winner"] or "draw"
        typer.echo(f"game over after {len(played.turns)} turns: {winner} ({result['reason']})", err=True)
