"""The player's-language messages of the engine: refusals (:class:`RuleError` codes and
parameters) and events (what an action did). The engine gives codes and typed values; this
module turns them into sentences, translated at call time (a language switch reaches the next
message at once)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.events import (
    BoxWritten,
    DiceSetAside,
    Event,
    HotDice,
    InPit,
    JokerRolled,
    Missed,
    NothingScores,
    Overtaken,
    Penalised,
    Rolled,
    TimedOut,
    TurnWritten,
    UpperBonusEarned,
    Won,
)
from kosci_gui.engine.rules import KOSCI_OPTIONS, THOUSAND_OPTIONS
from kosci_gui.gui.words import texts
from kosci_gui.gui.words.boxes import box_label
from kosci_gui.gui.words.texts import QT_TRANSLATE_NOOP

# -- engine errors --------------------------------------------------------------------------------

#: Translatable templates of every engine error code (engine/errors.py MESSAGES), with the same
#: ``{name}`` placeholders. Values naming games, boxes and options are translated before they
#: are put in; columns are shown counted from 1.
ERROR_TEMPLATES: dict[str, str] = {
    "unknown_game": QT_TRANSLATE_NOOP("Errors", "Unknown game {game}; choose one of {choices}."),
    "unknown_preset": QT_TRANSLATE_NOOP(
        "Errors", "Unknown preset {preset} for {game}; choose one of {choices}."),
    "unknown_option": QT_TRANSLATE_NOOP("Errors", "Unknown rule option {key} for {game}."),
    "bad_option_value": QT_TRANSLATE_NOOP(
        "Errors", "The option “{key}” cannot be {value}: {expected}."),
    "bad_players": QT_TRANSLATE_NOOP(
        "Errors", "{game} is played by {low} to {high} players, not {count}."),
    "bad_player_name": QT_TRANSLATE_NOOP(
        "Errors", "Player names must be unique and not empty: “{name}”."),
    "bad_clock": QT_TRANSLATE_NOOP(
        "Errors", "The game clock is {low} to {high} minutes per player, not {minutes}."),
    "game_over": QT_TRANSLATE_NOOP("Errors", "The game has ended."),
    "not_your_turn": QT_TRANSLATE_NOOP("Errors", "It is {current}'s turn, not {player}'s."),
    "player_out": QT_TRANSLATE_NOOP("Errors", "{player} is out of the game."),
    "no_rolls_left": QT_TRANSLATE_NOOP("Errors", "No rolls left: three rolls per turn at most."),
    "roll_all_held": QT_TRANSLATE_NOOP(
        "Errors", "Every die is held: release at least one to roll."),
    "hold_before_roll": QT_TRANSLATE_NOOP(
        "Errors", "Roll first: dice can be held only after a roll."),
    "bad_die_index": QT_TRANSLATE_NOOP("Errors", "There is no die number {index}."),
    "write_before_roll": QT_TRANSLATE_NOOP(
        "Errors", "Roll first: a box can be written only after a roll."),
    "unknown_box": QT_TRANSLATE_NOOP("Errors", "There is no box {box} in this game."),
    "bad_column": QT_TRANSLATE_NOOP(
        "Errors", "There is no column {column}; this game has {columns}."),
    "box_filled": QT_TRANSLATE_NOOP("Errors", "{box} is already written."),
    "joker_forced": QT_TRANSLATE_NOOP(
        "Errors", "Joker: use one of {allowed} for these dice, not {box}."),
    "not_this_game": QT_TRANSLATE_NOOP("Errors", "That is not part of this game."),
    "held_changed": QT_TRANSLATE_NOOP(
        "Errors", "Held dice keep their values: die {index} was {old}, not {new}."),
    "bad_dice": QT_TRANSLATE_NOOP(
        "Errors", "The dice must be {count} values from 1 to 6, not {dice}."),
    "roll_first": QT_TRANSLATE_NOOP("Errors", "Throw the dice first."),
    "set_aside_first": QT_TRANSLATE_NOOP(
        "Errors", "Set aside at least one scoring die from this throw first."),
    "already_set_aside": QT_TRANSLATE_NOOP(
        "Errors", "Dice were already set aside from this throw: throw again, write or pass."),
    "set_aside_not_thrown": QT_TRANSLATE_NOOP(
        "Errors", "{dice} is not part of the throw {throw}."),
    "set_aside_empty": QT_TRANSLATE_NOOP("Errors", "Set aside at least one die."),
    "set_aside_not_scoring": QT_TRANSLATE_NOOP(
        "Errors", "{dice} does not score: every die set aside must score."),
    "set_aside_over_1000": QT_TRANSLATE_NOOP(
        "Errors", "{dice} would take the score past {goal} ({score} + {points})."),
    "bank_three_dice": QT_TRANSLATE_NOOP(
        "Errors", "Writing needs at least {needed} scoring dice set aside (so far: {count})."),
    "bank_opening": QT_TRANSLATE_NOOP(
        "Errors", "The first write must be at least {opening} points, not {points}."),
    "bank_pit": QT_TRANSLATE_NOOP(
        "Errors", "In the pit {low}–{high}: a write must reach {high} (only {total})."),
    "bank_over_1000": QT_TRANSLATE_NOOP("Errors", "A write may not pass {goal} ({total})."),
    "pass_before_throw": QT_TRANSLATE_NOOP(
        "Errors", "Passing before the first throw is not allowed."),
    "bad_throw_size": QT_TRANSLATE_NOOP(
        "Errors", "The throw must have {count} dice, not {given}."),
    "no_clock": QT_TRANSLATE_NOOP("Errors", "This game has no clock."),
    "nothing_to_undo": QT_TRANSLATE_NOOP("Errors", "There is no written box to undo."),
}

_UNKNOWN_ERROR = QT_TRANSLATE_NOOP("Errors", "That is not allowed here.")
#: The joker's refusal when one box only may take the dice.
_JOKER_ONE_BOX = QT_TRANSLATE_NOOP("Errors", "Joker: the {allowed} box must be used, not {box}.")

_EXPECTED = {
    "choice": QT_TRANSLATE_NOOP("Errors", "choose one of {choices}"),
    "bool": QT_TRANSLATE_NOOP("Errors", "choose on or off"),
    "points": QT_TRANSLATE_NOOP("Errors", "a whole number from {low} to {high}"),
    "pits": QT_TRANSLATE_NOOP(
        "Errors", "pairs of low and high scores with 0 ≤ low < high ≤ {goal}"),
}

# -- Thousand events ------------------------------------------------------------------------------

#: Templates of the engine's events (engine/events.py), keyed by event and variant.
#: Placeholders: {player}, {by} (names), {points}, {score}, {low}, {high}, {dice}, {penalty},
#: {bonus}, {box}, {rolls}.
EVENT_TEMPLATES: dict[str, str] = {
    "turn": QT_TRANSLATE_NOOP("Events", "{player}'s turn."),
    "rolls_left": QT_TRANSLATE_NOOP(
        "Events", "{player}: {rolls}. Hold dice and roll again, or write a box."),
    "no_rolls_left": QT_TRANSLATE_NOOP("Events", "{player}: no rolls left, write a box."),
    "rolls_left_plain": QT_TRANSLATE_NOOP("Events", "{player}: {rolls}."),
    "no_rolls_left_plain": QT_TRANSLATE_NOOP("Events", "{player}: no rolls left."),
    "joker": QT_TRANSLATE_NOOP(
        "Events", "Five of a kind as a joker: only the enabled boxes may take it."),
    "box_written": QT_TRANSLATE_NOOP("Events", "{player} wrote {points} in {box}."),
    "throw": QT_TRANSLATE_NOOP("Events", "{player} throws {dice}."),
    "set_aside": QT_TRANSLATE_NOOP("Events", "Set aside {dice}: +{points}."),
    "hot_dice": QT_TRANSLATE_NOOP(
        "Events", "All five dice score ({points} so far): write, or throw all five again."),
    "write": QT_TRANSLATE_NOOP("Events", "{player} writes {points} and has {score}."),
    "win": QT_TRANSLATE_NOOP("Events", "{player} reaches {goal} and wins!"),
    "pit": QT_TRANSLATE_NOOP(
        "Events", "{player} is in the pit {low}–{high}: the next write must reach {high}."),
    "overtake": QT_TRANSLATE_NOOP(
        "Events", "{by} overtakes {player}: {player} −{penalty}, {by} +{bonus}."),
    "overtake_penalty": QT_TRANSLATE_NOOP(
        "Events", "{by} overtakes {player}: {player} −{penalty}."),
    "overtake_bonus": QT_TRANSLATE_NOOP("Events", "{by} overtakes {player}: {by} +{bonus}."),
    "overtake_plain": QT_TRANSLATE_NOOP("Events", "{by} overtakes {player}."),
    "overtake_exempt": QT_TRANSLATE_NOOP(
        "Events", "{by} overtakes {player}, who is protected and loses nothing."),
    "miss_no_score": QT_TRANSLATE_NOOP(
        "Events", "{player}: nothing scores in this throw, the turn's points are lost."),
    "miss_over_1000": QT_TRANSLATE_NOOP(
        "Events", "{player}: every scoring choice would pass {goal}, the turn is lost."),
    "miss_pass": QT_TRANSLATE_NOOP("Events", "{player} passes without writing."),
    "zero_penalty": QT_TRANSLATE_NOOP(
        "Events", "{player} scored nothing on the first throw: −{points}."),
    "three_misses": QT_TRANSLATE_NOOP(
        "Events", "{player}: three turns in a row without a write: −{points}."),
    "timeout": QT_TRANSLATE_NOOP("Events", "{player}'s time is up: {player} is out."),
    # hidden cards: what is said of a write without its box or score
    "box_written_discreet": QT_TRANSLATE_NOOP("Events", "{player} wrote a box."),
    "write_discreet": QT_TRANSLATE_NOOP("Events", "{player} writes the turn's points."),
}

_SACRIFICE = QT_TRANSLATE_NOOP("Messages", "No open box scores: you have to sacrifice one.")


def _t(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


class _Params(dict):
    """Format parameters that leave an unknown placeholder visible instead of failing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(template: str, params: Mapping[str, Any]) -> str:
    """``template`` with ``params`` put in; the numbers of the rules (``{goal}``,
    ``{threshold}``, …: :func:`texts.rule_numbers`) are always there."""
    try:
        return template.format_map(_Params({**texts.rule_numbers(), **params}))
    except (ValueError, IndexError, AttributeError):
        return template


def sacrifice_message() -> str:
    """What the player is told when no open box would score more than 0."""
    return _t("Messages", _SACRIFICE)


def _dice_text(dice: Any) -> str:
    if isinstance(dice, (list, tuple)):
        return " ".join(str(d) for d in dice)
    return str(dice)


# -- refusals ------------------------------------------------------------------------------------


def _error_params(err: RuleError, columns: int) -> dict[str, Any]:
    params = dict(err.params)
    if "game" in params:
        params["game"] = repr(params["game"])
    if err.code in ("box_filled", "joker_forced") and "box" in params:
        params["box"] = box_label(params["box"], params.get("column", 0), columns)
    elif "box" in params:
        params["box"] = repr(params["box"])
    if err.code == "joker_forced":
        params["allowed"] = ", ".join(box_label(box, column, columns)
                                      for box, column in params.get("allowed", ()))
    if err.code == "bad_column" and isinstance(params.get("column"), int):
        params["column"] = params["column"] + 1
    if err.code in ("bad_die_index", "held_changed") and isinstance(params.get("index"), int):
        params["index"] = params["index"] + 1
    for key in ("dice", "throw"):
        if key in params:
            params[key] = _dice_text(params[key])
    if err.code == "unknown_preset" and "choices" in params:
        names = [c.strip() for c in str(params["choices"]).split(",")]
        params["choices"] = ", ".join(texts.preset_name(str(err.params.get("game")), n)
                                      for n in names)
    if err.code == "unknown_preset":
        params["preset"] = repr(params.get("preset"))
    if err.code == "bad_option_value":
        option_key = params.get("key")
        option = next((o for o in (*KOSCI_OPTIONS, *THOUSAND_OPTIONS) if o.key == option_key),
                      None)
        params["key"] = (texts.option_label(option_key) if isinstance(option_key, str)
                         else str(option_key))
        if option is not None:
            expected = _t("Errors", _EXPECTED[option.kind])
            choices = ", ".join(texts.choice_label(option.key, c) for c in option.choices)
            params["expected"] = fill(expected, {"choices": choices, "low": option.low,
                                                  "high": option.high})
    if err.code == "unknown_option":
        params["key"] = repr(params.get("key"))
    return params


def error_text(err: RuleError, columns: int = 1) -> str:
    """The player's-language message of an engine refusal, from its code and parameters.

    ``columns``: the card's columns in the game being played (a box of triple is named with
    its column's weight).
    """
    source = ERROR_TEMPLATES.get(err.code)
    if source is None:
        return _t("Errors", _UNKNOWN_ERROR)
    if err.code == "joker_forced" and len(err.params.get("allowed", ())) == 1:
        source = _JOKER_ONE_BOX
    return fill(_t("Errors", source), _error_params(err, columns))


# -- events --------------------------------------------------------------------------------------


def _event(variant: str, **params: Any) -> str:
    return fill(_t("Events", EVENT_TEMPLATES[variant]), params)


def _overtake_variant(event: Overtaken) -> str:
    if event.exempt and not event.bonus:
        return "overtake_exempt"
    if event.penalty and not event.bonus:
        return "overtake_penalty"
    if event.bonus and not event.penalty:
        return "overtake_bonus"
    if not event.penalty and not event.bonus:
        return "overtake_plain"
    return "overtake"


def event_text(event: Event, names: Sequence[str], columns: int = 1, *,
               discreet: bool = False, computers: Collection[int] = ()) -> str | None:
    """The line for one event. ``names`` are the players' names by seat, ``columns`` the
    card's columns (for box names); ``discreet`` (hidden cards): no box or score of a
    write; a roll of one of the ``computers`` (seats) tells no one what to do next."""
    if isinstance(event, Rolled):
        if event.rolls_left is None:
            return _event("throw", player=names[event.player], dice=_dice_text(event.dice))
        plain = "_plain" if event.player in computers else ""
        if event.rolls_left:
            return _event("rolls_left" + plain, player=names[event.player],
                          rolls=texts.rolls_left_text(event.rolls_left))
        return _event("no_rolls_left" + plain, player=names[event.player])
    if isinstance(event, NothingScores):  # (to the human who must choose, no one else)
        return None if event.player in computers else sacrifice_message()
    if isinstance(event, JokerRolled):
        return _event("joker")
    if isinstance(event, BoxWritten) and discreet:
        return _event("box_written_discreet", player=names[event.player])
    if isinstance(event, TurnWritten) and discreet:
        return _event("write_discreet", player=names[event.player])
    if isinstance(event, BoxWritten):
        return _event("box_written", player=names[event.player],
                      points=event.points + event.bonus,
                      box=box_label(event.box, event.column, columns))
    if isinstance(event, DiceSetAside):
        return _event("set_aside", dice=_dice_text(event.dice), points=event.points)
    if isinstance(event, HotDice):
        return _event("hot_dice", points=event.points)
    if isinstance(event, TurnWritten):
        return _event("write", player=names[event.player], points=event.points,
                      score=event.score)
    if isinstance(event, Won):
        return _event("win", player=names[event.player])
    if isinstance(event, InPit):
        return _event("pit", player=names[event.player], low=event.low, high=event.high)
    if isinstance(event, Overtaken):
        return _event(_overtake_variant(event), player=names[event.victim], by=names[event.by],
                      penalty=event.penalty, bonus=event.bonus)
    if isinstance(event, Missed):
        return _event(f"miss_{event.reason.value}", player=names[event.player],
                      points=event.points)
    if isinstance(event, Penalised):
        return _event(event.kind.value, player=names[event.player], points=abs(event.points))
    if isinstance(event, TimedOut):
        return _event("timeout", player=names[event.player])
    return None


def event_lines(events: Sequence[Event], names: Sequence[str], columns: int = 1, *,
                discreet: bool = False, computers: Collection[int] = ()) -> list[str]:
    """The status lines of an action's events. After a Kości roll that leaves no choice
    (nothing scores, or a joker restricts the boxes) that news replaces the roll's line."""
    restricted = any(isinstance(e, (NothingScores, JokerRolled)) for e in events)
    lines = []
    for event in events:
        if restricted and isinstance(event, Rolled):
            continue
        if discreet and isinstance(event, UpperBonusEarned):
            continue
        text = event_text(event, names, columns, discreet=discreet, computers=computers)
        if text:
            lines.append(text)
    return lines


def turn_text(player: str) -> str:
    """Whose turn it is."""
    return _event("turn", player=player)


def report(events: Sequence[Event], names: Sequence[str], columns: int, *, discreet: bool,
           turn: str | None, computers: Collection[int] = ()) -> Callable[[], str]:
    """The status line of an action (its events, then whose turn it is when it passed), as a
    function that builds it again in the language of the moment (after a switch)."""
    events = list(events)
    names = list(names)

    def render() -> str:
        lines = event_lines(events, names, columns, discreet=discreet, computers=computers)
        if turn is not None:
            lines.append(turn_text(turn))
        return " ".join(lines)

    return render
