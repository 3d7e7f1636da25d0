"""The advisor's view of the position, for the widgets: with hints on, every option of the
player at the screen valued, best first. The advisor is made ready in the background (its
tables load there); until it is, the position is asked again shortly. A failing advisor is
reported in the status line, never hidden."""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent import futures
from concurrent.futures import Future
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from kosci_gui.ai.base import best_first
from kosci_gui.engine.game import Game
from kosci_gui.engine.moves import Move
from kosci_gui.gui.play import computer

if TYPE_CHECKING:
    from kosci_gui.ai.base import Advice
    from kosci_gui.gui.play.controller import GameController

log = logging.getLogger(__name__)

#: How long the GUI waits for the advisor before it goes on and asks again every POLL_MS.
ADVISOR_WAIT_S = 1.0
POLL_MS = 250


class Advisor(QObject):
    """Hints for one controller's game."""

    #: The hints were worked out again (or switched off).
    changed = Signal()

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        #: Readies the advisor and asks it (seams: tests give their own).
        self.prepare: Callable[[Game], Future[object]] = computer.prepare_advisor
        self.advise: Callable[[Game], list[Advice]] = computer.advice
        #: Every option of the position, best first (None: no hints now).
        self.hints: list[Advice] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.refresh)

    def stop(self) -> None:
        """No more hints for this game (another replaces it, or the window closes)."""
        self._timer.stop()
        self.hints = None

    def best_move(self) -> Move | None:
        """The advisor's best move (hints on, a human to play), or None."""
        return self.hints[0].move if self.hints else None

    def hint_for(self, move: Move) -> Advice | None:
        """The advisor's valuation of ``move`` (holds compared by position)."""
        return next((a for a in self.hints or () if a.move == move), None)

    @Slot()
    def refresh(self) -> None:
        ctl = self.controller
        g = ctl.game
        wanted = (g is not None and not g.finished and ctl.settings.hints
                  and not ctl.current_is_computer() and ctl.handover is None)
        self.hints = None
        if wanted and g is not None:
            try:
                self.prepare(g).result(timeout=ADVISOR_WAIT_S)
                self.hints = best_first(g.game, self.advise(g))
            except futures.TimeoutError:
                self._timer.start(POLL_MS)
            except Exception as exc:
                log.exception("the advisor failed")
                detail = str(exc) or type(exc).__name__
                ctl.say(lambda: self.tr("Hints are not available: {error}.").format(
                    error=detail))
        self.changed.emit()
