"""Benchmark: wall time of `pnp images GAME` and `pnp tts GAME` at the default 300 dpi (start-up
included), and what they write, per game.

Run by hand from a checkout whose `pnp` is installed: `python bench/digital.py [RUNS]` (default 3).
Reports the median of the runs; docs/performance.md quotes the figures.
"""

import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PNP = str(Path(sys.executable).with_name("pnp"))
GAMES = ("numen", "stacks", "kukreno", "ogama")


def timed(args: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(args, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(runs: int) -> None:
    folder = Path(tempfile.mkdtemp())
    report = {}
    try:
        for game in GAMES:
            images, tts = folder / f"{game}-images", folder / f"{game}-tts"
            report[game] = {
                "images_seconds": round(timed([PNP, "images", game, "--seed", "1", "-o", str(images)], runs), 2),
                "tts_seconds": round(timed([PNP, "tts", game, "--seed", "1", "-o", str(tts)], runs), 2),
                "images": len(list(images.glob("*.png"))),
                "tts_files": len(list(tts.iterdir())),
                "tts_megabytes": round(sum(p.stat().st_size for p in tts.iterdir()) / 2**20, 1),
            }
    finally:
        shutil.rmtree(folder)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
