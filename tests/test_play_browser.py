"""The play pages in the system's Chromium, served on 127.0.0.1: each game played by clicks, then by the
computer to its end, and its record replayed by `pnp replay`; offline after one visit; a broken stored
game set aside; phone width, touch targets, keyboard and axe-core. One browser and one site for all:
Pyodide takes seconds to start on each page."""

import functools
import http.server
import json
import threading

import pytest

from conftest import CHROMIUM
from test_site_browser import AXE, ROOT, SHOTS

playwright_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed")
PYODIDE = ROOT / "node_modules" / "pyodide"
pytestmark = [
    pytest.mark.skipif(not CHROMIUM, reason="Chromium is not installed (apt-get install chromium)"),
    pytest.mark.skipif(not (PYODIDE / "pyodide.js").is_file(), reason="Pyodide is not installed (npm install pyodide@314)"),
]
START = 90_000  # ms: Pyodide's first start on a busy 2-core machine


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    from pnp.render.info import PrintOptions
    from pnp.site import build_site, write_site
    from pnp.site.play import PLAYABLE

    folder = tmp_path_factory.mktemp("site") / "site"
    write_site(folder, build_site(list(PLAYABLE), [PrintOptions(lang, "a4", 7) for lang in ("en", "ru")], pyodide=PYODIDE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def open_play(browser, url: str, width: int = 360):
    page = browser.new_page()
    page.set_viewport_size({"width": width, "height": 800})
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.add_init_script(SAID)
    page.goto(url)
    page.wait_for_selector("main[data-ready]", state="attached", timeout=START)
    return page, errors


SAID = """window.said = [];
document.addEventListener("DOMContentLoaded", () => {
  const live = document.getElementById("announce");
  new MutationObserver(() => window.said.push(live.textContent)).observe(live, { childList: true, characterData: true, subtree: true });
});"""  # every announcement the aria-live region makes, in order


def play_one_turn(page) -> None:
    """One turn by clicks, as a player makes it: roll if dice are due, pass if nothing is legal, else a piece and a square."""
    if page.locator("#roll").is_visible():
        page.click("#roll")
    if page.locator("#pass").is_visible():
        page.click("#pass")
        return
    targets = page.locator(".cell.target")
    if targets.count() == 0:
        page.locator(".cell:not([disabled])").first.click()
    page.locator(".cell.target").first.click()
    if page.locator("#choices button").count():
        page.locator("#choices button").first.click()


@pytest.mark.parametrize(("game", "lang"), [("stacks", "en"), ("ogama", "ru"), ("kukreno", "en"), ("numen", "ru")])
def test_a_game_played_by_clicks_then_by_the_computer_replays_with_pnp(served, browser, game, lang, tmp_path, cli):
    page, errors = open_play(browser, f"{served}/{game}/{lang}/play.html?seed=11")
    assert page.text_content("#layout") == "11"
    for _ in range(2):
        before = page.text_content("#announce")
        play_one_turn(page)
        page.wait_for_function("b => document.getElementById('announce').textContent !== b", arg=before)
    assert page.get_attribute("#announce", "aria-live") == "assertive"
    page.select_option("#depth", "1")
    page.select_option("#mode", "watch")
    page.wait_for_selector("main[data-result]", state="attached", timeout=START)
    result, record = page.get_attribute("main", "data-result"), page.get_attribute("main", "data-record")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"play-{game}-{lang}-phone.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.screenshot(path=str(SHOTS / f"play-{game}-{lang}-desktop.png"), full_page=True)
    said = page.evaluate("() => window.said")
    assert not errors
    page.close()
    assert said[-1].endswith(".") and ("Game over" in said[-1] or "Партия окончена" in said[-1])
    assert len(json.loads(record)["turns"]) > 4
    path = tmp_path / "record.json"
    path.write_text(record)
    done = cli("replay", game, path)
    assert done.exit_code == 0, done.stderr
    assert f": {result} (" in done.stderr or (result == "draw" and ": draw (" in done.stderr)


def test_auto_mode_plays_to_the_end_and_a_reload_keeps_the_game(served, browser):
    page, _ = open_play(browser, f"{served}/ogama/en/play.html?seed=3&auto=1")
    page.wait_for_selector("main[data-result]", state="attached", timeout=START)
    record = json.loads(page.get_attribute("main", "data-record"))
    page.goto(f"{served}/ogama/en/play.html")
    page.wait_for_selector("main[data-result]", state="attached", timeout=START)
    assert json.loads(page.get_attribute("main", "data-record")) == record
    page.close()


def test_the_page_works_offline_after_one_visit_and_asks_nothing_of_another_host(served, browser):
    asked: list[str] = []
    browser.on("request", lambda r: asked.append(r.url))
    page, _ = open_play(browser, f"{served}/kukreno/ru/play.html?seed=4")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=START)
    browser.set_offline(True)
    try:
        page.reload()
        page.wait_for_selector("main[data-ready]", state="attached", timeout=START)
        play_one_turn(page)
        page.wait_for_function("() => document.getElementById('announce').textContent.includes(':')")
    finally:
        browser.set_offline(False)
    page.close()
    assert asked and all(url.startswith(served + "/") or url.startswith(("data:", "blob:")) for url in asked), asked


def test_a_stored_game_that_no_longer_fits_is_set_aside_with_one_sentence(served, browser):
    page, errors = open_play(browser, f"{served}/stacks/en/play.html")
    page.evaluate("""() => localStorage.setItem('pnp-play-stacks', JSON.stringify({record: {game: 'stacks', seed: 1,
        start: {game: 'stacks'}, turns: [{move: {from: 'z9'}}]}}))""")
    page.reload()
    page.wait_for_selector("main[data-ready]", state="attached", timeout=START)
    notice = page.locator("#notice")
    assert notice.is_visible() and "set aside" in notice.text_content()
    assert page.locator(".cell:not([disabled])").count() > 0  # a fresh game, ready to play
    assert page.evaluate("() => localStorage.getItem('pnp-play-stacks-set-aside')") is not None
    assert not errors
    page.close()


def test_phone_width_touch_targets_keyboard_and_accessibility(served, browser):
    page, errors = open_play(browser, f"{served}/stacks/ru/play.html?seed=5")
    assert page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
    small = page.evaluate("""() => [...document.querySelectorAll('main button, main select, main input')]
        .filter(e => e.offsetParent !== null).map(e => [e.id || e.dataset.cell, e.getBoundingClientRect()])
        .filter(([, r]) => r.width < 44 || r.height < 44).map(([n]) => n)""")
    assert not small, f"touch targets under 44 px: {small}"
    page.locator(".cell:not([disabled])").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(".cell.target")
    page.locator(".cell.target").first.focus()
    page.keyboard.press("Enter")
    if page.locator("#choices button").count():
        page.keyboard.press("Enter")  # the first way is focused
    page.wait_for_function("() => document.getElementById('announce').textContent.includes('Белые: ')")
    if AXE.is_file():
        page.add_script_tag(content=AXE.read_text())
        found = page.evaluate("async () => (await axe.run(document)).violations.map(v => v.id + ': ' + v.nodes.length)")
        assert not found, found
    page.set_viewport_size({"width": 1280, "height": 800})
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "play-stacks-ru-desktop.png"), full_page=True)
    assert not errors
    page.close()


@pytest.mark.parametrize(("game", "lang", "words"), [
    ("stacks", "en", ("White: ", "climbs onto a stack of", "turned over as it lands", "Game over")),
    ("ogama", "ru", ("Чёрные: диск", "жаба прыгает", "путь поворачивает один раз", "Партия окончена")),
])
def test_flips_climbs_toad_steps_bends_and_the_end_are_announced_in_the_page_language(served, browser, game, lang, words):
    """Seed 11 at depth 1 flips and climbs in Signed Stacks, steps a toad and bends a path in OGAMA."""
    page, errors = open_play(browser, f"{served}/{game}/{lang}/play.html?seed=11&auto=1")
    page.wait_for_selector("main[data-result]", state="attached", timeout=START)
    said = " ".join(page.evaluate("() => window.said"))
    assert not errors
    page.close()
    for word in words:
        assert word in said
    if lang == "ru":
        assert not any(english in said for english in ("disc ", "toad ", "Turn "))
    assert said.count("Ход " if lang == "ru" else "Turn ") > 4  # each turn's announcement begins with its number


def test_eye_of_numen_filled_by_hand_plays_on_the_written_digits(served, browser, tmp_path, cli):
    page, errors = open_play(browser, f"{served}/numen/en/play.html?seed=8")
    page.select_option("#fill", "hand")
    page.click("#new")
    page.wait_for_selector("#choices button")
    written = {}
    for k in range(31):
        cell = page.locator(".cell.selected").get_attribute("data-cell")
        digit = k % 6 + 1
        written[cell] = digit
        page.locator("#choices button", has_text=str(digit)).click()
    page.click("#start-written")
    page.wait_for_selector("#roll", state="visible")
    record = json.loads(page.evaluate("() => localStorage.getItem('pnp-play-numen')"))["record"]
    eye = record["start"]["eye"]
    assert {**record["start"]["cells"], "c4": eye} == written
    assert page.get_attribute('[data-cell="a1"]', "aria-label").startswith(f"a1: {written['a1']}")
    page.select_option("#depth", "1")
    page.select_option("#mode", "watch")
    page.wait_for_selector("main[data-result]", state="attached", timeout=START)
    path = tmp_path / "record.json"
    path.write_text(page.get_attribute("main", "data-record"))
    assert not errors
    page.close()
    done = cli("replay", "numen", path)
    assert done.exit_code == 0, done.stderr
