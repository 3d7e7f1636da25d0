"""Calibration of the win chances: predicted against observed, by decile of the prediction.

    python benchmarks/calibration.py --game classic --games 10000
    python benchmarks/calibration.py --game thousand --rules blog --games 10000
    python benchmarks/calibration.py --game thousand --players 3 --levels hard,solo --games 3000

Computer players (``--levels``, default hard,hard; with ``--players N`` the last level fills
the seats the list leaves, so hard,solo with 3 players is hard, solo, solo) play; at the start
of every turn the mover's chance to win (``kosci_gui.ai.win_chances``, what the app shows) is
noted, and at the end whether that player won (a draw counts as its share).  Predictions are
binned by decile;
each bin's observed win rate should be within 3 percentage points of its mean prediction.
The ± is 1.96 standard errors of the difference, counting each game as one draw of its
predictions (they are not independent within a game).  ``--workers N`` plays chunks of games
in N processes (the same games as one process: each chunk has its own seed).
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.ai import make_player, win_chances
from kosci_gui.ai.simulate import play
from kosci_gui.ai.thousand_win import ThousandWinAI
from kosci_gui.engine.games import make_rules

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
    parser.add_argument("--chunk", type=int, default=500)
    parser.add_argument("--workers", type=int, default=1, help="processes playing the chunks")
    parser.add_argument("--players", type=int, default=0, help="seats (default: the levels)")
    parser.add_argument("--plain-race", action="store_true",
                        help="Thousand, 3+ players: the plain race model's chances (the baseline)")
    args = parser.parse_args()
    levels = args.levels.split(",")
    levels += levels[-1:] * (args.players - len(levels))
    args.levels = ",".join(levels)
    rules = make_rules(args.game, {"preset": args.rules} if args.rules else None)
    chunks = [(args.game, args.rules, args.levels, min(args.chunk, args.games - c),
               args.seed * 7919 + c, c, args.plain_race) for c in range(0, args.games, args.chunk)]
    predicted: list[float] = []
    observed: list[float] = []
    game_of: list[int] = []
    start = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        for p, o, g in pool.map(_chunk, chunks):
            predicted += p
            observed += o
            game_of += g
            print(f"  {max(game_of) + 1} games ({time.perf_counter() - start:.0f} s)",
                  file=sys.stderr, flush=True)
    report(np.array(predicted), np.array(observed), np.array(game_of), args, rules)
    print(f"  {time.perf_counter() - start:.0f} s")
    return 0


_players: dict[tuple, tuple] = {}


def _chunk(job: tuple) -> tuple[list[float], list[float], list[int]]:
    """One chunk of games: every prediction, its outcome and its game's number."""
    game, preset, levels, n, seed, first_game, plain = job
    key = (game, preset, levels)
    if key not in _players:  # one set of players per process (their tables load once)
        rules = make_rules(game, {"preset": preset} if preset else None)
        ThousandWinAI.turn_cache = 60_000
        ThousandWinAI.pairwise = not plain
        notes: list[tuple[int, float]] = []
        players = [Noting(make_player(game, rules, lvl, seed=i), notes)
                   for i, lvl in enumerate(levels.split(","))]
        _players[key] = (rules, players, notes)
    rules, players, notes = _players[key]
    predicted: list[float] = []
    observed: list[float] = []
    game_of: list[int] = []

    def record(g: int, played) -> None:
        winners = played.winners()
        for seat, p in notes:
            predicted.append(p)
            observed.append(1.0 / len(winners) if seat in winners else 0.0)
            game_of.append(first_game + g)
        notes.clear()

    play(rules, [], n, seed, players=players, on_game=record)
    return predicted, observed, game_of


def report(predicted: np.ndarray, observed: np.ndarray, game_of: np.ndarray, args,
           rules) -> None:
    model = ", the plain race model" if args.plain_race else ""
    print(f"{args.game} ({rules.preset}), {args.games} games of {args.levels}, seed "
          f"{args.seed}{model}: {len(predicted)} predictions (the mover's, at each turn's start)")
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
