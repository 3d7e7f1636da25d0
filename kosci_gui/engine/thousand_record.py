"""Thousand's turns in a record (``kosci-record/1``, docs/records.md): each turn's steps —
throws, set-asides, a write or a pass — and a timeout."""

from __future__ import annotations

from typing import Any

from .record_file import need, whole_numbers
from .thousand import ThousandGame

#: The most steps one turn of a record may hold (hot dice can go on; a real turn has a dozen).
MAX_STEPS = 1000
_STEP_KEYS = ("roll", "set_aside", "bank", "pass")


def timeout_pending(game: ThousandGame, turn: dict[str, Any]) -> bool:
    """After replaying the steps of ``turn``: is its timeout still to be applied
    (``game.timeout()``)? A turn whose clock ran out with its last throw ended with that
    throw; one timed out before any step, or between steps, ends by the timeout."""
    steps = turn.get("steps") or []
    return bool(turn.get("timeout")) and not (
        steps and "roll" in steps[-1] and not game.turn_open)


def replay_turn(game: ThousandGame, t: int, turn: dict[str, Any], last: bool) -> int:
    """Replay turn ``t`` of a record (its steps: throws, set-asides, a write or a pass;
    a timeout); returns the number of dice drawn."""
    steps = turn.get("steps")
    need(isinstance(steps, list), "a Thousand turn needs a 'steps' list", t)
    assert isinstance(steps, list)
    need(len(steps) <= MAX_STEPS, f"a turn holds at most {MAX_STEPS} steps", t)
    extra = sorted(set(turn) - {"player", "steps", "timeout"})
    need(not extra, f"unknown turn key(s): {', '.join(extra)}", t)
    drawn = 0
    for s, step in enumerate(steps):
        need(isinstance(step, dict) and len(step) == 1 and next(iter(step)) in _STEP_KEYS,
             f"step {s} must be one of {{roll}}, {{set_aside}}, {{bank}}, {{pass}}", t)
        need(s == 0 or game.turn_open,
             f"step {s}: nothing may follow the end of the turn (a miss, write or pass)", t)
        (key, value), = step.items()
        if key == "roll":
            values = whole_numbers(value, f"step {s}: 'roll'", t, low=1, high=6)
            # the clock ran out with the last throw of a timed-out turn (RULES.md §6)
            clock_out = bool(turn.get("timeout")) and s == len(steps) - 1
            game.roll(values, clock_out=clock_out)
            drawn += len(values)
        elif key == "set_aside":
            game.set_aside(whole_numbers(value, f"step {s}: 'set_aside'", t, low=1, high=6))
        else:
            need(value is True, f"step {s}: '{key}' must be true", t)
            if key == "bank":
                game.bank()
            else:
                game.pass_turn()
    if timeout_pending(game, turn):
        need(not steps or game.turn_open, "the turn ended before the timeout", t)
        game.timeout()
    else:
        need(last or (bool(steps) and not game.turn_open),
             "only the last turn may be unfinished", t)
    return drawn
