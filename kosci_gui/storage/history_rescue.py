"""Histories moved aside are never hidden: their games can be read back and merged.

A history file set aside as damaged (``history.damaged-<time>.sqlite3``, by this version or by
an older one that took an interrupted upgrade for damage) usually still holds most of its
games. :func:`salvage` reads every game it can (the file itself is never changed),
:func:`merge` adds to the current history the ones it does not have, and the file is then
renamed ``history.merged-<time>.sqlite3`` (kept, no longer offered). One that holds nothing
readable is left as it is (the player was told where it was kept when it was set aside).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Generator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kosci_gui.engine.errors import RecordError
from kosci_gui.engine.record import from_record
from kosci_gui.engine.record_file import check_tree

from .history import HistoryDB, Stored
from .history_schema import Progress
from .paths import StoragePaths

log = logging.getLogger(__name__)

_SIDECARS = ("-journal", "-wal", "-shm")


@dataclass(frozen=True)
class SalvagedGame:
    uid: str | None
    played_at: str
    assisted: bool
    doc: dict[str, Any]


@dataclass
class AsideHistory:
    """A moved-aside history and the games that could be read from it."""

    path: Path
    games: list[SalvagedGame] = field(default_factory=list)
    #: Rows that were there but could not be read.
    unreadable: int = 0


def aside_histories(paths: StoragePaths) -> list[Path]:
    """Moved-aside histories not yet merged, oldest first (empty files hold nothing)."""
    found = []
    for path in sorted(Path(paths.base).glob("history.damaged-*.sqlite3")):
        with contextlib.suppress(OSError):
            if path.is_file() and path.stat().st_size > 0:
                found.append(path)
    return found


def salvage(path: Path) -> AsideHistory:
    """Every game that can be read from the history at ``path``, read-only. With a journal
    beside it (a transaction cut short) it is read from a copy, so SQLite may roll the
    transaction back without touching the file."""
    found = AsideHistory(path)
    if not any(Path(str(path) + suffix).exists() for suffix in _SIDECARS):
        _salvage_from(path.resolve().as_uri() + "?mode=ro", found)
        return found
    with tempfile.TemporaryDirectory(prefix="kosci-rescue-") as scratch:
        copy = Path(scratch) / "history.sqlite3"
        try:
            shutil.copyfile(path, copy)
            for suffix in _SIDECARS:
                side = Path(str(path) + suffix)
                if side.exists():
                    shutil.copyfile(side, Path(str(copy) + suffix))
        except OSError as exc:
            log.warning("history rescue: %s cannot be copied: %s", path, exc)
            return found
        _salvage_from(copy.as_uri(), found)
    return found


def _salvage_from(uri: str, found: AsideHistory) -> None:
    try:
        conn = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as exc:
        log.warning("history rescue: %s cannot be read: %s", found.path, exc)
        return
    try:
        _read_games(conn, found)
    finally:
        conn.close()


def _read_games(conn: sqlite3.Connection, found: AsideHistory) -> None:
    try:
        ids = [r[0] for r in conn.execute("SELECT id FROM games ORDER BY id").fetchall()]
    except sqlite3.Error as exc:
        log.warning("history rescue: no list of games in %s: %s", found.path, exc)
        return
    for game_id in ids:  # one row at a time: a damaged page costs only its own rows
        try:
            row = conn.execute("SELECT uid, played_at, assisted, record FROM games"
                               " WHERE id = ?", (game_id,)).fetchone()
            doc = json.loads(row[3])
            check_tree(doc)
        except (sqlite3.Error, TypeError, ValueError, RecordError) as exc:
            log.warning("history rescue: game %s of %s unreadable: %s", game_id, found.path,
                        exc)
            found.unreadable += 1
            continue
        if not isinstance(doc, dict):
            found.unreadable += 1
            continue
        found.games.append(SalvagedGame(row[0] if isinstance(row[0], str) else None,
                                        str(row[1]), bool(row[2]), doc))


def merge(db: HistoryDB, aside: AsideHistory) -> Generator[Progress, None, None]:
    """Add the salvaged games the history does not hold yet (by game id), yielding progress;
    the aside file is renamed ``history.merged-…`` when every game found a place."""
    have = db.stored_uids()
    total = len(aside.games)
    failed = False
    for done, item in enumerate(aside.games, 1):
        if item.uid is None or item.uid not in have:
            try:
                game = from_record(item.doc)
            except RecordError as exc:
                log.warning("history rescue: a game of %s does not replay: %s", aside.path,
                            exc)
            else:
                result = db.add_game(item.doc, game, assisted=item.assisted,
                                     played_at=item.played_at)
                failed = failed or result is Stored.FAILED
        yield Progress(done, total)
    if not failed:
        mark(aside.path, "merged")


def mark(path: Path, state: str) -> Path:
    """Rename a moved-aside history (with its journal) ``history.<state>-<time>.sqlite3``."""
    target = path.with_name(path.name.replace(".damaged-", f".{state}-", 1))
    os.replace(path, target)
    for suffix in _SIDECARS:
        with contextlib.suppress(FileNotFoundError):
            os.replace(str(path) + suffix, str(target) + suffix)
    return target
