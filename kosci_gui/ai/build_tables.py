"""Build the shipped value tables: ``python -m kosci_gui.ai.build_tables [--out DIR] [NAME...]``.

Prints, per table, the build time, the file's size and the expected score of the empty card.
The Thousand tables are built by ``python -m kosci_gui.ai.thousand_solver``; beside each Kości
value table, the final-score shape by ``python -m kosci_gui.ai.score_moments`` and (with an
upper bonus) the bonus's chance by ``python -m kosci_gui.ai.upper_bonus``, from the value
tables built here.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from kosci_gui.engine.games import KINDS
from kosci_gui.resources import resource_path

from .solver import Model, model_for, table_key
from .tables import SHIPPED, SMALLEST, build, expand, load_array


def model_named(name: str) -> Model:
    """The model of a table name such as ``classic-filled-forced`` or ``full-filled-mult``:
    the first game, in the registry's order, with a set of the options it shows whose table
    is so named (``solver.table_key``)."""
    for kind in KINDS:
        if kind.card is None or not name.startswith(kind.card.name):
            continue
        for options in kind.option_sets():
            rules = kind.rules(options)
            if table_key(rules) == name:
                return model_for(rules)
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
