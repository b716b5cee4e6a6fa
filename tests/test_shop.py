"""`pnp shop`: print-shop files that pass the shop preflight, are PDF/X-4 (or PDF/X-1a) in CMYK with
exact boxes and 3 mm bleed, colours through the bundled profile, die lines exactly on the cut, and
order two-sided pieces the way each preset's channel wants."""

import pikepdf
import pytest

from pnp.preflight.walk import Stroke, walk
from pnp.shop.presets import PRESETS

from conftest import pdf_text, qpdf_check

MM = 72 / 25.4
DISC, TOAD = (20.0, 20.0), (16.8, 38.4)
TAROT = (69.85, 120.65)
TRIM_MM = {"board": None, "tokens": [DISC], "discs": [DISC, TOAD], "rulebook": [(148.0, 210.0)], "aid": [TAROT]}
PDF_PRESETS = sorted(name for name, preset in PRESETS.items() if not preset.images)


@pytest.fixture(scope="module")
def shop_files(tmp_path_factory):
    from typer.testing import CliRunner

    from pnp.cli.app import app

    root = tmp_path_factory.mktemp("shop")
    for game in ("numen", "stacks", "kukreno", "ogama"):
        for preset in PRESETS:
            done = CliRunner().invoke(app, ["shop", game, "--preset", preset, "--seed", "5", "-o", str(root)])
            assert done.exit_code == 0, done.output
    return root


def test_every_shop_file_passes_the_shop_check(cli, shop_files):
    files = sorted(shop_files.glob("*.pdf"))
    assert len(files) == 2 * 13 + 4  # digital and tiles: a rulebook and aid cards each, three boards, tokens and discs; DriveThruCards: aid cards
    done = cli("check", "--target", "shop", *files)
    assert done.exit_code == 0, done.stdout
    for path in files:
        qpdf_check(path)


@pytest.mark.parametrize("preset", PDF_PRESETS)
def test_shop_files_are_pdfx4_cmyk_with_exact_boxes(shop_files, preset):
    bleed = PRESETS[preset].bleed * MM
    for path in sorted(shop_files.glob(f"*-shop-{preset}-en.pdf")):
        pdf = pikepdf.open(path)
        standard = PRESETS[preset].standard
        assert str(pdf.docinfo["/GTS_PDFXVersion"]) == standard
        assert pdf.pdf_version == {"PDF/X-4": "1.6", "PDF/X-1a:2003": "1.4"}[standard]
        intent = pdf.Root.OutputIntents[0]
        assert str(intent.S) == "/GTS_PDFX" and int(intent.DestOutputProfile.N) == 4
        with pdf.open_metadata() as xmp:
            assert xmp["pdfxid:GTS_PDFXVersion"] == standard
            assert xmp["pdf:Producer"] == str(pdf.docinfo["/Producer"])
            assert xmp["xmpMM:DocumentID"].startswith("uuid:") and xmp["xmpMM:RenditionClass"] == "default"
            assert xmp["xmp:CreateDate"] == "2000-01-01T00:00:00+00:00"
        assert ("/OCProperties" in pdf.Root) == (standard == "PDF/X-4" and PRESETS[preset].die_line and "-board-" not in path.name
                                                 and "-rulebook-" not in path.name and "-aid-" not in path.name)
        trim = TRIM_MM["-".join(path.name.split("-")[1:-3])]
        for page in pdf.pages:
            media = [float(v) for v in page.MediaBox]
            assert [float(v) for v in page.BleedBox] == media and "/ArtBox" not in page
            x0, y0, x1, y1 = (float(v) for v in page.TrimBox)
            assert (x0, y0, media[2] - x1, media[3] - y1) == pytest.approx((bleed,) * 4, abs=1e-3)
            if trim:
                assert any((x1 - x0, y1 - y0) == pytest.approx((w * MM, h * MM), abs=1e-3) for w, h in trim)
            for mark in walk(page):
                colour = getattr(mark, "colour", None)
                if colour is not None and colour.values:
                    assert colour.space == "cmyk" or (isinstance(mark, Stroke) and mark.width == 0.25), (path.name, mark)
                    assert colour.ink <= PRESETS[preset].ink_limit + 0.01
                    if type(mark).__name__ == "Text" and colour.values[3] >= 0.99:
                        assert colour.values == (0.0, 0.0, 0.0, 1.0)  # black text on the black plate alone


def test_presets_order_the_faces_of_pieces(shop_files):
    tiles = pdf_text(shop_files / "stacks-tokens-shop-tiles-en.pdf").split("\f")
    digital = pdf_text(shop_files / "stacks-tokens-shop-digital-en.pdf").split("\f")
    assert tiles[0].split() == ["+1"] and tiles[1].split() == ["−1"]  # each front, then its back
    assert digital[0].split() == ["+1"] and digital[1].split() == ["+1"] and digital[32].split() == ["−1"]


def test_the_rulebook_is_single_pages_in_reading_order_by_fours(shop_files):
    for game in ("numen", "stacks", "kukreno", "ogama"):
        pages = pdf_text(shop_files / f"{game}-rulebook-shop-tiles-en.pdf").split("\f")[:-1]
        assert len(pages) % 4 == 0
        numbers = [int(p.split()[0]) for p in pages[1:] if p.strip() and p.split()[0].isdigit()]
        assert numbers == sorted(numbers) and numbers[0] == 2


def test_an_unknown_game_is_refused(cli, tmp_path):
    done = cli("shop", "chess", "-o", tmp_path)
    assert done.exit_code == 2 and "unknown game 'chess'" in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_black_text_and_thin_lines_print_on_the_black_plate_and_overprint(shop_files):
    """Read back from the content of a Black OGAMA toad: every letter and every line under 1 pt in solid
    black is painted in K alone with overprint on (OP for lines, op for fills and text, OPM 1)."""
    with pikepdf.open(shop_files / "ogama-discs-shop-digital-en.pdf") as pdf:
        form = pdf.pages[-1]  # the Black toad standee
        states = form.Resources.ExtGState
        fill = stroke = state = None
        width, stack, checked = 1.0, [], 0
        for instruction in pikepdf.parse_content_stream(form):
            op, args = str(instruction.operator), list(instruction.operands)
            if op == "q":
                stack.append((fill, stroke, state, width))
            elif op == "Q":
                fill, stroke, state, width = stack.pop()
            elif op == "k":
                fill = tuple(float(v) for v in args)
            elif op == "K":
                stroke = tuple(float(v) for v in args)
            elif op == "gs":
                state = states[args[0]]
            elif op == "w":
                width = float(args[0])
            elif op in ("Tj", "TJ") and fill == (0, 0, 0, 1):
                assert bool(state.op) and int(state.OPM) == 1
                checked += 1
            elif op in ("S", "s", "B", "B*", "b", "b*") and stroke == (0, 0, 0, 1) and width < 1:
                assert bool(state.OP) and int(state.OPM) == 1
                checked += 1
        assert checked >= 2  # the outline and the letter at least


def test_the_tokens_and_discs_carry_die_lines_on_their_cut_circles(shop_files):
    """The CutContour separation, overprinting, 0.25 pt, in its own layer, a circle of the piece's diameter
    centred on the trim (checked against the path the file strokes)."""
    with pikepdf.open(shop_files / "ogama-discs-shop-digital-en.pdf") as pdf:
        layer = pdf.Root.OCProperties.OCGs[0]
        assert str(layer.Name) == "CutContour"
        for page in (pdf.pages[0], pdf.pages[-1]):
            space = page.Resources.ColorSpace.CutContour
            assert [str(v) for v in space[:3]] == ["/Separation", "/CutContour", "/DeviceCMYK"]
            ops = pikepdf.parse_content_stream(page)
            names = [str(i.operator) for i in ops]
            start = names.index("BDC")
            assert str(ops[start].operands[0]) == "/OC" and page.Resources.Properties[ops[start].operands[1]] == layer
            die = ops[start:names.index("EMC", start)]
            width = next(float(i.operands[0]) for i in die if str(i.operator) == "w")
            state = next(page.Resources.ExtGState[i.operands[0]] for i in die if str(i.operator) == "gs")
            assert width == 0.25 and bool(state.OP) and bool(state.op)
            points = [(float(i.operands[k]), float(i.operands[k + 1])) for i in die if str(i.operator) in ("m", "l", "c")
                      for k in range(0, len(i.operands), 2)]
            trim = [float(v) for v in page.TrimBox]
            if page is pdf.pages[0]:
                cx, cy = (trim[0] + trim[2]) / 2, (trim[1] + trim[3]) / 2
                ends = [points[0]] + points[3::3]  # the on-curve points of the four quarter arcs
                assert all(abs(((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 - 10 * MM) < 0.05 * MM for x, y in ends)
            else:  # a toad standee: its outline is the trim
                xs, ys = [p[0] for p in points], [p[1] for p in points]
                assert (min(xs), min(ys), max(xs), max(ys)) == pytest.approx(tuple(trim), abs=0.05 * MM)


def test_drivethrucards_gets_the_aid_cards_back_then_front_in_pdfx1a(shop_files):
    """One PDF/X-1a:2003 deck per game, each card's back before its front, on tarot cards with 1/8 in bleed."""
    for game in ("numen", "stacks", "kukreno", "ogama"):
        path = shop_files / f"{game}-aid-shop-drivethrucards-en.pdf"
        pages = pdf_text(path).split("\f")[:-1]
        assert len(pages) == 4
        assert "Your turn" in pages[1] and "Your turn" not in pages[0]  # the back, then the front with the game and the player
        with pikepdf.open(path) as pdf:
            assert str(pdf.docinfo["/GTS_PDFXVersion"]) == "PDF/X-1a:2003" and pdf.pdf_version == "1.4"
            for page in pdf.pages:
                x0, y0, x1, y1 = (float(v) for v in page.TrimBox)
                assert ((x1 - x0) / MM, (y1 - y0) / MM) == pytest.approx(TAROT, abs=0.01)
                assert float(page.TrimBox[0]) - float(page.MediaBox[0]) == pytest.approx(25.4 / 8 * MM, abs=1e-3)
    assert sorted(p.name for p in shop_files.glob("*drivethrucards*")) == [
        f"{game}-aid-shop-drivethrucards-en.pdf" for game in ("kukreno", "numen", "ogama", "stacks")]


# Each service's pictures at the pixel size of its own templates (300 dpi, bleed included).
PICTURES = {
    "ogama-discs-shop-gamecrafter-en/01-front.png": (300, 300),  # Medium Circle Chit
    "ogama-board-shop-gamecrafter-en/01.png": (2775, 5475),  # Bi-Fold Board
    "ogama-rulebook-shop-gamecrafter-en/01.png": (1575, 2475),  # Large Booklet
    "ogama-aid-shop-gamecrafter-en/02-back.png": (900, 1500),  # Tarot Deck
    "ogama-aid-shop-makeplayingcards-en/02-back.png": (897, 1497),  # tarot cards, 36 px bleed
}


def test_picture_services_get_a_png_per_face_at_their_template_size(shop_files):
    from PIL import Image

    for name, size in PICTURES.items():
        with Image.open(shop_files / name) as image:
            assert image.size == size and image.mode == "RGB" and image.info["icc_profile"], name
    chits = sorted(p.name for p in (shop_files / "ogama-discs-shop-gamecrafter-en").iterdir())
    assert len(chits) == 48 and chits[:2] == ["01-back.png", "01-front.png"]  # 24 discs, front and back; no toads
    assert len(list((shop_files / "ogama-rulebook-shop-gamecrafter-en").iterdir())) % 4 == 0


def test_the_command_says_what_to_order_and_what_no_service_product_takes(cli, tmp_path):
    done = cli("shop", "ogama", "--preset", "gamecrafter", "--seed", "5", "-o", tmp_path)
    assert done.exit_code == 0
    assert "The Game Crafter: order 24 × Medium Circle Chit, 0.75 in for the discs and toads" in done.stderr
    assert "The Game Crafter: order 1 × Bi-Fold Board, 18 x 9 in for the board" in done.stderr
    assert "The Game Crafter: no product in this preset for the standees among the discs and toads (print at home)" in done.stderr
    cards = cli("shop", "stacks", "--preset", "drivethrucards", "--seed", "5", "-o", tmp_path)
    assert "DriveThruCards: order 2 × tarot card, 2.75 x 4.75 in for the player aids" in cards.stderr
    assert "DriveThruCards: no product in this preset for the board (print at home)" in cards.stderr


def test_the_ogama_set_has_its_toad_standees(shop_files):
    pages = pdf_text(shop_files / "ogama-discs-shop-tiles-en.pdf").split("\f")[:-1]
    assert len(pages) == 2 * 24 + 2  # 24 discs, front and back, then the two toads
    with pikepdf.open(shop_files / "ogama-discs-shop-tiles-en.pdf") as pdf:
        x0, y0, x1, y1 = (float(v) for v in pdf.pages[-1].TrimBox)
        assert ((x1 - x0) / MM, (y1 - y0) / MM) == pytest.approx((16.8, 38.4), abs=0.01)


# Every colour of the shop files at every use, with the CIEDE2000 distance (floating point, through the
# bundled FOGRA39 profile) by which its print misses the screen colour, the same under the 300 % and the
# 240 % limits; greys and black print on the black plate, measured with black-point compensation to
# solid black (areas: to the profile's rich black). Fine marks (text, lines under 1 pt, fills up to 2 mm)
# keep two plates at most.
PALETTE = {
    "book heading and code, dark blue": ((0.1216, 0.3059, 0.4745), "fine", 4.5),
    "OGAMA orange (discs, toads)": ((0.97, 0.6, 0.2), "area", 1.7),
    "OGAMA orange toes": ((0.97, 0.6, 0.2), "fine", 0.3),
    "toad cheeks, salmon": ((0.98, 0.45, 0.38), "fine", 1.8),
    "Black toad's cheeks, brown": ((0.48, 0.32, 0.36), "fine", 3.0),
    "orange pieces' lines": ((0.16, 0.08, 0.06), "fine", 3.3),
    "orange toad's lines": ((0.2, 0.14, 0.12), "fine", 3.4),
    "OGAMA black disc": ((0.16, 0.16, 0.16), "area", (2.0, 1.8)),  # trimmed under 240 % to leave room for black
    "OGAMA black toad": ((0.2, 0.2, 0.2), "area", 1.1),
    "OGAMA home-row tint": ((1.0, 0.9, 0.78), "area", 2.2),
    "OGAMA home-row tint line": ((1.0, 0.9, 0.78), "fine", 0.1),
    "toad belly": ((1.0, 0.87, 0.64), "area", 2.3),
    "toad belly mark": ((1.0, 0.87, 0.64), "fine", 0.1),
    "OGAMA emblem": ((1.0, 0.9, 0.72), "area", 2.0),
    "emblem belly": ((1.0, 0.97, 0.9), "area", 0.6),
    "board sand": ((0.93, 0.87, 0.75), "area", 0.2),
    "highlight yellow": ((1.0, 0.93, 0.6), "area", 0.8),
    "highlight yellow mark": ((1.0, 0.93, 0.6), "fine", 0.7),
    "diagram blue": ((0.25, 0.4, 0.7), "area", 1.3),
    "diagram orange line": ((0.93, 0.5, 0.1), "line", 1.7),
    "diagram red line": ((0.75, 0.1, 0.1), "line", 0.0),
    "diagram arrow blue": ((0.1, 0.33, 0.68), "line", 1.5),
    "diagram arrow blue, thin": ((0.1, 0.33, 0.68), "fine", 0.9),
    "black text": ((0.0, 0.0, 0.0), "fine", 0.0),
    "mid grey text": ((0.35, 0.35, 0.35), "fine", 0.3),
    "grey rule": ((0.72, 0.72, 0.72), "fine", 0.3),
    "grey area": ((0.82, 0.82, 0.82), "area", 0.2),
}


@pytest.mark.parametrize("name", sorted(PALETTE))
def test_palette_colours_print_within_de00_5_of_what_the_sheets_ask_for(name):
    from pnp.shop.colour import delta_e, press_colour

    rgb, use, measured = PALETTE[name]
    for limit, expected in zip((300.0, 240.0), measured if isinstance(measured, tuple) else (measured, measured)):
        c, m, y, k = cmyk = press_colour(rgb, use, limit)
        assert (c + m + y + (1.0 if use == "area" else k)) * 100 <= limit + 0.01  # areas: room for overprinting black
        assert delta_e(rgb, cmyk, use) == pytest.approx(expected, abs=0.06), (cmyk, delta_e(rgb, cmyk, use))
        assert delta_e(rgb, cmyk, use) <= 5.0
        if use == "fine":
            assert sum(v > 0 for v in cmyk) <= 2


def test_the_colour_difference_is_ciede2000():
    """Sharma, Wu and Dalal's CIEDE2000 test data, pairs 1 and 17."""
    from pnp.shop.lcms import delta_e00

    assert delta_e00((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert delta_e00((50.0, 2.5, 0.0), (73.0, 25.0, -18.0)) == pytest.approx(27.1492, abs=1e-4)


def test_black_goes_on_the_black_plate_by_use():
    from pnp.shop.colour import press_colour

    assert press_colour((0.0, 0.0, 0.0), "fine", 300) == (0.0, 0.0, 0.0, 1.0)
    assert press_colour((0.0, 0.0, 0.0), "line", 300) == (0.0, 0.0, 0.0, 1.0)  # a 2 pt grid line too
    c, m, y, k = press_colour((0.5, 0.5, 0.5), "fine", 300)
    assert (c, m, y) == (0, 0, 0) and 0.4 < k < 0.8
    rich = press_colour((0.16, 0.16, 0.16), "area", 240)
    assert min(rich) > 0.4 and sum(rich[:3]) + 1 <= 2.4  # a black disc: a rich black, under 240 % even overprinted
    blue = press_colour((0.1216, 0.3059, 0.4745), "fine", 300)
    assert [v > 0 for v in blue] == [True, True, False, False]  # a dark blue heading on cyan and magenta


def test_the_shop_rulebook_speaks_of_the_shop_edition(shop_files, tmp_path, cli):
    english = pdf_text(shop_files / "ogama-rulebook-shop-digital-en.pdf")
    assert "printed by a print shop" in english and "scale bar" not in english and "100%" not in english
    done = cli("shop", "stacks", "--lang", "ru", "--seed", "5", "-o", tmp_path)
    assert done.exit_code == 0
    russian = pdf_text(tmp_path / "stacks-rulebook-shop-digital-ru.pdf")
    assert "напечатаны в типографии" in russian and "шкалу" not in russian


@pytest.mark.parametrize("name, page", [("ogama-board-shop-tiles-en.pdf", 1), ("ogama-discs-shop-tiles-en.pdf", 13)])
def test_ghostscript_separations_keep_the_ink_limit_with_overprint(shop_files, tmp_path, name, page):
    """Ghostscript's separation device, overprint simulated: the plates a press would make, their total
    ink within the tiles' 240 % where black overprints a rich black, and the die line on a plate of its own."""
    import subprocess

    from PIL import Image

    out = tmp_path / "sep.tif"
    subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=tiffsep", "-r72", "-dOverprint=/simulate",
                    f"-dFirstPage={page}", f"-dLastPage={page}", f"-sOutputFile={out}", str(shop_files / name)], check=True)
    plates = {p.name[len("sep("):-len(").tif")]: p for p in tmp_path.glob("sep(*).tif")}
    assert {"Cyan", "Magenta", "Yellow", "Black"} <= set(plates)
    assert ("CutContour" in plates) == ("discs" in name)
    data = [Image.open(plates[n]).tobytes() for n in ("Cyan", "Magenta", "Yellow", "Black")]
    assert max(1020 - sum(v) for v in zip(*data)) / 255 * 100 <= 240.5


def test_the_same_seed_makes_the_same_bytes(cli, tmp_path):
    for folder in ("a", "b"):
        for preset in ("drivethrucards", "makeplayingcards"):
            done = cli("shop", "stacks", "--preset", preset, "--seed", "9", "-o", tmp_path / folder)
            assert done.exit_code == 0
    names = sorted(str(p.relative_to(tmp_path / "a")) for p in (tmp_path / "a").rglob("*") if p.is_file())
    assert "stacks-aid-shop-drivethrucards-en.pdf" in names and "stacks-aid-shop-makeplayingcards-en/01-front.png" in names
    assert all((tmp_path / "a" / n).read_bytes() == (tmp_path / "b" / n).read_bytes() for n in names)


def _plates(path, page, tmp_path, dpi=100):
    """The CMYK Ghostscript's separation device prints at each pixel of a page (0 to 1 per plate)."""
    import collections
    import subprocess

    from PIL import Image

    out = tmp_path / f"p{page}.tif"
    subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=tiffsep", f"-r{dpi}", "-dOverprint=/simulate",
                    f"-dFirstPage={page}", f"-dLastPage={page}", f"-sOutputFile={out}", str(path)], check=True)
    data = [Image.open(tmp_path / f"p{page}({n}).tif").tobytes() for n in ("Cyan", "Magenta", "Yellow", "Black")]
    return collections.Counter(tuple(round((255 - v) / 255, 4) for v in pixel) for pixel in zip(*data))


# sRGB colours found on the press plates: the OGAMA book's dark-blue type (page 7) and diagram arrows (page 4),
# the Orange toad's toes, salmon cheeks and brown lines and the Black toad's cheeks (its standees, pages 49, 50).
ON_PLATES = {
    ("ogama-rulebook-shop-tiles-en.pdf", 7): [("heading dark blue", (0.1216, 0.3059, 0.4745), "fine")],
    ("ogama-rulebook-shop-tiles-en.pdf", 4): [("arrow blue line", (0.1, 0.33, 0.68), "line")],
    ("ogama-discs-shop-tiles-en.pdf", 49): [("toes", (0.97, 0.6, 0.2), "fine"), ("cheeks", (0.98, 0.45, 0.38), "fine"),
                                            ("brown lines", (0.2, 0.14, 0.12), "fine"), ("body", (0.97, 0.6, 0.2), "area")],
    ("ogama-discs-shop-tiles-en.pdf", 50): [("Black toad's cheeks", (0.48, 0.32, 0.36), "fine")],
}


@pytest.mark.parametrize("name, page", sorted(ON_PLATES))
def test_ghostscript_plates_print_the_colours_within_de00_5(shop_files, tmp_path, name, page):
    """The plates Ghostscript separates, read back pixel by pixel through the profile: each colour is
    printed where the sheet paints it, on two plates at most for a fine mark, within ΔE00 5 of its sRGB."""
    from pnp.shop.colour import delta_e, press_colour

    pixels = _plates(shop_files / name, page, tmp_path)
    for label, rgb, use in ON_PLATES[(name, page)]:
        build = press_colour(rgb, use, PRESETS["tiles"].ink_limit)
        printed = [cmyk for cmyk in pixels if all(abs(a - b) <= 1 / 255 for a, b in zip(cmyk, build))]
        assert printed, (label, build)
        worst = max(delta_e(rgb, cmyk, use) for cmyk in printed)
        assert worst <= 5.0, (label, worst)
        if use == "fine":
            assert all(sum(v > 0 for v in cmyk) <= 2 for cmyk in printed), label


def test_small_white_type_on_a_rich_black_is_ringed_in_black_alone(cli, shop_files, tmp_path):
    """The OGAMA word on a Black disc (6 pt white on a four-colour black) is first stroked in black alone;
    the check refuses the same file without that ring."""
    good = shop_files / "ogama-discs-shop-tiles-en.pdf"
    bad = tmp_path / "bad.pdf"
    with pikepdf.open(good) as pdf:
        page = pdf.pages[24]  # the first Black OGAMA disc
        form = next(x for x in page.Resources.XObject.values() if b"\n1 Tr" in x.read_bytes())
        ops = list(pikepdf.parse_content_stream(form))
        ring = next(k for k, i in enumerate(ops) if str(i.operator) == "Tr" and int(i.operands[0]) == 1)
        assert [str(i.operator) for i in ops[ring - 2:ring + 5]][:2] == ["K", "w"]
        assert [float(v) for v in ops[ring - 2].operands] == [0.0, 0.0, 0.0, 1.0]
        del ops[ring:ring + 3]  # the stroke mode, the stroked run and the return to its start
        form.write(pikepdf.unparse_content_stream(ops))
        pdf.save(bad)
    assert cli("check", "--target", "shop", good).exit_code == 0
    done = cli("check", "--target", "shop", bad)
    assert done.exit_code == 1 and f"{bad}: page 25: white text of 6.1 pt reversed out of a four-colour black" in done.stdout


def test_each_file_has_its_own_instance_and_each_rendition_its_own_document(shop_files):
    documents, instances = {}, set()
    for path in sorted(shop_files.glob("*.pdf")):
        with pikepdf.open(path) as pdf, pdf.open_metadata() as xmp:
            documents[path.name] = xmp["xmpMM:DocumentID"]
            instances.add(xmp["xmpMM:InstanceID"])
            assert xmp["xmpMM:InstanceID"].startswith("uuid:") and xmp["xmpMM:InstanceID"] != xmp["xmpMM:DocumentID"]
    assert len(set(documents.values())) == len(documents) == len(instances)
