"""A question about the position, answered by the computer away from the GUI thread: the
hints (every option valued) and each player's chance to win are both such watches.

A watch asks only while it is wanted; the model behind it is made ready in the background,
once a game (``prepare``); until it is, the watch looks again every :data:`POLL_MS` — after
waiting up to ``wait_s`` the first time, so a model that is nearly ready answers without a
flicker. A failing model is said once a game (``on_failure``), never hidden. Asking again
after a burst of actions is coalesced (:meth:`schedule`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent import futures
from concurrent.futures import Future
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from kosci_gui.engine.game import Game

log = logging.getLogger(__name__)

T = TypeVar("T")

#: How often a watch looks again whether its model is ready (ms).
POLL_MS = 250


class Watch(QObject, Generic[T]):
    """One question about the game ``game()`` returns, and its latest answer."""

    #: The answer was worked out again, or is no longer given.
    changed = Signal()

    def __init__(self, game: Callable[[], Game | None], wanted: Callable[[Game], bool],
                 prepare: Callable[[Game], Future[object]], ask: Callable[[Game], T], *,
                 on_failure: Callable[[Exception], None], wait_s: float = 0.0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.wanted = wanted
        #: Readies the model for a game and asks it (seams: tests give their own).
        self.prepare = prepare
        self.ask = ask
        self.on_failure = on_failure
        self.wait_s = wait_s
        #: The latest answer (None: not wanted, not ready yet, or the model failed).
        self.answer: T | None = None
        #: The model failed for this game (said once; no answer is given).
        self.failed = False
        self._ready: Future[object] | None = None
        self._for: Game | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.refresh)

    def stop(self) -> None:
        """No more answers for this game (another replaces it, or the window closes)."""
        self._timer.stop()
        self.answer = None

    def schedule(self, delay_ms: int = 0) -> None:
        """Ask again soon (one answer for a burst of actions)."""
        self._timer.start(max(0, delay_ms))

    def is_wanted(self) -> bool:
        g = self.game()
        return g is not None and self.wanted(g)

    @Slot()
    def refresh(self) -> None:
        """Ask now (once the model is ready; until then look again shortly)."""
        self._timer.stop()
        g = self.game()
        if g is not self._for:
            self._for, self._ready, self.failed = g, None, False
        had = self.answer
        self.answer = None
        if g is None or self.failed or not self.wanted(g):
            if had is not None:
                self.changed.emit()
            return
        if self._ready is None:
            self._ready = self.prepare(g)
            wait = self.wait_s
        else:
            wait = 0.0
        try:
            self._ready.result(timeout=wait)
        except futures.TimeoutError:
            self._timer.start(POLL_MS)
            self.changed.emit()
            return
        except Exception as exc:
            self._fail(exc)
            return
        try:
            self.answer = self.ask(g)
        except Exception as exc:
            self._fail(exc)
            return
        self.changed.emit()

    def _fail(self, exc: Exception) -> None:
        self.answer = None
        if not self.failed:
            self.failed = True
            log.exception("a computer's answer failed", exc_info=exc)
            self.on_failure(exc)
        self.changed.emit()
