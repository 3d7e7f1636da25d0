"""Translated names that live outside widgets: games, presets, boxes, score rows, options
and their values, levels, dice faces, plurals (messages of refusals and events are in
:mod:`kosci_gui.gui.words.messages`).

The tables hold English source strings marked with ``QT_TRANSLATE_NOOP`` (so ``pyside6-lupdate``
collects them); every function translates at call time with ``QCoreApplication.translate``, so
a language switch applies to the next call at once. The engine stays Qt-free: it gives codes
and keys, this module turns them into the player's language.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context``; it is translated when it is shown."""
    return text


# -- games ----------------------------------------------------------------------------------------

GAME_NAMES: dict[str, str] = {
    "classic": QT_TRANSLATE_NOOP("Games", "Classic"),
    "triple": QT_TRANSLATE_NOOP("Games", "Triple"),
    "full": QT_TRANSLATE_NOOP("Games", "Full"),
    "thousand": QT_TRANSLATE_NOOP("Games", "Thousand"),
}

#: One short line per game (it must fit under the game's name on the welcome page).
GAME_DESCRIPTIONS: dict[str, str] = {
    "classic": QT_TRANSLATE_NOOP("GameDescriptions", "13 turns, joker, bonuses"),
    "triple": QT_TRANSLATE_NOOP("GameDescriptions", "39 turns, three columns"),
    "full": QT_TRANSLATE_NOOP("GameDescriptions", "15 turns, pairs and poker"),
    "thousand": QT_TRANSLATE_NOOP("GameDescriptions", "First to reach 1000 wins"),
}

# -- presets --------------------------------------------------------------------------------------

PRESET_NAMES: dict[str, str] = {
    "polish": QT_TRANSLATE_NOOP("Presets", "Polish"),
    "official": QT_TRANSLATE_NOOP("Presets", "Official"),
    "penta": QT_TRANSLATE_NOOP("Presets", "Penta"),
    "blog": QT_TRANSLATE_NOOP("Presets", "Blog"),
    "reader_a": QT_TRANSLATE_NOOP("Presets", "Club"),
    "family": QT_TRANSLATE_NOOP("Presets", "Family"),
}

PRESET_DESCRIPTIONS: dict[str, str] = {
    "polish": QT_TRANSLATE_NOOP(
        "PresetDescriptions",
        "As in the Polish online room: a further five of a kind is a joker once the "
        "Five of a kind box and the face's upper box are filled."),
    "official": QT_TRANSLATE_NOOP(
        "PresetDescriptions",
        "Official rules: a joker must go into the face's upper box while it is open."),
    "penta": QT_TRANSLATE_NOOP(
        "PresetDescriptions",
        "As in the Penta app: forced joker, and only when the Five of a kind box holds 50."),
    "blog": QT_TRANSLATE_NOOP(
        "PresetDescriptions",
        "The blog's rules: opening 50, −50 for a zero first throw, +50/−50 for overtaking, "
        "pits 200–300 and 700–800, relief at 900, exactly 1000 to win."),
    "reader_a": QT_TRANSLATE_NOOP(
        "PresetDescriptions",
        "A reader's variant: opening 100, no zero-throw penalty, −100 for the overtaken player, "
        "players in a pit protected, no relief at 900."),
    "family": QT_TRANSLATE_NOOP(
        "PresetDescriptions",
        "Family game: opening 30, no penalties and no overtaking points."),
}

# -- boxes ----------------------------------------------------------------------------------------

_UPPER_NAMES = {
    "ones": QT_TRANSLATE_NOOP("Boxes", "Ones"),
    "twos": QT_TRANSLATE_NOOP("Boxes", "Twos"),
    "threes": QT_TRANSLATE_NOOP("Boxes", "Threes"),
    "fours": QT_TRANSLATE_NOOP("Boxes", "Fours"),
    "fives": QT_TRANSLATE_NOOP("Boxes", "Fives"),
    "sixes": QT_TRANSLATE_NOOP("Boxes", "Sixes"),
}

#: Box names of classic and triple, by box key (context "Boxes").
CLASSIC_BOX_NAMES: dict[str, str] = {
    **_UPPER_NAMES,
    "three_kind": QT_TRANSLATE_NOOP("Boxes", "Three of a kind"),
    "four_kind": QT_TRANSLATE_NOOP("Boxes", "Four of a kind"),
    "full_house": QT_TRANSLATE_NOOP("Boxes", "Full house"),
    "small_straight": QT_TRANSLATE_NOOP("Boxes", "Small straight"),
    "large_straight": QT_TRANSLATE_NOOP("Boxes", "Large straight"),
    "chance": QT_TRANSLATE_NOOP("Boxes", "Chance"),
    "yahtzee": QT_TRANSLATE_NOOP("Boxes", "Five of a kind"),
}

#: Box names of the full game's lower part (context "FullBoxes": players name some of them
#: differently from the classic boxes of the same key).
FULL_BOX_NAMES: dict[str, str] = {
    "pair": QT_TRANSLATE_NOOP("FullBoxes", "Pair"),
    "two_pairs": QT_TRANSLATE_NOOP("FullBoxes", "Two pairs"),
    "three_kind": QT_TRANSLATE_NOOP("FullBoxes", "Three of a kind"),
    "four_kind": QT_TRANSLATE_NOOP("FullBoxes", "Four of a kind"),
    "small_straight": QT_TRANSLATE_NOOP("FullBoxes", "Small straight"),
    "large_straight": QT_TRANSLATE_NOOP("FullBoxes", "Large straight"),
    "full_house": QT_TRANSLATE_NOOP("FullBoxes", "Full house"),
    "poker": QT_TRANSLATE_NOOP("FullBoxes", "Poker"),
    "chance": QT_TRANSLATE_NOOP("FullBoxes", "Chance"),
}

_UPPER_HELP = {
    "ones": QT_TRANSLATE_NOOP("BoxHelp", "Sum of the dice showing 1."),
    "twos": QT_TRANSLATE_NOOP("BoxHelp", "Sum of the dice showing 2."),
    "threes": QT_TRANSLATE_NOOP("BoxHelp", "Sum of the dice showing 3."),
    "fours": QT_TRANSLATE_NOOP("BoxHelp", "Sum of the dice showing 4."),
    "fives": QT_TRANSLATE_NOOP("BoxHelp", "Sum of the dice showing 5."),
    "sixes": QT_TRANSLATE_NOOP("BoxHelp", "Sum of the dice showing 6."),
}

CLASSIC_BOX_HELP: dict[str, str] = {
    **_UPPER_HELP,
    "three_kind": QT_TRANSLATE_NOOP(
        "BoxHelp", "At least three equal dice: the sum of all five."),
    "four_kind": QT_TRANSLATE_NOOP(
        "BoxHelp", "At least four equal dice: the sum of all five."),
    "full_house": QT_TRANSLATE_NOOP(
        "BoxHelp", "Three of one face and two of another: 25."),
    "small_straight": QT_TRANSLATE_NOOP(
        "BoxHelp", "Four consecutive faces (1-2-3-4, 2-3-4-5 or 3-4-5-6): 30."),
    "large_straight": QT_TRANSLATE_NOOP(
        "BoxHelp", "Five consecutive faces (1-2-3-4-5 or 2-3-4-5-6): 40."),
    "chance": QT_TRANSLATE_NOOP("BoxHelp", "Any dice: the sum of all five."),
    "yahtzee": QT_TRANSLATE_NOOP("BoxHelp", "Five equal dice: 50."),
}

FULL_BOX_HELP: dict[str, str] = {
    "pair": QT_TRANSLATE_NOOP("FullBoxHelp", "Two equal dice: twice the highest such face."),
    "two_pairs": QT_TRANSLATE_NOOP(
        "FullBoxHelp", "Two different pairs: twice each of the two faces."),
    "three_kind": QT_TRANSLATE_NOOP("FullBoxHelp", "Three equal dice: three times the face."),
    "four_kind": QT_TRANSLATE_NOOP("FullBoxHelp", "Four equal dice: four times the face."),
    "small_straight": QT_TRANSLATE_NOOP("FullBoxHelp", "Exactly 1-2-3-4-5: 15."),
    "large_straight": QT_TRANSLATE_NOOP("FullBoxHelp", "Exactly 2-3-4-5-6: 20."),
    "full_house": QT_TRANSLATE_NOOP(
        "FullBoxHelp", "Three of one face and two of another: the sum of all five."),
    "poker": QT_TRANSLATE_NOOP("FullBoxHelp", "Five equal dice: three times the sum."),
    "chance": QT_TRANSLATE_NOOP("FullBoxHelp", "Any dice: the sum of all five."),
}

# -- scorecard summary rows -----------------------------------------------------------------------

ROW_NAMES: dict[str, str] = {
    "upper_sum": QT_TRANSLATE_NOOP("Rows", "Upper sum"),
    "upper_bonus": QT_TRANSLATE_NOOP("Rows", "Bonus (63+)"),
    "lower_sum": QT_TRANSLATE_NOOP("Rows", "Lower sum"),
    "five_bonus": QT_TRANSLATE_NOOP("Rows", "Five-of-a-kind bonus"),
    "column_total": QT_TRANSLATE_NOOP("Rows", "Column total"),
    "total": QT_TRANSLATE_NOOP("Rows", "Total"),
}

ROW_HELP: dict[str, str] = {
    "upper_sum": QT_TRANSLATE_NOOP("RowHelp", "Ones to Sixes added up."),
    "upper_bonus": QT_TRANSLATE_NOOP("RowHelp", "35 when the upper boxes reach 63."),
    "lower_sum": QT_TRANSLATE_NOOP("RowHelp", "The lower boxes added up."),
    "five_bonus": QT_TRANSLATE_NOOP(
        "RowHelp", "100 for each further five of a kind while the Five of a kind box holds 50."),
    "column_total": QT_TRANSLATE_NOOP("RowHelp", "The column's points times its weight."),
    "total": QT_TRANSLATE_NOOP("RowHelp", "Everything added up."),
}

# -- rule options and settings --------------------------------------------------------------------

OPTION_LABELS: dict[str, str] = {
    # Kości family
    "joker_trigger": QT_TRANSLATE_NOOP("Options", "Joker when"),
    "joker_upper": QT_TRANSLATE_NOOP("Options", "Joker placement"),
    "full_upper": QT_TRANSLATE_NOOP("Options", "Upper boxes"),
    "full_multiplier": QT_TRANSLATE_NOOP("Options", "Combination bonus"),
    # Thousand
    "opening": QT_TRANSLATE_NOOP("Options", "Opening"),
    "three_dice": QT_TRANSLATE_NOOP("Options", "Three dice to write"),
    "zero_roll_penalty": QT_TRANSLATE_NOOP("Options", "Zero throw penalty"),
    "overtake_bonus": QT_TRANSLATE_NOOP("Options", "Overtaking bonus"),
    "overtake_penalty": QT_TRANSLATE_NOOP("Options", "Overtaken penalty"),
    "pits": QT_TRANSLATE_NOOP("Options", "Pits"),
    "pit_protection": QT_TRANSLATE_NOOP("Options", "Pit protection"),
    "relief_900": QT_TRANSLATE_NOOP("Options", "Relief at 900"),
    "win": QT_TRANSLATE_NOOP("Options", "To win"),
    "three_misses_penalty": QT_TRANSLATE_NOOP("Options", "Three misses penalty"),
    # turn flow, clock and visibility settings
    "confirm_move": QT_TRANSLATE_NOOP("Options", "Confirm moves"),
    "auto_score_seconds": QT_TRANSLATE_NOOP("Options", "Auto-write after"),
    "clock_minutes": QT_TRANSLATE_NOOP("Options", "Game clock"),
    "open_scorecards": QT_TRANSLATE_NOOP("Options", "Open scorecards"),
    "duplicate": QT_TRANSLATE_NOOP("Options", "Duplicate dice"),
}

OPTION_HELP: dict[str, str] = {
    "joker_trigger": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "A further five of a kind can be a joker once the Five of a kind box is filled "
        "(with 50 or 0), or only when it holds 50."),
    "joker_upper": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "Forced: the face's upper box must be taken while it is open. Optional: a joker only "
        "once that box is filled, then a lower box. Free: a joker may go into any open box."),
    "full_upper": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "In the full game the upper boxes are filled but not counted, left out, or counted "
        "with the 35 bonus."),
    "full_multiplier": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "A lower box (not Chance) scores ×3 when written after the first roll, ×2 after a "
        "later roll of all five dice."),
    "opening": QT_TRANSLATE_NOOP(
        "OptionHelp", "A player's first write must bring at least this many points."),
    "three_dice": QT_TRANSLATE_NOOP(
        "OptionHelp", "Writing needs at least three scoring dice set aside."),
    "zero_roll_penalty": QT_TRANSLATE_NOOP(
        "OptionHelp", "Points lost when the first throw of a turn scores nothing (0 = off)."),
    "overtake_bonus": QT_TRANSLATE_NOOP(
        "OptionHelp", "Points gained for each player overtaken by a write (0 = off)."),
    "overtake_penalty": QT_TRANSLATE_NOOP(
        "OptionHelp", "Points an overtaken player loses (0 = off)."),
    "pits": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "A player whose score is inside a pit may write only a turn that takes them out of it."),
    "pit_protection": QT_TRANSLATE_NOOP(
        "OptionHelp", "A player inside a pit loses nothing when overtaken."),
    "relief_900": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "From 900 on a player may write with fewer than three dice and takes no part in "
        "overtaking."),
    "win": QT_TRANSLATE_NOOP(
        "OptionHelp", "Reach exactly 1000, or 1000 or more, to win."),
    "three_misses_penalty": QT_TRANSLATE_NOOP(
        "OptionHelp", "Points lost after three turns in a row without a write (0 = off)."),
    "confirm_move": QT_TRANSLATE_NOOP(
        "OptionHelp", "A click on a box only selects it; the Confirm button writes it."),
    "auto_score_seconds": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "After the last roll, write the computer's choice when nothing is chosen in time "
        "(0 = off)."),
    "clock_minutes": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "Each player's time for the whole game; a player whose clock runs out is out."),
    "open_scorecards": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "All scorecards visible during the game; otherwise only your own until the end."),
    "duplicate": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "Every player gets the same dice in the same turn, as in duplicate bridge: compare "
        "your choices with the others' on equal luck."),
}

#: Labels of choice values, by (option key, value).
CHOICE_LABELS: dict[tuple[str, str], str] = {
    ("joker_trigger", "filled"): QT_TRANSLATE_NOOP("Choices", "box filled (50 or 0)"),
    ("joker_trigger", "fifty"): QT_TRANSLATE_NOOP("Choices", "box holds 50"),
    ("joker_upper", "forced"): QT_TRANSLATE_NOOP("Choices", "forced"),
    ("joker_upper", "optional"): QT_TRANSLATE_NOOP("Choices", "optional"),
    ("joker_upper", "free"): QT_TRANSLATE_NOOP("Choices", "free"),
    ("full_upper", "filled_not_counted"): QT_TRANSLATE_NOOP("Choices", "not counted"),
    ("full_upper", "absent"): QT_TRANSLATE_NOOP("Choices", "left out"),
    ("full_upper", "counted"): QT_TRANSLATE_NOOP("Choices", "counted"),
    ("win", "exact"): QT_TRANSLATE_NOOP("Choices", "exactly 1000"),
    ("win", "at_least"): QT_TRANSLATE_NOOP("Choices", "1000 or more"),
}

_ON = QT_TRANSLATE_NOOP("Choices", "on")
_OFF = QT_TRANSLATE_NOOP("Choices", "off")

# -- computer levels, dice faces ------------------------------------------------------------------

LEVEL_NAMES: dict[str, str] = {
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "medium": QT_TRANSLATE_NOOP("Levels", "Medium"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
}

PLAYER_KINDS: dict[str, str] = {
    "human": QT_TRANSLATE_NOOP("Players", "Human"),
    "computer": QT_TRANSLATE_NOOP("Players", "Computer"),
}

FACE_NAMES: dict[int, str] = {
    1: QT_TRANSLATE_NOOP("Faces", "one"),
    2: QT_TRANSLATE_NOOP("Faces", "two"),
    3: QT_TRANSLATE_NOOP("Faces", "three"),
    4: QT_TRANSLATE_NOOP("Faces", "four"),
    5: QT_TRANSLATE_NOOP("Faces", "five"),
    6: QT_TRANSLATE_NOOP("Faces", "six"),
}

# -- the functions --------------------------------------------------------------------------------


def _t(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


def _plural(text: str, n: int) -> str:
    # Without a catalogue (e.g. before the .qm files are built) the English source comes
    # back with "(s)": make it read right ("die(s)" is the one irregular word).
    text = text.replace("die(s)", "die" if n == 1 else "dice")
    return text.replace("(s)", "" if n == 1 else "s") if "(s)" in text else text


def game_name(game: str) -> str:
    """The game's name in the current language (classic, triple, full, thousand)."""
    source = GAME_NAMES.get(game)
    return _t("Games", source) if source else str(game)


def game_description(game: str) -> str:
    """One line that says what the game is."""
    source = GAME_DESCRIPTIONS.get(game)
    return _t("GameDescriptions", source) if source else ""


def preset_name(game: str, preset: str) -> str:
    """The name of a rule preset (``game`` kept for presets that may differ per game)."""
    source = PRESET_NAMES.get(preset)
    return _t("Presets", source) if source else str(preset)


def preset_description(game: str, preset: str) -> str:
    """One or two sentences saying what the preset decides."""
    source = PRESET_DESCRIPTIONS.get(preset)
    return _t("PresetDescriptions", source) if source else ""


# Games whose boxes have names (and rules) of their own where they share a key with
# classic: (context of names, table, context of rules, table).
_OWN_BOXES = {"full": ("FullBoxes", FULL_BOX_NAMES, "FullBoxHelp", FULL_BOX_HELP)}


def box_name(game: str, box: str) -> str:
    """A box's name as players of the game say it; classic and triple share the classic
    names, the full game has its own lower boxes."""
    own = _OWN_BOXES.get(game)
    if own is not None and box in own[1]:
        return _t(own[0], own[1][box])
    source = CLASSIC_BOX_NAMES.get(box)
    return _t("Boxes", source) if source else str(box)


def box_label(game: str, box: str, column: int = 0, columns: int = 1) -> str:
    """The box as a message names it: its name, and in a game of several columns the
    column's weight ("Chance ×2")."""
    name = box_name(game, box)
    return f"{name} ×{column + 1}" if columns > 1 else name


def box_short_help(game: str, box: str) -> str:
    """A box's scoring rule in one line, for tooltips."""
    own = _OWN_BOXES.get(game)
    if own is not None and box not in _UPPER_HELP:
        source = own[3].get(box)
        return _t(own[2], source) if source else ""
    source = CLASSIC_BOX_HELP.get(box)
    return _t("BoxHelp", source) if source else ""


def row_name(key: str) -> str:
    """A summary row of the scorecard: upper_sum, upper_bonus, lower_sum, five_bonus,
    column_total, total."""
    source = ROW_NAMES.get(key)
    return _t("Rows", source) if source else str(key)


def row_help(key: str) -> str:
    """A summary row's meaning, for tooltips."""
    source = ROW_HELP.get(key)
    return _t("RowHelp", source) if source else ""


def option_label(key: str) -> str:
    """The label of a rule option or setting (RULES.md §1–§5 keys)."""
    source = OPTION_LABELS.get(key)
    return _t("Options", source) if source else str(key)


def option_help(key: str) -> str:
    """A short explanation of a rule option or setting."""
    source = OPTION_HELP.get(key)
    return _t("OptionHelp", source) if source else ""


def choice_label(key: str, value: Any) -> str:
    """The label of one value of an option: a choice, on/off, points or pits."""
    if isinstance(value, bool):
        return _t("Choices", _ON if value else _OFF)
    source = CHOICE_LABELS.get((key, value)) if isinstance(value, str) else None
    if source:
        return _t("Choices", source)
    if isinstance(value, int):
        if value == 0 and key.endswith(("_penalty", "_bonus", "_seconds")):
            return _t("Choices", _OFF)
        if key == "auto_score_seconds":
            return seconds_text(value)
        if key == "clock_minutes":
            return minutes_text(value)
        return points_text(value)
    if value is None and key == "clock_minutes":
        return _t("Choices", _OFF)
    if key == "pits" and isinstance(value, (list, tuple)):
        if not value:
            return _t("Choices", _OFF)
        return ", ".join(f"{low}–{high}" for low, high in value)
    return str(value)


def level_name(level: str) -> str:
    """A computer player's strength: easy, medium, hard."""
    source = LEVEL_NAMES.get(level)
    return _t("Levels", source) if source else str(level)


def player_kind_name(kind: str) -> str:
    """A seat's kind: human or computer."""
    source = PLAYER_KINDS.get(kind)
    return _t("Players", source) if source else str(kind)


def face_name(face: int) -> str:
    """A die face in words ("four"), for accessible names."""
    source = FACE_NAMES.get(face)
    return _t("Faces", source) if source else str(face)


class Plurals(QObject):
    """Numbers in words with the language's plural forms (1 rzut / 2 rzuty / 5 rzutów). A
    class of its own, because lupdate marks only ``self.tr(text, "", n)`` as plural."""

    def points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)

    def seconds(self, n: int) -> str:
        return self.tr("%n second(s)", "", n)

    def minutes(self, n: int) -> str:
        return self.tr("%n minute(s)", "", n)

    def rolls_left(self, n: int) -> str:
        return self.tr("%n roll(s) left", "", n)

    def roll_dice(self, n: int) -> str:
        return self.tr("Roll %n die(s)", "", n)


_plurals: list[Plurals] = []


def _numbers() -> Plurals:
    if not _plurals:
        _plurals.append(Plurals())
    return _plurals[0]


def points_text(n: int) -> str:
    """"1 point", "5 points" with the language's plural forms."""
    return _plural(_numbers().points(n), n)


def seconds_text(n: int) -> str:
    """"3 seconds" with the language's plural forms."""
    return _plural(_numbers().seconds(n), n)


def minutes_text(n: int) -> str:
    """"5 minutes" with the language's plural forms."""
    return _plural(_numbers().minutes(n), n)


def rolls_left_text(n: int) -> str:
    """"2 rolls left" with the language's plural forms."""
    return _plural(_numbers().rolls_left(n), n)


def roll_dice_text(n: int) -> str:
    """"Roll 3 dice" with the language's plural forms."""
    return _plural(_numbers().roll_dice(n), n)


_PERCENT = QT_TRANSLATE_NOOP("Texts", "{percent} %")
_HINT_CHANCE = QT_TRANSLATE_NOOP("Texts", " · chance to win {percent}")


def percent_text(chance: float) -> str:
    """A chance as a whole percentage: "62 %"."""
    return _t("Texts", _PERCENT).format(percent=round(100 * chance))


def hint_chance_text(chance: float | None) -> str:
    """What a hint's tooltip adds with opponents: " · chance to win 62 %" ("" alone)."""
    if chance is None:
        return ""
    return _t("Texts", _HINT_CHANCE).format(percent=percent_text(chance))
