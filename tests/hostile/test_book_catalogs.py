"""Rulebook catalogs (`.po`) from translators on PNP_LOCALES, as a hostile one might write them: format strings
that reach for more than a named value, plural rules that are huge, invalid, dividing by zero or out of range,
huge, binary, NUL-holding, UTF-16 or mislabelled files, a folder or a dangling link in place of the file. Each
is refused in one line naming the file, within bounded memory and time, or prints in English with a note."""

import re
import shutil
import subprocess
from pathlib import Path

import pytest

import pnp.locales as locales

from .cli import assert_refused, files_under
from .test_language_packs import make_pack, run

RUSSIAN = Path(locales.__file__).parent / "ru"
CATALOG = "book-numen.po"
SINGULAR = 'msgid "Roll one die."\nmsgstr "'  # a sentence without placeholders
PLURAL = 'msgid "{n} roll"\nmsgid_plural "{n} rolls"\nmsgstr[0] "'


def translated_pack(root: Path) -> Path:
    """A pack `nl` whose books are translated (by the Russian catalogs)."""
    pack = make_pack(root)
    for name in ("book.po", CATALOG):
        shutil.copy(RUSSIAN / name, pack / name)
    return pack


def book(root: Path):
    return run(root, "rulebook", "numen", "--lang", "nl", "--seed", "1", "-o", "out/book.pdf", timeout=120)


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def plural_forms(rule: str):
    def change(path: Path) -> None:
        text = path.read_text(encoding="utf-8")
        path.write_text(re.sub(r'"Plural-Forms: [^"]*"', f'"Plural-Forms: {rule}\\\\n"', text, count=1), encoding="utf-8")
    return change


FORMATS = {
    "attribute": "{eye.__class__}", "index": "{0}", "conversion": "{eye!r}", "padding": "{eye:>999999999}",
    "open-brace": "{", "close-brace": "} x", "unknown-name": "{secret}", "no-name": "{}",
}
PLURALS = {
    "huge-nplurals": ("nplurals=1000000000; plural=0;", "1 to 6 plural forms"),
    "many-nplurals": ("nplurals=100000; plural=n%100000;", "1 to 6 plural forms"),
    "no-nplurals": ("nplurals=0; plural=0;", "1 to 6 plural forms"),
    "python-code": ("nplurals=3; plural=__import__('os').system('touch pwned');", "rule gettext can read"),
    "invalid": ("nplurals=3; plural=n ? ( : 1;", "rule gettext can read"),
    "power": ("nplurals=3; plural=n**n**n;", "rule gettext can read"),
    "too-deep": ("nplurals=3; plural=" + "(" * 500 + "n" + ")" * 500 + ";", "rule gettext can read"),
    "out-of-range": ("nplurals=3; plural=n+7;", "form 7 for 0"),
    "negative": ("nplurals=3; plural=n-1;", "form -1 for 0"),
    "divide-by-zero": ("nplurals=3; plural=n/0;", "cannot be worked out"),
    "modulo-zero": ("nplurals=3; plural=(n%10)%(n-n);", "cannot be worked out"),
    "not-a-number": ("nplurals=three; plural=0;", "nplurals=N"),
}
FILES = {
    "50-megabytes": (lambda p: p.write_bytes(p.read_bytes() + b"#" + b"x" * 50_000_000 + b"\n"), "larger than"),
    "binary": (lambda p: p.write_bytes(bytes(range(256)) * 40), "not UTF-8"),
    "nul": (lambda p: edit(p, SINGULAR, SINGULAR + "\0"), "NUL character"),
    "utf-16": (lambda p: p.write_bytes(p.read_text(encoding="utf-8").encode("utf-16")), "not UTF-8"),
    "wrong-charset": (lambda p: edit(p, "charset=utf-8", "charset=koi8-r"), "charset is 'koi8-r'"),
    "unknown-charset": (lambda p: edit(p, "charset=utf-8", "charset=no-such-thing"), "UTF-8 text"),
    "dangling-link": (lambda p: (p.unlink(), p.symlink_to(p.parent / "gone.po")), "No such file"),
    "link-outside": (lambda p: (p.unlink(), p.symlink_to("/etc/passwd")), "outside its language folder"),
    "not-a-catalog": (lambda p: p.write_text("[section]\nkey = 1\n"), "not a valid gettext catalog"),
}


@pytest.mark.parametrize("case, where", [*((case, "singular") for case in sorted(FORMATS)),
                                         *((case, "plural") for case in ("attribute", "padding", "unknown-name"))])
def test_a_translation_takes_only_the_placeholders_its_english_has(tmp_path, case, where):
    pack = translated_pack(tmp_path)
    edit(pack / CATALOG, SINGULAR if where == "singular" else PLURAL, (SINGULAR if where == "singular" else PLURAL) + FORMATS[case])
    ran = book(tmp_path)
    assert_refused(ran, str(pack / CATALOG))
    assert "do-not-print" not in ran.stderr and len(ran.stderr) < 400


@pytest.mark.parametrize("case", sorted(PLURALS))
def test_a_plural_rule_gettext_cannot_use_is_refused(tmp_path, case):
    rule, words = PLURALS[case]
    pack = translated_pack(tmp_path)
    plural_forms(rule)(pack / CATALOG)
    assert_refused(book(tmp_path), str(pack / CATALOG), "Plural-Forms", words)
    assert not (tmp_path / "pwned").exists()


@pytest.mark.parametrize("case", sorted(FILES))
def test_a_catalog_file_that_cannot_be_read_as_one_is_refused(tmp_path, case):
    change, words = FILES[case]
    pack = translated_pack(tmp_path)
    change(pack / CATALOG)
    assert_refused(book(tmp_path), str(pack / CATALOG), words)


def shown(root: Path) -> str:
    return subprocess.run(["pdftotext", str(root / "out" / "book.pdf"), "-"], capture_output=True, text=True, check=True).stdout


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="poppler-utils is not installed")
def test_printf_marks_and_doubled_braces_print_as_they_are(tmp_path):
    pack = translated_pack(tmp_path)
    edit(pack / CATALOG, SINGULAR, SINGULAR + "%s %d %(eye)s {{eye}} ")
    ran = book(tmp_path)
    assert ran.code == 0, ran.stderr
    assert "%s %d %(eye)s {eye}" in shown(tmp_path)


def test_a_byte_order_mark_is_allowed(tmp_path):
    pack = translated_pack(tmp_path)
    (pack / CATALOG).write_bytes(b"\xef\xbb\xbf" + (pack / CATALOG).read_bytes())
    ran = book(tmp_path)
    assert ran.code == 0 and "pnp: error" not in ran.stderr, ran.stderr


def test_a_folder_in_place_of_a_catalog_leaves_the_book_in_english_with_a_note(tmp_path):
    pack = translated_pack(tmp_path)
    (pack / CATALOG).unlink()
    (pack / CATALOG).mkdir()
    ran = book(tmp_path)
    assert ran.code == 0, ran.stderr
    assert "nl has no translation of book-numen: its texts print in English" in ran.stderr
    assert files_under(tmp_path / "out") == ["book.pdf"]
