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
from kosci_gui.engine.rules import make_rules


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
    rules = make_rules("thousand", {"preset": preset})
    rates = {}
    for level in reversed(LEVELS):
        start = time.perf_counter()
        wins = 0.0
        turns = []
        for seat in (0, 1):
            me = make_player("thousand", rules, level, seed=game_seed(seed, 17 + seat))
            players = [me, RuleOfThumb(rules)] if seat == 0 else [RuleOfThumb(rules), me]
            result = play(rules, [], games // 2, seed + seat, players=players)
            wins += result.wins[seat]
            turns.extend(result.rounds)
        rates[level] = wins / (2 * (games // 2))
        se = (rates[level] * (1 - rates[level]) / (2 * (games // 2))) ** 0.5
        print(f"| thousand ({preset}) vs rule of thumb | {level} | win rate "
              f"{rates[level]:.3f} ± {se:.3f} | {rates['hard'] - rates[level]:.3f} | "
              f"{2 * (games // 2)} | {time.perf_counter() - start:.0f} s "
              f"(mean {statistics.fmean(turns):.1f} turns per player) |", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--triple-games", type=int, default=100)
    parser.add_argument("--thousand-games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", nargs="*", default=["classic", "full", "triple", "thousand"])
    args = parser.parse_args()
    print("| game | level | mean (± s.e.) / win rate | lost vs hard | games | time |")
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
