"""What an action did, as typed values: ``game.events`` holds those of the last action.

The GUI turns them into status lines, animations and big moments; the computer players and
the tests read them too. Every game reports its rolls, writes and timeouts; Thousand adds its
set-asides, misses, penalties, pits and overtaking.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .dice import is_five_of_a_kind


class MissReason(Enum):
    """Why a Thousand turn ended without a write."""

    NO_SCORE = "no_score"      # the throw had no scoring die
    OVER_1000 = "over_1000"    # every scoring choice would pass 1000 (``win = exact``)
    PASS = "pass"              # the player passed


class PenaltyKind(Enum):
    """The Thousand penalties that are not overtaking."""

    ZERO_THROW = "zero_penalty"      # the turn's first throw scored nothing
    THREE_MISSES = "three_misses"    # three turns in a row without a write


@dataclass(frozen=True)
class Rolled:
    """Dice thrown: every die's value after the roll and which of them were thrown;
    ``rolls_left`` in the turn (Kości family; None in Thousand)."""

    player: int
    dice: tuple[int, ...]
    thrown: tuple[bool, ...]
    rolls_left: int | None = None

    @property
    def five_of_a_kind(self) -> bool:
        """Five equal dice lie on the table after this roll."""
        return is_five_of_a_kind(self.dice)


@dataclass(frozen=True)
class NothingScores:
    """Kości family: no open box the player may take scores more than 0 for these dice: a
    box must be sacrificed (RULES.md §1)."""

    player: int


@dataclass(frozen=True)
class JokerRolled:
    """Kości family: five of a kind as a joker: only the boxes in ``allowed`` may take it."""

    player: int
    allowed: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class BoxWritten:
    """Kości family: ``points`` written into ``box`` of ``column`` (joker values and the full
    game's multiplier included); ``bonus`` is the five-of-a-kind bonus it earned (weighted)."""

    player: int
    box: str
    column: int
    points: int
    bonus: int
    joker: bool
    dice: tuple[int, ...]
    automatic: bool = False


@dataclass(frozen=True)
class UpperBonusEarned:
    """Kości family: this write lifted the column's upper boxes to 63 or more."""

    player: int
    column: int
    points: int


@dataclass(frozen=True)
class DiceSetAside:
    """Thousand: scoring dice set aside from the throw, and their points."""

    player: int
    dice: tuple[int, ...]
    points: int


@dataclass(frozen=True)
class HotDice:
    """Thousand: all five dice are set aside; the next throw takes all five again."""

    player: int
    points: int


@dataclass(frozen=True)
class TurnWritten:
    """Thousand: the turn's ``points`` written; ``score`` is the player's score after it."""

    player: int
    points: int
    score: int


@dataclass(frozen=True)
class Won:
    """Thousand: this write reached 1000 and won the game."""

    player: int


@dataclass(frozen=True)
class InPit:
    """Thousand: the player's score now lies in the pit ``[low, high)``."""

    player: int
    low: int
    high: int


@dataclass(frozen=True)
class Overtaken:
    """Thousand: ``victim`` was overtaken by ``by``: lost ``penalty`` (0 when ``exempt`` or
    the option is off), ``by`` gained ``bonus``."""

    victim: int
    by: int
    penalty: int
    bonus: int
    exempt: bool


@dataclass(frozen=True)
class Missed:
    """Thousand: the turn ended without a write; ``points`` gathered were lost."""

    player: int
    reason: MissReason
    points: int


@dataclass(frozen=True)
class Penalised:
    """Thousand: a zero-throw or three-misses penalty (``points`` is negative)."""

    player: int
    kind: PenaltyKind
    points: int


@dataclass(frozen=True)
class TimedOut:
    """The player's clock ran out: they are out of the game (RULES.md §4)."""

    player: int


Event = (Rolled | NothingScores | JokerRolled | BoxWritten | UpperBonusEarned | DiceSetAside
         | HotDice | TurnWritten | Won | InPit | Overtaken | Missed | Penalised | TimedOut)
