"""The server's write-ahead log: one file flushed for the changes of all its tables at once.

Each table keeps its journal file (``journal.py``: readable at any moment, replayed on a
restart, moved to ``closed/`` when the table ends), but those files are written without a
flush of their own. What makes a change durable is its *record* in the log,
``<folder>/wal/<number>.log``: one writer appends the records of every change that came
during the previous flush in one write, flushes the log once, and only then are
the changes told (group commit: under load one flush carries the changes of hundreds of
tables, where a flush per table's file queued on the disk).

A record is a header line ``CODE OFFSET LENGTH CRC`` and the table's encoded journal lines:
LENGTH bytes that belong at OFFSET of ``CODE.jsonl`` (CRC: their CRC-32, so that a record
torn by a crash is told from a whole one). The log is written in place into a file filled
with zeros ahead of it (:data:`PREALLOCATE_BYTES` at a time): its size and blocks do not
change with a commit, so the commit's flush is ``fdatasync``, the data alone, without the
file system's journal commit that an append and ``fsync`` cost (docs/protocol.md,
"Figures"). A zero byte where a header would begin is the end of the log.

A server killed (``kill -9``) loses nothing either way: the journal files' writes are in
the system's cache. After a crash of the whole machine a journal file may lack its last
lines (or be missing): on the next start
:func:`recover` writes every record again where it belongs -- those the file holds already
are left as they are -- and flushes the files before the log is dropped.

Compaction: when a log reaches :data:`SEGMENT_BYTES` (and when the server stops) it is
*checkpointed*: the journal files written since the last checkpoint are flushed, then a new
log is started and the old one deleted. A table that ends has its file flushed before it
moves to ``closed/`` (its records are then skipped by :func:`recover`), so the log never
holds the only copy of a finished table.
"""

from __future__ import annotations

import logging
import os
import re
import zlib
from collections.abc import Iterator
from pathlib import Path

from kosci_gui.storage.atomic import sync_folder, write_all

from .journal import SUFFIX, TableJournal

log = logging.getLogger(__name__)

#: A log this long is checkpointed and a new one started (at 1,000 tables at a person's
#: pace, some 200 KB a second: a checkpoint every few minutes).
SEGMENT_BYTES = 64 * 1024 * 1024
#: The log's file is filled with zeros this far ahead of its records.
PREALLOCATE_BYTES = 4 * 1024 * 1024
_HEADER = re.compile(rb"([A-Z0-9]{4,32}) (\d+) (\d+) (\d+)\n")
_LOG = ".log"


def record(code: str, offset: int, data: bytes) -> bytes:
    """The log's record of ``data`` written at ``offset`` of table ``code``'s journal."""
    return f"{code} {offset} {len(data)} {zlib.crc32(data)}\n".encode() + data


def records(raw: bytes) -> Iterator[tuple[str, int, bytes]]:
    """The whole records of a log's bytes, up to its end (zeros) or a record cut short or
    torn by a crash (never flushed, never told)."""
    at = 0
    while at < len(raw) and raw[at] != 0:
        end = raw.find(b"\n", at)
        header = _HEADER.fullmatch(raw, at, end + 1) if end >= 0 else None
        if header is None:
            log.warning("write-ahead log: a damaged record at byte %d ends it", at)
            return
        length = int(header[3])
        data = raw[end + 1:end + 1 + length]
        if len(data) < length or zlib.crc32(data) != int(header[4]):
            return  # cut short or torn
        yield header[1].decode(), int(header[2]), data
        at = end + 1 + length


def _segments(folder: Path) -> list[Path]:
    logs = folder / "wal"
    if not logs.is_dir():
        return []
    return sorted((p for p in logs.iterdir() if p.suffix == _LOG and p.stem.isdigit()),
                  key=lambda p: int(p.stem))


def recover(folder: Path) -> int:
    """Write the records of any logs left in ``folder`` into the journal files, flush the
    files, and delete the logs; returns how many records were missing from the files."""
    segments = _segments(folder)
    touched: dict[str, int] = {}
    missing = 0
    try:
        for segment in segments:
            for code, offset, data in records(segment.read_bytes()):
                path = folder / f"{code}{SUFFIX}"
                if (folder / "closed" / path.name).exists() and not path.exists():
                    continue  # the table ended: its file was flushed before it moved
                if code not in touched:
                    touched[code] = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
                fd = touched[code]
                size = os.fstat(fd).st_size
                if size >= offset + len(data):
                    continue
                if size < offset:
                    log.warning("write-ahead log: %s lacks bytes before %d", path, offset)
                    continue
                os.ftruncate(fd, offset)
                os.pwrite(fd, data, offset)
                missing += 1
        for fd in touched.values():
            os.fsync(fd)
    finally:
        for fd in touched.values():
            os.close(fd)
    if segments:
        sync_folder(folder)
        for segment in segments:
            segment.unlink()
        sync_folder(segment.parent)
    if missing:
        log.warning("write-ahead log: %d changes written again into the journals", missing)
    return missing


class WriteAheadLog:
    """The log of one server's tables (see the module's docstring). Used by one thread at
    a time: the server's journal writer."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        recover(self.folder)
        (self.folder / "wal").mkdir(exist_ok=True)
        self._number = 0
        self._size = self._allocated = 0
        self._fd = self._open()
        #: Journal files written since the last checkpoint (their writes not yet flushed).
        self._dirty: set[TableJournal] = set()

    def commit(self, batch: list[tuple[TableJournal, int, bytes]]) -> None:
        """Write the records of changes already written to their journal files (each at
        its offset) to the log in one write, and flush the log: the changes are durable."""
        if not batch:
            return
        self._dirty.update(journal for journal, _, _ in batch)
        out = b"".join(record(journal.code, offset, data) for journal, offset, data in batch)
        if self._size + len(out) > self._allocated:
            self._preallocate(self._size + len(out))
        written = 0
        while written < len(out):
            written += os.pwrite(self._fd, out[written:], self._size + written)
        os.fdatasync(self._fd)  # (the file's size and blocks are as they were)
        self._size += len(out)
        if self._size >= SEGMENT_BYTES:
            self.checkpoint()

    def retire(self, journal: TableJournal) -> None:
        """The table has ended: its file flushed and moved to ``closed/``."""
        self._dirty.discard(journal)
        journal.retire()

    def checkpoint(self) -> None:
        """Flush the journal files written since the last checkpoint; start a new log and
        delete the old one."""
        for journal in self._dirty:
            journal.sync()
        self._dirty.clear()
        sync_folder(self.folder)  # (the names of new journal files)
        old, self._number = self._number, self._number + 1
        os.close(self._fd)
        self._size = self._allocated = 0
        self._fd = self._open()
        (self.folder / "wal" / f"{old}{_LOG}").unlink()
        sync_folder(self.folder / "wal")

    def close(self) -> None:
        """Checkpoint (the journal files alone hold every change) and close the log."""
        self.checkpoint()
        os.close(self._fd)
        (self.folder / "wal" / f"{self._number}{_LOG}").unlink()
        sync_folder(self.folder / "wal")

    def _open(self) -> int:
        fd = os.open(self.folder / "wal" / f"{self._number}{_LOG}",
                     os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        self._fd = fd
        self._preallocate(PREALLOCATE_BYTES)
        sync_folder(self.folder / "wal")
        return fd

    def _preallocate(self, needed: int) -> None:
        """Fill the file with zeros to at least ``needed`` bytes (real zeros, not
        ``fallocate``'s unwritten blocks, whose first write is a change of the file's
        metadata again), and flush it with its new size."""
        size = max(needed, self._allocated + PREALLOCATE_BYTES)
        os.lseek(self._fd, self._allocated, os.SEEK_SET)
        write_all(self._fd, bytes(size - self._allocated))
        os.fsync(self._fd)
        self._allocated = size
