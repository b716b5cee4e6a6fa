"""Adding a game is one registration: a toy game defined here appears in the help, gets its product
command and is built by `pnp kit all`, with no other change; a faulty registration is refused at once."""

import re

import pytest
from conftest import assert_good_pdf, pdf_text

from pnp import registry
from pnp.commands.options import Lang, Output, PaperName, Seed, start
from pnp.locales import catalog
from pnp.registry import GameSpec, register
from pnp.render.document import Part, PrintOptions

TOY_TEXT = {"games.toy.name": "Toy Squares", "print.designer.toy": "a test", "toy.sheet.board": "toy board"}


def toy_board_part(options: PrintOptions) -> Part:
    def draw(doc) -> None:
        s = doc.new_page()
        s.line(40, 150, 120, 150, "bold")
        s.text(40, 160, doc.text("toy.sheet.board"), 12)

    return Part("toy-board", options.info("toy", "toy.sheet.board"), draw)


def toy_board(lang: Lang = "en", paper: PaperName = "a4", seed: Seed = None, output: Output = None) -> None:
    """A toy board: one line to play on."""
    run = start(lang, paper, seed)
    run.write(toy_board_part(run.options), output)


TOY = GameSpec("toy", commands=__name__, products={"board": "toy_board"}, kit=lambda options: [toy_board_part(options)])


@pytest.fixture
def toy(monkeypatch):
    """The toy game registered, with its English text, for one test, and gone after it."""
    monkeypatch.setattr(registry, "_SPECS", dict(registry._registered()))
    for key, value in TOY_TEXT.items():
        monkeypatch.setitem(catalog("en"), key, value)
    register(TOY)


def test_the_toy_game_is_listed_with_its_product(cli, toy):
    assert re.search(r"^Games:\n(  .+\n)*  toy +Toy Squares$", cli("--help").stdout, re.MULTILINE)
    assert re.search(r"^  toy +A toy board: one line to play on\.$", cli("board", "--help").stdout, re.MULTILINE)
    assert "toy" not in cli("sheet", "--help").stdout
    assert "choose from numen, stacks, ogama, toy" in cli("board", "chess").stderr
    assert cli("rulebook", "toy").stderr == "pnp: error: 'toy' has no rulebook: choose from numen, stacks, kukreno, ogama\n"


def test_the_toy_game_product_command_writes_its_sheet(cli, toy, tmp_path):
    out = tmp_path / "toy.pdf"
    result = cli("board", "toy", "--seed", "3", "-o", out)
    assert result.exit_code == 0, result.stderr
    assert result.stderr == f"wrote {out} (1 page, seed 3)\n"
    assert_good_pdf(out)
    assert "Toy Squares" in pdf_text(out)


def test_kit_all_builds_the_toy_game_kit(cli, toy, tmp_path):
    result = cli("kit", "all", "--lang", "en", "--seed", "2", "-q", "-o", tmp_path)
    assert result.exit_code == 0, result.stderr
    assert {p.name for p in tmp_path.iterdir()} == {f"{g}-kit-en-a4" for g in ("numen", "stacks", "kukreno", "ogama", "toy")}
    kit = tmp_path / "toy-kit-en-a4"
    assert {"toy-board-en-a4.pdf", "calibration-en-a4.pdf", "toy-kit-en-a4.pdf"} <= {p.name for p in kit.iterdir()}
    cover = pdf_text(kit / "toy-kit-en-a4.pdf").split("\f")[0]
    assert "Toy Squares" in cover and "toy-board-en-a4.pdf" in cover
    assert "Plain paper works for every sheet" in cover and "Fold-and-glue" not in cover  # no piece has a back


def test_the_toy_game_is_gone_after_its_test(cli):
    assert "toy" not in cli("--help").stdout
    assert cli("board", "toy").exit_code == 2


@pytest.mark.parametrize(
    "spec, words",
    [
        (GameSpec("numen", commands=__name__, products={}, kit=list), "registered twice"),
        (GameSpec("all", commands=__name__, products={}, kit=list), "game id 'all'"),
        (GameSpec("Toy Game", commands=__name__, products={}, kit=list), "game id 'Toy Game'"),
        (GameSpec("toy", commands=__name__, products={"boards": "toy_board"}, kit=list), "no product noun boards"),
        (GameSpec("toy", commands=__name__, products={}, kit=list, kit_weight=0), "kit_weight"),
    ],
)
def test_a_faulty_registration_is_refused(spec, words):
    before = registry.games()
    with pytest.raises(ValueError, match=words):
        register(spec)
    assert registry.games() == before
