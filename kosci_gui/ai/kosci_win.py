"""Chances to win in the Kości family (classic, full, triple).

A player's final score is modelled from their card at the start of a turn by the first four
cumulants of the points still to come under solitaire-optimal play (the value table and
``score_moments``' shape tables); a finished card is its exact total.  Triple adds its three
columns as if independent (weights w: the r-th cumulant is Σ w^r κ_r).  The chance to win is
P(my final > every other's), draws shared, on whole points.  Against one opponent it is read
from the cumulants of the difference with a Gram–Charlier expansion (skewness and excess
kurtosis, held inside the region where the density stays positive); against several, from
each player's own expansion on the grid of scores.  The normal distribution alone was
under-confident by up to 5 percentage points: the final score is skewed and heavy-tailed
(five-of-a-kind bonuses).  Near the end (one-column games) the distributions are exact
instead (``kosci_tail``): a card with at most two open boxes, the others' cards up to four, the
mover's writes up to three; then the chance is computed on the grid of whole scores.

Inside the mover's own turn nothing is approximated: every write is valued by the chance to
win from the card it leaves (:meth:`KosciWinModel.write_chances`), and holds by the keep
recursion of the solver run on those chances instead of points.  So the last turn of a game is
exact against the others' finished cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

from kosci_gui.engine.card import Card, box_options
from kosci_gui.engine.rules import Rules
from kosci_gui.engine.scoring import UPPER, UPPER_BONUS

from . import score_moments, solver
from .kosci_ai import CardValuer, column_state
from .kosci_tail import LENGTH, TAIL_BOXES, Tail, tail_for

#: Gauss-Legendre nodes and weights on [0, 1], exact for polynomials of degree 5 (six players).
_GL_NODES = 0.5 + 0.5 * np.array([-0.7745966692414834, 0.0, 0.7745966692414834])
_GL_WEIGHTS = 0.5 * np.array([5 / 9, 8 / 9, 5 / 9])
#: How far (in standard deviations) a player's grid reaches.
REACH = 9.0
#: The Gram–Charlier density is positive only for excess kurtosis in [0, 4].
KURT_MAX = 4.0
#: The mover's writes are valued with exact distributions when they leave at most this many
#: open boxes (the distributions beyond the tail's table are worked out for the turn).
EXACT_WRITES = 3


def normal_cdf(x: np.ndarray) -> np.ndarray:
    """The standard normal distribution function (Abramowitz & Stegun 7.1.26 for erf:
    absolute error below 1.5e-7)."""
    x = np.asarray(x, dtype=np.float64)
    z = np.abs(x) / np.sqrt(2.0)
    t = 1.0 / (1.0 + 0.3275911 * z)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (
        -1.453152027 + t * 1.061405429))))
    erf = 1.0 - poly * np.exp(-z * z)
    out: np.ndarray = 0.5 * (1.0 + np.sign(x) * erf)
    return out


@cache
def _frontier() -> tuple[np.ndarray, np.ndarray]:
    """For excess kurtosis k in [0, 4]: the largest |skewness| for which the Gram–Charlier
    density 1 + s He3/6 + k He4/24 (times the normal's) stays non-negative everywhere."""
    z = np.linspace(-12.0, 12.0, 2401)
    he3, he4 = z ** 3 - 3 * z, z ** 4 - 6 * z * z + 3
    kurts = np.linspace(0.0, KURT_MAX, 41)
    limits = []
    for k in kurts:
        low, high = 0.0, 2.0
        for _ in range(30):
            mid = (low + high) / 2
            if np.all(1 + mid / 6 * he3 + k / 24 * he4 >= 0):
                low = mid
            else:
                high = mid
        limits.append(low)
    return kurts, np.array(limits)


def shape_cdf(z: np.ndarray, skew: np.ndarray | float, kurt: np.ndarray | float
              ) -> np.ndarray:
    """P(Z <= z) of a standardised variable with this skewness and excess kurtosis, by the
    Gram–Charlier expansion with both held inside its positivity region (so it is a true
    distribution function: non-decreasing, in [0, 1])."""
    kurts, limits = _frontier()
    k = np.clip(kurt, 0.0, KURT_MAX)
    limit = np.interp(k, kurts, limits)
    s = np.clip(skew, -limit, limit)
    density = np.exp(-z * z / 2) / np.sqrt(2 * np.pi)
    out = normal_cdf(z) - density * (s / 6 * (z * z - 1) + k / 24 * (z ** 3 - 3 * z))
    clipped: np.ndarray = np.clip(out, 0.0, 1.0)
    return clipped


@dataclass(frozen=True)
class Final:
    """A player's final score by its cumulants: mean, variance, third and fourth (a whole
    total when the variance is 0).  ``exact`` = (total so far, position): the distribution
    is known exactly, the total plus the tail's distribution of that position (flat index)."""

    mean: float
    var: float = 0.0
    k3: float = 0.0
    k4: float = 0.0
    exact: tuple[int, int] | None = None

    @property
    def sd(self) -> float:
        return float(np.sqrt(self.var))


Cumulants = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]


def _final_of(col: np.ndarray) -> Final:
    """A final from one column of (mean, variance, third, fourth cumulant) rows."""
    return Final(float(col[0]), float(col[1]), float(col[2]), float(col[3]))


def duel_chance(mine: Cumulants, other: Final) -> np.ndarray:
    """The chance that finals with cumulants ``mine`` (arrays) beat ``other``, a draw
    counting half.  On whole points with the continuity correction: for integer differences
    D, P(D > 0) + P(D = 0) / 2 is the smooth approximation's P(D > 0)."""
    mean, var, k3, k4 = (np.asarray(a, dtype=np.float64) for a in mine)
    diff = mean - other.mean
    v = var + other.var
    exact = np.where(np.abs(diff) < 1e-9, 0.5, (diff > 0).astype(np.float64))
    certain = v <= 1e-9
    safe = np.where(certain, 1.0, v)
    sd = np.sqrt(safe)
    skew = (k3 - other.k3) / safe ** 1.5
    kurt = (k4 + other.k4) / (safe * safe)
    return np.where(certain, exact, 1.0 - shape_cdf(-diff / sd, skew, kurt))


def _reach(final: Final) -> tuple[float, float]:
    if final.exact is not None:
        return float(final.exact[0]), float(final.exact[0] + LENGTH)
    return final.mean - REACH * final.sd, final.mean + REACH * final.sd


def _grid(finals: list[Final]) -> np.ndarray:
    low = min(_reach(f)[0] for f in finals)
    high = max(_reach(f)[1] for f in finals)
    return np.arange(np.floor(low) - 1, np.ceil(high) + 2)


def _pmf(final: Final, grid: np.ndarray, tail: Tail | None = None) -> np.ndarray:
    if final.exact is not None and tail is not None:
        total, index = final.exact
        dist = tail.distribution(index)
        assert dist is not None
        out = np.zeros(grid.shape)
        start = round(float(total - grid[0]))
        out[start:start + LENGTH] = dist
        return out
    if final.var <= 1e-9:
        out = np.zeros(grid.shape)
        out[round(float(final.mean - grid[0]))] = 1.0
        return out
    sd = final.sd
    cdf = shape_cdf((grid + 0.5 - final.mean) / sd, final.k3 / sd ** 3, final.k4 / sd ** 4)
    out = np.diff(np.concatenate([[0.0], cdf]))
    pmf: np.ndarray = out / out.sum()
    return pmf


def beaten_by(others: list[Final], grid: np.ndarray, tail: Tail | None = None) -> np.ndarray:
    """For each score x of the grid: the share of the win that x takes against ``others``
    (each below x, or level and sharing): E[1 / (1 + number level) · 1{none above}]."""
    if not others:
        return np.ones(grid.shape)
    factors = []
    for f in others:
        p = _pmf(f, grid, tail)
        below = np.cumsum(p) - p
        factors.append((below, p))
    total = np.zeros(grid.shape)
    # ∫0^1 Π (below + level · z) dz: 1/(1 + k) for k level, by Gauss-Legendre (exact here)
    for z, w in zip(_GL_NODES, _GL_WEIGHTS, strict=True):
        prod = np.ones(grid.shape)
        for below, level in factors:
            prod *= below + level * z
        total += w * prod
    return total


def _arrays(final: Final) -> Cumulants:
    return (np.array(final.mean), np.array(final.var), np.array(final.k3), np.array(final.k4))


def field_chances(finals: list[Final], tail: Tail | None = None) -> list[float]:
    """Each player's chance to win (draws shared); sums to 1."""
    if len(finals) == 1:
        return [1.0]
    exact = tail is not None and any(f.exact is not None for f in finals)
    if len(finals) == 2 and not exact:
        p = float(duel_chance(_arrays(finals[0]), finals[1]))
        return [p, 1.0 - p]
    grid = _grid(finals)
    out = [float(_pmf(f, grid, tail) @ beaten_by(finals[:i] + finals[i + 1:], grid, tail))
           for i, f in enumerate(finals)]
    total = sum(out)
    return [p / total for p in out]


def chance_against(mine: Cumulants, others: list[Final], tail: Tail | None = None,
                   exact: tuple[np.ndarray, np.ndarray] | None = None) -> np.ndarray:
    """The mover's chance to win for every candidate final against ``others``: cumulant
    arrays, and where ``exact`` = (totals, positions) has a position (not -1), the exact
    distribution of the tail instead."""
    known = tail is not None and (
        any(o.exact is not None for o in others)
        or (exact is not None and bool(np.any(np.asarray(exact[1]) >= 0))))
    if known:
        assert tail is not None
        return _mixed(mine, exact, others, tail)
    if len(others) == 1:
        return duel_chance(mine, others[0])
    arrays = [np.asarray(a, dtype=np.float64) for a in mine]
    shape = arrays[0].shape
    rows, inverse = np.unique(np.stack([a.ravel() for a in arrays]), axis=1,
                              return_inverse=True)
    finals = [_final_of(col) for col in rows.T]
    widest = float(np.sqrt(rows[1].max()))
    grid = _grid([*others, Final(float(rows[0].min()), widest ** 2),
                  Final(float(rows[0].max()), widest ** 2)])
    share = beaten_by(others, grid)
    values = np.array([_pmf(f, grid) @ share for f in finals])
    return values[inverse.ravel()].reshape(shape)


def _mixed(mine: Cumulants, exact: tuple[np.ndarray, np.ndarray] | None, others: list[Final],
           tail: Tail) -> np.ndarray:
    """``chance_against`` on the grid when some distribution is exact."""
    arrays = [np.asarray(a, dtype=np.float64) for a in mine]
    shape = arrays[0].shape
    flat = [a.ravel() for a in arrays]
    if exact is None:
        base, index = np.zeros(flat[0].shape, dtype=np.int64), np.full(flat[0].shape, -1)
    else:
        base = np.asarray(exact[0]).ravel().astype(np.int64)
        index = np.asarray(exact[1]).ravel().astype(np.int64)
    known = index >= 0
    bounds = [_reach(o) for o in others]
    if known.any():
        bounds.append((float(base[known].min()), float(base[known].max() + LENGTH)))
    if (~known).any():
        sd = np.sqrt(np.maximum(flat[1][~known], 0.0))
        bounds.append((float((flat[0][~known] - REACH * sd).min()),
                       float((flat[0][~known] + REACH * sd).max())))
    grid = np.arange(np.floor(min(b[0] for b in bounds)) - 1,
                     np.ceil(max(b[1] for b in bounds)) + 2)
    share = beaten_by(others, grid, tail)
    out = np.empty(flat[0].shape)
    if known.any():
        pairs, inverse = np.unique(np.stack([base[known], index[known]]), axis=1,
                                   return_inverse=True)
        values = np.empty(pairs.shape[1])
        for j, (b, i) in enumerate(pairs.T):
            start = int(b - grid[0])
            dist = tail.distribution(int(i))
            assert dist is not None
            values[j] = dist @ share[start:start + LENGTH]
        out[known] = values[inverse.ravel()]
    if (~known).any():
        rows, inverse = np.unique(np.stack([f[~known] for f in flat]), axis=1,
                                  return_inverse=True)
        values = np.array([_pmf(_final_of(col), grid) @ share for col in rows.T])
        out[~known] = values[inverse.ravel()]
    return out.reshape(shape)


class KosciWinModel:
    """Final-score models of cards and the win chance of every write of the mover."""

    def __init__(self, rules: Rules, valuer: CardValuer | None = None) -> None:
        self.rules = rules
        self.valuer = valuer if valuer is not None else CardValuer(rules)
        self.model = self.valuer.model
        sd, skew, kurt = (a.reshape(-1) for a in score_moments.load(self.model))
        self.mu_flat = self.valuer.values.reshape(-1)
        #: Cumulants 2-4 of the points still to come, per position (flat index).
        self.cum_flat = (sd * sd, skew * sd ** 3, kurt * sd ** 4)
        self.ev = self.valuer.evaluator
        #: Exact distributions near the end (a card of one column; triple's three columns
        #: keep their cumulants).
        self.tail: Tail | None = tail_for(self.model) if len(rules.kind.weights) == 1 else None

    def _cumulants(self, index: np.ndarray | int, weight: int) -> tuple[Any, ...]:
        """Mean and cumulants 2-4 of a column position's points still to come, weighted."""
        return (weight * self.mu_flat[index],
                *(weight ** r * c[index] for r, c in zip((2, 3, 4), self.cum_flat, strict=True)))

    def final(self, card: Card, depth: int = TAIL_BOXES) -> Final:
        """The final-score model of a card at the start of a turn: exact with at most
        ``depth`` open boxes (beyond the tail's table worked out on demand)."""
        total = [float(card.total()), 0.0, 0.0, 0.0]
        exact = None
        for c, w in enumerate(card.weights):
            state = column_state(self.model, card, c)
            i = int(self.ev._index(state.mask, state.yz, state.upper))
            for r, v in enumerate(self._cumulants(i, w)):
                total[r] += float(v)
            tail = self.tail
            if tail is not None and tail.covers(i, depth):
                exact = (card.total(), i)
        return Final(total[0], total[1], total[2], total[3], exact=exact)

    def field(self, finals: list[Final]) -> list[float]:
        return field_chances(finals, self.tail)

    def chances(self, finals: list[Final], others: list[Final]) -> list[float]:
        """The chance that each of ``finals`` beats ``others`` (one call for all)."""
        if not finals:
            return []
        exact = (np.array([f.exact[0] if f.exact else 0 for f in finals]),
                 np.array([f.exact[1] if f.exact else -1 for f in finals]))
        mine = (np.array([f.mean for f in finals]), np.array([f.var for f in finals]),
                np.array([f.k3 for f in finals]), np.array([f.k4 for f in finals]))
        return [float(c) for c in chance_against(mine, others, self.tail, exact)]

    def _column_writes(self, card: Card, column: int, mult: int
                       ) -> list[tuple[str, np.ndarray, np.ndarray]]:
        """Each open box of a column: (box, points gained per outcome, after-state index per
        outcome), ordinary scoring (the five-of-a-kind rows are redone from the engine)."""
        m, ev = self.model, self.ev
        state = column_state(m, card, column)
        mask, yz, u = state.mask, state.yz, state.upper
        out = []
        for b, box in enumerate(m.boxes):
            if mask >> b & 1:
                continue
            nmask = mask | 1 << b
            face = ev.upper_face[b]
            if face:
                counts = solver.FACE_COUNT[face - 1]
                s = counts * face
                nu = np.minimum(solver.CAP, u + s)
                gain = s + np.where((u < solver.CAP) & (nu >= solver.CAP), UPPER_BONUS, 0)
                after = ev._index(nmask, yz, nu)
            elif b == ev.yahtzee:
                gain = np.where(solver.IS_FIVE, m.five_points, 0)
                after = ev._index(nmask, np.where(solver.IS_FIVE, 2, 1), u)
            else:
                factor = mult if ev.mult_ok[b] else 1
                gain = ev.scores[b] * factor
                after = np.full(252, ev._index(nmask, yz, u))
            out.append((box, np.asarray(gain, dtype=np.float64), np.asarray(after)))
        return out

    def _five_writes(self, card: Card, column: int, face: int
                     ) -> list[tuple[str, float, int, bool]]:
        """The engine's options for five of a kind in one column: (box, weighted gain with the
        +100 bonus, after-state index, allowed)."""
        m, ev = self.model, self.ev
        state = column_state(m, card, column)
        weight = card.weights[column]
        out = []
        for o in box_options(self.rules, card, (face,) * 5):
            if o.column != column:
                continue
            b = m.boxes.index(o.box)
            yz, u, gain = state.yz, state.upper, float(o.points)
            if b == ev.yahtzee:
                yz = 2 if o.points == m.five_points else 1
            elif o.box in UPPER and m.upper_counted:
                u = min(solver.CAP, state.upper + o.points)
                if state.upper < solver.CAP <= state.upper + o.points:
                    gain += UPPER_BONUS
            elif o.box in UPPER:
                gain = 0.0
            out.append((o.box, weight * gain + o.bonus,
                        int(ev._index(state.mask | 1 << b, yz, u)), o.allowed))
        return out

    def write_chances(self, card: Card, others: list[Final], mult: int = 1) -> np.ndarray:
        """(252,) the mover's chance to win after the best write of each outcome."""
        base = self.final(card)
        cols = []
        for c, w in enumerate(card.weights):
            state = column_state(self.model, card, c)
            cols.append(self._cumulants(int(self.ev._index(state.mask, state.yz,
                                                            state.upper)), w))
        rows: list[list[np.ndarray]] = [[], [], [], []]
        known: list[list[np.ndarray]] = [[], []]   # totals and positions of exact ones
        five: list[tuple[int, list[float], int, int]] = []
        total = card.total()
        for c, w in enumerate(card.weights):
            rest = [b - x for b, x in zip((base.mean, base.var, base.k3, base.k4), cols[c],
                                          strict=True)]
            state = column_state(self.model, card, c)
            left = self.model.n - bin(state.mask).count("1") - 1   # open after the write
            exact = self.tail is not None and left <= EXACT_WRITES
            writes = self._column_writes(card, c, mult)
            fives = [(f, o) for f in range(1, 7) for o in self._five_writes(card, c, f)
                     if o[3]] if self.model.jokers else []
            if exact:
                assert self.tail is not None
                fives_after = np.array([o[2] for _, o in fives], dtype=np.intp)
                self.tail.prepare(np.concatenate([a for _, _, a in writes] + [fives_after]))
            for _box, gain, after in writes:
                after_c = self._cumulants(after, w)
                rows[0].append(rest[0] + w * gain + after_c[0])
                for r in range(1, 4):
                    rows[r].append(rest[r] + after_c[r])
                known[0].append(total + w * gain)
                known[1].append(after if exact else np.full(252, -1))
            for f, (_box, g, five_after, _allowed) in fives:
                after_c = self._cumulants(five_after, w)
                five.append((f, [rest[0] + g + float(after_c[0]),
                                 *(rest[r] + float(after_c[r]) for r in (1, 2, 3))],
                             round(total + g), five_after if exact else -1))
        mine: Cumulants = (np.array(rows[0]), np.array(rows[1]), np.array(rows[2]),
                           np.array(rows[3]))
        chances = chance_against(mine, others, self.tail,
                                 (np.array(known[0]), np.array(known[1])))
        best: np.ndarray = chances.max(axis=0)
        if self.model.jokers:
            five_rows = solver.FIVE_ROWS
            best[five_rows] = -1.0
            if five:
                faces = np.array([f for f, _, _, _ in five])
                values = np.array([v for _, v, _, _ in five]).T
                c5 = chance_against(tuple(values), others, self.tail,
                                    (np.array([b for *_, b, _ in five]),
                                     np.array([i for *_, i in five])))
                np.maximum.at(best, five_rows[faces - 1], c5)
        return best
