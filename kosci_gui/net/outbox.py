"""The room's way out: group commit of the tables' journals, and the messages that wait for it.

A change is on disk before anybody hears of it (a server killed a moment later must not take
back a move a player was told about). Flushing each change on the event loop made every
table wait for every other table's ``fsync``; instead, the journal lines of all the changes
made in one turn of the loop form a *batch*, written and flushed on writer threads (the
tables' files side by side: the file system joins their flushes), while the loop goes on
serving. Every message the room sends waits behind the batches not yet on disk and goes, in
the order it was made, once they are: a reply or an update never overtakes the change it
tells of, and nothing is reordered for a connection. While a batch is being flushed the next
one gathers the changes that come meanwhile, so under load one flush carries many changes.

With nothing waiting to be flushed a message goes at once.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Protocol

from kosci_gui.tables.journal import TableJournal

log = logging.getLogger(__name__)

#: Writer threads (flushes of different tables' files at the same time).
WRITERS = 4


class Recipient(Protocol):
    def send(self, message: dict[str, Any]) -> None: ...


@dataclass(eq=False)
class _Batch:
    """Changes made while the batch was open, and what waits for them."""

    writes: dict[TableJournal, list[bytes]] = field(default_factory=dict)
    retiring: list[TableJournal] = field(default_factory=list)
    after: list[Callable[[], None]] = field(default_factory=list)
    submitted: bool = False


def _flush(journal: TableJournal, data: bytes, retire: bool) -> None:
    journal.write_durably(data)
    if retire:
        journal.retire()


class Outbox:
    """Journal writes in batches off the loop; messages released once their batch is on
    disk (see the module's docstring). Runs on the server's event loop."""

    def __init__(self, writers: int = WRITERS) -> None:
        self._loop = asyncio.get_running_loop()
        self._pool = ThreadPoolExecutor(max_workers=writers,
                                        thread_name_prefix="kosci-journal")
        self._batches: deque[_Batch] = deque()
        self._closed = False
        #: Batches flushed, and the changes (tables' writes) they carried.
        self.flushes = 0
        self.writes = 0

    def write(self, journal: TableJournal, data: bytes) -> None:
        """Append ``data`` (encoded lines) to the journal, durably, before what follows."""
        self._open_batch().writes.setdefault(journal, []).append(data)

    def retire(self, journal: TableJournal) -> None:
        """Close the journal and move it aside, once what was written to it is on disk."""
        self._open_batch().retiring.append(journal)

    def send(self, conn: Recipient, message: dict[str, Any]) -> None:
        """Send once every change made so far is on disk."""
        if self._batches:
            self._batches[-1].after.append(partial(conn.send, message))
        else:
            conn.send(message)

    def then(self, action: Callable[[], None]) -> None:
        """Do ``action`` (closing a connection) once the messages sent so far have gone."""
        if self._batches:
            self._batches[-1].after.append(action)
        else:
            action()

    def close(self) -> None:
        """Finish every batch now, on this thread (the server is stopping)."""
        self._closed = True
        self._pool.shutdown(wait=True)  # (a batch being flushed is finished by its threads)
        while self._batches:
            batch = self._batches.popleft()
            if not batch.submitted:
                for journal, data, retire in self._jobs(batch):
                    self._flush_logged(journal, data, retire)
            for action in batch.after:
                action()

    # -- internals ------------------------------------------------------------------------

    def _open_batch(self) -> _Batch:
        if self._batches and not self._batches[-1].submitted:
            return self._batches[-1]
        batch = _Batch()
        self._batches.append(batch)
        if len(self._batches) == 1:  # (the rest of this turn of the loop joins it)
            self._loop.call_soon(self._submit_head)
        return batch

    @staticmethod
    def _jobs(batch: _Batch) -> list[tuple[TableJournal, bytes, bool]]:
        jobs = [(journal, b"".join(parts), journal in batch.retiring)
                for journal, parts in batch.writes.items()]
        jobs += [(journal, b"", True) for journal in batch.retiring
                 if journal not in batch.writes]
        return jobs

    @staticmethod
    def _flush_logged(journal: TableJournal, data: bytes, retire: bool) -> None:
        try:
            _flush(journal, data, retire)
        except OSError as err:
            log.error("the journal %s could not be written: %s", journal.path, err)

    def _submit_head(self) -> None:
        if self._closed or not self._batches or self._batches[0].submitted:
            return
        batch = self._batches[0]
        batch.submitted = True
        flushes = [self._loop.run_in_executor(self._pool, _flush, journal, data, retire)
                   for journal, data, retire in self._jobs(batch)]
        done = asyncio.gather(*flushes, return_exceptions=True)
        done.add_done_callback(lambda finished: self._flushed(batch, finished))

    def _flushed(self, batch: _Batch, finished: asyncio.Future[list[Any]]) -> None:
        if self._closed:
            return
        for result in finished.result():
            if isinstance(result, BaseException):
                # the change stays in memory and is told; a restart would not have it
                log.error("a table's journal could not be written: %r", result)
        self.flushes += 1
        self.writes += len(batch.writes)
        assert self._batches[0] is batch
        self._batches.popleft()
        for action in batch.after:
            action()
        if self._batches:
            self._submit_head()
