"""When play waits for the people at the table: a big moment (a miss and what it cost, a
penalty, an overtake, a bonus) stays on show for a moment before play goes on, and with
hidden cards in hot-seat play the next human's card waits until they take the seat (a
hand-over), so the previous player never sees it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from kosci_gui.engine.game import Game
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.words import moment_words
from kosci_gui.gui.words.moment_words import Moment

if TYPE_CHECKING:  # (the network loads only when a table is joined)
    from kosci_gui.gui.play.at_table import AtTable


class Table(Protocol):
    """What the pauses ask of the table they hold up."""

    settings: Settings
    #: The table across computers the game is played at (None: everybody at this screen).
    remote: AtTable | None

    def discreet(self) -> bool:
        """Are other players' boxes and scores kept out of sight (hidden cards)?"""

    def card_visible(self, player: int) -> bool: ...


class Pauses(QObject):
    #: Play may go on (a moment ended, or the next player took the seat).
    ended = Signal()

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        #: The big moment of the last action (its kind and words), or None; play waits
        #: for it while ``waiting_for_moment``.
        self.moment: Moment | None = None
        self.waiting_for_moment = False
        #: The human whose card waits for them to take the seat, or None.
        self.handover: int | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.end_moment)

    def waiting(self) -> bool:
        return self.waiting_for_moment or self.handover is not None

    def clear(self) -> None:
        self._timer.stop()
        self.moment = None
        self.waiting_for_moment = False
        self.handover = None

    def stop(self) -> None:
        self._timer.stop()

    def hand_over_if_needed(self, game: Game) -> None:
        """Hidden cards in hot-seat play: a human's turn waits until they take the seat."""
        humans = [p for p in game.players if not p.is_computer]
        if (self.table.remote is None and not game.finished and self.table.discreet()
                and len(humans) > 1
                and not game.players[game.current].is_computer):
            self.handover = game.current

    @Slot()
    def reveal(self) -> None:
        """The player whose turn it is took the seat: show their card, let them play."""
        if self.handover is not None:
            self.handover = None
            self.ended.emit()

    def start_moment(self, game: Game) -> None:
        """The last action's big moment, if it had one (worked out once, here): play waits
        for it the time the settings say."""
        self.moment = moment_words.moment(game.events, lambda: [seat.name for seat in game.players],
                                      self.table.card_visible)
        duration = self.table.settings.moment_ms
        if self.moment is None or duration <= 0:
            return
        self.waiting_for_moment = True
        self._timer.start(duration)

    @Slot()
    def end_moment(self) -> None:
        self._timer.stop()
        if self.waiting_for_moment:
            self.waiting_for_moment = False
            self.ended.emit()
