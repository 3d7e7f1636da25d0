"""The strength table: game × level → mean score (Kości family, one player, the same dice
for every level) or win rate against the rule-of-thumb bot (Thousand, two players, seats
alternating), and what each level loses against the strongest.

    python benchmarks/strength.py [--games N] [--thousand-games N] [--only GAME ...]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.ai import LEVELS, make_player
from kosci_gui.ai.simulate import game_seed, play
from kosci_gui.ai.thousand_ai import RuleOfThumb
from kosci_gui.engine.games import make_rules


def kosci_row(game: str, preset: str, games: int, seed: int) -> None:
    rules = make_rules(game, {"preset": preset})
    means = {}
    for level in reversed(LEVELS):
        start = time.perf_counter()
        scores = play(rules, [level], games, seed).seat_scores(0)
        means[level] = statistics.fmean(scores)
        se = statistics.stdev(scores) / len(scores) ** 0.5
        print(f"| {game} ({preset}) | {level} | {means[level]:.1f} ± {se:.1f} | "
              f"{means['hard'] - means[level]:.1f} | {games} | "
              f"{time.perf_counter() - start:.0f} s |", flush=True)


def thousand_row(preset: str, games: int, seed: int) -> None:
    """Each level against the issue's rule-of-thumb bot (bank at 300) and against hard."""
    rules = make_rules("thousand", {"preset": preset})
    opponents = {"rule of thumb (300)": lambda: RuleOfThumb(rules, 300),
                 "hard": lambda: make_player("thousand", rules, "hard", seed=seed + 99)}
    for name, opponent in opponents.items():
        for level in reversed(LEVELS):
            start = time.perf_counter()
            wins = 0.0
            turns = []
            half = games // 2
            for seat in (0, 1):
                me = make_player("thousand", rules, level, seed=game_seed(seed, 17 + seat))
                players = [me, opponent()] if seat == 0 else [opponent(), me]
                result = play(rules, [], half, seed + seat, players=players)
                wins += result.wins[seat]
                turns.extend(result.rounds)
            rate = wins / (2 * half)
            se = (rate * (1 - rate) / (2 * half)) ** 0.5
            print(f"| thousand ({preset}) vs {name} | {level} | win rate {rate:.3f} ± {se:.3f}"
                  f" | {2 * half} games, {statistics.fmean(turns):.1f} turns per player | "
                  f"{time.perf_counter() - start:.0f} s |", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--triple-games", type=int, default=100)
    parser.add_argument("--thousand-games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", nargs="*", default=["classic", "full", "triple", "thousand"])
    args = parser.parse_args()
    print("| game | level | mean (± s.e.) / win rate | lost vs hard / games | games | time |")
    print("|---|---|---|---|---|---|")
    for game in args.only:
        if game == "thousand":
            thousand_row("blog", args.thousand_games, args.seed)
        elif game == "triple":
            kosci_row("triple", "polish", args.triple_games, args.seed)
        else:
            kosci_row(game, "polish", args.games, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
