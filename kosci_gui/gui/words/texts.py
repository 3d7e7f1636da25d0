"""Translated names that live outside widgets: presets, options and their values, levels, dice
faces, plurals, a label's words as read (the games' names are in their descriptors,
:mod:`kosci_gui.gui.games`; the boxes' and score rows' words in
:mod:`kosci_gui.gui.words.boxes`; messages of refusals and events in
:mod:`kosci_gui.gui.words.messages`).

The tables hold English source strings marked with ``QT_TRANSLATE_NOOP`` (so ``pyside6-lupdate``
collects them); every function translates at call time with ``QCoreApplication.translate``, so
a language switch applies to the next call at once. The engine stays Qt-free: it gives codes
and keys, this module turns them into the player's language.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context``; it is translated when it is shown.
    (Qt's own returns ``object`` to a type checker; this one, the app's only, a ``str``.)"""
    return text


def without_mnemonic(text: str) -> str:
    """A label's text as it is shown and read: its mnemonic's & left out ("&&" is one &)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


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
        "As in the Penta app: forced joker, and only when the Five of a kind box holds "
        "{points}."),
    "blog": QT_TRANSLATE_NOOP(
        "PresetDescriptions",
        "The blog's rules: opening {opening}, −{zero_roll_penalty} for a zero first throw, "
        "+{overtake_bonus}/−{overtake_penalty} for overtaking, pits {pits}, relief at {relief}, "
        "exactly {goal} to win."),
    "reader_a": QT_TRANSLATE_NOOP(
        "PresetDescriptions",
        "A reader's variant: opening {opening}, no zero-throw penalty, −{overtake_penalty} for "
        "the overtaken player, players in a pit protected, no relief at {relief}."),
    "family": QT_TRANSLATE_NOOP(
        "PresetDescriptions",
        "Family game: opening {opening}, no penalties and no overtaking points."),
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
    "relief_900": QT_TRANSLATE_NOOP("Options", "Relief at {relief}"),
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
        "(with {points} or 0), or only when it holds {points}."),
    "joker_upper": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "Forced: the face's upper box must be taken while it is open. Optional: a joker only "
        "once that box is filled, then a lower box. Free: a joker may go into any open box."),
    "full_upper": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "In the full game the upper boxes are filled but not counted, left out, or counted "
        "with the {bonus} bonus."),
    "full_multiplier": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "A lower box (not Chance) scores ×{first} when written after the first roll, ×{later} "
        "after a later roll of all five dice."),
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
        "From {relief} on a player may write with fewer than {dice} dice and takes no part in "
        "overtaking."),
    "win": QT_TRANSLATE_NOOP(
        "OptionHelp", "Reach exactly {goal}, or {goal} or more, to win."),
    "three_misses_penalty": QT_TRANSLATE_NOOP(
        "OptionHelp", "Points lost after three turns in a row without a write (0 = off)."),
    "confirm_move": QT_TRANSLATE_NOOP(
        "OptionHelp", "A click on a box only selects it; the Confirm button writes it."),
    "auto_score_seconds": QT_TRANSLATE_NOOP(
        "OptionHelp",
        "After the last roll, write the computer's choice if nothing is chosen in time; "
        "any key, click or Undo stops it."),
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
    ("joker_trigger", "filled"): QT_TRANSLATE_NOOP("Choices", "box filled ({points} or 0)"),
    ("joker_trigger", "fifty"): QT_TRANSLATE_NOOP("Choices", "box holds {points}"),
    ("joker_upper", "forced"): QT_TRANSLATE_NOOP("Choices", "forced"),
    ("joker_upper", "optional"): QT_TRANSLATE_NOOP("Choices", "optional"),
    ("joker_upper", "free"): QT_TRANSLATE_NOOP("Choices", "free"),
    ("full_upper", "filled_not_counted"): QT_TRANSLATE_NOOP("Choices", "not counted"),
    ("full_upper", "absent"): QT_TRANSLATE_NOOP("Choices", "left out"),
    ("full_upper", "counted"): QT_TRANSLATE_NOOP("Choices", "counted"),
    ("win", "exact"): QT_TRANSLATE_NOOP("Choices", "exactly {goal}"),
    ("win", "at_least"): QT_TRANSLATE_NOOP("Choices", "{goal} or more"),
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

#: The names a seat gets when the player gives none, by kind of seat: alone ("Player", as the
#: quick starts name it) and numbered by seat ("Computer 2", as the new-game dialog does).
DEFAULT_NAMES: dict[str, str] = {
    "human": QT_TRANSLATE_NOOP("Players", "Player"),
    "computer": QT_TRANSLATE_NOOP("Players", "Computer"),
}
NUMBERED_NAMES: dict[str, str] = {
    "human": QT_TRANSLATE_NOOP("Players", "Player {n}"),
    "computer": QT_TRANSLATE_NOOP("Players", "Computer {n}"),
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


def preset_name(game: str, preset: str) -> str:
    """The name of a rule preset (``game`` kept for presets that may differ per game)."""
    source = PRESET_NAMES.get(preset)
    return _t("Presets", source) if source else str(preset)


def preset_description(game: str, preset: str) -> str:
    """One or two sentences saying what the preset decides (its numbers from the preset
    itself and the engine's rules)."""
    # the engine's games load with the first game, not at start: the dialog asks later
    from kosci_gui.engine.games import describe
    from kosci_gui.engine.scoring import FIVE_OF_A_KIND
    from kosci_gui.engine.thousand_rules import GOAL, RELIEF

    source = PRESET_DESCRIPTIONS.get(preset)
    if not source:
        return ""
    values = dict(describe(game).presets.get(preset, {}))
    if "pits" in values:
        values["pits"] = choice_label("pits", values["pits"])
    return _t("PresetDescriptions", source).format_map(
        _Missing(values, points=FIVE_OF_A_KIND.points, relief=RELIEF, goal=GOAL))


class _Missing(dict[str, Any]):
    """Format parameters that leave an unknown placeholder visible instead of failing."""

    def __init__(self, values: dict[str, Any], **more: Any) -> None:
        super().__init__(values, **more)

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


@cache
def rule_numbers() -> dict[str, int]:
    """The numbers of the rules the words speak of, as the engine has them (placeholders of
    the texts: ``{goal}``, ``{relief}``, ``{dice}`` — to write in Thousand —, ``{points}`` — of
    five of a kind —, ``{bonus}`` and ``{threshold}`` — the upper bonus —, ``{first}`` and
    ``{later}`` — the full game's multipliers). The engine is loaded on the first call."""
    from kosci_gui.engine import scoring
    from kosci_gui.engine.thousand_rules import GOAL, RELIEF, WRITE_DICE

    return {"goal": GOAL, "relief": RELIEF, "dice": WRITE_DICE,
            "points": scoring.FIVE_OF_A_KIND.points, "bonus": scoring.UPPER_BONUS,
            "threshold": scoring.UPPER_BONUS_THRESHOLD,
            "first": scoring.FIRST_ROLL_MULTIPLIER, "later": scoring.FREE_ROLL_MULTIPLIER}


def _numbered(text: str) -> str:
    return text.format_map(_Missing(rule_numbers()))


def option_label(key: str) -> str:
    """The label of a rule option or setting (RULES.md §1–§5 keys)."""
    source = OPTION_LABELS.get(key)
    return _numbered(_t("Options", source)) if source else str(key)


def option_help(key: str) -> str:
    """A short explanation of a rule option or setting."""
    source = OPTION_HELP.get(key)
    return _numbered(_t("OptionHelp", source)) if source else ""


def choice_label(key: str, value: Any) -> str:
    """The label of one value of an option: a choice, on/off, points or pits."""
    if isinstance(value, bool):
        return _t("Choices", _ON if value else _OFF)
    source = CHOICE_LABELS.get((key, value)) if isinstance(value, str) else None
    if source:
        return _numbered(_t("Choices", source))
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


def default_name(kind: str, seat: int | None = None) -> str:
    """The name of a seat of ``kind`` ("human", "computer") that the player did not name:
    "Player", or numbered by its seat (0-based) "Player 1"."""
    if seat is None:
        return _t("Players", DEFAULT_NAMES[kind])
    return _t("Players", NUMBERED_NAMES[kind]).format(n=seat + 1)


def localised_default_name(name: str) -> str | None:
    """``name`` in the language spoken now if it is a default name in any language the app
    speaks ("Gracz 2" → "Player 2"), else None."""
    from kosci_gui.gui.words import i18n  # (its catalogues are loaded when first asked for)

    for kind in DEFAULT_NAMES:
        for numbered, source in ((False, DEFAULT_NAMES[kind]), (True, NUMBERED_NAMES[kind])):
            for code, _own in i18n.available_languages():
                found = i18n.catalogue(code)
                spoken = (found.translate("Players", source) if found is not None else "") \
                    or source
                if not numbered and name == spoken:
                    return default_name(kind)
                head, _, tail = spoken.partition("{n}")
                number = name[len(head):len(name) - len(tail)] if tail else name[len(head):]
                if (numbered and name.startswith(head) and name.endswith(tail)
                        and number.isdigit() and 1 <= int(number) <= 99):
                    return default_name(kind, int(number) - 1)
    return None


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

    def turns(self, n: int) -> str:
        return self.tr("%n turn(s)", "", n)


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


def turns_text(n: int) -> str:
    """"27 turns" with the language's plural forms."""
    return _plural(_numbers().turns(n), n)


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


# -- quick phrases at a table across computers (no free text: docs/protocol.md) -------------

PHRASES: dict[str, str] = {
    "good_luck": QT_TRANSLATE_NOOP("Phrases", "Good luck!"),
    "nice_roll": QT_TRANSLATE_NOOP("Phrases", "Nice roll!"),
    "well_played": QT_TRANSLATE_NOOP("Phrases", "Well played"),
}


def phrase_text(key: str) -> str:
    """A quick phrase (its protocol key) in the language spoken now."""
    return QCoreApplication.translate("Phrases", PHRASES[key]) if key in PHRASES else key
