"""Table build and load times.

    python benchmarks/tables.py [--build NAME ...]

Builds the named Kości tables (default: the polish classic table and the full table) into a
temporary folder, then times loading every shipped table as the app does (cold, per table).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from kosci_gui.ai.build_tables import model_named
from kosci_gui.ai.tables import SHIPPED, build, expand, file_name, load_array
from kosci_gui.resources import resource_path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", nargs="*", default=["classic-filled-optional",
                                                        "full-filled-mult"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for name in args.build:
            model = model_named(name)
            start = time.perf_counter()
            path = build(model, Path(folder))
            seconds = time.perf_counter() - start
            value = expand(model, load_array(path))[0, 0, 0]
            print(f"build {name}: {seconds:.1f} s (empty card {value:.4f})")
    for name in SHIPPED:
        model = model_named(name)
        path = resource_path("tables", file_name(model))
        start = time.perf_counter()
        values = expand(model, load_array(path))
        seconds = time.perf_counter() - start
        print(f"load {name}: {seconds * 1000:.0f} ms ({path.stat().st_size / 1e6:.1f} MB, "
              f"empty card {values[0, 0, 0]:.4f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
