"""The saved games inside the real main window: autosave, resume, damaged files, Save as /
Open, undo, history on finishing, and the record windows."""

from __future__ import annotations

import json
import sqlite3
import tempfile

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QPushButton

from kosci_gui.engine.games import new_game
from kosci_gui.gui.records.end_dialog import EndDialog
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.start.app import build_window
from kosci_gui.storage import savefile
from kosci_gui.storage.paths import StoragePaths
from tests.gui.saver_app import App, autosaved, state


@pytest.fixture
def app(qtbot, tmp_path):
    return App(qtbot, tmp_path)


def test_every_action_and_hold_is_autosaved(app):
    app.start()
    game = app.play()
    assert autosaved(app).game.turns == []  # the set-up itself is kept
    app.ctl.roll()
    assert state(autosaved(app).game) == state(game)
    app.ctl.toggle_hold(1)
    app.ctl.toggle_hold(3)
    assert autosaved(app).game.held == (False, True, False, True, False)
    app.ctl.roll()
    app.ctl.choose_box("chance", 0)
    assert state(autosaved(app).game) == state(game)
    assert [p.name for p in app.paths.base.iterdir() if p.name.startswith(".")] == []


def test_the_next_start_offers_the_game_back_exactly(qtbot, tmp_path):
    first = App(qtbot, tmp_path)
    first.start()
    game = first.play(clock_minutes=5)
    first.ctl.roll()
    first.ctl.choose_box("chance", 0)
    first.ctl.roll()
    first.ctl.toggle_hold(0)
    before = state(game)
    clocks = first.ctl.clock.snapshot(first.ctl.now())
    meta_id = first.saver.meta.id
    first.quit()

    second = App(qtbot, tmp_path, answers={"resumeQuestion": QMessageBox.StandardButton.Yes})
    second.start()
    assert second.dialogs == ["resumeQuestion"]
    assert state(second.ctl.game) == before
    resumed = second.ctl.clock.snapshot(second.ctl.now())
    assert resumed == pytest.approx(clocks, abs=1.0)
    assert second.saver.meta.id == meta_id
    assert second.ctl.game.roll() == game.roll()  # the same dice to come


def test_a_damaged_autosave_is_moved_aside_and_a_new_game_can_start(qtbot, tmp_path):
    paths = StoragePaths(tmp_path / "data")
    paths.autosave.write_text('{"format": "kosci-record/1", "game": "classic", "tur')
    app = App(qtbot, tmp_path)
    app.start()
    assert app.dialogs == ["autosaveDamaged"]
    kept = [p for p in paths.base.iterdir() if "damaged" in p.name]
    assert len(kept) == 1 and kept[0].read_text().endswith('"tur')
    assert app.ctl.game is None
    app.play()
    app.ctl.roll()
    assert autosaved(app).game.rolls == 1


def test_a_finished_game_goes_into_the_history_and_the_autosave_is_cleared(app):
    app.start()
    app.play(players=("Ala",))
    game = app.finish()
    (row,) = app.saver.history.games()
    assert row.totals == game.totals() and not row.assisted
    assert not app.paths.autosave.exists()
    assert app.saver.last_finished["turns"] == game.record_turns()


def test_a_game_finished_just_before_a_kill_is_stored_at_the_next_start(qtbot, tmp_path):
    first = App(qtbot, tmp_path)
    first.start()
    first.play(players=("Ala",))
    game = first.ctl.game
    first.ctl.gameFinished.disconnect(first.saver._on_game_finished)  # killed before storing
    first.finish()
    assert first.paths.autosave.exists()
    first.quit()
    second = App(qtbot, tmp_path)
    second.start()
    assert [r.totals for r in second.saver.history.games()] == [game.totals()]
    assert not second.paths.autosave.exists() and second.dialogs == []


def test_the_end_dialog_offers_the_analysis_and_closes_before_it_opens(qtbot, tmp_path):
    def click_analysis(dialog):
        dialog.findChild(QPushButton, "analysisButton").click()
        return dialog.result()

    app = App(qtbot, tmp_path, answers={"endDialog": click_analysis})
    app.records.advise = lambda game: []
    app.start()
    app.play(players=("Ala",))
    app.finish()
    app.window.open_end_dialog()
    assert app.dialogs[-1] == "endDialog"
    # the end dialog was closed by the button, and only then the analysis opened
    assert app.last_dialog.result() == EndDialog.ANALYSIS
    assert app.records.analysis is not None and app.records.analysis.isVisible()


def test_undo_restores_the_box_marks_the_game_assisted_and_leaves_the_dice(app):
    app.start()
    game = app.play(players=("Ala",))
    app.ctl.roll()
    dice = game.dice
    app.ctl.choose_box("chance", 0)
    assert app.commands.undo.isEnabled()
    app.commands.undo.trigger()
    back = app.ctl.game
    assert back is not game and back.dice == dice and back.cards[0].is_open("chance")
    assert app.saver.meta.assisted
    assert autosaved(app).assisted
    assert not app.commands.undo.isEnabled()


def test_undo_is_refused_once_the_game_has_ended_and_been_stored(app):
    app.start()
    app.play(players=("Ala",))
    game = app.finish()
    assert len(app.saver.history.games()) == 1
    assert not app.commands.undo.isEnabled()
    app.saver.undo()
    assert app.ctl.game is game and game.finished
    assert len(app.saver.history.games()) == 1
    assert "over" in app.window.status_label.text()


def test_undo_refused_after_another_human_played(app):
    app.start()
    app.play()
    app.ctl.roll()
    app.ctl.choose_box("chance", 0)
    app.ctl.roll()
    app.saver.undo()
    assert len(app.ctl.game.turns) == 2 and not app.saver.meta.assisted


def test_hints_mark_the_game_assisted(app, qtbot):
    app.start()
    app.play(players=("Ala",))
    assert not app.saver.meta.assisted
    app.window.toggle_hints()
    # once the hints show: the advisor may still be loading its tables (seconds, the first
    # time in a process)
    qtbot.waitUntil(lambda: app.saver.meta.assisted, timeout=30_000)


def test_save_as_and_open_give_the_same_game(app, tmp_path):
    app.start()
    game = app.play()
    app.ctl.roll()
    app.ctl.toggle_hold(2)
    app.save_as(tmp_path / "mine")
    saved = tmp_path / "mine.json"
    assert saved.exists()
    before = state(game)
    app.ctl.choose_box("chance", 0)
    app.open(saved)
    assert state(app.ctl.game) == before
    assert json.loads(saved.read_text())["held"] == [2]


@pytest.mark.parametrize("content", [
    b"not json at all",
    b'{"format": "kosci-record/9", "game": "classic"}',
    b'{"format": "kosci-record/1", "game": "classic", "players": [{"name": "A"}],'
    b' "turns": [{"player": 0, "rolls": [{"dice": [1, 2, 3, 4, 9]}]}]}',
])
def test_opening_a_bad_file_says_so_and_changes_nothing(app, tmp_path, content):
    app.start()
    game = app.play()
    app.ctl.roll()
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    app.open(bad)
    assert app.dialogs == ["replaceQuestion", "openDialog", "openFailed"]
    assert "not changed" in app.last_dialog.text()
    assert bad.read_bytes() == content
    assert app.ctl.game is game


def test_a_damaged_database_is_reported_and_the_game_goes_on(qtbot, tmp_path):
    paths = StoragePaths(tmp_path / "data")
    paths.history.write_bytes(b"\x00garbage" * 500)
    app = App(qtbot, tmp_path)
    app.start()
    assert app.dialogs == ["databaseProblem"]
    assert any("damaged" in p.name for p in paths.base.iterdir())
    app.play(players=("Ala",))
    app.finish()
    assert len(app.saver.history.games()) == 1


def test_a_new_game_keeps_the_unfinished_one(app):
    app.start()
    app.play()
    app.ctl.roll()
    app.play()
    kept = list((app.paths.saves / "unfinished").glob("*.json"))
    assert len(kept) == 1 and savefile.open_saved_game(kept[0]).game.rolls == 1


def test_history_statistics_and_analysis_windows_open(app, qtbot):
    app.start()
    app.play(players=("Ala",))
    app.finish()
    app.commands.history.trigger()
    history = app.records.history
    assert history.isVisible() and history.table.rowCount() == 1
    app.commands.statistics.trigger()
    assert app.records.statistics.players.rowCount() == 1
    app.records.advise = lambda game: []
    with qtbot.waitSignal(history.analysisRequested):
        history.analysis_button.click()
    assert app.records.analysis.isVisible()
    app.play(players=("Ala",))
    app.finish()
    assert history.table.rowCount() == 2  # refreshed when the game was stored


def test_opening_a_finished_game_neither_stores_nor_autosaves_it(app, tmp_path):
    app.start()
    app.play(players=("Ala",))
    app.finish()
    target = tmp_path / "done.json"
    app.save_as(target)
    app.play()
    app.ctl.roll()
    app.open(target)
    assert app.ctl.game.finished
    assert len(app.saver.history.games()) == 1
    assert not app.paths.autosave.exists()
    kept = list((app.paths.saves / "unfinished").glob("*.json"))
    assert len(kept) == 1  # the game it replaced


def test_undo_keeps_the_players_time_and_the_computer_has_no_clock(app):
    now = [1000.0]
    app.ctl.now = lambda: now[0]
    app.start()
    app.play(players=("Ala", {"name": "Cpu", "type": "computer", "level": "easy"}),
             clock_minutes=2)
    app.ctl.roll()
    now[0] += 30
    app.ctl.choose_box("chance", 0)
    app.ctl.autoplay.stop()  # the computer thinks, and has not thrown yet
    now[0] += 50
    app.ctl._tick()
    assert app.ctl.remaining(1) is None               # RULES.md §4: no clock for a computer
    assert app.ctl.remaining(0) == pytest.approx(90)  # nor does Ala's run in its turn
    app.saver.undo()
    back = app.ctl.game
    assert back.current == 0 and back.cards[0].is_open("chance")
    assert app.ctl.remaining(0) == pytest.approx(90)  # Ala keeps the time she used


def test_a_database_damaged_during_play_is_reported_in_the_status_line(app):
    app.start()
    app.play(players=("Ala",))
    app.saver.history.conn.close()
    app.paths.history.write_bytes(b"\x00garbage" * 500)
    app.saver.history.conn = sqlite3.connect(app.paths.history)
    app.finish()
    assert app.dialogs == []
    assert "damaged" in app.window.status_label.text()
    assert len(app.saver.history.games()) == 1
    assert any("damaged" in p.name for p in app.paths.base.iterdir())


def test_an_unusable_data_folder_is_reported_and_the_game_goes_on(qtbot, tmp_path,
                                                                   monkeypatch):
    from kosci_gui.storage import paths as paths_module

    def refuse():
        raise PermissionError("read-only file system")

    monkeypatch.setattr(paths_module, "app_data_dir", refuse)
    # the temporary folder the game goes on in is made in this test's folder, not left in
    # the machine's
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = build_window(Settings(store))
    qtbot.addWidget(window)
    shown = []
    window.run_dialog = lambda dialog: shown.append(dialog.objectName()) or 0
    window.saver.start()
    assert shown == ["folderProblem"]
    window.controller.play_game(new_game("classic", None, ["Ala"], seed=1))
    window.controller.roll()
    assert window.saver.autosave.exists()
    assert tmp_path in window.saver.autosave.path.parents


def test_ctrl_z_undoes_the_last_box(app, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    app.start()
    app.window.show()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is app.window)
    game = app.play(players=("Ala",))
    app.ctl.roll()
    app.ctl.choose_box("chance", 0)
    qtbot.keyClick(app.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert app.ctl.game is not game and app.ctl.game.cards[0].is_open("chance")


def test_a_stored_game_can_be_saved_from_the_history_and_opened(app, tmp_path):
    app.start()
    app.play(players=("Ala",))
    game = app.finish()
    app.records.open_history()
    history = app.records.history
    target = tmp_path / "stored"
    app.saver.files.choose_save_path = lambda folder: str(target)
    history.save_button.click()
    back = savefile.open_saved_game(tmp_path / "stored.json").game
    assert back.finished and back.totals() == game.totals()


def test_an_autosave_that_fails_to_load_in_the_window_is_moved_aside(qtbot, tmp_path):
    first = App(qtbot, tmp_path)
    first.start()
    first.play()
    first.ctl.roll()
    first.quit()
    second = App(qtbot, tmp_path, answers={"resumeQuestion": QMessageBox.StandardButton.Yes})

    def broken(*args, **kwargs):
        raise RuntimeError("the board could not show it")

    second.ctl.play_game = broken
    second.start()
    assert second.dialogs == ["resumeQuestion", "autosaveDamaged"]
    assert not second.paths.autosave.exists()
    assert any("damaged" in p.name for p in second.paths.base.iterdir())


def test_two_windows_at_once_keep_their_own_games(qtbot, tmp_path):
    first = App(qtbot, tmp_path)
    first.start()
    one = first.play(players=("Ala",))
    first.ctl.roll()
    second = App(qtbot, tmp_path)  # the first one still runs
    second.start()
    assert second.dialogs == [] and second.ctl.game is None
    two = second.play(players=("Ola",))
    second.ctl.roll()
    second.ctl.roll()
    assert first.saver.autosave.path != second.saver.autosave.path
    assert autosaved(first).game.record_turns() == one.record_turns()
    assert savefile.open_saved_game(second.saver.autosave.path).game.record_turns() == (
        two.record_turns())
    first.quit()
    second.quit()
    # next start: the first window's game is offered, the second's kept among the unfinished
    third = App(qtbot, tmp_path, answers={"resumeQuestion": QMessageBox.StandardButton.Yes})
    third.start()
    assert third.ctl.game.record_turns() == one.record_turns()
    kept = list((third.paths.saves / "unfinished").glob("*.json"))
    assert [savefile.open_saved_game(p).game.record_turns() for p in kept] == [
        two.record_turns()]


def test_the_game_of_a_second_window_that_died_is_offered_when_there_is_no_other(
        qtbot, tmp_path):
    first = App(qtbot, tmp_path)
    second = App(qtbot, tmp_path)
    first.start()
    second.start()
    game = second.play(players=("Ola",))
    second.ctl.roll()
    second.quit()
    first.quit()
    third = App(qtbot, tmp_path, answers={"resumeQuestion": QMessageBox.StandardButton.Yes})
    third.start()
    assert third.dialogs == ["resumeQuestion"]
    assert third.ctl.game.record_turns() == game.record_turns()


def test_closing_the_window_saves_the_clocks_as_they_stand(app):
    now = [1000.0]
    app.ctl.now = lambda: now[0]
    app.start()
    app.play(players=("Ala",), clock_minutes=3)
    app.ctl.roll()
    now[0] += 42
    app.quit()
    assert autosaved(app).clocks == pytest.approx([180 - 42])


def test_hints_on_from_the_start_mark_only_the_new_game(app):
    app.start()
    app.play(players=("Ala",))
    app.ctl.roll()
    old_meta = app.saver.meta
    app.window.settings.hints = True
    app.play(players=("Ala",))
    assert app.saver.meta.assisted and not old_meta.assisted
    kept = list((app.paths.saves / "unfinished").glob("*.json"))
    assert not savefile.open_saved_game(kept[0]).assisted
