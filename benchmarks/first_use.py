"""Waiting for the computer, first use included: for every rule combination the new-game
dialog offers (Kości family) and for the Thousand presets plus varied option sets, the time to
prepare a hard computer player from nothing (its table read from disk, or solved when it is
neither shipped nor cached), then the latency of its decisions over whole games.

    python benchmarks/first_use.py [--games N] [--random N] [--seed S]

Each case starts cold: the tables' in-memory caches are emptied and the user's cache folder
is a new empty one, so a Thousand option set without a shipped table is solved right there.
Columns: ``prepare`` (make_player: load or solve), ``first`` (the first decision after it),
``cold`` (prepare + first: the wait when the computer moves first as the game starts), and
the median, 99th percentile and maximum of all decisions.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.ai import make_player, tables, thousand_ai
from kosci_gui.ai.simulate import play
from kosci_gui.engine.games import KINDS, make_rules
from kosci_gui.engine.rules import THOUSAND_PRESETS

#: Thousand option sets far from the presets (each is solved on first use).
THOUSAND_VARIANTS = (
    {"preset": "family", "opening": 70, "three_dice": False},
    {"preset": "blog", "win": "at_least", "zero_roll_penalty": 100},
    {"preset": "reader_a", "pits": [], "relief_900": True},
    {"preset": "blog", "opening": 0, "three_dice": False, "pits": [], "win": "at_least"},
    {"preset": "family", "pits": [[100, 200], [300, 400], [500, 600], [700, 800], [900, 1000]]},
    {"preset": "blog", "zero_roll_penalty": 1000},
    {"preset": "reader_a", "opening": 1000},
)


def kosci_cases() -> list[tuple[str, dict]]:
    """Every combination of the options each Kości-family game shows (its descriptor's)."""
    return [(kind.key, options) for kind in KINDS if kind.card is not None
            for options in kind.option_sets()]


def random_thousand(rng: random.Random) -> dict:
    """Options as the dialog allows them (any whole number 0-1000; its spin boxes step 5/10)."""
    pits = sorted({(a, a + rng.choice((50, 100))) for a in rng.sample(range(100, 900, 100),
                                                                       rng.randint(0, 3))})
    return {"preset": rng.choice(list(THOUSAND_PRESETS)), "opening": 10 * rng.randint(0, 30),
            "three_dice": rng.random() < 0.7, "zero_roll_penalty": 5 * rng.randint(0, 40),
            "pits": [list(p) for p in pits], "relief_900": rng.random() < 0.5,
            "win": rng.choice(("exact", "at_least"))}


def measure(game: str, options: dict, games: int, seed: int) -> dict:
    rules = make_rules(game, options)
    tables.load.cache_clear()
    thousand_ai._solved.clear()
    with tempfile.TemporaryDirectory() as cache:
        os.environ["KOSCI_CACHE"] = cache
        start = time.perf_counter()
        players = [make_player(game, rules, "hard", seed=seed + i)
                   for i in range(2 if game == "thousand" else 1)]
        prepare = time.perf_counter() - start
        result = play(rules, ["hard"] * len(players), games, seed, players=players, timed=True)
    lat = sorted(result.latencies)
    return {"prepare": prepare, "first": result.latencies[0], "median": statistics.median(lat),
            "p99": lat[min(len(lat) - 1, int(0.99 * len(lat)))], "max": lat[-1],
            "decisions": len(lat)}


def label(game: str, options: dict) -> str:
    shown = ", ".join(f"{k}={v}" for k, v in options.items() if k != "preset")
    preset = options.get("preset")
    return f"{game} {preset + ' ' if preset else ''}{shown}".strip()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per case (triple: 1)")
    parser.add_argument("--random", type=int, default=5, help="random Thousand option sets")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = kosci_cases()
    cases += [("thousand", {"preset": name}) for name in THOUSAND_PRESETS]
    cases += [("thousand", dict(v)) for v in THOUSAND_VARIANTS]
    cases += [("thousand", random_thousand(rng)) for _ in range(args.random)]
    print(f"{'prepare s':>9} {'first ms':>8} {'cold ms':>8} {'median ms':>9} {'p99 ms':>7} "
          f"{'max ms':>7}  rules")
    worst = {"prepare": 0.0, "cold": 0.0, "max": 0.0}
    for game, options in cases:
        games = 1 if game == "triple" else args.games
        r = measure(game, options, games, args.seed)
        cold = r["prepare"] + r["first"]
        worst = {"prepare": max(worst["prepare"], r["prepare"]), "cold": max(worst["cold"], cold),
                 "max": max(worst["max"], r["max"])}
        print(f"{r['prepare']:9.3f} {r['first'] * 1e3:8.1f} {cold * 1e3:8.1f} "
              f"{r['median'] * 1e3:9.2f} {r['p99'] * 1e3:7.2f} {r['max'] * 1e3:7.1f}  "
              f"{label(game, options)}", flush=True)
    print(f"worst: prepare {worst['prepare']:.3f} s, cold first decision "
          f"{worst['cold'] * 1e3:.0f} ms, decision after preparing {worst['max'] * 1e3:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
