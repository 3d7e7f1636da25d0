"""Per-player game clocks (RULES.md §4), with time passed in so tests need no waiting.

Only the player whose turn it is has a running clock; the caller reads ``expired`` and calls
``game.timeout()`` when it is.
"""

from __future__ import annotations

from collections.abc import Sequence


class GameClock:
    """Remaining thinking time of each player, in seconds."""

    def __init__(self, minutes: int, players: int,
                 remaining: Sequence[float] | None = None) -> None:
        self.minutes = minutes
        self.remaining_s = (list(map(float, remaining)) if remaining is not None
                            else [minutes * 60.0] * players)
        if len(self.remaining_s) != players:
            raise ValueError("one remaining time per player expected")
        self.running: int | None = None
        self._since = 0.0

    def start(self, player: int, now: float) -> None:
        """Start ``player``'s clock (stopping any other) at time ``now`` (seconds)."""
        self.stop(now)
        self.running = player
        self._since = now

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
