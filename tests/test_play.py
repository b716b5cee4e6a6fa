"""Games played through a play session (what the site's play pages run) and `pnp replay`, which checks
their records on the command line."""

import json
import subprocess
import sys
import zipfile

import pytest

from pnp.locales import Text
from pnp.play.session import BadRecord, Session
from pnp.registry import game as registered
from pnp.site.play import PLAYABLE, engine_zip, find_pyodide, NoPyodide, play_board


def played(game: str, seed: int = 7) -> Session:
    session = Session.new(game, seed)
    while session.result() is None:
        session.computer(1)
    return session


@pytest.mark.parametrize("game", PLAYABLE)
def test_a_played_game_replays_on_the_command_line_to_the_same_end(game, cli, tmp_path):
    session = played(game)
    record = tmp_path / "record.json"
    record.write_text(session.record())
    done = cli("replay", game, record)
    assert done.exit_code == 0, done.stderr
    result = session.result()
    assert f"{result['winner'] or 'draw'} ({result['reason']})" in done.stderr
    assert json.loads(done.stdout) == json.loads(session.position.to_json())


def test_the_dice_fall_again_as_they_fell_after_an_undo():
    session = Session.new("kukreno", 3)
    first = session.roll()
    session.undo()
    assert session.turns == [] and session.roll() == first
    assert Session.new("kukreno", 3).roll() == first  # the layout number decides the dice


def test_a_record_whose_dice_were_changed_is_refused(cli, tmp_path):
    record = json.loads(played("kukreno").record())
    roll = record["turns"][0]["roll"]
    record["turns"][0]["roll"] = [roll[0] % 6 + 1, roll[1]]
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    done = cli("replay", "kukreno", path)
    assert done.exit_code == 2 and done.stdout == ""
    assert "dice of seed" in done.stderr and len(done.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("text", ["{", "[]", '{"game": "stacks", "seed": 1, "turns": [], "start": {"game": "ogama"}}',
                                  '{"game": "chess", "seed": 1, "turns": [], "start": {}}'])
def test_a_record_that_does_not_parse_is_refused_in_one_sentence(text):
    with pytest.raises(BadRecord):
        Session.from_record(text)


def test_an_illegal_move_in_a_record_is_refused():
    record = json.loads(played("stacks").record())
    record["turns"][0] = {"move": {"from": "a1", "to": "h8", "flip": False}}
    with pytest.raises(BadRecord, match="does not replay"):
        Session.from_record(json.dumps(record))


def test_a_record_of_another_game_is_refused(cli, tmp_path):
    path = tmp_path / "record.json"
    path.write_text(played("ogama").record())
    done = cli("replay", "stacks", path)
    assert done.exit_code == 2 and "of ogama, not stacks" in done.stderr


def test_the_site_refuses_without_the_pyodide_runtime_and_writes_nothing(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    done = cli("site", "ogama", "--lang", "en", "-o", tmp_path / "site")
    assert done.exit_code == 2 and "npm install pyodide@314" in done.stderr
    assert not (tmp_path / "site").exists()
    with pytest.raises(NoPyodide):
        find_pyodide(tmp_path)


def test_the_engine_the_pages_load_plays_with_the_standard_library_alone(tmp_path):
    """The zip the play pages unpack, on a Python that refuses every printing and template library."""
    archive = tmp_path / "engine.zip"
    archive.write_bytes(engine_zip())
    assert "pnp/games/stacks/rules.py" in zipfile.ZipFile(archive).namelist()
    program = """
import importlib.abc, sys
REFUSED = ("reportlab", "PIL", "jinja2", "typer", "click", "fontTools", "pypdfium2", "distributed")
class Refuse(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in REFUSED:
            raise ImportError("refused: " + name)
sys.meta_path.insert(0, Refuse())
sys.path.insert(0, sys.argv[1])
from pnp.play.session import Session
for game in sys.argv[2:]:
    session = Session.new(game, 5)
    while session.result() is None:
        session.state()
        session.computer(1)
    assert Session.from_record(session.record()).result() == session.result()
import pnp
print(pnp.__file__)
"""
    done = subprocess.run([sys.executable, "-I", "-c", program, str(archive), *PLAYABLE], capture_output=True, text=True,
                          check=False, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().startswith(str(archive))


@pytest.mark.parametrize("game", PLAYABLE)
def test_every_piece_a_played_game_shows_is_drawn_on_a_square_of_the_board(game):
    """The page places what `play.shown` names on the squares the board drawing gives: none may be missing."""
    board = registered(game).play(Text("en"))
    session = Session.new(game, 3)
    named, cells = set(), set()
    while session.result() is None:
        for cell, piece, _, _ in json.loads(session.state())["shown"]:
            named.add(piece)
            cells.add(cell)
        session.computer(1)
    assert named and named <= set(board.pieces), named - set(board.pieces)
    assert cells <= set(board.cells)


def test_the_play_board_is_the_printed_drawing_with_the_toad_drawn_not_typed():
    svg, config, fonts = play_board("ogama", Text("ru"))
    assert svg.startswith("<svg") and '<g id="pieces"></g>' in svg
    assert {"toad-orange", "toad-black", "disc-orange-ogama"} <= set(config["pieces"])
    assert all(f'id="{ident}"' in svg for ident in config["pieces"].values())
    assert "\U0001f438" not in svg and "@font-face" in fonts
    assert len(config["cells"]) == 36


def test_eye_of_numen_plays_on_digits_written_by_hand_and_refuses_a_digit_out_of_range():
    cells = {cell: (k % 6) + 1 for k, cell in enumerate(json.loads(Session.new("numen", 1).start.to_json())["cells"])}
    session = Session.written(4, 2, json.dumps(cells))
    start = json.loads(session.record())["start"]
    assert start["cells"] == cells and start["eye"] == 2
    assert Session.from_record(session.record()).position == session.position
    with pytest.raises(BadRecord, match="written digits"):
        Session.written(4, 2, json.dumps({**cells, "a1": 7}))


def test_the_computer_on_a_time_budget_plays_a_legal_move_that_replays():
    session = Session.new("stacks", 2)
    session.computer(0, 200)
    assert len(session.turns) == 1 and Session.from_record(session.record()).position == session.position
