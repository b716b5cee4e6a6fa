"""The play pages' speed in this machine's Chromium: time from opening a page to the first move possible
(cold: a fresh browser profile; warm: the second visit, from the service worker's cache), the computer's
move time at each strength (depth 1-3 and a one-second budget, over the opening turns of each of the
four games), and the bytes a first visit transfers. Run: PYTHONPATH=. python bench/play.py (needs node_modules/pyodide and /usr/bin/chromium)."""

import functools
import http.server
import tempfile
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from pnp.render.info import PrintOptions
from pnp.site import build_site, write_site
from pnp.site.play import PLAYABLE

ROOT = Path(__file__).resolve().parent.parent
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"]
MOVES = 6  # computer moves timed per strength


class Counting(http.server.SimpleHTTPRequestHandler):
    sent = 0

    def log_message(self, format, *args):
        pass

    def copyfile(self, source, outputfile):
        data = source.read()
        Counting.sent += len(data)
        outputfile.write(data)


def ready_ms(page, url: str) -> float:
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector("main[data-ready]", state="attached", timeout=120_000)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "site"
        write_site(folder, build_site(list(PLAYABLE), [PrintOptions("en", "a4", 7)], pyodide=ROOT / "node_modules" / "pyodide"))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Counting, directory=str(folder)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        with sync_playwright() as p:
            context = p.chromium.launch_persistent_context(str(Path(tmp) / "profile"), executable_path="/usr/bin/chromium",
                                                           headless=True, args=FLAGS)
            page = context.new_page()
            Counting.sent = 0
            cold = ready_ms(page, f"{base}/stacks/en/play.html?seed=1")
            page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
            page.wait_for_timeout(2000)  # the worker finishes caching the other pages
            first_visit = Counting.sent
            warm = ready_ms(page, f"{base}/stacks/en/play.html?seed=1")
            print(f"first move possible: cold {cold / 1000:.1f} s, warm {warm / 1000:.1f} s")
            print(f"first visit transferred {first_visit / 1e6:.1f} MB (service worker's cache included)")
            for game in PLAYABLE:
                ready_ms(page, f"{base}/{game}/en/play.html?seed=1")
                for depth, budget in ((1, None), (2, None), (3, None), (0, 1000)):
                    times = page.evaluate(
                        """([game, depth, budget, moves]) => {
                        const session = window.pnpPlay.Session.new(game, 1);
                        const out = [];
                        while (out.length < moves && session.result() == null) {
                          const t = performance.now();
                          if (budget === null) session.computer(depth); else session.computer(depth, budget);
                          out.push(performance.now() - t);
                        }
                        return out; }""", [game, depth, budget, MOVES])
                    times = sorted(times)
                    strength = f"depth {depth}" if budget is None else f"budget {budget} ms"
                    print(f"{game} {strength}: median {times[len(times) // 2]:.0f} ms, slowest {times[-1]:.0f} ms "
                          f"over {len(times)} turns")
            context.close()
        server.shutdown()


if __name__ == "__main__":
    main()
