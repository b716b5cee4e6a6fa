"""`pnp board|setup|moves|analyze toy`, built from the shared command pieces."""

from typing import Annotated

import typer

from pnp.commands.options import AsJson, Lang, Output, PaperName, Seed, apply_option, position_option, start
from pnp.commands.positions import show_analysis, show_moves, show_setup
from pnp.locales import Text

Games = Annotated[int, typer.Option("--games", min=1, max=1000, help="Games to play.")]


def toy_board(lang: Lang = "en", paper: PaperName = "a4", seed: Seed = None, output: Output = None) -> None:
    """A Pebbles board: the starting pile to cross out."""
    from toy.rules import start as start_pile
    from toy.sheet import board_part

    run = start(lang, paper, seed)
    run.write(board_part(start_pile(run.seed), run.options), output)


def toy_setup(as_json: AsJson = False, lang: Lang = "en", paper: PaperName = "a4", seed: Seed = None, output: Output = None) -> None:
    """A random starting pile: a board (default) or --json (a position for pnp moves)."""
    from toy.rules import start as start_pile
    from toy.sheet import board_part

    run = start(lang, paper, seed)
    position = start_pile(run.seed)
    show_setup(run, position, as_json, False, lambda: board_part(position, run.options), output, "toy-setup")


def toy_moves(position: Annotated[str, position_option()], apply: Annotated[str | None, apply_option('{"take": 2}')] = None) -> None:
    """Legal moves of a position, as JSON; or the position after one move."""
    from toy.rules import Position

    show_moves(Position, position, apply, lambda result: f"{result.winner} took the last pebble")


def toy_analyze(games: Games = 20, as_json: AsJson = False, lang: Lang = "en", seed: Seed = None) -> None:
    """Greedy against random from random piles: wins and lengths."""
    from pnp.engine.matches import pairing_report, play_game
    from toy.rules import SIDES, greedy, start as start_pile
    from pnp.core.seeding import rng

    def analyze(seed: int) -> dict:
        draw = rng(seed)
        rand = rng(draw.randrange(2**31))
        players = {"first": lambda p, moves: greedy(p, moves, rand), "second": lambda p, moves: rand.choice(moves)}
        records = [play_game(start_pile(draw.randrange(2**31)), players, 200, rand) for _ in range(games)]
        return {**pairing_report(records, SIDES, ("last",)), "seed": seed}

    def words(report: dict, text: Text) -> str:
        return text("toy.report", games=report["games"], first=report["first_wins"], second=report["second_wins"],
                    mean=text.number(report["mean_plies"], 1))

    show_analysis(lang, seed, as_json, analyze, words)
