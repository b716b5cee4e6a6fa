"""Records fed to `pnp replay` as a play page's user might: broken, forged, huge, binary, nested without end,
not a file at all. Each is refused in one line, exit 2, and nothing is written."""

import json

import pytest

from pnp.play.session import Session

from .cli import assert_refused, files_under, pnp


def kukreno_record(**changes) -> dict:
    return {**json.loads(Session.new("kukreno", 11).record()), **changes}


def finished_game() -> dict:
    """A whole game of KuKreNo, played by the computer to its end."""
    session = Session.new("kukreno", 5)
    while session.result() is None:
        session.computer(1)
    return json.loads(session.record())


def ogama_record() -> str:
    session = Session.new("ogama", 3)
    session.computer(1)
    return session.record()


def after_the_end(turn):
    record = finished_game()
    record["turns"].append(turn)
    return json.dumps(record)


CASES = {
    "malformed": (lambda: '{"game": "kukreno", "seed": 1,', ["not valid JSON"]),
    "not-an-object": (lambda: "[1, 2, 3]", ["does not replay"]),
    "another-game": (ogama_record, ["of ogama, not kukreno"]),
    "unknown-game": (lambda: json.dumps(kukreno_record(game="chess")), ["of chess, not kukreno"]),
    "illegal-move": (lambda: json.dumps(kukreno_record(turns=[{"roll": [1, 1]}])), ["dice of seed 11"]),
    "move-after-the-end": (lambda: after_the_end({"move": {"square": "a1"}}), ["does not replay"]),
    "pass-after-the-end": (lambda: after_the_end("pass"), ["does not replay"]),
    "roll-after-the-end": (lambda: after_the_end({"roll": [1, 1]}), ["no dice are due"]),
    "huge-seed": (lambda: json.dumps(kukreno_record(seed=10**400)), ["more than 18 digits"]),
    "large-seed": (lambda: json.dumps(kukreno_record(seed=2**31)), ["layout number", "2147483647"]),
    "negative-seed": (lambda: json.dumps(kukreno_record(seed=-4)), ["layout number"]),
    "float-seed": (lambda: json.dumps(kukreno_record(seed=1.5)), ["layout number"]),
    "turns-not-a-list": (lambda: json.dumps(kukreno_record(turns={"0": "pass"})), ["turns"]),
    "deep-arrays": (lambda: "[" * 200_000 + "]" * 200_000, ["more than 32 deep"]),
    "escaped-quotes": (lambda: '"' + '\\"' * 400_000, ["not valid JSON"]),  # once took hours to measure
    "deep-objects": (lambda: '{"game": "kukreno", "seed": 1, "turns": [], "start": ' + '{"a": ' * 5000 + "1" + "}" * 5001,
                     ["more than 32 deep"]),
    "deep-move": (lambda: json.dumps(kukreno_record(turns=[{"roll": [1, 1]}]))[:-1].replace(
        '"turns": [', '"turns": [{"move": ' + "[" * 3000 + "]" * 3000 + "}, ") + "}", ["more than 32 deep"]),
    "binary": (lambda: b"\xff\xfe\x00\x01" * 1000, ["not UTF-8"]),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_record_that_does_not_replay_is_refused_in_one_line(tmp_path, case):
    make, words = CASES[case]
    content = make()
    path = tmp_path / "record.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    before = files_under(tmp_path)
    assert_refused(pnp("replay", "kukreno", path, cwd=tmp_path, bounded=True), *words)
    assert files_under(tmp_path) == before


@pytest.mark.parametrize("content, words", [("[" * 100_000, ["more than 32 deep"]), (ogama_record(), ["of ogama"])], ids=["deep", "other-game"])
def test_a_broken_record_on_standard_input_is_refused_like_a_file(tmp_path, content, words):
    fed = tmp_path / "fed"
    fed.write_text(content)
    with fed.open("rb") as stdin:
        assert_refused(pnp("replay", "kukreno", "-", cwd=tmp_path, stdin=stdin, bounded=True), *words)
    assert files_under(tmp_path) == ["fed"]


@pytest.mark.parametrize("case", ["100-megabytes", "folder", "missing"])
def test_a_record_that_cannot_be_read_is_refused_unread(tmp_path, case):
    path = tmp_path / "record.json"
    if case == "100-megabytes":
        with path.open("wb") as f:
            f.truncate(100 * 2**20)
    elif case == "folder":
        path.mkdir()
    words = {"100-megabytes": ["over 1000 KB"], "folder": ["Is a directory"], "missing": ["No such file"]}[case]
    before = files_under(tmp_path)
    assert_refused(pnp("replay", "kukreno", path, cwd=tmp_path, bounded=True), "record", *words)
    assert files_under(tmp_path) == before


def test_the_finished_game_itself_replays(tmp_path):
    """The record the cases above spoil is sound: its refusals come from what was done to it."""
    path = tmp_path / "record.json"
    path.write_text(json.dumps(finished_game()))
    ran = pnp("replay", "kukreno", path, cwd=tmp_path)
    assert ran.code == 0 and "game over after" in ran.stderr, ran.stderr
