"""Language packs from strangers (PNP_LOCALES): their text prints literally, their files stay inside their
folder, their templates run within bounds, and a broken pack is refused in one line naming its file and key
while other languages and `pnp --help` keep working."""

import os
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pnp.locales as locales
from conftest import write_translation

from .cli import ENV, assert_refused, examples, files_under, pnp

def make_pack(root: Path, lang: str = "nl", translate=lambda key, english: english) -> Path:
    """A translation of the English as language `lang` under `root` (each text as `translate(key, english)`
    gives it)."""
    return write_translation(root / "packs" / lang, lang, translate)


def saying(key: str, text: str):
    """A translation giving `text` for `key` and the English for every other entry."""
    return lambda k, english: text if k == key else english


def run(root: Path, *args, timeout: float = 90):
    env = {**ENV, "PNP_LOCALES": str(root / "packs"), "SECRET_OF_THE_TEST": "do-not-print"}
    (root / "out").mkdir(exist_ok=True)
    before = files_under(root / "out")
    ran = pnp(*args, cwd=root, env=env, timeout=timeout, bounded=True)
    if ran.code != 0:
        assert files_under(root / "out") == before
    return ran


def test_a_catalog_string_cannot_reach_into_pnp(tmp_path):
    make_pack(tmp_path, translate=saying("cli.wrote", "ENV:{path.__class__.__new__.__globals__[os].environ}"))
    ran = run(tmp_path, "sheet", "kukreno", "--lang", "nl", "-o", "out/")
    assert_refused(ran, "messages.po", "cli.wrote", "not a placeholder")
    assert "do-not-print" not in ran.stderr
    assert run(tmp_path, "sheet", "kukreno", "--lang", "en", "-o", "out/").code == 0


@given(spec=st.sampled_from(["{path!r}", "{path:>999999999}", "{0}", "{path[0]}", "{path.name}", "{", "}", "{ path }"]))
@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_only_plain_named_placeholders_are_taken(tmp_path_factory, spec):
    root = tmp_path_factory.mktemp("spec")
    make_pack(root, translate=saying("cli.wrote", f"wrote {spec}"))
    assert_refused(run(root, "sheet", "kukreno", "--lang", "nl", "-o", "out/"), "cli.wrote")


def test_markup_in_a_catalog_prints_literally(tmp_path):
    outside = tmp_path / "outside.png"
    outside.write_bytes(b"\x89PNG")
    make_pack(tmp_path, translate=saying("rulebook.contents", f'Inhalt <img src="{outside}"/> <b> <font name="/etc/passwd">'))
    ran = run(tmp_path, "rulebook", "stacks", "--lang", "nl", "--seed", "1", "-o", "out/book.pdf")
    assert ran.code == 0, ran.stderr
    shown = subprocess.run(["pdftotext", str(tmp_path / "out" / "book.pdf"), "-"], capture_output=True, text=True).stdout
    shown = " ".join(shown.split())  # the long title may wrap anywhere, between "<img" and "src=" too
    assert "<img src=" in shown and "<b>" in shown


def test_a_template_that_links_outside_its_pack_is_refused(tmp_path):
    pack = make_pack(tmp_path)
    secret = tmp_path / "secret.txt"
    secret.write_text("# Secret\n\nthe text of another file\n")
    (pack / "kukreno.md.j2").symlink_to(secret)  # a book of its own for the language, as a pack may bring
    assert_refused(run(tmp_path, "rulebook", "kukreno", "--lang", "nl", "-o", "out/"), "kukreno.md.j2", "outside its language folder")


@pytest.mark.parametrize("source, words", [
    ('{% include "nl/kukreno.md.j2" %}', ["includes or calls itself"]),
    ('{% include "en/kukreno.md.j2" %}', ["en/kukreno.md.j2"]),
    ('{{ "x" * 100000000 }}', ["more than"]),
    ('{{ "x".ljust(1000000000) }}', ["more than any book uses"]),
    ("{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}", ["takes longer than"]),
], ids=["self-include", "other-language", "huge-string", "huge-padding", "huge-loop"])
def test_a_template_runs_within_bounds(tmp_path, source, words):
    pack = make_pack(tmp_path)
    (pack / "kukreno.md.j2").write_text(source + "\n", encoding="utf-8")
    assert_refused(run(tmp_path, "rulebook", "kukreno", "--lang", "nl", "-o", "out/", timeout=120), "kukreno.md.j2", *words)


PLURAL = ("{n} Seite", "")  # one form of the two Dutch takes
BROKEN = {  # a file of the pack and what is written in it, or the texts a translation gives; what the refusal names
    "po-error": ("sheets.po", 'msgctxt "frame.seed"\nmsgid "layout no. {seed}"\nFolge {seed}', ["sheets.po", "not a valid gettext catalog"]),
    "plural-count": (None, saying("cli.pages", PLURAL), ["messages.po", "cli.pages", "1 plural forms given"]),
    "single-for-plural": ("messages.po", 'msgctxt "cli.pages"\nmsgid "{n} page"\nmsgstr "Seiten"\n', ["messages.po", "cli.pages", "plural entry"]),
    "deep": ("language.toml", "x = " + "[" * 100_000 + "]" * 100_000, ["language.toml"]),
    "order": ("language.toml", 'order = "first"', ["language.toml", "order"]),
    "unknown-field": (None, saying("cli.wrote", "wrote {path} {secret}"), ["cli.wrote", "{secret} is not among its values"]),
    "huge": ("sheets.po", "# " + "a" * 2_000_000, ["sheets.po", "larger than"]),
    "toml-catalog": ("common.toml", '[cli]\nwrote = "schrieb {path}"', ["common.toml", "gettext .po files, not in TOML"]),
}


def broken_pack(root: Path, case: str, lang: str = "nl") -> Path:
    name, given, words = BROKEN[case]
    pack = make_pack(root, lang, translate=given if name is None else lambda key, english: english)
    if name is not None:
        (pack / name).write_text(given, encoding="utf-8")
    return pack / (name or "messages.po")


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_pack_is_refused_in_one_line_and_others_keep_working(tmp_path, case):
    broken_pack(tmp_path, case)
    assert_refused(run(tmp_path, "sheet", "kukreno", "--lang", "nl", "-o", "out/"), *BROKEN[case][2])
    helped = run(tmp_path, "--help")
    assert helped.code == 0 and b"kukreno" in helped.stdout, helped.stderr
    assert run(tmp_path, "sheet", "kukreno", "--lang", "ru", "-o", "out/").code == 0


def test_a_text_a_pack_leaves_out_prints_in_english_and_is_named(tmp_path):
    pack = make_pack(tmp_path, translate=lambda key, english: "" if key == "cli.wrote" else english)
    ran = run(tmp_path, "sheet", "kukreno", "--lang", "nl", "--seed", "1", "-o", "out/sheet.pdf")
    assert ran.code == 0, ran.stderr
    lines = ran.stderr.splitlines()
    assert lines[0].startswith(f"pnp: {pack / 'messages.po'}: 1 missing and 0 fuzzy of ") and lines[0].endswith("print in English")
    assert lines[1].startswith("wrote ") and lines[1].endswith(", seed 1)")


def test_a_shipped_language_passes_the_whole_pack_check():
    """Russian has every key English has, each of the same kind and with no placeholder English lacks."""
    locales.checked_catalog.cache_clear()
    assert "PNP_LOCALES" not in os.environ
    assert locales.checked_catalog("ru")


@pytest.mark.parametrize("case", ["po-error", "plural-count", "order", "unknown-field", "deep", "toml-catalog"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_broken_pack_in_place_of_a_built_in_language_leaves_the_built_in_one_usable(tmp_path, case, lang):
    """A broken `en` (or `ru`) on PNP_LOCALES: `pnp --help` and the language's sheets work from the built-in
    texts, after one line naming the broken file."""
    broken = broken_pack(tmp_path, case, lang)
    for args in (["--help"], ["sheet", "kukreno", "--lang", lang, "--seed", "1", "-o", "out/sheet.pdf"]):
        ran = run(tmp_path, *args)
        assert ran.code == 0, ran.stderr
        (line,) = [line for line in ran.stderr.splitlines() if "warning" in line or "error" in line]
        assert line.startswith("pnp: warning: ") and str(broken) in line and "built-in" in line, line
        assert all(word in line for word in BROKEN[case][2]), (BROKEN[case][2], line)
        assert "do-not-print" not in ran.stderr
    assert files_under(tmp_path / "out") == ["sheet.pdf"]
