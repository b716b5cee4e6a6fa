"""The play page as a hostile user meets it, in the system's Chromium: games forged in the browser's storage,
odd or injected URL parameters, a full storage, odd layout numbers typed in. The page never throws (nothing
on the console), never runs injected text, and always ends ready to play; a stored game it cannot use is
set aside with one sentence and a fresh game starts. One small site (KuKreNo in English) for all."""

import functools
import http.server
import json
import threading

import pytest

from pnp.core.seeding import MAX_SEED
from pnp.play.session import Session

from test_play_browser import PYODIDE, START, Quiet
from test_site_browser import CHROMIUM

pytestmark = [
    pytest.mark.skipif(not CHROMIUM, reason="Chromium is not installed (apt-get install chromium)"),
    pytest.mark.skipif(not (PYODIDE / "pyodide.js").is_file(), reason="Pyodide is not installed (npm install pyodide@314)"),
]
SEED = 7  # the site's layout number: a fresh game's
KEY = "pnp-play-kukreno"


@pytest.fixture(scope="module")
def page_url(tmp_path_factory):
    from pnp.render.info import PrintOptions
    from pnp.site import build_site, write_site

    folder = tmp_path_factory.mktemp("site") / "site"
    write_site(folder, build_site(["kukreno"], [PrintOptions("en", "a4", SEED)], pyodide=PYODIDE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/kukreno/en/play.html"
    server.shutdown()


@pytest.fixture(scope="module")
def tab(browser, page_url):
    """One tab of the site's origin for every case, whose errors and dialogs are kept."""
    tab = browser.new_page()
    tab.errors, tab.dialogs = [], []
    tab.on("console", lambda m: tab.errors.append(m.text) if m.type == "error" else None)
    tab.on("pageerror", lambda e: tab.errors.append(str(e)))
    tab.on("dialog", lambda d: (tab.dialogs.append(d.message), d.dismiss()))
    load(tab, page_url + "?seed=1")
    yield tab
    tab.close()


@pytest.fixture
def page(tab):
    """The tab with an empty storage and no errors seen yet (each case loads the page itself)."""
    tab.evaluate("() => localStorage.clear()")
    tab.errors.clear()
    tab.dialogs.clear()
    return tab


def load(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("main[data-ready]", state="attached", timeout=START)


def assert_sound(page) -> None:
    """Nothing thrown or injected, and the side to move can act."""
    assert not page.errors and not page.dialogs, (page.errors, page.dialogs)
    assert page.evaluate("() => document.querySelectorAll('img, iframe, script:not([src]):not(#play-config)').length") == 0
    assert page.locator("#roll").is_visible() or page.locator(".cell:not([disabled])").count() > 0


def record(game: str = "kukreno", layout: int = 3, **changes) -> dict:
    return {**json.loads(Session.new(game, layout).record()), **changes}


def finished() -> dict:
    session = Session.new("kukreno", 5)
    while session.result() is None:
        session.computer(1)
    data = json.loads(session.record())
    data["turns"].append("pass")
    return data


STORED = {
    "not-json": lambda: "{record: 1",
    "null": lambda: "null",
    "a-list": lambda: "[1, 2]",
    "record-a-string": lambda: json.dumps({"record": "kukreno"}),
    "another-game": lambda: json.dumps({"record": record("ogama", 3)}),
    "another-version": lambda: json.dumps({"record": record(start={**record()["start"], "version": 2})}),
    "illegal-move": lambda: json.dumps({"record": record(turns=[{"roll": [2, 3]}, {"move": {"square": "z9"}}])}),
    "move-after-the-end": lambda: json.dumps({"record": finished()}),
    "huge-seed": lambda: json.dumps({"record": record(seed=10**400)}),
    "negative-seed": lambda: json.dumps({"record": record(seed=-4)}),
    "proto-keys": lambda: '{"__proto__": {"record": 1}, "record": {"__proto__": {"game": "kukreno"}}}',
    "deep-arrays": lambda: '{"record": ' + "[" * 200_000 + "]" * 200_000 + "}",
    "deep-start": lambda: json.dumps({"record": record()}).replace('"start": {', '"start": ' + '{"a": ' * 5000 + "{", 1)
                          .replace(', "turns"', "}" * 5000 + ', "turns"', 1),
    "3-megabytes": lambda: "x" * 3_000_000,
}


@pytest.mark.parametrize("case", sorted(STORED))
def test_a_stored_game_it_cannot_use_is_set_aside_and_a_fresh_game_starts(page, page_url, case):
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [KEY, STORED[case]()])
    load(page, page_url)
    assert page.locator("#notice").is_visible() and "set aside" in page.text_content("#notice")
    assert page.text_content("#layout") == str(SEED)
    assert json.loads(page.evaluate(f"() => localStorage.getItem('{KEY}')"))["record"]["seed"] == SEED
    assert_sound(page)


@pytest.mark.parametrize("settings, mode", [
    ({"mode": "two", "depth": 60}, "two"), ({"mode": "<img src=x onerror=alert(1)>", "depth": "3"}, "two"),
    ('{"__proto__": {"mode": "watch", "depth": 3}, "depth": 1.5}', "two"),
], ids=["deep-search", "markup", "proto"])
def test_stored_settings_the_page_does_not_offer_are_ignored_and_the_game_kept(page, page_url, settings, mode):
    """A depth of 60 would freeze the page in the computer's search; a stored mode must be one of the list's."""
    settings = settings if isinstance(settings, str) else json.dumps(settings)
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [KEY, f'{{"record": {json.dumps(record())}, "settings": {settings}}}'])
    load(page, page_url)
    assert page.locator("#notice").is_hidden() and page.text_content("#layout") == "3"
    assert page.input_value("#mode") == mode and page.input_value("#depth") == "2"
    assert_sound(page)


@pytest.mark.parametrize("query, layout", [
    ("?seed=-1", SEED), ("?seed=1.5", SEED), ("?seed=abc", SEED), (f"?seed={MAX_SEED}", MAX_SEED),
    (f"?seed={MAX_SEED + 1}", SEED), ("?seed=" + "9" * 400, SEED), ("?seed=4&seed=5&x=1", 4),
    ("?seed=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&auto=%3Cscript%3Ealert(1)%3C/script%3E&depth=99", SEED),
    ("?auto=yes&depth=1%22%3E%3Cscript%3Ealert(1)%3C/script%3E#%3Cimg%20src=x%20onerror=alert(1)%3E", SEED),
], ids=["negative", "float", "text", "largest", "too-large", "huge", "repeated", "injected", "injected-hash"])
def test_odd_url_parameters_never_break_the_page(page, page_url, query, layout):
    load(page, page_url + query)
    assert page.text_content("#layout") == str(layout)
    assert page.locator("main[data-result]").count() == 0 and page.input_value("#mode") == "two"
    assert_sound(page)


def test_a_full_storage_leaves_the_game_playing_unsaved(page, page_url):
    page.evaluate("""() => { const chunk = 'x'.repeat(1 << 20);
        for (let i = 0; ; i++) { try { localStorage.setItem('filler' + i, chunk); } catch { break; } }
        for (let size = 1 << 19; size >= 1; size >>= 1) { try { localStorage.setItem('rest' + size, 'x'.repeat(size)); } catch {} } }""")
    load(page, page_url + "?seed=2")
    page.click("#roll")
    page.wait_for_function("() => document.getElementById('announce').textContent.includes('rolled')")
    assert page.evaluate(f"() => localStorage.getItem('{KEY}')") is None
    assert_sound(page)


def test_a_layout_number_out_of_range_typed_in_starts_nothing(page, page_url):
    load(page, page_url + "?seed=3")
    for typed in ("1e30", "-5", "2.5", str(MAX_SEED + 1)):
        page.fill("#seed-input", typed)
        page.click("#new")  # the browser holds the form back
        page.evaluate("() => document.getElementById('setup').dispatchEvent(new Event('submit', {cancelable: true}))")
        assert page.text_content("#layout") == "3", typed
    page.fill("#seed-input", "12")
    page.click("#new")
    assert page.text_content("#layout") == "12"
    assert_sound(page)
