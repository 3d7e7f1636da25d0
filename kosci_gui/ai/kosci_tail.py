"""Exact final-score distributions of the last turns of a Kości column (classic, full).

For every reachable position with at most :data:`TAIL_BOXES` open boxes, the whole probability
distribution of the points still to come under solitaire-optimal play: each turn is played
forwards with the value table's choices (the probability of every write after the first,
second and third roll, through the keep passes), and the distribution of a position is the mix
of the distributions of the positions its writes lead to, shifted by their points.  Near the
end the final score is far too lumpy for four cumulants (one box left: often two or three
values), and these are the decisions where playing for the win matters most.
"""

from __future__ import annotations

import threading
from functools import cache
from typing import Any

import numpy as np

from . import keeps, solver, tables
from .score_moments import MomentEvaluator
from .solver import Model

#: Positions with at most this many open boxes get an exact distribution in the table ...
TAIL_BOXES = 2
#: ... and up to this many on demand (a few milliseconds for the positions a turn needs).
ON_DEMAND = 4
#: Enough points for the last four turns (four five-of-a-kind bonuses, joker boxes, the upper
#: bonus: at most 565).
LENGTH = 600
#: ``TRANSITION[k, o]``: probability of outcome o when the dice of keep k (sizes 0-4, in
#: level order) are kept and the rest thrown.
TRANSITION = np.concatenate(keeps.down(np.eye(252)))
_OFFSETS = np.cumsum([0] + [len(level) for level in keeps.KEEPS_BY_SIZE[:4]])


class TailEvaluator(MomentEvaluator):
    """The value table's best write of every outcome, carrying (value, points, position)."""

    width = 3

    def __init__(self, model: Model, values: np.ndarray) -> None:
        super().__init__(model, [values])
        self.mu = values.reshape(-1)

    def _after(self, mask: np.ndarray, yz: np.ndarray, u: np.ndarray) -> tuple[Any, ...]:
        i = self.ev._index(mask, yz, u)
        mu = self.mu[i]
        return mu, np.zeros_like(mu), np.asarray(i, dtype=np.float64) + 0 * mu

    def _shift(self, points: np.ndarray | float, carried: tuple[Any, ...]) -> tuple[Any, ...]:
        value, gained, index = carried
        zero = 0.0 * np.asarray(points, dtype=np.float64)
        return value + points, gained + points, index + zero


def best_below_choice(levels: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """``keeps.best_below`` with the keep it takes: (value, keep id) per outcome."""
    best = levels[0]
    choice = np.zeros(best.shape, dtype=np.intp)
    for k in range(1, 6):
        idx = keeps.PARENTS[k]
        inner, inner_id = best[idx[:, 0]], choice[idx[:, 0]]
        for j in range(1, 5):
            better = best[idx[:, j]] > inner
            inner = np.where(better, best[idx[:, j]], inner)
            inner_id = np.where(better, choice[idx[:, j]], inner_id)
        if k < 5:
            better = levels[k] > inner
            own = _OFFSETS[k] + np.arange(levels[k].shape[0])[:, None]
            inner = np.where(better, levels[k], inner)
            inner_id = np.where(better, own, inner_id)
        best, choice = inner, inner_id
    return best, choice


def _scatter(choice: np.ndarray, mass: np.ndarray) -> np.ndarray:
    out = np.zeros((TRANSITION.shape[0], mass.shape[1]))
    np.add.at(out, (choice, np.broadcast_to(np.arange(mass.shape[1]), mass.shape)), mass)
    return out


def write_masses(w_held: np.ndarray, w_free: np.ndarray, w_first: np.ndarray
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Probability of writing each outcome after the first roll, after a later roll with a
    die held, and after a later roll with none held (252 x n each), under the choices of
    ``solver.turn_stages`` (ties: write, then the smaller keep)."""
    prob = keeps.OUTCOME_PROBABILITY
    keep2 = keeps.down(w_held)
    keep2[0] = (prob @ w_free)[None, :]
    below2, choice2 = best_below_choice(keep2)
    keep1 = keeps.down(np.maximum(w_held, below2))
    keep1[0] = (prob @ np.maximum(w_free, below2))[None, :]
    below1, choice1 = best_below_choice(keep1)
    mass = np.broadcast_to(prob[:, None], w_first.shape)
    first = np.where(w_first >= below1, mass, 0.0)
    kept = _scatter(choice1, np.where(w_first >= below1, 0.0, mass))
    held = np.zeros(w_first.shape)
    free = np.zeros(w_first.shape)
    for last in (False, True):
        m_free = TRANSITION[0][:, None] * kept[0][None, :]
        m_held = TRANSITION[1:].T @ kept[1:]
        if last:
            held += m_held
            free += m_free
            break
        write_h = w_held >= below2
        write_f = w_free >= below2
        held += np.where(write_h, m_held, 0.0)
        free += np.where(write_f, m_free, 0.0)
        kept = _scatter(choice2, np.where(write_h, 0.0, m_held) + np.where(write_f, 0.0, m_free))
    return first, held, free


class Tail:
    """Exact distributions of the points still to come, for the positions near the end.

    The table is worked out on first need (about 4 s for classic) or by :meth:`build`, which
    a background thread calls early: nothing before the last turns needs it, so the first
    moves of a game never wait for it.  Built once, whichever thread asks first."""

    def __init__(self, model: Model, values: np.ndarray) -> None:
        self.model = model
        self._values = values
        self._lock = threading.Lock()
        self._built = False
        self._more: dict[int, np.ndarray] = {}

    def build(self) -> None:
        """Work out the table now (a caller that comes meanwhile waits for it)."""
        if self._built:
            return
        with self._lock:
            if not self._built:
                self._build()
                self._built = True

    def _build(self) -> None:
        model, values = self.model, self._values
        self.evaluator = TailEvaluator(model, values)
        self._row = np.full(values.size, -1, dtype=np.int64)
        layers = solver.positions(model)[: TAIL_BOXES + 1]
        size = sum(len(m) for m, _, _ in layers)
        self._pmf = np.zeros((size, LENGTH), dtype=np.float32)
        used = 0
        for masks, yzs, us in layers:
            index = self.evaluator.ev._index(masks, yzs, us)
            rows = np.arange(used, used + len(masks))
            self._row[index] = rows
            used += len(masks)
            if masks[0] == (1 << model.n) - 1:
                self._pmf[rows, 0] = 1.0  # a full card: nothing more to come
                continue
            for start in range(0, len(masks), 1024):
                sl = slice(start, start + 1024)
                self._pmf[rows[sl]] = self._turns(masks[sl], yzs[sl], us[sl])

    @property
    def row(self) -> np.ndarray:
        """The table's row of every position (flat index of the value table), or -1."""
        self.build()
        return self._row

    @property
    def pmf(self) -> np.ndarray:
        """The table: per row, the probability of every number of points still to come."""
        self.build()
        return self._pmf

    def _turns(self, masks: np.ndarray, yzs: np.ndarray, us: np.ndarray) -> np.ndarray:
        """Distributions of positions whose writes all lead to known positions."""
        evaluator = self.evaluator
        if self.model.multiplier:
            w1, w2, w3 = evaluator.writes(masks, yzs, us, (1, 2, 3))
        else:
            (w1,) = evaluator.writes(masks, yzs, us)
            w2 = w3 = w1
        first, held, free = write_masses(w1[0], w2[0], w3[0])
        cols = np.broadcast_to(np.arange(len(masks)), first.shape)
        state, child, points, weight = [], [], [], []
        for mass, (_, gained, index) in ((held, w1), (free, w2), (first, w3)):
            keep = mass > 0
            state.append(cols[keep])
            child.append(index[keep].astype(np.int64))
            points.append(gained[keep].astype(np.int64))
            weight.append(mass[keep])
        children, inverse = np.unique(np.concatenate(child), return_inverse=True)
        stacked = self._stack(children)
        # the same (position, next position, points) from many rolls: add them up first
        key = (np.concatenate(state) * len(children) + inverse) * LENGTH + \
            np.concatenate(points)
        unique, inverse = np.unique(key, return_inverse=True)
        total = np.bincount(inverse, weights=np.concatenate(weight))
        p_of = unique % LENGTH
        c_of = (unique // LENGTH) % len(children)
        s_of = unique // LENGTH // len(children)
        out = np.zeros((len(masks), LENGTH))
        for p in np.unique(p_of):
            sel = p_of == p
            np.add.at(out[:, p:], s_of[sel],
                      total[sel][:, None] * stacked[c_of[sel], : LENGTH - p])
        return out

    def _stack(self, indexes: np.ndarray) -> np.ndarray:
        rows = self._row[indexes]  # (during the build: the layers below are done)
        out = np.empty((len(indexes), LENGTH))
        inside = rows >= 0
        out[inside] = self._pmf[rows[inside]]
        if not inside.all():
            outside = indexes[~inside]
            self._prepare(outside)
            out[~inside] = np.array([self._more[int(i)] for i in outside])
        return out

    def open_boxes(self, index: int) -> int:
        mask = index // (self.model.nyz * self.model.nu)
        return self.model.n - bin(mask).count("1")

    def prepare(self, indexes: np.ndarray) -> None:
        """Work out, in one batch, the distributions of these positions beyond the table
        (at most :data:`ON_DEMAND` open boxes); they are kept for later calls."""
        self.build()
        self._prepare(indexes)

    def _prepare(self, indexes: np.ndarray) -> None:
        need = sorted({int(i) for i in indexes if self._row[i] < 0 and i not in self._more})
        if not need:
            return
        assert all(self.open_boxes(i) <= ON_DEMAND for i in need)
        m = self.model
        mask, rest = np.divmod(np.array(need), m.nyz * m.nu)
        yz, u = np.divmod(rest, m.nu)
        if len(self._more) > 8192:
            self._more.clear()
        for i, dist in zip(need, self._turns(mask, yz, u), strict=True):
            self._more[i] = dist

    def distribution(self, index: int) -> np.ndarray | None:
        """The distribution of the points still to come from a position (flat index of the
        value table): from the table up to :data:`TAIL_BOXES` open boxes, worked out now (and
        kept) up to :data:`ON_DEMAND`, else None."""
        row = self.row[index]
        if row >= 0:
            found: np.ndarray = self.pmf[row]
            return found
        if self.open_boxes(index) > ON_DEMAND:
            return None
        if index not in self._more:
            self.prepare(np.array([index]))
        return self._more[index]

    def covers(self, index: int, boxes: int = 0) -> bool:
        """Is the position within the table's open boxes, or within ``boxes`` (on demand)?
        (Asks nothing of the table: a position the table lacks is worked out on demand.)"""
        return self.open_boxes(index) <= max(TAIL_BOXES, min(boxes, ON_DEMAND))


@cache
def tail_for(model: Model) -> Tail:
    """The exact tail of a column model (its table built on first need or by ``build``)."""
    return Tail(model, tables.load(model))
