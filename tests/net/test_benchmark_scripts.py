"""The load benchmark (benchmarks/server_load.py) runs and prints its row: a tiny run, so that
the script the figures in docs/protocol.md come from does not rot. (Benchmarks are not tests:
no figure is checked here, only that it ran without an error.)"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_load_benchmark_prints_a_row_without_errors():
    run = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "server_load.py"),
                          "--tables", "2", "--seconds", "2", "--pace", "0.05,0.1",
                          "--processes", "1"], capture_output=True, text=True, timeout=120,
                         cwd=ROOT)
    assert run.returncode == 0, run.stderr[-2000:]
    header, row = run.stdout.strip().splitlines()[-2:]
    cells = dict(zip(header.split(" | "), row.split(" | "), strict=False))
    assert cells["tables"] == "2" and cells["connections"] == "8"
    assert cells["errors"] == "0" and float(cells["actions/s"]) > 0
