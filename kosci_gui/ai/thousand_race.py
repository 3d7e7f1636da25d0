"""Thousand for any number of players, approximately: a race of independent solitaire players.

Each player's number of turns still needed to reach 1000 has a distribution under the
solitaire policy (fewest expected turns): one turn moves a start position (score column) to
another or finishes, with probabilities that follow from the solitaire table by playing its
best turn forwards (:func:`thousand_turn.turn_outcomes`).  Players are then taken as
independent: the one who finishes first in turn order wins.  What it leaves out: overtaking
(penalties and bonuses) in the turns still to come, and playing for the win instead of for
speed — the current turn's write is still played out through the engine's overtaking chain by
the callers (see ``thousand_win``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import numpy as np

from . import thousand_columns as tc
from . import thousand_solver as ts
from .thousand_kernel import Kernel
from .thousand_turn import TurnEnds, solve_turn, turn_outcomes

#: Turns followed per player; beyond it the race is cut (the chance left is far below 1e-9).
HORIZON = 1500
COLUMNS = tc.NU + tc.NS


def solitaire_ends(sol: ts.Solitaire) -> TurnEnds:
    """Every start column's turn in the solitaire's units (minus expected turns after it)."""
    kernel = Kernel(sol.params).natural()
    turns = sol.turns.astype(np.float64)
    banked = np.where(kernel.reach, 0.0, -turns[kernel.after_col])
    return TurnEnds(miss=-turns, zero=-turns[kernel.zero_col], banked=banked,
                    bank_ok=kernel.bank_ok, room=np.minimum(kernel.room, tc.NT - 1))


class Race:
    """Turns-to-finish distributions of the solitaire policy and the race between players."""

    def __init__(self, sol: ts.Solitaire) -> None:
        kernel = Kernel(sol.params).natural()
        ends = solitaire_ends(sol)
        out = turn_outcomes(ends, solve_turn(ends))
        cols = np.arange(COLUMNS)
        move = np.zeros((COLUMNS, COLUMNS))
        np.add.at(move, (cols, cols), out.miss)
        np.add.at(move, (cols, kernel.zero_col), out.zero)
        finish = np.where(kernel.reach, out.bank, 0.0).sum(axis=0)
        going = np.where(kernel.reach, 0.0, out.bank)
        np.add.at(move, (np.broadcast_to(cols, going.shape), kernel.after_col), going)
        #: ``move[c, c2]``: chance that a turn from column c ends at column c2 (not finished).
        self.move = move
        #: Chance that a turn from column c ends where it started (a miss, or a zero throw at
        #: the bottom of the table): how much the turn's value depends on a miss's value.
        self.stay = out.miss + np.where(kernel.zero_col == cols, out.zero, 0.0)
        self.finish = finish
        #: ``survive[k, c]``: chance that a player at column c has not finished after k turns.
        survive = np.empty((HORIZON + 1, COLUMNS))
        survive[0] = 1.0
        for k in range(1, HORIZON + 1):
            survive[k] = move @ survive[k - 1]
        self.survive = survive

    def mover_last(self, mine: np.ndarray, others: Sequence[int]) -> np.ndarray:
        """The chance to win of a player who has just ended a turn at column ``mine`` (an
        array of candidates), everyone else (``others``) throwing before their next turn."""
        s = self.survive
        rest = np.prod(s[1:, list(others)], axis=1) if len(others) else np.ones(HORIZON)
        finish_at = s[:-1, mine] - s[1:, mine]            # (H, candidates)
        return rest @ finish_at

    def chances(self, columns: Sequence[int]) -> list[float]:
        """Each player's chance to win; ``columns`` are the players' start columns in the
        order in which they will next throw (the next to throw first)."""
        s = self.survive[:, list(columns)]                # (H + 1, N)
        finish_at = s[:-1] - s[1:]                        # P(T = r), r = 1..H
        n = s.shape[1]
        out = []
        for i in range(n):
            before = np.prod(s[1:, :i], axis=1)           # earlier in the round: T > r
            after = np.prod(s[:-1, i + 1:], axis=1)       # later in the round: T > r - 1
            out.append(float(np.sum(finish_at[:, i] * before * after)))
        total = sum(out)
        return [p / total for p in out] if total > 0 else [1.0 / n] * n


@cache
def race_for(sol: ts.Solitaire) -> Race:
    """The race model of a solitaire table (kept for the life of the program)."""
    return Race(sol)
