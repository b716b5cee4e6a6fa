"""Benchmark: wall time of `pnp --help` and `pnp kit all --lang both` (start-up included), and kit sizes.

Run by hand from a checkout whose `pnp` is installed: `python bench/kit.py [RUNS]` (default 5).
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


def wall(args: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(args, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(runs: int) -> None:
    folder = Path(tempfile.mkdtemp())
    try:
        help_s = wall([PNP, "--help"], runs)
        kit_s = wall([PNP, "kit", "all", "--lang", "both", "--seed", "1", "-q", "-o", str(folder)], runs)
        sizes = {}
        for kit in sorted(folder.iterdir()):
            combined = kit / f"{kit.name}.pdf"
            sizes[kit.name] = round(combined.stat().st_size / 1024)
    finally:
        shutil.rmtree(folder)
    print(json.dumps({"help_seconds": round(help_s, 3), "kit_all_both_seconds": round(kit_s, 2), "combined_kb": sizes}, indent=1))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
