"""No game is dropped: a game left for another is kept (after asking), a declined resume too;
a demo window's new game is saved; the dice and the assisted mark survive a restart; undo
never gives a computer's dice back; files of other versions and dead copies are handled."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from kosci_gui.engine.game import Player
from kosci_gui.gui.play.game_setup import GameSetup
from kosci_gui.gui.start.scripted import start_demo
from kosci_gui.storage import savefile
from kosci_gui.storage.unfinished import folder_of
from tests.gui.saver_app import App, autosaved

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
CPU = {"name": "Cpu", "type": "computer", "level": "easy"}


@pytest.fixture
def app(qtbot, tmp_path):
    return App(qtbot, tmp_path)


def kept_games(app):
    return [savefile.open_saved_game(p).game for p in sorted(folder_of(app.paths).glob("*.json"))]


def accept_new_game(setup):
    def answer(dialog):
        dialog.setup = setup
        return QDialog.DialogCode.Accepted
    return answer


def test_no_to_resume_keeps_the_game_with_the_unfinished_ones(qtbot, tmp_path):
    first = App(qtbot, tmp_path)
    first.start()
    game = first.play()
    first.ctl.roll()
    first.ctl.choose_box("chance", 0)
    first.quit()
    second = App(qtbot, tmp_path, answers={"resumeQuestion": NO})
    second.start()
    assert "unfinished" in second.window.status_label.text()
    second.play(players=("Ola",))  # a new game: it must not destroy the declined one
    second.ctl.roll()
    assert [g.record_turns() for g in kept_games(second)] == [game.record_turns()]


def test_new_game_during_a_game_asks_first_and_no_changes_nothing(app):
    setup = GameSetup("classic", players=[Player("Ola")], seed=2)
    app.answers.update(replaceQuestion=NO, newGameDialog=accept_new_game(setup))
    app.start()
    game = app.play()
    app.ctl.roll()
    app.window.new_game()
    assert app.dialogs == ["replaceQuestion"]
    assert app.ctl.game is game and kept_games(app) == []


def test_new_game_during_a_game_keeps_the_one_left_when_the_player_agrees(app):
    app.start()
    game = app.play()
    app.ctl.roll()
    setup = GameSetup("classic", players=[Player("Ola")], seed=2)
    app.answers.update(replaceQuestion=YES)
    app.window.run_dialog = lambda d: (app.dialogs.append(d.objectName()), (
        accept_new_game(setup)(d) if d.objectName() != "replaceQuestion" else YES))[1]
    app.window.new_game()
    assert app.dialogs[0] == "replaceQuestion"
    assert app.ctl.game is not game and app.ctl.game.players[0].name == "Ola"
    assert [g.record_turns() for g in kept_games(app)] == [game.record_turns()]


def test_open_during_a_game_asks_first(app):
    app.answers.update(replaceQuestion=NO)
    app.start()
    game = app.play()
    app.ctl.roll()
    app.saver.open_game()
    assert app.dialogs == ["replaceQuestion"] and app.ctl.game is game


def test_new_game_before_the_first_roll_or_after_the_end_asks_nothing(app):
    app.start()
    app.play(players=("Ala",))
    assert app.saver.may_replace_game()
    app.finish()
    assert app.saver.may_replace_game() and app.dialogs == []


def test_a_new_game_started_in_a_demo_window_is_saved(app, qtbot):
    app.window.show()
    app.start()
    start_demo(app.window, "classic", 2, 1, False)
    assert not app.paths.autosave.exists()  # the demo itself is not kept
    setup = GameSetup("classic", players=[Player("Ala")], seed=3)
    app.window.run_dialog = lambda d: (app.dialogs.append(d.objectName()),
                                       accept_new_game(setup)(d))[1]
    app.window.new_game()
    assert "replaceQuestion" not in app.dialogs  # a demo is nobody's game to lose
    app.ctl.roll()
    assert autosaved(app).game.players[0].name == "Ala"
    assert autosaved(app).game.rolls == 1


def test_after_undo_and_a_restart_the_undone_dice_are_never_dealt_again(qtbot, tmp_path):
    first = App(qtbot, tmp_path)
    first.start()
    game = first.play(players=("Ala",))
    first.ctl.roll()
    first.ctl.choose_box("chance", 0)
    first.ctl.roll()
    seen = first.ctl.game.dice  # the next turn's dice, seen and then undone
    first.saver.undo()
    position = first.ctl.game.dice_source.state()
    first.quit()
    second = App(qtbot, tmp_path, answers={"resumeQuestion": YES})
    second.start()
    assert second.ctl.game.dice_source.state() == position
    second.ctl.choose_box("ones", 0)
    second.ctl.roll()
    assert second.ctl.game.dice != seen
    assert game is not second.ctl.game


def test_hints_mark_the_autosave_assisted_at_once(qtbot, tmp_path):
    first = App(qtbot, tmp_path)
    first.start()
    first.play(players=("Ala",))
    first.ctl.roll()
    first.window.toggle_hints()
    # killed right now: the file on disk is all there is (and the lock dies with the app)
    assert autosaved(first).assisted
    first.saver.autosave.release()
    second = App(qtbot, tmp_path, answers={"resumeQuestion": YES})
    second.start()
    assert second.saver.meta.assisted


def test_undo_is_refused_once_the_player_has_rolled_after_the_computer(app, qtbot):
    app.start()
    app.play(players=("Ala", CPU))
    app.ctl.roll()
    app.ctl.choose_box("chance", 0)
    assert app.commands.undo.isEnabled()  # the computer has not thrown yet
    qtbot.waitUntil(lambda: app.ctl.game.current == 0, timeout=5000)
    assert app.commands.undo.isEnabled()  # nor has Ala rolled since
    app.ctl.roll()
    assert not app.commands.undo.isEnabled()
    assert "until your next roll" in app.commands.undo.toolTip()
    app.saver.undo()
    assert not app.ctl.game.cards[0].is_open("chance")
    assert "until your next roll" in app.window.status_label.text()


def test_an_autosave_of_a_newer_version_is_left_alone_and_named_so(qtbot, tmp_path):
    app = App(qtbot, tmp_path)
    newer = {"format": "kosci-record/2", "game": "classic", "turns": []}
    app.paths.autosave.write_text(json.dumps(newer))
    app.saver.autosave.release()
    app = App(qtbot, tmp_path)  # starts with the newer file in place
    app.start()
    assert app.dialogs == ["autosaveNewer"]
    assert "newer version" in app.last_dialog.text()
    assert json.loads(app.paths.autosave.read_text()) == newer
    assert not [p for p in app.paths.base.iterdir() if "damaged" in p.name]
    app.play(players=("Ala",))
    app.ctl.roll()
    assert json.loads(app.paths.autosave.read_text()) == newer
    assert savefile.open_saved_game(app.saver.autosave.path).game.rolls == 1


def test_games_of_other_windows_kept_at_start_are_told_in_a_dialog(qtbot, tmp_path):
    first = App(qtbot, tmp_path)
    second = App(qtbot, tmp_path)
    first.start()
    second.start()
    for app in (first, second):
        app.play(players=("Ala",))
        app.ctl.roll()
    first.quit()
    second.quit()
    third = App(qtbot, tmp_path, answers={"resumeQuestion": NO})
    third.start()
    assert third.dialogs[0] == "unfinishedKept"
    assert str(folder_of(third.paths)) in third.texts["unfinishedKept"]
    assert len(kept_games(third)) == 2  # the other window's, and the one not resumed


def test_left_over_temporary_files_of_dead_copies_are_removed(qtbot, tmp_path):
    app = App(qtbot, tmp_path)
    live = app.paths.base / f".{app.saver.autosave.path.name}.inflight.tmp"
    dead = app.paths.base / ".autosave-3.json.k2j4.tmp"
    for leftover in (live, dead):
        leftover.write_bytes(b"half a write")
    other = App(qtbot, tmp_path)  # another copy, running: its slot is autosave-2.json
    other.start()
    assert not dead.exists()
    assert live.exists()  # the first copy still runs: its write may be in flight
