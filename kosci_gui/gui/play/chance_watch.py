"""Each player's chance to win from the position now, for the table's bars: asked again after
every action (once the dice of a roll lie still), never with hidden scorecards (the chances
would tell what the cards hide), and only once the model of the game's rules is ready (it is
made in the background; until then the bars wait). A failing model is said once in the
status line, never hidden."""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from kosci_gui.engine.game import Game
from kosci_gui.engine.moves import Roll
from kosci_gui.gui.play import computer

if TYPE_CHECKING:
    from kosci_gui.gui.play.controller import GameController

log = logging.getLogger(__name__)

#: How often the table looks again whether the model is ready (ms).
POLL_MS = 250


class ChanceWatch(QObject):
    """The chances of one controller's game."""

    #: The chances were worked out again, or are no longer shown.
    changed = Signal()

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        #: Readies the model and asks it (seams: tests give their own).
        self.prepare: Callable[[Game], Future[object]] = computer.prepare_chances_for
        #: The model made ready for this game (asked once a game).
        self._ready: Future[object] | None = None
        self.ask: Callable[[Game], list[float] | None] = computer.chances
        #: Each seat's chance to win now, or None (not shown, not ready, or one player).
        self.chances: list[float] | None = None
        #: The model failed for this game (said once; the bars are not shown).
        self.failed = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.refresh)
        controller.gameStarted.connect(self._new_game)
        controller.actionApplied.connect(self._after_action)

    def wanted(self) -> bool:
        """Shown at all: the setting is on, two or more players, every card open."""
        ctl = self.controller
        g = ctl.game
        return (g is not None and g.player_count > 1 and ctl.settings.show_chances
                and not ctl.discreet())

    def stop(self) -> None:
        self._timer.stop()

    @Slot()
    def _new_game(self) -> None:
        self.chances = None
        self.failed = False
        self._ready = None
        self.changed.emit()
        self.schedule()

    @Slot()
    def schedule(self, delay_ms: int = 0) -> None:
        """Work the chances out again soon (coalesced: one answer for a burst of actions)."""
        if not self.wanted():
            self._timer.stop()
            if self.chances is not None:
                self.chances = None
                self.changed.emit()
            return
        self._timer.start(max(0, delay_ms))

    @Slot(object)
    def _after_action(self, move: object) -> None:
        # a roll's dice tumble first: the question waits until they lie still
        self.schedule(self.controller.settings.animation_ms if isinstance(move, Roll) else 0)

    @Slot()
    def refresh(self) -> None:
        g = self.controller.game
        if g is None or not self.wanted():
            self.schedule()
            return
        if self._ready is None:
            self._ready = self.prepare(g)
        future = self._ready
        if not future.done():
            self._timer.start(POLL_MS)
            return
        try:
            future.result()
            self.chances = self.ask(g)
        except Exception as exc:
            self.chances = None
            if not self.failed:
                self.failed = True
                log.exception("the win-chance model failed")
                detail = str(exc) or type(exc).__name__
                self.controller.say(lambda: self.tr(
                    "Chances to win are not available: {error}.").format(error=detail))
        self.changed.emit()
