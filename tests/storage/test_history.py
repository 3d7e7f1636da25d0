"""The history database: stored games, statistics, migrations, damage and locks."""

from __future__ import annotations

import json
import sqlite3

import pytest
from playing import finish_greedily, finished_classic, turn

from kosci_gui.engine.games import new_game
from kosci_gui.engine.record import from_record, to_record
from kosci_gui.storage import history, history_schema
from kosci_gui.storage.history import HistoryDB, Stored
from kosci_gui.storage.savefile import GameMeta


def make_v1(path, docs):
    """A history file as version 1 of the app wrote it (games, no per-player results)."""
    conn = sqlite3.connect(path)
    for statement in history_schema.STEPS[0].statements:
        conn.execute(statement)
    conn.execute("PRAGMA user_version = 1")
    for n, doc in enumerate(docs):
        conn.execute(
            "INSERT INTO games (uid, played_at, game, preset, players, totals, winners, record)"
            " VALUES (?, '2025-01-01', 'classic', 'polish', '[]', '[]', '[]', ?)",
            (f"old-{n}", json.dumps(doc)))
    conn.commit()
    conn.close()


def store(db, game, *, assisted=False, played_at=None, meta=None):
    doc = to_record(game, extra={"meta": meta or GameMeta(assisted=assisted).to_json()})
    return db.add_game(doc, game, assisted=assisted, played_at=played_at)


@pytest.fixture
def db(tmp_path):
    problems = []
    database = HistoryDB(tmp_path / "history.sqlite3", pending=tmp_path / "pending",
                         on_problem=lambda code, detail: problems.append(code))
    database.reported = problems
    yield database
    database.close()


def test_a_finished_game_is_stored_whole(db):
    game = finished_classic()
    assert store(db, game, played_at="2026-11-29T19:00:00+00:00") is Stored.STORED
    (row,) = db.games()
    game_id = row.id
    assert row.game == "classic" and row.preset == "polish"
    assert row.players == ["Ala", "Bartek"] and row.totals == game.totals()
    assert row.winners == [game.players[i].name for i in game.winners()]
    assert not row.assisted and row.played_at.startswith("2026-11-29")
    replayed = from_record(db.record(game_id))
    assert replayed.totals() == game.totals() and replayed.finished
    assert db.schema_version() == history.SCHEMA_VERSION


def test_the_same_game_finished_again_replaces_its_row(db):
    game = finished_classic()
    meta = GameMeta().to_json()
    store(db, game, meta=meta)
    store(db, game, meta=meta)
    assert len(db.games()) == 1
    assert len(db.player_stats()) == 2  # one row per player, not two


def test_player_statistics_per_name_and_game(db):
    games = [finished_classic(seed=s) for s in (1, 2, 3)]
    for g in games:
        store(db, g)
    stats = {(s.name, s.game): s for s in db.player_stats()}
    ala = stats[("Ala", "classic")]
    totals = [g.totals()[0] for g in games]
    assert ala.games == 3
    assert ala.best == max(totals)
    assert ala.average == pytest.approx(sum(totals) / 3)
    assert ala.wins == sum(0 in g.winners() for g in games)
    bonus = sum(1 for g in games if g.cards[0].upper_bonus())
    assert ala.bonus_rate == pytest.approx(bonus / 3)
    assert sorted(db.scores("classic", "Ala")) == sorted(totals)


def test_five_of_a_kinds_are_counted():
    game = new_game("classic", None, ["Ala"], seed=1)
    turn(game, [4, 4, 4, 4, 4], box="yahtzee")
    turn(game, [2, 2, 2, 2, 2], box="twos")
    turn(game, [1, 2, 3, 4, 6], box="chance")
    database = HistoryDB(None)
    finish_greedily(game)
    store(database, game)
    (stats,) = database.player_stats()
    assert stats.five_kinds >= 2


def test_high_scores_leave_out_assisted_and_custom_games(db):
    plain = finished_classic(names=("Ala",), seed=11)
    helped = finished_classic(names=("Ala",), seed=12)
    custom = new_game("classic", {"preset": "polish", "joker_upper": "free"}, ["Ala"], seed=13)
    finish_greedily(custom)
    store(db, plain)
    store(db, helped, assisted=True)
    store(db, custom)
    table = db.high_scores("classic", "polish")
    assert [h.total for h in table] == [plain.totals()[0]]
    assert [g.assisted for g in db.games()].count(True) == 1


def test_high_scores_are_per_preset_and_best_first(db):
    for seed in range(4):
        store(db, finished_classic(names=("Ala",), seed=seed))
    official = new_game("classic", {"preset": "official"}, ["Ola"], seed=9)
    finish_greedily(official)
    store(db, official)
    table = db.high_scores("classic", "polish")
    assert [h.total for h in table] == sorted((h.total for h in table), reverse=True)
    assert {h.name for h in table} == {"Ala"}
    assert [h.name for h in db.high_scores("classic", "official")] == ["Ola"]
    assert db.presets("classic") == ["official", "polish"]


def test_thousand_games_are_stored_without_kosci_figures(db):
    game = new_game("thousand", None, ["Ala", "Bartek"], seed=3)
    game.roll()
    store(db, game)
    (row,) = db.games()
    assert row.game == "thousand"
    assert {s.five_kinds for s in db.player_stats()} == {None}


def test_an_old_database_is_migrated_and_keeps_its_games(tmp_path):
    path = tmp_path / "history.sqlite3"
    game = finished_classic()
    doc = to_record(game)
    make_v1(path, [doc])
    db = HistoryDB(path)
    assert db.upgrade_due  # the upgrade replays every game: it waits for the window
    for _ in db.upgrade():
        pass
    assert db.schema_version() == history.SCHEMA_VERSION
    assert {(s.name, s.best) for s in db.player_stats()} == {
        ("Ala", game.totals()[0]), ("Bartek", game.totals()[1])}
    db.close()


def test_a_database_from_a_newer_version_is_read_not_downgraded(tmp_path):
    path = tmp_path / "history.sqlite3"
    HistoryDB(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {history.SCHEMA_VERSION + 5}")
    conn.commit()
    conn.close()
    db = HistoryDB(path, pending=tmp_path / "pending")
    assert db.schema_version() == history.SCHEMA_VERSION + 5
    assert [code for code, _ in db.problems] == [history.DB_NEWER]
    assert store(db, finished_classic()) is Stored.PENDING  # never written to
    db.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == history.SCHEMA_VERSION + 5
    assert conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 0
    conn.close()
    assert not [p for p in tmp_path.iterdir() if "damaged" in p.name]


def test_a_damaged_database_is_moved_aside_and_a_fresh_one_started(tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not an SQLite database at all" * 100)
    reported = []
    db = HistoryDB(path, on_problem=lambda code, detail: reported.append(code))
    assert reported == [history.DB_DAMAGED]
    kept = [p for p in tmp_path.iterdir() if "damaged" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not")
    assert store(db, finished_classic()) is not None
    assert len(db.games()) == 1
    db.close()


def test_a_database_with_damaged_pages_is_moved_aside(tmp_path):
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path)
    for seed in range(3):
        store(db, finished_classic(seed=seed))
    db.close()
    data = bytearray(path.read_bytes())
    data[4096:8192] = b"\xff" * 4096  # ruin the second page
    path.write_bytes(bytes(data))
    reported = []
    db = HistoryDB(path, on_problem=lambda code, detail: reported.append(code))
    assert history.DB_DAMAGED in reported
    assert db.games() == []
    store(db, finished_classic())
    assert len(db.games()) == 1
    db.close()


def test_a_locked_database_keeps_finished_games_pending(tmp_path):
    path = tmp_path / "history.sqlite3"
    pending = tmp_path / "pending"
    HistoryDB(path).close()
    holder = sqlite3.connect(path)
    holder.execute("BEGIN EXCLUSIVE")
    reported = []
    db = HistoryDB(path, pending=pending, timeout=0.05,
                   on_problem=lambda code, detail: reported.append(code))
    assert reported[:1] == [history.DB_LOCKED]
    game = finished_classic()
    assert store(db, game) is Stored.PENDING
    assert len(list(pending.glob("*.json"))) == 1
    db.close()
    holder.rollback()
    holder.close()
    db = HistoryDB(path, pending=pending)
    assert [r.totals for r in db.games()] == [game.totals()]
    assert list(pending.glob("*.json")) == []
    db.close()


def test_a_database_that_cannot_be_created_falls_back_to_memory(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    reported = []
    db = HistoryDB(blocker / "history.sqlite3",
                   on_problem=lambda code, detail: reported.append(code))
    assert reported == [history.DB_UNAVAILABLE]
    assert db.games() == []


def test_a_mistake_in_use_is_not_taken_for_damage(tmp_path):
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path)
    store(db, finished_classic())
    assert db._query("SELECT nothing FROM games") == []  # a wrong query: no move aside
    assert len(db.games()) == 1 and db.problems == []
    assert [p.name for p in tmp_path.iterdir()] == ["history.sqlite3"]
    db.close()
