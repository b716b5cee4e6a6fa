"""Forged PDF/X files handed to `pnp check --target shop`, and hostile folders and addresses handed to
`pnp tts` and `pnp images`: each ends in a report (exit 1), a clean bill (exit 0) or one line and exit 2."""

import json
import re
import zlib
from pathlib import Path

import pikepdf
import pytest

from .cli import assert_refused, files_under, pnp


@pytest.fixture(scope="module")
def board(tmp_path_factory) -> Path:
    """A Stacks board as the digital preset makes it for a print shop: it passes the shop check."""
    root = tmp_path_factory.mktemp("shop")
    assert pnp("shop", "stacks", "--seed", "1", "-o", "shop", cwd=root).code == 0
    return root / "shop" / "stacks-board-shop-digital-en.pdf"


def with_metadata(change):
    def forge(pdf: pikepdf.Pdf) -> None:
        pdf.Root.Metadata = pdf.make_stream(change(pdf.Root.Metadata.read_bytes().decode()).encode())
    return forge


def stated_ink(value: str):
    return with_metadata(lambda xmp: re.sub(r"(InkLimit>)[^<]*<", lambda m: m.group(1) + value + "<", xmp))


def intent(change):
    def forge(pdf: pikepdf.Pdf) -> None:
        change(pdf, pdf.Root.OutputIntents)
    return forge


def page(key: str, value):
    def forge(pdf: pikepdf.Pdf) -> None:
        pdf.pages[0].obj[key] = value
    return forge


def contents(data: bytes):
    def forge(pdf: pikepdf.Pdf) -> None:
        pdf.pages[0].obj.Contents = pdf.make_stream(data)
    return forge


def form_drawing_itself(pdf: pikepdf.Pdf) -> None:
    form = pdf.make_stream(b"/F0 Do", Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Form, BBox=[0, 0, 10, 10])
    form.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(F0=form))
    pdf.pages[0].obj.Resources.XObject = pikepdf.Dictionary(F0=form)
    pdf.pages[0].obj.Contents = pdf.make_stream(b"/F0 Do")


BOMB = ('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">'
        + "".join(f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">' for i in range(8))
        + ']><x:xmpmeta xmlns:x="adobe:ns:meta/">&i;</x:xmpmeta>')

# Forgeries a checker must read and report on (exit 1), each with the words of its report.
REPORTED = {
    "version a number": (lambda p: p.docinfo.__setitem__("/GTS_PDFXVersion", 4), "PDF/X identification"),
    "version an array": (lambda p: p.docinfo.__setitem__("/GTS_PDFXVersion", pikepdf.Array([1, 2])), "PDF/X identification"),
    "version a name": (lambda p: p.docinfo.__setitem__("/GTS_PDFXVersion", pikepdf.Name("/PDF/X-4")), "PDF/X identification"),
    "version of 5 MB": (lambda p: p.docinfo.__setitem__("/GTS_PDFXVersion", "X" * 5_000_000), "PDF/X identification"),
    "three output intents": (intent(lambda pdf, oi: [oi.append(oi[0]) for _ in range(2)]), "more than one PDF/X output intent"),
    "garbage profile": (intent(lambda pdf, oi: oi[0].__setitem__("/DestOutputProfile", pdf.make_stream(b"garbage"))),
                        "not a CMYK printing profile"),
    "XMP not XML": (with_metadata(lambda xmp: "<x:xmpmeta <<<< not xml"), "XMP xmp:CreateDate differs"),
    "XMP entity bomb": (with_metadata(lambda xmp: BOMB), "XMP xmp:CreateDate differs"),
    "TrimBox outside the MediaBox": (page("/TrimBox", [5000, 5000, 6000, 6000]), "TrimBox reaches outside"),
    "negative TrimBox": (page("/TrimBox", [-100, -100, -50, -50]), "TrimBox reaches outside"),
}
# Forgeries refused in one line, with its words.
REFUSED = {
    "output intents a name": (lambda p: setattr(p.Root, "OutputIntents", pikepdf.Name("/X")), "not a readable PDF"),
    "profile a number": (intent(lambda pdf, oi: oi[0].__setitem__("/DestOutputProfile", 5)), "not a readable PDF"),
    "profile inflating to 200 MB": (intent(lambda pdf, oi: oi[0].__setitem__("/DestOutputProfile", pdf.make_stream(
        zlib.compress(b"\0" * 200_000_000), Filter=pikepdf.Name.FlateDecode))), "MB"),
    "TrimBox of three numbers": (page("/TrimBox", [0, 0, 1]), "not a readable PDF"),
    "TrimBox of names": (page("/TrimBox", [pikepdf.Name("/a"), 0, 1, 1]), "not a readable PDF"),
    "form drawing itself": (form_drawing_itself, "a form draws itself"),
    "content of 40 MB": (contents(b"0 0 m 1 1 l S\n" * 3_000_000), "inflates to more than 32 MB"),
    "garbage content": (contents(b"\x00\xff(((((( /Do ] ] >> k k k"), "not a readable PDF"),
    "operators with wrong operands": (contents(b"/A /B /C /D k 1 w (x) cm /N w 1 2 3 4 5 6 7 re Tf Do sc"), "not a readable PDF"),
}


def forged(board: Path, tmp_path: Path, change) -> Path:
    with pikepdf.open(board) as pdf:
        change(pdf)
        pdf.save(tmp_path / "forged.pdf")
    return tmp_path / "forged.pdf"


@pytest.mark.parametrize("name", REPORTED)
def test_forged_pdfx_is_reported(board, tmp_path, name):
    change, words = REPORTED[name]
    ran = pnp("check", "--target", "shop", forged(board, tmp_path, change), cwd=tmp_path, bounded=True)
    assert (ran.code, ran.stderr) == (1, ""), (ran.code, ran.stderr)
    assert words in ran.stdout.decode()


@pytest.mark.parametrize("name", REFUSED)
def test_forged_pdfx_is_refused(board, tmp_path, name):
    change, words = REFUSED[name]
    assert_refused(pnp("check", "--target", "shop", forged(board, tmp_path, change), cwd=tmp_path, bounded=True),
                   "forged.pdf", words)


@pytest.mark.parametrize("stated", ["-50", "0", "100000", "NaN", "1e999", "lots"])
def test_an_ink_limit_no_press_holds_is_ignored(board, tmp_path, stated):
    """A file stating a limit outside 0-400 % is held to 300 %: the board's 100 % black passes, as it
    would under no statement at all, where a stated -50 % once failed it."""
    path = forged(board, tmp_path, stated_ink(stated))
    assert stated in pikepdf.open(path).Root.Metadata.read_bytes().decode()
    ran = pnp("check", "--target", "shop", path, cwd=tmp_path)
    assert (ran.code, ran.stderr, ran.stdout) == (0, "", b"")


@pytest.mark.parametrize("make", ["truncated", "not a PDF", "encrypted", "folder", "device"])
def test_files_that_are_no_pdf_are_refused(board, tmp_path, make):
    path = tmp_path / "bad.pdf"
    if make == "truncated":
        path.write_bytes(board.read_bytes()[:30000])
    elif make == "not a PDF":
        path.write_text("hi\n")
    elif make == "encrypted":
        with pikepdf.open(board) as pdf:
            pdf.save(path, encryption=pikepdf.Encryption(owner="o", user="u"))
    elif make == "folder":
        path.mkdir()
    else:
        path = Path("/dev/zero")
    assert_refused(pnp("check", "--target", "shop", "--preset", "gamecrafter", path, cwd=tmp_path), str(path.name))


@pytest.fixture(scope="module")
def table(tmp_path_factory) -> Path:
    """A Stacks table at the lowest resolution, written into a plain folder."""
    root = tmp_path_factory.mktemp("tts")
    assert pnp("tts", "stacks", "--seed", "1", "--dpi", "72", "-o", "plain", cwd=root).code == 0
    return root / "plain"


@pytest.mark.parametrize("folder", ["with space", "Кириллица", "qu'o\"te", "back\\slash", "new\nline"])
def test_any_folder_name_holds_the_same_table(table, tmp_path, folder):
    """The files are the plain folder's, the saved object naming each image by its place in the new folder."""
    ran = pnp("tts", "stacks", "--seed", "1", "--dpi", "72", "-o", folder, cwd=tmp_path)
    assert ran.code == 0 and ran.stderr.startswith("wrote ") and "Traceback" not in ran.stderr, ran.stderr
    assert files_under(tmp_path / folder) == files_under(table)
    saved = json.loads((tmp_path / folder / "stacks-en.json").read_text())
    board = next(o for o in saved["ObjectStates"] if o.get("CustomImage"))
    assert board["CustomImage"]["ImageURL"].startswith(str(tmp_path / folder) + "/")


@pytest.mark.parametrize("command", ["tts", "images"])
def test_a_file_or_a_name_too_long_where_the_folder_goes_is_refused(tmp_path, command):
    (tmp_path / "taken").write_text("mine\n")
    assert_refused(pnp(command, "stacks", "--seed", "1", "--dpi", "72", "-o", "taken", cwd=tmp_path), "taken")
    assert_refused(pnp(command, "stacks", "--seed", "1", "--dpi", "72", "-o", "L" * 300, cwd=tmp_path), "cannot write")
    assert files_under(tmp_path) == ["taken"] and (tmp_path / "taken").read_text() == "mine\n"


@pytest.mark.parametrize("url", ["https://x.org/a b/", 'https://x.org/"q/', "https://x.org/back\\slash/", "https://x.org/\n/",
                                 "https://", "https:///", "javascript:alert(1)/", "file:///etc/", "",
                                 "https://x.org/" + "a" * 3000 + "/"])
def test_an_address_a_loader_cannot_follow_is_refused(tmp_path, url):
    assert_refused(pnp("tts", "stacks", "--seed", "1", "--dpi", "72", "--base-url", url, "-o", "t", cwd=tmp_path), "base URL")
    assert files_under(tmp_path) == []


def test_an_address_without_its_last_slash_names_a_folder(tmp_path):
    assert pnp("tts", "stacks", "--seed", "1", "--dpi", "72", "--base-url", "https://x.org/kit", "-o", "t", cwd=tmp_path).code == 0
    assert "https://x.org/kit/stacks-board.png" in (tmp_path / "t" / "stacks-en.json").read_text()


@pytest.mark.parametrize("command", ["tts", "images"])
@pytest.mark.parametrize("dpi", ["71", "601", "-5", "1e3"])
def test_a_resolution_out_of_bounds_is_refused(tmp_path, command, dpi):
    assert_refused(pnp(command, "stacks", "--seed", "1", "--dpi", dpi, "-o", "t", cwd=tmp_path), "--dpi")
    assert files_under(tmp_path) == []
