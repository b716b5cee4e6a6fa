"""Adding a game is one folder and one registration: the toy game in tests/toy/ (Pebbles) appears in the
help, gets its product commands, a rulebook, a kit, a site page and an analysis, with no change to shared
files; a registration missing a text, a template or a command noun is refused in one line."""

import json
import re
import shutil
from dataclasses import replace

import pytest
import toy
from conftest import assert_good_pdf, pdf_pages, pdf_text, qpdf_check

import pnp.locales
from pnp import registry
from pnp.locales.catalogs import forget
from pnp.registry import BadRegistration, GameSpec, register


def forget_texts() -> None:
    pnp.locales.GAME_TEXTS.clear()
    pnp.locales.catalog.cache_clear()
    pnp.locales.checked_catalog.cache_clear()
    pnp.locales.glossary.cache_clear()
    pnp.locales._built_in_reference.cache_clear()
    forget()


@pytest.fixture
def registered(monkeypatch):
    """Registers a spec for one test, the shipped games kept, and forgets it (and its texts) after."""
    monkeypatch.setattr(registry, "_SPECS", dict(registry._registered()))
    yield register
    forget_texts()


@pytest.fixture
def with_toy(registered):
    registered(toy.SPEC)


def test_the_toy_game_is_listed_with_its_products(cli, with_toy):
    assert re.search(r"^Games:\n(  .+\n)*  toy +Pebbles$", cli("--help").stdout, re.MULTILINE)
    for noun in ("board", "setup", "moves", "analyze", "rulebook"):
        assert re.search(r"^  toy ", cli(noun, "--help").stdout, re.MULTILINE), noun
    assert "toy" not in cli("sheet", "--help").stdout
    assert "choose from numen, stacks, ogama, toy" in cli("board", "chess").stderr


def test_the_toy_board_prints_in_both_languages(cli, with_toy, tmp_path):
    for lang, words in (("en", "A pile of 13 pebbles"), ("ru", "Кучка из 13 камешков")):
        out = tmp_path / f"toy-{lang}.pdf"
        result = cli("board", "toy", "--seed", "3", "--lang", lang, "-o", out)
        assert result.exit_code == 0, result.stderr
        assert_good_pdf(out)
        assert words in pdf_text(out)


def test_the_toy_rules_answer_setup_moves_and_analyze(cli, with_toy, tmp_path):
    position = cli("setup", "toy", "--seed", "3", "--json").stdout
    assert json.loads(position) == {"pile": 13, "to_move": "first"}
    (tmp_path / "end.json").write_text('{"pile": 2, "to_move": "second", "roll": [4]}')
    after = cli("moves", "toy", "--position", tmp_path / "end.json", "--apply", '{"take": 2}')
    assert json.loads(after.stdout) == {"pile": 0, "to_move": "first"}
    rolling = cli("moves", "toy", "--position", "-", input=position)
    assert rolling.stdout.strip() == "[]" and "first rolls first" in rolling.stderr
    (tmp_path / "six.json").write_text('{"pile": 2, "to_move": "second", "roll": [6]}')
    assert json.loads(cli("moves", "toy", "--position", tmp_path / "six.json", "--apply", "pass").stdout) == {"pile": 2, "to_move": "first"}
    too_many = cli("moves", "toy", "--position", tmp_path / "end.json", "--apply", '{"take": 3}')
    assert too_many.exit_code == 2 and too_many.stderr == "pnp: error: cannot take 3 of 2\n"
    report = json.loads(cli("analyze", "toy", "--games", "30", "--seed", "5", "--json").stdout)
    assert report["games"] == 30 and report["first_wins"] + report["second_wins"] == 30
    assert report["endings"]["last"] == 30
    words = cli("analyze", "toy", "--games", "30", "--seed", "5", "--lang", "ru").stdout
    assert words.startswith(f"Камешки: партий 30, жадный первый против случайного второго: первый выиграл {report['first_wins']},")


def test_the_toy_rulebook_prints_from_its_own_templates(cli, with_toy, tmp_path):
    for lang, words in (("en", "Whoever takes the last pebble wins."), ("ru", "Кто взял последний камешек, тот выиграл.")):
        out = tmp_path / f"book-{lang}.pdf"
        result = cli("rulebook", "toy", "--lang", lang, "--seed", "3", "-o", out)
        assert result.exit_code == 0, result.stderr
        assert_good_pdf(out)
        assert words in " ".join(pdf_text(out).split())
    page = tmp_path / "book.html"
    assert cli("rulebook", "toy", "--html", "--seed", "3", "-o", page).exit_code == 0
    assert 'A pile of 13 pebbles.' in page.read_text()  # the diagram's text alternative


def test_kit_all_builds_the_toy_kit(cli, with_toy, tmp_path):
    result = cli("kit", "all", "--lang", "ru", "--seed", "2", "-q", "-o", tmp_path)
    assert result.exit_code == 0, result.stderr
    assert {p.name for p in tmp_path.iterdir()} == {f"{g}-kit-ru-a4" for g in ("numen", "stacks", "kukreno", "ogama", "toy")}
    kit = tmp_path / "toy-kit-ru-a4"
    names = {p.name for p in kit.iterdir()}
    assert {"toy-board-ru-a4.pdf", "toy-rulebook-ru-a4.pdf", "toy-kit-ru-a4.pdf"} <= names
    assert "calibration-ru-a4.pdf" not in names  # no piece of the toy has a back to register
    assert "Камешки" in pdf_text(kit / "toy-kit-ru-a4.pdf").split("\f")[0]


def test_the_site_has_a_toy_page(cli, with_toy, tmp_path):
    result = cli("site", "toy", "--seed", "2", "-o", tmp_path)
    assert result.exit_code == 0, result.stderr
    assert "Pebbles" in (tmp_path / "index.html").read_text()
    for lang, words, die in (("en", "take the last pebble and win", "Die"), ("ru", "взявший последний камешек побеждает", "Кубик")):
        page = (tmp_path / "toy" / lang / "index.html").read_text()
        assert words in page
        assert f'data-die="turn" aria-hidden="true">?</span><figcaption>{die}</figcaption>' in page  # its dice roller
        assert (tmp_path / "toy" / lang / "rules.html").is_file()
        assert (tmp_path / "toy" / lang / "kit" / f"toy-rulebook-{lang}-a4.pdf").is_file()


def test_the_toy_shop_files_hold_its_board_and_its_pebbles_with_their_die_lines(cli, with_toy, tmp_path):
    result = cli("shop", "toy", "--preset", "tiles", "--seed", "3", "-o", tmp_path)
    assert result.exit_code == 0, result.stderr
    made = {p.name for p in tmp_path.iterdir()}
    assert made == {f"toy-{item}-shop-tiles-en.pdf" for item in ("board", "pebbles", "rulebook")}
    for name in made:
        qpdf_check(tmp_path / name)
    assert pdf_pages(tmp_path / "toy-pebbles-shop-tiles-en.pdf") == 20  # the largest pile
    assert b"CutContour" in (tmp_path / "toy-pebbles-shop-tiles-en.pdf").read_bytes()
    assert b"CutContour" not in (tmp_path / "toy-board-shop-tiles-en.pdf").read_bytes()


def test_the_toy_digital_table_lays_out_the_seed_pile(cli, with_toy, tmp_path):
    result = cli("tts", "toy", "--seed", "3", "--dpi", "72", "-o", tmp_path)
    assert result.exit_code == 0, result.stderr
    index = json.loads((tmp_path / "index.json").read_text())["images"]
    assert {entry["piece"] for entry in index} == {"board", "pebble"}
    save = json.loads((tmp_path / "toy-en.json").read_text())
    tiles = [o["Nickname"] for o in save["ObjectStates"] if o["Name"] == "Custom_Tile"]
    assert sorted(tiles) == ["Board"] + ["pebble"] * 13  # seed 3 deals a pile of 13


@pytest.mark.parametrize("left, issues", [("9", []), ("10", ["left"])])
def test_the_toy_fillable_board_reads_back_checked(cli, with_toy, tmp_path, left, issues):
    from pypdf import PdfWriter

    from pnp.registry import game
    from pnp.render.document import PrintOptions, write_part

    blank = tmp_path / "board.pdf"
    (part,) = game("toy").fillable(PrintOptions("en", "a4", 3))
    write_part(blank, part)
    writer = PdfWriter(clone_from=blank)
    crossed = {f"pebble.{k}": "/Yes" for k in (1, 2, 3, 4)}
    writer.update_page_form_field_values(writer.pages[0], {**crossed, "left": left}, auto_regenerate=False)
    filled = tmp_path / "filled.pdf"
    writer.write(filled)
    done = cli("read", filled, "--json")
    report = json.loads(done.stdout)
    assert done.exit_code == (1 if issues else 0), done.stderr
    assert (report["pile"], report["taken"], report["left"]) == (13, 4, 9)
    assert [issue["field"] for issue in report["issues"]] == issues
    words = cli("read", filled, "--lang", "ru").stdout
    assert words.startswith("Камешки: в кучке 13, зачёркнуто 4, осталось 9.")


def test_the_toy_brings_its_glossary_terms_and_its_book_keeps_them(with_toy, tmp_path):
    from test_glossary import offences, readable

    from pnp.locales import glossary
    from pnp.render.document import PrintOptions, part_bytes
    from pnp.rulebook import rulebook_part

    assert (glossary("en")["pebble"].term, glossary("ru")["pebble"].term) == ("pebble", "камешек")
    assert {"guide", "toad"} <= set(glossary("ru"))  # the shipped games' terms stay
    assert offences("en", "take two stones") and offences("ru", "возьмите два камня")
    for lang in ("en", "ru"):
        book = part_bytes(rulebook_part("toy", PrintOptions(lang, "a4", 3)))[0]
        assert not offences(lang, readable(book, tmp_path))


def test_the_toy_game_passes_the_conformance_suite(with_toy):
    """The suite every shipped game with positions passes, read from the toy's registration alone."""
    from test_conformance import test_a_game_keeps_every_rule_of_the_contract as keeps_the_contract

    from pnp.registry import game

    trials = game("toy").trials()
    for seed in (1, 2):
        for what, _ in trials.starts(seed):
            keeps_the_contract(trials, what, seed, "random")


def test_the_toy_game_is_gone_after_its_test(cli):
    from pnp.locales import glossary

    assert "toy" not in cli("--help").stdout
    assert "pebble" not in glossary("en")
    assert cli("board", "toy").exit_code == 2


def test_a_game_missing_an_english_text_is_refused_in_one_line(registered, tmp_path):
    texts = tmp_path / "texts"
    shutil.copytree(toy.TEXTS, texts)
    english = texts / "en" / "toy.toml"
    english.write_text(english.read_text(encoding="utf-8").replace('time = "2 minutes"\n', ""), encoding="utf-8")
    before = registry.games()
    with pytest.raises(BadRegistration) as refused:
        registered(replace(toy.SPEC, texts=texts))
    assert str(refused.value) == "game 'toy': no en text for games.toy.time"
    assert registry.games() == before


def test_what_a_translation_of_a_game_leaves_out_prints_in_english(registered, tmp_path, capsys):
    texts = tmp_path / "texts"
    shutil.copytree(toy.TEXTS, texts)
    po = texts / "ru" / "sheets.po"
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Кучка из {n} камешков"', 'msgstr ""'), encoding="utf-8")
    registered(replace(toy.SPEC, texts=texts))
    ru = pnp.locales.Text("ru")
    assert ru("toy.alt.pile", n=5) == "A pile of 5 pebbles" and ru("games.toy.name") == "Камешки"
    assert f"pnp: {po}: 1 missing and 0 fuzzy of " in capsys.readouterr().err


def test_a_game_giving_a_term_the_glossary_has_is_refused(registered, tmp_path):
    texts = tmp_path / "texts"
    shutil.copytree(toy.TEXTS, texts)
    terms = texts / "en" / "glossary" / "toy.toml"
    terms.write_text(terms.read_text(encoding="utf-8").replace("[pebble]", "[toad]"), encoding="utf-8")
    with pytest.raises(BadRegistration, match=r"^game 'toy': .*toy\.toml: toad: also given in .*ogama\.toml$"):
        registered(replace(toy.SPEC, texts=texts))


def test_a_game_missing_a_rulebook_template_is_refused(registered, tmp_path):
    texts = tmp_path / "texts"
    shutil.copytree(toy.TEXTS, texts)
    (texts / "toy.md.j2").unlink()
    with pytest.raises(BadRegistration, match=r"^game 'toy': no en rulebook template en/toy\.md\.j2$"):
        registered(replace(toy.SPEC, texts=texts))


def test_a_game_whose_book_a_language_does_not_translate_is_refused(registered, tmp_path):
    texts = tmp_path / "texts"
    shutil.copytree(toy.TEXTS, texts)
    (texts / "ru" / "book-toy.po").unlink()
    with pytest.raises(BadRegistration, match=r"^game 'toy': no ru translation of its book, ru/book-toy\.po$"):
        registered(replace(toy.SPEC, texts=texts))


@pytest.mark.parametrize(
    "change, words",
    [
        ({"id": "numen"}, "registered twice"),
        ({"id": "all"}, "game id 'all'"),
        ({"id": "Toy Game"}, "game id 'Toy Game'"),
        ({"products": {"boards": "toy_board"}}, "no product noun boards"),
        ({"kit_weight": 0}, "kit_weight"),
        ({"dice": ("coin",)}, r"no en text for site\.die\.coin$"),
        ({"commands": "toy.commands"}, r"^game 'toy': its commands module toy\.commands does not exist$"),
        ({"rulebook": "nowhere.book"}, r"^game 'toy': its rulebook module nowhere\.book does not exist$"),
    ],
)
def test_a_faulty_registration_is_refused(registered, change, words):
    before = registry.games()
    with pytest.raises(BadRegistration, match=words):
        registered(replace(toy.SPEC, **change))
    assert registry.games() == before


def test_a_spec_names_its_commands_and_loads_them_only_when_asked():
    spec = GameSpec("toy", commands="toy.cli", products={"board": "toy_board"}, kit=list)
    assert spec.command("sheet") is None
    assert spec.command("board").__name__ == "toy_board"


def test_a_faulty_shipped_game_stops_pnp_at_start_up_in_one_line(cli, monkeypatch):
    import pnp.games.numen

    monkeypatch.setattr(pnp.games.numen, "SPEC", replace(pnp.games.numen.SPEC, dice=("coin",)))
    monkeypatch.setattr(registry, "_SPECS", {})
    monkeypatch.setattr(registry, "_loaded", False)
    done = cli("--help")
    assert done.exit_code == 2
    assert done.stderr == "pnp: error: game 'numen': no en text for site.die.coin\n" and done.stdout == ""


def test_the_toy_keeps_its_measured_figure_beside_its_texts_and_its_book_quotes_it(cli, with_toy):
    from pnp.locales import Text
    from pnp.rulebook.book import markup
    from pnp.rulebook.content import game_content
    from pnp.rulebook.facts import facts, facts_path

    assert facts_path("toy") == toy.TEXTS / "facts.json"
    recorded = facts("toy")["greedy"]
    assert recorded["command"] == dict(toy.SPEC.facts)["greedy"]
    words = recorded["command"].split()[1:]
    words[words.index("--games") + 1] = "20"
    again = json.loads(cli(*words).stdout)  # the first games replay as recorded
    assert again["outcomes"] == recorded["report"]["outcomes"][:20]
    for lang, said in (("en", "this won 82.0% of 200 games"), ("ru", "так выиграно 82,0\u00a0% из 200 партий")):
        text = Text(lang)
        book = markup("toy", text, "normal", {**game_content("toy", 1, text).context, "seed": 1})
        assert said in book
