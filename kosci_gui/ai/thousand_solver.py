"""Thousand, solitaire: the fewest expected turns to reach exactly 1000, by policy iteration.

Position at the start of a turn: own score s (multiples of 5, from ``S_MIN`` to 995) and
whether the player has opened.  Inside a turn: points gathered t and dice in hand n (0 = all
five set aside, "hot dice").  Values are minus the expected number of turns still to play
after the current one, so larger is better everywhere.

Solved by policy iteration (:mod:`thousand_kernel` does the passes): a backward pass values
every turn of every start position under the current expected turns and keeps the best
decisions; a forward pass follows those decisions to where each turn ends (a miss, a
zero-throw penalty, a write to a higher score); the expected turns of that policy are then
one 301 × 301 linear solve.  Repeated until the policy no longer changes — a handful of
rounds, each exact, instead of the hundreds of value-iteration sweeps a turn's self-loop (a
miss) and the zero-throw link to a lower score would need.  The preset's opening, 3-dice
rule, pits, 900 relief, zero-throw penalty and exact-1000 rule are all in it (the
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
from kosci_gui.engine.thousand_scoring import scoring_selections

from .tables import QUICK, DamagedTable, load_or_none, save_array

GOAL = 1000
S_MIN = -250
STEP = 5
NS = (GOAL - S_MIN) // STEP          # start scores S_MIN .. 995
NU = -S_MIN // STEP + 1              # unopened start scores S_MIN .. 0
K_ALL = NU + NS                      # start positions (columns)
NT = (GOAL - S_MIN) // STEP + 1      # turn points 0 .. GOAL - S_MIN
PAD = 400 // STEP + 1                # the biggest single set-aside is 400 (five 1s)
NEG = -1e9
MAX_TURNS = 1000.0


@dataclass(frozen=True)
class Throws:
    """Every outcome of throwing m dice, grouped by what it offers: outcomes with the same
    set of (points, dice left) choices are one group (the 236 scoring outcomes of five dice
    make 60 groups), since a decision only sees those choices.  Groups come widest first, so
    the groups that have a j-th option are always a leading run of them."""

    prob: np.ndarray        # probability of each group
    options: np.ndarray     # (groups, widest + 1): destination of each option; len(dest) = none
    dest_points: np.ndarray  # the destinations: points added (in steps of 5) ...
    dest_left: np.ndarray   # ... and dice left in hand
    none: float             # probability that nothing scores

    @property
    def widest(self) -> int:
        return self.options.shape[1] - 1

    def slot(self, j: int) -> tuple[np.ndarray, np.ndarray]:
        """Points and dice left of the j-th option of every group that has one."""
        dest = self.options[:, j]
        dest = dest[dest < len(self.dest_points)]
        return self.dest_points[dest], self.dest_left[dest]


@cache
def throws(m: int) -> Throws:
    groups: dict[tuple[tuple[int, int], ...], float] = {}
    none = 0.0
    for outcome in combinations_with_replacement(range(1, 7), m):
        p = factorial(m) / np.prod([factorial(outcome.count(f)) for f in set(outcome)]) / 6**m
        sels = scoring_selections(outcome)
        if not sels:
            none += p
            continue
        key = tuple(sorted({(value // STEP, m - len(sel)) for sel, value in sels}))
        groups[key] = groups.get(key, 0.0) + p
    keys = sorted(groups, key=lambda key: (-len(key), key))
    destinations = sorted({option for key in keys for option in key})
    where = {d: i for i, d in enumerate(destinations)}
    options = np.full((len(keys), len(keys[0]) + 1), len(destinations), dtype=np.intp)
    for g, key in enumerate(keys):
        options[g, :len(key)] = [where[option] for option in key]
    return Throws(np.array([groups[k] for k in keys]), options,
                  np.array([d[0] for d in destinations], dtype=np.intp),
                  np.array([d[1] for d in destinations], dtype=np.intp), none)


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
    for path, array, shape in zip(paths, (turns, roll), ((K_ALL,), (NT, 5, K_ALL)), strict=True):
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
        return bool(bank_ok(self.params, np.array([score]), np.array([opened]), points,
                            in_hand)[0])

    def chosen(self, score: int, opened: bool, points: int, in_hand: int) -> float:
        """Value of the best of write / pass / throw again with these points and dice."""
        best = max(self.miss(score, opened), self.throw(score, opened, points, in_hand))
        if self.can_bank(score, opened, points, in_hand):
            best = max(best, self.after_bank(score + points))
        return best


def bank_ok(p: Params, score: np.ndarray, opened: np.ndarray, t: int, n: int) -> np.ndarray:
    """May a player at ``score`` write ``t`` points with ``n`` dice in hand (RULES.md §2)?"""
    ok = np.full(score.shape, t > 0)
    if p.three_dice and n >= 3:  # fewer than 3 of the current five set aside
        ok &= p.relief_900 & (score >= 900)
    ok &= opened | (t >= p.opening)
    for low, high in p.pits:
        ok &= ~((score >= low) & (score < high) & (score + t < high))
    if p.win == "exact":
        ok &= score + t <= GOAL
    return ok


def solve(params: Params, rounds: int = 30, report: bool = False) -> Solitaire:
    """Expected turns of every start position, then the throw values of every turn.

    Policy iteration from a rough guess (a turn gathers about 15 points): each round solves
    the current decisions' expected turns exactly, then takes the best decisions under those;
    it stops when the best decisions change no expected turns by 1e-9: the values are then
    those of their own best play."""
    from .thousand_kernel import Kernel  # (the kernel builds on this module's definitions)

    kernel = Kernel(params)
    policy = kernel.backward(np.maximum(1.0, (GOAL - kernel.scores) / 15.0))
    for round_ in range(rounds):
        turns = kernel.evaluate(policy)
        policy = kernel.backward(turns)
        residual = float(np.max(np.abs(policy.turns - turns)))
        if report:
            print(f"round {round_}: the best decisions change the turns by {residual:.2e}")
        if residual < 1e-9:
            break
    return Solitaire(params, turns, policy.roll)


def main(argv: list[str] | None = None) -> int:
    """Build the shipped Thousand tables: ``python -m kosci_gui.ai.thousand_solver [PRESET...]``."""
    import argparse
    import time

    from kosci_gui.engine.games import THOUSAND
    from kosci_gui.engine.rules import THOUSAND_PRESETS
    from kosci_gui.resources import resource_path

    from .tables import SMALLEST

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("presets", nargs="*", default=list(THOUSAND_PRESETS))
    parser.add_argument("--out", type=Path, default=resource_path("tables"))
    args = parser.parse_args(argv)
    for preset in args.presets:
        params = Params.of(THOUSAND.rules({"preset": preset}))
        start = time.perf_counter()
        sol = solve(params)
        seconds = time.perf_counter() - start
        save(sol, args.out, preset=SMALLEST)
        print(f"{preset}: solved in {seconds:.2f} s, expected turns from 0: "
              f"{sol.expected_turns(0, False):.4f} -> {params.key}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
