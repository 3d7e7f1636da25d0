"""Thousand's rules between the players (RULES.md §2): the win, the pits, the overtaking chain,
and the lines of a player's score sheet. Pure functions of the rules and the scores: the one
statement of each rule, used by the game and by the computer players."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from .errors import RuleError
from .rules import Rules

#: The score that wins.
GOAL = 1000
#: Scoring dice a write needs set aside since the last full five (``three_dice``).
WRITE_DICE = 3
#: From this score on the 900 relief applies (``relief_900``: no three-dice rule, no part in
#: overtaking).
RELIEF = 900


class SheetKind(Enum):
    """The kinds of line on a Thousand score sheet."""

    WRITE = "write"
    MISS = "miss"
    ZERO_PENALTY = "zero_penalty"
    OVERTAKE_BONUS = "overtake_bonus"
    OVERTAKEN = "overtaken"
    THREE_MISSES = "three_misses"
    TIMEOUT = "timeout"


@dataclass(frozen=True)
class SheetEntry:
    """One line of a player's score sheet: ``points`` won or lost by it, ``score`` the score
    after it; ``by`` names the player who overtook (OVERTAKEN) or was overtaken
    (OVERTAKE_BONUS); ``turn`` is the index of the turn that wrote the line."""

    kind: SheetKind
    points: int
    score: int
    turn: int
    by: int | None = None


def wins(rules: Rules, score: int) -> bool:
    """Does a write reaching ``score`` win (``win``: exactly 1000, or 1000 or more)?"""
    return score == GOAL if rules["win"] == "exact" else score >= GOAL


def pit_of(rules: Rules, score: int) -> tuple[int, int] | None:
    """The pit ``[low, high)`` that ``score`` lies in, if any."""
    for low, high in rules["pits"]:
        if low <= score < high:
            return (low, high)
    return None


@dataclass(frozen=True)
class Overtaking:
    """One link of an overtaking chain: ``victim`` was passed by ``by``, lost ``penalty``
    (0 when ``exempt`` or the option is off) and ``by`` gained ``bonus``; the scores of both
    just after this link."""

    victim: int
    by: int
    penalty: int
    bonus: int
    exempt: bool
    victim_score: int
    by_score: int


def overtake_chain(rules: Rules, scores: Sequence[int], mover: int, start: int,
                   in_play: Iterable[int]) -> tuple[list[int], list[Overtaking]]:
    """The overtaking chain of RULES.md §2 after ``mover`` wrote from ``start`` (``scores``
    already holds the write): the scores afterwards and the links, in order. Pure: the one
    statement of the rule, used by the game and by the computer players."""
    scores = list(scores)
    relief = rules["relief_900"]
    above = [p for p in in_play if p != mover and scores[p] > start]
    chain: list[Overtaking] = []
    while True:
        passed = [p for p in above if scores[p] < scores[mover]]
        if not passed:
            return scores, chain
        victim = min(passed, key=lambda p: (scores[p], p))
        above.remove(victim)
        score = scores[victim]
        exempt = (relief and score >= RELIEF) or (
            rules["pit_protection"] and pit_of(rules, score) is not None)
        penalty = 0 if exempt else rules["overtake_penalty"]
        scores[victim] -= penalty
        bonus = rules["overtake_bonus"]
        mine = scores[mover]
        if not bonus or (relief and mine >= RELIEF) or mine + bonus >= GOAL:
            bonus = 0
        scores[mover] += bonus
        chain.append(Overtaking(victim, mover, penalty, bonus, exempt, scores[victim],
                                scores[mover]))


def write_refusal(rules: Rules, *, start: int, opened: bool, total: int, points: int,
                  scoring: int) -> RuleError | None:
    """Why a player who began the turn at ``start`` may not write ``points`` (reaching
    ``total``) with ``scoring`` dice set aside since the last full five, or None: the
    three-dice rule (not from 900 with the relief), the opening, the pits, exactly 1000."""
    relief = rules["relief_900"] and start >= RELIEF
    if rules["three_dice"] and not relief and scoring < WRITE_DICE:
        return RuleError("bank_three_dice", count=scoring, needed=WRITE_DICE)
    if not opened and points < rules["opening"]:
        return RuleError("bank_opening", opening=rules["opening"], points=points)
    for low, high in rules["pits"]:
        if low <= start < high and total < high:
            return RuleError("bank_pit", low=low, high=high, total=total)
    if rules["win"] == "exact" and total > GOAL:
        return RuleError("bank_over_1000", total=total, goal=GOAL)
    return None
