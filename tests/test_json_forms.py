"""The JSON forms are read strictly: a cell listed twice is an error naming it, never last-wins."""

import pytest

from pnp.games import numen, ogama, stacks

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
