"""Chances to win in the Kości family (classic, full, triple).

A player's final score is modelled from their card at the start of a turn as normal, with the
mean and standard deviation of the points still to come under solitaire-optimal play (the
value table and ``score_moments``' spread table); a finished card is its exact total.  Triple
adds its three columns as if independent (weights w: mean Σ w m, variance Σ w² s²).  The chance
to win is P(my final > every other's), draws shared, on the whole-point grid.

Inside the mover's own turn nothing is approximated: every write is valued by the chance to
win from the card it leaves (:meth:`KosciWinModel.write_chances`), and holds by the keep
recursion of the solver run on those chances instead of points.  So the last turn of a game is
exact against the others' finished cards.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from kosci_gui.engine.kosci import Card, box_options
from kosci_gui.engine.rules import Rules
from kosci_gui.engine.scoring import UPPER, UPPER_BONUS, YAHTZEE_SCORE

from . import score_moments, solver
from .kosci_ai import CardValuer, column_state

#: Gauss-Legendre nodes and weights on [0, 1], exact for polynomials of degree 5 (six players).
_GL_NODES = 0.5 + 0.5 * np.array([-0.7745966692414834, 0.0, 0.7745966692414834])
_GL_WEIGHTS = 0.5 * np.array([5 / 9, 8 / 9, 5 / 9])
#: How far (in standard deviations) a normal model's grid reaches.
REACH = 8.0


def normal_cdf(x: np.ndarray) -> np.ndarray:
    """The standard normal distribution function (Abramowitz & Stegun 7.1.26 for erf:
    absolute error below 1.5e-7)."""
    x = np.asarray(x, dtype=np.float64)
    z = np.abs(x) / np.sqrt(2.0)
    t = 1.0 / (1.0 + 0.3275911 * z)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (
        -1.453152027 + t * 1.061405429))))
    erf = 1.0 - poly * np.exp(-z * z)
    return 0.5 * (1.0 + np.sign(x) * erf)


@dataclass(frozen=True)
class Final:
    """A player's final score: normal with this mean and spread (a whole total when sd = 0)."""

    mean: float
    sd: float


def duel_chance(mean: np.ndarray, sd: np.ndarray, other: Final) -> np.ndarray:
    """The chance that a final ~ (mean, sd) beats ``other``, a draw counting half.

    On whole points, with the continuity correction a draw's half makes exact: for integer
    differences, P(D > 0) + P(D = 0) / 2 is the normal's P(D > 0)."""
    diff = np.asarray(mean, dtype=np.float64) - other.mean
    spread = np.sqrt(np.asarray(sd, dtype=np.float64) ** 2 + other.sd ** 2)
    exact = np.where(np.abs(diff) < 1e-9, 0.5, (diff > 0).astype(np.float64))
    safe = np.where(spread > 0, spread, 1.0)
    return np.where(spread > 0, normal_cdf(diff / safe), exact)


def _grid(finals: list[Final]) -> np.ndarray:
    low = min(f.mean - REACH * f.sd for f in finals)
    high = max(f.mean + REACH * f.sd for f in finals)
    return np.arange(np.floor(low) - 1, np.ceil(high) + 2)


def _pmf(final: Final, grid: np.ndarray) -> np.ndarray:
    if final.sd <= 0:
        out = np.zeros(grid.shape)
        out[round(float(final.mean - grid[0]))] = 1.0
        return out
    cdf = normal_cdf((grid + 0.5 - final.mean) / final.sd)
    out = np.diff(np.concatenate([[0.0], cdf]))
    return out / out.sum()


def beaten_by(others: list[Final], grid: np.ndarray) -> np.ndarray:
    """For each score x of the grid: the share of the win that x takes against ``others``
    (each below x, or level and sharing): E[1 / (1 + number level) · 1{none above}]."""
    if not others:
        return np.ones(grid.shape)
    factors = []
    for f in others:
        p = _pmf(f, grid)
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


def field_chances(finals: list[Final]) -> list[float]:
    """Each player's chance to win (draws shared); sums to 1."""
    if len(finals) == 1:
        return [1.0]
    if len(finals) == 2:
        p = float(duel_chance(np.array(finals[0].mean), np.array(finals[0].sd), finals[1]))
        return [p, 1.0 - p]
    grid = _grid(finals)
    out = [float(_pmf(f, grid) @ beaten_by(finals[:i] + finals[i + 1:], grid))
           for i, f in enumerate(finals)]
    total = sum(out)
    return [p / total for p in out]


def chance_against(mean: np.ndarray, sd: np.ndarray, others: list[Final]) -> np.ndarray:
    """The mover's chance to win for every candidate final (mean, sd) against ``others``."""
    mean = np.asarray(mean, dtype=np.float64)
    sd = np.asarray(sd, dtype=np.float64)
    if len(others) == 1:
        return duel_chance(mean, sd, others[0])
    pairs, inverse = np.unique(np.stack([mean.ravel(), sd.ravel()]), axis=1,
                               return_inverse=True)
    finals = [Final(float(m), float(s)) for m, s in pairs.T]
    widest = float(pairs[1].max())
    grid = _grid([*others, Final(float(pairs[0].min()), widest),
                  Final(float(pairs[0].max()), widest)])
    share = beaten_by(others, grid)
    values = np.array([_pmf(f, grid) @ share for f in finals])
    return values[inverse.ravel()].reshape(mean.shape)


class KosciWinModel:
    """Final-score models of cards and the win chance of every write of the mover."""

    def __init__(self, rules: Rules, valuer: CardValuer | None = None) -> None:
        self.rules = rules
        self.valuer = valuer if valuer is not None else CardValuer(rules)
        self.model = self.valuer.model
        self.sd = score_moments.load(self.model)
        self.sd_flat = self.sd.reshape(-1)
        self.mu_flat = self.valuer.values.reshape(-1)
        self.ev = self.valuer.evaluator

    def final(self, card: Card) -> Final:
        """The final-score model of a card at the start of a turn."""
        mean, var = float(card.total()), 0.0
        for c, w in enumerate(card.weights):
            state = column_state(self.model, card, c)
            i = self.ev._index(np.array(state.mask), np.array(state.yz), np.array(state.upper))
            mean += w * float(self.mu_flat[i])
            var += w * w * float(self.sd_flat[i]) ** 2
        return Final(mean, float(np.sqrt(var)))

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
                gain = np.where(solver.IS_FIVE, YAHTZEE_SCORE, 0)
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
            if o.box == "yahtzee":
                yz = 2 if o.points == YAHTZEE_SCORE else 1
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
        weights = card.weights
        cols = []
        for c, w in enumerate(weights):
            state = column_state(self.model, card, c)
            i = int(self.ev._index(state.mask, state.yz, state.upper))
            cols.append((w, float(self.mu_flat[i]), float(self.sd_flat[i]) ** 2))
        base_mean = card.total() + sum(w * mu for w, mu, _ in cols)
        base_var = sum(w * w * var for w, _, var in cols)
        means, sds, five = [], [], []
        for c, (w, mu, var) in enumerate(cols):
            rest_mean = base_mean - w * mu
            rest_var = base_var - w * w * var
            for _box, gain, after in self._column_writes(card, c, mult):
                means.append(rest_mean + w * (gain + self.mu_flat[after]))
                sds.append(np.sqrt(np.maximum(rest_var + w * w * self.sd_flat[after] ** 2,
                                              0.0)))
            if self.model.kind == "classic":
                for f in range(1, 7):
                    for _box, g, after, allowed in self._five_writes(card, c, f):
                        if allowed:
                            five.append((f, rest_mean + g + w * self.mu_flat[after],
                                         np.sqrt(max(rest_var + w * w * self.sd_flat[after]
                                                     ** 2, 0.0))))
        chances = chance_against(np.array(means), np.array(sds), others)
        best = chances.max(axis=0)
        if self.model.kind == "classic":
            rows = solver.FIVE_ROWS
            best[rows] = -1.0
            if five:
                faces = np.array([f for f, _, _ in five])
                c5 = chance_against(np.array([m for _, m, _ in five]),
                                    np.array([s for _, _, s in five]), others)
                np.maximum.at(best, rows[faces - 1], c5)
        return best
