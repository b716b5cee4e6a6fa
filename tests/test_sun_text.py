"""AK☉KA, the KuKreNo designer's signature, reads as signed in every PDF that prints it: the book faces
have no ☉, so it is drawn as an O with a dot, and that O is marked to read as U+2609 (ActualText)."""

import pytest
from reportlab.pdfgen.canvas import Canvas

from conftest import pdf_text
from pnp.render.document import PrintOptions, write_part
from pnp.render.fonts import register_fonts
from pnp.render.surface import Ink, Surface
from pnp.rulebook import rulebook_part

SIGNED = "AK\u2609KA"


@pytest.mark.parametrize("form", ("normal", "booklet", "pocket", "large"))
@pytest.mark.parametrize("lang", ("ru", "en"))
def test_the_book_text_gives_the_designer_as_signed(form, lang, tmp_path):
    path = tmp_path / "book.pdf"
    write_part(path, rulebook_part("kukreno", PrintOptions(lang, "a4", 7), form))
    text = pdf_text(path)
    assert SIGNED in text
    assert "AKOKA" not in text


def test_a_sheet_line_with_the_symbol_reads_as_written(tmp_path):
    """Text drawn on a sheet (not a book paragraph) carries the same reading."""
    register_fonts()
    path = tmp_path / "line.pdf"
    canvas = Canvas(str(path))
    Surface(canvas, Ink(False)).text(20, 200, f"© {SIGNED} 2024", 12)
    canvas.showPage()
    canvas.save()
    assert f"© {SIGNED} 2024" in pdf_text(path)
