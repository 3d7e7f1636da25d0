"""Per-player game clocks (RULES.md §4), with time passed in so tests need no waiting.

Only the player whose turn it is has a running clock; the caller reads ``expired`` and calls
``game.timeout()`` when it is. Only human seats have a clock: a computer seat plays without
one (its time is the animation a human watches, not thinking), so a game is never decided by
a computer running out of time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class Seat(Protocol):
    @property
    def is_computer(self) -> bool: ...


def clocked_seats(players: Sequence[Seat]) -> list[bool]:
    """Which seats have a clock (RULES.md §4: the human ones)."""
    return [not p.is_computer for p in players]


class GameClock:
    """Remaining thinking time of each player, in seconds."""

    def __init__(self, minutes: int, players: int,
                 remaining: Sequence[float] | None = None,
                 clocked: Sequence[bool] | None = None) -> None:
        self.minutes = minutes
        self.remaining_s = (list(map(float, remaining)) if remaining is not None
                            else [minutes * 60.0] * players)
        if len(self.remaining_s) != players:
            raise ValueError("one remaining time per player expected")
        #: Which seats have a clock (None: every seat); see :func:`clocked_seats`.
        self.clocked = list(clocked) if clocked is not None else [True] * players
        if len(self.clocked) != players:
            raise ValueError("one clocked flag per player expected")
        self.running: int | None = None
        self._since = 0.0

    def start(self, player: int, now: float) -> None:
        """Start ``player``'s clock (stopping any other) at time ``now`` (seconds); a seat
        without a clock only stops the others'."""
        self.stop(now)
        if self.clocked[player]:
            self.running = player
            self._since = now

    def has_clock(self, player: int) -> bool:
        return self.clocked[player]

    def stop(self, now: float) -> None:
        """Stop the running clock, charging the time since it started."""
        if self.running is not None:
            spent = max(0.0, now - self._since)
            self.remaining_s[self.running] = max(0.0, self.remaining_s[self.running] - spent)
            self.running = None

    def remaining(self, player: int, now: float) -> float:
        """Seconds left for ``player`` at time ``now``."""
        left = self.remaining_s[player]
        if player == self.running:
            left -= max(0.0, now - self._since)
        return max(0.0, left)

    def expired(self, now: float) -> bool:
        """Has the running player's time run out?"""
        return self.running is not None and self.remaining(self.running, now) <= 0.0

    def snapshot(self, now: float) -> list[float]:
        """Remaining seconds of every player at ``now`` (for saving a game)."""
        return [self.remaining(p, now) for p in range(len(self.remaining_s))]
