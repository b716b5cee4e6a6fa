"""Language packs from strangers (PNP_LOCALES): their text prints literally, their files stay inside their
folder, their templates run within bounds, and a broken pack is refused in one line naming its file and key
while other languages and `pnp --help` keep working."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pnp.locales as locales
from pnp.render.fonts import data_dir

from .cli import ENV, assert_refused, examples, files_under, pnp

ENGLISH = Path(locales.__file__).parent / "en"


def make_pack(root: Path, lang: str = "nl") -> Path:
    """A copy of the English catalogs and templates as language `lang` under `root`."""
    folder = root / "packs" / lang
    shutil.copytree(ENGLISH, folder)
    for template in (data_dir("templates") / "en").glob("*.j2"):
        (folder / template.name).write_text(template.read_text(encoding="utf-8").replace('"en/', f'"{lang}/'), encoding="utf-8")
    return folder


def replace_line(path: Path, start: str, line: str) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    found = [k for k, text in enumerate(lines) if text.startswith(start)]
    assert found, start
    lines[found[0]] = line
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def run(root: Path, *args, timeout: float = 90):
    env = {**ENV, "PNP_LOCALES": str(root / "packs"), "SECRET_OF_THE_TEST": "do-not-print"}
    (root / "out").mkdir(exist_ok=True)
    before = files_under(root / "out")
    ran = pnp(*args, cwd=root, env=env, timeout=timeout, bounded=True)
    if ran.code != 0:
        assert files_under(root / "out") == before
    return ran


def test_a_catalog_string_cannot_reach_into_pnp(tmp_path):
    pack = make_pack(tmp_path)
    replace_line(pack / "common.toml", "wrote =", 'wrote = "ENV:{path.__class__.__new__.__globals__[os].environ}"')
    ran = run(tmp_path, "sheet", "kukreno", "--lang", "nl", "-o", "out/")
    assert_refused(ran, "common.toml", "cli.wrote", "not a placeholder")
    assert "do-not-print" not in ran.stderr
    assert run(tmp_path, "sheet", "kukreno", "--lang", "en", "-o", "out/").code == 0


@given(spec=st.sampled_from(["{path!r}", "{path:>999999999}", "{0}", "{path[0]}", "{path.name}", "{", "}", "{ path }"]))
@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_only_plain_named_placeholders_are_taken(tmp_path_factory, spec):
    root = tmp_path_factory.mktemp("spec")
    pack = make_pack(root)
    replace_line(pack / "common.toml", "wrote =", f'wrote = "wrote {spec}"')
    assert_refused(run(root, "sheet", "kukreno", "--lang", "nl", "-o", "out/"), "cli.wrote")


def test_markup_in_a_catalog_prints_literally(tmp_path):
    pack = make_pack(tmp_path)
    outside = tmp_path / "outside.png"
    outside.write_bytes(b"\x89PNG")
    replace_line(pack / "rulebook.toml", "contents =", f'contents = "Inhalt <img src=\\"{outside}\\"/> <b> <font name=\\"/etc/passwd\\">"')
    ran = run(tmp_path, "rulebook", "stacks", "--lang", "nl", "--seed", "1", "-o", "out/book.pdf")
    assert ran.code == 0, ran.stderr
    shown = subprocess.run(["pdftotext", str(tmp_path / "out" / "book.pdf"), "-"], capture_output=True, text=True).stdout
    shown = " ".join(shown.split())  # the long title may wrap anywhere, between "<img" and "src=" too
    assert "<img src=" in shown and "<b>" in shown


def test_a_template_that_links_outside_its_pack_is_refused(tmp_path):
    pack = make_pack(tmp_path)
    secret = tmp_path / "secret.txt"
    secret.write_text("# Secret\n\nthe text of another file\n")
    (pack / "stacks.md.j2").unlink()
    (pack / "stacks.md.j2").symlink_to(secret)
    assert_refused(run(tmp_path, "rulebook", "stacks", "--lang", "nl", "-o", "out/"), "stacks.md.j2", "outside its language folder")


@pytest.mark.parametrize("source, words", [
    ('{% include "nl/stacks.md.j2" %}', ["includes or calls itself"]),
    ('{% include "en/stacks.md.j2" %}', ["en/stacks.md.j2"]),
    ('{{ "x" * 100000000 }}', ["more than"]),
    ('{{ "x".ljust(1000000000) }}', ["more than any book uses"]),
    ("{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}", ["takes longer than"]),
], ids=["self-include", "other-language", "huge-string", "huge-padding", "huge-loop"])
def test_a_template_runs_within_bounds(tmp_path, source, words):
    pack = make_pack(tmp_path)
    (pack / "stacks.md.j2").write_text(source + "\n", encoding="utf-8")
    assert_refused(run(tmp_path, "rulebook", "stacks", "--lang", "nl", "-o", "out/", timeout=120), "stacks.md.j2", *words)


BROKEN = {
    "toml-error": ("common.toml", "[cli\nwrote = 1", ["common.toml", "not valid TOML"]),
    "missing-key": ("common.toml", "", ["common.toml", "missing"]),
    "number": ("common.toml", "[cli]\nwrote = 5", ["cli.wrote", "must be a string"]),
    "deep": ("common.toml", "x = " + "[" * 100_000 + "]" * 100_000, ["common.toml"]),
    "order": ("language.toml", 'order = "first"', ["language.toml", "order"]),
    "unknown-field": ("common.toml", None, ["cli.wrote", "{secret} is not among its values"]),
    "huge": ("kit.toml", "x = " + '"' + "a" * 2_000_000 + '"', ["kit.toml", "larger than"]),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_pack_is_refused_in_one_line_and_others_keep_working(tmp_path, case):
    name, text, words = BROKEN[case]
    pack = make_pack(tmp_path)
    if text is None:
        replace_line(pack / name, "wrote =", 'wrote = "wrote {path} {secret}"')
    else:
        (pack / name).write_text(text, encoding="utf-8")
    assert_refused(run(tmp_path, "sheet", "kukreno", "--lang", "nl", "-o", "out/"), *words)
    helped = run(tmp_path, "--help")
    assert helped.code == 0 and b"kukreno" in helped.stdout, helped.stderr
    assert run(tmp_path, "sheet", "kukreno", "--lang", "ru", "-o", "out/").code == 0


def test_a_shipped_language_passes_the_whole_pack_check():
    """Russian has every key English has, each of the same kind and with no placeholder English lacks."""
    locales.checked_catalog.cache_clear()
    assert "PNP_LOCALES" not in os.environ
    assert locales.checked_catalog("ru")


@pytest.mark.parametrize("case", ["toml-error", "missing-key", "order", "unknown-field", "deep"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_broken_pack_in_place_of_a_built_in_language_leaves_the_built_in_one_usable(tmp_path, case, lang):
    """A broken `en` (or `ru`) on PNP_LOCALES: `pnp --help` and the language's sheets work from the built-in
    texts, after one line naming the broken file."""
    name, text, words = BROKEN[case]
    pack = make_pack(tmp_path, lang)
    if text is None:
        replace_line(pack / name, "wrote =", 'wrote = "wrote {path} {secret}"')
    else:
        (pack / name).write_text(text, encoding="utf-8")
    for args in (["--help"], ["sheet", "kukreno", "--lang", lang, "--seed", "1", "-o", "out/sheet.pdf"]):
        ran = run(tmp_path, *args)
        assert ran.code == 0, ran.stderr
        (line,) = [line for line in ran.stderr.splitlines() if "warning" in line or "error" in line]
        assert line.startswith("pnp: warning: ") and str(pack / name) in line and "built-in" in line, line
        assert all(word in line for word in words), (words, line)
        assert "do-not-print" not in ran.stderr
    assert files_under(tmp_path / "out") == ["sheet.pdf"]
