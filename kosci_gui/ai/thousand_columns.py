"""Thousand's solitaire positions and throws: the columns every table is laid out by.

A start position is a column: own score s (multiples of 5, from ``S_MIN`` to 995) and
whether the player has opened.  Inside a turn: points gathered t (in steps of 5) and dice in
hand.  :class:`Throws` groups every throw of m dice by what it offers; :class:`Params` are
the rule options the values depend on; :func:`bank_ok` says who may write.  The solver
(:mod:`thousand_solver`), its passes (:mod:`thousand_kernel`) and the two-player and race
models all index their tables by these.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

import numpy as np

from kosci_gui.engine.rules import Rules
from kosci_gui.engine.thousand_rules import GOAL
from kosci_gui.engine.thousand_scoring import scoring_selections

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
        return int(self.options.shape[1]) - 1

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


def score_indices(scores: np.ndarray) -> np.ndarray:
    """Vectorised :func:`score_index`."""
    index: np.ndarray = (np.clip(scores, S_MIN, GOAL - STEP) - S_MIN) // STEP
    return index


def column(score: int, opened: bool) -> int:
    """Column of a start position: the unopened ones (score 0 or below: before opening a
    score can only fall) first, then the opened ones."""
    if opened:
        return NU + score_index(score)
    return min(score_index(score), NU - 1)


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
