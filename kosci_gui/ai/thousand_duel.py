"""Thousand for two players, exactly: the mover's chance to win from every pair of columns.

``W[a, b]`` is the chance that the player about to throw, at start column ``a`` (a score and
whether they have opened, as in ``tc.column``), beats the opponent at column ``b``
when both play to win.  A turn's endings lead to the opponent's move: a miss to
``1 - W[b, a]``, a zero throw to ``1 - W[b, a - penalty]``, a write to ``1 - W[b', a']`` after
the engine's overtaking chain, or to a win.  Inside a turn the best play for each pair is
the solitaire solver's recursion run on those values (:mod:`thousand_turn`).

Value iteration goes through blocks of equal score sum, highest first (a write raises the sum);
inside a block a miss links (a, b) with (b, a), which Newton steps on the pair's two-equation
system settle (each turn's value is piecewise linear in what a miss is worth).  Zero throws and
overtaking penalties lead to lower sums, so whole passes repeat until the table settles.
Tables (float32, 301 x 301) ship for the presets; ``python -m kosci_gui.ai.thousand_duel``
builds them.
"""

from __future__ import annotations

import time
from functools import cache
from pathlib import Path

import numpy as np

from kosci_gui.engine.rules import Rules
from kosci_gui.engine.thousand_rules import overtake_chain

from . import tables
from . import thousand_columns as tc
from .thousand_kernel import Kernel
from .thousand_race import COLUMNS, Race
from .thousand_turn import TurnEnds, solve_turn

#: Score and opened flag of every column.
COLUMN_SCORE = np.concatenate([tc.S_MIN + tc.STEP * np.arange(tc.NU),
                               tc.S_MIN + tc.STEP * np.arange(tc.NS)])
COLUMN_OPENED = np.arange(COLUMNS) >= tc.NU


def table_key(rules: Rules) -> str:
    """The solitaire key plus the overtaking options (the two-player game depends on them)."""
    return (f"{tc.Params.of(rules).key}-b{rules['overtake_bonus']}-q{rules['overtake_penalty']}"
            f"-{'pp' if rules['pit_protection'] else 'np'}")


def file_name(rules: Rules) -> str:
    return f"{table_key(rules)}-duel{tables.SUFFIX}"


def columns_of(scores: np.ndarray, opened: np.ndarray | np.bool_) -> np.ndarray:
    """Vectorised ``tc.column`` (scores clamped to the table's range)."""
    index = tc.score_indices(scores)
    return np.where(opened, tc.NU + index, np.minimum(index, tc.NU - 1))


@cache
def overtaking(rules: Rules) -> tuple[np.ndarray, np.ndarray]:
    """Scores after the overtaking chain for two players, from calls to the engine's
    :func:`overtake_chain`: ``[victim index, writer total index]`` -> (writer's score,
    victim's score), indexes over the scores S_MIN..995 in steps of 5 (the victim above the
    writer's start, below the writer's total)."""
    scores = tc.S_MIN + tc.STEP * np.arange(tc.NS)
    writer = np.zeros((tc.NS, tc.NS), dtype=np.int64)
    victim = np.zeros((tc.NS, tc.NS), dtype=np.int64)
    for i, v in enumerate(scores):
        for j in range(i + 1, tc.NS):
            after, _ = overtake_chain(rules, [int(scores[j]), int(v)], 0, int(v) - tc.STEP,
                                      [0, 1])
            writer[i, j], victim[i, j] = after
    return writer, victim


class DuelModel:
    """Everything about a rule set that the two-player turns need, per mover column."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.params = tc.Params.of(rules)
        kernel = Kernel(self.params).natural()
        self.kernel = kernel
        self.writer, self.victim = overtaking(rules)

    def after_write(self, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(NT, K) columns of the writer and of the opponent after a write of t points from
        the pair (a, b), the overtaking chain included (meaningless where the write wins)."""
        k = self.kernel
        start = COLUMN_SCORE[a][None, :]
        total = start + tc.STEP * np.arange(tc.NT)[:, None]
        writer_col = k.after_col[:, a]
        other = np.broadcast_to(COLUMN_SCORE[b][None, :], total.shape)
        passed = (other > start) & (other < total) & ~k.reach[:, a]
        i, j = tc.score_indices(other), tc.score_indices(total)
        new_writer = self.writer[i, j]
        new_other = self.victim[i, j]
        writer_col = np.where(passed, columns_of(new_writer, np.True_), writer_col)
        other_col = np.where(passed, columns_of(new_other, COLUMN_OPENED[b][None, :]),
                             np.broadcast_to(b[None, :], total.shape))
        return writer_col, other_col

    def ends(self, a: np.ndarray, b: np.ndarray, win: np.ndarray) -> TurnEnds:
        """The turn of the mover at column a against b, valued by the table ``win``."""
        k = self.kernel
        writer_col, other_col = self.after_write(a, b)
        banked = np.where(k.reach[:, a], 1.0, 1.0 - win[other_col, writer_col])
        return TurnEnds(miss=1.0 - win[b, a], zero=1.0 - win[b, k.zero_col[a]],
                        banked=banked, bank_ok=k.bank_ok[:, :, a],
                        room=np.minimum(k.room[a], tc.NT - 1))


def race_start(race: Race) -> np.ndarray:
    """A first guess: two independent solitaire players, the mover throwing first."""
    s = race.survive
    finish = s[:-1] - s[1:]
    # W[a, b] = sum_r P(T_a = r) P(T_b > r - 1)
    won: np.ndarray = np.clip(finish.T @ s[:-1], 0.0, 1.0)
    return won


def solve(rules: Rules, race: Race, tolerance: float = 2e-5, passes: int = 40,
          report: bool = False) -> np.ndarray:
    """The two-player table of these rules (float64, COLUMNS x COLUMNS), from the race of
    two solitaire players as first guess, until a whole pass changes no value by more than
    ``tolerance``."""
    model = DuelModel(rules)
    win = race_start(race)
    # how much each turn's value moves with a miss's value; secant steps refine it
    slope = np.broadcast_to(race.stay[:, None], win.shape).copy()
    a_grid, b_grid = np.meshgrid(np.arange(COLUMNS), np.arange(COLUMNS), indexing="ij")
    sums = (COLUMN_SCORE[a_grid] + COLUMN_SCORE[b_grid]).ravel()
    a_all, b_all = a_grid.ravel(), b_grid.ravel()
    order = sorted(set(sums.tolist()), reverse=True)
    blocks = [np.flatnonzero(sums == s) for s in order]
    for sweep in range(passes):
        start = time.perf_counter()
        before = win.copy()
        runs = 0
        for idx in blocks:
            a, b = a_all[idx], b_all[idx]
            partner = np.searchsorted(idx, b * COLUMNS + a)
            s = slope[a, b]
            x = 1.0 - win[b, a]
            f = solve_turn(model.ends(a, b, win), np.float32).start
            runs += 1
            for _ in range(30):
                c = f + s * (1.0 - x)
                den = 1.0 - s * s[partner]
                # where neither player can ever write, a plain step (the pair stays put)
                steady = den < 1e-9
                new = np.where(steady, f, (c - s * c[partner]) / np.where(steady, 1.0, den))
                new = np.clip(new, 0.0, 1.0)
                change = float(np.max(np.abs(new - win[a, b])))
                win[a, b] = new
                if change < tolerance / 10:
                    break
                x_new = 1.0 - win[b, a]
                f_new = solve_turn(model.ends(a, b, win), np.float32).start
                runs += 1
                dx = x_new - x
                moved = np.abs(dx) > 1e-6
                s = np.where(moved, np.clip((f_new - f) / np.where(moved, dx, 1.0), 0.0, 1.0),
                             s)
                x, f = x_new, f_new
            slope[a, b] = s
        change = float(np.max(np.abs(win - before)))
        if report:
            print(f"pass {sweep}: largest change {change:.2e}, {runs} runs, "
                  f"{time.perf_counter() - start:.0f} s, first mover at 0-0 wins "
                  f"{win[tc.NU - 1, tc.NU - 1]:.5f}", flush=True)
        if change < tolerance:
            break
    return win


def folders() -> tuple[Path, ...]:
    from kosci_gui.resources import resource_path

    return (resource_path("tables"), tables.cache_dir())


@cache
def duel_for(rules: Rules) -> np.ndarray | None:
    """The shipped or cached two-player table of these options, or None (never built here:
    a build takes many minutes; ``python -m kosci_gui.ai.thousand_duel`` makes one)."""
    for shipped, folder in zip((True, False), folders(), strict=True):
        win = tables.load_or_none(folder / file_name(rules), shipped)
        if win is not None:
            return win.astype(np.float64)
    return None


def main(argv: list[str] | None = None) -> int:
    """Build two-player tables: ``python -m kosci_gui.ai.thousand_duel [PRESET...]``."""
    import argparse

    from kosci_gui.engine.games import THOUSAND
    from kosci_gui.engine.rules import THOUSAND_PRESETS

    from .thousand_ai import table_for

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("presets", nargs="*", default=list(THOUSAND_PRESETS))
    parser.add_argument("--out", type=Path, default=folders()[0])
    parser.add_argument("--passes", type=int, default=40)
    args = parser.parse_args(argv)
    for preset in args.presets:
        rules = THOUSAND.rules({"preset": preset})
        start = time.perf_counter()
        win = solve(rules, Race(table_for(rules)), passes=args.passes, report=True)
        path = tables.save_array(args.out / file_name(rules),
                                 win.astype(np.float32))
        first = win[tc.NU - 1, tc.NU - 1]
        print(f"{preset}: built in {time.perf_counter() - start:.0f} s; the first mover wins "
              f"{first:.4f} from 0-0 -> {path}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
