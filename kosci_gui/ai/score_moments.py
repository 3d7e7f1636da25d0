"""The shape of a Kości column's final score under solitaire-optimal play: its moments.

The value table (``solver``) gives, for every start-of-turn position, the expected points
still to come.  This module finds their higher moments by the same backward induction, every
choice made as the value table makes it (best expected score; ties to the first box in card
order, writes before holds): a write of p points into a position whose points still to come
are X has moments E[(p + X)^k] = Σ C(k, j) p^(k-j) E[X^j]; a keep's are the mean over the dice
rolled, like its value.  Kept per reachable position (one byte each, see :func:`encode`): the
standard deviation, the skewness and the excess kurtosis; the win-chance model (``kosci_win``)
reads them with the mean.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import numpy as np

from kosci_gui.engine.scoring import FIVE_OF_A_KIND_BONUS, UPPER_BONUS
from kosci_gui.resources import resource_path

from . import keeps, solver, tables
from .solver import CAP, FACE_COUNT, FIVE_ROWS, IS_FIVE, NEG, Model

#: Raw moments of the points still to come, orders 1..ORDERS (order 1: the value).
Moments = tuple[np.ndarray, ...]
ORDERS = 4
_BINOMIAL = ((1,), (1, 1), (1, 2, 1), (1, 3, 3, 1), (1, 4, 6, 4, 1))


def _pick(better: np.ndarray, new: Moments, old: Moments) -> Moments:
    return tuple(np.where(better, a, b) for a, b in zip(new, old, strict=True))


def shifted(points: np.ndarray | float, moments: Moments) -> Moments:
    """Raw moments of p + X from those of X."""
    out = []
    for k in range(1, len(moments) + 1):
        total = np.power(points, k) + 0.0 * moments[0]
        for j in range(1, k + 1):
            total = total + _BINOMIAL[k][j] * np.power(points, k - j) * moments[j - 1]
        out.append(total)
    return tuple(out)


def _mean_over(prob: np.ndarray, moments: Moments) -> Moments:
    return tuple((prob @ m)[None, :] for m in moments)


class MomentEvaluator:
    """Turn evaluation carrying the raw moments along the value table's choices.

    What is carried is open to subclasses (``kosci_tail`` carries the write itself): a tuple
    whose first entry is the value that decides, built by :meth:`_after` for the position a
    write leads to and moved by :meth:`_shift` for the points the write scores."""

    width = ORDERS

    def __init__(self, model: Model, raw: list[np.ndarray]) -> None:
        self.ev = solver.Evaluator(model, raw[0])
        self.model = model
        self.flat = [r.reshape(-1) for r in raw]

    def _after(self, mask: np.ndarray, yz: np.ndarray, u: np.ndarray) -> Moments:
        i = self.ev._index(mask, yz, u)
        return tuple(f[i] for f in self.flat)

    def _shift(self, points: np.ndarray | float, carried: Moments) -> Moments:
        return shifted(points, carried)

    def writes(self, mask: np.ndarray, yz: np.ndarray, u: np.ndarray,
               multipliers: tuple[int, ...] = (1,)) -> list[Moments]:
        """For each multiplier: the best write of each outcome (252 x n), with its moments."""
        ev, m = self.ev, self.model
        ncol = mask.shape[0]
        empty = (np.full((252, ncol), NEG), *(np.zeros((252, ncol))
                                              for _ in range(self.width - 1)))
        best = [empty for _ in multipliers]
        five: list[Moments] = []
        opens = np.empty((m.n, ncol), dtype=bool)
        plain_after: list[Moments] = []
        for b in range(m.n):
            bit = 1 << b
            is_open = (mask & bit) == 0
            opens[b] = is_open
            nmask = mask | bit
            after = self._after(nmask, yz, u)
            plain_after.append(after)
            face = ev.upper_face[b]
            if face:
                per = []
                for c in range(6):
                    s = c * face
                    nu = np.minimum(CAP, u + s)
                    points = s + np.where((u < CAP) & (nu >= CAP), UPPER_BONUS, 0)
                    per.append(self._shift(points, self._after(nmask, yz, nu)))
                rows = FACE_COUNT[face - 1]
                cand = tuple(np.stack([p[k] for p in per])[rows] for k in range(self.width))
                cands = [cand] * len(multipliers)
            elif b == ev.yahtzee:
                zero = self._after(nmask, np.ones_like(yz), u)
                fifty = self._shift(ev.five_points,
                                    self._after(nmask, np.full_like(yz, 2), u))
                cand = _pick(IS_FIVE[:, None], tuple(f[None, :] for f in fifty),
                             tuple(z[None, :] for z in zero))
                cands = [cand] * len(multipliers)
            else:
                cands = []
                for mult in multipliers:
                    factor = mult if ev.mult_ok[b] else 1
                    points = ev.scores[b][:, None] * factor
                    cands.append(self._shift(points, tuple(a[None, :] for a in after)))
            for i, cand in enumerate(cands):
                value = np.where(is_open[None, :], cand[0], NEG)
                best[i] = _pick(value > best[i][0], (value, *cand[1:]), best[i])
            five.append(tuple(c[FIVE_ROWS] for c in cands[0]))
        if m.jokers:
            rows = self._five_of_a_kind(yz, opens, five, plain_after)
            for i, arr in enumerate(best):
                fixed = []
                for k in range(self.width):
                    a = arr[k].copy()
                    a[FIVE_ROWS] = rows[k]
                    fixed.append(a)
                best[i] = tuple(fixed)
        return best

    def _five_of_a_kind(self, yz: np.ndarray, opens: np.ndarray, ordinary: list[Moments],
                        after: list[Moments]) -> Moments:
        """The six five-of-a-kind rows under the joker rules (as ``Evaluator``'s)."""
        ev, m = self.ev, self.model
        lower_open_any = (opens & ev.lower[:, None]).any(axis=0)
        ncol = yz.shape[0]
        cols = np.arange(ncol)
        rows = [np.empty((6, ncol)) for _ in range(self.width)]
        for f in range(6):
            plain = [np.stack([o[k][f] for o in ordinary]) for k in range(self.width)]
            joker = [p.copy() for p in plain]
            for b in range(m.n):
                if ev.lower[b] and b != ev.yahtzee:
                    for k, v in enumerate(self._shift(ev.joker[b, f], after[b])):
                        joker[k][b] = v
            is_joker, allowed = ev.joker_allowed(f, yz, opens, lower_open_any)
            pick_plain = np.argmax(np.where(opens, plain[0], NEG), axis=0)
            pick_joker = np.argmax(np.where(allowed, joker[0], NEG), axis=0)
            for k in range(self.width):
                rows[k][f] = np.where(is_joker, joker[k][pick_joker, cols],
                                      plain[k][pick_plain, cols])
        bonus = np.where(yz == 2, FIVE_OF_A_KIND_BONUS, 0)[None, :]
        return self._shift(bonus, tuple(rows))

    def turn(self, mask: np.ndarray, yz: np.ndarray, u: np.ndarray) -> Moments:
        """The raw moments of the points still to come, before the first roll."""
        if self.model.multiplier:
            w1, w2, w3 = self.writes(mask, yz, u, (1, 2, 3))
            return turn_moments(w1, w2, w3)
        (w1,) = self.writes(mask, yz, u)
        return turn_moments(w1, w1, w1)


def best_below(levels: list[Moments]) -> Moments:
    """``keeps.best_below`` carrying the moments of the best sub-keep (levels 0-4)."""
    best = levels[0]
    for k in range(1, 6):
        idx = keeps.PARENTS[k]
        inner = tuple(b[idx[:, 0]] for b in best)
        for j in range(1, 5):
            cand = tuple(b[idx[:, j]] for b in best)
            inner = _pick(cand[0] > inner[0], cand, inner)
        if k < 5:
            inner = _pick(levels[k][0] > inner[0], levels[k], inner)
        best = inner
    return best


def _down(top: Moments) -> list[Moments]:
    per_order = [keeps.down(m) for m in top]
    return [tuple(p[level] for p in per_order) for level in range(5)]


def turn_moments(w_held: Moments, w_free: Moments, w_first: Moments) -> Moments:
    """``solver.turn_stages``' start value, with the higher moments beside it."""
    prob = keeps.OUTCOME_PROBABILITY
    keep2 = _down(w_held)
    keep2[0] = _mean_over(prob, w_free)
    below2 = best_below(keep2)
    roll2_held = _pick(w_held[0] >= below2[0], w_held, below2)
    roll2_free = roll2_held if w_free is w_held else _pick(w_free[0] >= below2[0], w_free,
                                                           below2)
    keep1 = _down(roll2_held)
    keep1[0] = _mean_over(prob, roll2_free)
    roll1 = _pick(w_first[0] >= best_below(keep1)[0], w_first, best_below(keep1))
    return tuple(prob @ m for m in roll1)


def solve_raw(model: Model, chunk: int = 2048) -> list[np.ndarray]:
    """Raw moments (orders 1..ORDERS) of the points still to come from every start-of-turn
    position.  Order 1 is the solver's value again, in float64 (so the central moments do not
    suffer from the float32 rounding of the stored value table)."""
    raw = [np.zeros(model.shape()) for _ in range(ORDERS)]
    evaluator = MomentEvaluator(model, raw)
    full = (1 << model.n) - 1
    for masks, yzs, us in solver.positions(model):
        if masks[0] == full:
            continue
        results = [np.empty(masks.shape[0]) for _ in range(ORDERS)]
        for start in range(0, masks.shape[0], chunk):
            sl = slice(start, start + chunk)
            for r, m in zip(results, evaluator.turn(masks[sl], yzs[sl], us[sl]), strict=True):
                r[sl] = m
        index = evaluator.ev._index(masks, yzs, us)
        for k in range(ORDERS):
            evaluator.flat[k][index] = results[k]
    return raw


def shape(raw: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Standard deviation, skewness and excess kurtosis from the raw moments (0 where the
    points to come are certain)."""
    m1, m2, m3, m4 = raw
    var = np.maximum(m2 - m1 * m1, 0.0)
    c3 = m3 - 3 * m1 * m2 + 2 * m1 ** 3
    c4 = m4 - 4 * m1 * m3 + 6 * m1 * m1 * m2 - 3 * m1 ** 4
    sd = np.sqrt(var)
    safe = np.where(var > 1e-6, var, 1.0)
    skew = np.where(var > 1e-6, c3 / safe ** 1.5, 0.0)
    kurt = np.where(var > 1e-6, c4 / (safe * safe) - 3.0, 0.0)
    return sd, skew, kurt


#: Storage: one byte per shape value and reachable position, companded so that the error is
#: relative (about 1 % for the spread, 2-3 % for skewness and kurtosis, far below what moves
#: a chance to win).  Each row: (scale, offset of the companded value, largest magnitude).
SD_MAX = 250.0
_ASINH = 0.05
_SKEW_RANGE = (-10.0, 10.0)
_KURT_RANGE = (-2.0, 150.0)


def _asinh_range(low: float, high: float) -> tuple[float, float]:
    return float(np.arcsinh(low / _ASINH)), float(np.arcsinh(high / _ASINH))


def encode(sd: np.ndarray, skew: np.ndarray, kurt: np.ndarray) -> np.ndarray:
    """(3, n) uint8 codes of spread (log), skewness and kurtosis (asinh)."""
    out = np.empty((3, sd.shape[0]), dtype=np.uint8)
    out[0] = np.round(np.log1p(np.clip(sd, 0, SD_MAX)) / np.log1p(SD_MAX) * 255)
    for row, values, (low, high) in ((1, skew, _SKEW_RANGE), (2, kurt, _KURT_RANGE)):
        a, b = _asinh_range(low, high)
        y = np.arcsinh(np.clip(values, low, high) / _ASINH)
        out[row] = np.round((y - a) / (b - a) * 255)
    return out


def decode(codes: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The inverse of :func:`encode` (to within a code step)."""
    c = codes.astype(np.float64) / 255
    sd = np.expm1(c[0] * np.log1p(SD_MAX))
    rows = []
    for row, (low, high) in ((1, _SKEW_RANGE), (2, _KURT_RANGE)):
        a, b = _asinh_range(low, high)
        rows.append(_ASINH * np.sinh(a + c[row] * (b - a)))
    # zero spread means a certain future: no shape either
    return sd, np.where(codes[0] == 0, 0.0, rows[0]), np.where(codes[0] == 0, 0.0, rows[1])


def reachable_index(model: Model) -> np.ndarray:
    """Flat indexes (value-table layout) of every reachable position, in a fixed order."""
    nyz, nu = model.nyz, model.nu
    return np.concatenate([(m * nyz + y) * nu + u for m, y, u in solver.positions(model)])


def file_name(model: Model) -> str:
    return f"{model.key}-shape{tables.SUFFIX}"


def stored_form(model: Model) -> np.ndarray:
    """The shape table of a model solved now, in its stored form (reachable positions)."""
    index = reachable_index(model)
    sd, skew, kurt = (a.reshape(-1)[index] for a in shape(solve_raw(model)))
    return encode(sd, skew, kurt)


def build(model: Model, folder: Path) -> Path:
    """Solve and save the shape table of a model; returns its path."""
    return tables.save_array(Path(folder) / file_name(model), stored_form(model))


@cache
def load(model: Model) -> tuple[np.ndarray, ...]:
    """(sd, skew, kurt) of a model, in the value table's layout (float64): shipped, cached,
    or built now (about four minutes for classic) and cached."""
    stored = tables.stored_or_made(file_name(model), None, lambda: stored_form(model))
    index = reachable_index(model)
    out = []
    for values in decode(stored):
        full = np.zeros(model.shape())
        full.reshape(-1)[index] = values
        out.append(full)
    return tuple(out)


def main(argv: list[str] | None = None) -> int:
    """Build shape tables: ``python -m kosci_gui.ai.score_moments [--out DIR] [NAME...]``
    (names as in ``build_tables``; default: every shipped value table)."""
    import argparse
    import time

    from .build_tables import model_named

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("names", nargs="*", default=list(tables.SHIPPED))
    parser.add_argument("--out", type=Path, default=resource_path("tables"))
    args = parser.parse_args(argv)
    for name in args.names:
        model = model_named(name)
        start = time.perf_counter()
        path = build(model, args.out)
        empty = int(np.flatnonzero(reachable_index(model) == 0)[0])
        first = [float(v[empty]) for v in decode(tables.load_array(path))]
        print(f"{name}: shape table built in {time.perf_counter() - start:.0f} s, empty card "
              f"sd {first[0]:.3f} skew {first[1]:.3f} kurt {first[2]:.3f} -> {path}",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
