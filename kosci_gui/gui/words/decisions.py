"""A decision of the Kości family in words: the box written, or the dice held for the next
roll (the post-game analysis and a position tried again say them alike)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from kosci_gui.engine.games import describe
from kosci_gui.engine.moves import Roll, Write

from . import boxes
from .texts import QT_TRANSLATE_NOOP

ROLL_ALL = QT_TRANSLATE_NOOP("MoveWords", "roll all five again")
HOLD = QT_TRANSLATE_NOOP("MoveWords", "hold {dice}, roll")


def move_text(kind: str, move: Any, dice: Sequence[int]) -> str:
    """``move`` of a game of ``kind`` with ``dice`` on the table, in the player's language."""
    if isinstance(move, Write):
        return boxes.box_label(move.box, move.column, describe(kind).columns)
    if isinstance(move, Roll):
        kept = sorted(dice[i] for i in move.held)
        if not kept:
            return QCoreApplication.translate("MoveWords", ROLL_ALL)
        return QCoreApplication.translate("MoveWords", HOLD).format(
            dice=" ".join(map(str, kept)))
    return str(move)
