"""Value tables: size on disk, load time, build time.

    python benchmarks/tables.py [--runs N] [--build NAME ...] [--thousand N]

For every shipped table: its file size against the raw array's, and the median time (over
``--runs``) to load it as the app does from a cold in-memory cache — read, verify (size,
sha256), decompress and expand to the solver's layout.  Then the build time of the named Kości
tables (default: the polish classic table and the default full table) and the solve time of
the Thousand presets and ``--thousand`` varied option sets (median of ``--runs``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.ai import tables, thousand_solver
from kosci_gui.ai import thousand_columns as tc
from kosci_gui.ai.build_tables import model_named
from kosci_gui.ai.tables import SHIPPED, build, expand, file_name, load_array
from kosci_gui.engine.games import make_rules
from kosci_gui.engine.rules import THOUSAND_PRESETS
from kosci_gui.resources import resource_path

VARIANTS = (
    {"preset": "family", "opening": 70, "three_dice": False},
    {"preset": "blog", "win": "at_least", "zero_roll_penalty": 100},
    {"preset": "family", "pits": [[100, 200], [300, 400], [500, 600], [700, 800], [900, 1000]]},
    {"preset": "reader_a", "opening": 1000},
    {"preset": "blog", "opening": 0, "three_dice": False, "pits": [], "win": "at_least"},
)


def median_time(action, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def cold_load(model) -> None:
    tables.load.cache_clear()
    tables.load(model)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--build", nargs="*", default=["classic-filled-optional",
                                                        "full-filled-mult"])
    parser.add_argument("--thousand", type=int, default=len(VARIANTS),
                        help="how many of the varied Thousand option sets to solve")
    args = parser.parse_args()
    folder = resource_path("tables")
    on_disk = raw = 0
    print(f"{'load ms':>8} {'file MB':>8} {'raw MB':>7}  table")
    for name in SHIPPED:
        model = model_named(name)
        path = folder / file_name(model)
        seconds = median_time(lambda model=model: cold_load(model), args.runs)
        size, nbytes = path.stat().st_size, load_array(path).nbytes
        on_disk, raw = on_disk + size, raw + nbytes
        print(f"{seconds * 1e3:8.1f} {size / 1e6:8.2f} {nbytes / 1e6:7.2f}  {name} "
              f"(empty card {tables.load(model)[0, 0, 0]:.4f})", flush=True)
    for preset in THOUSAND_PRESETS:
        params = tc.Params.of(make_rules("thousand", {"preset": preset}))
        paths = thousand_solver.table_paths(params, folder)
        seconds = median_time(lambda p=params: thousand_solver.load_from(p, folder, True),
                              args.runs)
        size = sum(p.stat().st_size for p in paths)
        nbytes = sum(load_array(p).nbytes for p in paths)
        on_disk, raw = on_disk + size, raw + nbytes
        print(f"{seconds * 1e3:8.1f} {size / 1e6:8.2f} {nbytes / 1e6:7.2f}  {params.key} "
              f"(thousand {preset}, turns + roll)", flush=True)
    print(f"shipped tables: {on_disk / 1e6:.2f} MB on disk for {raw / 1e6:.2f} MB of arrays "
          f"({raw / on_disk:.1f}x)")
    with tempfile.TemporaryDirectory() as scratch:
        for name in args.build:
            model = model_named(name)
            start = time.perf_counter()
            path = build(model, Path(scratch))
            seconds = time.perf_counter() - start
            value = expand(model, load_array(path))[0, 0, 0]
            print(f"build {name}: {seconds:.1f} s (empty card {value:.4f})", flush=True)
    specs = [{"preset": p} for p in THOUSAND_PRESETS] + list(VARIANTS[:args.thousand])
    for spec in specs:
        params = tc.Params.of(make_rules("thousand", spec))
        seconds = median_time(lambda p=params: thousand_solver.solve(p), args.runs)
        print(f"solve thousand {spec}: {seconds:.2f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
