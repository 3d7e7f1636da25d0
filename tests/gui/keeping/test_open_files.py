"""Opening files in the window: the Open dialog (saved and kept games, deleting only after a
question), and hostile files (a FIFO, a huge or endless record, a lone surrogate, deep
nesting), each refused with a clear message while the game goes on; a long game's autosave
costs a line per action."""

from __future__ import annotations

import json
import os
import time

import pytest
from faults import late_writer
from PySide6.QtWidgets import QMessageBox

from kosci_gui.engine.games import new_game
from kosci_gui.engine.record import to_record
from kosci_gui.storage import journal
from kosci_gui.storage.unfinished import folder_of
from tests.gui.saver_app import App, autosaved

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


@pytest.fixture
def app(qtbot, tmp_path):
    return App(qtbot, tmp_path)


def open_and_look(app, act):
    """Game → Open game…, with ``act(dialog)`` answering it."""
    app.answers.update(replaceQuestion=YES, openDialog=act)
    app.saver.open_game()


def test_the_open_dialog_lists_saved_and_kept_games_and_opens_one(app):
    app.start()
    first = app.play(players=("Ala",))
    app.ctl.roll()
    app.save_as(app.paths.saves / "mine.json")
    app.play(players=("Ola",))  # the first game is kept with the unfinished ones
    app.ctl.roll()
    listed = {}

    def pick_kept(dialog):
        listed.update((f.path.parent.name, f) for f in dialog.files)
        kept = next(r for r, f in enumerate(dialog.files) if f.unfinished)
        dialog.table.selectRow(kept)
        dialog.open_button.click()
        return dialog.result()

    open_and_look(app, pick_kept)
    assert set(listed) == {"saves", "unfinished"}
    assert listed["unfinished"].players == ("Ala",) and listed["unfinished"].turns == 1
    assert app.ctl.game.record_turns() == first.record_turns()


def test_a_game_is_deleted_only_after_the_player_says_so(app):
    app.start()
    app.play(players=("Ala",))
    app.ctl.roll()
    app.play(players=("Ola",))
    (kept,) = folder_of(app.paths).glob("*.json")

    def delete(dialog):
        dialog.table.selectRow(0)
        dialog.delete_button.click()
        return 0

    app.answers["deleteQuestion"] = NO
    open_and_look(app, delete)
    assert kept.exists()
    app.answers["deleteQuestion"] = YES
    open_and_look(app, delete)
    assert not kept.exists()
    assert app.dialogs.count("deleteQuestion") == 2


def open_file(app, path):
    """Game → Open of ``path`` during a game; the game, and the seconds the opening took."""
    app.start()
    game = app.play(players=("Ala",))
    app.ctl.roll()
    started = time.monotonic()
    app.open(path)
    return game, time.monotonic() - started


def test_a_fifo_is_refused_at_once(app, tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)

    with late_writer(fifo, after=3):  # a reader that waits for a writer gets one, late
        game, seconds = open_file(app, fifo)
        assert seconds < 2
    assert app.dialogs[-1] == "openFailed"
    assert "pipe" in app.texts["openFailed"] and app.ctl.game is game


def test_a_huge_file_is_refused_unread(app, tmp_path):
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(100 * 1024 * 1024)
    game, _ = open_file(app, huge)
    assert "too large" in app.texts["openFailed"] and app.ctl.game is game


def test_a_record_past_the_turn_limit_is_refused_with_the_limit(app, tmp_path):
    path = tmp_path / "long.json"
    doc = to_record(new_game("thousand", None, ["A", "B"], seed=1))
    doc["turns"] = [{"player": t % 2, "steps": [{"roll": [2, 2, 3, 3, 4]}]}
                    for t in range(20_000)]
    path.write_text(json.dumps(doc))
    game, seconds = open_file(app, path)
    assert seconds < 3
    assert "5000 turns" in app.texts["openFailed"] and app.ctl.game is game


def test_a_lone_surrogate_in_a_name_is_refused_and_saving_goes_on(app, tmp_path):
    path = tmp_path / "odd.json"
    text = json.dumps(to_record(new_game("classic", None, ["Ala"], seed=1)))
    path.write_text(text.replace('"Ala"', '"Ala\\ud800"'))
    game, _ = open_file(app, path)
    assert "surrogate" in app.texts["openFailed"] and app.ctl.game is game
    app.ctl.choose_box("chance", 0)
    assert autosaved(app).game.record_turns() == game.record_turns()


def test_deep_nesting_in_an_autosave_is_refused_at_load_not_when_saving(qtbot, tmp_path):
    first = App(qtbot, tmp_path)
    first.start()
    first.play(players=("Ala",))
    first.ctl.roll()
    first.quit()
    doc = json.loads(first.paths.autosave.read_text())
    deep = "[" * 990 + "]" * 990
    first.paths.autosave.write_text(
        json.dumps({**doc, "meta": "PLACEHOLDER"}).replace('"PLACEHOLDER"', deep))
    second = App(qtbot, tmp_path, answers={"resumeQuestion": YES})
    second.start()
    assert second.dialogs == ["autosaveDamaged"]
    assert len(second.texts["autosaveDamaged"]) < 400
    second.play(players=("Ola",))
    second.ctl.roll()
    assert autosaved(second).game.rolls == 1


@pytest.mark.slow  # a 3000-turn game
def test_a_long_game_costs_a_line_per_action_in_the_window(app, tmp_path, qtbot):
    path = tmp_path / "long.json"
    game = new_game("thousand", None, ["Ala", "Ola"], seed=1)
    for _ in range(3000):
        game.roll([2, 2, 3, 3, 4])
    path.write_text(json.dumps(to_record(game)))
    app.start()
    started = time.monotonic()
    assert app.saver.files.open_path(path)
    opened = time.monotonic() - started
    assert len(app.ctl.game.turns) == 3000
    whole = app.saver.autosave.last_bytes
    app.ctl.roll()
    assert app.saver.autosave.last_bytes < 2000 < whole
    assert journal.journal_path(app.paths.autosave).exists()
    assert autosaved(app).game.turns == app.ctl.game.turns
    assert opened < 10  # measured about 1 s; the bound only catches a blow-up


def test_a_kept_game_opened_and_left_again_is_listed_once(app):
    """A kept triple game reopened, played on and left again, three times over, is listed
    once: it is kept in its own file again, as it was left last."""
    app.start()
    app.play("triple", players=("Ala",))
    app.ctl.roll()
    app.play(players=("Ola",))                   # the triple game is kept
    app.ctl.roll()
    for _ in range(3):
        def pick_triple(dialog):
            row = next(r for r, f in enumerate(dialog.files) if f.game == "triple")
            dialog.table.selectRow(row)
            dialog.open_button.click()
            return dialog.result()

        open_and_look(app, pick_triple)
        assert app.ctl.game.game == "triple"
        app.ctl.roll()                           # played on
        app.play(players=("Ola",))               # and left for another game
    kept = list(folder_of(app.paths).glob("triple-*.json"))
    assert len(kept) == 1
    turns = json.loads(kept[0].read_text())["turns"]
    assert len(turns[0]["rolls"]) == 3          # the game as it was left last (3 rolls)


def test_the_start_page_offers_to_continue_the_newest_kept_game(app, tmp_path, qtbot):
    """The start page offers Continue for the newest unfinished game kept."""
    from kosci_gui.storage.savefile import SavedGame, write_document

    game = new_game("triple", None, ["Ala", "Ola"], seed=3)
    game.roll()
    folder = folder_of(app.paths)
    folder.mkdir(parents=True)
    write_document(folder / "triple-kept.json", SavedGame(game))
    app.answers["resumeQuestion"] = NO
    app.start()
    welcome = app.window.welcome
    assert welcome.continue_button.isVisibleTo(app.window)
    assert welcome.continue_button.text() == "Continue Triple"
    assert "Ala, Ola" in welcome.continue_button.description()
    welcome.continue_button.click()
    assert app.ctl.game is not None and app.ctl.game.game == "triple"
    assert app.ctl.game.record_turns() == game.record_turns()


def test_no_continue_without_a_kept_game(app):
    app.start()
    assert not app.window.welcome.continue_button.isVisibleTo(app.window)
