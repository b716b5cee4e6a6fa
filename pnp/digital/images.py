"""Pictures as PNG files: each drawn alone on a page of its own size by the printed sheets' code, then
rendered by PDFium (pypdfium2), transparent wherever nothing is drawn, with an index of what each file shows.

The same pictures at the same resolution give the same bytes: the page is ReportLab's invariant PDF and
the PNG carries no time stamp.
"""

import hashlib
import io
import json

from pnp.pieces import Draw, Picture
from pnp.core.errors import PnpError
from pnp.render.document import Document
from pnp.render.info import SheetInfo
from pnp.render.paper import paper
from pnp.render.surface import Surface

DPI = 300
DPI_RANGE = (72, 600)
CLEAR = (255, 255, 255, 0)
INDEX = "index.json"


class BadResolution(PnpError):
    """A resolution outside DPI_RANGE."""


def check_dpi(dpi: int) -> None:
    low, high = DPI_RANGE
    if not low <= dpi <= high:
        raise BadResolution(f"resolution {dpi} dpi: choose from {low} to {high}")


def pictures_pdf(game: str, lang: str, pictures: list[Picture]) -> bytes:
    """The pictures as one PDF, a page per picture at its own size, nothing else on it (a shop face without bleed)."""
    from pnp.pieces import Face
    from pnp.shop.products import TrimDocument

    buffer = io.BytesIO()
    doc = TrimDocument(buffer, SheetInfo(game, "digital.images", lang, None, paper("a4")))
    for picture in pictures:
        doc.face_page(Face(picture.width, picture.height, on_paper(picture)), 0.0)
    doc.finish()
    return buffer.getvalue()


def on_paper(picture: Picture) -> Draw:
    """The picture's drawing, on white paper if it is cut from paper."""
    if not picture.opaque:
        return picture.draw

    def draw(doc: Document, s: Surface) -> None:
        s.rect(0, 0, picture.width, picture.height, None, fill=(1.0, 1.0, 1.0))
        picture.draw(doc, s)

    return draw


def pixels(length_mm: float, dpi: int) -> int:
    """How many pixels `length_mm` spans at `dpi`."""
    return round(length_mm / 25.4 * dpi)


def render_pngs(game: str, lang: str, pictures: list[Picture], dpi: int = DPI) -> dict[str, bytes]:
    """Each picture as a PNG at `dpi`, by file name (`<name>.png`), in the pictures' order."""
    import pypdfium2 as pdfium
    from PIL import Image

    check_dpi(dpi)
    document = pdfium.PdfDocument(pictures_pdf(game, lang, pictures))
    pngs = {}
    try:
        for number, picture in enumerate(pictures):
            page = document[number]
            size = (pixels(picture.width, dpi), pixels(picture.height, dpi))
            bitmap = page.render(scale=dpi / 72, fill_color=CLEAR, rev_byteorder=True, may_draw_forms=False)
            image = bitmap.to_pil().convert("RGBA")
            page.close()
            if image.size != size:  # PDFium rounds the page's edge; the picture's own size wins
                canvas = Image.new("RGBA", size, CLEAR)
                canvas.paste(image.crop((0, 0, *size)), (0, 0))
                image = canvas
            out = io.BytesIO()
            image.save(out, "PNG")
            pngs[f"{picture.name}.png"] = out.getvalue()
    finally:
        document.close()
    return pngs


def index_json(game: str, lang: str, seed: int, dpi: int, pictures: list[Picture], pngs: dict[str, bytes]) -> bytes:
    """What each file shows: piece, face, size in mm and pixels, SHA-256."""
    entries = []
    for picture in pictures:
        name = f"{picture.name}.png"
        entries.append({
            "file": name,
            "piece": picture.piece,
            "face": picture.face,
            "width_mm": round(picture.width, 2),
            "height_mm": round(picture.height, 2),
            "width_px": pixels(picture.width, dpi),
            "height_px": pixels(picture.height, dpi),
            "sha256": hashlib.sha256(pngs[name]).hexdigest(),
        })
    index = {"game": game, "lang": lang, "seed": seed, "dpi": dpi, "images": entries}
    return (json.dumps(index, ensure_ascii=False, indent=2) + "\n").encode()
