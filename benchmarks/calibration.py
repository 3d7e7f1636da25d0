"""Calibration of the win chances: predicted against observed, by decile of the prediction.

    python benchmarks/calibration.py --game classic --games 10000
    python benchmarks/calibration.py --game thousand --rules blog --games 10000

Two computer players (``--levels``, default hard,hard) play; at the start of every turn the
mover's chance to win (``kosci_gui.ai.win_chances``, what the app shows) is noted, and at the
end whether that player won (a draw counts as its share).  Predictions are binned by decile;
each bin's observed win rate should be within 3 percentage points of its mean prediction.
The ± is 1.96 standard errors of the difference, counting each game as one draw of its
predictions (they are not independent within a game).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.ai import make_player, win_chances
from kosci_gui.ai.simulate import play
from kosci_gui.ai.thousand_win import ThousandWinAI
from kosci_gui.engine.rules import make_rules

TOLERANCE = 0.03


class Noting:
    """Plays as ``player`` and notes the mover's predicted chance at each turn's start."""

    def __init__(self, player, notes: list[tuple[int, float]]) -> None:
        self.player = player
        self.notes = notes

    def decide(self, game):
        starting = game.phase == "start" if game.game == "thousand" else game.rolls == 0
        if starting:
            self.notes.append((game.current, win_chances(game)[game.current]))
        return self.player.decide(game)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="classic")
    parser.add_argument("--rules", default=None)
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--levels", default="hard,hard")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = make_rules(args.game, {"preset": args.rules} if args.rules else None)
    ThousandWinAI.turn_cache = 60_000
    notes: list[tuple[int, float]] = []
    levels = args.levels.split(",")
    players = [Noting(make_player(args.game, rules, lvl, seed=i), notes)
               for i, lvl in enumerate(levels)]
    predicted, observed, game_of = [], [], []
    start = time.perf_counter()

    def record(g: int, game) -> None:
        winners = game.winners()
        for seat, p in notes:
            predicted.append(p)
            observed.append(1.0 / len(winners) if seat in winners else 0.0)
            game_of.append(g)
        notes.clear()
        if (g + 1) % 1000 == 0:
            print(f"  {g + 1} games ({time.perf_counter() - start:.0f} s)", file=sys.stderr,
                  flush=True)

    play(rules, [], args.games, args.seed, players=players, on_game=record)
    report(np.array(predicted), np.array(observed), np.array(game_of), args, rules)
    print(f"  {time.perf_counter() - start:.0f} s")
    return 0


def report(predicted: np.ndarray, observed: np.ndarray, game_of: np.ndarray, args,
           rules) -> None:
    print(f"{args.game} ({rules.preset}), {args.games} games of {args.levels}, seed "
          f"{args.seed}: {len(predicted)} predictions (the mover's, at each turn's start)")
    print("| decile | predictions | mean predicted | observed | difference | ± (95 %) |")
    print("|---|---|---|---|---|---|")
    worst = 0.0
    bins = np.minimum((predicted * 10).astype(int), 9)
    for d in range(10):
        mask = bins == d
        n = int(mask.sum())
        if n == 0:
            print(f"| {d / 10:.1f}-{(d + 1) / 10:.1f} | 0 | | | | |")
            continue
        p, o = predicted[mask].mean(), observed[mask].mean()
        # per game: the sum of (outcome - prediction) in this bin; games are independent
        per_game = np.bincount(game_of[mask], weights=observed[mask] - predicted[mask])
        half = 1.96 * np.sqrt(np.sum(per_game ** 2)) / n
        worst = max(worst, abs(o - p))
        print(f"| {d / 10:.1f}-{(d + 1) / 10:.1f} | {n} | {p:.4f} | {o:.4f} | {o - p:+.4f} | "
              f"{half:.4f} |")
    verdict = "within" if worst <= TOLERANCE else "NOT within"
    print(f"largest difference {worst:.4f}: every decile {verdict} {TOLERANCE:.2f}")


if __name__ == "__main__":
    sys.exit(main())
