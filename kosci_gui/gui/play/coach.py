"""The first game that teaches: while a game teaches, each tip (:mod:`kosci_gui.gui.play.tips`)
is shown once, when its situation first comes up in the play of a person at this screen, one
at a time (the others wait until it is dismissed), and a screen reader reads it.

A game teaches when it is the first of its kind played here (the settings keep the kinds
whose first game has ended, across runs), or when the player asks for the tips (Help →
Teach me while I play), which starts the current game's tips again."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal, Slot

from kosci_gui.engine.events import Event
from kosci_gui.engine.game import Game
from kosci_gui.gui.play.narrator import Narrator
from kosci_gui.gui.play.tips import Tip, tips_after
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.words.tips import tip_text

if TYPE_CHECKING:
    from kosci_gui.gui.play.at_table import AtTable


class Table(Protocol):
    """What the coach asks of the table it teaches at (the controller)."""

    game: Game | None
    remote: AtTable | None

    @property
    def narrator(self) -> Narrator:
        """Tells the screen reader (the tip, once, when it shows)."""


class Coach(QObject):
    """The tips of the game on the table: which one shows (``tip``), which wait."""

    #: The tip shown changed (a new one, or none).
    changed = Signal()
    #: The game's teaching was switched on or off.
    teachingChanged = Signal(bool)

    def __init__(self, table: Table, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.settings = settings
        self.teaching = False
        #: The tip on show, and those waiting their turn.
        self.tip: Tip | None = None
        self._waiting: list[Tip] = []
        #: The tips this game has shown (or queued): each comes once.
        self._met: set[str] = set()
        self._kind = ""
        #: The tips were asked for with no game on the table: the next game teaches.
        self._asked = False

    def text(self) -> str:
        """The tip on show in the language of the moment ("" when none)."""
        return tip_text(self.tip.key, self.tip.numbers) if self.tip is not None else ""

    @Slot()
    def game_started(self) -> None:
        """A game came to the table: it teaches when it is the first of its kind here."""
        g = self.table.game
        self._kind = g.game if g is not None else ""
        first = bool(self._kind) and self._kind not in self.settings.taught()
        self._set_teaching(first or self._asked)
        self._asked = False

    @Slot()
    def game_finished(self) -> None:
        """The game ended: its kind has had its first game (its tips are not shown again
        unless asked for)."""
        if self._kind and self._kind not in self.settings.taught():
            self.settings.set_taught(self._kind)
            self.settings.sync()

    @Slot(bool)
    def teach(self, on: bool) -> None:
        """The player asked for the tips (again, from the start) in this game, or the next
        one when none is being played; or for none."""
        g = self.table.game
        self._asked = on and (g is None or g.finished)
        self._set_teaching(on)

    def _set_teaching(self, on: bool) -> None:
        self._met.clear()
        self._waiting.clear()
        was = self.teaching
        self.teaching = on
        if self.tip is not None:
            self.tip = None
            self.changed.emit()
        if was != on:
            self.teachingChanged.emit(on)

    def _at_screen(self, g: Game) -> list[int]:
        """The seats played by a person at this screen (none while only watching a
        table)."""
        remote = self.table.remote
        if remote is not None:
            return [remote.seat] if remote.seat is not None else []
        return [i for i, seat in enumerate(g.players) if not seat.is_computer]

    @Slot()
    def look(self) -> None:
        """The game changed (a move, a die chosen): the tips the last move's events and the
        position call for, those this game has not met, join the queue. (Looking twice at
        the same events adds nothing: each tip comes once.)"""
        g = self.table.game
        if not self.teaching or g is None:
            return
        self.offer(g, list(g.events))

    def offer(self, g: Game, events: list[Event]) -> None:
        for seat in self._at_screen(g):
            for tip in tips_after(g, events, seat):
                if tip.key not in self._met:
                    self._met.add(tip.key)
                    self._waiting.append(tip)
        if self.tip is None:
            self._next()

    @Slot()
    def dismiss(self) -> None:
        """The player read the tip: the next one waiting shows."""
        self._next()

    def _next(self) -> None:
        before = self.tip
        self.tip = self._waiting.pop(0) if self._waiting else None
        if self.tip is not None:
            self.table.narrator.announce(self.text())
        if self.tip is not None or before is not None:
            self.changed.emit()
