"""Decision latency of the ``hard`` player (median, p99, max) and games per second.

    python benchmarks/latency.py [--games N] [--game thousand] [--players 3,4,6]

Alone, ``hard`` plays the expected-score optimum; against others (here ``solo`` players) it
plays for the win, which searches each turn on win chances.  Only ``hard``'s decisions are
timed; the tables are loaded before timing starts.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.ai import make_player, warm_up, win_chances
from kosci_gui.ai.simulate import play
from kosci_gui.engine.games import make_rules, new_game

#: (game, seats): seat 0 is hard, the others solo.
CASES = (("classic", 1), ("full", 1), ("triple", 1), ("classic", 2), ("full", 2),
         ("triple", 2), ("classic", 4), ("thousand", 2), ("thousand", 3), ("thousand", 4),
         ("thousand", 6))


class Timed:
    """Plays as ``player`` and keeps the time of every decision."""

    def __init__(self, player, times: list[float]) -> None:
        self.player = player
        self.times = times

    def decide(self, game):
        start = time.perf_counter()
        move = self.player.decide(game)
        self.times.append(time.perf_counter() - start)
        return move


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default=None, help="only this game's cases")
    parser.add_argument("--players", default=None, help="only these seat counts (3,4,6)")
    args = parser.parse_args()
    seat_counts = {int(x) for x in args.players.split(",")} if args.players else None
    print(f"{'game':9} {'players':>7} {'decisions':>9} {'median ms':>9} {'p99 ms':>7} "
          f"{'max ms':>7} {'games/s':>8}")
    for game, seats in CASES:
        if (args.game and game != args.game) or (seat_counts and seats not in seat_counts):
            continue
        rules = make_rules(game)
        warm = new_game(game, None, [f"P{i}" for i in range(max(2, seats))], seed=0)
        warm_up(rules)  # load (or build) every table before timing, the late game's too
        win_chances(warm)
        times: list[float] = []
        players = [Timed(make_player(game, rules, "hard", seed=1), times)] + [
            make_player(game, rules, "solo", seed=2 + i) for i in range(seats - 1)]
        games = max(1, args.games // (10 if game == "triple" else 1))
        start = time.perf_counter()
        play(rules, [], games, args.seed, players=players)
        seconds = time.perf_counter() - start
        lat = sorted(times)
        p99 = lat[min(len(lat) - 1, int(0.99 * len(lat)))]
        print(f"{game:9} {seats:7d} {len(lat):9d} {statistics.median(lat) * 1e3:9.2f} "
              f"{p99 * 1e3:7.2f} {lat[-1] * 1e3:7.1f} {games / seconds:8.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
