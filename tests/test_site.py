"""`pnp site`: a static site of the kits, ready to open from disk or to upload as a zip."""

import hashlib
import io
import json
import re
import zipfile

import pytest

from pnp.locales import languages
from pnp.registry import games
from pnp.render.info import PrintOptions


@pytest.fixture(scope="module")
def full_site(tmp_path_factory):
    from typer.testing import CliRunner

    from pnp.cli.app import app

    folder = tmp_path_factory.mktemp("site") / "site"
    done = CliRunner().invoke(app, ["site", "all", "--lang", "all", "--seed", "7", "-o", str(folder)])
    assert done.exit_code == 0, done.stderr
    assert "seed 7" in done.stderr
    return folder


def test_the_folder_zipped_is_an_html_upload(full_site):
    files = [p for p in full_site.rglob("*") if p.is_file()]
    assert (full_site / "index.html").is_file()
    assert len(files) < 1000
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in files:
            archive.write(path, path.relative_to(full_site).as_posix())
    assert "index.html" in zipfile.ZipFile(buffer).namelist()


def test_every_game_has_a_page_in_every_language_with_its_kit_and_previews(full_site):
    for spec in games():
        for lang in languages():
            page = (full_site / spec.id / lang / "index.html").read_text()
            assert f'<html lang="{lang}">' in page
            rules = full_site / spec.id / lang / "rules.html"
            assert f'href="../../{spec.id}/{lang}/rules.html"' in page
            assert f'lang="{lang}"' in rules.read_text()[:500]
            kit = json.loads((full_site / spec.id / lang / "kit" / "manifest.json").read_text())
            pdfs = [f["name"] for f in kit["files"] if f["name"].endswith(".pdf")]
            for name in pdfs:
                assert f'href="../../{spec.id}/{lang}/kit/{name}"' in page
            previews = re.findall(r'<img src="([^"]+\.png)"', page)
            assert len(previews) == len(pdfs) - 1  # every part; the combined PDF is the parts together
            assert all((full_site / spec.id / lang / p).resolve().is_file() for p in previews)


def test_the_seed_is_on_every_page_and_in_the_manifest(full_site):
    manifest = json.loads((full_site / "site.json").read_text())
    assert manifest["seed"] == 7 and {p["seed"] for p in manifest["pages"]} == {7}
    for entry in manifest["pages"]:
        page = (full_site / entry["page"]).read_text()
        assert '<dd id="seed">7</dd>' in page and "--seed 7" in page
        kit = json.loads((full_site / entry["page"]).with_name("kit").joinpath("manifest.json").read_text())
        assert kit["seed"] == 7
    listed = {f["name"]: f["sha256"] for f in manifest["files"]}
    on_disk = {p.relative_to(full_site).as_posix(): p for p in full_site.rglob("*") if p.is_file()}
    assert set(listed) == set(on_disk) - {"site.json"}
    assert all(hashlib.sha256(on_disk[n].read_bytes()).hexdigest() == h for n, h in listed.items())


def test_dice_games_have_a_roller_and_fillable_sheets(full_site):
    for spec in games():
        page = (full_site / spec.id / "en" / "index.html").read_text()
        assert ('class="dice"' in page) == bool(spec.dice)
        assert ('role="status" aria-live="polite"' in page) == bool(spec.dice)
        fillable = sorted((full_site / spec.id / "en" / "fillable").glob("*.pdf"))
        assert len(fillable) == len(spec.fillable(PrintOptions("en", "a4", 7)) if spec.fillable else [])
        for sheet in fillable:
            assert b"/AcroForm" in sheet.read_bytes()
            assert f'href="../../{spec.id}/en/fillable/{sheet.name}"' in page


def test_links_are_relative_and_nothing_is_fetched_from_elsewhere(full_site):
    for page in full_site.rglob("*.html"):
        html = page.read_text()
        assert not re.search(r'(?:href|src)="(?:[a-z]+:|/)', html), page
    assert "http" not in (full_site / "style.css").read_text() + (full_site / "dice.js").read_text()


def test_the_same_seed_makes_the_same_site(cli, tmp_path):
    for name in ("a", "b"):
        assert cli("site", "kukreno", "--lang", "en", "--seed", "3", "-o", tmp_path / name).exit_code == 0
    assert (tmp_path / "a" / "site.json").read_bytes() == (tmp_path / "b" / "site.json").read_bytes()


def test_a_folder_that_is_not_a_site_is_left_alone(cli, tmp_path):
    (tmp_path / "mine.txt").write_text("keep me")
    done = cli("site", "kukreno", "--lang", "en", "--seed", "3", "-o", tmp_path)
    assert done.exit_code == 2
    assert done.stderr.startswith("pnp: error: cannot write") and done.stderr.count("\n") == 1
    assert [p.name for p in tmp_path.iterdir()] == ["mine.txt"]


def test_an_earlier_site_is_replaced_whole_and_a_file_added_to_it_is_kept(cli, tmp_path):
    folder = tmp_path / "site"
    assert cli("site", "kukreno", "--lang", "en", "--seed", "3", "-o", folder).exit_code == 0
    assert cli("site", "kukreno", "--lang", "ru", "--seed", "4", "-o", folder).exit_code == 0
    assert not (folder / "kukreno" / "en").exists()
    assert json.loads((folder / "site.json").read_text())["seed"] == 4
    (folder / "kukreno" / "notes.txt").write_text("mine")
    done = cli("site", "kukreno", "--lang", "en", "--seed", "5", "-o", folder)
    assert done.exit_code == 2 and "kukreno/notes.txt" in done.stderr
    assert (folder / "kukreno" / "notes.txt").read_text() == "mine"
    assert json.loads((folder / "site.json").read_text())["seed"] == 4


def test_an_unknown_game_is_one_line(cli, tmp_path):
    done = cli("site", "chess", "-o", tmp_path / "site")
    assert done.exit_code == 2 and "unknown game 'chess'" in done.stderr
    assert not (tmp_path / "site").exists()
