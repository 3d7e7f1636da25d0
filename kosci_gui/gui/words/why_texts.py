"""The reasons behind a hint (:mod:`kosci_gui.ai.reasons`) in the player's language: one line
per reason, for the hints on the table and the mistakes in the analysis (the command line
says the same kinds in English: ``ai/why_words.py``). Translated at call time."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject

from kosci_gui.ai.reasons import (
    BANK,
    INSTEAD,
    NOW_LATER,
    PIT,
    RACE,
    THROW_CHANCE,
    TURN_ENDS,
    WIN_GAP,
    Reason,
    TurnEnd,
)
from kosci_gui.gui.words.boxes import box_label
from kosci_gui.gui.words.texts import percent_text


def _points(value: float) -> str:
    return f"{value:.1f}"


class WhyWords(QObject):
    """The words of each kind of reason (a class so that ``tr`` can count dice)."""

    def __init__(self, columns: int = 1) -> None:
        super().__init__()
        self.columns = columns

    def box(self, key: str, column: int) -> str:
        return box_label(key, column, self.columns)

    def end(self, e: TurnEnd) -> str:
        return self.tr("{box} {percent} (on average {points})").format(
            box=self.box(e.box, e.column), percent=percent_text(e.chance),
            points=_points(e.mean_points))

    def turn_ends(self, r: Reason) -> str:
        return self.tr("This turn ends in: {ends}.").format(
            ends=", ".join(self.end(e) for e in r["ends"]))

    def now_later(self, r: Reason) -> str:
        return self.tr("{box}: {points} now, {later} more expected later.").format(
            box=self.box(r["box"], r["column"]), points=r["points"],
            later=_points(r["later"]))

    def instead(self, r: Reason) -> str:
        return self.tr("Writing {points} in {box} instead of {other_points} in {other} keeps "
                       "{gain} more for later: {net} more in all.").format(
            box=self.box(r["box"], r["column"]), points=r["points"],
            other=self.box(r["other"], r["other_column"]), gain=_points(r["gain"]),
            other_points=r["other_points"], net=_points(r["net"]))

    def win_gap(self, r: Reason) -> str:
        if r["theirs"] is None:
            return self.tr("{percent} to win: your expected final score {mine}.").format(
                percent=percent_text(r["chance"]), mine=_points(r["mine"]))
        return self.tr("{percent} to win: your expected final score {mine}, the best "
                       "opponent's {theirs}.").format(
            percent=percent_text(r["chance"]), mine=_points(r["mine"]),
            theirs=_points(r["theirs"]))

    def throw_chance(self, r: Reason) -> str:
        if r["at_risk"]:
            return self.tr("A throw of %n die(s) scores {percent} of the time; {points} points "
                           "at risk.", "", r["dice"]).format(
                percent=percent_text(r["chance"]), points=r["at_risk"])
        return self.tr("A throw of %n die(s) scores {percent} of the time.", "",
                       r["dice"]).format(percent=percent_text(r["chance"]))

    def bank(self, r: Reason) -> str:
        return self.tr("Writing {points} makes the score {total}.").format(
            points=r["points"], total=r["total"])

    def pit(self, r: Reason) -> str:
        return self.tr("{total} is in the pit {low}–{high}: the next write must reach "
                       "{high}.").format(total=r["total"], low=r["low"], high=r["high"])

    def race(self, r: Reason) -> str:
        if r["chance"] is None:
            return self.tr("After this turn you need {mine} more turns to 1000 on average, the "
                           "fastest opponent {theirs}.").format(
                mine=_points(r["mine"]), theirs=_points(r["theirs"]))
        return self.tr("{percent} to win: after this turn you need {mine} more turns to 1000 on "
                       "average, the fastest opponent {theirs}.").format(
            percent=percent_text(r["chance"]), mine=_points(r["mine"]),
            theirs=_points(r["theirs"]))

    def line(self, r: Reason) -> str:
        said: dict[str, Callable[[Reason], str]] = {
            TURN_ENDS: self.turn_ends, NOW_LATER: self.now_later, INSTEAD: self.instead,
            WIN_GAP: self.win_gap, THROW_CHANCE: self.throw_chance, BANK: self.bank,
            PIT: self.pit, RACE: self.race}
        return said[r.kind](r)


def why_lines(found: Sequence[Reason], columns: int = 1, *,
              leave_out: Sequence[str] = ()) -> list[str]:
    """The reasons as lines in the current language (kinds in ``leave_out`` left out: what
    the hint already says in its own words); ``columns``: the card's, to name a column."""
    words = WhyWords(columns)
    return [words.line(r) for r in found if r.kind not in leave_out]
