"""Each table's journal: one JSON line per change (:attr:`TableSession.pending`), appended
and flushed to disk (``fsync``) before the change is acknowledged to anybody, so a server
killed at any moment and started again with the same folder resumes every table exactly
where it was: the lines are applied again, in order, through the same session methods.

One file per table, ``<folder>/<code>.jsonl``; a table that is closed has its file moved to
``<folder>/closed/``. A line cut short by a crash (the change in flight, never acknowledged)
is ignored. The file holds the server seed and the hashes of the seat tokens: the folder is
the server's secret (docs/protocol.md, "Threat model").

Clocks resume from the seconds left after the last journaled change: the time between that
change and the crash, and the time the server was down, are charged to nobody.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from kosci_gui.storage.atomic import sync_folder, write_all

from .errors import TableError
from .move_codec import move_from_json
from .session import TableSession
from .spec import TableSpec

log = logging.getLogger(__name__)

SUFFIX = ".jsonl"
_CODE = re.compile(r"[A-Z0-9]{4,32}")


def encode(lines: Iterable[dict[str, Any]]) -> bytes:
    """Journal lines as the file holds them: one compact JSON object a line."""
    return b"".join((json.dumps(line, ensure_ascii=False, separators=(",", ":"))
                     + "\n").encode() for line in lines)


class TableJournal:
    """The journal file of one table, kept open for appending."""

    def __init__(self, folder: Path, code: str) -> None:
        if _CODE.fullmatch(code) is None:
            raise ValueError(f"not a table code: {code!r}")
        self.code = code
        self.path = Path(folder) / f"{code}{SUFFIX}"
        #: A new file's name is made durable with its first lines (the folder's flush is
        #: the writer thread's, not the caller's: on the server that is the event loop).
        self._new = not self.path.exists()
        self._fd: int | None = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT,
                                       0o600)
        #: Bytes handed to the file so far (the server's loop counts them as it hands
        #: changes to the writer: each change's place in the file, for the write-ahead log).
        self.size = os.fstat(self._fd).st_size

    def append(self, lines: Iterable[dict[str, Any]]) -> int:
        """Append the lines and flush them to disk; returns the bytes written."""
        data = encode(lines)
        self.write_durably(data)
        return len(data)

    def write_durably(self, data: bytes) -> None:
        """Append encoded lines (:func:`encode`) and flush them to disk (the server does
        this on a writer thread, for many tables at once: ``net/outbox.py``)."""
        if not data:
            return
        assert self._fd is not None, "the journal is closed"
        write_all(self._fd, data)
        os.fsync(self._fd)
        if self._new:
            sync_folder(self.path.parent)
            self._new = False

    def write(self, data: bytes) -> None:
        """Append encoded lines without flushing them (the server's write-ahead log,
        ``wal.py``, makes them durable)."""
        assert self._fd is not None, "the journal is closed"
        write_all(self._fd, data)

    def sync(self) -> None:
        """Flush what was written (nothing if the file is closed)."""
        if self._fd is not None:
            os.fsync(self._fd)

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def retire(self) -> None:
        """Flush and close the file and move it to ``closed/`` (the table is gone from the
        room)."""
        self.sync()
        self.close()
        closed = self.path.parent / "closed"
        closed.mkdir(exist_ok=True)
        with contextlib.suppress(FileNotFoundError):
            os.replace(self.path, closed / self.path.name)
            sync_folder(self.path.parent)


def read_lines(path: Path) -> list[dict[str, Any]]:
    """The journal's lines; the first that cannot be read (a write cut short) ends it."""
    lines: list[dict[str, Any]] = []
    with open(path, "rb") as f:
        for number, raw in enumerate(f):
            if not raw.endswith(b"\n"):
                log.warning("%s: line %d was cut short and is ignored", path, number + 1)
                break
            try:
                line = json.loads(raw)
            except ValueError:
                log.warning("%s: line %d is not JSON and ends the journal", path, number + 1)
                break
            if not isinstance(line, dict) or not isinstance(line.get("op"), str):
                log.warning("%s: line %d is not a journal line", path, number + 1)
                break
            lines.append(line)
    return lines


def restore(lines: list[dict[str, Any]], now: float, **options: Any) -> TableSession:
    """The table the journal lines describe, as it stood after the last of them; every
    person counts as away from ``now`` (their apps come back by themselves)."""
    if not lines or lines[0].get("op") != "open":
        raise ValueError("a table's journal starts with its 'open' line")
    first = lines[0]
    session = TableSession(first["code"], TableSpec.from_json(first["spec"]),
                           server_seed=first["server_seed"], now=now, **options)
    for line in lines[1:]:
        _replay_line(session, line, now)
    session.pending.clear()
    session.drain()
    return session


def _replay_line(session: TableSession, line: dict[str, Any], now: float) -> None:
    """Apply one journal line again, through the method that wrote it."""
    op, seat = line["op"], line.get("seat", -1)
    if op == "sit":
        session.seat_person(seat, line["name"], line["token_hash"], line["seed"], now)
    elif op == "stand":
        session.stand(seat, now)
    elif op == "seed":
        session.set_seed(seat, line["seed"])
    elif op == "start":
        session.start(None, now)
    elif op == "move":
        session.move(seat, move_from_json(line["move"]), now, seq=line.get("seq"),
                     assisted=bool(line.get("assisted")))
    elif op == "timeout":
        if session.acting_seat() != seat:
            raise ValueError(f"a timeout of seat {seat}, whose turn it is not")
        session.timeout(now)
    elif op == "again":
        session.play_again(now, server_seed=line["server_seed"])
    else:
        raise ValueError(f"unknown journal line {op!r}")
    if session.clock is not None and "clocks" in line:
        # the seconds left after the change, running again from ``now``
        running = session.clock.running
        session.clock.stop(now)
        session.clock.remaining_s = [float(v) for v in line["clocks"]]
        if running is not None:
            session.clock.start(running, now)


def load_folder(folder: Path, now: float, **options: Any) -> list[tuple[TableSession,
                                                                        TableJournal]]:
    """Every table journaled in ``folder``, resumed, with its journal open for more lines.
    A journal that cannot be resumed is moved aside to ``closed/`` with a warning."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for path in sorted(folder.glob(f"*{SUFFIX}")):
        code = path.name[: -len(SUFFIX)]
        try:
            session = restore(read_lines(path), now, **options)
            if session.code != code:
                raise ValueError(f"the journal is of table {session.code}")
        except (ValueError, KeyError, TypeError, TableError) as exc:
            log.warning("table journal %s not resumed: %s", path, exc)
            if _CODE.fullmatch(code):
                TableJournal(folder, code).retire()
            continue
        out.append((session, TableJournal(folder, code)))
    return out
