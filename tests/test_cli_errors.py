"""Bad input ends with one line on stderr, exit code 2, no traceback and nothing written."""

import click
import pytest


@pytest.mark.parametrize(
    "args, words",
    [
        (["board", "chess"], "unknown game 'chess'"),
        (["board", "numen", "--fill", "odd"], "--fill"),
        (["board", "numen", "--count", "0"], "--count"),
        (["board", "numen", "--count", "-5"], "--count"),
        (["board", "numen", "--count", "100001"], "--count"),
        (["board", "numen", "--per-page", "3"], "--per-page"),
        (["board", "numen", "--lang", "nl"], "--lang"),
        (["board", "numen", "--paper", "a7"], "--paper"),
        (["board", "numen", "--seed", "-1"], "--seed"),
        (["sheet", "numen", "--games", "9"], "--games"),
        (["analyze", "numen", "--counts", "3,3,3"], "summing to 15"),
        (["analyze", "numen", "--vs", "lucky"], "lucky"),
        (["setup", "numen", "--fill", "none", "--paper", "b5"], "--paper"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(cli, tmp_path, monkeypatch, args, words):
    monkeypatch.chdir(tmp_path)
    result = cli(*args)
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pnp: error:"), result.stderr
    assert words in lines[0]
    assert "Traceback" not in result.output
    assert result.stdout == ""
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("blocker", ["file", "folder"])
def test_unwritable_output_path(cli, tmp_path, blocker):
    if blocker == "file":
        (tmp_path / "taken").write_text("a file, not a folder")
        target = tmp_path / "taken" / "board.pdf"
    else:
        target = tmp_path / "a-folder"
        target.mkdir()
    before = sorted(p.name for p in tmp_path.rglob("*"))
    result = cli("board", "numen", "--seed", "1", "-o", target)
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1 and "cannot write" in result.stderr
    assert sorted(p.name for p in tmp_path.rglob("*")) == before


def test_missing_output_folders_are_created(cli, tmp_path):
    target = tmp_path / "deep" / "er" / "board.pdf"
    result = cli("board", "numen", "--seed", "1", "-o", target)
    assert result.exit_code == 0, result.stderr
    assert target.read_bytes().startswith(b"%PDF")
    assert [p.name for p in target.parent.iterdir()] == ["board.pdf"]  # no temporary left behind


def test_help_and_version(cli):
    assert cli("--help").exit_code == 0
    result = cli("--version")
    assert result.exit_code == 0 and result.stdout.startswith("pnp ")


@pytest.mark.parametrize("args", [[], ["board"], ["setup"]])
def test_a_bare_command_shows_its_help(cli, args):
    result = cli(*args)
    assert result.exit_code == 0
    assert result.stdout.startswith("Usage: pnp") and "Commands:" in result.stdout


def test_long_batches_print_no_progress_bar_when_piped(cli, tmp_path):
    result = cli("board", "numen", "--count", "300", "--seed", "1", "-o", tmp_path / "b.pdf")
    assert result.exit_code == 0
    assert result.stderr.splitlines() == [f"wrote {tmp_path / 'b.pdf'} (300 pages, seed 1)"]


@pytest.mark.parametrize("game", ["numen", "stacks", "kukreno", "ogama"])
def test_json_and_text_together_are_refused(cli, game):
    result = cli("setup", game, "--json", "--text", "--seed", "1")
    assert result.exit_code == 2 and "--json or --text" in result.stderr and result.stdout == ""


def test_writing_errors_speak_the_sheets_language(cli, tmp_path):
    (tmp_path / "taken").write_text("a file")
    result = cli("board", "numen", "--lang", "ru", "--seed", "1", "-o", tmp_path / "taken" / "b.pdf")
    assert result.exit_code == 2
    assert result.stderr.startswith("pnp: error: не удаётся записать")
    assert f"{tmp_path / 'taken'} is a file, not a folder" in result.stderr


def _command_paths(command, path=()):
    """Every command below `command`, as the words that call it; groups list theirs as click asks them."""
    yield path
    if isinstance(command, click.Group):
        ctx = click.Context(command)
        for name in command.list_commands(ctx):
            yield from _command_paths(command.get_command(ctx, name), (*path, name))


def test_every_command_shows_its_help(cli):
    from typer.main import get_command

    from pnp.cli.app import app

    paths = list(_command_paths(get_command(app)))
    assert ("board", "numen") in paths
    for path in paths:
        result = cli(*path, "--help")
        assert result.exit_code == 0, (path, result.output)
        assert result.stdout.startswith(f"Usage: pnp {' '.join(path)}".rstrip()), path


def test_a_bad_choice_is_named_with_the_choices(cli):
    result = cli("board", "numen", "--per-page", "3")
    assert result.stderr == "pnp: error: Invalid value for '--per-page': '3' is not one of '1', '2', '4'.\n"


@pytest.mark.parametrize(
    "stacks, ogama, said",
    [
        (["board", "stacks", "--size", "8"], ["board", "ogama", "--size", "8"],
         "pnp: error: Invalid value for '--size': '8' is not a size like {example}\n"),
        (["board", "stacks", "--size", "40x8"], ["board", "ogama", "--size", "40x8"],
         "pnp: error: Invalid value for '--size': '40x8': each side must be from 4 to 12\n"),
        (["tokens", "stacks", "--back-offset", "1,1"], ["tokens", "ogama", "--back-offset", "1,1"],
         "pnp: error: --back-offset corrects duplex printing: add --duplex\n"),
    ],
)
def test_every_game_words_the_same_mistake_alike(cli, stacks, ogama, said):
    assert cli(*stacks).stderr == said.format(example="8x8")
    assert cli(*ogama).stderr == said.format(example="6x6")


@pytest.mark.parametrize("command", ["kit", "site", "shop"])
def test_game_commands_list_and_name_the_games_alike(cli, command):
    assert "numen|stacks|kukreno|ogama" in cli(command, "--help").stdout
    done = cli(command, "chess")
    assert done.exit_code == 2
    every = "numen, stacks, kukreno, ogama" + (" or all" if command != "shop" else "")
    assert done.stderr == f"pnp: error: unknown game 'chess': choose from {every}\n"


def test_a_game_named_as_a_command_is_answered_with_its_commands(cli):
    done = cli("ogama")
    assert done.exit_code == 2
    assert done.stderr == ("pnp: error: 'ogama' is a game, not a command: try pnp board ogama, pnp tokens ogama, "
                           "pnp aid ogama, pnp setup ogama, pnp analyze ogama, pnp moves ogama, pnp rulebook ogama\n")
