"""The history database's schema and its upgrades.

The schema version is ``PRAGMA user_version``; :data:`STEPS` ``[n]`` takes a file from version
n to n + 1. :func:`upgrade` runs every step a file needs in **one** transaction, the version
written last inside it: killed, started twice at once or out of disk space half-way, the file
is left exactly as it was before, and the next start upgrades it again. The statements are
written so that a file an older version left half-upgraded (tables made, version not set)
upgrades too. Filling in results replays every stored game, so :func:`upgrade` is a
generator that reports its progress and lets a window stay responsive.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Generator
from dataclasses import dataclass

from kosci_gui.engine.errors import RecordError
from kosci_gui.engine.record import from_record

from .summary import SeatResult, seat_results

log = logging.getLogger(__name__)

_V1 = (
    """CREATE TABLE IF NOT EXISTS games (
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
    )""",
    "CREATE INDEX IF NOT EXISTS games_kind ON games (game, preset)",
)

_V2 = (
    """CREATE TABLE IF NOT EXISTS results (
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
    )""",
    "CREATE INDEX IF NOT EXISTS results_name ON results (name)",
    # a half-done fill of an interrupted older upgrade is done again from the start
    "DELETE FROM results",
)


@dataclass(frozen=True)
class Step:
    """One upgrade: its statements, and whether it then replays every stored game to fill
    in the per-player results."""

    statements: tuple[str, ...]
    fill_results: bool = False


#: ``STEPS[n]`` takes a database from version n to n + 1.
STEPS: tuple[Step, ...] = (Step(_V1), Step(_V2, fill_results=True))
SCHEMA_VERSION = len(STEPS)


def user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def has_games(conn: sqlite3.Connection) -> bool:
    """Does the file hold stored games (so that an upgrade has work to do)?"""
    if conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'games'"
                    ).fetchone() is None:
        return False
    return conn.execute("SELECT 1 FROM games LIMIT 1").fetchone() is not None


@dataclass(frozen=True)
class Progress:
    """How far an upgrade is: games replayed out of all of them."""

    done: int
    total: int


def upgrade(conn: sqlite3.Connection) -> Generator[Progress, None, None]:
    """Bring the file to :data:`SCHEMA_VERSION` in one transaction, yielding progress after
    each game replayed. ``conn`` must be in autocommit mode (``isolation_level=None``), so
    that the statements run inside the transaction begun here. Raises :class:`sqlite3.Error`
    (the transaction rolled back: nothing changed) when the file cannot be upgraded."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = user_version(conn)  # read again inside the transaction: another copy
        if version >= SCHEMA_VERSION:  # of the app may have upgraded it meanwhile
            conn.execute("ROLLBACK")
            return
        steps = STEPS[version:]
        total = 0
        if any(step.fill_results for step in steps) and has_games(conn):
            total = int(conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])
        for step in steps:
            for statement in step.statements:
                conn.execute(statement)
            if step.fill_results:
                yield from _fill_results(conn, total)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:  # an error, or the generator abandoned: leave the file as it was
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    yield Progress(total, total)


def _fill_results(conn: sqlite3.Connection, total: int) -> Generator[Progress, None, None]:
    """Per-player results for the games already stored, by replaying them."""
    done = 0
    last = -1
    while True:
        rows = conn.execute("SELECT id, record FROM games WHERE id > ? ORDER BY id LIMIT 50",
                            (last,)).fetchall()
        if not rows:
            return
        for game_id, text in rows:
            last = game_id
            try:
                game = from_record(json.loads(text))
            except (ValueError, RecordError) as exc:  # stays without results, still listed
                log.warning("history: game %s not replayable during the upgrade: %s",
                            game_id, exc)
            else:
                insert_results(conn, game_id, seat_results(game))
            done += 1
            yield Progress(done, total)


def insert_results(conn: sqlite3.Connection, game_id: int, results: list[SeatResult]) -> None:
    conn.executemany(
        "INSERT INTO results (game_id, seat, name, type, level, total, rank, winner, out,"
        " five_kinds, bonus_columns, columns) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(game_id, r.seat, r.name, r.type, r.level, r.total, r.rank, int(r.winner), int(r.out),
          r.five_kinds, r.bonus_columns, r.columns) for r in results])
