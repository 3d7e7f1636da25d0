"""Branch coverage per layer against a floor per layer that only goes up.

Run after the suite has measured coverage (`.ci/run` runs it with pytest-cov, which leaves
the combined data in `.coverage`):

    python .ci/coverage_floors.py            # check: fails when a layer is under its floor
    python .ci/coverage_floors.py --raise    # raise the floors to today's figures less a
                                             # half point, rounded down

A layer is a package right under kosci_gui/ (engine, ai, storage, tables, net, gui) or the
modules at its top (the commands, the resources, the translation build). Its figure is
coverage's own: lines and branches covered over lines and branches, in per cent. The floors
are in `.ci/coverage_floors.json`; a floor is never lowered here, and a layer without one
fails until it has one.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import tempfile
from pathlib import Path

import coverage

ROOT = Path(__file__).resolve().parent.parent
FLOORS = ROOT / ".ci" / "coverage_floors.json"
#: Points a floor keeps under the figure it was raised from: the suite's threads and sockets
#: take a few timing-dependent branches one run and not the next (net moves by ~0.3 point).
SLACK = 0.5
PACKAGE = "kosci_gui"
TOP = "kosci_gui (top level)"


def layer_of(path: str) -> str:
    parts = Path(path).parts
    start = parts.index(PACKAGE)
    inside = parts[start + 1:]
    return f"{PACKAGE}/{inside[0]}" if len(inside) > 1 else TOP


def figures(report: dict) -> dict[str, float]:
    """Per cent covered per layer, from coverage's JSON report."""
    done: dict[str, int] = {}
    total: dict[str, int] = {}
    for path, data in report["files"].items():
        s = data["summary"]
        layer = layer_of(path)
        done[layer] = (done.get(layer, 0) + s["covered_lines"]
                       + s.get("covered_branches", 0))
        total[layer] = total.get(layer, 0) + s["num_statements"] + s.get("num_branches", 0)
    return {layer: 100.0 * done[layer] / total[layer] if total[layer] else 100.0
            for layer in sorted(total)}


def measured() -> dict[str, float]:
    cov = coverage.Coverage(config_file=str(ROOT / "pyproject.toml"))
    cov.load()
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "coverage.json"
        cov.json_report(outfile=str(out))
        return figures(json.loads(out.read_text(encoding="utf-8")))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--raise", dest="raise_", action="store_true",
                        help="raise the floors to the figures less SLACK, rounded down")
    args = parser.parse_args(argv)
    now = measured()
    floors: dict[str, float] = json.loads(FLOORS.read_text(encoding="utf-8"))
    if args.raise_:
        for layer, figure in now.items():
            floors[layer] = max(floors.get(layer, 0), math.floor(figure - SLACK))
        FLOORS.write_text(json.dumps(dict(sorted(floors.items())), indent=2) + "\n",
                          encoding="utf-8")
    failed = False
    print(f"{'layer':<24} {'covered':>8} {'floor':>6}")
    for layer, figure in now.items():
        floor = floors.get(layer)
        mark = ""
        if floor is None:
            mark, failed = "  no floor: add one (--raise)", True
        elif figure < floor:
            mark, failed = "  UNDER THE FLOOR", True
        elif math.floor(figure - SLACK) > floor:
            mark = f"  (the floor may go up to {math.floor(figure - SLACK)}: --raise)"
        shown = "-" if floor is None else f"{floor:g}"
        print(f"{layer:<24} {figure:7.1f}% {shown:>6}{mark}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
