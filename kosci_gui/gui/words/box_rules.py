"""The short rule written beside each row's name on the score pad, as on GNOME Tali's sheet
("Full house [25]", "Chance [total]"): a few words, translated at call time. The full
explanation stays in the row's tooltip (:mod:`kosci_gui.gui.words.texts`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context``; it is translated when it is shown."""
    return text


_UPPER = {
    "ones": QT_TRANSLATE_NOOP("BoxRules", "total of 1s"),
    "twos": QT_TRANSLATE_NOOP("BoxRules", "total of 2s"),
    "threes": QT_TRANSLATE_NOOP("BoxRules", "total of 3s"),
    "fours": QT_TRANSLATE_NOOP("BoxRules", "total of 4s"),
    "fives": QT_TRANSLATE_NOOP("BoxRules", "total of 5s"),
    "sixes": QT_TRANSLATE_NOOP("BoxRules", "total of 6s"),
}
_TOTAL = QT_TRANSLATE_NOOP("BoxRules", "total")

#: Classic and triple (context "BoxRules").
CLASSIC_RULES: dict[str, str] = {
    **_UPPER,
    "three_kind": _TOTAL,
    "four_kind": _TOTAL,
    "full_house": "25",
    "small_straight": "30",
    "large_straight": "40",
    "chance": _TOTAL,
    "yahtzee": "50",
}

#: The full game's own scoring (context "BoxRules").
FULL_RULES: dict[str, str] = {
    **_UPPER,
    "pair": QT_TRANSLATE_NOOP("BoxRules", "sum of the pair"),
    "two_pairs": QT_TRANSLATE_NOOP("BoxRules", "sum of the pairs"),
    "three_kind": QT_TRANSLATE_NOOP("BoxRules", "sum of the three"),
    "four_kind": QT_TRANSLATE_NOOP("BoxRules", "sum of the four"),
    "small_straight": "15",
    "large_straight": "20",
    "full_house": _TOTAL,
    "poker": QT_TRANSLATE_NOOP("BoxRules", "3 × total"),
    "chance": _TOTAL,
}

#: Summary rows, every game (context "BoxRules").
ROW_RULES: dict[str, str] = {
    "upper_bonus": QT_TRANSLATE_NOOP("BoxRules", "63+ → 35"),
    "five_bonus": QT_TRANSLATE_NOOP("BoxRules", "+100 each"),
}


def rule_text(game: str, key: str) -> str:
    """The short rule of box or summary row ``key`` in ``game`` ('' when it has none)."""
    table = FULL_RULES if game == "full" else CLASSIC_RULES
    source = table.get(key) or ROW_RULES.get(key, "")
    if not source or source.isdigit():
        return source
    return QCoreApplication.translate("BoxRules", source)
