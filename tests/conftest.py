"""Shared checks on produced PDFs, through the same tools a user would run (qpdf, pdffonts, pdftotext)."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import settings
from typer.testing import CliRunner

from pnp.cli.app import app
from pnp.render.fonts import FILES as BUNDLED_FACES

# No Hypothesis deadline: a busy machine must not fail a test by its speed (speed is measured in bench/).
# `pytest --hypothesis-profile=long`: the hostile tests try twenty times as many inputs, kills and runs.
settings.register_profile("unhurried", deadline=None)
settings.register_profile("long", max_examples=2000, deadline=None)
settings.load_profile("unhurried")


CHROMIUM = os.environ.get("PNP_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_FLAGS = [  # headless is Playwright's to add
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    """The system's Chromium (never a browser of Playwright's own), driven by Playwright in a fresh profile:
    a persistent context gives it its own --user-data-dir, so a service worker or storage of one test
    module never reaches another."""
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed")
    if not CHROMIUM:
        pytest.skip("Chromium is not installed (apt-get install chromium)")
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_api.sync_playwright() as p:
        context = p.chromium.launch_persistent_context(str(profile), executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS)
        yield context
        context.close()


def pytest_addoption(parser):
    parser.addoption(
        "--each-once", action="store_true",
        help="run each test once, on its first parameters: enough to try an interpreter or dependency "
             "versions, which every game, language and paper meets alike",
    )


def pytest_collection_modifyitems(config, items):
    if not config.getoption("--each-once"):
        return
    seen: set[str] = set()
    kept, dropped = [], []
    for item in items:
        test = item.nodeid.split("[", 1)[0]
        (dropped if test in seen else kept).append(item)
        seen.add(test)
    config.hook.pytest_deselected(items=dropped)
    items[:] = kept


POPPLER = shutil.which("pdffonts") and shutil.which("pdftotext")
QPDF = shutil.which("qpdf")


@pytest.fixture
def cli():
    """Run `pnp ...` in-process; stdout and stderr kept apart, as a shell user sees them."""
    runner = CliRunner()

    def run(*args: str, input: str | None = None):
        return runner.invoke(app, [str(a) for a in args], input=input, catch_exceptions=False)

    return run


def qpdf_check(path: Path) -> None:
    if not QPDF:
        pytest.skip("qpdf is not installed")
    done = subprocess.run(["qpdf", "--check", str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def pdf_fonts(path: Path) -> list[tuple[str, str, str]]:
    """(name, type, embedded) for every font pdffonts lists."""
    if not POPPLER:
        pytest.skip("poppler-utils is not installed")
    out = subprocess.run(["pdffonts", str(path)], capture_output=True, text=True, check=True).stdout
    rows = []
    for line in out.splitlines()[2:]:
        parts = line.split()
        # name, type words..., encoding, emb, sub, uni, object, ID
        rows.append((parts[0], " ".join(parts[1:-6]), parts[-5]))
    return rows


def assert_fonts_embedded(path: Path) -> None:
    fonts = pdf_fonts(path)
    assert fonts, "no fonts listed"
    for name, _kind, embedded in fonts:
        assert embedded == "yes", f"{name} is not embedded"
        assert name.split("+")[-1] in BUNDLED_FACES, f"unexpected font {name}"


def pdf_text(path: Path) -> str:
    if not POPPLER:
        pytest.skip("poppler-utils is not installed")
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout


def word_boxes(path: Path) -> list[tuple[int, str, float, float, float, float]]:
    """(page from 0, word, x0, y0, x1, y1) of every word, in mm from the page's bottom-left (pdftotext -bbox)."""
    import re

    if not POPPLER:
        pytest.skip("poppler-utils is not installed")
    out = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True).stdout
    words, page, height = [], -1, 0.0
    for line in out.splitlines():
        if m := re.search(r'<page width="([\d.]+)" height="([\d.]+)"', line):
            page, height = page + 1, float(m[2])
        elif m := re.search(r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)</word>', line):
            x0, y0, x1, y1 = (float(v) * 25.4 / 72 for v in m.groups()[:4])
            h = height * 25.4 / 72
            words.append((page, m[5], x0, h - y1, x1, h - y0))
    return words


def assert_good_pdf(path: Path) -> None:
    """Parses cleanly and embeds every font."""
    qpdf_check(path)
    assert_fonts_embedded(path)


def pdf_pages(path: Path) -> int:
    from pypdf import PdfReader

    return len(PdfReader(path).pages)


def pdf_page_size_mm(path: Path, page: int = 0) -> tuple[float, float]:
    from pypdf import PdfReader

    box = PdfReader(path).pages[page].mediabox
    return float(box.width) / 72 * 25.4, float(box.height) / 72 * 25.4


FILL_OPERATORS = {"f", "F", "f*", "B", "B*", "b", "b*"}


def painting_operators(path: Path) -> set[str]:
    """Operators used by every page and form of the PDF (to tell filled shapes from stroked ones)."""
    from pypdf import PdfReader

    reader = PdfReader(path)
    streams = []
    for page in reader.pages:
        streams.append(page.get_contents().get_data())
        xobjects = page["/Resources"].get("/XObject", {})
        for ref in xobjects.values():
            streams.append(ref.get_object().get_data())
    ops = set()
    for data in streams:
        ops.update(token for token in data.decode("latin-1").split() if token.isalpha() or token.endswith("*"))
    return ops


def write_translation(folder: Path, lang: str, translate=lambda key, english: english) -> Path:
    """A language pack in `folder` as a translator makes one: a `.po` file per catalog domain, each entry's
    msgstr what `translate(key, english)` gives (the English, or the (one, other) pair of a plural entry:
    a text, a tuple of plural forms, the last one standing for any the language has beyond them, or ""
    to leave it untranslated), and English's settings file."""
    from babel import Locale, UnknownLocaleError
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    from pnp.locales import BUILT_IN, SETTINGS
    from pnp.locales.catalogs import CATALOG_DOMAINS, template

    folder.mkdir(parents=True, exist_ok=True)
    try:
        locale: str | None = str(Locale.parse(lang))
    except (ValueError, UnknownLocaleError):  # not a CLDR locale id: written without one, for pnp to refuse
        locale = None
    for domain in CATALOG_DOMAINS:
        po = Catalog(locale=locale, domain=domain, fuzzy=False)
        for message in template(domain):
            if message.id:
                text = translate(message.context, message.id)
                if isinstance(text, tuple) and all(text):  # English's `other` for the forms English lacks
                    text = (*text, *text[-1:] * (po.num_plurals - len(text)))
                po.add(message.id, text, context=message.context)
        with (folder / f"{domain}.po").open("wb") as f:
            write_po(f, po, width=0)
    shutil.copy(BUILT_IN / "en" / SETTINGS, folder / SETTINGS)
    return folder
