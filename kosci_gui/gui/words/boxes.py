"""The words of the score pad: each box's name, the short rule written beside it (as on GNOME
Tali's sheet: "Full house [25]", "Chance [total]") and its explanation for the tooltip, and the
same for the summary rows. The rules are rendered from the engine's box records
(:mod:`kosci_gui.engine.scoring`): every number of a rule comes from there, translated at call
time."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from kosci_gui.engine.scoring import (
    FIVE_OF_A_KIND,
    FIVE_OF_A_KIND_BONUS,
    UPPER_BONUS,
    UPPER_BONUS_THRESHOLD,
    Box,
    Scoring,
)
from kosci_gui.gui.words.texts import QT_TRANSLATE_NOOP

#: Box names by key (context "Boxes"): the full game's boxes that share a key with classic
#: ones are named alike.
BOX_NAMES: dict[str, str] = {
    "ones": QT_TRANSLATE_NOOP("Boxes", "Ones"),
    "twos": QT_TRANSLATE_NOOP("Boxes", "Twos"),
    "threes": QT_TRANSLATE_NOOP("Boxes", "Threes"),
    "fours": QT_TRANSLATE_NOOP("Boxes", "Fours"),
    "fives": QT_TRANSLATE_NOOP("Boxes", "Fives"),
    "sixes": QT_TRANSLATE_NOOP("Boxes", "Sixes"),
    "pair": QT_TRANSLATE_NOOP("Boxes", "Pair"),
    "two_pairs": QT_TRANSLATE_NOOP("Boxes", "Two pairs"),
    "three_kind": QT_TRANSLATE_NOOP("Boxes", "Three of a kind"),
    "four_kind": QT_TRANSLATE_NOOP("Boxes", "Four of a kind"),
    "full_house": QT_TRANSLATE_NOOP("Boxes", "Full house"),
    "small_straight": QT_TRANSLATE_NOOP("Boxes", "Small straight"),
    "large_straight": QT_TRANSLATE_NOOP("Boxes", "Large straight"),
    "chance": QT_TRANSLATE_NOOP("Boxes", "Chance"),
    "poker": QT_TRANSLATE_NOOP("Boxes", "Poker"),
    "yahtzee": QT_TRANSLATE_NOOP("Boxes", "Five of a kind"),
}

#: The short rule of an upper box, by face (context "BoxRules").
_FACE_RULES = {
    1: QT_TRANSLATE_NOOP("BoxRules", "total of 1s"),
    2: QT_TRANSLATE_NOOP("BoxRules", "total of 2s"),
    3: QT_TRANSLATE_NOOP("BoxRules", "total of 3s"),
    4: QT_TRANSLATE_NOOP("BoxRules", "total of 4s"),
    5: QT_TRANSLATE_NOOP("BoxRules", "total of 5s"),
    6: QT_TRANSLATE_NOOP("BoxRules", "total of 6s"),
}
_TOTAL = QT_TRANSLATE_NOOP("BoxRules", "total")

#: The short rules of the other boxes, by how they score and how many equal dice they need
#: (0: any); a box that scores fixed points shows its points.
_RULES: dict[tuple[Scoring, int], str] = {
    (Scoring.KIND, 0): _TOTAL,
    (Scoring.TOTAL, 0): _TOTAL,
    (Scoring.FULL_TOTAL, 0): _TOTAL,
    (Scoring.GROUP, 2): QT_TRANSLATE_NOOP("BoxRules", "sum of the pair"),
    (Scoring.GROUP, 3): QT_TRANSLATE_NOOP("BoxRules", "sum of the three"),
    (Scoring.GROUP, 4): QT_TRANSLATE_NOOP("BoxRules", "sum of the four"),
    (Scoring.PAIRS, 0): QT_TRANSLATE_NOOP("BoxRules", "sum of the pairs"),
    (Scoring.FIVE_TIMES, 0): QT_TRANSLATE_NOOP("BoxRules", "{times} × total"),
}

#: The explanation of an upper box, by face (context "BoxHelp").
_FACE_HELP = {
    1: QT_TRANSLATE_NOOP("BoxHelp", "Sum of the dice showing 1."),
    2: QT_TRANSLATE_NOOP("BoxHelp", "Sum of the dice showing 2."),
    3: QT_TRANSLATE_NOOP("BoxHelp", "Sum of the dice showing 3."),
    4: QT_TRANSLATE_NOOP("BoxHelp", "Sum of the dice showing 4."),
    5: QT_TRANSLATE_NOOP("BoxHelp", "Sum of the dice showing 5."),
    6: QT_TRANSLATE_NOOP("BoxHelp", "Sum of the dice showing 6."),
}

#: The explanations of the other boxes (context "BoxHelp"), keyed as :data:`_RULES`;
#: placeholders {points}, {times}, {run}.
_HELP: dict[tuple[Scoring, int], str] = {
    (Scoring.KIND, 3): QT_TRANSLATE_NOOP(
        "BoxHelp", "At least three equal dice: the sum of all five."),
    (Scoring.KIND, 4): QT_TRANSLATE_NOOP(
        "BoxHelp", "At least four equal dice: the sum of all five."),
    (Scoring.FULL_HOUSE, 0): QT_TRANSLATE_NOOP(
        "BoxHelp", "Three of one face and two of another: {points}."),
    (Scoring.RUN, 4): QT_TRANSLATE_NOOP(
        "BoxHelp", "Four consecutive faces (1-2-3-4, 2-3-4-5 or 3-4-5-6): {points}."),
    (Scoring.RUN, 5): QT_TRANSLATE_NOOP(
        "BoxHelp", "Five consecutive faces (1-2-3-4-5 or 2-3-4-5-6): {points}."),
    (Scoring.TOTAL, 0): QT_TRANSLATE_NOOP("BoxHelp", "Any dice: the sum of all five."),
    (Scoring.FIVE, 0): QT_TRANSLATE_NOOP("BoxHelp", "Five equal dice: {points}."),
    (Scoring.GROUP, 2): QT_TRANSLATE_NOOP(
        "BoxHelp", "Two equal dice: twice the highest such face."),
    (Scoring.GROUP, 3): QT_TRANSLATE_NOOP("BoxHelp", "Three equal dice: three times the face."),
    (Scoring.GROUP, 4): QT_TRANSLATE_NOOP("BoxHelp", "Four equal dice: four times the face."),
    (Scoring.PAIRS, 0): QT_TRANSLATE_NOOP(
        "BoxHelp", "Two different pairs: twice each of the two faces."),
    (Scoring.EXACT_RUN, 0): QT_TRANSLATE_NOOP("BoxHelp", "Exactly {run}: {points}."),
    (Scoring.FULL_TOTAL, 0): QT_TRANSLATE_NOOP(
        "BoxHelp", "Three of one face and two of another: the sum of all five."),
    (Scoring.FIVE_TIMES, 0): QT_TRANSLATE_NOOP("BoxHelp", "Five equal dice: {times} × the sum."),
}

#: Summary rows of the scorecard (context "Rows"); placeholders {threshold}.
ROW_NAMES: dict[str, str] = {
    "upper_sum": QT_TRANSLATE_NOOP("Rows", "Upper sum"),
    "upper_bonus": QT_TRANSLATE_NOOP("Rows", "Bonus ({threshold}+)"),
    "lower_sum": QT_TRANSLATE_NOOP("Rows", "Lower sum"),
    "five_bonus": QT_TRANSLATE_NOOP("Rows", "Five-of-a-kind bonus"),
    "column_total": QT_TRANSLATE_NOOP("Rows", "Column total"),
    "total": QT_TRANSLATE_NOOP("Rows", "Total"),
}

#: What each summary row means (context "RowHelp"); placeholders {bonus}, {threshold},
#: {box}, {points}.
ROW_HELP: dict[str, str] = {
    "upper_sum": QT_TRANSLATE_NOOP("RowHelp", "Ones to Sixes added up."),
    "upper_bonus": QT_TRANSLATE_NOOP(
        "RowHelp", "{bonus} when the upper boxes reach {threshold}."),
    "lower_sum": QT_TRANSLATE_NOOP("RowHelp", "The lower boxes added up."),
    "five_bonus": QT_TRANSLATE_NOOP(
        "RowHelp", "{bonus} for each further five of a kind while the {box} box holds {points}."),
    "column_total": QT_TRANSLATE_NOOP("RowHelp", "The column's points times its weight."),
    "total": QT_TRANSLATE_NOOP("RowHelp", "Everything added up."),
}

#: The short rules of the summary rows (context "BoxRules"); placeholders as ROW_HELP's.
ROW_RULES: dict[str, str] = {
    "upper_bonus": QT_TRANSLATE_NOOP("BoxRules", "{threshold}+ → {bonus}"),
    "five_bonus": QT_TRANSLATE_NOOP("BoxRules", "+{bonus} each"),
}


def _t(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


def _row_numbers(key: str) -> dict[str, object]:
    if key == "upper_bonus":
        return {"bonus": UPPER_BONUS, "threshold": UPPER_BONUS_THRESHOLD}
    if key == "five_bonus":
        return {"bonus": FIVE_OF_A_KIND_BONUS, "points": FIVE_OF_A_KIND.points,
                "box": box_name(FIVE_OF_A_KIND.key)}
    return {}


def _key(box: Box) -> tuple[Scoring, int]:
    return (box.scoring, box.count if (box.scoring, box.count) in _HELP else 0)


def box_name(key: str) -> str:
    """A box's name in the current language."""
    source = BOX_NAMES.get(key)
    return _t("Boxes", source) if source else str(key)


def box_label(key: str, column: int = 0, columns: int = 1) -> str:
    """The box as a message names it: its name, and in a game of several columns the
    column's weight ("Chance ×2")."""
    name = box_name(key)
    return f"{name} ×{column + 1}" if columns > 1 else name


def box_rule(box: Box) -> str:
    """The short rule written beside the box's name ("25", "total", "sum of the pair")."""
    if box.upper:
        return _t("BoxRules", _FACE_RULES[box.face])
    source = _RULES.get((box.scoring, box.count)) or _RULES.get((box.scoring, 0))
    if source is None:  # a box that scores fixed points
        return str(box.points)
    return _t("BoxRules", source).format(times=box.times)


def box_help(box: Box) -> str:
    """A box's scoring rule in one sentence, for tooltips."""
    if box.upper:
        return _t("BoxHelp", _FACE_HELP[box.face])
    source = _HELP.get(_key(box))
    if source is None:
        return ""
    run = "-".join(str(f) for f in box.run())
    return _t("BoxHelp", source).format(points=box.points, times=box.times, run=run)


def row_name(key: str) -> str:
    """A summary row of the scorecard: upper_sum, upper_bonus, lower_sum, five_bonus,
    column_total, total."""
    source = ROW_NAMES.get(key)
    return _t("Rows", source).format(**_row_numbers(key)) if source else str(key)


def row_help(key: str) -> str:
    """A summary row's meaning, for tooltips."""
    source = ROW_HELP.get(key)
    return _t("RowHelp", source).format(**_row_numbers(key)) if source else ""


def row_rule(key: str) -> str:
    """The short rule written beside a summary row ('' when it has none)."""
    source = ROW_RULES.get(key)
    return _t("BoxRules", source).format(**_row_numbers(key)) if source else ""
