"""The room's way out: the tables' journals flushed off the event loop, and the messages that
wait for them.

A change is on disk before anybody hears of it (a server killed a moment later must not take
back a move a player was told about). Flushing each change on the event loop made every
table wait for every other table's ``fsync``. Instead each table has a *lane*: its journal
lines are written and flushed on writer threads while the loop goes on serving, the lines
that come while a flush is under way gather for the next one (group commit: under load one
flush carries several changes), and the messages about the table -- replies to its seats,
updates to its seats and spectators -- wait in the lane until the lines they follow are on
disk, then go in the order they were made. Tables do not wait for each other; the file
system joins the flushes of many tables' files made at the same time.

A message about a table with nothing waiting to be flushed goes at once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Protocol

from kosci_gui.tables.journal import TableJournal

log = logging.getLogger(__name__)

#: Writer threads: flushes of different tables' files at the same time (1,000 tables at a
#: person's pace, 675 flushes a second: 4 threads queued them, p99 133 ms; 16: 49 ms).
WRITERS = 16


class Recipient(Protocol):
    def send(self, message: dict[str, Any]) -> None: ...


@dataclass(eq=False)
class _Lane:
    """One table's journal: lines to flush, and what waits for them."""

    pending: list[bytes] = field(default_factory=list)  # for the next flush
    waiting: list[Callable[[], None]] = field(default_factory=list)  # for the next flush
    flying: list[Callable[[], None]] | None = None  # for the flush under way (None: none)
    retiring: bool = False
    scheduled: bool = False  # a flush is due in this turn of the loop


def _flush(journal: TableJournal, data: bytes, retire: bool) -> None:
    journal.write_durably(data)
    if retire:
        journal.retire()


class Outbox:
    """Journal flushes off the loop; each table's messages released once its lines are on
    disk (see the module's docstring). Runs on the server's event loop."""

    def __init__(self, writers: int = WRITERS) -> None:
        self._loop = asyncio.get_running_loop()
        self._pool = ThreadPoolExecutor(max_workers=writers,
                                        thread_name_prefix="kosci-journal")
        self._lanes: dict[TableJournal, _Lane] = {}
        self._closed = False
        #: Flushes made, the changes (encoded lines' groups) they carried, and how long
        #: each took (seconds until the loop heard it was done; ``--stats`` reads and empties
        #: it).
        self.flushes = 0
        self.changes = 0
        self.flush_seconds: list[float] = []

    def write(self, journal: TableJournal, data: bytes) -> None:
        """Append ``data`` (encoded lines) to the journal, durably, before what follows."""
        lane = self._lanes.setdefault(journal, _Lane())
        lane.pending.append(data)
        self._due(journal, lane)

    def retire(self, journal: TableJournal) -> None:
        """Close the journal and move it aside, once what was written to it is on disk."""
        lane = self._lanes.setdefault(journal, _Lane())
        lane.retiring = True
        self._due(journal, lane)

    def send(self, conn: Recipient, message: dict[str, Any],
             journal: TableJournal | None) -> None:
        """Send once the changes made so far to ``journal`` (the table the message is
        about; None: no table) are on disk."""
        self.then(partial(conn.send, message), journal)

    def then(self, action: Callable[[], None], journal: TableJournal | None) -> None:
        """Do ``action`` (a send, closing a connection) in its place among the table's
        messages."""
        lane = self._lanes.get(journal) if journal is not None else None
        if lane is None:
            action()
        elif lane.pending or lane.retiring:
            lane.waiting.append(action)
        elif lane.flying is not None:
            lane.flying.append(action)
        else:
            action()

    def close(self) -> None:
        """Finish every flush now, on this thread (the server is stopping)."""
        self._closed = True
        self._pool.shutdown(wait=True)  # (a flush under way is finished by its thread)
        for journal, lane in self._lanes.items():
            for action in lane.flying or []:
                action()
            if lane.pending or lane.retiring:
                try:
                    _flush(journal, b"".join(lane.pending), lane.retiring)
                except OSError as err:
                    log.error("the journal %s could not be written: %s", journal.path, err)
            for action in lane.waiting:
                action()
        self._lanes.clear()

    # -- internals ------------------------------------------------------------------------

    def _due(self, journal: TableJournal, lane: _Lane) -> None:
        if lane.flying is None and not lane.scheduled:
            lane.scheduled = True  # (the rest of this turn of the loop joins the flush)
            self._loop.call_soon(self._start, journal, lane)

    def _start(self, journal: TableJournal, lane: _Lane) -> None:
        lane.scheduled = False
        if self._closed or lane.flying is not None:
            return
        data, changes = b"".join(lane.pending), len(lane.pending)
        lane.pending = []
        lane.flying, lane.waiting = lane.waiting, []
        retire, started = lane.retiring, self._loop.time()
        lane.retiring = False
        done = self._loop.run_in_executor(self._pool, _flush, journal, data, retire)
        done.add_done_callback(
            lambda flushed: self._flushed(journal, lane, flushed, changes, started))

    def _flushed(self, journal: TableJournal, lane: _Lane, flushed: asyncio.Future[None],
                 changes: int, started: float) -> None:
        if self._closed:
            return
        self.flush_seconds.append(self._loop.time() - started)
        self.flushes += 1
        self.changes += changes
        if flushed.exception() is not None:
            # the change stays in memory and is told; a restart would not have it
            log.error("the journal %s could not be written: %r", journal.path,
                      flushed.exception())
        actions, lane.flying = lane.flying or [], None
        for action in actions:
            action()
        if lane.pending or lane.retiring:
            self._start(journal, lane)
        else:
            del self._lanes[journal]  # (nothing waits: a message waits only behind lines)
