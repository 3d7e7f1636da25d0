"""Moves: one value per player action, shared by the GUI, the computer players and replays.

``game.apply(move)`` performs any of them; computer players return them from ``decide``.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Roll:
    """Kości family: hold exactly the dice at ``held`` (positions 0-4), then roll the others.
    Thousand: throw the dice in hand (``held`` must be empty)."""

    held: tuple[int, ...] = ()


@dataclass(frozen=True)
class Write:
    """Kości family: write the current dice into ``box`` of ``column``; ``automatic`` when the
    auto-score wrote it for the player (RULES.md §3: kept in the record, not the player's own
    choice; the same move as far as comparisons go)."""

    box: str
    column: int = 0
    automatic: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class SetAside:
    """Thousand: set aside these values (a sub-multiset of the last throw)."""

    dice: tuple[int, ...]


@dataclass(frozen=True)
class Bank:
    """Thousand: write the turn's points."""


@dataclass(frozen=True)
class Pass:
    """Thousand: end the turn without writing (a miss)."""


Move = Roll | Write | SetAside | Bank | Pass
