"""The measured figures the books quote: one data file per game, `pnp/games/<id>/facts.json` (or
`facts.json` in the texts folder of a game registered with its own `texts`).

Each entry is the exact `pnp analyze ... --json` command that measured it, the pnp version that ran it,
and the report that command prints: the figures, their 95 % Wilson intervals and every game's outcome.
The file is written only by `write` (`python bench/book_facts.py GAME`), which runs each command of the
game's registration (`GameSpec.facts`) as printed; nothing in it is typed by hand.
"""

import json
import re
import shlex
import subprocess
import sys
from functools import cache
from pathlib import Path

import pnp
from pnp.core.errors import PnpError
from pnp.core.files import write_text
from pnp.registry import game as game_spec

GAMES = Path(pnp.__file__).parent / "games"


class NoFacts(PnpError):
    """A book asks for a measured figure its game's facts file does not hold."""


def facts_path(game: str) -> Path:
    """A game with its own texts folder keeps its facts there, so a game from outside the package has them too."""
    texts = game_spec(game).texts
    return (texts if texts is not None else GAMES / game) / "facts.json"


@cache
def facts(game: str) -> dict:
    """The game's entries by name (empty for a game that measures nothing)."""
    path = facts_path(game)
    return json.loads(path.read_text(encoding="utf-8"))["pairings"] if path.exists() else {}


def entry(game: str, name: str) -> dict:
    """One entry: {"command", "pnp", "report"}."""
    try:
        return facts(game)[name]
    except KeyError:
        raise NoFacts(f"{facts_path(game)} has no entry {name!r}: run python bench/book_facts.py {game}") from None


def run_command(command: str) -> dict:
    """The JSON report of a recorded `pnp analyze` command, run as printed by this Python's pnp."""
    words = shlex.split(command)
    if words[:2] != ["pnp", "analyze"] or "--json" not in words:
        raise PnpError(f"not a pnp analyze ... --json command: {command}")
    done = subprocess.run([sys.executable, "-m", "pnp", *words[1:]], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise PnpError(f"{command} failed: {done.stderr.strip()}")
    return json.loads(done.stdout)


def one_line_lists(text: str) -> str:
    """Indented JSON with each list of strings or numbers on one line (a thousand outcomes stay one line)."""
    item = r'(?:"[^"\n]*"|-?[0-9.]+)'
    return re.sub(rf"\[\s+({item}(?:,\s+{item})*)\s+\]", lambda found: "[" + re.sub(r",\s+", ", ", found[1]) + "]", text)


def write(game: str, names: list[str] | None = None) -> list[str]:
    """Run the commands of the game's registration (all, or those `names`) and rewrite its facts file;
    entries not run are kept as they were. Returns the names written."""
    commands = dict(game_spec(game).facts)
    unknown = sorted(set(names or ()) - set(commands))
    if unknown:
        raise PnpError(f"{game} records no figures named {', '.join(unknown)}: choose from {', '.join(commands)}")
    kept = {name: value for name, value in facts(game).items() if name in commands}
    path = facts_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    for name in names or list(commands):  # the file is rewritten after each entry, so a long run keeps what it measured
        kept[name] = {"command": commands[name], "pnp": pnp.__version__, "report": run_command(commands[name])}
        ordered = {name: kept[name] for name in commands if name in kept}
        write_text(path, one_line_lists(json.dumps({"game": game, "pairings": ordered}, indent=1, ensure_ascii=False)) + "\n")
    facts.cache_clear()
    return list(names or commands)


def figures(game: str, name: str, sides: tuple[str, str]) -> dict:
    """What a book quotes of one entry: the command, games, each side's wins, draws and capped games,
    the mean length, and as fractions with their 95 % Wilson intervals the first side's
    share of the decided games (`first`), the second's (`second`), each with its `verdict`, and the draws'
    and each ending's share of all games."""
    from pnp.engine.matches import verdict, wilson_interval

    recorded = entry(game, name)
    pairing = report = recorded["report"]
    first, second = sides
    games, decided, draws = pairing["games"], pairing["decided"], pairing["draws"]

    def share(count: int, out_of: int) -> dict:
        low, high = wilson_interval(count, out_of)
        return {"count": count, "of": out_of, "share": count / out_of if out_of else 0.0, "low": low, "high": high}

    def side(count: int) -> dict:
        return {**share(count, decided), "verdict": verdict(count, decided)}

    return {
        "command": recorded["command"],
        "games": games,
        "wins": {first: pairing[f"{first}_wins"], second: pairing[f"{second}_wins"]},
        "draws": share(draws, games),
        "capped": pairing["capped"],
        "endings": {ending: share(count, games) for ending, count in pairing["endings"].items()},
        "mean_plies": pairing["mean_plies"],
        "max_plies": report.get("max_plies"),
        "decided": decided,
        "first": side(pairing[f"{first}_wins"]),
        "second": side(pairing[f"{second}_wins"]),
        "short_searches": sum(pairing["short_searches"].values()),
    }


def measured(game: str, sides: tuple[str, str]) -> dict:
    """`figures` of every entry of the game's facts, by name: what its book's templates quote."""
    return {name: figures(game, name, sides) for name in facts(game)}
