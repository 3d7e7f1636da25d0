"""Errors raised for illegal actions and malformed input.

Every refusal carries a stable ``code`` (which the GUI translates) and ``params`` (values to
put in the translated text); ``str(error)`` is the English message built from ``MESSAGES``.
"""

from __future__ import annotations

from typing import Any

#: English message templates, keyed by code. The GUI keeps a translated table with the same
#: keys (tests check that both cover the same codes).
MESSAGES: dict[str, str] = {
    # rule options
    "unknown_game": "unknown game {game!r}; choose one of {choices}",
    "unknown_preset": "unknown preset {preset!r} for {game}; choose one of {choices}",
    "unknown_option": "unknown rule option {key!r} for {game}",
    "bad_option_value": "rule option {key!r} cannot be {value!r}: {expected}",
    "bad_players": "{game} is played by {low} to {high} players, not {count}",
    "bad_player_name": "player names must be unique and non-empty: {name!r}",
    "bad_clock": "the game clock is {low} to {high} minutes per player, not {minutes!r}",
    # turn order and game state
    "game_over": "the game has ended",
    "not_your_turn": "it is {current}'s turn, not {player}'s",
    "player_out": "{player} is out of the game",
    # Kości family
    "no_rolls_left": "no rolls left: three rolls per turn at most",
    "roll_all_held": "every die is held: release at least one to roll",
    "hold_before_roll": "roll first: dice can be held only after a roll",
    "bad_die_index": "there is no die number {index}; dice are numbered 0 to 4",
    "write_before_roll": "roll first: a box can be written only after a roll",
    "unknown_box": "there is no box {box!r} in this game",
    "bad_column": "there is no column {column}; this game has {columns}",
    "box_filled": "box {box} in column {column} is already written",
    "joker_forced": "joker rule forbids {box}@{column} for {dice}; allowed: {allowed}",
    "not_this_game": "that move is not part of this game",
    "held_changed": "held dice keep their values: die {index} was {old}, not {new}",
    "bad_dice": "dice must be {count} values from 1 to 6, not {dice!r}",
    # Thousand
    "roll_first": "throw the dice first",
    "set_aside_first": "set aside at least one scoring die from this throw first",
    "already_set_aside": "dice were already set aside from this throw: throw again, write or pass",
    "set_aside_not_thrown": "{dice} is not part of the throw {throw}",
    "set_aside_empty": "set aside at least one die",
    "set_aside_not_scoring": "{dice} does not score: every die set aside must score",
    "set_aside_over_1000": "{dice} would take the score past {goal} ({score} + {points})",
    "bank_three_dice": "writing needs at least {needed} scoring dice set aside ({count} so far)",
    "bank_opening": "the first write must be at least {opening} points, not {points}",
    "bank_pit": "inside the pit {low}-{high}: a write must reach {high} (only {total})",
    "bank_over_1000": "a write may not pass {goal} ({total})",
    "pass_before_throw": "passing before the first throw is not allowed",
    "bad_throw_size": "the throw must have {count} dice, not {given}",
    # clock and undo
    "no_clock": "this game has no clock",
    "nothing_to_undo": "there is no written box to undo",
}


def _plain(value: Any) -> Any:
    """A parameter as the English message shows it: a list of boxes ``[[box, column], ...]``
    as ``box@column, ...`` (the parameter itself stays data for the GUI's own text)."""
    if isinstance(value, list) and value and all(isinstance(v, list) for v in value):
        return ", ".join("@".join(str(part) for part in item) for item in value)
    return value


class RuleError(ValueError):
    """An action or setting the rules do not allow. Nothing was changed."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        template = MESSAGES.get(code, code)
        shown = {k: _plain(v) for k, v in params.items()}
        try:
            message = template.format(**shown)
        except (KeyError, IndexError, ValueError):
            message = f"{template} {params}"
        super().__init__(message)


class RecordError(ValueError):
    """A game record that cannot be read or replayed.

    ``turn`` is the 0-based turn index of an illegal action (None for a malformed document);
    ``cause`` is the :class:`RuleError` behind an illegal action, if any.
    """

    def __init__(self, message: str, turn: int | None = None,
                 cause: RuleError | None = None) -> None:
        self.turn = turn
        self.cause = cause
        super().__init__(f"turn {turn}: {message}" if turn is not None else message)
