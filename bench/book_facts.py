"""Measure again the figures a game's books quote and rewrite its facts file, `pnp/games/<id>/facts.json`.

Run by hand: `python bench/book_facts.py GAME [NAME ...]` runs every command the game's registration
records (`GameSpec.facts`), or only the entries named, each as printed, and keeps the other entries.
The facts test (`tests/test_facts.py`) then checks the file against the engine.
"""

import sys
import time

from pnp.rulebook.facts import write


def main(game: str, names: list[str]) -> None:
    started = time.time()
    written = write(game, names or None)
    print(f"{game}: {', '.join(written)} in {time.time() - started:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
