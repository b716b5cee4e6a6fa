"""Every shell command the README and the documentation show runs as written, every command pnp lists is shown
at work with each of its games, and the README's two first-run commands are exactly what CI runs.

A fenced `sh` block is run whole by bash (`set -euo pipefail`), in a fresh folder, with the `pnp` and `python3`
of this interpreter's environment first on the PATH; every command in it must succeed. A comment on the line
just before the fence marks a block otherwise: `<!-- not run: REASON -->` (it needs what a test cannot have,
such as a clean machine or a cluster) or `<!-- run from the project folder -->` (it reads the project's files).
"""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
FENCE = re.compile(r"^(?:<!-- (?P<mark>.*?) -->\n)?```(?P<lang>[^\n`]*)\n(?P<body>.*?)^```$", re.MULTILINE | re.DOTALL)
LANGS = {"sh", "json", "python", "text", ""}  # `sh` blocks run; the others are data, code or pictures
HERE = "run from the project folder"
PRODUCE = "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/pnp kit all"
TEST = "python3 -m venv .venv && .venv/bin/pip install '.[test]' && .venv/bin/pytest"


def fences():
    for page in PAGES:
        text = page.read_text()
        for match in FENCE.finditer(text):
            line = text.count("\n", 0, match.start("lang")) + 1
            yield f"{page.relative_to(ROOT)}:{line}", match["mark"], match["lang"], match["body"]


SHELL = [pytest.param(mark, body, id=where) for where, mark, lang, body in fences() if lang == "sh"]


def test_ci_runs_the_readme_commands():
    readme = (ROOT / "README.md").read_text()
    ci = (ROOT / ".ci" / "run").read_text()
    for command in (PRODUCE, TEST):
        assert command in readme
        assert command.replace("pip install ", "pip install -q ") in ci


def test_the_readme_is_a_front_page():
    assert len((ROOT / "README.md").read_bytes()) <= 12 * 1024


def test_every_fence_is_a_known_kind_and_every_mark_says_why():
    for where, mark, lang, _ in fences():
        assert lang in LANGS, f"{where}: a ```{lang} block is neither run nor declared data (use sh, json, python or text)"
        if mark is not None:
            assert mark == HERE or re.fullmatch(r"not run: \S.*", mark), f"{where}: unknown mark <!-- {mark} -->"


def listed(cli, *command) -> list[str]:
    """The commands `pnp ... --help` lists (for a noun: its games), in order."""
    shown = cli(*command, "--help").stdout
    if "Commands:" not in shown:
        return []
    return re.findall(r"^  ([a-z]+) ", shown.split("Commands:")[1].split("Games:")[0], re.MULTILINE)


def test_every_command_and_game_is_shown_at_work(cli):
    """Each command `pnp --help` lists, with each game it takes, is run in some page."""
    shown = "\n".join(body for _, _, lang, body in fences() if lang == "sh")
    missing = [f"pnp {command} {game}".strip() for command in listed(cli) for game in listed(cli, command) or [""]
               if not re.search(rf"\bpnp {command} {game}".strip() + r"\b", shown)]
    assert not missing, f"no page runs {', '.join(missing)}"


def test_every_json_example_parses():
    for where, _, lang, body in fences():
        if lang == "json":
            try:
                json.loads(body)
            except json.JSONDecodeError as err:
                pytest.fail(f"{where}: {err}")


def test_the_readme_links_to_pages_that_exist():
    for target in re.findall(r"\]\(([^)#]+)", (ROOT / "README.md").read_text()):
        assert (ROOT / target).exists(), target


@pytest.mark.parametrize(("mark", "body"), SHELL)
def test_the_command_runs(mark, body, tmp_path):
    if mark and mark.startswith("not run:"):
        pytest.skip(mark)
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(["bash", "-euo", "pipefail", "-c", body], cwd=ROOT if mark == HERE else tmp_path, env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"exit {done.returncode}\n{body}\n{done.stderr[-3000:]}"
