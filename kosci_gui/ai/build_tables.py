"""Build the shipped value tables: ``python -m kosci_gui.ai.build_tables [--out DIR] [NAME...]``.

Prints, per table, the build time, the file's size and the expected score of the empty card.
The Thousand tables are built by ``python -m kosci_gui.ai.thousand_solver``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from kosci_gui.engine.scoring import CLASSIC_BOXES, FULL_BOXES, FULL_LOWER
from kosci_gui.resources import resource_path

from .solver import Model
from .tables import SHIPPED, SMALLEST, build, expand, load_array


def model_named(name: str) -> Model:
    """The model of a table name such as ``classic-filled-forced`` or ``full-filled-mult``."""
    parts = name.split("-")
    if parts[0] == "classic" and len(parts) == 3:
        return Model("classic", CLASSIC_BOXES, True, False, parts[1], parts[2])
    if parts[0] == "full" and len(parts) == 3:
        boxes = FULL_LOWER if parts[1] == "absent" else FULL_BOXES
        return Model("full", boxes, parts[1] == "counted", parts[2] == "mult")
    raise ValueError(f"unknown table name {name!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("names", nargs="*", help=f"tables to build (default: {' '.join(SHIPPED)})")
    parser.add_argument("--out", type=Path, default=resource_path("tables"))
    args = parser.parse_args(argv)
    for name in args.names or SHIPPED:
        model = model_named(name)
        if model.key != name:
            raise SystemExit(f"{name!r} names the table {model.key!r}")
        start = time.perf_counter()
        path = build(model, args.out, preset=SMALLEST)
        seconds = time.perf_counter() - start
        empty = expand(model, load_array(path))[0, 0, 0]
        print(f"{name}: built in {seconds:.1f} s, {path.stat().st_size / 1e6:.2f} MB, "
              f"empty card {empty:.4f} -> {path}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
