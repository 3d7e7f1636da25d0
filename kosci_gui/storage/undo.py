"""Undo of the last written box (Ctrl+Z), while nobody else has played since.

The game is rebuilt by replaying its record without that write (the engine's
``undo_last_write``): bonuses, joker effects and clock eliminations that followed go with it,
the dice stay as they were rolled and the dice source goes on where it was, so undo never
re-rolls. Undo stops at the player's own last action: once a computer player has thrown
after the write it is refused (undoing that turn would let the player see the computer's
dice and have them dealt differently), and so it is once the game has ended.
"""

from __future__ import annotations

from typing import Any

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.record import last_write_turn, undo_last_write


def _wrote(turn: dict[str, Any]) -> bool:
    """Did this turn write (a box, or a bank in Thousand)?"""
    return "score" in turn or any("bank" in s for s in turn.get("steps", ()))


def undo_target(game: Any) -> int | None:
    """The turn whose write an undo takes back: the last write, when a human made it, the
    game goes on and every turn after it is that same human's. None: nothing to undo.
    (Read from the end: it costs the turns since that write, not the whole game.)"""
    if game.finished or not game.turns:
        return None
    owner = game.turns[-1]["player"]
    for t in range(len(game.turns) - 1, -1, -1):
        turn = game.turns[t]
        if turn["player"] != owner:
            return None
        if _wrote(turn):
            return None if game.players[owner].is_computer else t
    return None


def can_undo(game: Any) -> bool:
    return game is not None and undo_target(game) is not None


def undo(game: Any) -> Any:
    """The game as it stood just before the last human write (a new game object)."""
    target = undo_target(game)
    if target is None:
        raise RuleError("nothing_to_undo")
    rebuilt = game
    while True:
        t = last_write_turn(rebuilt)
        if t is None:  # pragma: no cover - undo_target found a write
            raise RuleError("nothing_to_undo")
        rebuilt = undo_last_write(rebuilt)
        if t <= target:
            return rebuilt
