"""A tip is dismissed from the keyboard too: Escape (Help → Got it: hide the tip), listed with
the keyboard shortcuts and named on the button; Escape is free while no tip shows; the tip's
bar never keeps the game's keys: its button is reached only by Tab, Space rolls even there
(Return presses it), and once its tip goes the keyboard is back on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from kosci_gui.gui.window.shortcuts_dialog import ShortcutsDialog
from kosci_gui.gui.words import i18n
from kosci_gui.gui.words.tips import tip_text
from tests.gui.helpers import ScriptedDice, click, kosci_board, start, tip_bar, until_idle


@pytest.fixture
def settings(settings):
    """A player who has not played any game here yet."""
    settings.store.remove("tips/taught")
    return settings


def first_tip(qtbot, window):
    """A classic game rolled once: the holding tip shows; the keyboard on the table."""
    window.activateWindow()
    game = start(window, "classic", ["Ala"], dice=ScriptedDice([1, 2, 3, 4, 6] * 6))
    click(qtbot, kosci_board(window).roll_button)
    assert tip_text("holding", {}) in tip_bar(window).label.text()
    kosci_board(window).focus_start()
    qtbot.waitUntil(lambda: window.isAncestorOf(QApplication.focusWidget()))
    return game


def test_escape_dismisses_the_tip_and_is_free_without_one(qtbot, window):
    game = first_tip(qtbot, window)
    dismiss = window.actions_by_name["dismiss_tip"]
    assert dismiss.isEnabled() and dismiss.shortcut().toString() == "Esc"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not tip_bar(window).isVisible() and not dismiss.isEnabled()
    rolls = game.rolls
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)  # nothing to hide: no move
    until_idle()
    assert game.rolls == rolls and not tip_bar(window).isVisible()


def test_the_button_says_its_key_and_the_key_is_listed(qtbot, window):
    first_tip(qtbot, window)
    got_it = tip_bar(window).got_it
    assert "(Esc)" in got_it.toolTip() and got_it.accessibleDescription() == got_it.toolTip()
    dialog = ShortcutsDialog(list(window.actions_by_name.values()), window)
    rows = {dialog.table.item(r, 0).text(): dialog.table.item(r, 1).text()
            for r in range(dialog.table.rowCount())}
    assert rows["Got it: hide the tip"] == "Esc"
    dialog.deleteLater()
    assert window.actions_by_name["dismiss_tip"] in window.commands.help_menu.actions()


def test_the_bar_is_reached_by_tab_only_and_gives_the_keyboard_back(qtbot, window):
    game = first_tip(qtbot, window)
    got_it = tip_bar(window).got_it
    assert got_it.focusPolicy() == Qt.FocusPolicy.TabFocus
    got_it.setFocus(Qt.FocusReason.TabFocusReason)  # (or Qt's, when the focused die goes)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is got_it)
    qtbot.keyClick(got_it, Qt.Key.Key_Space)        # Space is the game's: it rolls
    qtbot.waitUntil(lambda: game.rolls == 2)
    assert tip_bar(window).isVisible()
    qtbot.keyClick(got_it, Qt.Key.Key_Return)       # Return presses the button: the tip goes
    assert not tip_bar(window).isVisible() and game.rolls == 2
    focused = QApplication.focusWidget()
    assert (focused is not None and kosci_board(window).isAncestorOf(focused)) \
        or focused is kosci_board(window)
    qtbot.keyClick(focused, Qt.Key.Key_Space)        # back on the table, Space rolls on
    qtbot.waitUntil(lambda: game.rolls == 3)


@pytest.mark.parametrize("language", ["pl", "ru"])
def test_the_key_is_said_in_every_language(qtbot, window, qapp, language):
    i18n.install_translators(qapp, language)
    first_tip(qtbot, window)
    until_idle()  # (the window has answered the change of language)
    text = window.actions_by_name["dismiss_tip"].text()
    assert text and "Got it" not in text
    assert "Hide this tip" not in tip_bar(window).got_it.toolTip()
