"""One Thousand turn solved for given end values: the within-turn recursion on any value.

A turn ends in a miss, a zero throw (the first throw scores nothing), or a write of t points.
Given what each ending is worth to the mover — expected turns (solitaire), a win chance from the
two-player table, or a race model's win chance — :func:`solve_turn` finds the best play of the
turn for many start positions at once (columns of numpy arrays), by the recursion of the
solitaire solver: points gathered t from high to low, every throw of 1-5 dice with its best
set-aside.  The same function builds the two-player tables and decides online for one pair.

:func:`turn_outcomes` follows the best play forwards and gives the probability of every ending.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from . import thousand_columns as tc

NT, PAD, NEG = tc.NT, tc.PAD, tc.NEG
#: ``HAND[n]``: the dice thrown from decision state n (0 = hot dice: all five again), minus 1.
HAND = np.array([4, 0, 1, 2, 3], dtype=np.intp)


@dataclass(frozen=True)
class Group:
    """The outcomes ``start:stop`` (of :class:`AllThrows`), which all have ``points.shape[1]``
    scoring set-asides: their points (steps of 5) and the dice left in hand after each."""

    start: int
    stop: int
    points: np.ndarray      # (outcomes, set-asides)
    left: np.ndarray


@dataclass(frozen=True)
class AllThrows:
    """Every throw of 1-5 dice that scores, with its set-asides, in groups of outcomes with
    as many set-asides each, so that one numpy call takes a group's best for all positions."""

    prob: np.ndarray        # per outcome: probability
    hand: np.ndarray        # per outcome: dice thrown
    groups: tuple[Group, ...]
    none: np.ndarray        # per hand size 1-5: probability that nothing scores
    points: np.ndarray      # every set-aside of every outcome, in outcome order (flat)
    left: np.ndarray
    seg: np.ndarray         # per outcome: its first set-aside in the flat lists


@cache
def all_throws() -> AllThrows:
    rows = []
    none: list[float] = []
    for m in range(1, 6):
        th = tc.throws(m)
        for g in range(th.prob.shape[0]):
            dest = th.options[g][th.options[g] < len(th.dest_points)]
            rows.append((len(dest), m, th.prob[g], th.dest_points[dest], th.dest_left[dest]))
        none.append(th.none)
    rows.sort(key=lambda r: r[0])
    groups = []
    first = 0
    while first < len(rows):
        size = rows[first][0]
        last = first
        while last < len(rows) and rows[last][0] == size:
            last += 1
        groups.append(Group(first, last, np.array([r[3] for r in rows[first:last]]),
                            np.array([r[4] for r in rows[first:last]])))
        first = last
    sizes = np.array([r[0] for r in rows])
    return AllThrows(np.array([r[2] for r in rows]), np.array([r[1] for r in rows]),
                     tuple(groups), np.array(none),
                     np.concatenate([r[3] for r in rows]), np.concatenate([r[4] for r in rows]),
                     np.concatenate([[0], np.cumsum(sizes)[:-1]]))


def best_of_throws(chosen: np.ndarray, t: int, n: int) -> np.ndarray:
    """(outcomes, n): for each scoring outcome, the value of its best set-aside with t points
    gathered before the throw (``NEG`` when every set-aside would pass the room)."""
    th = all_throws()
    if n <= 8:
        # few positions: one gather and one segmented max beat a call per group
        return np.maximum.reduceat(chosen[t + th.points, th.left, :n], th.seg, axis=0)
    out = np.empty((th.prob.shape[0], n), dtype=chosen.dtype)
    for g in th.groups:
        out[g.start:g.stop] = chosen[t + g.points, g.left, :n].max(axis=1)
    return out


@dataclass
class TurnEnds:
    """What each ending of the turn is worth, for K start positions.

    ``banked[t]`` is the value of writing with t points gathered (used only where
    ``bank_ok[t, n]``: n = dice in hand); ``room`` the most points (in steps of 5) that may be
    gathered (exact 1000), ``NT - 1`` without a limit."""

    miss: np.ndarray        # (K,)
    zero: np.ndarray        # (K,)
    banked: np.ndarray      # (NT, K)
    bank_ok: np.ndarray     # (NT, 5, K) bool
    room: np.ndarray        # (K,) int


@dataclass
class TurnValues:
    """The solved turn: ``roll[t, m - 1]`` the value of throwing m dice with t points,
    ``chosen[t, n]`` the value of the best of write / pass / throw with t points and n dice
    in hand, ``start`` the value before the first throw."""

    start: np.ndarray
    roll: np.ndarray
    chosen: np.ndarray


def solve_turn(ends: TurnEnds, dtype: type = np.float64) -> TurnValues:
    """Best play of the turn of every position (the solitaire solver's recursion).

    Positions are taken in order of falling room, so that at t points only those that can
    still hold t points are computed; ``dtype`` float32 halves the work of a table build."""
    th = all_throws()
    k = ends.miss.shape[0]
    order = np.argsort(-ends.room, kind="stable")
    room = ends.room[order]
    miss: np.ndarray = ends.miss[order].astype(dtype)[None, :]
    banked: np.ndarray = ends.banked[:, order].astype(dtype)
    bank_ok = ends.bank_ok[:, :, order]
    chosen: np.ndarray = np.full((NT + PAD, 5, k), NEG, dtype=dtype)
    roll: np.ndarray = np.zeros((NT, 5, k), dtype=dtype)
    weights = _hand_weights(dtype)
    none: np.ndarray = th.none.astype(dtype)[:, None]
    top = int(min(room[0], NT - 1))
    # active[t]: the positions (a prefix, by the order above) whose room reaches t
    active = np.searchsorted(-room, -np.arange(NT + 1), side="right")
    for t in range(top, -1, -1):
        n = active[t]
        best = best_of_throws(chosen, t, n)
        m = miss[:, :n]
        best = np.where(best <= NEG / 2, m, best)
        roll[t, :, :n] = weights @ best + none * m
        if t == 0:
            break
        value = np.maximum(m, roll[t, HAND, :n])
        chosen[t, :, :n] = np.where(bank_ok[t, :, :n],
                                    np.maximum(value, banked[t, None, :n]), value)
    back = np.empty_like(order)
    back[order] = np.arange(k)
    roll = roll[:, :, back]
    chosen = chosen[:, :, back]
    start = roll[0, 4] + th.none[4] * (ends.zero - ends.miss)
    return TurnValues(start, roll, chosen)


@cache
def _hand_weights(dtype: type) -> np.ndarray:
    """(5, outcomes): the probability of each outcome in the row of its hand size."""
    th = all_throws()
    out: np.ndarray = np.zeros((5, th.prob.shape[0]), dtype=dtype)
    out[th.hand - 1, np.arange(th.prob.shape[0])] = th.prob
    return out


@dataclass
class TurnOutcomes:
    """Probabilities of the endings of a turn played by :func:`solve_turn`'s best play:
    ``bank[t]`` writing with t points, ``miss`` and ``zero`` (per position)."""

    bank: np.ndarray        # (NT, K)
    miss: np.ndarray        # (K,)
    zero: np.ndarray        # (K,)


def turn_outcomes(ends: TurnEnds, values: TurnValues) -> TurnOutcomes:
    """Follow the best play forwards: the chance of every way the turn can end.

    Ties go to writing, then throwing, then passing; among set-asides to the first (most
    points) of the best — the order in which the computer players list their options."""
    th = all_throws()
    k = ends.miss.shape[0]
    cols = np.arange(k)
    throw_mass = np.zeros((NT + PAD, 5, k))     # about to throw m dice with t points
    decide_mass = np.zeros((NT + PAD, 5, k))    # at a decision with t points, n in hand
    bank = np.zeros((NT, k))
    miss = np.zeros(k)
    throw_mass[0, 4] = 1.0
    for t in range(0, NT):
        if t:
            d = decide_mass[t]
            if d.any():
                roll_v = values.roll[t, HAND]
                banks = ends.bank_ok[t] & (ends.banked[t][None, :] >= np.maximum(
                    ends.miss[None, :], roll_v))
                throws = ~banks & (roll_v >= ends.miss[None, :])
                passes = ~banks & ~throws
                bank[t] += np.where(banks, d, 0.0).sum(axis=0)
                miss += np.where(passes, d, 0.0).sum(axis=0)
                throw_mass[t, HAND] += np.where(throws, d, 0.0)
        mass = throw_mass[t]
        if not mass.any():
            continue
        miss += (th.none[:, None] * mass).sum(axis=0)
        if t == 0:
            # the first throw scoring nothing is the zero throw, not a miss
            miss -= th.none[4] * mass[4]
        for g in th.groups:
            cand = values.chosen[t + g.points, g.left]          # (outcomes, set-asides, K)
            pick = np.argmax(cand, axis=1)                      # the first best
            ok = np.take_along_axis(cand, pick[:, None, :], axis=1)[:, 0] > NEG / 2
            out_mass = th.prob[g.start:g.stop, None] * mass[th.hand[g.start:g.stop] - 1]
            miss += np.where(ok, 0.0, out_mass).sum(axis=0)
            rows = np.arange(g.stop - g.start)[:, None]
            target_t = t + g.points[rows, pick]
            target_n = g.left[rows, pick]
            np.add.at(decide_mass, (target_t, target_n, np.broadcast_to(cols, pick.shape)),
                      np.where(ok, out_mass, 0.0))
    return TurnOutcomes(bank, miss, np.full(k, th.none[4]))
