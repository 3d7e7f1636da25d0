"""The two passes of the Thousand solitaire solver, vectorised over every start position.

``backward``: given the expected turns of every start position, the value of every state of
every turn (points gathered t from high to low, dice in hand), the best decision in each and
the value of each throw.  ``evaluate``: following those decisions forward from each turn's
first throw, the probability of every way the turn ends (a miss, a zero-throw penalty, a
write to a higher score, a win), and from that the exact expected turns of the policy.

The columns (start positions) are kept sorted by how many points their turn can still take
(``room``: under the exact-1000 rule a turn at 900 ends at 100 points), so at each t only a
leading slice of the columns is alive — under that rule about half the work of all of them.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from kosci_gui.engine.thousand_rules import GOAL

from .thousand_columns import (
    MAX_TURNS,
    NEG,
    NS,
    NT,
    NU,
    PAD,
    S_MIN,
    STEP,
    Params,
    Throws,
    bank_ok,
    throws,
)

MISS, THROW, BANK = 0, 1, 2


@dataclass
class Backward:
    """One backward pass: the throw values (in the table's column order) and the policy."""

    roll: np.ndarray                # (NT, 5, columns): value of throwing m dice at t
    decision: np.ndarray            # (NT, 5, sorted columns): MISS, THROW or BANK at (t, n)
    choice: list[np.ndarray]        # per m: (NT, groups, sorted columns) option taken
    hopeless: np.ndarray            # (sorted columns): the turn's value is MAX_TURNS or worse
    turns: np.ndarray               # (columns): expected turns when playing these decisions
                                    # for one turn, then as the given expected turns say


@dataclass(frozen=True)
class Columns:
    """What a turn from each start column can do, in the table's column order (unopened
    S_MIN..0, then opened S_MIN..995), for models that follow other policies."""

    reach: np.ndarray       # (NT, columns): t points from here reach the goal
    after_col: np.ndarray   # (NT, columns): the column after writing t points
    zero_col: np.ndarray    # (columns): the column after a zero-throw penalty
    bank_ok: np.ndarray     # (NT, 5, columns): may t points be written with n dice in hand
    room: np.ndarray        # (columns): the most points a turn from here may still take


class Kernel:
    """The turn of every start position under one set of rules."""

    def __init__(self, params: Params) -> None:
        self.params = params
        scores = np.concatenate([S_MIN + STEP * np.arange(NU), S_MIN + STEP * np.arange(NS)])
        opened = np.arange(scores.shape[0]) >= NU
        k = scores.shape[0]
        self.scores = scores
        exact = params.win == "exact"
        room = (GOAL - scores) // STEP if exact else np.full(k, NT - 1)
        # sorted by room, widest first: the columns alive at t are a leading slice
        order = np.argsort(-room, kind="stable")
        rank = np.empty(k, dtype=np.intp)
        rank[order] = np.arange(k)
        self.order, self.rank = order, rank
        s, op = scores[order], opened[order]
        self.room = room[order]
        self.top = int(self.room.max())
        self.alive = np.array([int(np.count_nonzero(self.room >= t)) for t in range(NT)])
        low = np.maximum(s - params.zero_roll_penalty, S_MIN)
        self.zero_col = rank[np.where(op, NU, 0) + (low - S_MIN) // STEP]
        tt = np.arange(NT)[:, None]
        self.reach = tt >= ((GOAL - s) // STEP)[None, :]
        after = np.minimum(s[None, :] + tt * STEP, GOAL - STEP)
        self.after_col = rank[NU + (after - S_MIN) // STEP]
        self.bank_ok = np.zeros((NT, 5, k), dtype=bool)
        for t in range(NT):
            for n in range(5):
                self.bank_ok[t, n] = bank_ok(params, s, op, t * STEP, n)
        self.throws: list[Throws] = [throws(m) for m in range(1, 6)]
        # every option of every group as one list of rows of ``chosen`` seen as (t·5 + n)
        # rows, slot by slot (the j-th options of all groups that have one): one gather per m
        self.rows, self.slots = [], []
        for th in self.throws:
            slots = [th.slot(j) for j in range(th.widest)]
            self.rows.append(np.concatenate([5 * points + left for points, left in slots]))
            ends = np.cumsum([len(points) for points, _ in slots])
            self.slots.append([(int(end - len(points)), len(points))
                               for end, (points, _) in zip(ends, slots, strict=True)])

    def natural(self) -> Columns:
        """The per-column facts in the table's own column order (the win-chance models)."""
        back = self.rank
        return Columns(reach=self.reach[:, back], after_col=self.order[self.after_col[:, back]],
                       zero_col=self.order[self.zero_col[back]],
                       bank_ok=self.bank_ok[:, :, back], room=self.room[back])

    def backward(self, turns: np.ndarray) -> Backward:
        """Values and best decisions of every turn, given ``turns`` (table column order)."""
        k = turns.shape[0]
        miss = -turns[self.order]
        banked = np.where(self.reach, 0.0, -turns[self.order][self.after_col])
        chosen = np.full((NT + PAD, 5, k), NEG)
        flat = chosen.reshape(-1, k)
        roll = np.empty((NT, 5, k))
        decision = np.zeros((NT, 5, k), dtype=np.int8)
        choice = [np.zeros((NT, len(th.prob), k), dtype=np.int8) for th in self.throws]
        for t in range(NT - 1, -1, -1):
            a = self.alive[t]
            # columns past their room: a throw can only end the turn (as the engine busts it)
            roll[t, :, a:] = miss[None, a:]
            if a == 0:
                continue
            held = miss[:a]
            ahead = flat[5 * t:]
            for m, th in enumerate(self.throws, start=1):
                # the best option of each group, and (for the forward pass) which one: the
                # first to reach the best
                options = ahead[self.rows[m - 1], :a]
                slots = self.slots[m - 1]
                best = options[:len(th.prob)].copy()
                for at, rows in slots[1:]:
                    np.maximum(best[:rows], options[at:at + rows], out=best[:rows])
                taken = np.zeros(best.shape, dtype=np.int8)
                for j in range(len(slots) - 1, -1, -1):
                    at, rows = slots[j]
                    np.copyto(taken[:rows], j, where=options[at:at + rows] == best[:rows])
                lost = best <= NEG / 2          # every option overshoots: the turn is lost
                choice[m - 1][t, :, :a] = np.where(lost, th.widest, taken)
                best = np.where(lost, held[None, :], best)
                roll[t, m - 1, :a] = th.prob @ best + th.none * held
            if t == 0:
                break
            for n in range(5):
                throw = roll[t, (n or 5) - 1, :a]
                value = np.maximum(held, throw)
                bank = self.bank_ok[t, n, :a] & (banked[t, :a] > value)
                chosen[t, n, :a] = np.where(bank, banked[t, :a], value)
                decision[t, n, :a] = np.where(bank, BANK, np.where(throw > held, THROW, MISS))
        start = roll[0, 4] + self.throws[4].none * (miss[self.zero_col] - miss)
        hopeless = 1.0 - start >= MAX_TURNS
        return Backward(roll[:, :, self.rank], decision, choice, hopeless,
                        np.minimum(1.0 - start, MAX_TURNS)[self.rank])

    def evaluate(self, policy: Backward) -> np.ndarray:
        """The exact expected turns (table column order) of playing ``policy`` throughout."""
        k = self.room.shape[0]
        mass = np.zeros((NT + PAD, 5, k))  # probability of reaching (t, dice in hand)
        missed = np.zeros(k)
        zeroed = np.zeros(k)
        written = np.zeros((NT, k))
        for t in range(self.top + 1):
            a = self.alive[t]
            cols = np.arange(a)
            if t > 0:
                decision = policy.decision[t, :, :a]
                here = mass[t, :, :a]
                missed[:a] += np.where(decision == MISS, here, 0.0).sum(axis=0)
                written[t, :a] = np.where(decision == BANK, here, 0.0).sum(axis=0)
                throwing = np.where(decision == THROW, here, 0.0)
            for m, th in enumerate(self.throws, start=1):
                if t == 0:
                    if m != 5:
                        continue
                    weight = np.ones(a)
                else:
                    weight = throwing[m % 5]
                taken = th.options[np.arange(len(th.prob))[:, None], policy.choice[m - 1][t, :, :a]]
                nd = len(th.dest_points)
                flow = np.bincount((taken * a + cols).ravel(),
                                   (th.prob[:, None] * weight[None, :]).ravel(),
                                   minlength=(nd + 1) * a).reshape(nd + 1, a)
                mass[t + th.dest_points, th.dest_left, :a] += flow[:nd]
                missed[:a] += flow[nd]
                if t == 0:
                    zeroed[:a] += th.none * weight
                else:
                    missed[:a] += th.none * weight
        step = np.zeros((k, k))
        rows = np.arange(k)
        step[rows, rows] += missed
        np.add.at(step, (rows, self.zero_col), zeroed)
        later = ~self.reach & (written > 0)
        np.add.at(step, (np.broadcast_to(rows, written.shape)[later], self.after_col[later]),
                  written[later])
        won = np.where(self.reach, written, 0.0).sum(axis=0)
        turns = self._solve(step, won, policy.hopeless)
        return turns[self.rank]

    @staticmethod
    def _solve(step: np.ndarray, won: np.ndarray, hopeless: np.ndarray) -> np.ndarray:
        """Expected turns T = 1 + step @ T, where a position from which the policy never
        wins (some rules have such: under reader_a's rules 995 can only be left by a single
        5, which may not be written with four dice in hand) or is hopeless counts as
        MAX_TURNS, as a player giving up there would."""
        k = won.shape[0]
        capped = hopeless.copy()
        ends = (won > 0) | capped
        while True:  # positions from which the policy can end the game, one step further
            more = ends | ((step[:, ends] > 0).any(axis=1))
            if np.array_equal(more, ends):
                break
            ends = more
        capped |= ~ends
        free = ~capped
        system = np.eye(int(free.sum())) - step[np.ix_(free, free)]
        rhs = 1.0 + step[np.ix_(free, capped)].sum(axis=1) * MAX_TURNS
        turns = np.full(k, MAX_TURNS)
        turns[free] = m_matrix_solve(system, rhs)
        # a round far from the answer can value a position above the cap: bounded, the
        # next round gives it up (or finds better decisions)
        bounded: np.ndarray = np.clip(turns, 1.0, MAX_TURNS)
        return bounded


def m_matrix_solve(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """x with a @ x = b, for a = I - P (P ≥ 0, every row able to leak out): such a matrix
    needs no pivoting, its pivots stay positive.  Plain numpy rather than LAPACK, whose
    multithreaded OpenBLAS took 150 ms for this 301 × 301 system on a busy 2-core machine
    (1 ms on one thread): this takes 15 ms either way."""
    a = a.astype(np.float64, copy=True)
    x = b.astype(np.float64, copy=True)
    n = x.shape[0]
    for i in range(n - 1):
        factor = a[i + 1:, i] / a[i, i]
        a[i + 1:, i + 1:] -= factor[:, None] * a[i, i + 1:][None, :]
        x[i + 1:] -= factor * x[i]
    for i in range(n - 1, -1, -1):
        x[i] = (x[i] - np.sum(a[i, i + 1:] * x[i + 1:])) / a[i, i]
    return x
