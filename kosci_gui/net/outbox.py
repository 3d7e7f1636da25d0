"""The room's way out: the tables' changes made durable off the event loop, and the messages
that wait for them.

A change is on disk before anybody hears of it (a server killed a moment later must not take
back a move a player was told about). Flushing each change on the event loop made every
table wait for every other table's ``fsync``; flushing each table's own file on writer
threads made the disk queue hundreds of flushes a second. Now one writer thread commits the
changes of all tables at once to the server's write-ahead log (``tables/wal.py``): the
changes that come while a commit is under way gather for the next one (group commit: one
write and one ``fsync`` for all of them), and the messages about a table -- replies to its
seats, updates to its seats and spectators -- wait until the table's changes made before
them are committed, then go in the order they were made.

A message about a table with nothing waiting to be committed goes at once.

When one table alone is being played (a commit carries only its changes, and so did the
last one, or the last one ended 20 ms ago or more) and the last flush was quick, the commit
is made on the event loop itself: the hand-over to the writer thread and back cost an idle
move most of its round trip (the thread's and then the loop's waking, ~1-4 ms), and nobody
else is there for the loop to serve meanwhile. With many tables, or after a slow flush,
commits go to the writer (on the loop, each flush would hold up every other table: at 1,000
tables that made the round trip's tail longer).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Protocol

from kosci_gui.tables.journal import TableJournal
from kosci_gui.tables.wal import WriteAheadLog

log = logging.getLogger(__name__)

#: A commit is made on the loop when it carries the changes of one table whose changes the
#: last commit carried too, or the last commit ended this long ago (nobody else is there)...
IDLE_GAP_S = 0.02
#: ...and the last commit's write and flush took at most this long (a slow disk: the
#: writer, always).
INLINE_MAX_S = 0.01


class Recipient(Protocol):
    def send(self, message: dict[str, Any]) -> None: ...


@dataclass(eq=False)
class _Lane:
    """One table: what waits for its changes to be committed."""

    waiting: list[Callable[[], None]] = field(default_factory=list)  # for the next commit
    flying: list[Callable[[], None]] = field(default_factory=list)  # for the one under way
    next: bool = False  # it has changes (or its end) in the next commit
    in_flight: bool = False  # ... in the commit under way


@dataclass
class _Batch:
    """One commit: the changes of many tables, and the tables that end after them."""

    changes: list[tuple[TableJournal, int, bytes]] = field(default_factory=list)
    retiring: list[TableJournal] = field(default_factory=list)
    lanes: list[tuple[TableJournal, _Lane]] = field(default_factory=list)


def _commit(wal: WriteAheadLog, batch: _Batch) -> float:
    """Commit ``batch``; returns the seconds its write and flush took."""
    start = time.perf_counter()
    wal.commit(batch.changes)
    for journal in batch.retiring:
        wal.retire(journal)
    return time.perf_counter() - start


class Outbox:
    """Changes committed off the loop; each table's messages released once its changes are
    on disk (see the module's docstring). Runs on the server's event loop. ``wal``: the
    server's write-ahead log (None: no journals, every message goes at once)."""

    def __init__(self, wal: WriteAheadLog | None) -> None:
        self._loop = asyncio.get_running_loop()
        self._wal = wal
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kosci-journal")
        self._lanes: dict[TableJournal, _Lane] = {}
        self._next = _Batch()
        self._flying = False
        self._scheduled = False
        self._closed = False
        self._idle_since = -1e9  # when the last commit ended (loop time)
        self._took = 0.0  # how long its write and flush took
        self._last_tables: set[TableJournal] = set()  # whose changes it carried
        #: Commits made, the changes (encoded lines' groups) they carried, and how long
        #: each took (seconds until the loop heard it was done; ``--stats`` reads and empties
        #: it).
        self.flushes = 0
        self.changes = 0
        self.flush_seconds: list[float] = []

    def write(self, journal: TableJournal, data: bytes) -> None:
        """Append ``data`` (encoded lines) to the journal, durably, before what follows.

        The journal file is written here, on the loop (a write to the system's cache, a few
        microseconds): on the writer thread every table's write let go of Python's lock
        and waited up to its switch interval to take it back, and a commit of a hundred
        changes took hundreds of milliseconds. The writer makes only the log's write and
        flush."""
        try:
            journal.write(data)
        except OSError as err:
            log.error("the journal %s could not be written: %s", journal.path, err)
        self._next.changes.append((journal, journal.size, data))
        journal.size += len(data)
        self._due(journal)

    def retire(self, journal: TableJournal) -> None:
        """Close the journal and move it aside, once what was written to it is on disk."""
        self._next.retiring.append(journal)
        self._due(journal)

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
        elif lane.next:
            lane.waiting.append(action)
        elif lane.in_flight:
            lane.flying.append(action)
        else:
            action()

    def close(self) -> None:
        """Finish every commit now, on this thread (the server is stopping), and close the
        log."""
        self._closed = True
        self._writer.shutdown(wait=True)  # (a commit under way is finished by its thread)
        for lane in self._lanes.values():
            for action in lane.flying:
                action()
        if self._wal is not None:
            try:
                _commit(self._wal, self._next)
                self._wal.close()
            except OSError as err:
                log.error("the journals could not be written: %s", err)
        for lane in self._lanes.values():
            for action in lane.waiting:
                action()
        self._lanes.clear()

    # -- internals ------------------------------------------------------------------------

    def _due(self, journal: TableJournal) -> None:
        lane = self._lanes.get(journal)
        if lane is None:
            lane = self._lanes[journal] = _Lane()
        if not lane.next:
            lane.next = True
            self._next.lanes.append((journal, lane))
        if not self._flying and not self._scheduled:
            self._scheduled = True  # (the rest of this turn of the loop joins the commit)
            self._loop.call_soon(self._start)

    def _start(self) -> None:
        self._scheduled = False
        if self._closed or self._flying or not self._next.lanes:
            return
        batch, self._next = self._next, _Batch()
        for _, lane in batch.lanes:
            lane.flying, lane.waiting = lane.waiting, []
            lane.next, lane.in_flight = False, True
        self._flying = True
        started = self._loop.time()
        assert self._wal is not None, "a journal without the server's log"
        tables = {journal for journal, _ in batch.lanes}
        alone = len(tables) == 1 and (tables == self._last_tables
                                      or started - self._idle_since >= IDLE_GAP_S)
        self._last_tables = tables
        if alone and self._took <= INLINE_MAX_S:
            try:  # idle: on the loop (see the module's docstring)
                self._took = _commit(self._wal, batch)
            except Exception as err:  # (as the writer's future would hold it)
                self._committed(batch, started, err)
            else:
                self._committed(batch, started, None)
            return
        done = self._loop.run_in_executor(self._writer, _commit, self._wal, batch)
        done.add_done_callback(lambda committed: self._written(batch, committed, started))

    def _written(self, batch: _Batch, committed: asyncio.Future[float], started: float
                 ) -> None:
        err = committed.exception()
        if err is None:
            self._took = committed.result()
        self._committed(batch, started, err)

    def _committed(self, batch: _Batch, started: float, err: BaseException | None) -> None:
        if self._closed:
            return
        self._flying = False
        self._idle_since = self._loop.time()
        self.flush_seconds.append(self._idle_since - started)
        self.flushes += 1
        self.changes += len(batch.changes)
        if err is not None:
            # the changes stay in memory and are told; a restart would not have them
            log.error("the journals could not be written: %r", err)
            self._took = float("inf")  # (the next commits go to the writer)
        for journal, lane in batch.lanes:
            actions, lane.flying, lane.in_flight = lane.flying, [], False
            for action in actions:
                action()
            if not lane.next:
                del self._lanes[journal]  # (nothing waits: a message waits only behind lines)
        self._start()
