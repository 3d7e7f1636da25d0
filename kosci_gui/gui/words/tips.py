"""The words of the first game's tips (:mod:`kosci_gui.gui.play.tips` decides when each
applies): one or two short sentences each, their numbers filled from the rules being played,
translated at call time."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from kosci_gui.gui.words.texts import QT_TRANSLATE_NOOP

TIP_TEXTS: dict[str, str] = {
    "holding": QT_TRANSLATE_NOOP(
        "Tips", "Click a die (or press its number, 1–5) to hold it: the next roll throws only "
        "the others. Three rolls a turn, then write the dice in a box of your card."),
    "upper_bonus": QT_TRANSLATE_NOOP(
        "Tips", "The upper boxes (Ones to Sixes): {threshold} or more in them earns a bonus "
        "of {bonus}. Three of each face is just enough, so a fourth makes up for a pair "
        "elsewhere."),
    "sacrifice": QT_TRANSLATE_NOOP(
        "Tips", "Sacrificing a box: when no box is worth taking you write 0 in one, and it "
        "stays closed. Give up the box you are least likely to fill well later."),
    "joker": QT_TRANSLATE_NOOP(
        "Tips", "A joker: five of a kind once the five-of-a-kind box is filled. It may go only "
        "in the boxes the rules allow (the others refuse it), and there it scores as if the "
        "dice fitted the box."),
    "scoring_dice": QT_TRANSLATE_NOOP(
        "Tips", "Only some dice score: each 1 is 10, each 5 is 5, three alike are the face × 10 "
        "(three 1s: 100). Choose scoring dice to set aside, then throw the rest or write."),
    "opening": QT_TRANSLATE_NOOP(
        "Tips", "Your first write must bring at least {points} points in one turn: keep "
        "throwing until the turn is worth that much."),
    "three_dice": QT_TRANSLATE_NOOP(
        "Tips", "To write, at least {dice} scoring dice must be set aside from the five: "
        "with fewer, throw the dice left in your hand."),
    "hot_dice": QT_TRANSLATE_NOOP(
        "Tips", "Hot dice: all five dice scored. Write now, or take all five and throw again: "
        "the turn keeps its points, but a throw that scores nothing loses them."),
    "pit": QT_TRANSLATE_NOOP(
        "Tips", "Your score is in the pit {low}–{high}: from here you may write only a turn "
        "that takes you to {high} or more."),
    "overtaking": QT_TRANSLATE_NOOP(
        "Tips", "Overtaking: a write that passes a player who was ahead costs them {penalty} "
        "points and gives the writer {bonus}."),
    "exact_1000": QT_TRANSLATE_NOOP(
        "Tips", "The game is won at exactly {goal}: dice that would take you past it may not "
        "be set aside, and a throw whose every choice would is a miss."),
}


def tip_text(key: str, numbers: Mapping[str, int]) -> str:
    """The tip ``key`` in the language of the moment, its numbers filled in."""
    return QCoreApplication.translate("Tips", TIP_TEXTS[key]).format(**numbers)


def tip_title() -> str:
    """The words before every tip."""
    return QCoreApplication.translate("Tips", "Tip:")
