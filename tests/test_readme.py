"""The README's two first-run commands are exactly what CI runs."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ci_runs_the_readme_commands():
    readme = (ROOT / "README.md").read_text()
    ci = (ROOT / ".ci" / "run").read_text()
    produce = "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/pnp kit all"
    test = "python3 -m venv .venv && .venv/bin/pip install '.[test]' && .venv/bin/pytest"
    for command in (produce, test):
        assert command in readme
        assert command.replace("pip install ", "pip install -q ") in ci
