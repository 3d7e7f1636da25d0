"""Where the app's start goes, up to its main window's first show: imports and functions.

    python benchmarks/startup_profile.py [--top N] [--runs N]

Runs ``python -X importtime -m kosci_gui`` offscreen with ``KOSCI_STARTUP_PROBE=1`` and a
scratch home, reads the import log up to the ``startup-probe`` line (the first show) and
prints: the probe's time, the import total, the slowest imports by their own time, and the
cumulative import time of the app's packages and the big libraries (median over ``--runs``).
Then profiles one start in-process (cProfile, stopped at the first show) and prints the
functions with the most cumulative time, which tells what outside imports costs: building
the window, loading translations, opening the history.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINE = re.compile(r"import time:\s+(\d+) \|\s+(\d+) \| ( *)(\S+)")
#: Groups reported by cumulative time (an import counts in the first group it falls under).
GROUPS = ("PySide6", "shiboken6", "numpy", "kosci_gui.gui", "kosci_gui.storage",
          "kosci_gui.ai", "kosci_gui.engine", "sqlite3", "xml", "json", "site")


def scratch_env(home: Path) -> dict[str, str]:
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
               KOSCI_STARTUP_PROBE="1", QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def import_log() -> tuple[float, list[tuple[int, int, int, str]]]:
    """(probe seconds, [(own µs, cumulative µs, depth, module)]) of one start."""
    with tempfile.TemporaryDirectory() as home:
        process = subprocess.Popen(
            [sys.executable, "-X", "importtime", "-u", "-m", "kosci_gui"], cwd=ROOT,
            env=scratch_env(Path(home)), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            text=True)
        entries, probe = [], None
        try:
            for line in process.stdout:
                if "startup-probe" in line:
                    probe = float(line.split()[-1])
                    break
                match = LINE.match(line)
                if match:
                    own, total, indent, name = match.groups()
                    entries.append((int(own), int(total), len(indent) // 2, name))
        finally:
            process.terminate()
            process.wait(10)
    if probe is None:
        raise SystemExit("the app never printed startup-probe")
    return probe, entries


def grouped(entries: list[tuple[int, int, int, str]]) -> dict[str, int]:
    """Cumulative µs per group, counting only an import whose importer is outside the group."""
    out = dict.fromkeys(GROUPS, 0)
    stack: list[str] = []
    # importtime prints children before their parent: walk from the end to see parents first
    for _own, total, depth, name in reversed(entries):
        del stack[depth:]
        group = next((g for g in GROUPS if name == g or name.startswith(g + ".")), None)
        if group and not any(p == group or p.startswith(group + ".") for p in stack):
            out[group] += total
        stack.append(name)
    return out


def profile(top: int) -> None:
    """cProfile of one start in this process, stopped when the window is first shown."""
    with tempfile.TemporaryDirectory() as home:
        os.environ.update(scratch_env(Path(home)))
        sys.argv = ["kosci"]
        profiler = cProfile.Profile()
        shown = {}

        def first_show(text: str) -> None:
            profiler.disable()
            shown["line"] = text
            from PySide6.QtCore import QTimer
            from PySide6.QtWidgets import QApplication

            # shown before the event loop runs: quit as soon as it does
            QTimer.singleShot(0, QApplication.instance().quit)

        profiler.enable()
        from kosci_gui import console

        console.write_line = first_show  # the probe's output: the first show
        from kosci_gui.__main__ import main

        main([])
        profiler.disable()
    if "line" not in shown:
        raise SystemExit("the window was never shown")
    # (the probe's own figure is this process's age, which here includes the runs above)
    print("\nin-process start, profiled up to the first show: functions by cumulative time")
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(top)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    logs = [import_log() for _ in range(args.runs)]
    probes = [p for p, _ in logs]
    totals = [sum(own for own, *_ in entries) for _, entries in logs]
    print(f"first show: median {statistics.median(probes):.3f} s over {args.runs} starts; "
          f"imports before it: median {statistics.median(totals) / 1e6:.3f} s")
    groups = [grouped(entries) for _, entries in logs]
    print("cumulative import time by package (median ms):")
    for group in GROUPS:
        print(f"  {statistics.median(g[group] for g in groups) / 1e3:7.1f}  {group}")
    _, entries = logs[len(logs) // 2]
    print("slowest imports by own time (one start, ms): own / cumulative")
    for own, total, _, name in sorted(entries, reverse=True)[:args.top]:
        print(f"  {own / 1e3:7.1f} {total / 1e3:7.1f}  {name}")
    profile(args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
