"""The spread of a Kości column's final score under solitaire-optimal play.

The value table (``solver``) gives, for every start-of-turn position, the expected points
still to come.  This module finds their second moment by the same backward induction, every
choice made as the value table makes it (best expected score; ties to the first box in card
order, writes before holds): a write of p points into a position worth (mean m', second
moment q') has second moment p² + 2 p m' + q'; a keep's is the mean over the dice rolled, like
its value.  The table kept is the standard deviation (float16), in the value table's compact
layout; the win-chance model (``kosci_win``) reads mean and spread together.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import numpy as np

from kosci_gui.engine.scoring import UPPER_BONUS, YAHTZEE_BONUS, YAHTZEE_SCORE
from kosci_gui.resources import resource_path

from . import keeps, solver, tables
from .solver import CAP, FACE_COUNT, FIVE_ROWS, IS_FIVE, NEG, Model

Pair = tuple[np.ndarray, np.ndarray]    # (values, second moments) of the same shape


def _pick(better: np.ndarray, new: Pair, old: Pair) -> Pair:
    return np.where(better, new[0], old[0]), np.where(better, new[1], old[1])


class MomentEvaluator:
    """Turn evaluation carrying second moments along the value table's choices."""

    def __init__(self, model: Model, values: np.ndarray, second: np.ndarray) -> None:
        self.ev = solver.Evaluator(model, values)
        self.model = model
        self.mu = values.reshape(-1)
        self.q = second.reshape(-1)

    def _after(self, mask: np.ndarray, yz: np.ndarray, u: np.ndarray) -> Pair:
        i = self.ev._index(mask, yz, u)
        return self.mu[i], self.q[i]

    @staticmethod
    def _write(points: np.ndarray, after: Pair) -> Pair:
        mu, q = after
        return points + mu, points * points + 2.0 * points * mu + q

    def write_pairs(self, mask: np.ndarray, yz: np.ndarray, u: np.ndarray,
                    multipliers: tuple[int, ...] = (1,)) -> list[Pair]:
        """For each multiplier: the best write of each outcome (252 x n), value and second
        moment of the points still to come."""
        ev, m = self.ev, self.model
        ncol = mask.shape[0]
        best = [(np.full((252, ncol), NEG), np.zeros((252, ncol))) for _ in multipliers]
        five = (np.full((m.n, 6, ncol), NEG), np.zeros((m.n, 6, ncol)))
        opens = np.empty((m.n, ncol), dtype=bool)
        plain_after = (np.empty((m.n, ncol)), np.empty((m.n, ncol)))
        for b in range(m.n):
            bit = 1 << b
            is_open = (mask & bit) == 0
            opens[b] = is_open
            nmask = mask | bit
            after = self._after(nmask, yz, u)
            plain_after[0][b], plain_after[1][b] = after
            face = ev.upper_face[b]
            if face:
                per = (np.empty((6, ncol)), np.empty((6, ncol)))
                for c in range(6):
                    s = c * face
                    nu = np.minimum(CAP, u + s)
                    points = s + np.where((u < CAP) & (nu >= CAP), UPPER_BONUS, 0)
                    per[0][c], per[1][c] = self._write(points, self._after(nmask, yz, nu))
                rows = FACE_COUNT[face - 1]
                cands = [(per[0][rows], per[1][rows])] * len(multipliers)
            elif b == ev.yahtzee:
                zero = self._after(nmask, np.ones_like(yz), u)
                fifty = self._write(YAHTZEE_SCORE, self._after(nmask, np.full_like(yz, 2), u))
                cand = _pick(IS_FIVE[:, None], (fifty[0][None, :], fifty[1][None, :]),
                             (zero[0][None, :], zero[1][None, :]))
                cands = [cand] * len(multipliers)
            else:
                cands = []
                for mult in multipliers:
                    factor = mult if ev.mult_ok[b] else 1
                    points = ev.scores[b][:, None] * factor
                    cands.append(self._write(points, (after[0][None, :], after[1][None, :])))
            for i, (cv, cq) in enumerate(cands):
                cv = np.where(is_open[None, :], cv, NEG)
                best[i] = _pick(cv > best[i][0], (cv, cq), best[i])
            five[0][b], five[1][b] = cands[0][0][FIVE_ROWS], cands[0][1][FIVE_ROWS]
        if m.kind == "classic":
            rows = self._five_of_a_kind(yz, opens, five, plain_after)
            for arr in best:
                arr[0][FIVE_ROWS], arr[1][FIVE_ROWS] = rows
        return best

    def _five_of_a_kind(self, yz: np.ndarray, opens: np.ndarray, ordinary: Pair,
                        after: Pair) -> Pair:
        """The six five-of-a-kind rows under the joker rules (as ``Evaluator``'s)."""
        ev, m = self.ev, self.model
        applies = (yz == 2) if m.joker_trigger == "fifty" else (yz > 0)
        lower = ev.lower[:, None]
        lower_open_any = (opens & lower).any(axis=0)
        ncol = yz.shape[0]
        rows_v, rows_q = np.empty((6, ncol)), np.empty((6, ncol))
        cols = np.arange(ncol)
        for f in range(6):
            face_open = opens[f]
            jv, jq = ordinary[0][:, f].copy(), ordinary[1][:, f].copy()
            for b in range(m.n):
                if ev.lower[b] and b != ev.yahtzee:
                    jv[b], jq[b] = self._write(ev.joker[b, f], (after[0][b], after[1][b]))
            if m.joker_upper == "forced":
                joker = applies
                only_face = np.zeros_like(opens)
                only_face[f] = face_open
                allowed = np.where(face_open[None, :], only_face,
                                   np.where(lower_open_any[None, :], opens & lower, opens))
            else:
                joker = applies & ~face_open
                allowed = opens if m.joker_upper == "free" else np.where(
                    lower_open_any[None, :], opens & lower, opens)
            plain = np.argmax(np.where(opens, ordinary[0][:, f], NEG), axis=0)
            jbest = np.argmax(np.where(allowed, jv, NEG), axis=0)
            rows_v[f] = np.where(joker, jv[jbest, cols], ordinary[0][plain, f, cols])
            rows_q[f] = np.where(joker, jq[jbest, cols], ordinary[1][plain, f, cols])
        bonus = np.where(yz == 2, YAHTZEE_BONUS, 0)[None, :]
        # E[(X + B)^2] = E[X^2] + 2 B E[X] + B^2
        return rows_v + bonus, rows_q + 2.0 * bonus * rows_v + bonus * bonus

    def turn(self, mask: np.ndarray, yz: np.ndarray, u: np.ndarray) -> Pair:
        """Value and second moment of the points still to come, before the first roll."""
        if self.model.multiplier:
            w1, w2, w3 = self.write_pairs(mask, yz, u, (1, 2, 3))
            return turn_pair(w1, w2, w3)
        (w1,) = self.write_pairs(mask, yz, u)
        return turn_pair(w1, w1, w1)


def _down(top: Pair) -> tuple[list[np.ndarray], list[np.ndarray]]:
    return keeps.down(top[0]), keeps.down(top[1])


def best_below_pair(kv: list[np.ndarray], kq: list[np.ndarray]) -> Pair:
    """``keeps.best_below`` carrying the second moment of the best sub-keep."""
    bv, bq = kv[0], kq[0]
    for k in range(1, 6):
        idx = keeps.PARENTS[k]
        iv, iq = bv[idx[:, 0]], bq[idx[:, 0]]
        for j in range(1, 5):
            iv, iq = _pick(bv[idx[:, j]] > iv, (bv[idx[:, j]], bq[idx[:, j]]), (iv, iq))
        if k < 5:
            iv, iq = _pick(kv[k] > iv, (kv[k], kq[k]), (iv, iq))
        bv, bq = iv, iq
    return bv, bq


def turn_pair(w_held: Pair, w_free: Pair, w_first: Pair) -> Pair:
    """``solver.turn_stages``' start value, with the second moment beside it."""
    prob = keeps.OUTCOME_PROBABILITY
    k2v, k2q = _down(w_held)
    k2v[0], k2q[0] = (prob @ w_free[0])[None, :], (prob @ w_free[1])[None, :]
    below2 = best_below_pair(k2v, k2q)
    roll2_held = _pick(w_held[0] >= below2[0], w_held, below2)
    roll2_free = roll2_held if w_free is w_held else _pick(w_free[0] >= below2[0], w_free,
                                                           below2)
    k1v, k1q = _down(roll2_held)
    k1v[0], k1q[0] = (prob @ roll2_free[0])[None, :], (prob @ roll2_free[1])[None, :]
    below1 = best_below_pair(k1v, k1q)
    roll1 = _pick(w_first[0] >= below1[0], w_first, below1)
    return prob @ roll1[0], prob @ roll1[1]


def solve_second(model: Model, values: np.ndarray, chunk: int = 2048) -> np.ndarray:
    """The second moment of the points still to come from every start-of-turn position."""
    second = np.zeros(model.shape(), dtype=np.float64)
    evaluator = MomentEvaluator(model, values, second)
    full = (1 << model.n) - 1
    for masks, yzs, us in solver.positions(model):
        if masks[0] == full:
            continue
        results = np.empty(masks.shape[0])
        for start in range(0, masks.shape[0], chunk):
            sl = slice(start, start + chunk)
            results[sl] = evaluator.turn(masks[sl], yzs[sl], us[sl])[1]
        evaluator.q[evaluator.ev._index(masks, yzs, us)] = results
    return second


def spread(values: np.ndarray, second: np.ndarray) -> np.ndarray:
    """Standard deviation from mean and second moment (rounding below zero cut off)."""
    return np.sqrt(np.maximum(second - values * values, 0.0))


def file_name(model: Model) -> str:
    return f"{model.key}-sd.npy"


def build(model: Model, folder: Path) -> Path:
    """Solve and save one spread table (float16); returns its path."""
    values = tables.load(model)
    sd = spread(values, solve_second(model, values))
    stored = tables.compact(model, sd).astype(np.float16)
    return tables.save_array(Path(folder) / file_name(model), stored)


@cache
def load(model: Model) -> np.ndarray:
    """The spread table of a model: shipped, cached, or built now (about a minute) and
    cached; in the value table's layout (float64)."""
    for folder in (resource_path("tables"), tables.cache_dir()):
        path = folder / file_name(model)
        if path.exists():
            return tables.expand(model, tables.load_array(path).astype(np.float32))
    return tables.expand(model, tables.load_array(build(model, tables.cache_dir()))
                         .astype(np.float32))


def main(argv: list[str] | None = None) -> int:
    """Build spread tables: ``python -m kosci_gui.ai.score_moments [--out DIR] [NAME...]``
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
        sd = tables.load_array(path)
        print(f"{name}: spread table built in {time.perf_counter() - start:.0f} s, empty card "
              f"sd {float(sd.reshape(-1)[0]):.3f} -> {path}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
