"""Every kind of reason is said in English, Polish and Russian, whole (no placeholder left),
and the dice counted with the language's plural forms."""

from __future__ import annotations

import pytest

from kosci_gui.ai.reasons import (
    BANK,
    INSTEAD,
    KINDS,
    NOW_LATER,
    PIT,
    RACE,
    THROW_CHANCE,
    TURN_ENDS,
    WIN_GAP,
    Reason,
    TurnEnd,
)
from kosci_gui.gui.words import i18n
from kosci_gui.gui.words.why_texts import why_lines

EVERY = (
    Reason(TURN_ENDS, {"keep": (5, 5), "ends": (TurnEnd("fives", 2, 0.31, 17.2),)}),
    Reason(NOW_LATER, {"box": "ones", "column": 0, "points": 2, "later": 212.34}),
    Reason(INSTEAD, {"box": "ones", "column": 0, "points": 2, "other": "two_pairs",
                     "other_column": 0, "other_points": 32, "gain": 41.4,
                     "net": 11.4}),
    Reason(WIN_GAP, {"chance": 0.33, "mine": 231.0, "theirs": 262.0}),
    Reason(WIN_GAP, {"chance": 0.33, "mine": 231.0, "theirs": None}),
    Reason(THROW_CHANCE, {"dice": 2, "chance": 0.556, "at_risk": 120}),
    Reason(THROW_CHANCE, {"dice": 5, "chance": 0.92, "at_risk": 0}),
    Reason(BANK, {"points": 105, "total": 205}),
    Reason(PIT, {"low": 200, "high": 300, "total": 205}),
    Reason(RACE, {"chance": 0.36, "mine": 36.1, "theirs": 29.9}),
    Reason(RACE, {"chance": None, "mine": 36.1, "theirs": 29.9}),
)


def test_every_kind_has_its_words():
    assert {r.kind for r in EVERY} == set(KINDS)


@pytest.mark.parametrize("language", ["en", "pl", "ru"])
def test_every_kind_is_said_whole(language, qapp):
    i18n.install_translators(qapp, language)
    lines = why_lines(EVERY, columns=3)
    assert len(lines) == len(EVERY)
    assert not any("{" in line or "}" in line or "%n" in line for line in lines)
    assert "31" in lines[0] and "17.2" in lines[0] and "×3" in lines[0]
    assert "41.4" in lines[2] and "32" in lines[2] and "11.4" in lines[2]
    assert "200–300" in lines[8]
    assert "36.1" in lines[9] and "29.9" in lines[9] and "36" in lines[9]
    said = {"en": "A throw of 2 dice scores 56 % of the time; 120 points at risk.",
               "pl": "Rzut 2 kośćmi: punkty w 56% przypadków; zagrożone 120 pkt.",
               "ru": "Бросить 2 кубика: очки будут в 56% случаев; на кону 120 очк."}
    assert lines[5] == said[language]


def test_kinds_the_hint_says_itself_are_left_out(qapp):
    assert why_lines(EVERY[5:9], leave_out=(THROW_CHANCE,)) == [
        "Writing 105 makes the score 205.",
        "205 is in the pit 200–300: the next write must reach 300."]
