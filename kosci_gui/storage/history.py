"""The history of finished games: an SQLite database in the app data folder.

Every write is one transaction. Only a file SQLite calls corrupt (or a ``quick_check`` that
fails, or an empty file, which SQLite never leaves) is *damaged*: moved aside, never deleted,
and a fresh database started. A file that is locked, read-only, on a full disk or written by a
newer version is kept as it is; while it cannot take a game, finished games go to the
*pending* folder and are stored once it can (:meth:`HistoryDB.retry`, and every start). An
older file is upgraded by :meth:`HistoryDB.upgrade`, after the window is up when it has games
to replay (:mod:`~kosci_gui.storage.history_schema`). Problems are reported through
``on_problem(code, detail)``; no method here raises ``sqlite3.Error``.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
from collections.abc import Callable, Generator, Iterator
from enum import Enum
from pathlib import Path
from typing import Any

from kosci_gui.engine.errors import RecordError
from kosci_gui.engine.record import from_record
from kosci_gui.engine.record_file import parse_document, read_limited

from . import history_schema as schema
from .atomic import write_json_atomic
from .history_queries import HistoryQueries
from .history_schema import SCHEMA_VERSION, Progress, insert_results, user_version
from .paths import move_aside
from .savefile import now_iso
from .sqlite_trouble import DamagedFile, Trouble, classify
from .summary import seat_results

log = logging.getLogger(__name__)

#: Problem codes passed to ``on_problem(code, detail)``.
DB_DAMAGED = "db_damaged"      # moved aside, a fresh database started (detail: the new path)
DB_EMPTY = "db_empty"          # the file was empty (0 bytes): moved aside, a fresh one started
DB_LOCKED = "db_locked"        # in use elsewhere: this session keeps its games pending
DB_READ_ONLY = "db_read_only"  # cannot be written (read-only file or folder): games pending
DB_UNWRITABLE = "db_unwritable"  # a write failed (disk full, I/O error): games pending
DB_NEWER = "db_newer"          # written by a newer version: read as it is, never written
DB_UNAVAILABLE = "db_unavailable"  # cannot be opened at all: history off for this session
#: The codes under which the history cannot take games now (a warning stays up meanwhile).
NOT_WRITABLE = (DB_LOCKED, DB_READ_ONLY, DB_UNWRITABLE, DB_NEWER, DB_UNAVAILABLE)


def connect(target: str, timeout: float) -> sqlite3.Connection:
    """Open a connection in autocommit mode: every transaction here is explicit."""
    return sqlite3.connect(target, timeout=timeout, isolation_level=None)


class Stored(Enum):
    """Where :meth:`HistoryDB.add_game` put a finished game."""

    STORED = "stored"    # in the database
    PENDING = "pending"  # in the pending folder, stored at the next chance
    FAILED = "failed"    # nowhere: the caller must keep its own copy

    @property
    def kept(self) -> bool:
        return self is not Stored.FAILED


_TROUBLE_CODE = {Trouble.LOCKED: DB_LOCKED, Trouble.READ_ONLY: DB_READ_ONLY,
                 Trouble.FULL: DB_UNWRITABLE, Trouble.OTHER: DB_UNWRITABLE}


class HistoryDB(HistoryQueries):
    """The history database at ``path`` (``None``: in memory, for tests and fallbacks)."""

    def __init__(self, path: Path | None, *, pending: Path | None = None,
                 on_problem: Callable[[str, str], None] | None = None,
                 timeout: float = 1.0) -> None:
        self.path = Path(path) if path is not None else None
        self.pending = Path(pending) if pending is not None else None
        self.on_problem = on_problem
        self.timeout = timeout
        #: Problems met so far: ``(code, detail)``.
        self.problems: list[tuple[str, str]] = []
        #: Why the history cannot take games now (one of :data:`NOT_WRITABLE`), or None.
        self.status: str | None = None
        #: An older file waits for :meth:`upgrade` (its games are listed meanwhile).
        self.upgrade_due = False
        self.conn: sqlite3.Connection = self._open()
        if self.writable:
            self.store_pending()

    @property
    def writable(self) -> bool:
        return self.status is None and not self.upgrade_due

    # -- opening, damage and locks -----------------------------------------------------------

    def _report(self, code: str, detail: str) -> None:
        log.warning("history: %s: %s", code, detail)
        self.problems.append((code, detail))
        if self.on_problem is not None:
            try:
                self.on_problem(code, detail)
            except Exception:  # a reporting failure must not stop the game
                log.exception("history: problem report failed")

    def _set_status(self, code: str | None, detail: str = "") -> None:
        """The history's state changed: report a new limitation once."""
        changed = code != self.status
        self.status = code
        if changed and code is not None:
            self._report(code, detail)

    def _memory(self) -> sqlite3.Connection:
        conn = connect(":memory:", self.timeout)
        conn.execute("PRAGMA foreign_keys = ON")
        for _ in schema.upgrade(conn):
            pass
        return conn

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return self._memory()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if not self.path.exists():
                self._create(self.path)
            elif self.path.stat().st_size == 0:
                return self._start_fresh(DB_EMPTY, "the file was empty")
            return self._connect(str(self.path))
        except sqlite3.Error as exc:
            trouble = classify(exc)
            if trouble is Trouble.DAMAGED:
                return self._start_fresh(DB_DAMAGED, str(exc))
            code = _TROUBLE_CODE[trouble] if self.path.exists() else DB_UNAVAILABLE
            self._set_status(code, f"{self.path}: {exc}")
            return self._readable_or_memory()
        except OSError as exc:
            self._set_status(DB_UNAVAILABLE, f"{self.path}: {exc}")
            return self._memory()

    def _readable_or_memory(self) -> sqlite3.Connection:
        """The file for reading when it can be read (its games stay listed), else memory."""
        assert self.path is not None
        if not self.path.exists():  # connecting would create an empty file
            return self._memory()
        try:
            conn = connect(str(self.path), self.timeout)
            conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
            return conn
        except sqlite3.Error:
            return self._memory()

    def _create(self, path: Path) -> None:
        """A new, empty database made under a temporary name and put in place only if there
        is still none (a hard link cannot replace a file), so a crash never leaves an empty
        ``history.sqlite3`` (which would look damaged) and a second copy of the app starting
        at the same moment never replaces the first one's."""
        temp = path.with_name(f".{path.name}.{os.urandom(4).hex()}.new")
        try:
            conn = connect(str(temp), self.timeout)
            try:
                for _ in schema.upgrade(conn):
                    pass
            finally:
                conn.close()
            try:
                os.link(temp, path)
            except FileExistsError:
                pass  # another copy made it first: use that one
            except OSError:  # a file system without hard links
                if not path.exists():
                    os.replace(temp, path)
        finally:
            with contextlib.suppress(OSError):
                temp.unlink()

    def _connect(self, target: str) -> sqlite3.Connection:
        conn = connect(target, self.timeout)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            result = conn.execute("PRAGMA quick_check").fetchone()
            if not result or result[0] != "ok":
                raise DamagedFile(f"quick_check: {result[0] if result else None}")
            version = user_version(conn)
            if version > SCHEMA_VERSION:
                # A newer app wrote this file: read what we understand, never write to it.
                self._set_status(DB_NEWER, f"{target}: version {version}")
            elif version < SCHEMA_VERSION:
                if schema.has_games(conn):
                    self.upgrade_due = True  # after the window is up (upgrade())
                else:
                    for _ in schema.upgrade(conn):
                        pass
            if self.status is None:
                self._probe_write(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _probe_write(self, conn: sqlite3.Connection) -> None:
        """Can this file be written? (SQLite opens a read-only file for reading silently.)"""
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(f"PRAGMA user_version = {user_version(conn)}")
        finally:
            conn.execute("ROLLBACK")

    def _start_fresh(self, code: str, why: str) -> sqlite3.Connection:
        """Move the damaged file (and its journal) aside and open a new, empty database."""
        assert self.path is not None
        try:
            aside = move_aside(self.path)
            for suffix in ("-wal", "-shm", "-journal"):
                side = Path(str(self.path) + suffix)
                if side.exists():
                    with contextlib.suppress(OSError):
                        side.replace(Path(str(aside) + suffix))
        except OSError as move_exc:
            self._set_status(DB_UNAVAILABLE, f"{self.path}: {why}; {move_exc}")
            return self._memory()
        self._report(code, f"{why} -> {aside}")
        try:
            self._create(self.path)
            return self._connect(str(self.path))
        except (sqlite3.Error, OSError) as again:
            self._set_status(DB_UNAVAILABLE, f"{self.path}: {again}")
            return self._memory()

    def schema_version(self) -> int:
        return user_version(self.conn)

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()

    def _trouble(self, exc: sqlite3.Error) -> bool:
        """After an error in use: True when a fresh database replaced a damaged one (try
        again); otherwise the history is marked as unable to take games for now."""
        trouble = classify(exc)
        if self.path is None:
            return False
        if trouble is Trouble.DAMAGED:
            self.close()
            self.status = None
            self.conn = self._start_fresh(DB_DAMAGED, str(exc))
            return self.writable
        self._set_status(_TROUBLE_CODE[trouble], f"{self.path}: {exc}")
        return False

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    # -- upgrades and coming back -----------------------------------------------------------

    def upgrade(self) -> Generator[Progress, None, None]:
        """Run the upgrade :attr:`upgrade_due` announced (one transaction), yielding
        progress. Locked by another copy of the app: it stays due, try again later. Any
        other failure is reported and the file is left as it was."""
        if not self.upgrade_due:
            return
        try:
            yield from schema.upgrade(self.conn)
        except sqlite3.Error as exc:
            trouble = classify(exc)
            if trouble is Trouble.LOCKED:
                return
            self.upgrade_due = False
            if trouble is Trouble.DAMAGED and self.path is not None:
                self.close()
                self.conn = self._start_fresh(DB_DAMAGED, str(exc))
            else:
                self._set_status(_TROUBLE_CODE[trouble], f"{self.path}: {exc}")
            return
        self.upgrade_due = False
        self.retry()

    def retry(self) -> bool:
        """Can the history take games again (lock gone, space freed, upgraded)? Stores the
        pending ones when it can; returns whether it is writable now."""
        if self.status == DB_NEWER or self.upgrade_due or self.path is None:
            return self.writable
        if self.status is not None:
            before, self.status = self.status, None
            try:
                if not self.path.exists():  # it could not even be made: try again
                    self._create(self.path)
                conn = self._connect(str(self.path))
            except (sqlite3.Error, OSError) as exc:
                log.info("history still unavailable: %s", exc)
                self.status = before
                return False
            self.close()
            self.conn = conn
        self.store_pending()
        return self.writable

    def _query(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        for attempt in range(2):
            try:
                return self.conn.execute(sql, params).fetchall()
            except sqlite3.Error as exc:
                if classify(exc) is not Trouble.DAMAGED:
                    log.warning("history: query failed: %s", exc)
                    return []
                if attempt or not self._trouble(exc):
                    return []
        return []

    # -- writing ----------------------------------------------------------------------------

    def add_game(self, doc: dict[str, Any], game: Any, *, assisted: bool = False,
                 played_at: str | None = None) -> Stored:
        """Store a finished game (its record ``doc`` and the replayed ``game``). A game stored
        before under the same ``meta.id`` is replaced. When the database cannot take it, it
        goes to the pending folder; :attr:`Stored.FAILED` when that failed too."""
        played_at = played_at or now_iso()
        for attempt in range(2):
            if not self.writable:
                break
            try:
                self._insert(doc, game, assisted, played_at)
                return Stored.STORED
            except sqlite3.Error as exc:
                if attempt or not self._trouble(exc):
                    break
        return Stored.PENDING if self._spool(doc, assisted, played_at) else Stored.FAILED

    def forget_game(self, uid: str) -> None:
        """Take the game stored under ``uid`` out (and out of the pending folder): it was
        reopened after its end and goes on; it is stored again when it ends again."""
        if self.pending is not None:
            (self.pending / f"{uid}.json").unlink(missing_ok=True)
        if not self.writable:
            return
        try:
            with self._transaction() as conn:
                conn.execute("DELETE FROM games WHERE uid = ?", (uid,))
        except sqlite3.Error as exc:
            log.warning("history: could not take out a reopened game: %s", exc)

    def _insert(self, doc: dict[str, Any], game: Any, assisted: bool, played_at: str) -> int:
        meta = _meta_of(doc)
        uid = meta.get("id") if isinstance(meta.get("id"), str) else None
        rules = doc.get("rules") or {}
        preset = game.rules.preset
        custom = bool(game.rules.overrides())
        results = seat_results(game)
        with self._transaction() as conn:
            if uid is not None:
                conn.execute("DELETE FROM games WHERE uid = ?", (uid,))
            cursor = conn.execute(
                "INSERT INTO games (uid, played_at, game, preset, custom, players, totals,"
                " winners, assisted, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (uid, played_at, game.game, preset or rules.get("preset", ""), int(custom),
                 json.dumps([p.name for p in game.players], ensure_ascii=False),
                 json.dumps([r.total for r in results]),
                 json.dumps([r.name for r in results if r.winner], ensure_ascii=False),
                 int(bool(assisted or meta.get("assisted"))),
                 json.dumps(doc, ensure_ascii=False)))
            assert cursor.lastrowid is not None
            game_id = int(cursor.lastrowid)
            insert_results(conn, game_id, results)
        return game_id

    def _spool(self, doc: dict[str, Any], assisted: bool, played_at: str) -> bool:
        """Keep a finished game as a file until the database can take it."""
        if self.pending is None:
            return False
        meta = _meta_of(doc)
        uid = meta.get("id") if isinstance(meta.get("id"), str) else played_at.replace(":", "")
        try:
            self.pending.mkdir(parents=True, exist_ok=True)
            write_json_atomic(self.pending / f"{uid}.json",
                              {"played_at": played_at, "assisted": assisted, "record": doc})
        except (OSError, ValueError) as exc:
            log.error("history: could not keep the game pending: %s", exc)
            return False
        return True

    def store_pending(self) -> int:
        """Store the games left pending by an earlier session; returns how many."""
        if self.pending is None or not self.pending.is_dir() or not self.writable:
            return 0
        stored = 0
        for path in sorted(self.pending.glob("*.json")):
            try:
                item = parse_document(read_limited(path), path.name)
                doc = item["record"]
                game = from_record(doc)
            except (RecordError, KeyError, TypeError) as exc:  # left where it is
                log.warning("history: pending %s unreadable: %s", path, exc)
                continue
            try:
                self._insert(doc, game, bool(item.get("assisted")),
                             str(item.get("played_at") or now_iso()))
            except sqlite3.Error as exc:
                self._trouble(exc)
                break
            with contextlib.suppress(OSError):
                path.unlink()
            stored += 1
        return stored


def _meta_of(doc: dict[str, Any]) -> dict[str, Any]:
    meta = doc.get("meta")
    return meta if isinstance(meta, dict) else {}
