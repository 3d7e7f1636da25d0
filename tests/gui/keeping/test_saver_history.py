"""The history in the window: an upgrade runs after the window shows, with progress; a history
moved aside is offered back and merged; a bad row never keeps the window shut; dates are
written the way the language writes them."""

from __future__ import annotations

import json
import time
from datetime import datetime

import pytest
from playing import finished_classic
from PySide6.QtCore import QDateTime, QLocale
from PySide6.QtWidgets import QMessageBox

from kosci_gui.engine.record import to_record
from kosci_gui.gui.records.history_window import HistoryWindow, local_time
from kosci_gui.storage.history import HistoryDB
from kosci_gui.storage.paths import StoragePaths
from kosci_gui.storage.savefile import GameMeta
from tests.gui.saver_app import App

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def old_history(paths: StoragePaths, count: int) -> None:
    from storage.test_history import make_v1

    make_v1(paths.history, [to_record(finished_classic(seed=s)) for s in range(count)])


@pytest.mark.slow  # a history of many games upgraded
def test_a_long_upgrade_waits_for_the_window_and_shows_its_progress(qtbot, tmp_path):
    paths = StoragePaths(tmp_path / "data")
    old_history(paths, 60)
    started = time.process_time()  # (the CPU's time: what another program does is not in it)
    app = App(qtbot, tmp_path)
    built = time.process_time() - started
    assert app.saver.history.upgrade_due  # nothing replayed while the window was built
    assert built < 2.0
    app.window.show()
    app.start()
    progress = app.saver.upkeep.progress
    assert progress is not None and progress.objectName() == "historyProgress"
    qtbot.waitUntil(lambda: progress.maximum() == 60, timeout=5_000)  # games to replay
    assert app.saver.history.upgrade_due  # the window is up and the upgrade goes on
    qtbot.waitUntil(lambda: not app.saver.history.upgrade_due, timeout=20_000)
    assert app.saver.upkeep.progress is None  # closed when done
    assert {s.games for s in app.saver.history.player_stats()} == {60}


def test_an_upgrade_put_off_leaves_the_file_as_it_was(qtbot, tmp_path):
    paths = StoragePaths(tmp_path / "data")
    old_history(paths, 60)
    app = App(qtbot, tmp_path)
    app.start()
    app.saver.upkeep.progress.cancel()  # "Later"
    assert app.saver.history.schema_version() == 1
    assert len(app.saver.history.games()) == 60
    app.quit()
    again = App(qtbot, tmp_path)
    again.start()
    qtbot.waitUntil(lambda: not again.saver.history.upgrade_due, timeout=20_000)
    assert again.saver.history.schema_version() == 2


def aside_history(paths: StoragePaths, seeds) -> None:
    """A history moved aside earlier (by an older version's mistake, say), with games."""
    db = HistoryDB(paths.base / "history.damaged-20260101-120000.sqlite3")
    for seed in seeds:
        game = finished_classic(seed=seed)
        db.add_game(to_record(game, extra={"meta": GameMeta(id=f"g{seed}").to_json()}), game)
    db.close()


def test_a_history_moved_aside_is_offered_back_and_merged(qtbot, tmp_path):
    paths = StoragePaths(tmp_path / "data")
    aside_history(paths, range(5))
    current = HistoryDB(paths.history)
    game = finished_classic(seed=3)  # one game is in both: it is not added twice
    current.add_game(to_record(game, extra={"meta": GameMeta(id="g3").to_json()}), game)
    current.close()
    app = App(qtbot, tmp_path, answers={"historyRescue": YES})
    app.start()
    assert app.dialogs == ["historyRescue"]
    assert "5 game" in app.texts["historyRescue"]
    qtbot.waitUntil(lambda: not app.saver.upkeep.busy, timeout=10_000)
    assert len(app.saver.history.games()) == 5
    assert list(paths.base.glob("history.merged-*.sqlite3"))
    assert not list(paths.base.glob("history.damaged-*.sqlite3"))


def test_a_history_moved_aside_is_offered_again_until_merged(qtbot, tmp_path):
    paths = StoragePaths(tmp_path / "data")
    aside_history(paths, range(2))
    first = App(qtbot, tmp_path, answers={"historyRescue": NO})
    first.start()
    assert first.dialogs == ["historyRescue"] and first.saver.history.games() == []
    first.quit()
    second = App(qtbot, tmp_path, answers={"historyRescue": NO})
    second.start()
    assert second.dialogs == ["historyRescue"]


def test_a_bad_row_does_not_keep_the_history_window_shut(qtbot):
    db = HistoryDB(None)
    for seed in range(3):
        game = finished_classic(seed=seed)
        db.add_game(to_record(game, extra={"meta": GameMeta().to_json()}), game)
    db.conn.execute("UPDATE games SET winners = '[unparsable' WHERE id = 2")
    window = HistoryWindow(db)
    qtbot.addWidget(window)
    window.show()
    assert window.table.rowCount() == 2
    assert window.unreadable.isVisible()
    assert "1 stored game" in window.unreadable.text()


@pytest.fixture
def polish_dates():
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Polish, QLocale.Country.Poland))
    yield
    QLocale.setDefault(before)


def test_the_history_window_writes_dates_as_the_language_does(qtbot, polish_dates):
    db = HistoryDB(None)
    game = finished_classic()
    db.add_game(to_record(game), game, played_at="2026-11-29T18:52:00+00:00")
    window = HistoryWindow(db)
    qtbot.addWidget(window)
    shown = window.table.item(0, 0).text()
    moment = QDateTime.fromSecsSinceEpoch(
        int(datetime.fromisoformat("2026-11-29T18:52:00+00:00").timestamp())).toLocalTime()
    assert shown == QLocale().toString(moment, QLocale.FormatType.ShortFormat)
    assert shown == local_time("2026-11-29T18:52:00+00:00")
    assert "2026-11-29" not in shown and "29.11" in shown


def test_the_open_dialog_writes_dates_as_the_language_does(qtbot, tmp_path, polish_dates):
    app = App(qtbot, tmp_path)
    app.start()
    app.play(players=("Ala",))
    app.ctl.roll()
    app.save_as(app.paths.saves / "mine.json")
    seen = {}

    def look(dialog):
        seen["date"] = dialog.table.item(0, 0).text()
        seen["players"] = dialog.table.item(0, 2).text()
        return 0

    app.answers.update(replaceQuestion=YES, openDialog=look)
    app.saver.open_game()
    moment = QDateTime.fromSecsSinceEpoch(
        int((app.paths.saves / "mine.json").stat().st_mtime)).toLocalTime()
    assert seen["date"] == QLocale().toString(moment, QLocale.FormatType.ShortFormat)
    assert seen["players"] == "Ala"
    assert json.loads((app.paths.saves / "mine.json").read_text())["players"][0]["name"] == (
        "Ala")
