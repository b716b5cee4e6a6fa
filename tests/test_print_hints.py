"""What a PDF tells the print dialog and its reader: actual size, the duplex flip where the file is
meant for both sides, language, the game's designer and the licence; and ink-saver lines a home
printer draws solid."""

import pikepdf
import pytest

from pnp.preflight.walk import Stroke, walk

DESIGNERS = {
    ("kukreno", "en"): "AK☉KA",
    ("numen", "en"): "the author of the original post",
    ("stacks", "ru"): "автор игры «Львы и Шакалы»",
    ("ogama", "ru"): "автор исходной публикации",
}
DUPLEX = {
    ("tokens", "stacks", "--duplex"): "/DuplexFlipLongEdge",
    ("tokens", "ogama", "--duplex"): "/DuplexFlipLongEdge",
    ("rulebook", "numen", "--booklet"): "/DuplexFlipShortEdge",
    ("calibrate",): "/DuplexFlipLongEdge",
    ("tokens", "stacks"): None,
    ("rulebook", "kukreno", "--pocket"): None,
    ("board", "ogama"): None,
}


def made(cli, tmp_path, *args) -> pikepdf.Pdf:
    out = tmp_path / "out.pdf"
    done = cli(*args, "-o", out)
    assert done.exit_code == 0, done.stderr
    return pikepdf.open(out)


@pytest.mark.parametrize("game, lang", sorted(DESIGNERS))
def test_the_designer_language_and_licence_travel_with_the_file(cli, tmp_path, game, lang):
    pdf = made(cli, tmp_path, "rulebook", game, "--lang", lang, "--seed", "1")
    assert str(pdf.docinfo["/Author"]) == DESIGNERS[game, lang]
    assert str(pdf.Root.Lang) == lang
    assert str(pdf.Root.ViewerPreferences.PrintScaling) == "/None"
    with pdf.open_metadata() as xmp:
        assert xmp["dc:creator"] == [DESIGNERS[game, lang]]
        assert ("MIT" in xmp["dc:rights"]) and DESIGNERS[game, lang] in xmp["dc:rights"]
        assert xmp["dc:title"] == str(pdf.docinfo["/Title"])


@pytest.mark.parametrize("args", sorted(DUPLEX), ids=" ".join)
def test_files_meant_for_both_sides_ask_for_the_right_flip(cli, tmp_path, args):
    pdf = made(cli, tmp_path, *args)
    duplex = pdf.Root.ViewerPreferences.get("/Duplex")
    assert (str(duplex) if duplex is not None else None) == DUPLEX[args]


def test_font_subsets_are_named_after_their_glyphs(cli, tmp_path):
    """Two files with different text never share a subset name, so merging them cannot mix glyphs."""
    names = []
    for lang in ("en", "ru"):
        pdf = made(cli, tmp_path, "board", "numen", "--lang", lang, "--seed", "2")
        fonts = pdf.pages[0].Resources.Font
        names.append({str(font.BaseFont) for _, font in fonts.items()})
    assert not names[0] & names[1]
    assert all(not name.startswith("/AAAAAA+") for name in names[0] | names[1])


@pytest.mark.parametrize("args", [("board", "ogama"), ("sheet", "kukreno"), ("board", "stacks", "--wild"), ("tokens", "stacks")])
def test_ink_saver_lines_are_solid_and_at_least_0_3_pt(cli, tmp_path, args):
    pdf = made(cli, tmp_path, *args, "--ink-saver", "--seed", "1")
    strokes = [mark for page in pdf.pages for mark in walk(page) if isinstance(mark, Stroke)]
    assert strokes and min(s.width for s in strokes) >= 0.3
    for stroke in strokes:
        values = stroke.colour.values
        if max(values) - min(values) < 0.02:  # a neutral line: black (or a white halo), never a screened grey
            assert values[0] in (0.0, 1.0), stroke
