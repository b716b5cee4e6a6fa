"""The measured figures the books quote are true: each game's facts file holds the entries its registration
names, every summary figure follows from the recorded outcomes, and replaying the first games of each
recorded command gives the recorded games again. A changed engine that alters a game fails here; the file
is then rewritten by `python bench/book_facts.py GAME`."""

import importlib
import json
import shlex

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pnp.engine.matches import FEW_DECIDED, GameRecord, pairing_report, verdict, wilson_interval
from pnp.registry import games
from pnp.rulebook.facts import facts, facts_path

ENTRIES = [(spec.id, name, command) for spec in games() for name, command in spec.facts]


def players(game: str):
    """The game's players (its sides as reports name them, and its endings), from its players module."""
    return importlib.import_module(f"pnp.games.{game}.players").PLAYERS


def replayed(command: str) -> int:
    """Games to replay: few enough that the test stays short (a three-ply game takes seconds)."""
    words = shlex.split(command)
    depth = int(words[words.index("--depth") + 1]) if "--depth" in words else 0
    return 1 if depth >= 3 else 3 if depth == 2 or "search" in words else 20


@pytest.mark.parametrize("game", sorted({game for game, _, _ in ENTRIES}))
def test_each_game_records_the_entries_its_registration_names(game):
    recorded = facts(game)
    named = {name: command for spec_game, name, command in ENTRIES if spec_game == game}
    assert facts_path(game).exists()
    assert set(recorded) == set(named)
    for name, command in named.items():
        assert recorded[name]["command"] == command


@pytest.mark.parametrize("game, name, command", ENTRIES, ids=[f"{game}-{name}" for game, name, _ in ENTRIES])
def test_the_figures_follow_from_the_outcomes(game, name, command):
    pairing = facts(game)[name]["report"]
    records = [GameRecord.from_outcome(outcome) for outcome in pairing["outcomes"]]
    assert [record.outcome() for record in records] == pairing["outcomes"]
    figures = pairing_report(records, players(game).report_sides, players(game).endings)
    assert {key: pairing[key] for key in figures} == figures
    assert pairing.get("games_asked", len(records)) == len(records), "a recorded run played every game it asked for"


@pytest.mark.parametrize("game, name, command", ENTRIES, ids=[f"{game}-{name}" for game, name, _ in ENTRIES])
def test_the_first_games_of_each_command_replay_as_recorded(cli, game, name, command):
    words = shlex.split(command)[1:]
    recorded = facts(game)[name]["report"]
    n = replayed(command)
    at = words.index("--games") + 1
    words[at] = str(n)
    done = cli(*words, "--workers", "1") if "--policy" in words or "--white" in words or "--orange" in words or "--starter" in words else cli(*words)
    assert done.exit_code == 0, done.stderr
    again = json.loads(done.stdout)
    assert again["outcomes"] == recorded["outcomes"][:n]
    assert {key: again[key] for key in again if key in ("seed", "policy", "end", "max_plies", "mode", "width", "height")} == {
        key: recorded[key] for key in again if key in ("seed", "policy", "end", "max_plies", "mode", "width", "height")
    }


def test_a_recorded_command_run_as_printed_gives_its_entry(cli):
    entry = facts("kukreno")["ordered"]
    done = cli(*shlex.split(entry["command"])[1:])
    assert done.exit_code == 0, done.stderr
    assert json.loads(done.stdout) == entry["report"]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game, name", [("stacks", "search2"), ("ogama", "search2"), ("kukreno", "ordered")])
def test_the_books_quote_the_recorded_figures_and_never_their_command(game, name, lang):
    """A book says a figure in words; the command that measured it lives in the documentation, not on paper."""
    from pnp.locales import Text
    from pnp.rulebook.book import markup
    from pnp.rulebook.content import game_content
    from pnp.rulebook.markup import literal

    text = Text(lang)
    content = game_content(game, 1, text)
    book = markup(game, text, "normal", {**content.context, "seed": 1})
    quoted = content.context["measured"][name]
    assert round(quoted["first"]["share"], 4) == facts(game)[name]["report"]["first_share_of_decided"]
    assert text.percent(quoted["first"]["share"]) in book
    assert literal(quoted["command"]) not in book and "--" not in book


@given(st.integers(0, 2000), st.integers(0, 2000))
def test_a_verdict_follows_from_the_interval(successes, trials):
    successes = min(successes, trials)
    said = verdict(successes, trials)
    if trials < FEW_DECIDED:
        assert said == "counts"
        return
    low, high = wilson_interval(successes, trials)
    assert said == ("first" if low > 0.5 else "second" if high < 0.5 else "few" if high - low > 0.1 else "close")


def test_an_interval_that_leaves_out_one_half_is_an_edge_however_wide():
    assert verdict(61, 99) == "first"  # 61.6 %, interval 51.8-70.6 %: wider than ±5 points, still an edge
    assert verdict(38, 99) == "second"
    assert verdict(1, 1) == verdict(4, 6) == "counts"


@pytest.mark.parametrize("lang, edge, counts", [
    ("en", "an edge for Orange", "Orange won the only decided game"),
    ("ru", "преимущество оранжевых", "единственную результативную выиграли оранжевые"),
])
def test_the_ogama_book_reads_each_pairing_by_its_verdict(lang, edge, counts):
    from pnp.locales import Text
    from pnp.rulebook.book import markup
    from pnp.rulebook.content import game_content

    text = Text(lang)
    content = game_content("ogama", 1, text)
    measured = content.context["measured"]
    assert measured["search3"]["first"]["verdict"] == "first" and measured["search4"]["first"]["verdict"] == "counts"
    book = " ".join(markup("ogama", text, "normal", {**content.context, "seed": 1}).split())
    assert edge in book and counts in book
    assert text.percent(measured["search4"]["first"]["share"]) not in book  # one decided game gives no share
