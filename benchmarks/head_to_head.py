"""Two levels head to head, seats rotating: the win rate of the first with its 95 % interval.

    python benchmarks/head_to_head.py --game thousand --rules blog --games 20000
    python benchmarks/head_to_head.py --game classic --rules polish --games 40000
    python benchmarks/head_to_head.py --game thousand --players 3 --games 6000

With N players (``--players``, default 2) the first level takes one seat and the second level
every other.  Games come in sets of N on the same dice seed, the first level once in each seat
(so the seat's edge cancels and the dice are shared as far as the players choose alike); draws
count their share.  The fair share is 1/N.  The interval is over the sets (mean ± 1.96 s.e. of
the set scores), which accounts for the pairing.  ``--workers N`` plays the chunks in N
processes (the same games and figures as one process: each chunk has its own seed).  Progress
lines go to stderr; the figures to stdout.
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
    parser.add_argument("--games", type=int, default=2000, help="games in all (sets x players)")
    parser.add_argument("--players", type=int, default=2, help="seats at the table (2-6)")
    parser.add_argument("--levels", default="hard,solo", help=f"two of {', '.join(SIM_LEVELS)}")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--chunk", type=int, default=500, help="sets per chunk")
    parser.add_argument("--workers", type=int, default=1, help="processes playing the chunks")
    parser.add_argument("--plain-race", action="store_true",
                        help="Thousand, 3+ players: hard on the plain race model (the baseline)")
    args = parser.parse_args()
    first, second = args.levels.split(",")
    n = args.players
    sets = args.games // n
    chunks = [(args.game, args.rules, first, second, n, min(args.chunk, sets - c),
               args.seed * 7919 + c, args.plain_race) for c in range(0, sets, args.chunk)]
    scores: list[float] = []
    by_seat: list[list[float]] = [[] for _ in range(n)]
    start = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        for seats in pool.map(_chunk, chunks):
            for s, shares in enumerate(seats):
                by_seat[s].extend(shares)
            scores.extend(statistics.fmean(x) for x in zip(*seats, strict=True))
            print(f"  {n * len(scores)} games: {first} {statistics.fmean(scores):.4f} "
                  f"({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)
    rules = make_rules(args.game, {"preset": args.rules} if args.rules else None)
    rate = statistics.fmean(scores)
    half = 1.96 * statistics.stdev(scores) / math.sqrt(len(scores))
    model = ", the plain race model" if args.plain_race else ""
    print(f"{args.game} ({rules.preset}), {n} players, {n * len(scores)} games, seats "
          f"rotating, seed {args.seed}{model}:")
    print(f"  {first} against {n - 1} x {second}: wins {rate:.4f}, 95 % interval "
          f"[{rate - half:.4f}, {rate + half:.4f}] (fair share {1 / n:.4f})")
    print(f"  {first} by seat: " + "; ".join(
        f"{s + 1}: {statistics.fmean(x):.4f}" for s, x in enumerate(by_seat)))
    print(f"  {time.perf_counter() - start:.0f} s")
    return 0


_players: dict[tuple, tuple] = {}


def _chunk(job: tuple) -> list[list[float]]:
    """One chunk of sets: for each seat, the first level's shares with it in that seat."""
    game, preset, first, second, n, games, seed, plain = job
    key = (game, preset, first, second)
    if key not in _players:  # one pair of players per process (their tables load once)
        rules = make_rules(game, {"preset": preset} if preset else None)
        ThousandWinAI.turn_cache = 60_000  # two-player turns repeat: keep them (~700 MB)
        ThousandWinAI.pairwise = not plain
        _players[key] = (rules, make_player(game, rules, first, seed=11),
                         make_player(game, rules, second, seed=12))
    rules, a, b = _players[key]
    # the second level's players are one object: deterministic ones play alike in any seat
    return [_shares(rules, [a if i == seat else b for i in range(n)], games, seed, seat)
            for seat in range(n)]


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
