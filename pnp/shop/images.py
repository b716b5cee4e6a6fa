"""A shop product as pictures, for services whose upload takes a PNG per face: each page of the drawn PDF
(trim plus bleed) rendered by PDFium (pypdfium2) at the service's resolution, on white, in sRGB with the
sRGB profile embedded, at exactly the pixel size its templates give. No time stamp: the same product
makes the same bytes."""

import io
from functools import lru_cache

from pnp.shop.presets import Preset
from pnp.shop.products import Face, Product

WHITE = (255, 255, 255, 255)


def pixels(length_mm: float, dpi: int) -> int:
    return round(length_mm / 25.4 * dpi)


@lru_cache(maxsize=1)
def _srgb() -> bytes:
    from PIL import ImageCms

    return ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()


def face_pngs(data: bytes, faces: list[Face], preset: Preset) -> list[bytes]:
    """Each page of `data` (the faces drawn at trim plus the preset's bleed) as a PNG at the preset's resolution."""
    import pypdfium2 as pdfium
    from PIL import Image

    document = pdfium.PdfDocument(data)
    pngs = []
    try:
        for number, face in enumerate(faces):
            page = document[number]
            size = (pixels(face.width + 2 * preset.bleed, preset.images), pixels(face.height + 2 * preset.bleed, preset.images))
            image = page.render(scale=preset.images / 72, fill_color=WHITE, may_draw_forms=False).to_pil().convert("RGB")
            page.close()
            if image.size != size:  # PDFium rounds the page's edge; the template's size wins
                canvas = Image.new("RGB", size, WHITE[:3])
                canvas.paste(image.crop((0, 0, *size)), (0, 0))
                image = canvas
            out = io.BytesIO()
            image.save(out, "PNG", icc_profile=_srgb(), dpi=(preset.images, preset.images))
            pngs.append(out.getvalue())
    finally:
        document.close()
    return pngs


def picture_names(product: Product, preset: Preset) -> list[str]:
    """The file of each face, in the preset's order: a piece's number and its side (`03-front.png`,
    `03-back.png`), or a page's number."""
    faces = product.faces(preset)
    if not product.backs:
        return [f"{n:02d}.png" for n in range(1, len(faces) + 1)]
    fronts = {id(face): n for n, face in enumerate(product.fronts, 1)}
    backs = {id(face): n for n, face in enumerate(product.backs, 1)}
    return [f"{fronts[id(f)]:02d}-front.png" if id(f) in fronts else f"{backs[id(f)]:02d}-back.png" for f in faces]
