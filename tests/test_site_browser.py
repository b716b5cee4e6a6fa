"""The kit site in a real browser: the system's Chromium driven by Playwright (never a browser of its own).

Every page at phone and desktop width: no console errors, every link and image resolves, no sideways
scrolling on a phone, no serious or critical axe-core finding; the dice rollers roll and say so; a
fillable sheet shows its fields in Chromium's PDF viewer. One screenshot per page type goes to
output/screenshots/ for a person to look at.
"""

import json
import os
import re
from pathlib import Path

import pytest
from PIL import Image

from conftest import CHROMIUM

ROOT = Path(__file__).resolve().parent.parent
AXE = Path(os.environ.get("PNP_AXE", ROOT / "node_modules" / "axe-core" / "axe.min.js"))
SHOTS = ROOT / "output" / "screenshots"
PHONE, DESKTOP = {"width": 390, "height": 844}, {"width": 1280, "height": 800}
playwright_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed")
pytestmark = pytest.mark.skipif(not CHROMIUM, reason="Chromium is not installed (apt-get install chromium)")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """Two games (one with two dice and a fillable blank, one without dice) in both languages."""
    from pnp.render.info import PrintOptions
    from pnp.site import build_site, write_site

    folder = tmp_path_factory.mktemp("site") / "site"
    write_site(folder, build_site(["kukreno", "ogama"], [PrintOptions(lang, "a4", 7) for lang in ("ru", "en")]))
    return folder


def pages(site: Path) -> list[Path]:
    """The index, every game page and every rulebook page the site's manifest lists."""
    listed = json.loads((site / "site.json").read_text())["pages"]
    return [site / "index.html"] + [site / e[kind] for e in listed for kind in ("page", "rules") if e[kind]]


def open_page(browser, path: Path, viewport: dict):
    page = browser.new_page()
    page.set_viewport_size(viewport)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("requestfailed", lambda r: errors.append(f"{r.url}: {r.failure}"))
    page.goto(path.as_uri(), wait_until="load")
    return page, errors


def test_every_page_loads_cleanly_at_phone_and_desktop_width(site, browser):
    SHOTS.mkdir(parents=True, exist_ok=True)
    for viewport, width in ((PHONE, "phone"), (DESKTOP, "desktop")):
        for path in pages(site):
            page, errors = open_page(browser, path, viewport)
            page.evaluate("() => Promise.all([...document.images].map(i => i.decode().catch(() => null)))")
            assert not errors, f"{path} at {width} width: {errors}"
            broken = page.evaluate("() => [...document.images].filter(i => !i.complete || i.naturalWidth === 0).map(i => i.src)")
            assert not broken, f"{path}: images that do not load: {broken}"
            overflow = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
            assert overflow <= 0, f"{path} scrolls sideways by {overflow} px at {width} width"
            kind = "index" if path.parent == site else "game" if path.name == "index.html" else "rules"
            name = kind if kind == "index" else f"{kind}-{path.parent.parent.name}-{path.parent.name}"
            if name in ("index", "game-kukreno-ru", "game-ogama-en", "rules-kukreno-en"):
                page.screenshot(path=str(SHOTS / f"{name}-{width}.png"), full_page=True)
            page.close()


def test_every_link_resolves_inside_the_site(site, browser):
    for path in pages(site):
        page, _ = open_page(browser, path, DESKTOP)
        links = page.evaluate("() => [...document.querySelectorAll('a[href], link[href], script[src], img[src]')]"
                              ".map(e => e.getAttribute('href') || e.getAttribute('src'))")
        ids = set(page.evaluate("() => [...document.querySelectorAll('[id]')].map(e => e.id)"))
        page.close()
        for link in links:
            if link.startswith("#"):
                assert link[1:] in ids, f"{path}: nothing on the page is {link}"
                continue
            assert not re.match(r"^[a-z]+:|^/", link), f"{path}: {link} is not relative"
            target = (path.parent / link.split("#")[0]).resolve()
            assert target.is_file() and site.resolve() in target.parents, f"{path}: {link} does not resolve"


def test_no_serious_or_critical_accessibility_violation(site, browser):
    if not AXE.is_file():
        pytest.skip(f"axe-core is not installed ({AXE}; npm install axe-core)")
    script = AXE.read_text()
    for viewport in (PHONE, DESKTOP):
        for path in pages(site):
            page, _ = open_page(browser, path, viewport)
            page.add_script_tag(content=script)
            found = page.evaluate("async () => (await axe.run(document)).violations"
                                  ".map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.map(n => n.target.join(' '))}))")
            page.close()
            bad = [v for v in found if v["impact"] in ("serious", "critical")]
            assert not bad, f"{path} at {viewport['width']} px: {bad}"


def test_the_dice_roller_rolls_column_then_row_and_announces_it(site, browser):
    page, errors = open_page(browser, site / "kukreno" / "en" / "index.html", PHONE)
    button = page.get_by_role("button", name="Roll")
    status = page.get_by_role("status")
    assert status.get_attribute("aria-live") == "polite"
    seen = set()
    for _ in range(12):
        button.click()
        page.wait_for_function("() => document.querySelector('.dice-result').textContent !== ''")
        said = status.text_content()
        match = re.fullmatch(r"Column ([1-6]), row ([1-6])\.", said)
        assert match, said
        faces = page.locator(".face").all_text_contents()
        assert faces == [match[1], match[2]]
        seen.add(said)
    assert len(seen) > 1, "twelve rolls all gave the same squares"
    assert not errors
    page.close()


def test_the_dice_roller_speaks_the_page_language(site, browser):
    page, _ = open_page(browser, site / "kukreno" / "ru" / "index.html", PHONE)
    page.get_by_role("button", name="Бросить").click()
    page.wait_for_function("() => document.querySelector('.dice-result').textContent !== ''")
    assert re.fullmatch(r"Столбец [1-6], строка [1-6]\.", page.get_by_role("status").text_content())
    page.close()


def test_a_fillable_sheet_shows_its_fields_in_the_pdf_viewer(site, browser):
    sheet = next((site / "kukreno" / "en" / "fillable").glob("*.pdf"))
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = browser.new_page()
    page.set_viewport_size(DESKTOP)
    page.goto(sheet.as_uri())
    page.wait_for_timeout(2500)  # the viewer draws the page and its form fields after load
    shot = SHOTS / "fillable-kukreno-en-pdf-viewer.png"
    page.screenshot(path=str(shot))
    page.close()
    # The viewer tints form fields light blue; the printed sheet itself has no such colour.
    image = Image.open(shot).convert("RGB")
    tinted = sum(1 for r, g, b in image.get_flattened_data() if b - r >= 10 and r > 200)
    assert tinted > 0.05 * image.width * image.height, "the PDF viewer shows no form fields"


def test_the_sites_fillable_blank_filled_in_reads_back_exactly(site, tmp_path, cli):
    from pypdf import PdfWriter
    from test_fillable import match_values, played_match

    sheet = next((site / "kukreno" / "en" / "fillable").glob("*.pdf"))
    match = played_match(6, 3)
    writer = PdfWriter(clone_from=sheet)
    for page in writer.pages:
        writer.update_page_form_field_values(page, match_values(match), auto_regenerate=False)
    filled = tmp_path / "filled.pdf"
    writer.write(filled)
    done = cli("read", filled, "--json")
    assert done.exit_code == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["issues"] == []
    assert [g["totals"] for g in report["games"]] == match.totals
