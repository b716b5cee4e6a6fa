"""Kits: every part present, a manifest whose hashes match, good PDFs, clean failure."""

import hashlib
import json
import re
import zipfile

import pytest

from pnp.locales import languages
from pnp.registry import games

from conftest import assert_good_pdf, pdf_pages, pdf_text

KIT_GAMES = [spec.id for spec in games()]


@pytest.fixture(scope="module")
def kits(tmp_path_factory):
    """`pnp kit all --lang all` (every language) once for the module."""
    from typer.testing import CliRunner

    from pnp.cli.app import app

    root = tmp_path_factory.mktemp("kits")
    result = CliRunner().invoke(app, ["kit", "all", "--lang", "both", "--seed", "9", "-o", str(root)])
    assert result.exit_code == 0, result.output
    return root, result


def test_one_folder_per_game_and_language(kits):
    root, result = kits
    expected = {f"{g}-kit-{lang}-a4" for g in KIT_GAMES for lang in languages()}
    assert {p.name for p in root.iterdir()} == expected
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == len(expected)  # one line per kit, naming its seed
    assert all("9" in line for line in result.stderr.splitlines())


@pytest.mark.parametrize("game", KIT_GAMES)
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_manifest_matches_the_files(kits, game, lang):
    folder = kits[0] / f"{game}-kit-{lang}-a4"
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["game"] == game and manifest["seed"] == 9
    assert manifest["options"] == {"lang": lang, "paper": "a4", "ink_saver": False}
    listed = {entry["name"]: entry for entry in manifest["files"]}
    on_disk = {p.name for p in folder.iterdir()} - {"manifest.json"}
    assert set(listed) == on_disk
    for name, entry in listed.items():
        data = (folder / name).read_bytes()
        assert entry["bytes"] == len(data)
        assert entry["sha256"] == hashlib.sha256(data).hexdigest()
    pdfs = sorted(n for n in on_disk if n.endswith(".pdf"))
    with zipfile.ZipFile(folder / f"{game}-kit-{lang}-a4.zip") as archive:
        assert sorted(archive.namelist()) == pdfs
    assert (f"calibration-{lang}-a4.pdf" in pdfs) == (game in CALIBRATED)


CALIBRATED = ("stacks", "ogama")  # kits with pieces cut to size; the others have no use for a calibration sheet
PARTS = {  # every kit carries the one-sheet pocket rules beside the book
    "numen": ["rulebook", "rulebook-pocket", "board", "boards", "scores", "setup", "aid"],
    "stacks": ["rulebook", "rulebook-pocket", "board", "tokens", "setup", "map", "aid", "tokens-ink-saver"],
    "kukreno": ["rulebook", "rulebook-pocket", "blank", "rolls", "aid"],
    "ogama": ["rulebook", "rulebook-pocket", "board", "tokens", "setup", "aid", "tokens-ink-saver"],
}


@pytest.mark.parametrize("game", KIT_GAMES)
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_part_is_in_the_kit_and_on_the_cover(kits, game, lang):
    folder = kits[0] / f"{game}-kit-{lang}-a4"
    expected = {f"{game}-{part}-{lang}-a4.pdf" for part in PARTS[game]}
    if game in CALIBRATED:
        expected.add(f"calibration-{lang}-a4.pdf")
    assert expected | {f"{game}-kit-{lang}-a4.pdf"} == {p.name for p in folder.glob("*.pdf")}
    cover = pdf_text(folder / f"{game}-kit-{lang}-a4.pdf").split("\f")[0]
    for name in expected:
        assert name in cover
    assert "Содержание" in cover if lang == "ru" else "Contents" in cover


@pytest.mark.parametrize("game", KIT_GAMES)
def test_kit_pdfs_are_good(kits, game):
    for lang in ("ru", "en"):
        for pdf in (kits[0] / f"{game}-kit-{lang}-a4").glob("*.pdf"):
            assert_good_pdf(pdf)


@pytest.mark.parametrize("game", KIT_GAMES)
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_kit_pdf_has_no_blank_page(kits, game, lang):
    """Every sheet of a kit prints on one side, so its combined file is the cover and then each part's pages,
    in order, with nothing in between: a single-sided printer wastes no sheet on an empty page."""
    folder = kits[0] / f"{game}-kit-{lang}-a4"
    combined = pdf_text(folder / f"{game}-kit-{lang}-a4.pdf").split("\f")[:-1]
    cover = combined[0]
    pages = [cover]
    for line in cover.splitlines():
        name = next((word for word in line.split() if word.endswith(f"-{lang}-a4.pdf")), None)
        if name:
            pages += pdf_text(folder / name).split("\f")[:-1]
    assert combined == pages
    assert all(len(page.split()) > 12 for page in combined)  # more than a footer on every page
    assert "double-sided" not in cover and "с двух сторон" not in cover


def test_cover_lists_the_parts_and_the_calibration(kits):
    text = pdf_text(kits[0] / "stacks-kit-en-a4" / "stacks-kit-en-a4.pdf")
    assert "Contents" in text and "Printer calibration (print first)" in text
    assert "100%" in text
    ru = pdf_text(kits[0] / "stacks-kit-ru-a4" / "stacks-kit-ru-a4.pdf")
    assert "Содержание" in ru and "Калибровка принтера" in ru
    numen = pdf_text(kits[0] / "numen-kit-en-a4" / "numen-kit-en-a4.pdf")
    assert "calibration" not in numen


@pytest.mark.parametrize("game, two_sided", [("numen", False), ("stacks", True), ("kukreno", False), ("ogama", True)])
def test_the_cover_explains_folding_and_duplex_only_for_pieces_with_backs(kits, game, two_sided):
    cover = pdf_text(kits[0] / f"{game}-kit-en-a4" / f"{game}-kit-en-a4.pdf").split("\f")[0]
    assert ("Fold-and-glue sheets" in cover) == two_sided
    assert ("Plain paper works for every sheet" in cover) != two_sided


@pytest.mark.parametrize("lang, ruler, fold, cut", [
    ("en", "150 mm", "Fold-and-glue sheets", "Cut each"), ("ru", "150 мм", "Листы «сложи и склей»", "вырезайте"),
])
@pytest.mark.parametrize("game", ["stacks", "ogama"])
def test_the_cover_asks_for_the_rulers_the_sheet_prints_and_glues_before_cutting(kits, game, lang, ruler, fold, cut):
    """The cover's ruler length is the calibration sheet's, and a reader following its steps in order glues
    fronts to backs before cutting anything apart."""
    folder = kits[0] / f"{game}-kit-{lang}-a4"
    cover = " ".join(pdf_text(folder / f"{game}-kit-{lang}-a4.pdf").split("\f")[0].split())
    assert ruler in cover and ruler in pdf_text(folder / f"calibration-{lang}-a4.pdf")
    assert re.search(r"\b100 (mm|мм)", cover) is None
    assert cover.index(fold) < cover.index(cut)


def test_same_seed_same_kit(cli, tmp_path):
    for name in ("a", "b"):
        assert cli("kit", "numen", "--lang", "en", "--seed", "3", "-q", "-o", tmp_path / name).exit_code == 0
    a, b = tmp_path / "a" / "numen-kit-en-a4", tmp_path / "b" / "numen-kit-en-a4"
    for path in a.iterdir():
        assert path.read_bytes() == (b / path.name).read_bytes(), path.name


def test_quiet_kit_says_nothing(cli, tmp_path):
    result = cli("kit", "numen", "--lang", "ru", "--seed", "1", "--quiet", "-o", tmp_path)
    assert result.exit_code == 0 and result.output == ""


def test_unwritable_kit_folder_fails_cleanly(cli, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = cli("kit", "numen", "--lang", "en", "--seed", "1", "-o", blocker)
    assert result.exit_code == 2
    assert result.stderr.startswith("pnp: error: cannot write") and result.stderr.count("\n") == 1
    assert [p.name for p in tmp_path.iterdir()] == ["file"]


def test_kit_all_writes_nothing_if_one_kit_cannot_be_written(cli, tmp_path):
    (tmp_path / "ogama-kit-en-a4").write_text("a file where a kit folder should go")
    result = cli("kit", "all", "--lang", "en", "--seed", "1", "-o", tmp_path)
    assert result.exit_code == 2 and "a file is in the way" in result.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["ogama-kit-en-a4"]


def test_unknown_kit_game(cli):
    result = cli("kit", "chess")
    assert result.exit_code == 2 and "unknown game 'chess'" in result.stderr


def test_calibration_sheet(cli, tmp_path):
    out = tmp_path / "cal.pdf"
    assert cli("calibrate", "--lang", "ru", "--paper", "letter", "-o", out).exit_code == 0
    assert_good_pdf(out)
    text = pdf_text(out)
    assert "Калибровка принтера · русский · " in text and "150 мм" in text and "сдвиг оборота" in text and "--" not in text
    assert pdf_pages(out) == 2


def test_a_kit_calibrates_only_the_scale_when_it_has_no_duplex_sheet(kits):
    calibration = kits[0] / "ogama-kit-en-a4" / "calibration-en-a4.pdf"
    assert pdf_pages(calibration) == 1
    assert "150 mm" in pdf_text(calibration) and "offset" not in pdf_text(calibration)
    assert "Printer calibration · English · " in pdf_text(calibration)  # its footer opens with a capital too


@pytest.mark.parametrize("game", ["stacks", "ogama"])
def test_a_kit_offers_its_pieces_in_ink_saver_form(kits, game):
    """The heavily inked piece sheets come once more in lines only, and the cover says to print either."""
    from conftest import painting_operators

    folder = kits[0] / f"{game}-kit-en-a4"
    saver = folder / f"{game}-tokens-ink-saver-en-a4.pdf"
    assert not painting_operators(saver) & {"f", "F", "f*", "B", "B*", "b", "b*"}
    cover = pdf_text(folder / f"{game}-kit-en-a4.pdf").split("\f")[0]
    assert "ink saver (lines only)" in cover and re.search(r"print (it|them) instead", cover)


@pytest.mark.parametrize("lang, one, several", [
    ("en", ("Print page 9 (", "glue it to card", "Page 12 repeats", "print it instead of page 9,"),
           ("Print pages 9–10 (", "glue them to card", "Pages 12–13 repeat", "print them instead of pages 9–10,")),
    ("ru", ("Страницу\u00a09 (", "наклейте её", "На странице\u00a012 ", "напечатайте её", "страницы\u00a09\u00a0—"),
           ("Страницы\u00a09–10 (", "наклейте их", "На страницах\u00a012–13 ", "напечатайте их", "страниц\u00a09–10\u00a0—")),
])
def test_the_cover_agrees_with_how_many_pages_it_names(lang, one, several):
    from pnp.locales import Text
    from pnp.sheets.cover import Entry, ink_saver_step, printing_step

    text = Text(lang)
    for pages, words in ((1, one), (2, several)):
        pieces = [Entry("pieces", 9, pages, "pieces.pdf", two_sided=True)]
        copies = [Entry("pieces, ink saver", 12, pages, "saver.pdf", two_sided=True, ink_saver_copy=True)]
        card, saver = printing_step(text, "ogama", "paper", pieces), ink_saver_step(text, copies, pieces)
        assert words[0] in card and words[1] in card
        assert all(word in saver for word in words[2:])


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game, own, other", [
    ("stacks", {"en": "token", "ru": "Фишки"}, {"en": "disc", "ru": "Диск"}),
    ("ogama", {"en": "disc", "ru": "Диски"}, {"en": "token", "ru": "Фишк"}),
])
def test_the_cover_names_only_the_games_own_pieces(kits, game, own, other, lang):
    cover = pdf_text(kits[0] / f"{game}-kit-{lang}-a4" / f"{game}-kit-{lang}-a4.pdf").split("\f")[0]
    printing = cover[cover.index("Печать и сборка" if lang == "ru" else "Printing and assembly"):]
    assert own[lang] in printing and other[lang] not in printing
    assert re.search(r"\b(Pages|страницах)\s\d+ |\b(Page|странице)\s\d+–", printing) is None


@pytest.mark.parametrize("game", KIT_GAMES)
def test_english_kits_print_no_straight_apostrophe(kits, game):
    """English prints its apostrophes as ’: in the book, the aid cards, the cover and every sheet."""
    folder = kits[0] / f"{game}-kit-en-a4"
    for path in sorted(folder.glob("*.pdf")):
        assert "'" not in pdf_text(path), path.name
