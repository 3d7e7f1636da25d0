"""Thousand, solitaire: value iteration for reaching exactly 1000 in the fewest turns.

Position at the start of a turn: own score s (multiples of 5, from ``S_MIN`` to 995) and
whether the player has opened.  Inside a turn: points gathered t and dice in hand n (0 = all
five set aside, "hot dice").  Values are minus the expected number of turns still to play
after the current one, so larger is better everywhere.

One sweep evaluates every turn of every start position at once (a vector over positions),
t from high to low; sweeps repeat until the expected turns settle.  The preset's opening,
3-dice rule, pits, 900 relief, zero-throw penalty and exact-1000 rule are all in it (the
three-misses penalty and everything about other players are not: see ``thousand_ai``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import factorial
from pathlib import Path

import numpy as np

from kosci_gui.engine.rules import Rules
from kosci_gui.engine.thousand import scoring_selections

from .tables import QUICK, DamagedTable, load_or_none, save_array

GOAL = 1000
S_MIN = -250
STEP = 5
NS = (GOAL - S_MIN) // STEP          # start scores S_MIN .. 995
NU = -S_MIN // STEP + 1              # unopened start scores S_MIN .. 0
NT = (GOAL - S_MIN) // STEP + 1      # turn points 0 .. GOAL - S_MIN
PAD = 400 // STEP + 1                # the biggest single set-aside is 400 (five 1s)
NEG = -1e9
MAX_TURNS = 1000.0


@dataclass(frozen=True)
class Throws:
    """Every outcome of throwing m dice with its scoring selections, flattened into pairs."""

    prob: np.ndarray        # probability of each outcome that has a selection
    starts: np.ndarray      # first pair of each such outcome
    points: np.ndarray      # points of each pair, in steps of 5
    left: np.ndarray        # dice left in hand after the pair's set-aside
    none: float             # probability that nothing scores


@cache
def throws(m: int) -> Throws:
    prob, starts, points, left = [], [], [], []
    none = 0.0
    for outcome in combinations_with_replacement(range(1, 7), m):
        p = factorial(m) / np.prod([factorial(outcome.count(f)) for f in set(outcome)]) / 6**m
        sels = scoring_selections(outcome)
        if not sels:
            none += p
            continue
        prob.append(p)
        starts.append(len(points))
        for sel, value in sels:
            points.append(value // STEP)
            left.append(m - len(sel))
    return Throws(np.array(prob), np.array(starts, dtype=np.intp),
                  np.array(points, dtype=np.intp), np.array(left, dtype=np.intp), none)


@dataclass(frozen=True)
class Params:
    """The rule options the solitaire value depends on."""

    opening: int
    three_dice: bool
    zero_roll_penalty: int
    pits: tuple[tuple[int, int], ...]
    relief_900: bool
    win: str

    @classmethod
    def of(cls, rules: Rules) -> Params:
        return cls(rules["opening"], rules["three_dice"], rules["zero_roll_penalty"],
                   tuple(tuple(p) for p in rules["pits"]), rules["relief_900"], rules["win"])

    @property
    def key(self) -> str:
        pits = "_".join(f"{a}-{b}" for a, b in self.pits) or "none"
        return (f"thousand-o{self.opening}-{'3d' if self.three_dice else 'any'}"
                f"-z{self.zero_roll_penalty}-p{pits}-{'r' if self.relief_900 else 'n'}"
                f"-{self.win}")


def score_index(score: int) -> int:
    """Index of a start score (clamped to the table's range)."""
    return (min(max(score, S_MIN), GOAL - STEP) - S_MIN) // STEP


def table_paths(params: Params, folder: Path) -> tuple[Path, Path]:
    """The two files of a solved rule set: expected turns, and throw values."""
    return folder / f"{params.key}-turns.table", folder / f"{params.key}-roll.table"


def save(solitaire: Solitaire, folder: Path, preset: int = QUICK) -> None:
    turns, roll = table_paths(solitaire.params, folder)
    save_array(turns, solitaire.turns.astype(np.float32), preset=preset)
    save_array(roll, solitaire.roll.astype(np.float32), preset=preset)


def load_from(params: Params, folder: Path, shipped: bool = False) -> Solitaire | None:
    """The solved table in ``folder``; None when it is not there, or is damaged and not
    ``shipped`` (then it is to be solved again).  A damaged shipped table raises
    :class:`~kosci_gui.ai.tables.DamagedTable`."""
    paths = table_paths(params, folder)
    turns, roll = (load_or_none(path, shipped) for path in paths)
    if turns is None or roll is None:
        return None
    for path, array, shape in zip(paths, (turns, roll), ((NU + NS,), (NT, 5, NU + NS)),
                                  strict=True):
        if array.shape != shape:
            if shipped:
                raise DamagedTable(path, f"shape {array.shape}, expected {shape}")
            return None
    return Solitaire(params, turns.astype(np.float64), roll)


def column(score: int, opened: bool) -> int:
    """Column of a start position: the unopened ones (score 0 or below: before opening a
    score can only fall) first, then the opened ones."""
    if opened:
        return NU + score_index(score)
    return min(score_index(score), NU - 1)


class Solitaire:
    """The solved solitaire game: ``turns[column]`` expected turns from the start of a turn,
    ``roll[t, m - 1, column]`` the value of throwing m dice with t points gathered."""

    def __init__(self, params: Params, turns: np.ndarray, roll: np.ndarray) -> None:
        self.params = params
        self.turns = turns
        self.roll = roll

    def expected_turns(self, score: int, opened: bool) -> float:
        return float(self.turns[column(score, opened)])

    def after_bank(self, total: int) -> float:
        """Value (minus expected turns) of a write reaching ``total``."""
        if total >= GOAL:
            return 0.0
        return -self.expected_turns(total, True)

    def miss(self, score: int, opened: bool) -> float:
        return -self.expected_turns(score, opened)

    def throw(self, score: int, opened: bool, points: int, in_hand: int) -> float:
        """Value of throwing the dice in hand (all five after hot dice)."""
        m = in_hand or 5
        return float(self.roll[points // STEP, m - 1, column(score, opened)])

    def can_bank(self, score: int, opened: bool, points: int, in_hand: int) -> bool:
        return bool(_bank_ok(self.params, np.array([score]), np.array([opened]), points,
                             in_hand)[0])

    def chosen(self, score: int, opened: bool, points: int, in_hand: int) -> float:
        """Value of the best of write / pass / throw again with these points and dice."""
        best = max(self.miss(score, opened), self.throw(score, opened, points, in_hand))
        if self.can_bank(score, opened, points, in_hand):
            best = max(best, self.after_bank(score + points))
        return best


def _bank_ok(p: Params, score: np.ndarray, opened: np.ndarray, t: int, n: int) -> np.ndarray:
    ok = np.full(score.shape, t > 0)
    if p.three_dice and n >= 3:  # fewer than 3 of the current five set aside
        ok &= p.relief_900 & (score >= 900)
    ok &= opened | (t >= p.opening)
    for low, high in p.pits:
        ok &= ~((score >= low) & (score < high) & (score + t < high))
    if p.win == "exact":
        ok &= score + t <= GOAL
    return ok


class _Kernel:
    """One evaluation of the turns of every start position, given the expected turns of
    every position (``turns``, one per column)."""

    def __init__(self, params: Params) -> None:
        self.params = params
        scores = np.concatenate([S_MIN + STEP * np.arange(NU), S_MIN + STEP * np.arange(NS)])
        opened = np.arange(scores.shape[0]) >= NU
        self.k_all = scores.shape[0]
        exact = params.win == "exact"
        room = (GOAL - scores) // STEP if exact else np.full(self.k_all, NT - 1)
        done_at = (GOAL - scores) // STEP
        low = np.maximum(scores - params.zero_roll_penalty, S_MIN)
        self.zero_col = np.where(opened, NU, 0) + (low - S_MIN) // STEP
        self.bank_ok = np.zeros((NT, 5, self.k_all), dtype=bool)
        for t in range(NT):
            for n in range(5):
                self.bank_ok[t, n] = _bank_ok(params, scores, opened, t * STEP, n)
        tt = np.arange(NT)[:, None]
        self.beyond = tt > room[None, :]
        self.reach = tt >= done_at[None, :]
        after = np.minimum(scores[None, :] + tt * STEP, GOAL - STEP)
        self.after_col = NU + (after - S_MIN) // STEP
        self.room = room
        self.scores = scores
        self.throws = [throws(m) for m in range(1, 6)]

    def run(self, cols: np.ndarray, turns: np.ndarray, miss_shift: float = 0.0
            ) -> tuple[np.ndarray, np.ndarray]:
        """(start values, roll table) of the columns ``cols``; ``miss_shift`` moves only the
        value of a miss (to measure how each turn's value depends on it)."""
        kc = cols.shape[0]
        miss = -(turns[cols] + miss_shift)
        banked = np.where(self.reach[:, cols], 0.0, -turns[self.after_col[:, cols]])
        bank_ok = self.bank_ok[:, :, cols]
        beyond = self.beyond[:, cols]
        chosen = np.full((NT + PAD, 5, kc), NEG)
        roll = np.zeros((NT, 5, kc))
        top = int(np.max(self.room[cols]))
        for t in range(min(top, NT - 1), -1, -1):
            for m in range(1, 6):
                th = self.throws[m - 1]
                gathered = chosen[t + th.points, th.left]
                best = np.maximum.reduceat(gathered, th.starts, axis=0)
                best = np.where(best <= NEG / 2, miss[None, :], best)
                roll[t, m - 1] = th.prob @ best + th.none * miss
            if t == 0:
                break
            for n in range(5):
                value = np.maximum(miss, roll[t, (n or 5) - 1])
                value = np.where(bank_ok[t, n], np.maximum(value, banked[t]), value)
                chosen[t, n] = np.where(beyond[t], NEG, value)
        self_zero = self.zero_col[cols] == cols
        zero = -turns[self.zero_col[cols]] - miss_shift * self_zero
        start = roll[0, 4] + self.throws[4].none * (zero - miss)
        return start, roll


def solve(params: Params, tolerance: float = 2e-4, block: int = GOAL - S_MIN + STEP,
          passes: int = 2, report: bool = False) -> Solitaire:
    """Expected turns of every start position, then the throw values of every turn.

    In a block of start scores, each step is a Newton step on every position's own miss
    value (a turn's value is a convex, piecewise linear function of it) with the other
    positions held, repeated until the block settles.  Blocks go from the top down (a write
    only moves a score up) and passes repeat for the zero-throw penalty, which links a score
    to a lower one.  Measured: one block over all scores converges quickest (about 120 steps
    to 1e-4); smaller blocks settle slowly in the pits, where a miss is likely and the
    zero-throw link weighs the most."""
    kernel = _Kernel(params)
    scores = kernel.scores
    turns = np.maximum(1.0, (GOAL - scores) / 15.0)
    for sweep in range(passes):
        before = turns.copy()
        for hi in range(GOAL, S_MIN, -block):
            cols = np.flatnonzero((scores < hi) & (scores >= hi - block))
            for _ in range(200):
                x0 = turns[cols]
                f0 = 1.0 - kernel.run(cols, turns)[0]
                f1 = 1.0 - kernel.run(cols, turns, 1.0)[0]
                slope = np.clip(f1 - f0, 0.0, 1.0 - 1e-9)
                x = np.clip((f0 - slope * x0) / (1.0 - slope), 1.0, MAX_TURNS)
                turns[cols] = x
                if np.max(np.abs(x - x0)) < tolerance:
                    break
        change = float(np.max(np.abs(turns - before)))
        if report:
            print(f"pass {sweep}: change {change:.2e}")
        if change < tolerance:
            break
    _, roll = kernel.run(np.arange(kernel.k_all), turns)
    return Solitaire(params, turns, roll)


def main(argv: list[str] | None = None) -> int:
    """Build the shipped Thousand tables: ``python -m kosci_gui.ai.thousand_solver [PRESET...]``."""
    import argparse
    import time

    from kosci_gui.engine.rules import THOUSAND_PRESETS, make_rules
    from kosci_gui.resources import resource_path

    from .tables import SMALLEST

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("presets", nargs="*", default=list(THOUSAND_PRESETS))
    parser.add_argument("--out", type=Path, default=resource_path("tables"))
    args = parser.parse_args(argv)
    for preset in args.presets:
        params = Params.of(make_rules("thousand", {"preset": preset}))
        start = time.perf_counter()
        sol = solve(params)
        save(sol, args.out, preset=SMALLEST)
        print(f"{preset}: built in {time.perf_counter() - start:.0f} s, expected turns from 0: "
              f"{sol.expected_turns(0, False):.3f} -> {params.key}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
