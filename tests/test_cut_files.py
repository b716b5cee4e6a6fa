"""`--cut-file svg`: every cut in a sheet's SVG, and every fold in its score SVG, lies on the line printed
for it in the PDF (within 0.05 mm), the SVGs' registration marks (Silhouette's square and two L corners)
are printed on the sheet at the same place, at least 10 mm from its edges, and a fold-and-glue sheet is
cut folded. With `--marks cricut`: the Print Then Cut image and its SVG, registered to the sheet."""

import re
import shutil
import subprocess

import pikepdf
import pytest

from conftest import pdf_text

from pnp.preflight.walk import apply, matrix, multiply

MM = 72 / 25.4
TOLERANCE = 0.05


def painted_paths(path) -> list[list[tuple[float, tuple[float, float, float, float]]]]:
    """Per page, the bounding box (mm, y up) of every path the PDF paints, forms followed at their place."""

    def walk(instructions, resources, ctm, boxes):
        stack, points = [], []
        for instruction in instructions:
            op, args = str(instruction.operator), [v for v in instruction.operands]
            if op == "q":
                stack.append(ctm)
            elif op == "Q":
                ctm = stack.pop()
            elif op == "cm":
                ctm = multiply(matrix(args), ctm)
            elif op in ("m", "l", "c", "re"):
                values = [float(v) for v in args]
                pairs = [(values[k], values[k + 1]) for k in range(0, len(values), 2)]
                if op == "re":
                    (x, y), (w, h) = pairs
                    pairs = [(x, y), (x + w, y + h)]
                points += [apply(ctm, x, y) for x, y in pairs]
            elif op in ("S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "n"):
                if points and op != "n":
                    xs, ys = [p[0] / MM for p in points], [p[1] / MM for p in points]
                    boxes.append((min(xs), min(ys), max(xs), max(ys)))
                points = []
            elif op == "Do":
                form = resources.XObject[args[0]]
                inner = multiply(matrix(form.Matrix), ctm) if "/Matrix" in form else ctm
                walk(pikepdf.parse_content_stream(form), form.get("/Resources", resources), inner, boxes)

    pages = []
    with pikepdf.open(path) as pdf:
        for page in pdf.pages:
            boxes = []
            walk(pikepdf.parse_content_stream(page), page.Resources, (1, 0, 0, 1, 0, 0), boxes)
            pages.append(boxes)
    return pages


def svg_shapes(text: str) -> dict[str, list[tuple[float, float, float, float]]]:
    """The SVG's circles, strip outlines, fold lines and registration squares as boxes in mm, y up."""
    height = float(re.search(r'height="([\d.]+)mm"', text)[1])
    number = r'"([-\d.]+)"'
    shapes = {"circle": [], "outline": [], "fold": [], "registration": []}
    for cx, cy, r in re.findall(rf"<circle cx={number} cy={number} r={number}", text):
        cx, cy, r = float(cx), height - float(cy), float(r)
        shapes["circle"].append((cx - r, cy - r, cx + r, cy + r))
    for points in re.findall(r'<polygon points="([^"]+)"', text):
        xy = [(float(x), height - float(y)) for x, y in (p.split(",") for p in points.split())]
        shapes["outline"].append((min(p[0] for p in xy), min(p[1] for p in xy), max(p[0] for p in xy), max(p[1] for p in xy)))
    for x1, y1, x2, y2 in re.findall(rf"<line x1={number} y1={number} x2={number} y2={number}", text):
        ys = height - float(y1), height - float(y2)
        shapes["fold"].append((min(float(x1), float(x2)), min(ys), max(float(x1), float(x2)), max(ys)))
    for x, y, w, h in re.findall(rf"<rect x={number} y={number} width={number} height={number}", text):
        bottom = height - float(y) - float(h)
        shapes["registration"].append((float(x), bottom, float(x) + float(w), bottom + float(h)))
    return shapes


def svg_size(text: str) -> tuple[float, float]:
    found = re.search(r'width="([\d.]+)mm" height="([\d.]+)mm"', text)
    return float(found[1]), float(found[2])


def near(box, boxes) -> bool:
    return any(all(abs(a - b) <= TOLERANCE for a, b in zip(box, other)) for other in boxes)


def marked(outline, boxes) -> bool:
    """A strip is cut along its crop marks: a printed mark runs along each of its four edges' lines."""
    x0, y0, x1, y1 = outline
    vertical = [b[0] for b in boxes if abs(b[2] - b[0]) <= TOLERANCE]
    horizontal = [b[1] for b in boxes if abs(b[3] - b[1]) <= TOLERANCE]
    return all(any(abs(x - v) <= TOLERANCE for v in vertical) for x in (x0, x1)) and all(
        any(abs(y - h) <= TOLERANCE for h in horizontal) for y in (y0, y1))


CASES = {
    "ogama-fold": ["tokens", "ogama"],
    "ogama-duplex-letter": ["tokens", "ogama", "--duplex", "--paper", "letter"],
    "stacks-fold-letter": ["tokens", "stacks", "--paper", "letter", "--lang", "ru"],
    "stacks-duplex": ["tokens", "stacks", "--duplex", "--back-offset", "0.5,-1"],
    "stacks-board-tiled-letter": ["board", "stacks", "--size", "12x10", "--paper", "letter"],
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_cut_paths_lie_on_the_printed_pieces(cli, tmp_path, case):
    out = tmp_path / "sheet.pdf"
    done = cli(*CASES[case], "--seed", "2", "--cut-file", "svg", "-o", out)
    assert done.exit_code == 0, done.stderr
    svgs = sorted(tmp_path.glob("sheet-cut-*.svg"))
    assert svgs
    pages = painted_paths(out)
    for svg in svgs:
        painted = pages[int(svg.stem.rsplit("-", 1)[1]) - 1]
        shapes = svg_shapes(svg.read_text())
        assert (shapes["circle"] or shapes["outline"]) and len(shapes["registration"]) == 5  # a square, two L's of two arms
        width, height = svg_size(svg.read_text())
        for x0, y0, x1, y1 in shapes["registration"]:
            assert min(x0, y0, width - x1, height - y1) >= 10.0 - 1e-9
        for box in shapes["circle"] + shapes["fold"] + shapes["registration"]:
            assert near(box, painted), (svg.name, box)
        for x0, y0, x1, y1 in shapes["circle"] + shapes["outline"]:
            assert x1 <= width and min(x0, y0, height - y1) > 10.0  # every cut on the sheet the machine sees
        for outline in shapes["outline"]:
            assert marked(outline, painted), (svg.name, outline)
        assert not shapes["fold"] and "score" not in svg.read_text()  # nothing in the cut file but cuts
        score = svg.with_name(svg.name.replace("-cut-", "-score-"))
        if score.exists():  # the fold lines apart, on the same marks
            folds = svg_shapes(score.read_text())
            assert folds["fold"] and not folds["circle"] and not folds["outline"]
            assert folds["registration"] == shapes["registration"] and svg_size(score.read_text()) == (width, height)
            assert all(near(box, painted) for box in folds["fold"])
    scores = sorted(tmp_path.glob("sheet-score-*.svg"))
    if CASES[case][:2] == ["tokens", "ogama"]:
        assert any(svg_shapes(svg.read_text())["outline"] for svg in svgs)  # the two toad strips
        assert len(scores) == 1  # their folds
    else:
        assert scores == []
    if CASES[case][0] == "board":
        assert len(svgs) == len(pages) > 1  # a tile per page, each cut along its crop marks


def test_a_board_on_one_sheet_has_nothing_to_cut(cli, tmp_path):
    done = cli("board", "stacks", "--size", "4x4", "--cut-file", "svg", "-o", tmp_path / "b.pdf")
    assert done.exit_code == 2 and "tiled boards" in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_without_a_cut_file_the_sheet_has_no_registration_marks(cli, tmp_path):
    plain, marked = tmp_path / "plain.pdf", tmp_path / "marked.pdf"
    cli("tokens", "stacks", "--seed", "2", "-o", plain)
    cli("tokens", "stacks", "--seed", "2", "--cut-file", "svg", "-o", marked)
    squares = svg_shapes((tmp_path / "marked-cut-1.svg").read_text())["registration"]
    assert all(near(square, painted_paths(marked)[0]) for square in squares)
    assert not any(near(square, painted_paths(plain)[0]) for square in squares)
    assert list(tmp_path.glob("plain-cut-*.svg")) == []


def test_a_fold_and_glue_sheet_is_cut_folded_along_its_fronts(cli, tmp_path):
    """Folded and glued, the sheet is the half up to the fold: one circle per pair, on its front, and the
    top-right mark printed at the fold, so the machine registers the folded sheet."""
    out = tmp_path / "sheet.pdf"
    done = cli("tokens", "stacks", "--seed", "2", "--cut-file", "svg", "-o", out)
    assert done.exit_code == 0, done.stderr
    text = (tmp_path / "sheet-cut-1.svg").read_text()
    shapes = svg_shapes(text)
    assert svg_size(text) == (105.0, 297.0)  # A4 folded at its middle
    pages = painted_paths(out)
    right_l = [b for b in shapes["registration"] if b[3] > 280]
    assert max(b[2] for b in right_l) == pytest.approx(95.0)  # 10 mm in from the fold
    assert all(near(b, pages[0]) for b in shapes["registration"])
    assert shapes["circle"] and all(b[2] <= 95.0 - 0.5 for b in shapes["circle"])  # inside the L at the fold


def test_the_marks_move_with_mark_inset_and_need_a_cut_file(cli, tmp_path):
    out = tmp_path / "sheet.pdf"
    done = cli("tokens", "ogama", "--duplex", "--seed", "2", "--cut-file", "svg", "--mark-inset", "15", "-o", out)
    assert done.exit_code == 0, done.stderr
    squares = svg_shapes((tmp_path / "sheet-cut-1.svg").read_text())["registration"]
    assert min(min(b[0], b[1]) for b in squares) == pytest.approx(15.0)
    assert all(near(b, painted_paths(out)[0]) for b in squares)
    alone = cli("tokens", "ogama", "--mark-inset", "15", "-o", tmp_path / "x.pdf")
    assert alone.exit_code == 2 and "--mark-inset" in alone.stderr and not (tmp_path / "x.pdf").exists()
    close = cli("tokens", "ogama", "--cut-file", "svg", "--mark-inset", "5", "-o", tmp_path / "y.pdf")
    assert close.exit_code == 2 and not (tmp_path / "y.pdf").exists()


# --- Cricut's Print Then Cut (`--marks cricut`) ---------------------------------------------------

PX_PER_MM = 300 / 25.4
PDFTOPPM = shutil.which("pdftoppm")
CRICUT_AREA = (171.45, 234.95)  # 6.75 x 9.25 in
CRICUT = {
    "ogama-duplex": ["tokens", "ogama", "--duplex"],
    "stacks-duplex-letter-ru": ["tokens", "stacks", "--duplex", "--paper", "letter", "--lang", "ru"],
    "stacks-board-tiled": ["board", "stacks", "--size", "12x10"],
}


def cricut_svg(text: str):
    """(width and height in inches, viewBox width and height in mm, circles (cx, cy, r), polygons) of a
    Print Then Cut SVG, its y running down from the top."""
    size = re.search(r'width="([\d.]+)in" height="([\d.]+)in" viewBox="0 0 ([\d.]+) ([\d.]+)"', text)
    inches, box = (float(size[1]), float(size[2])), (float(size[3]), float(size[4]))
    circles = [tuple(map(float, found)) for found in re.findall(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"', text)]
    polygons = [[tuple(map(float, p.split(","))) for p in points.split()] for points in re.findall(r'<polygon points="([^"]+)"', text)]
    return inches, box, circles, polygons


def phys(png: bytes) -> tuple[int, int, int]:
    """The PNG's pHYs chunk: pixels per unit across and down, and the unit (1: the metre)."""
    import struct

    at = png.index(b"pHYs") + 4
    return struct.unpack(">IIB", png[at:at + 9])


def alpha_disc(image, cx: float, cy: float, r: float) -> tuple[float, float, float]:
    """The opaque part of the image around a circle (mm, y down): its centre and the radius of a disc of
    the same area, in mm, weighting each pixel by its opacity."""
    k = PX_PER_MM
    x0, y0 = int((cx - r) * k) - 2, int((cy - r) * k) - 2
    x1, y1 = int((cx + r) * k) + 3, int((cy + r) * k) + 3
    alpha = image.getchannel("A").crop((x0, y0, x1, y1))
    width = x1 - x0
    total = sx = sy = 0.0
    for i, a in enumerate(alpha.get_flattened_data()):
        if a:
            w = a / 255
            total += w
            sx += w * (x0 + i % width + 0.5)
            sy += w * (y0 + i // width + 0.5)
    return sx / total / k, sy / total / k, (total / 3.141592653589793) ** 0.5 / k


def colour_gap(image, printed) -> float:
    """The mean difference (0-255, the worst of red, green and blue) between the image and poppler's
    rendering of the same box, where the image is opaque: under 6 when both show the same colours."""
    from PIL import ImageChops, ImageStat

    inside = image.getchannel("A").point(lambda a: 255 if a == 255 else 0)
    gap = ImageStat.Stat(ImageChops.difference(image.convert("RGB"), printed), mask=inside).mean
    return max(gap)


def best_shift(image, printed) -> tuple[int, int]:
    """The shift (pixels, up to 2 each way) of `printed` (the box of `image`, 2 pixels wider on every side)
    under `image` at which the two look most alike where the image is opaque: (0, 0) when they register
    to within half a pixel."""
    from PIL import ImageChops, ImageStat

    ours = image.convert("L")
    inside = image.getchannel("A").point(lambda a: 255 if a == 255 else 0)
    w, h = image.size

    def difference(dx: int, dy: int) -> float:
        theirs = printed.crop((2 + dx, 2 + dy, 2 + dx + w, 2 + dy + h))
        return ImageStat.Stat(ImageChops.multiply(ImageChops.difference(ours, theirs), inside)).sum[0]

    return min(((dx, dy) for dx in range(-2, 3) for dy in range(-2, 3)), key=lambda shift: difference(*shift))


def page_offset(circles, polygons, painted) -> tuple[float, float]:
    """Where the image's top-left corner lies on the page (mm, y up): the one placement that puts every
    cut of the SVG on a line the PDF prints."""
    def fits(ox, oy):
        boxes = [(ox + cx - r, oy - cy - r, ox + cx + r, oy - cy + r) for cx, cy, r in circles]
        outlines = [(ox + min(p[0] for p in poly), oy - max(p[1] for p in poly), ox + max(p[0] for p in poly),
                     oy - min(p[1] for p in poly)) for poly in polygons]
        return all(near(b, painted) for b in boxes) and all(marked(o, painted) for o in outlines)

    if circles:
        cx, cy, r = circles[0]
        candidates = [(b[0] - (cx - r), b[3] + (cy - r)) for b in painted if abs(b[2] - b[0] - 2 * r) <= TOLERANCE]
    else:
        poly = polygons[0]
        left, top = min(p[0] for p in poly), min(p[1] for p in poly)
        candidates = [(x - left, y + top) for x in {b[0] for b in painted} for y in {b[3] for b in painted}]
    found = [offset for offset in candidates if fits(*offset)]
    assert found, "no placement puts the SVG's cuts on the PDF's lines"
    return found[0]


@pytest.mark.parametrize("case", sorted(CRICUT))
def test_the_print_then_cut_image_and_its_cut_paths_register_with_the_sheet(cli, tmp_path, case):
    """The PNG and the SVG span the same box at true size (300 dpi, recorded in pHYs; inches outside, mm
    inside); every cut lies on the PDF's printed piece within 0.05 mm, inside the Print Then Cut area; the
    image is opaque exactly over the pieces, centred on each circle within 0.05 mm; the sheet has no marks."""
    from PIL import Image

    from pnp.render.cutfile import SILHOUETTE

    out = tmp_path / "sheet.pdf"
    done = cli(*CRICUT[case], "--seed", "2", "--cut-file", "svg", "--marks", "cricut", "-o", out)
    assert done.exit_code == 0, done.stderr
    svgs = sorted(tmp_path.glob("sheet-cricut-*.svg"))
    assert svgs and not list(tmp_path.glob("sheet-cut-*.svg"))
    pages = painted_paths(out)
    with pikepdf.open(out) as pdf:
        paper = [float(v) / MM for v in pdf.pages[0].MediaBox[2:]]
    for svg in svgs:
        page = int(svg.stem.rsplit("-", 1)[1])
        painted = pages[page - 1]
        png = svg.with_suffix(".png").read_bytes()
        image = Image.open(svg.with_suffix(".png"))
        inches, (w, h), circles, polygons = cricut_svg(svg.read_text())
        assert circles or polygons
        assert phys(png) == (11811, 11811, 1) and image.mode == "RGBA"
        assert (inches[0] * 25.4, inches[1] * 25.4) == (pytest.approx(w, abs=0.001), pytest.approx(h, abs=0.001))
        assert (w, h) == (pytest.approx(image.width / PX_PER_MM, abs=0.001), pytest.approx(image.height / PX_PER_MM, abs=0.001))
        assert max(image.size) <= 2775 and min(image.size) <= 2025  # 9.25 and 6.75 in at 300 dpi

        ox, oy = page_offset(circles, polygons, painted)
        assert ox * PX_PER_MM == pytest.approx(round(ox * PX_PER_MM), abs=0.01)  # on the pixel grid
        aw, ah = CRICUT_AREA if paper[0] <= paper[1] else CRICUT_AREA[::-1]
        left, bottom = (paper[0] - aw) / 2, (paper[1] - ah) / 2
        assert left <= ox and ox + w <= left + aw and bottom <= oy - h and oy <= bottom + ah

        if PDFTOPPM:  # the image shows the page where poppler prints it, within half a pixel (0.04 mm)
            prefix = tmp_path / f"poppler-{page}"
            subprocess.run(["pdftoppm", "-r", "300", "-f", str(page), "-l", str(page), "-singlefile", "-png", out, prefix],
                           check=True)
            left, top = round(ox * PX_PER_MM), round((paper[1] - oy) * PX_PER_MM)
            printed = Image.open(f"{prefix}.png").convert("RGB")
            printed = printed.crop((left - 2, top - 2, left + image.width + 2, top + image.height + 2))
            assert best_shift(image, printed.convert("L")) == (0, 0)
            assert colour_gap(image, printed.crop((2, 2, 2 + image.width, 2 + image.height))) < 6  # the same colours
        for cx, cy, r in circles:
            x, y, radius = alpha_disc(image, cx, cy, r)
            assert (x, y, radius) == (pytest.approx(cx, abs=TOLERANCE), pytest.approx(cy, abs=TOLERANCE),
                                      pytest.approx(r, abs=TOLERANCE))
        area = sum(3.141592653589793 * r * r for _, _, r in circles) + sum(
            (max(p[0] for p in poly) - min(p[0] for p in poly)) * (max(p[1] for p in poly) - min(p[1] for p in poly))
            for poly in polygons)
        opaque = sum(i * n for i, n in enumerate(image.getchannel("A").histogram())) / 255 / PX_PER_MM ** 2
        assert opaque == pytest.approx(area, rel=0.005)  # nothing else is opaque
        assert not any(near(mark, painted) for mark in
                       [(x, y, x + mw, y + mh) for x, y, mw, mh in SILHOUETTE.rects(*paper)])
        assert "score" not in svg.read_text() and "<line" not in svg.read_text()
    if CRICUT[case][0] == "tokens":
        assert len(svgs) == 2  # the fronts, then the backs: each cut on its own, glued in pairs
        assert "cricut-N.png" in pdf_text(out) and "Design Space" in pdf_text(out)  # print those, not the PDF
    said = done.stderr
    assert "Design Space" in said and re.search(r"\d+\.\d\d [x×] \d+\.\d\d", said)


def test_print_then_cut_files_are_the_same_for_the_same_seed(cli, tmp_path):
    made = []
    for run in ("one", "two"):
        folder = tmp_path / run
        done = cli("tokens", "ogama", "--duplex", "--seed", "5", "--cut-file", "svg", "--marks", "cricut", "-o", folder / "t.pdf")
        assert done.exit_code == 0, done.stderr
        made.append({path.name: path.read_bytes() for path in sorted(folder.iterdir())})
    assert made[0] == made[1] and len(made[0]) == 5  # the PDF, two PNGs, two SVGs


@pytest.mark.parametrize("args", [
    ["tokens", "stacks", "--cut-file", "svg", "--marks", "cricut"],  # fold-and-glue: cut after folding
    ["tokens", "ogama", "--duplex", "--cut-file", "svg", "--marks", "cricut", "--mark-inset", "12"],
    ["tokens", "ogama", "--duplex", "--marks", "cricut"],
    ["tokens", "stacks", "--duplex", "--cut-file", "svg", "--marks", "cricut", "--back-offset", "1,0"],
    ["board", "stacks", "--size", "4x4", "--cut-file", "svg", "--marks", "cricut"],
])
def test_print_then_cut_refusals_write_nothing(cli, tmp_path, args):
    done = cli(*args, "-o", tmp_path / "x.pdf")
    assert done.exit_code == 2 and len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == []
