"""Triple: the column-value player against the baseline that fills the columns one after
another with the optimal classic strategy, over the same dice.

    python benchmarks/triple_baseline.py [--games N] [--seed S] [--rules PRESET]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.ai.kosci_ai import KosciPlayer, SequentialTriplePlayer
from kosci_gui.ai.simulate import play
from kosci_gui.engine.games import make_rules


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="polish")
    args = parser.parse_args()
    rules = make_rules("triple", {"preset": args.rules})
    best = play(rules, ["hard"], args.games, args.seed,
                players=[KosciPlayer(rules, 0.0, None)])
    base = play(rules, ["hard"], args.games, args.seed,
                players=[SequentialTriplePlayer(rules)])
    a, b = best.seat_scores(0), base.seat_scores(0)
    diff = [x - y for x, y in zip(a, b, strict=True)]
    se = statistics.stdev(diff) / len(diff) ** 0.5 if len(diff) > 1 else 0.0
    print(f"triple ({args.rules}), {args.games} games, same dice seeds:")
    print(f"  column-value player (hard): mean {statistics.fmean(a):.1f}")
    print(f"  columns one after another:  mean {statistics.fmean(b):.1f}")
    print(f"  difference {statistics.fmean(diff):+.1f} ± {se:.1f} (1 s.e.)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
