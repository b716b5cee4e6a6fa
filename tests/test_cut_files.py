"""`--cut-file svg`: every cut and fold in a sheet's SVG lies on the line printed for it in the PDF (within
0.05 mm), the SVG's registration marks (Silhouette's square and two L corners) are printed on the sheet
at the same place, at least 10 mm from its edges, and a fold-and-glue sheet is cut folded."""

import re

import pikepdf
import pytest

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
    if CASES[case][:2] == ["tokens", "ogama"]:
        assert any(svg_shapes(svg.read_text())["outline"] for svg in svgs)  # the two toad strips
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
    assert 'id="score"' in text and "not to be cut" in text
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
