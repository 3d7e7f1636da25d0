"""Why an option is worth what the advisor says: the facts behind a hint, as data.

A :class:`Reason` is one statement — a ``kind`` and its numbers — computed from the same exact
solvers that value the options (no words here: :mod:`kosci_gui.ai.why_words` says them in
English for the command line, the GUI translates the same kinds). The kinds:

- ``turn_ends`` (Kości family, a hold or the first roll): how this turn is likely to end if
  the rest of it is played for the most points — ``ends``: the likeliest boxes, each a
  :class:`TurnEnd` (the box, its column, the chance to write it, the mean points then);
- ``now_later`` (Kości, a write): ``points`` now and the points ``later`` still expected on
  the card after it, under optimal play;
- ``instead`` (Kości, a write worth more than the write that scores most now, though it
  scores less): writing ``box`` for ``points`` instead of ``other`` for ``other_points``
  keeps ``gain`` points more for later (later after ours − later after theirs), ``net`` more
  in all (``gain`` less what it gives up now);
- ``win_gap`` (two or more players): the mover's ``chance`` to win after the option, the
  mover's expected final score ``mine`` after it and the best opponent's ``theirs``;
- ``throw_chance`` (Thousand, a throw or a set-aside that leaves dice): the next throw has
  ``dice`` dice, ``chance`` to have something to set aside, ``at_risk`` points of the turn;
- ``bank`` (Thousand, a write): the turn's ``points`` bring the score to ``total``;
- ``pit`` (Thousand): that ``total`` lies in the pit [``low``, ``high``);
- ``race`` (Thousand, two or more players, not a winning write): what the chance to win
  weighs — the mover's expected turns to 1000 after this one (``mine``), the fastest
  opponent's from their next turn (``theirs``), and the mover's ``chance`` to win (None when
  not known).

:mod:`kosci_gui.ai.why` finds them for an option (``why_kosci``, ``why_thousand``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

TURN_ENDS, NOW_LATER, INSTEAD, WIN_GAP = "turn_ends", "now_later", "instead", "win_gap"
THROW_CHANCE, BANK, PIT, RACE = "throw_chance", "bank", "pit", "race"
KINDS = (TURN_ENDS, NOW_LATER, INSTEAD, WIN_GAP, THROW_CHANCE, BANK, PIT, RACE)

#: How many of a turn's likeliest endings a ``turn_ends`` reason names.
ENDS_SHOWN = 3


@dataclass(frozen=True)
class TurnEnd:
    """One way a Kości turn ends: writing ``box`` (in ``column``) with ``chance`` (0-1),
    scoring ``mean_points`` on average when it does."""

    box: str
    column: int
    chance: float
    mean_points: float


@dataclass(frozen=True)
class Reason:
    """One statement behind an option: its kind (one of :data:`KINDS`) and its numbers."""

    kind: str
    facts: dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.facts[key]
