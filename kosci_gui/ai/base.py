"""What every computer player and the advisor share: the advice record and the way a
strength level turns option values into a choice."""

from __future__ import annotations

import random
from dataclasses import dataclass

from kosci_gui.engine.game import LEVELS
from kosci_gui.engine.moves import Move

from .reasons import Reason

__all__ = ["LEVELS", "SIM_LEVELS", "Advice", "Chooser", "ranked"]

#: The units of the luck report (:mod:`kosci_gui.ai.luck`).
POINTS, WIN_CHANCE, TURNS = "points", "win chance", "turns"

#: The levels of the simulations and benchmarks: also ``solo``, the policy that plays as if
#: alone (best expected score / fewest expected turns), which ``hard`` plays against others.
SIM_LEVELS = (*LEVELS, "solo")


@dataclass(frozen=True)
class Advice:
    """One option of the current position: the move, its value and a short English label.

    ``value`` is the expected final score (Kości family) or, for Thousand, the race margin in
    turns (the best opponent's expected turns to 1000 minus ours).  ``win_chance`` (0-1) is the
    mover's chance to win after this option, when two or more players are still in.
    ``why``: the facts behind the value (:mod:`kosci_gui.ai.reasons`), filled only where
    they are asked for (:func:`kosci_gui.ai.why.explained`)."""

    move: Move
    value: float
    label: str
    win_chance: float | None = None
    why: tuple[Reason, ...] = ()


#: Chances to win closer than this count as equal, and the value decides.  Kości: a hundredth
#: of a percentage point, which no player could tell, so a decided game is still played for
#: its points (with 1e-9, hard far ahead gave away 30 points in a game for a chance of
#: 0.99998 over 0.99997).  Thousand has no points to keep once the game is decided: only
#: float noise is a tie, then the race margin decides.
KOSCI_TIE = 1e-4
THOUSAND_TIE = 1e-9


def best_for_win(tie: float, options: list[Advice]) -> Advice:
    """What ``hard`` takes against opponents: the best chance to win; among the options
    within ``tie`` of it (the game's: :data:`KOSCI_TIE`, :data:`THOUSAND_TIE`), the best value
    (the points, or the race margin)."""
    best = max(a.win_chance or 0.0 for a in options)
    return max((a for a in options if (a.win_chance or 0.0) >= best - tie),
               key=lambda a: a.value)


def best_first(tie: float, options: list[Advice]) -> list[Advice]:
    """The options in the order a player who wants to win takes them: ``hard``'s choice
    first, then by chance to win (ties: the better value); without chances (one player) as
    given."""
    if not options or any(a.win_chance is None for a in options):
        return options
    first = best_for_win(tie, options)
    rest = sorted((a for a in options if a is not first),
                  key=lambda a: (-(a.win_chance or 0.0), -a.value))
    return [first, *rest]


def ranked(options: list[Advice]) -> list[Advice]:
    """Best first; equal values keep their order (writes before holds)."""
    return sorted(options, key=lambda a: -a.value)


class Chooser:
    """Picks among valued options: the best one, or — below ``hard`` — the best after adding
    noise of a level-dependent size to each value, so weaker levels make human-sized slips
    (a near-equal option often, a bad one rarely)."""

    def __init__(self, noise: float, seed: int | None) -> None:
        self.noise = noise
        self.random = random.Random(seed)

    def choose(self, options: list[Advice]) -> Advice:
        if self.noise <= 0 or len(options) == 1:
            return max(options, key=lambda a: a.value)
        return max(options, key=lambda a: a.value + self.random.gauss(0.0, self.noise))
