"""What keeps every table of the room going in time: each table's next wake-up (a clock
running out, an absent person's time, a computer's move due) and the computer players, who
think in one worker thread on a copy of the game; their move is applied on the loop if the
table has not moved on meanwhile. Every change is handed to the room's ``commit``."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from kosci_gui.tables.errors import TableError

from .hosted import Hosted

log = logging.getLogger(__name__)


class Pacer:
    """The tables' timers and computer players (see the module's docstring)."""

    def __init__(self, now: Callable[[], float], commit: Callable[[Hosted], None]) -> None:
        self._loop = asyncio.get_running_loop()
        self._now = now
        self._commit = commit
        self._thinker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kosci-ai")

    def stop(self, hosted: Hosted) -> None:
        """The table's timer off (it is closing, or is set again)."""
        if hosted.timer is not None:
            hosted.timer.cancel()
            hosted.timer = None

    def close(self) -> None:
        self._thinker.shutdown(wait=False, cancel_futures=True)

    def schedule(self, hosted: Hosted) -> None:
        """Wake the table when its session next asks (a clock, an absent person, a
        computer's move)."""
        self.stop(hosted)
        if hosted.closed or hosted.thinking:
            return
        due = hosted.session.wakeup_at(self._now())
        if due is not None:
            hosted.timer = self._loop.call_at(due, self._wake, hosted)

    def _wake(self, hosted: Hosted) -> None:
        hosted.timer = None
        if hosted.closed:
            return
        session, now = hosted.session, self._now()
        try:
            session.tick(now)
        finally:
            self._commit(hosted)
        due = session.computer_due(now)
        if hosted.closed or due is None or due > now or hosted.thinking:
            return
        hosted.thinking = True
        self.stop(hosted)
        version, seat = session.version, session.acting_seat()
        assert seat is not None
        position = session.position()
        future = self._thinker.submit(lambda: session.computer_player(seat).decide(position))
        future.add_done_callback(
            lambda done: self._loop.call_soon_threadsafe(self._thought, hosted, version, done))

    def _thought(self, hosted: Hosted, version: int, done: Future[Any]) -> None:
        hosted.thinking = False
        if hosted.closed:
            return
        session = hosted.session
        if done.cancelled():
            return
        if done.exception() is not None:
            log.error("the computer at table %s failed: %r", session.code, done.exception())
        elif session.version == version:
            try:
                session.computer_move(done.result(), self._now(), at=version)
            except TableError as err:
                log.error("the computer's move at table %s was refused: %s",
                          session.code, err)
        self._commit(hosted)
