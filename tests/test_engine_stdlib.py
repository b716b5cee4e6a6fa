"""The engine and every game's rules, players and search import with the standard library alone, so they
can run where no PDF or template library is installed (a browser's Python, say)."""

import subprocess
import sys
from pathlib import Path

import pnp

PACKAGE = Path(pnp.__file__).parent
MODULES = sorted(
    ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    for path in [*PACKAGE.glob("engine/*.py"), *PACKAGE.glob("games/*/rules*.py"), *PACKAGE.glob("games/*/players.py"),
                 *PACKAGE.glob("games/*/search.py")]
    if path.name != "__init__.py"
)
REFUSED = ("reportlab", "PIL", "jinja2", "typer", "click", "fontTools", "pypdfium2", "distributed")
PROGRAM = f"""
import importlib, importlib.abc, sys

class Refuse(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {REFUSED!r}:
            raise ImportError("refused: " + name)
        return None

sys.meta_path.insert(0, Refuse())
for module in sys.argv[1:]:
    importlib.import_module(module)
outside = sorted(name for name in sys.modules if name.split(".")[0] in {REFUSED!r})
print(" ".join(outside))
"""


def test_the_engine_and_the_games_rules_need_no_library_beyond_the_standard_one():
    assert "pnp.engine.search" in MODULES and "pnp.games.kukreno.players" in MODULES
    done = subprocess.run([sys.executable, "-c", PROGRAM, *MODULES], capture_output=True, text=True, check=False,
                          cwd=PACKAGE.parent)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""
