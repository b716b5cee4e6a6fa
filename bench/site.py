"""Benchmark: wall time of `pnp site all --lang both` (start-up, kits, previews and pages included),
and the site's file count and size.

Run by hand from a checkout whose `pnp` is installed: `python bench/site.py [RUNS]` (default 3).
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


def main(runs: int) -> None:
    folder = Path(tempfile.mkdtemp())
    site = folder / "site"
    times = []
    try:
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([PNP, "site", "all", "--lang", "both", "--seed", "1", "-o", str(site)], check=True, capture_output=True)
            times.append(time.perf_counter() - start)
        files = [p for p in site.rglob("*") if p.is_file()]
        previews = [p for p in files if p.parent.name == "preview"]  # the parts' previews, not the piece images
        size_mb = sum(p.stat().st_size for p in files) / 2**20
    finally:
        shutil.rmtree(folder)
    print(json.dumps({
        "site_all_both_seconds": round(statistics.median(times), 2),
        "files": len(files),
        "previews": len(previews),
        "megabytes": round(size_mb, 1),
    }, indent=1))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
