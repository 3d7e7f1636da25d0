"""A position of a record played again ("Try again", docs/records.md): the game as it stood
just after a throw of one turn — the same dice, the same dice held, the same throws left,
the same scores — whose next throws in that turn are the record's.

The record is cut after the throw (:func:`cut_at`) and replayed as any record is
(:func:`~kosci_gui.engine.record.from_record`, which checks it); the dice source then deals
the values the rest of the turn threw, in the order they were thrown, before dice of its
own (:class:`~kosci_gui.engine.dice.PlannedDice`). A player who throws more dice than the
record did gets the record's later values first: with a seeded record these are the very
dice its seed gives next, so the turn goes on as it would have.
"""

from __future__ import annotations

import copy
from typing import Any

from .dice import PlannedDice
from .errors import RecordError
from .game import Game
from .record import from_record


def _throws(turn: dict[str, Any]) -> list[tuple[int, list[int]]]:
    """The throws of a record's turn: (index of its roll or step, the values thrown)."""
    if "rolls" in turn:
        out = []
        for k, roll in enumerate(turn["rolls"]):
            held = set(roll.get("held", [])) if k else set()
            out.append((k, [v for i, v in enumerate(roll["dice"]) if i not in held]))
        return out
    return [(s, list(step["roll"])) for s, step in enumerate(turn.get("steps", []))
            if "roll" in step]


def cut_at(doc: dict[str, Any], turn: int, throw: int) -> tuple[dict[str, Any], list[int]]:
    """The record ``doc`` up to the ``throw``-th throw (1-based) of turn ``turn`` (0-based,
    the turn left open), and the values the rest of that turn threw."""
    turns = doc.get("turns")
    if not isinstance(turns, list) or not 0 <= turn < len(turns):
        raise RecordError(f"the record has no turn {turn}")
    whole = turns[turn]
    if not isinstance(whole, dict):
        raise RecordError("a turn must be an object", turn=turn)
    try:
        throws = _throws(whole)
    except (KeyError, TypeError) as err:
        raise RecordError("a throw of this turn cannot be read", turn=turn) from err
    if not 1 <= throw <= len(throws):
        raise RecordError(f"the turn has no throw {throw}", turn=turn)
    index = throws[throw - 1][0]
    opened: dict[str, Any] = {"player": whole.get("player")}
    if "rolls" in whole:
        opened["rolls"] = copy.deepcopy(whole["rolls"][: index + 1])
    else:
        opened["steps"] = copy.deepcopy(whole["steps"][: index + 1])
    cut = {key: copy.deepcopy(value) for key, value in doc.items() if key != "turns"}
    cut["turns"] = [*copy.deepcopy(turns[:turn]), opened]
    rest = [value for _, values in throws[throw:] for value in values]
    return cut, rest


def game_at(doc: dict[str, Any], turn: int, throw: int) -> Game:
    """The game of record ``doc`` just after the ``throw``-th throw (1-based) of turn
    ``turn`` (0-based), its dice source dealing the rest of that turn's throws from the
    record. A record that does not replay raises :class:`RecordError`."""
    cut, rest = cut_at(doc, turn, throw)
    game = from_record(cut)
    if not game.turn_open or game.finished:
        # (a Thousand throw that missed ended the turn: nothing is left to decide)
        raise RecordError(f"throw {throw} of the turn left nothing to decide", turn=turn)
    game.dice_source = PlannedDice(game.dice_source, rest)
    return game

