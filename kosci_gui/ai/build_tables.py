"""Build the shipped value tables: ``python -m kosci_gui.ai.build_tables [--out DIR] [NAME...]``.

Prints, per table, the build time, the file's size and the expected score of the empty card.
The Thousand tables are built by ``python -m kosci_gui.ai.thousand_solver``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from kosci_gui.engine.scoring import CARDS
from kosci_gui.resources import resource_path

from .solver import Model
from .tables import SHIPPED, SMALLEST, build, expand, load_array


def model_named(name: str) -> Model:
    """The model of a table name such as ``classic-filled-forced`` or ``full-filled-mult``."""
    parts = name.split("-")
    card = next((c for c in CARDS if c.name == parts[0]), None)
    if card is None or len(parts) != 3:
        raise ValueError(f"unknown table name {name!r}")
    if card.jokers:
        return Model(card, tuple(b.key for b in card.column), True, False, parts[1], parts[2])
    boxes = tuple(b.key for b in card.column if not (parts[1] == "absent" and b.upper))
    return Model(card, boxes, parts[1] == "counted", parts[2] == "mult")


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
