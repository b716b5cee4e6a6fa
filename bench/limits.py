"""Benchmark: every command at the edges of its documented limits, with wall time and peak memory.

Run by hand from a checkout whose `pnp` is installed: `python bench/limits.py [CASE ...]` (substrings of
the case names; all cases by default). Each case runs as its own process, stopped after LIMIT seconds;
the table of limits in docs/performance.md quotes the figures. A case over a minute or 500 MB means a limit to lower.
"""

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PNP = str(Path(sys.executable).with_name("pnp"))
LIMIT = 120  # seconds before a case is stopped and reported as over
LONG_NAMES = "Аня" * 20 + ",Boris" + "o" * 55

CASES = {
    "board numen --count 50000": ["board", "numen", "--count", "50000", "--fill", "random", "-o", "b/boards.pdf"],
    "check the 5 volumes of that batch": ["check", *(f"b/boards-00{k}.pdf" for k in range(1, 6))],
    "sheet numen --pages 100": ["sheet", "numen", "--games", "4", "--pages", "100", "-o", "s.pdf"],
    "analyze numen --top 110": ["analyze", "numen", "--counts", "15,0,0,0,0,0", "--vs", "balanced", "--top", "110"],
    "board stacks --size 12x12": ["board", "stacks", "--size", "12x12", "-o", "s.pdf"],
    "board stacks --wild --regions 50": ["board", "stacks", "--wild", "--regions", "50", "-o", "w.pdf"],
    "setup stacks --size 12x26": ["setup", "stacks", "--size", "12x26", "--set", "sequence", "-o", "s.pdf"],
    "tokens stacks --diameter 12 --blanks 20": ["tokens", "stacks", "--diameter", "12", "--blanks", "20", "--duplex", "-o", "t.pdf"],
    "moves stacks 12x26": ["moves", "stacks", "--position", "stacks.json"],
    "analyze stacks (largest)": ["analyze", "stacks", "--size", "12x26", "--games", "{stacks_games}", "--max-plies", "{stacks_plies}"],
    "analyze stacks --policy search --depth 8": ["analyze", "stacks", "--policy", "search", "--depth", "8", "--games", "{stacks_games}", "--max-plies", "{stacks_plies}"],
    "sheet kukreno --games 8 --names 60+60": ["sheet", "kukreno", "--games", "8", "--names", LONG_NAMES, "-o", "k.pdf"],
    "setup kukreno --rolls 1000": ["setup", "kukreno", "--rolls", "1000", "-o", "r.pdf"],
    "analyze kukreno --games 10000": ["analyze", "kukreno", "--games", "10000"],
    "board ogama --size 7x6 --rows 3": ["board", "ogama", "--size", "7x6", "--rows", "3", "-o", "o.pdf"],
    "tokens ogama --size 12x12 --rows 6": ["tokens", "ogama", "--size", "12x12", "--rows", "6", "--diameter", "15", "--duplex", "-o", "t.pdf"],
    "setup ogama --size 12x12 --rows 6": ["setup", "ogama", "--size", "12x12", "--rows", "6", "-o", "s.pdf"],
    "moves ogama 12x12": ["moves", "ogama", "--position", "ogama.json"],
    "analyze ogama (largest)": ["analyze", "ogama", "--size", "12x12", "--rows", "6", "--games", "{ogama_games}", "--max-plies", "{ogama_plies}"],
    "analyze ogama --policy search --depth 8": ["analyze", "ogama", "--policy", "search", "--depth", "8", "--games", "{ogama_games}", "--max-plies", "{ogama_plies}"],
    "moves stacks, 1 MB position": ["moves", "stacks", "--position", "big.json"],
    "rulebook stacks --booklet": ["rulebook", "stacks", "--booklet", "-o", "r.pdf"],
    "rulebook kukreno --pocket": ["rulebook", "kukreno", "--pocket", "-o", "r.pdf"],
    "kit all --lang both": ["kit", "all", "--lang", "both", "-q", "-o", "kits"],
}


def edges() -> dict[str, int]:
    """The largest playout options the command line allows."""
    from pnp.games.ogama import cli as ogama
    from pnp.games.stacks import cli as stacks

    return {"stacks_games": stacks.PLAYOUT_PLIES // 300, "stacks_plies": 300, "ogama_games": ogama.PLAYOUT_PLIES // 300, "ogama_plies": 300}


def inputs(folder: Path) -> None:
    """The positions the move cases read: the largest boards, and one file at the 1 MB input limit."""
    for game, size in (("stacks", "12x26"), ("ogama", "12x12")):
        done = subprocess.run([PNP, "setup", game, "--size", size, "--json", "--seed", "1"], capture_output=True, check=True)
        (folder / f"{game}.json").write_bytes(done.stdout)
    padding = " " * (1_000_000 - len((folder / "stacks.json").read_bytes()))
    (folder / "big.json").write_bytes((folder / "stacks.json").read_bytes() + padding.encode())


def measure(args: list[str], folder: Path) -> tuple[float, float, int]:
    """Wall seconds, peak memory in MB (the largest process of the run) and exit code; stopped after LIMIT."""
    start = time.perf_counter()
    seeded = [] if "--position" in args or args[:2] == ["analyze", "numen"] or args[0] == "check" else ["--seed", "1"]
    run = subprocess.Popen([PNP, *args, *seeded], cwd=folder,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = start + LIMIT
    while True:
        pid, status, usage = os.wait4(run.pid, os.WNOHANG)
        if pid:
            return time.perf_counter() - start, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)
        if time.perf_counter() > deadline:
            os.killpg(run.pid, signal.SIGTERM)
        time.sleep(0.05)


def main(wanted: list[str]) -> None:
    folder = Path(tempfile.mkdtemp())
    inputs(folder)
    values = edges()
    print("| command | wall time | peak memory | exit |\n|---|---:|---:|---:|")
    for name, args in CASES.items():
        if wanted and not any(w in name for w in wanted):
            continue
        args = [a.format(**values) for a in args]
        seconds, megabytes, code = measure(args, folder)
        shown = f"> {LIMIT} s" if seconds >= LIMIT else f"{seconds:.1f} s"
        label = name.replace("(largest)", " ".join(args[2:]))
        print(f"| `pnp {label}` | {shown} | {megabytes:.0f} MB | {code} |", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
