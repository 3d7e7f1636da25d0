"""Two levels head to head, seats alternating: the win rate of the first with its 95 % interval.

    python benchmarks/head_to_head.py --game thousand --rules blog --games 20000
    python benchmarks/head_to_head.py --game classic --rules polish --games 40000

Games come in pairs on the same dice seed, once with each level in the first seat (so the
first mover's edge cancels and the dice are shared as far as the players choose alike); draws
count half.  The interval is over the pairs (mean ± 1.96 s.e. of the pair scores), which
accounts for the pairing.  ``--workers N`` plays the chunks in N processes (the same games and
figures as one process: each chunk has its own seed).  Progress lines go to stderr; the figures
to stdout.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.ai import SIM_LEVELS, make_player
from kosci_gui.ai.simulate import play
from kosci_gui.ai.thousand_win import ThousandWinAI
from kosci_gui.engine.games import make_rules


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="thousand")
    parser.add_argument("--rules", default=None, help="preset (default: the game's)")
    parser.add_argument("--games", type=int, default=2000, help="games in all (pairs x 2)")
    parser.add_argument("--levels", default="hard,solo", help=f"two of {', '.join(SIM_LEVELS)}")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--chunk", type=int, default=500)
    parser.add_argument("--workers", type=int, default=1, help="processes playing the chunks")
    args = parser.parse_args()
    first, second = args.levels.split(",")
    pairs = args.games // 2
    chunks = [(args.game, args.rules, first, second, min(args.chunk, pairs - c),
               args.seed * 7919 + c) for c in range(0, pairs, args.chunk)]
    scores: list[float] = []
    first_seat: list[float] = []
    second_seat: list[float] = []
    start = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        for x, y in pool.map(_chunk, chunks):
            first_seat.extend(x)
            second_seat.extend(y)
            scores.extend((p + q) / 2 for p, q in zip(x, y, strict=True))
            print(f"  {2 * len(scores)} games: {first} {statistics.fmean(scores):.4f} "
                  f"({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)
    rules = make_rules(args.game, {"preset": args.rules} if args.rules else None)
    rate = statistics.fmean(scores)
    half = 1.96 * statistics.stdev(scores) / math.sqrt(len(scores))
    print(f"{args.game} ({rules.preset}), {2 * len(scores)} games, seats alternating, "
          f"seed {args.seed}:")
    print(f"  {first} against {second}: wins {rate:.4f}, 95 % interval "
          f"[{rate - half:.4f}, {rate + half:.4f}]")
    print(f"  {first} moving first: {statistics.fmean(first_seat):.4f}; moving second: "
          f"{statistics.fmean(second_seat):.4f}")
    print(f"  {time.perf_counter() - start:.0f} s")
    return 0


_players: dict[tuple, tuple] = {}


def _chunk(job: tuple) -> tuple[list[float], list[float]]:
    """One chunk of pairs: the first level's shares in the first seat, then in the second."""
    game, preset, first, second, n, seed = job
    key = (game, preset, first, second)
    if key not in _players:  # one pair of players per process (their tables load once)
        rules = make_rules(game, {"preset": preset} if preset else None)
        ThousandWinAI.turn_cache = 60_000  # two-player turns repeat: keep them (~700 MB)
        _players[key] = (rules, make_player(game, rules, first, seed=11),
                         make_player(game, rules, second, seed=12))
    rules, a, b = _players[key]
    return _shares(rules, [a, b], n, seed, seat=0), _shares(rules, [b, a], n, seed, seat=1)


def _shares(rules, players, games: int, seed: int, seat: int) -> list[float]:
    """Per game: the seat's share of the win (1, 0, or a draw's share)."""
    out: list[float] = []

    def record(_g: int, game) -> None:
        winners = game.winners()
        out.append(1.0 / len(winners) if seat in winners else 0.0)

    play(rules, [], games, seed, players=players, on_game=record)
    return out


if __name__ == "__main__":
    sys.exit(main())
