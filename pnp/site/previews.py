"""Preview images of printed parts, rendered from their PDFs by PDFium (pypdfium2), with no external program."""

import io

WIDTH_PX = 480  # wide enough to recognise a sheet on a phone, small enough to keep the site light


def preview_png(pdf: bytes, width_px: int = WIDTH_PX) -> bytes:
    """The first page of `pdf` as a PNG `width_px` pixels wide."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        page = document[0]
        scale = width_px / page.get_width()
        image = page.render(scale=scale, may_draw_forms=False).to_pil()
        page.close()
    finally:
        document.close()
    out = io.BytesIO()
    image.convert("RGB").save(out, "PNG", optimize=False)
    return out.getvalue()
