"""Decision latency (median, p99) and simulated games per second, per game, hard level.

    python benchmarks/latency.py [--games N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.ai import make_player
from kosci_gui.ai.simulate import play
from kosci_gui.engine.rules import make_rules

CASES = (("classic", 1), ("full", 1), ("triple", 1), ("thousand", 2))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'game':9} {'decisions':>9} {'median ms':>9} {'p99 ms':>7} {'max ms':>7} "
          f"{'games/s':>8}")
    for game, seats in CASES:
        rules = make_rules(game)
        make_player(game, rules, "hard")  # load the tables before timing
        games = max(1, args.games // (10 if game == "triple" else 1))
        result = play(rules, ["hard"] * seats, games, args.seed, timed=True)
        lat = sorted(result.latencies)
        p99 = lat[min(len(lat) - 1, int(0.99 * len(lat)))]
        print(f"{game:9} {len(lat):9d} {statistics.median(lat) * 1e3:9.2f} {p99 * 1e3:7.2f} "
              f"{lat[-1] * 1e3:7.1f} {games / result.seconds:8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
