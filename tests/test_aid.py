"""Player aid cards: A6 to the twentieth of a millimetre as the crop marks show it, one card per player in
every kit, each card's text in the kit's language, and as many sets as asked for, whole sets to a page."""

import subprocess

import pikepdf
import pytest

from pnp.kit import build_kit
from pnp.preflight.walk import IDENTITY, apply, matrix, multiply
from pnp.locales import Text
from pnp.registry import games
from pnp.render.document import PrintOptions
from pnp.render.marks import MARK_LENGTH
from pnp.sheets.aid import CARD_H, CARD_W

from conftest import POPPLER, assert_good_pdf, pdf_pages, pdf_text

GAMES = [spec.id for spec in games() if "aid" in spec.products]
PT = 72 / 25.4
PLAYERS = {"numen": ["numen.aid.player.A", "numen.aid.player.B"], "stacks": ["stacks.aid.player.white", "stacks.aid.player.black"],
           "kukreno": ["kukreno.aid.player"] * 2, "ogama": ["ogama.aid.player.orange", "ogama.aid.player.black"]}


def crop_cuts(path, page: int = 0) -> tuple[list[float], list[float]]:
    """The x of every vertical and the y of every horizontal cut the page's crop marks extend, in mm:
    the marks are the page's straight strokes exactly MARK_LENGTH long."""
    xs, ys = set(), set()
    with pikepdf.open(path) as pdf:
        ctm, stack, start, segments = IDENTITY, [], None, []
        for operands, op in pikepdf.parse_content_stream(pdf.pages[page]):
            op = str(op)
            if op == "q":
                stack.append(ctm)
            elif op == "Q":
                ctm = stack.pop()
            elif op == "cm":
                ctm = multiply(matrix(operands), ctm)
            elif op in ("m", "l"):
                x, y = (float(v) for v in operands)
                point = apply(ctm, x, y)
                if op == "l" and start:
                    segments.append((start, point))
                start = point
    for (x0, y0), (x1, y1) in segments:
        if abs(x0 - x1) < 1e-3 and abs(abs(y1 - y0) - MARK_LENGTH * PT) < 1e-2:
            xs.add(round(x0 / PT, 3))
        if abs(y0 - y1) < 1e-3 and abs(abs(x1 - x0) - MARK_LENGTH * PT) < 1e-2:
            ys.add(round(y0 / PT, 3))
    return sorted(xs), sorted(ys)


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
@pytest.mark.parametrize("game", GAMES)
def test_cards_are_a6_as_cut(cli, tmp_path, game, paper_name):
    out = tmp_path / "aid.pdf"
    assert cli("aid", game, "--paper", paper_name, "-o", out).exit_code == 0
    xs, ys = crop_cuts(out)
    widths, heights = [b - a for a, b in zip(xs, xs[1:])], [b - a for a, b in zip(ys, ys[1:])]
    assert len(widths) == 1 and abs(widths[0] - CARD_W) < 0.05, xs
    assert len(heights) == 2 and all(abs(h - CARD_H) < 0.05 for h in heights), ys
    assert (CARD_W, CARD_H) == (148.0, 105.0)  # A6, on its side
    assert_good_pdf(out)


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_every_kit_has_one_card_per_player_in_its_language(tmp_path, game, lang):
    files = build_kit(game, PrintOptions(lang, "a4", 5))
    path = tmp_path / "aid.pdf"
    path.write_bytes(files[f"{game}-aid-{lang}-a4.pdf"])
    assert pdf_pages(path) == 1
    words = " ".join(pdf_text(path).split())
    text = Text(lang)
    for heading in ("aid.turn", "aid.scoring", "aid.end"):
        assert words.count(text(heading)) == 2, heading
    for key in set(PLAYERS[game]):
        shown = " ".join(text(key, rows="").split()[:3])
        assert words.count(shown) == PLAYERS[game].count(key), shown
    other = Text("en" if lang == "ru" else "ru")
    assert other("aid.turn") not in words


def test_sets_fill_pages_with_whole_sets(cli, tmp_path):
    out = tmp_path / "aids.pdf"
    assert cli("aid", "ogama", "--sets", "3", "--lang", "ru", "--ink-saver", "-o", out).exit_code == 0
    assert pdf_pages(out) == 3
    words = " ".join(pdf_text(out).split())
    assert words.count(Text("ru")("ogama.aid.player.orange")) == 3


def test_aid_takes_a_seed_like_every_printing_command(cli, tmp_path):
    """The seed is the layout number in the footer, as on the kit's other sheets; the same seed, the same bytes."""
    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    for out in (a, b):
        done = cli("aid", "numen", "--seed", "12", "-o", out)
        assert done.exit_code == 0 and "seed 12" in done.stderr
    assert a.read_bytes() == b.read_bytes()
    assert "layout no. 12" in pdf_text(a)



def reading_lines(path) -> list[str]:
    """The cards' lines column by column, as pdftotext reads them without keeping the layout."""
    if not POPPLER:
        pytest.skip("poppler-utils is not installed")
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return [line.strip() for line in text.splitlines() if line.strip()]


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_no_card_line_starts_with_a_minus(cli, tmp_path, game, lang, paper_name):
    """A negative number stays with the word before it («на −7», "onto −7")."""
    out = tmp_path / "aid.pdf"
    done = cli("aid", game, "--lang", lang, "--paper", paper_name, "--seed", "1", "-o", out)
    assert done.exit_code == 0, done.stderr
    lines = reading_lines(out)
    assert game != "stacks" or any("−" in line for line in lines), "the Stacks card quotes negative values"
    assert not [line for line in lines if line.startswith("−")]


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
@pytest.mark.parametrize("game", GAMES)
def test_no_russian_card_line_ends_on_a_one_letter_preposition(cli, tmp_path, game, paper_name):
    """«в», «к», «с», «у», «о», «и», «а» keep the word after them on their line."""
    out = tmp_path / "aid.pdf"
    done = cli("aid", game, "--lang", "ru", "--paper", paper_name, "--seed", "1", "-o", out)
    assert done.exit_code == 0, done.stderr
    lines = reading_lines(out)
    assert not [line for line in lines if line.split()[-1].lower() in ("в", "к", "с", "у", "о", "и", "а")]
