"""Where the keyboard focus lands: on the first start
card when the window opens (Return starts it), and back on the board after the new-game
dialog (Space rolls without a click); focus never rests on a hidden widget."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from kosci_gui.engine.game import PlayerType
from tests.gui.helpers import until_idle


def test_the_first_start_card_has_the_focus_and_return_starts_it(qtbot, window):
    window.activateWindow()
    first = next(iter(window.welcome.game_buttons.values()))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    game = window.controller.game
    assert game is not None and game.game == next(iter(window.welcome.game_buttons))
    assert [p.type for p in game.players] == [PlayerType.HUMAN, PlayerType.COMPUTER]


def test_space_rolls_after_the_new_game_dialog_closes(qtbot, window):
    def answer(dialog):
        dialog.accept()
        return dialog.result()

    window.dialog_answer = answer
    window.activateWindow()
    window.actions_by_name["new_game"].trigger()
    until_idle()
    focused = QApplication.focusWidget()
    assert focused is not None and focused.isVisible() and window.isAncestorOf(focused)
    game = window.controller.game
    assert game is not None and not game.players[game.current].is_computer
    qtbot.keyClick(focused, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: game.rolls > 0 or bool(game.events))
