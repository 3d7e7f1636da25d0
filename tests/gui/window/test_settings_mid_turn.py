"""Every setting (language, theme, animation, hints) changed at any moment
of a turn keeps the whole turn — dice, holds, the dice set aside, the selection, a moment on
show, the computer's move on show — and everything is relabelled in the new language."""

from __future__ import annotations

from concurrent.futures import Future

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from kosci_gui.engine.game import Player
from kosci_gui.engine.moves import Roll, Write
from tests.gui.helpers import ScriptedDice, click, kosci_board, start, thousand_board, until_idle

SETTINGS = ("language", "theme", "animation", "hints")


def change(window, setting: str) -> None:
    """Settings → change one thing → OK, through the dialog."""
    def answer(dialog):
        if setting == "language":
            dialog.language.setCurrentIndex(dialog.language.findData("pl"))
        elif setting == "theme":
            dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
        elif setting == "animation":
            dialog.animation.setCurrentIndex(dialog.animation.count() - 1)
        else:
            dialog.hints.setChecked(not dialog.hints.isChecked())
        dialog.accept()
        return QDialog.DialogCode.Accepted

    window.dialog_answer = answer
    window.open_settings()
    until_idle()


def kosci_turn(window):
    board = kosci_board(window)
    game = window.controller.game
    tray = [(d.value, d.held) for d in board.tray.dice]
    return (game.dice, game.held, game.rolls_left, window.controller.selected,
            window.controller.preview, tray, board.roll_button.isEnabled(),
            board.confirm_button.isEnabled())


def thousand_turn(window):
    board = thousand_board(window)
    game = window.controller.game
    tray = [(d.value, d.held) for d in board.tray.dice]
    return (game.dice_on_table(), game.held_positions(), game.aside, game.turn_points,
            game.chosen_points(), tray, board.aside.groups, board.roll_button.isEnabled(),
            board.write_button.isEnabled(), board.pass_button.isEnabled())


@pytest.mark.parametrize("setting", SETTINGS)
def test_a_kosci_turn_survives_a_change_of_setting(qtbot, window, settings, setting):
    settings.confirm_move = True
    dice = ScriptedDice([5, 5, 2, 3, 4, 5, 6, 1, 1, 1])
    start(window, "classic", ["Ala"], dice=dice)
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    qtbot.mouseClick(board.tray.dice[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(board.tray.dice[1], Qt.MouseButton.LeftButton)
    click(qtbot, board.roll_button)
    window.controller.toggle_hold(2)           # "Die 3 (five) held."
    window.controller.choose_box("chance", 0)  # selected, waiting for Confirm
    before = kosci_turn(window)
    status = window.status_label.text()
    change(window, setting)
    assert kosci_turn(window) == before
    if setting == "language":
        now = window.status_label.text()
        assert now != status and "Chance" not in now  # "Szansa"
        window.controller.toggle_hold(2)
        assert "five" not in window.status_label.text()
        assert "Rzuć" in board.roll_button.full_text or "rzut" in board.roll_button.full_text
    else:
        assert window.status_label.text() == status


@pytest.mark.parametrize("setting", SETTINGS)
def test_a_thousand_turn_survives_a_change_of_setting(qtbot, window, settings, setting):
    dice = ScriptedDice([1, 5, 2, 3, 4, 5, 1, 2, 3])
    game = start(window, "thousand", ["Ala", "Ola"], dice=dice)
    board = thousand_board(window)
    click(qtbot, board.roll_button)
    qtbot.mouseClick(board.tray.dice[0], Qt.MouseButton.LeftButton)   # the 1 aside
    click(qtbot, board.roll_button)                                   # 5 2 3 4
    qtbot.mouseClick(board.tray.dice[0], Qt.MouseButton.LeftButton)   # the 5 chosen
    assert game.aside and game.held_positions() == (0,)
    assert "+5" in board.points_label.text()
    before = thousand_turn(window)
    status = window.status_label.text()
    change(window, setting)
    assert thousand_turn(window) == before
    assert "+5" in board.points_label.text()
    if setting == "language":
        now = window.status_label.text()
        assert now != status and "five" not in now and "piątka" in now
        assert "Punkty" in board.points_label.text()
    else:
        assert window.status_label.text() == status


@pytest.mark.parametrize("setting", SETTINGS)
def test_a_moment_on_show_survives_a_change_of_setting(qtbot, window, settings, setting):
    settings.moment_ms = 60_000                 # the miss stays until a click
    dice = ScriptedDice([1, 5, 2, 3, 4, 2, 3, 4, 6])
    game = start(window, "thousand", ["Ala", "Ola"], dice=dice)
    board = thousand_board(window)
    click(qtbot, board.roll_button)
    qtbot.mouseClick(board.tray.dice[0], Qt.MouseButton.LeftButton)
    click(qtbot, board.roll_button)             # 2 3 4 6: a miss
    assert window.controller.moment is not None and game.current == 1
    label = board.turn_label.text()
    # the dialog is answered without a click or a key reaching the table
    change(window, setting)
    assert window.controller.moment is not None and not board.roll_button.isEnabled()
    if setting == "language":
        assert board.turn_label.text() != label and "miss" not in board.turn_label.text()
    else:
        assert board.turn_label.text() == label


class Holder:
    """A computer player ready at once: rolls, holds the first two dice, writes Chance."""

    def decide(self, game):
        if game.rolls == 0:
            return Roll(())
        return Roll((0, 1)) if game.rolls == 1 else Write("chance", 0)


@pytest.mark.parametrize("setting", SETTINGS)
def test_the_computers_move_on_show_survives_a_change_of_setting(qtbot, window, settings,
                                                                setting):
    settings.computer_ms = 60_000               # each step waits for the test
    ready: Future = Future()
    ready.set_result(Holder())
    window.controller.prepare_player = lambda *args: ready
    game = start(window, "classic", [Player("Bot", "computer", "easy"), "Ala"])
    ctl = window.controller
    ctl.autoplay._computer_step()               # it rolls
    ctl.autoplay._computer_step()               # the dice it holds: shown first
    preview = ctl.preview
    assert preview == Roll((0, 1)) and game.rolls == 1
    change(window, setting)
    assert ctl.preview == preview and game.current == 0 and game.rolls == 1
    held = [d.held for d in kosci_board(window).tray.dice]
    assert held == [True, True, False, False, False]
