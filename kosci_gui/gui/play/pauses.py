"""When play waits for the people at the table: a big moment (a miss and what it cost, a
penalty, an overtake, a bonus) stays on show for a moment before play goes on, and with
hidden cards in hot-seat play the next human's card waits until they take the seat (a
hand-over), so the previous player never sees it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from kosci_gui.engine.game import Game
from kosci_gui.gui.words import messages

if TYPE_CHECKING:
    from kosci_gui.gui.play.controller import GameController


class Pauses(QObject):
    #: Play may go on (a moment ended, or the next player took the seat).
    ended = Signal()

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        #: The big moment on show (its words), or None.
        self.moment: str | None = None
        #: The human whose card waits for them to take the seat, or None.
        self.handover: int | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.end_moment)

    def waiting(self) -> bool:
        return self.moment is not None or self.handover is not None

    def clear(self) -> None:
        self._timer.stop()
        self.moment = None
        self.handover = None

    def stop(self) -> None:
        self._timer.stop()

    def hand_over_if_needed(self, game: Game) -> None:
        """Hidden cards in hot-seat play: a human's turn waits until they take the seat."""
        humans = [p for p in game.players if not p.is_computer]
        if (not game.finished and self.controller.discreet() and len(humans) > 1
                and not game.players[game.current].is_computer):
            self.handover = game.current

    @Slot()
    def reveal(self) -> None:
        """The player whose turn it is took the seat: show their card, let them play."""
        if self.handover is not None:
            self.handover = None
            self.ended.emit()

    def start_moment(self, game: Game) -> None:
        """Show the last action's big moments, if it had any, for the time the settings say."""
        names = [seat.name for seat in game.players]
        found = messages.moment(game.events, names, self.controller.card_visible)
        duration = self.controller.settings.moment_ms
        if found is None or duration <= 0:
            return
        self.moment = found.text
        self._timer.start(duration)

    @Slot()
    def end_moment(self) -> None:
        self._timer.stop()
        if self.moment is not None:
            self.moment = None
            self.ended.emit()
