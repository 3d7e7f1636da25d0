"""A disk that fills up or turns read-only on demand, for the tests of what is kept then;
and a FIFO's writer that comes late, for the tests that a FIFO is refused without waiting.

Every byte the storage layer writes goes through ``atomic.write_all``; making it fail is what
a full (ENOSPC) or read-only (EROFS) disk does to a write. The history database is made full
the way SQLite meets a full disk: it may not grow by a page (``max_page_count``), which gives
SQLite's own "database or disk is full", on its connection and on any opened meanwhile.
"""

from __future__ import annotations

import contextlib
import errno
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from kosci_gui.storage import atomic, history


class Disk:
    """The data folder's disk: :meth:`fill`, :meth:`make_read_only`, :meth:`free`."""

    def __init__(self) -> None:
        self.monkeypatch = pytest.MonkeyPatch()
        self.writes_refused = 0

    def _fail_with(self, code: int) -> None:
        def refuse(fd, data):
            self.writes_refused += 1
            raise OSError(code, os.strerror(code))

        self.monkeypatch.setattr(atomic, "write_all", refuse)

    def fill(self, db=None) -> None:
        """No more room: file writes fail, and the history ``db`` (and any connection
        opened while the disk is full) may not grow."""
        self._fail_with(errno.ENOSPC)
        real = history.connect

        def full(target, timeout):
            conn = real(target, timeout)
            _no_growth(conn)
            return conn

        self.monkeypatch.setattr(history, "connect", full)
        if db is not None:
            _no_growth(db.conn)

    def make_read_only(self) -> None:
        self._fail_with(errno.EROFS)

    def free(self) -> None:
        self.monkeypatch.undo()

    def __enter__(self) -> Disk:
        return self

    def __exit__(self, *exc: object) -> None:
        self.free()


def _no_growth(conn) -> None:
    """The database may not grow: a write that needs a page more gets SQLite's "database
    or disk is full" (see :func:`big_game`)."""
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {max(pages, 1)}")


def big_game(saver) -> None:
    """Make the saver's game need more room than a page of the database has left (free
    data under ``meta``, as a newer version might keep there)."""
    saver.meta.extra["notes"] = "x" * 20_000


def make_history_read_only(db) -> None:
    """The history's connection may not write (SQLite: "attempt to write a readonly
    database"), as when its file or folder is read-only."""
    db.conn.execute("PRAGMA query_only = 1")



@contextlib.contextmanager
def late_writer(fifo: Path, after: float = 3.0) -> Iterator[None]:
    """A ``with`` block in which a reader of ``fifo`` that waits for a writer (as ``open``
    does) gets one only after ``after`` seconds: it is not stuck for ever, and it has
    waited long enough for the test to see it. At the end of the block the writer is called
    off (no thread is left behind)."""
    done = threading.Event()

    def write() -> None:
        if done.wait(after):
            return
        try:
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)  # ENXIO: no reader waits
        except OSError:
            return
        os.close(fd)

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    try:
        yield
    finally:
        done.set()
        writer.join()
