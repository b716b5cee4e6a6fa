"""The glossary: one wording per game term in each language, and no book or sheet using a wording
the glossary rejects (every rulebook form, and every sheet of every kit, read as pdftotext gives it)."""

import re
import shutil
import subprocess

import pytest

from pnp.kit import build_kit, kit_name
from pnp.locales import glossary, languages
from pnp.registry import games
from pnp.render.document import PrintOptions, part_bytes
from pnp.rulebook import rulebook_part

SEED = 7
GLOSSED = [lang for lang in languages() if glossary(lang)]


def readable(pdf: bytes, tmp_path) -> str:
    """The words of a PDF in reading order, hyphenated line ends joined, spaces folded."""
    if not shutil.which("pdftotext"):
        pytest.skip("poppler-utils is not installed")
    path = tmp_path / "read.pdf"
    path.write_bytes(pdf)
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    text = re.sub(r"(\w)[-\u00ad]\n(\w)", r"\1\2", text)
    return " ".join(text.replace("\u00a0", " ").split())


def offences(lang: str, text: str) -> list[str]:
    """Each rejected wording found in `text`, with the term it should have been and its context."""
    found = []
    for key, entry in glossary(lang).items():
        for pattern in entry.rejected:
            for hit in re.finditer(pattern, text, re.IGNORECASE):
                context = text[max(0, hit.start() - 30): hit.end() + 30]
                found.append(f"{key}: {hit.group(0)!r} for {entry.term!r} in «…{context}…»")
    return found


def test_the_shipped_languages_have_a_glossary():
    assert {"ru", "en"} <= set(GLOSSED)
    for lang in GLOSSED:
        for key, entry in glossary(lang).items():
            assert entry.term.strip() and entry.definition.strip(), key
            assert not offences(lang, entry.term), f"{key}: the term matches its own rejected wording"


def test_a_rejected_wording_is_found():
    lang = GLOSSED[0]
    key, entry = next((k, e) for k, e in glossary(lang).items() if e.rejected and not re.search(r"[\\()|]", e.rejected[0]))
    sample = re.sub(r"[\\^$()?*+\[\]{}|]", "", entry.rejected[0]).replace(".", "x")
    assert offences(lang, f"text {sample} text"), f"{key}: {entry.rejected[0]!r} finds nothing in {sample!r}"


@pytest.mark.parametrize("lang", GLOSSED)
@pytest.mark.parametrize("game", [spec.id for spec in games()])
def test_no_book_or_sheet_uses_a_rejected_wording(game, lang, tmp_path):
    options = PrintOptions(lang, "a4", SEED)
    files = build_kit(game, options)
    texts = {f"{kit_name(game, options)}.pdf": files[f"{kit_name(game, options)}.pdf"]}
    for form in ("booklet", "pocket"):
        texts[f"rulebook ({form})"] = part_bytes(rulebook_part(game, options, form))[0]
    found = [f"{name}: {o}" for name, pdf in texts.items() for o in offences(lang, readable(pdf, tmp_path))]
    assert not found, "\n".join(found)
