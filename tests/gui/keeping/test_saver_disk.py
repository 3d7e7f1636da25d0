"""A full or read-only disk in the window: the game ends and is not lost; the app starts and
says so; a warning stays up while nothing can be saved and goes once saving works again."""

from __future__ import annotations

import pytest
from faults import Disk, big_game, make_history_read_only
from PySide6.QtWidgets import QMessageBox

from kosci_gui.storage import savefile
from tests.gui.saver_app import App, autosaved


@pytest.fixture
def disk():
    with Disk() as d:
        yield d


@pytest.fixture
def app(qtbot, tmp_path):
    return App(qtbot, tmp_path)


def play_to_the_last_box(app):
    app.play(players=("Ala",))
    game = app.ctl.game
    while len(game.cards[0].open_boxes()) > 1:
        app.ctl.roll()
        best = max(game.allowed_options(), key=lambda o: o.points + o.bonus)
        app.ctl.choose_box(best.box, best.column)
    return game


def warnings(app):
    bar = app.saver.warning_bar
    return bar.texts() if not bar.isHidden() else []


def test_a_game_that_ends_on_a_full_disk_is_kept_and_stored_when_space_returns(app, disk):
    app.start()
    game = play_to_the_last_box(app)
    turns_saved = len(game.turns)
    big_game(app.saver)
    disk.fill(app.saver.history)
    app.finish()
    assert game.finished
    assert app.saver.history.games() == []
    # the autosave is the game's only copy: it is still there, and the player is told
    assert app.paths.autosave.exists()
    assert len(autosaved(app).game.turns) == turns_saved
    assert any("could not be stored" in w for w in warnings(app))
    disk.free()
    app.saver.retry_now()
    (row,) = app.saver.history.games()
    assert row.totals == game.totals()
    assert not app.paths.autosave.exists()
    assert warnings(app) == []


def test_a_game_finished_on_a_full_disk_is_stored_at_the_next_start(qtbot, tmp_path, disk):
    first = App(qtbot, tmp_path)
    first.start()
    game = play_to_the_last_box(first)
    big_game(first.saver)
    disk.fill(first.saver.history)
    first.finish()
    first.quit()  # the disk is still full when the app is closed
    disk.free()
    second = App(qtbot, tmp_path, answers={"resumeQuestion": QMessageBox.StandardButton.Yes})
    second.start()
    # the autosave holds the game up to its last box: it comes back and can be finished
    assert second.dialogs == ["resumeQuestion"]
    second.finish()
    assert [r.totals[0] for r in second.saver.history.games()] == [
        second.ctl.game.totals()[0]]
    assert len(second.ctl.game.turns) == len(game.turns)


def test_a_save_failure_stays_in_sight_until_saving_works_again(app, disk):
    app.start()
    app.play(players=("Ala", "Ola"))
    app.ctl.roll()
    disk.fill()
    app.ctl.choose_box("chance", 0)
    assert any("not being saved" in w for w in warnings(app))
    app.ctl.roll()
    app.ctl.toggle_hold(0)  # the status line moves on; the warning does not
    assert any("not being saved" in w for w in warnings(app))
    assert "not being saved" not in app.window.status_label.text()
    disk.free()
    app.ctl.toggle_hold(1)
    assert warnings(app) == []
    assert autosaved(app).game.held == (True, True, False, False, False)


def test_the_warning_is_in_the_window_under_the_toolbar(app, disk, qtbot):
    app.window.show()
    qtbot.waitExposed(app.window)
    app.start()
    app.play(players=("Ala",))
    disk.fill()
    app.ctl.roll()
    bar = app.saver.warning_bar
    assert bar.isVisible() and bar.parent() is app.window
    assert bar.geometry().top() >= app.commands.toolbar.geometry().bottom()


def test_a_read_only_history_stays_in_sight_until_it_can_be_written(app):
    app.start()
    make_history_read_only(app.saver.history)
    play_to_the_last_box(app)
    app.finish()
    assert any("cannot be written" in w or "could not be written" in w
               for w in warnings(app))
    assert len(list(app.paths.pending.glob("*.json"))) == 1  # kept, not lost
    assert not app.paths.autosave.exists()
    app.play(players=("Ala",))
    app.ctl.roll()  # play goes on; the warning stays
    assert warnings(app)
    app.saver.retry_now()  # a fresh connection can write: the kept game is stored
    assert len(app.saver.history.games()) == 1 and warnings(app) == []


def test_a_read_only_data_folder_at_start_says_so_and_offers_the_game(qtbot, tmp_path,
                                                                       disk):
    first = App(qtbot, tmp_path)
    first.start()
    game = first.play(players=("Ala",))
    first.ctl.roll()
    first.ctl.choose_box("chance", 0)
    first.quit()
    before = first.paths.autosave.read_bytes()
    disk.make_read_only()
    second = App(qtbot, tmp_path, answers={"resumeQuestion": QMessageBox.StandardButton.Yes})
    second.start()
    assert second.dialogs == ["resumeQuestion"]
    assert "cannot be written" in second.last_dialog.text()
    assert second.ctl.game.record_turns() == game.record_turns()
    assert any("not being saved" in w for w in warnings(second))
    second.ctl.roll()
    assert second.paths.autosave.read_bytes() == before  # left exactly as it was
    disk.free()
    second.ctl.toggle_hold(0)
    assert warnings(second) == []
    assert savefile.open_saved_game(second.paths.autosave).game.rolls == 1
