"""Fit how the pairwise duel corrections combine for three to six players at Thousand.

    python benchmarks/multi_fit.py record --players 4 --games 8000 --seed 101 --out p4.npz
    python benchmarks/multi_fit.py fit p3.npz p4.npz [--check q3.npz q4.npz]

``record`` plays computer games (``--levels``, default solo for every seat: fast) and keeps,
at the start of every turn, the columns of the players still in play in the order in which
they throw (the mover first) and which of them won (games with a draw or a player out are
left out).  ``fit`` finds, for each number of players, the exponent alpha of the pairwise
corrections of ``thousand_multi.MultiModel`` (the race times each correction ** alpha,
normalised: 0 is the plain race, 1 the model as shipped) that gives the recorded winners the
highest likelihood, and a law alpha(N) = (N - 1) ** -beta through those figures; ``--check``
scores them on positions from other seeds (log loss; every player's chance and the mover's
alone by decile, observed minus predicted in points ± 95 %, games as the unit).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kosci_gui.ai import make_player
from kosci_gui.ai import thousand_columns as tc
from kosci_gui.ai.simulate import play
from kosci_gui.ai.thousand_ai import table_for
from kosci_gui.ai.thousand_duel import duel_for
from kosci_gui.ai.thousand_multi import MultiModel
from kosci_gui.ai.thousand_race import race_for
from kosci_gui.engine.games import make_rules


class Noting:
    """Plays as ``player``; notes every turn's start position (columns, the mover first)."""

    def __init__(self, player, rows: list[list[int]]) -> None:
        self.player = player
        self.rows = rows

    def decide(self, game):
        if game.phase == "start":
            alive = game.in_play()
            i = alive.index(game.current)
            order = alive[i:] + alive[:i]
            self.rows.append([tc.column(game.scores[p], game.opened[p]) for p in order]
                             + [game.current] + order)
        return self.player.decide(game)


def record(args) -> None:
    rules = make_rules("thousand", {"preset": args.rules})
    levels = args.levels.split(",")
    levels += levels[-1:] * (args.players - len(levels))
    rows: list[list[int]] = []
    players = [Noting(make_player("thousand", rules, lvl, seed=i), rows)
               for i, lvl in enumerate(levels)]
    cols: list[list[int]] = []
    winner: list[int] = []
    game_of: list[int] = []
    n = args.players

    def done(g: int, game) -> None:
        (won,) = game.winners() if len(game.winners()) == 1 else (-1,)
        for row in rows:
            if len(row) != 2 * n + 1 or won < 0:
                continue  # a player out of the game, or a draw: left out
            cols.append(row[:n])
            winner.append(row[n + 1:].index(won))
            game_of.append(g)
        rows.clear()

    start = time.perf_counter()
    play(rules, [], args.games, args.seed, players=players, on_game=done)
    np.savez_compressed(args.out, columns=np.array(cols, dtype=np.int16),
                        winner=np.array(winner, dtype=np.int8),
                        game=np.array(game_of, dtype=np.int32))
    print(f"{args.games} games of {','.join(levels)}, seed {args.seed}: {len(cols)} positions "
          f"to {args.out} ({time.perf_counter() - start:.0f} s)")


def parts(m: MultiModel, columns: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(E, N) log race chances and the (E, N) sums of each player's log corrections."""
    assert m.first is not None and m.second is not None
    race = np.log(np.maximum(np.concatenate(
        [m.race(columns[k:k + 5000]) for k in range(0, len(columns), 5000)]), 1e-300))
    logs = np.zeros(race.shape)
    n = columns.shape[1]
    for i in range(n):
        for j in range(i + 1, n):
            a, b = columns[:, i], columns[:, j]
            logs[:, i] += np.log(m.first[a, b])
            logs[:, j] += np.log(m.second[a, b])
    return race, logs


def probabilities(race: np.ndarray, logs: np.ndarray, alpha: float) -> np.ndarray:
    z = race + alpha * logs
    z -= z.max(axis=1, keepdims=True)
    w = np.exp(z)
    out: np.ndarray = w / w.sum(axis=1, keepdims=True)
    return out


def log_loss(p: np.ndarray, winner: np.ndarray) -> float:
    return float(-np.mean(np.log(np.maximum(p[np.arange(len(p)), winner], 1e-12))))


def best_alpha(race: np.ndarray, logs: np.ndarray, winner: np.ndarray) -> float:
    grid = np.linspace(0.0, 1.5, 151)
    losses = [log_loss(probabilities(race, logs, a), winner) for a in grid]
    a0 = float(grid[int(np.argmin(losses))])
    fine = np.linspace(a0 - 0.01, a0 + 0.01, 21)
    return float(fine[int(np.argmin([log_loss(probabilities(race, logs, a), winner)
                                     for a in fine]))])


def deciles(p: np.ndarray, winner: np.ndarray, game: np.ndarray) -> str:
    """Every player's chance (and the mover's alone) by decile: the largest gap and the
    decile's ± (games as the unit)."""
    out = []
    for label, pred, won, g in (
            ("all", p.ravel(), (np.arange(p.shape[1])[None, :] == winner[:, None]).ravel(),
             np.repeat(game, p.shape[1])),
            ("mover", p[:, 0], winner == 0, game)):
        bins = np.minimum((pred * 10).astype(int), 9)
        cells = []
        for d in range(10):
            mask = bins == d
            if not mask.any():
                continue
            diff = won[mask].mean() - pred[mask].mean()
            per_game = np.bincount(g[mask], weights=won[mask] - pred[mask])
            half = 1.96 * np.sqrt(np.sum(per_game ** 2)) / mask.sum()
            cells.append(f"{d}:{diff * 100:+.1f}±{half * 100:.1f}")
        out.append(f"    {label:5} " + " ".join(cells))
    return "\n".join(out)


def fit(args) -> None:
    rules = make_rules("thousand", {"preset": args.rules})
    m = MultiModel(race_for(table_for(rules)), duel_for(rules))
    fitted: dict[int, float] = {}
    for path in args.files:
        data = np.load(path)
        cols = data["columns"].astype(np.intp)
        race, logs = parts(m, cols)
        n = cols.shape[1]
        fitted[n] = best_alpha(race, logs, data["winner"].astype(np.intp))
        print(f"{path}: {n} players, {len(cols)} positions, {int(data['game'].max()) + 1} "
              f"games: best exponent {fitted[n]:.3f}")
    # the law alpha(N) = (N - 1) ** -beta (1 with two players), least squares in log alpha
    ns = np.array(sorted(fitted))
    xs, ys = np.log(ns - 1.0), np.log([fitted[k] for k in ns])
    beta = float(-(xs @ ys) / (xs @ xs))
    print(f"law: alpha(N) = (N - 1) ** -{beta:.3f}: " + ", ".join(
        f"N={k}: {(k - 1) ** -beta:.3f}" for k in range(3, 7)))
    for path in args.check:
        data = np.load(path)
        cols = data["columns"].astype(np.intp)
        winner = data["winner"].astype(np.intp)
        race, logs = parts(m, cols)
        n = cols.shape[1]
        print(f"check {path}: {n} players, {len(cols)} positions, "
              f"{int(data['game'].max()) + 1} games")
        for label, alpha in (("race", 0.0), ("product", 1.0), ("fitted", fitted.get(n, 1.0)),
                             ("law", (n - 1) ** -beta)):
            p = probabilities(race, logs, alpha)
            print(f"  {label:8} alpha {alpha:.3f}: log loss {log_loss(p, winner):.5f}")
            print(deciles(p, winner, data["game"]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("--players", type=int, default=4)
    rec.add_argument("--games", type=int, default=4000)
    rec.add_argument("--levels", default="solo")
    rec.add_argument("--seed", type=int, default=101)
    rec.add_argument("--rules", default="blog")
    rec.add_argument("--out", required=True)
    fit_ = sub.add_parser("fit")
    fit_.add_argument("files", nargs="+")
    fit_.add_argument("--check", nargs="*", default=[])
    fit_.add_argument("--rules", default="blog")
    args = parser.parse_args()
    (record if args.command == "record" else fit)(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
