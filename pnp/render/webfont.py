"""The sheets' own fonts for a web page: each registered face cut down to the characters the page uses and
embedded as a data URL, so the page looks like its PDF and still needs nothing from the network."""

import base64
import io
import logging
from functools import cache

from fontTools import subset
from pnp.render.fonts import truetype
from pnp.render.svg import face_style

logging.getLogger("fontTools.subset").setLevel(logging.ERROR)  # tables it drops (FFTM) are no news to a user


@cache
def _woff(path: str, characters: str) -> bytes:
    options = subset.Options()
    options.flavor = "woff"
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = subset.load_font(path, options)
    cutter = subset.Subsetter(options)
    cutter.populate(unicodes=[ord(ch) for ch in characters])
    cutter.subset(font)
    out = io.BytesIO()
    subset.save_font(font, out, options)
    return out.getvalue()


def font_faces(names: tuple[str, ...], characters: str) -> str:
    """@font-face rules for the registered fonts `names`, each holding only `characters` (and a space)."""
    wanted = "".join(sorted(set(characters) | {" "}))
    rules = []
    for name in names:
        family, weight = face_style(name)
        data = base64.b64encode(_woff(truetype(name).face.filename, wanted)).decode("ascii")
        rules.append(
            f"@font-face {{ font-family: '{family}'; font-weight: {weight}; font-style: normal; "
            f'src: url("data:font/woff;base64,{data}") format("woff"); }}'
        )
    return "\n".join(rules)
