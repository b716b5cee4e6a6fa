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
WHITE = (1.0, 1.0, 1.0)
INDEX = "index.json"
# Tabletop Simulator's knowledge base (Asset Creation, "Max Resolution"): "keep the dimensions of your
# images under 4096x4096"; a larger picture is drawn at fewer dots per inch.
MAX_PX = 4096


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
    """The picture's drawing on the white paper it is cut from: the whole rectangle of a sheet, the disc
    of a round piece; a standee's drawing fills its own outline."""
    if picture.cut == "outline":
        return picture.draw

    def draw(doc: Document, s: Surface) -> None:
        if picture.cut == "round":
            s.circle(picture.width / 2, picture.height / 2, min(picture.width, picture.height) / 2, None, fill=WHITE)
        else:
            s.rect(0, 0, picture.width, picture.height, None, fill=WHITE)
        picture.draw(doc, s)

    return draw


def pixels(length_mm: float, dpi: float) -> int:
    """How many pixels `length_mm` spans at `dpi`."""
    return round(length_mm / 25.4 * dpi)


def picture_dpi(picture: Picture, dpi: int) -> float:
    """`dpi`, or less for a picture whose longer side would pass MAX_PX."""
    return min(float(dpi), MAX_PX * 25.4 / max(picture.width, picture.height))


def picture_pixels(picture: Picture, dpi: int) -> tuple[int, int]:
    """The picture's PNG size at `dpi`, its longer side at most MAX_PX."""
    at = picture_dpi(picture, dpi)
    return min(pixels(picture.width, at), MAX_PX), min(pixels(picture.height, at), MAX_PX)


def render_pngs(game: str, lang: str, pictures: list[Picture], dpi: int = DPI) -> dict[str, bytes]:
    """Each picture as a PNG at `dpi`, by file name (`<name>.png`), in the pictures' order."""
    import pypdfium2 as pdfium

    check_dpi(dpi)
    document = pdfium.PdfDocument(pictures_pdf(game, lang, pictures))
    pngs = {}
    try:
        for number, picture in enumerate(pictures):
            page = document[number]
            size = picture_pixels(picture, dpi)
            bitmap = page.render(scale=picture_dpi(picture, dpi) / 72, fill_color=CLEAR, rev_byteorder=True, may_draw_forms=False)
            image = bitmap.to_pil().convert("RGBA")
            page.close()
            if image.size != size:  # PDFium rounds the page's edge up; the picture's own size wins
                image = image.crop((0, 0, *size))
            out = io.BytesIO()
            image.save(out, "PNG")
            pngs[f"{picture.name}.png"] = out.getvalue()
    finally:
        document.close()
    return pngs


def index_json(game: str, lang: str, seed: int, dpi: int, pictures: list[Picture], pngs: dict[str, bytes]) -> bytes:
    """What each file shows: piece, face, size in mm and pixels, the resolution it was drawn at, SHA-256."""
    entries = []
    for picture in pictures:
        name = f"{picture.name}.png"
        entries.append({
            "file": name,
            "piece": picture.piece,
            "face": picture.face,
            "width_mm": round(picture.width, 2),
            "height_mm": round(picture.height, 2),
            "width_px": picture_pixels(picture, dpi)[0],
            "height_px": picture_pixels(picture, dpi)[1],
            "dpi": round(picture_dpi(picture, dpi), 1),
            "sha256": hashlib.sha256(pngs[name]).hexdigest(),
        })
    index = {"game": game, "lang": lang, "seed": seed, "dpi": dpi, "images": entries}
    return (json.dumps(index, ensure_ascii=False, indent=2) + "\n").encode()
