"""What the main window knows of a game's table: a :class:`Board` answers the play actions
(roll, hold a die, confirm, write, pass) for its game, and :func:`board_class` is the one
place that picks the board for a game."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from kosci_gui.engine.errors import RuleError

from .controller import GameController
from .dice_widget import DiceTray


class Board(QWidget):
    """A game's table. The play actions it does not have say so in the status line."""

    #: Names of the main window's play actions this board answers.
    PLAY_ACTIONS: frozenset[str] = frozenset()
    #: The dice on the table (every game has them).
    tray: DiceTray

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller

    def _not_here(self) -> None:
        self.controller.refuse(RuleError("not_this_game"))

    def roll(self) -> None:
        """Roll (or throw) the dice."""
        self._not_here()

    def toggle_die(self, index: int) -> None:
        """Hold or release die ``index`` (Thousand: select it to set aside)."""
        self._not_here()

    def confirm(self) -> None:
        """Write the selected box (confirm-move mode)."""
        self._not_here()

    def write(self) -> None:
        """Write the turn's points (Thousand)."""
        self._not_here()

    def pass_turn(self) -> None:
        """End the turn without writing (Thousand)."""
        self._not_here()

    def focus_start(self) -> None:
        """Put the keyboard focus where a turn starts."""
        self.setFocus()


def board_class(kind: str) -> type[Board]:
    """The board of a game: Thousand has its own, the Kości family shares one."""
    if kind == "thousand":
        from .thousand_board import ThousandBoard
        return ThousandBoard
    from .kosci_board import KosciBoard
    return KosciBoard
