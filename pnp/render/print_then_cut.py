"""Cricut Print Then Cut files: a page's pieces as one image for Design Space, and the same cut paths as vectors.

Design Space prints an uploaded image inside a frame of its own and cuts along the outline of what the
image shows, so the image (`image_png`) holds the pieces only: each cut out along its cut circle or
outline, white paper under it, transparent around it, so the traced outline is the cut. The
image spans the pieces' bounding box, snapped outward to whole pixels at `DPI`; its PNG records that
resolution (pHYs), and the SVG (`image_svg`) spans the same box in millimetres, with width and height
given in inches (its users report Design Space taking an SVG's numbers as inches; either way the size
is true). Design Space is not known to size an upload from either, so `Frame.size_mm` is also told to
the user, to type in.

The pixels are the page as PDFium renders it, so the image shows exactly what the PDF prints.
"""

import io
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pnp.render.cutfile import Circle, CutSheet, Outline

if TYPE_CHECKING:
    from PIL import Image

DPI = 300
PX_PER_MM = DPI / 25.4
SUPERSAMPLE = 4  # the mask's edge is drawn this much finer, then averaged: smooth to a quarter pixel
MM_PER_IN = 25.4


@dataclass(frozen=True)
class Frame:
    """The image's box on its page in pixels at DPI, from the page's top-left corner (x right, y down)."""

    left: int
    top: int
    right: int
    bottom: int

    @property
    def pixels(self) -> tuple[int, int]:
        return self.right - self.left, self.bottom - self.top

    @property
    def size_mm(self) -> tuple[float, float]:
        w, h = self.pixels
        return w / PX_PER_MM, h / PX_PER_MM

    def to_image(self, x: float, y: float, page_height: float) -> tuple[float, float]:
        """A page point (mm, y up) in the image's millimetres (y down from its top-left corner)."""
        return x - self.left / PX_PER_MM, page_height - y - self.top / PX_PER_MM


def bounds(cut: Circle | Outline) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of a cut in page mm, y up."""
    if isinstance(cut, Circle):
        return cut.cx - cut.r, cut.cy - cut.r, cut.cx + cut.r, cut.cy + cut.r
    xs, ys = [p[0] for p in cut.points], [p[1] for p in cut.points]
    return min(xs), min(ys), max(xs), max(ys)


def frame(sheet: CutSheet, cuts: list[Circle | Outline] | None = None) -> Frame:
    """The smallest whole-pixel box on the page around `cuts` (every cut on the sheet if None)."""
    boxes = [bounds(cut) for cut in (sheet.cuts if cuts is None else cuts)]
    x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
    x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
    h = sheet.height
    return Frame(math.floor(x0 * PX_PER_MM), math.floor((h - y1) * PX_PER_MM),
                 math.ceil(x1 * PX_PER_MM), math.ceil((h - y0) * PX_PER_MM))


def image_png(pdf: bytes, page_index: int, sheet: CutSheet, box: Frame) -> bytes:
    """Page `page_index` of `pdf` inside `box` at DPI, opaque only inside the sheet's cuts."""
    picture = render_box(pdf, page_index, box).convert("RGBA")
    picture.putalpha(cut_mask(sheet, box))
    out = io.BytesIO()
    picture.save(out, "PNG", dpi=(DPI, DPI))
    return out.getvalue()


def render_box(pdf: bytes, page_index: int, box: Frame) -> "Image.Image":
    """The page's pixels inside `box`, on white, at exactly DPI: PDFium is given the scale as a matrix, since
    its page renderer stretches a page to whole pixels (a Letter page to 3301 rows, 1 px at the bottom)."""
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    document = pdfium.PdfDocument(pdf)
    try:
        page = document[page_index]
        width, height = box.pixels
        bitmap = pdfium.PdfBitmap.new_native(width, height, format=raw.FPDFBitmap_BGR, rev_byteorder=True)
        bitmap.fill_rect(color=(255, 255, 255, 255), left=0, top=0, width=width, height=height)  # by name: pypdfium2 4 and 5 order them apart
        scale = DPI / 72
        matrix = raw.FS_MATRIX(scale, 0, 0, scale, -box.left, -box.top)
        clip = raw.FS_RECTF(0, 0, width, height)
        raw.FPDF_RenderPageBitmapWithMatrix(  # the flag makes PDFium write the RGB order the bitmap was made for
            bitmap.raw, page.raw, ctypes.byref(matrix), ctypes.byref(clip), raw.FPDF_REVERSE_BYTE_ORDER
        )
        image = bitmap.to_pil().convert("RGB")
        page.close()
    finally:
        document.close()
    return image


def cut_mask(sheet: CutSheet, box: Frame) -> "Image.Image":
    """Coverage of the sheet's cuts over `box`, 255 inside, 0 outside, edges anti-aliased: each cut drawn
    SUPERSAMPLE times finer on a tile of its own, averaged down and laid over the mask."""
    from PIL import Image, ImageChops, ImageDraw

    mask = Image.new("L", box.pixels, 0)
    k = SUPERSAMPLE
    for cut in sheet.cuts:
        own = frame(sheet, [cut])
        left, top, right, bottom = own.left - box.left, own.top - box.top, own.right - box.left, own.bottom - box.top
        tile = Image.new("L", ((right - left) * k, (bottom - top) * k), 0)
        points = [box.to_image(x, y, sheet.height) for x, y in tile_points(cut)]
        on_tile = [((x * PX_PER_MM - left) * k, (y * PX_PER_MM - top) * k) for x, y in points]
        draw = ImageDraw.Draw(tile)
        if isinstance(cut, Circle):
            (cx, cy), r = on_tile[0], cut.r * PX_PER_MM * k
            draw.ellipse((cx - r, cy - r, cx + r - 1, cy + r - 1), fill=255)
        else:
            draw.polygon(on_tile, fill=255)
        region = (left, top, right, bottom)
        mask.paste(ImageChops.lighter(mask.crop(region), tile.reduce(k)), region)
    return mask


def tile_points(cut: Circle | Outline) -> list[tuple[float, float]]:
    """The page points a cut is drawn from: a circle's centre, an outline's corners."""
    return [(cut.cx, cut.cy)] if isinstance(cut, Circle) else list(cut.points)


def image_svg(sheet: CutSheet, box: Frame, title: str) -> str:
    """The sheet's cuts over the image's box: millimetres inside, inches outside, filled shapes Design Space
    cuts along their outline. Fold lines are left out: an imported line is a cut until set otherwise, and
    the folds are printed in the image."""
    from xml.sax.saxutils import escape

    w, h = box.size_mm
    shapes = []
    for cut in sheet.cuts:
        if isinstance(cut, Circle):
            cx, cy = box.to_image(cut.cx, cut.cy, sheet.height)
            shapes.append(f'<circle cx="{cx:.4f}" cy="{cy:.4f}" r="{cut.r:.4f}"/>')
        else:
            points = " ".join("{:.4f},{:.4f}".format(*box.to_image(x, y, sheet.height)) for x, y in cut.points)
            shapes.append(f'<polygon points="{points}"/>')
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w / MM_PER_IN:.4f}in" height="{h / MM_PER_IN:.4f}in" '
        f'viewBox="0 0 {w:.4f} {h:.4f}">\n'
        f"<title>{escape(title)}</title>\n"
        f'<g id="cut" fill="#000000" stroke="none">{"".join(shapes)}</g>\n'
        "</svg>\n"
    )
