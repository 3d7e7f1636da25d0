"""The Kości family's turns in a record (``kosci-record/1``, docs/records.md): each turn's
rolls (with the dice held before each roll) and its write, or a timeout."""

from __future__ import annotations

from typing import Any

from .dice import DICE
from .kosci import KosciGame
from .record_file import is_whole, need, whole_numbers


def replay_turn(game: KosciGame, t: int, turn: dict[str, Any], last: bool) -> int:
    """Replay turn ``t`` of a record (its rolls, then its write or timeout); returns the
    number of dice drawn. A malformed turn raises RecordError, an illegal one RuleError."""
    rolls = turn.get("rolls")
    need(isinstance(rolls, list), "a Kości turn needs a 'rolls' list", t)
    assert isinstance(rolls, list)
    extra = sorted(set(turn) - {"player", "rolls", "score", "timeout"})
    need(not extra, f"unknown turn key(s): {', '.join(extra)}", t)
    drawn = 0
    for k, roll in enumerate(rolls):
        need(isinstance(roll, dict), f"roll {k} must be an object", t)
        dice = whole_numbers(roll.get("dice"), f"roll {k}: 'dice'", t, low=1, high=6)
        need(len(dice) == DICE, f"roll {k}: 'dice' must list {DICE} dice", t)
        held = whole_numbers(roll.get("held", []), f"roll {k}: 'held'", t, low=0,
                             high=DICE - 1)
        need(len(set(held)) == len(held), f"roll {k}: 'held' repeats a position", t)
        need(k == 0 or len(held) < DICE, f"roll {k}: a roll throws at least one die", t)
        game.set_held(held)
        game.roll(dice)
        drawn += DICE - len(held)
    score = turn.get("score")
    if turn.get("timeout"):
        need(score is None, "a timed-out turn carries no write", t)
        game.timeout()
    elif score is not None:
        need(isinstance(score, dict) and isinstance(score.get("box"), str),
             "'score' must be an object with a 'box' key", t)
        column = score.get("column", 0)
        need(is_whole(column), "'column' must be a whole number", t)
        need(isinstance(score.get("auto", False), bool), "'auto' must be true or false", t)
        game.score(score["box"], column, automatic=score.get("auto") is True)
    else:
        need(last, "only the last turn may lack 'score'", t)
    return drawn
