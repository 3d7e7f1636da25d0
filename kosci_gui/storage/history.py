"""The history of finished games: an SQLite database in the app data folder.

Schema version in ``PRAGMA user_version``; :data:`MIGRATIONS` bring any older file up to date.
A damaged database is moved aside and a fresh one started; a locked one (another copy of the
app holds it) is never waited on for long: finished games go to a *pending* folder and are
stored at the next start. Either way the problem is reported through ``on_problem`` and the
game goes on: no method here raises ``sqlite3.Error``.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kosci_gui.engine.record import from_record

from .atomic import write_json_atomic
from .paths import move_aside
from .savefile import now_iso
from .summary import SeatResult, seat_results

log = logging.getLogger(__name__)

#: Problem codes passed to ``on_problem(code, detail)``.
DB_DAMAGED = "db_damaged"      # moved aside, a fresh database started (detail: the new path)
DB_LOCKED = "db_locked"        # in use elsewhere: this session keeps its games pending
DB_UNAVAILABLE = "db_unavailable"  # cannot be created at all: history off for this session

_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    uid TEXT UNIQUE,
    played_at TEXT NOT NULL,
    game TEXT NOT NULL,
    preset TEXT NOT NULL,
    custom INTEGER NOT NULL DEFAULT 0,
    players TEXT NOT NULL,
    totals TEXT NOT NULL,
    winners TEXT NOT NULL,
    assisted INTEGER NOT NULL DEFAULT 0,
    record TEXT NOT NULL
);
CREATE INDEX games_kind ON games (game, preset);
"""

_V2 = """
CREATE TABLE results (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    level TEXT,
    total INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    out INTEGER NOT NULL,
    five_kinds INTEGER,
    bonus_columns INTEGER,
    columns INTEGER,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_name ON results (name);
"""


def _migrate_v2(conn: sqlite3.Connection) -> None:
    """Per-player results, filled in for the games already stored (by replaying them)."""
    conn.executescript(_V2)
    for game_id, text in conn.execute("SELECT id, record FROM games").fetchall():
        try:
            game = from_record(json.loads(text))
        except Exception as exc:  # an old row we cannot replay stays without results
            log.warning("history: game %s not replayable during migration: %s", game_id, exc)
            continue
        _insert_results(conn, game_id, seat_results(game))


#: ``MIGRATIONS[n]`` takes a database from version n to n + 1.
def _create_v1(conn: sqlite3.Connection) -> None:
    conn.executescript(_V1)


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_create_v1, _migrate_v2]
SCHEMA_VERSION = len(MIGRATIONS)


@dataclass(frozen=True)
class GameRow:
    """One stored game, as the history window lists it."""

    id: int
    played_at: str
    game: str
    preset: str
    custom: bool
    players: list[str]
    totals: list[int]
    winners: list[str]
    assisted: bool


@dataclass(frozen=True)
class PlayerStats:
    name: str
    game: str
    games: int
    wins: int
    average: float
    best: int
    five_kinds: int | None
    #: Share of columns that earned the upper bonus (None where there is no bonus).
    bonus_rate: float | None


@dataclass(frozen=True)
class HighScore:
    name: str
    total: int
    played_at: str
    game_id: int


def _is_locked(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def _is_damage(exc: sqlite3.Error) -> bool:
    """Does this error mean the file itself is damaged (not a mistake of ours, not a lock)?"""
    text = str(exc).lower()
    return type(exc) is sqlite3.DatabaseError or any(
        sign in text for sign in ("malformed", "not a database", "no such table"))


class HistoryDB:
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
        #: False while this session cannot write the real file (locked or unavailable).
        self.writable = True
        self.conn: sqlite3.Connection = self._open()
        if self.writable:
            self.store_pending()

    # -- opening, damage and locks -----------------------------------------------------------

    def _report(self, code: str, detail: str) -> None:
        log.warning("history: %s: %s", code, detail)
        self.problems.append((code, detail))
        if self.on_problem is not None:
            try:
                self.on_problem(code, detail)
            except Exception:  # a reporting failure must not stop the game
                log.exception("history: problem report failed")

    def _connect(self, target: str) -> sqlite3.Connection:
        conn = sqlite3.connect(target, timeout=self.timeout)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            result = conn.execute("PRAGMA quick_check").fetchone()
            if not result or result[0] != "ok":
                raise sqlite3.DatabaseError(f"quick_check: {result[0] if result else None}")
            self._migrate(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _memory(self) -> sqlite3.Connection:
        self.writable = False
        conn = sqlite3.connect(":memory:")
        conn.execute("PRAGMA foreign_keys = ON")
        self._migrate(conn)
        return conn

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            conn = self._memory()
            self.writable = True
            return conn
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return self._connect(str(self.path))
        except sqlite3.OperationalError as exc:
            if _is_locked(exc):
                self._report(DB_LOCKED, str(self.path))
                return self._memory()
            if not self.path.exists():
                self._report(DB_UNAVAILABLE, f"{self.path}: {exc}")
                return self._memory()
            return self._start_fresh(exc)
        except sqlite3.DatabaseError as exc:
            return self._start_fresh(exc)
        except OSError as exc:
            self._report(DB_UNAVAILABLE, f"{self.path}: {exc}")
            return self._memory()

    def _start_fresh(self, exc: BaseException) -> sqlite3.Connection:
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
            self._report(DB_UNAVAILABLE, f"{self.path}: {exc}; {move_exc}")
            return self._memory()
        self._report(DB_DAMAGED, f"{self.path}: {exc} -> {aside}")
        try:
            return self._connect(str(self.path))
        except (sqlite3.Error, OSError) as again:
            self._report(DB_UNAVAILABLE, f"{self.path}: {again}")
            return self._memory()

    @staticmethod
    def _migrate(conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            # A newer app wrote this file: read what we understand, never downgrade it.
            return
        for step in range(version, SCHEMA_VERSION):
            with conn:
                MIGRATIONS[step](conn)
                conn.execute(f"PRAGMA user_version = {step + 1}")

    def schema_version(self) -> int:
        return self.conn.execute("PRAGMA user_version").fetchone()[0]

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()

    def _recover(self, exc: sqlite3.Error) -> bool:
        """After an error in use: True when a fresh database replaced a damaged one."""
        if self.path is None or not self.writable or not _is_damage(exc):
            return False
        self.close()
        self.conn = self._start_fresh(exc)
        return self.writable

    # -- writing ----------------------------------------------------------------------------

    def add_game(self, doc: dict[str, Any], game: Any, *, assisted: bool = False,
                 played_at: str | None = None) -> int | None:
        """Store a finished game (its record ``doc`` and the replayed ``game``); returns its id,
        or None when it went to the pending folder. A game stored before under the same
        ``meta.id`` (finished, undone, finished again) is replaced."""
        played_at = played_at or now_iso()
        if not self.writable:
            self._spool(doc, assisted, played_at)
            return None
        for attempt in range(2):
            try:
                return self._insert(doc, game, assisted, played_at)
            except sqlite3.Error as exc:
                if _is_locked(exc):
                    self._report(DB_LOCKED, str(self.path))
                    self._spool(doc, assisted, played_at)
                    return None
                if attempt or not self._recover(exc):
                    self._spool(doc, assisted, played_at)
                    return None
        return None

    def _insert(self, doc: dict[str, Any], game: Any, assisted: bool, played_at: str) -> int:
        meta = _meta_of(doc)
        uid = meta.get("id") if isinstance(meta.get("id"), str) else None
        rules = doc.get("rules") or {}
        preset = game.rules.preset
        custom = bool(game.rules.overrides())
        results = seat_results(game)
        with self.conn:
            if uid is not None:
                self.conn.execute("DELETE FROM games WHERE uid = ?", (uid,))
            cursor = self.conn.execute(
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
            _insert_results(self.conn, game_id, results)
        return game_id

    def _spool(self, doc: dict[str, Any], assisted: bool, played_at: str) -> None:
        """Keep a finished game as a file until the database can take it."""
        if self.pending is None:
            return
        meta = _meta_of(doc)
        uid = meta.get("id") if isinstance(meta.get("id"), str) else played_at.replace(":", "")
        try:
            write_json_atomic(self.pending / f"{uid}.json",
                              {"played_at": played_at, "assisted": assisted, "record": doc})
        except OSError as exc:
            log.error("history: could not keep the game pending: %s", exc)

    def store_pending(self) -> int:
        """Store the games left pending by an earlier session; returns how many."""
        if self.pending is None or not self.pending.is_dir():
            return 0
        stored = 0
        for path in sorted(self.pending.glob("*.json")):
            try:
                item = json.loads(path.read_text(encoding="utf-8"))
                doc = item["record"]
                game = from_record(doc)
            except Exception as exc:  # leave a bad pending file where it is
                log.warning("history: pending %s unreadable: %s", path, exc)
                continue
            if self.add_game(doc, game, assisted=bool(item.get("assisted")),
                             played_at=item.get("played_at")) is None:
                break
            with contextlib.suppress(OSError):
                path.unlink()
            stored += 1
        return stored

    def forget(self, uid: str) -> None:
        """Remove a stored game by its ``meta.id`` (its last write was undone)."""
        try:
            with self.conn:
                self.conn.execute("DELETE FROM games WHERE uid = ?", (uid,))
        except sqlite3.Error as exc:
            log.warning("history: could not remove game %s: %s", uid, exc)

    # -- reading ----------------------------------------------------------------------------

    def _query(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        for attempt in range(2):
            try:
                return self.conn.execute(sql, params).fetchall()
            except sqlite3.Error as exc:
                if _is_locked(exc):
                    self._report(DB_LOCKED, str(self.path))
                    return []
                if attempt or not self._recover(exc):
                    log.warning("history: query failed: %s", exc)
                    return []
        return []

    def games(self, limit: int | None = None) -> list[GameRow]:
        """Stored games, newest first."""
        sql = ("SELECT id, played_at, game, preset, custom, players, totals, winners, assisted"
               " FROM games ORDER BY played_at DESC, id DESC")
        params: tuple[Any, ...] = ()
        if limit is not None:
            sql += " LIMIT ?"
            params = (limit,)
        return [GameRow(r[0], r[1], r[2], r[3], bool(r[4]), json.loads(r[5]), json.loads(r[6]),
                        json.loads(r[7]), bool(r[8])) for r in self._query(sql, params)]

    def record(self, game_id: int) -> dict[str, Any] | None:
        rows = self._query("SELECT record FROM games WHERE id = ?", (game_id,))
        return json.loads(rows[0][0]) if rows else None

    def game_kinds(self) -> list[str]:
        return [r[0] for r in self._query("SELECT DISTINCT game FROM games ORDER BY game")]

    def presets(self, game: str) -> list[str]:
        return [r[0] for r in self._query(
            "SELECT DISTINCT preset FROM games WHERE game = ? ORDER BY preset", (game,))]

    def player_stats(self, game: str | None = None) -> list[PlayerStats]:
        """Per player name and game: games, wins, average and best, five-of-a-kinds and the
        upper bonus rate."""
        sql = ("SELECT r.name, g.game, COUNT(*), SUM(r.winner), AVG(r.total), MAX(r.total),"
               " SUM(r.five_kinds), SUM(r.bonus_columns), SUM(r.columns)"
               " FROM results r JOIN games g ON g.id = r.game_id")
        params: tuple[Any, ...] = ()
        if game is not None:
            sql += " WHERE g.game = ?"
            params = (game,)
        sql += " GROUP BY r.name, g.game ORDER BY g.game, COUNT(*) DESC, r.name"
        out = []
        for name, kind, games, wins, avg, best, five, bonus, columns in self._query(sql, params):
            rate = (bonus / columns) if columns else None
            out.append(PlayerStats(name, kind, games, int(wins or 0), float(avg), int(best),
                                   None if five is None else int(five), rate))
        return out

    def high_scores(self, game: str, preset: str, limit: int = 10) -> list[HighScore]:
        """Best totals of human players in unassisted games with the preset's own rules."""
        rows = self._query(
            "SELECT r.name, r.total, g.played_at, g.id FROM results r"
            " JOIN games g ON g.id = r.game_id"
            " WHERE g.game = ? AND g.preset = ? AND g.custom = 0 AND g.assisted = 0"
            " AND r.type = 'human' AND r.out = 0"
            " ORDER BY r.total DESC, g.played_at, g.id LIMIT ?", (game, preset, limit))
        return [HighScore(*r) for r in rows]

    def scores(self, game: str, name: str | None = None) -> list[int]:
        """Every final total in this game (of one player, or of all)."""
        sql = ("SELECT r.total FROM results r JOIN games g ON g.id = r.game_id"
               " WHERE g.game = ? AND r.out = 0")
        params: tuple[Any, ...] = (game,)
        if name is not None:
            sql += " AND r.name = ?"
            params = (game, name)
        return [r[0] for r in self._query(sql, params)]


def _meta_of(doc: dict[str, Any]) -> dict[str, Any]:
    meta = doc.get("meta")
    return meta if isinstance(meta, dict) else {}


def _insert_results(conn: sqlite3.Connection, game_id: int, results: list[SeatResult]) -> None:
    conn.executemany(
        "INSERT INTO results (game_id, seat, name, type, level, total, rank, winner, out,"
        " five_kinds, bonus_columns, columns) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(game_id, r.seat, r.name, r.type, r.level, r.total, r.rank, int(r.winner), int(r.out),
          r.five_kinds, r.bonus_columns, r.columns) for r in results])
