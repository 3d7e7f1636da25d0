"""History upgrades and troubles that are not damage: an upgrade is one transaction (killed,
started twice, out of space: the file is as it was), an older version's half-done upgrade
upgrades, and only a corrupt file is ever moved aside."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from faults import Disk
from playing import finished_classic

from kosci_gui.engine.record import to_record
from kosci_gui.storage import history, history_schema
from kosci_gui.storage.history import HistoryDB, Stored
from kosci_gui.storage.sqlite_trouble import Trouble, classify

from .test_history import make_v1, store

ROOT = Path(__file__).resolve().parents[2]


def v1_with_games(path: Path, count: int) -> list:
    games = [finished_classic(seed=s) for s in range(count)]
    make_v1(path, [to_record(g) for g in games])
    return games


def nothing_moved_aside(folder: Path) -> bool:
    return not [p for p in folder.iterdir() if "damaged" in p.name]


def finish_upgrade(db: HistoryDB) -> None:
    for _ in db.upgrade():
        pass


def test_an_upgrade_an_older_version_left_half_done_is_not_taken_for_damage(tmp_path):
    """Version 1.x made the results table, committed, and was killed before it wrote the
    version: the table exists and the version says 1."""
    path = tmp_path / "history.sqlite3"
    games = v1_with_games(path, 3)
    conn = sqlite3.connect(path)
    for statement in history_schema.STEPS[1].statements[:2]:  # the table, the index
        conn.execute(statement)
    conn.execute("INSERT INTO results (game_id, seat, name, type, total, rank, winner, out)"
                 " VALUES (1, 0, 'half', 'human', 1, 1, 1, 0)")  # a fill cut short
    conn.commit()
    conn.close()
    db = HistoryDB(path)
    finish_upgrade(db)
    assert db.problems == [] and nothing_moved_aside(tmp_path)
    assert db.schema_version() == history.SCHEMA_VERSION
    assert len(db.games()) == 3
    assert sorted(s.best for s in db.player_stats() if s.name == "Ala") == [
        max(g.totals()[0] for g in games)]
    assert "half" not in {s.name for s in db.player_stats()}


def test_an_upgrade_killed_half_way_leaves_the_file_as_it_was(tmp_path):
    path = tmp_path / "history.sqlite3"
    v1_with_games(path, 30)
    before = path.read_bytes()
    script = (
        "import sys, time\n"
        "from kosci_gui.storage.history import HistoryDB\n"
        "db = HistoryDB(sys.argv[1])\n"
        "steps = db.upgrade()\n"
        "for _ in range(10): next(steps)\n"
        "print('half', flush=True)\n"
        "time.sleep(60)\n")
    with subprocess.Popen([sys.executable, "-c", script, str(path)], stdout=subprocess.PIPE,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, text=True) as proc:
        assert proc.stdout.readline().strip() == "half"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    db = HistoryDB(path)  # the hot journal rolls the half upgrade back
    assert db.upgrade_due and db.schema_version() == 1 and db.problems == []
    assert len(db.games()) == 30
    finish_upgrade(db)
    assert db.schema_version() == history.SCHEMA_VERSION and len(db.player_stats()) == 2
    assert nothing_moved_aside(tmp_path) and before != path.read_bytes()


def test_two_copies_started_at_once_upgrade_the_file_once(tmp_path):
    path = tmp_path / "history.sqlite3"
    v1_with_games(path, 12)
    first = HistoryDB(path, timeout=0.05)
    second = HistoryDB(path, timeout=0.05)
    assert first.upgrade_due and second.upgrade_due
    steps = first.upgrade()
    next(steps)  # the first holds the file for its upgrade
    assert list(second.upgrade()) == []  # locked: put off, nothing changed
    assert second.upgrade_due and second.problems == []
    for _ in steps:
        pass
    finish_upgrade(second)  # finds the work done
    for db in (first, second):
        assert not db.upgrade_due and db.schema_version() == history.SCHEMA_VERSION
        assert len(db.games()) == 12 and db.problems == []
    assert nothing_moved_aside(tmp_path)


def test_an_upgrade_on_a_full_disk_is_reported_not_taken_for_damage(tmp_path):
    path = tmp_path / "history.sqlite3"
    v1_with_games(path, 40)
    with Disk() as disk:
        db = HistoryDB(path, pending=tmp_path / "pending")
        disk.fill(db)
        finish_upgrade(db)
        assert [code for code, _ in db.problems] == [history.DB_UNWRITABLE]
        assert db.schema_version() == 1 and len(db.games()) == 40
        assert store(db, finished_classic()) is Stored.FAILED  # the pending file too
    assert nothing_moved_aside(tmp_path)
    again = HistoryDB(path)
    finish_upgrade(again)
    assert again.schema_version() == history.SCHEMA_VERSION


def test_a_read_only_history_keeps_its_games_and_takes_none(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path)
    store(db, finished_classic())
    db.close()
    real = history.connect

    def read_only(target, timeout):
        conn = real(target, timeout)
        conn.execute("PRAGMA query_only = 1")
        return conn

    monkeypatch.setattr(history, "connect", read_only)
    db = HistoryDB(path, pending=tmp_path / "pending")
    assert [code for code, _ in db.problems] == [history.DB_READ_ONLY]
    assert len(db.games()) == 1
    assert store(db, finished_classic(seed=9)) is Stored.PENDING
    monkeypatch.undo()
    assert db.retry() and len(db.games()) == 2
    assert nothing_moved_aside(tmp_path)


def test_a_zero_byte_history_is_reported(tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"")
    db = HistoryDB(path)
    assert [code for code, _ in db.problems] == [history.DB_EMPTY]
    assert store(db, finished_classic()) is Stored.STORED


def test_a_new_history_never_appears_as_an_empty_file(tmp_path, monkeypatch):
    """Killed while the first history was being made, the app must not leave a 0-byte
    file that the next start would take for a lost history."""
    def killed(*args, **kwargs):
        raise KeyboardInterrupt  # as good as a kill for the files left behind

    monkeypatch.setattr(history_schema, "upgrade", killed)
    with pytest.raises(KeyboardInterrupt):
        HistoryDB(tmp_path / "history.sqlite3")
    assert not (tmp_path / "history.sqlite3").exists()


@pytest.mark.parametrize("error,trouble", [
    (sqlite3.OperationalError("table results already exists"), Trouble.OTHER),
    (sqlite3.OperationalError("database or disk is full"), Trouble.FULL),
    (sqlite3.OperationalError("attempt to write a readonly database"), Trouble.READ_ONLY),
    (sqlite3.OperationalError("disk I/O error"), Trouble.OTHER),
    (sqlite3.OperationalError("database is locked"), Trouble.LOCKED),
    (sqlite3.DatabaseError("database disk image is malformed"), Trouble.DAMAGED),
    (sqlite3.DatabaseError("file is not a database"), Trouble.DAMAGED),
])
def test_only_corruption_is_damage(error, trouble):
    assert classify(error) is trouble  # (Python 3.10 has only the message to go by)


def test_a_real_full_disk_error_is_not_damage(tmp_path):
    conn = sqlite3.connect(tmp_path / "x.sqlite3")
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.execute("PRAGMA max_page_count = 2")
    with pytest.raises(sqlite3.Error) as caught:
        conn.execute("INSERT INTO t VALUES (randomblob(100000))")
    assert classify(caught.value) is Trouble.FULL
    conn.close()


def test_stored_rows_that_cannot_be_read_are_counted_not_listed(tmp_path):
    db = HistoryDB(tmp_path / "history.sqlite3")
    for seed in range(3):
        store(db, finished_classic(seed=seed))
    db.conn.execute("UPDATE games SET players = 'not json' WHERE id = 2")
    db.conn.execute("UPDATE games SET totals = ? WHERE id = 3", (json.dumps(["x"]),))
    listing = db.listing()
    assert [r.id for r in listing.rows] == [1] and listing.unreadable == 2


def test_a_second_copy_making_the_history_at_the_same_moment_never_replaces_it(tmp_path):
    path = tmp_path / "history.sqlite3"
    first = HistoryDB(path)
    assert store(first, finished_classic()) is Stored.STORED
    first._create(path)  # what a copy that found no file a moment ago goes on to do
    assert len(first.games()) == 1 and len(HistoryDB(path).games()) == 1
    assert [p.name for p in tmp_path.iterdir()] == ["history.sqlite3"]
