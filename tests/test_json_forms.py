"""The JSON forms are read strictly: a cell listed twice is an error naming it, never last-wins."""

import pytest

from pnp.core.errors import PnpError
from pnp.games.kukreno import rules as kukreno
from pnp.games.numen import rules as numen
from pnp.games.ogama import rules as ogama
from pnp.games.stacks import rules as stacks
from pnp.engine.coords import BadCell, is_cell_name, parse_cell

STACKS = '{"game": "stacks", "width": 8, "height": 8, "to_move": "white", "cells": {%s}}'
OGAMA = ('{"game": "ogama", "width": 6, "height": 6, "to_move": "orange", "cells": {%s}, '
         '"toads": {"orange": "a1", "black": "f6"}}')


@pytest.mark.parametrize(
    "load, text, error",
    [
        (stacks.Position.from_json,
         STACKS % '"a1": [{"color": "white", "value": 3}], "a1": [{"color": "black", "value": 2}]', stacks.BadPosition),
        (ogama.Position.from_json, OGAMA % '"a1": ["orange"], "f6": ["black"], "a1": ["black"]', ogama.BadPosition),
        (numen.Setup.from_json, '{"game": "numen", "seed": 1, "seed": 2}', numen.BadSetup),
        (numen.Position.from_json, '{"game": "numen", "crossed": ["a1"], "crossed": []}', numen.BadPosition),
    ],
)
def test_a_key_given_twice_is_refused(load, text, error):
    with pytest.raises(error, match="given twice"):
        load(text)


def test_the_command_line_reports_it_in_one_line(cli, tmp_path):
    position = tmp_path / "p.json"
    position.write_text(STACKS % '"a1": [{"color": "white", "value": 3}], "a1": [{"color": "white", "value": 4}]')
    result = cli("moves", "stacks", "--position", position)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == "pnp: error: position: 'a1' is given twice\n"


# --- Positions that cannot arise, and malformed keys: one error naming the key or cell --------------

KUKRENO = '{"game": "kukreno", "mode": "ordered", "starter": "X", "cells": {%s}, "penalties": {"X": %d, "O": %d}}'
NUMEN_CELLS = ", ".join(f'"{cell}": 1' for cell in numen.PLAYER_CELLS)


def token(color: str, value: int) -> str:
    return f'{{"color": "{color}", "value": {value}}}'


BAD_POSITIONS = [
    # Signed Stacks
    (stacks.Position.from_json, '{"width": 8, "height": 8, "to_move": "white", "cells": {}}', "lacks 'game'"),
    (stacks.Position.from_json, STACKS.replace('"cells"', '"colour": 1, "cells"') % "", "unknown field(s): colour"),
    (stacks.Position.from_json, STACKS % f'"a1": [{token("white", 17)}]', "cell a1, token 1 from the bottom: value +17"),
    (stacks.Position.from_json, STACKS % f'"a1": [{token("white", 10)}], "a2": [{token("white", -10)}]',
     "cell a2: white has more tokens than a set holds"),
    (stacks.Position.from_json, STACKS % f'"a1": [{token("white", 3)}, {{"color": "white", "value": 2, "up": true}}]',
     "cell a1, token 2 from the bottom: unknown key 'up'"),
    (stacks.Position.from_json, STACKS % f'"i1": [{token("white", 3)}]', "cell 'i1' is not on the 8 x 8 board"),
    (stacks.Position.from_json, STACKS % f'"c٣": [{token("white", 3)}]', "cell 'c٣' is not on the 8 x 8 board"),
    (stacks.Position.from_json, STACKS % f'"c²": [{token("white", 3)}]', "cell 'c²' is not on the 8 x 8 board"),
    (stacks.Position.from_json,
     '{"game": "stacks", "map": {"seed": 1, "regions": 44}, "to_move": "white", "cells": {"r٣": []}}',
     "cell 'r٣' is not on the 44-region map of seed 1"),
    (stacks.Move.from_json, '{"from": "a1", "to": "a2", "flip": false, "twice": true}', "unknown key 'twice'"),
    # OGAMA
    (ogama.Position.from_json, OGAMA.replace('"game": "ogama", ', "") % '"a1": ["orange"], "f6": ["black"]',
     "lacks the 'game' field"),
    (ogama.Position.from_json, OGAMA.replace('"cells"', '"turn": 3, "cells"') % '"a1": ["orange"], "f6": ["black"]',
     "unknown field 'turn'"),
    (ogama.Position.from_json, OGAMA % ('"a1": ["orange"], "f6": ["black"], ' + ", ".join(
        f'"{c}{r}": ["orange"]' for c in "abcdef" for r in (2, 3, 4) if f"{c}{r}" != "a1")),
     "brings orange to 19 discs; a 6 x 6 board's setup deals at most 18"),
    (ogama.Position.from_json, OGAMA % '"a1": ["orange"], "f6": ["black"], "b2": ["black", "black", "black", '
     '"black", "black", "black", "black"]', "cells: 'b2' holds 7 discs"),
    (ogama.Position.from_json, OGAMA.replace('"black": "f6"', '"black": "a1"') % '"a1": ["orange"], "f6": ["black"]',
     "both toads are on 'a1'"),
    (ogama.Position.from_json, OGAMA % '"a1": ["orange"], "f6": ["black"], "g1": ["black"]', "cell 'g1' is off the 6 x 6 board"),
    (ogama.Position.from_json, OGAMA % '"a1": ["orange"], "f6": ["black"], "b2": ["green"]', "'b2': unknown colour 'green'"),
    (ogama.Position.from_json, OGAMA % '"a1": ["orange"], "f6": ["black"], "c٣": ["black"]', "bad cell name 'c٣'"),
    (ogama.Move.from_json, '{"piece": "disc", "from": "a1", "to": "a2", "via": "b1"}', "unknown key 'via'"),
    # KuKreNo
    (kukreno.Position.from_json, '{"mode": "ordered", "starter": "X", "cells": {}, "penalties": {"X": 0, "O": 0}}',
     "lacks 'game'"),
    (kukreno.Position.from_json, KUKRENO.replace('"penalties"', '"dice": [], "penalties"') % ("", 0, 0),
     "unknown key 'dice'"),
    (kukreno.Position.from_json, KUKRENO % ('"a1": "X", "b1": "X"', 0, 0), "X (starter) has rolled 2 times and O 0"),
    (kukreno.Position.from_json, KUKRENO % ('"a1": "X"', 0, 4), "penalties: 'O' must be 0 to 3, got 4"),
    (kukreno.Position.from_json, KUKRENO % ('"a7": "X"', 0, 0), "cell 'a7' is off the 6 x 6 board"),
    (kukreno.Position.from_json, KUKRENO % ('"a1": "Y"', 0, 0), "cells: 'a1' must hold 'X' or 'O'"),
    (kukreno.Position.from_json, KUKRENO % ('"a1": "X", "b1": "X", "d1": "X", "e2": "X", "a6": "O", "b6": "O", "c6": "O"', 0, 0),
     "O reached a criterion (line), so the game ended"),
    (kukreno.Move.from_json, '{"square": "c5", "player": "X"}', "unknown key 'player'"),
    (kukreno.Move.from_json, '{"roll": [3, 5], "square": "c5"}', "unknown key 'roll'"),
    (kukreno.Position.from_json, KUKRENO.replace('"penalties"', '"roll": [3, 7], "penalties"') % ("", 0, 0),
     "roll must be two dice showing 1-6"),
    (kukreno.Position.from_json, KUKRENO.replace('"penalties"', '"roll": [3, 5], "penalties"') % ('"a1": "X", "b1": "X", "c1": "X", "a6": "O", "b6": "O"', 0, 1),
     "the game is over, so no dice wait to be used"),
    # Eye of Numen
    (numen.Setup.from_json, '{"seed": 1}', "needs its 'game'"),
    (numen.Setup.from_json, '{"game": "numen", "seed": 1, "size": 5}', "unknown key(s) in a numen setup: size"),
    (numen.Setup.from_json, '{"game": "numen", "seed": 1, "eye": 7, "cells": {%s}}' % NUMEN_CELLS, "the Eye must hold a digit 1-6"),
    (numen.Setup.from_json, '{"game": "numen", "seed": 1, "eye": 2, "cells": {%s}}' % NUMEN_CELLS.replace('"a1": 1', '"a1": 0'),
     "cell a1 must hold a digit 1-6, got 0"),
    (numen.Setup.from_json, '{"game": "numen", "seed": 1, "eye": 2, "cells": {%s, "c4": 3}}' % NUMEN_CELLS, "c4 is the Eye"),
]


@pytest.mark.parametrize("load, text, words", BAD_POSITIONS)
def test_impossible_or_malformed_forms_are_refused_naming_the_key_or_cell(load, text, words):
    with pytest.raises(PnpError) as refused:
        load(text)
    assert words in str(refused.value) and "\n" not in str(refused.value)


MOVES_COMMAND_CASES = [
    (game, text, words)
    for load, text, words in BAD_POSITIONS
    for game, engine in (("stacks", stacks.Position), ("ogama", ogama.Position))
    if load == engine.from_json
]


@pytest.mark.parametrize("game, text, words", MOVES_COMMAND_CASES)
def test_the_moves_command_refuses_each_with_exit_2_and_one_line(cli, game, text, words):
    result = cli("moves", game, "--position", "-", input=text)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith("pnp: error: ") and words in result.stderr


@pytest.mark.parametrize("game, move, words", [
    ("stacks", '{"from": "a1", "to": "a2", "flip": false, "twice": true}', "unknown key 'twice'"),
    ("ogama", '{"piece": "disc", "from": "a1", "to": "a2", "via": "b1"}', "unknown key 'via'"),
])
def test_an_extra_key_in_an_applied_move_is_exit_2_and_one_line(cli, game, move, words):
    start = cli("setup", game, "--seed", "7", "--json").stdout
    result = cli("moves", game, "--position", "-", "--apply", move, input=start)
    assert result.exit_code == 2 and result.stdout == "" and result.stderr.count("\n") == 1
    assert result.stderr.startswith("pnp: error: ") and words in result.stderr


@pytest.mark.parametrize("name", ["c٣", "c²", "c4 ", "C4", "c", "4c", "c-1"])
def test_only_ascii_letter_and_number_names_are_cells(name):
    with pytest.raises(BadCell):
        parse_cell(name)
    assert not is_cell_name(name)
