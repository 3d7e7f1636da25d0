"""Today's dice in the history: the first stored game of a day is the record, later ones are
practice, practice stays out of statistics and high scores, and the daily list survives a
restart (a new history object on the same file)."""

from __future__ import annotations

import datetime as dt
import sqlite3

from playing import finish_greedily

from kosci_gui.engine.daily import daily
from kosci_gui.engine.games import new_game
from kosci_gui.engine.record import to_record
from kosci_gui.storage.daily_games import (
    DAILY,
    PRACTICE,
    add_hard,
    daily_list,
    daily_meta,
    is_practice,
    played_for_record,
    practice_meta,
)
from kosci_gui.storage.history import HistoryDB, Stored
from kosci_gui.storage.savefile import GameMeta

DAY = daily(dt.date(2026, 12, 5))


def play_daily(db, *, hard=None, played_at, uid=None, stored=Stored.STORED):
    """A day's game played to the end (greedily) and stored, marked as the app marks it."""
    practice = played_for_record(db, DAY)
    game = DAY.new_game(["Ala"])
    finish_greedily(game)
    meta = GameMeta(extra={DAILY: daily_meta(DAY, practice=practice, hard=hard)})
    if uid is not None:
        meta.id = uid
    assert db.add_game(to_record(game, extra={"meta": meta.to_json()}), game,
                       played_at=played_at) is stored
    return game


def test_record_then_practice_out_of_statistics_and_kept_over_a_restart(tmp_path):
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path, pending=tmp_path / "pending")
    assert not played_for_record(db, DAY)
    first = play_daily(db, hard=249, played_at="2026-12-05T10:00:00+00:00")
    assert played_for_record(db, DAY)
    assert not played_for_record(db, daily(dt.date(2026, 12, 5), "triple"))
    assert not played_for_record(db, daily(dt.date(2026, 12, 6)))
    # the same dice again, as practice: the same total (greedy play, duplicate dice)
    again = play_daily(db, hard=249, played_at="2026-12-05T11:00:00+00:00")
    assert again.totals() == first.totals()
    other = new_game("classic", {"preset": "polish"}, ["Ala"], seed=1)
    finish_greedily(other)
    db.add_game(to_record(other, extra={"meta": GameMeta().to_json()}), other,
                played_at="2026-12-05T12:00:00+00:00")
    (stats,) = db.player_stats("classic")
    assert stats.games == 2  # the record and the ordinary game, not the practice
    assert len(db.scores("classic")) == 2
    highs = db.high_scores("classic", "polish")
    assert sorted(h.played_at[11:13] for h in highs) == ["10", "12"]  # not 11: practice
    assert len(db.games()) == 3  # the history lists every game
    db.close()

    reopened = HistoryDB(path, pending=tmp_path / "pending")
    entries = daily_list(reopened)
    assert [(e.date, e.game, e.preset, e.code, e.score, e.hard, e.practice) for e in entries] == [
        ("2026-12-05", "classic", "polish", DAY.code, first.totals()[0], 249, True),
        ("2026-12-05", "classic", "polish", DAY.code, first.totals()[0], 249, False)]
    assert played_for_record(reopened, DAY)
    reopened.close()


def test_daily_list_is_empty_without_daily_games(tmp_path):
    db = HistoryDB(tmp_path / "history.sqlite3")
    game = new_game("classic", None, ["Ala"], seed=3)
    finish_greedily(game)
    db.add_game(to_record(game, extra={"meta": GameMeta().to_json()}), game)
    assert daily_list(db) == []
    db.close()


def test_a_position_tried_again_is_practice_out_of_statistics_and_high_scores(tmp_path):
    db = HistoryDB(tmp_path / "history.sqlite3")
    game = new_game("classic", {"preset": "polish"}, ["Ala"], seed=3)
    finish_greedily(game)
    plain = GameMeta()
    db.add_game(to_record(game, extra={"meta": plain.to_json()}), game,
                played_at="2026-12-05T10:00:00+00:00")
    again = new_game("classic", {"preset": "polish"}, ["Ala"], seed=4)
    finish_greedily(again)
    marks = GameMeta(extra={PRACTICE: practice_meta(plain.id, 3, 2)})
    assert is_practice(marks.to_json()) and not is_practice(plain.to_json())
    db.add_game(to_record(again, extra={"meta": marks.to_json()}), again,
                played_at="2026-12-05T11:00:00+00:00")
    assert [g.practice for g in db.games()] == [True, False]  # listed, marked practice
    (stats,) = db.player_stats("classic")
    assert stats.games == 1 and stats.best == game.totals()[0]
    assert db.scores("classic") == game.totals()
    assert [h.played_at[11:13] for h in db.high_scores("classic", "polish")] == ["10"]
    db.close()


def test_hards_score_coming_after_the_game_was_stored(tmp_path):
    db = HistoryDB(tmp_path / "history.sqlite3", pending=tmp_path / "pending")
    game = play_daily(db, played_at="2026-12-05T10:00:00+00:00", uid="a1")
    assert daily_list(db)[0].hard is None
    assert not add_hard(db, "another", 249, 13)  # not stored: nothing to do
    assert add_hard(db, "a1", 249, 13)
    (entry,) = daily_list(db)
    assert (entry.hard, entry.hard_turns, entry.score, entry.turns) == (
        249, 13, game.totals()[0], 13)
    assert entry.played_at == "2026-12-05T10:00:00+00:00" and not entry.practice
    assert len(db.games()) == 1  # replaced, not added
    db.close()


def test_hards_score_reaches_a_pending_game(tmp_path):
    path, pending = tmp_path / "history.sqlite3", tmp_path / "pending"
    HistoryDB(path).close()
    holder = sqlite3.connect(path)
    holder.execute("BEGIN EXCLUSIVE")
    db = HistoryDB(path, pending=pending, timeout=0.05)
    play_daily(db, played_at="2026-12-05T10:00:00+00:00", uid="b2", stored=Stored.PENDING)
    assert add_hard(db, "b2", 231, 13)
    db.close()
    holder.rollback()
    holder.close()
    reopened = HistoryDB(path, pending=pending)  # the pending game is stored now
    (entry,) = daily_list(reopened)
    assert (entry.hard, entry.hard_turns, entry.practice) == (231, 13, False)
    reopened.close()
