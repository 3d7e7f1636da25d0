"""Time of the luck report and the win-chance series on finished games (what the end dialog
runs in a worker thread).

    python benchmarks/luck.py [--games N]

Each game is a two-player game of ``hard`` against ``solo`` (two players of three in Thousand
as well); the first call of each kind loads the tables and is not counted.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.ai.luck import luck_report, win_chance_series
from kosci_gui.ai.simulate import play
from kosci_gui.engine.games import make_rules
from kosci_gui.engine.record import to_record

CASES = (("classic", ["hard", "solo"]), ("triple", ["hard", "solo"]),
         ("thousand", ["hard", "solo"]), ("thousand", ["hard", "solo", "solo"]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    print(f"{'game':9} {'players':>7} {'report median s':>15} {'max s':>6} "
          f"{'series median s':>15} {'max s':>6}")
    for game, levels in CASES:
        rules = make_rules(game)
        docs: list[dict] = []
        play(rules, levels, args.games + 1, seed=5,
             on_game=lambda _g, finished, docs=docs: docs.append(to_record(finished)))
        luck_report(docs[0])
        win_chance_series(docs[0])
        report, series = [], []
        for doc in docs[1:]:
            start = time.perf_counter()
            luck_report(doc)
            report.append(time.perf_counter() - start)
            start = time.perf_counter()
            win_chance_series(doc)
            series.append(time.perf_counter() - start)
        print(f"{game:9} {len(levels):7d} {statistics.median(report):15.3f} {max(report):6.3f} "
              f"{statistics.median(series):15.3f} {max(series):6.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
