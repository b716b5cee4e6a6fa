"""Benchmark: pre-filled Eye of Numen boards, one per page, through the same code as `pnp board numen`.

Run by hand: `python bench/numen_boards.py [COUNT ...]` (default 10000). Each count runs in a fresh
process so its peak memory (maximum resident set size) is its own. Prints boards per second, bytes
per extra board and peak memory; docs/performance.md quotes the figures.
"""

import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def measure(count: int) -> dict:
    """Render `count` boards to a temporary PDF in this process and report the figures."""
    from pnp.games.numen.rules import make_setups
    from pnp.render.document import PrintOptions
    from pnp.render.document import write_part
    from pnp.games.numen.board import board_part, write_board_volumes

    with tempfile.TemporaryDirectory() as folder:
        one, many = Path(folder) / "one.pdf", Path(folder) / "many.pdf"
        write_part(one, board_part(make_setups("balanced", 1, 1), "balanced", 1, PrintOptions(seed=1)))
        start = time.perf_counter()
        setups = make_setups("balanced", 1, count)
        written = write_board_volumes(many, setups, "balanced", 1, PrintOptions(seed=1))
        seconds = time.perf_counter() - start
        size_one, size_many = one.stat().st_size, sum(path.stat().st_size for path, _ in written)
    return {
        "boards": count,
        "seconds": round(seconds, 2),
        "boards_per_second": round(count / seconds),
        "bytes_per_extra_board": round((size_many - size_one) / max(1, count - 1)),
        "files": len(written),
        "total_mb": round(size_many / 1e6, 1),
        "peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
    }


def main(counts: list[int]) -> None:
    for count in counts:
        out = subprocess.run([sys.executable, __file__, "--one", str(count)], capture_output=True, text=True, check=True)
        print(out.stdout.strip())


if __name__ == "__main__":
    if sys.argv[1:2] == ["--one"]:
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
        print(json.dumps(measure(int(sys.argv[2]))))
    else:
        main([int(a) for a in sys.argv[1:]] or [10_000])
