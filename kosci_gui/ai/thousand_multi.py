"""Thousand for three to six players: the race of solitaire players corrected by the exact
two-player duels.

The race model (:mod:`thousand_race`) gets the shape of an N-player race right — who throws
first, how the players' turns to 1000 spread — but takes the players as independent solitaire
players: nobody overtakes anyone after the current turn and nobody plays for the win.  The
two-player table (:mod:`thousand_duel`) has both, exactly, for one pair.  Here each player's
race chance is multiplied, for every opponent, by how much the exact duel between the two
moves that player's chance away from the race of the same two (``W / R`` for the one who
throws first of the pair, ``(1 - W) / (1 - R)`` for the other), and the results are
normalised.  With two players this is the duel table itself; with more, every pair's
overtaking (penalties, bonuses, pit protection, the 900 relief) and playing to win enter as
they do between the two.  Left out: what a third player does to a pair's duel.

Every question is about positions at the end of a turn (the mover just wrote, missed or threw
a zero), many at once: ``(E, N)`` columns in the order in which the players throw next.
"""

from __future__ import annotations

import numpy as np

from .thousand_duel import race_start
from .thousand_race import Race

#: Turns followed (the chance that a player at any column still plays after 250 turns of the
#: solitaire policy is below 1e-12).
HORIZON = 250
#: A race chance below this takes no correction (the ratio would be noise).
FLOOR = 1e-9


class MultiModel:
    """Win chances of N-player positions from a race model and a two-player table."""

    def __init__(self, race: Race, duel: np.ndarray | None) -> None:
        self.survive = race.survive[:HORIZON + 1]
        self.duel = duel
        race_pair = race_start(race)
        if duel is None:
            self.first = self.second = None
        else:
            # the correction of the pair's first and second thrower, per pair of columns
            with np.errstate(divide="ignore", invalid="ignore"):
                self.first = np.where(race_pair > FLOOR, duel / race_pair, 1.0)
                self.second = np.where(1.0 - race_pair > FLOOR,
                                       (1.0 - duel) / (1.0 - race_pair), 1.0)

    @property
    def corrected(self) -> bool:
        return self.duel is not None

    def race(self, columns: np.ndarray) -> np.ndarray:
        """(E, N): each player's chance to win in the independent race; ``columns`` (E, N)
        in the order in which they throw next."""
        s = self.survive[:, columns]                      # (H + 1, E, N)
        finish_at = s[:-1] - s[1:]                        # P(T = r), r = 1..H
        n = columns.shape[1]
        # earlier in the round: T > r (s[1:]); later: T > r - 1 (s[:-1]); exclusive products
        ones = np.ones((s.shape[0] - 1, s.shape[1], 1))
        before = np.cumprod(np.concatenate([ones, s[1:, :, :-1]], axis=2), axis=2)
        later = s[:-1, :, ::-1]
        after = np.cumprod(np.concatenate([ones, later[:, :, :-1]], axis=2), axis=2)[:, :, ::-1]
        out: np.ndarray = np.einsum("hen,hen,hen->en", finish_at, before, after)
        assert out.shape[1] == n
        return out

    def chances(self, columns: np.ndarray) -> np.ndarray:
        """(E, N): each player's chance to win, the race corrected pair by pair (summing to 1
        per row); ``columns`` (E, N) in the order in which the players throw next."""
        weights = self.race(columns)
        if self.first is not None and self.second is not None:
            n = columns.shape[1]
            for i in range(n):
                for j in range(i + 1, n):
                    a, b = columns[:, i], columns[:, j]
                    weights[:, i] *= self.first[a, b]
                    weights[:, j] *= self.second[a, b]
        total = weights.sum(axis=1, keepdims=True)
        even = np.full_like(weights, 1.0 / weights.shape[1])
        safe = np.where(total > 0, total, 1.0)
        out: np.ndarray = np.where(total > 0, weights / safe, even)
        return out

    def mover_last(self, columns: np.ndarray) -> np.ndarray:
        """(E,): the chance of the player who has just ended a turn (the last column of each
        row), the others throwing first in the order given."""
        last: np.ndarray = self.chances(columns)[:, -1]
        return last
