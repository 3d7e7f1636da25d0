"""Tab order follows the reading order on the start page, at each game's table and in
each dialog: from each control, Tab goes to one below it (or on its line, to its right) or to
the top of a column to its right; only the last control goes back up to the first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget

from kosci_gui.engine.game import Player, PlayerType
from tests.gui.helpers import start, until_idle


def tab_chain(root: QWidget) -> list[QWidget]:
    """The controls under ``root`` that Tab stops at, in Tab's order."""
    chain: list[QWidget] = []
    widget = root.nextInFocusChain()
    while widget is not root and widget not in chain and len(chain) < 500:
        if (root.isAncestorOf(widget) and widget.isVisibleTo(root) and widget.isEnabled()
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
                and widget.focusProxy() is None):
            chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def place(widget: QWidget, root: QWidget) -> QRect:
    return QRect(widget.mapTo(root, widget.rect().topLeft()), widget.size())


def backwards(root: QWidget) -> list[str]:
    """The steps of Tab that go against the reading order (the chain read round)."""
    chain = tab_chain(root)
    wrong = []
    for one, other in zip(chain, chain[1:] + chain[:1], strict=True):
        a, b = place(one, root), place(other, root)
        onward = b.top() >= a.top() - 2 or b.left() >= a.right() - 2
        if not onward or (abs(b.top() - a.top()) <= 2 and b.right() < a.left()):
            wrong.append(f"{type(one).__name__} {one.objectName()!r} {a.getRect()} -> "
                         f"{type(other).__name__} {other.objectName()!r} {b.getRect()}")
    return wrong


def in_order(root: QWidget) -> None:
    wrong = backwards(root)
    assert len(wrong) <= 1, wrong  # (the last back to the first)


def test_the_start_page(window):
    until_idle()
    in_order(window)


@pytest.mark.parametrize("game", ["classic", "triple", "full", "thousand"])
def test_each_table(qtbot, window, settings, plain_thousand_players, game):
    settings.confirm_move = True  # (the Confirm button shown beside Roll)
    start(window, game, [Player("Ala"), Player("Computer", PlayerType.COMPUTER, "easy")])
    until_idle()
    window.controller.roll()
    until_idle()
    in_order(window)


def test_every_dialog(qtbot, window, settings):
    from playing import finished_classic

    from kosci_gui.engine.record import to_record
    from kosci_gui.gui.play.game_setup import GameSetup
    from kosci_gui.gui.records.end_dialog import EndDialog
    from kosci_gui.gui.records.history_window import HistoryWindow
    from kosci_gui.gui.records.stats_window import StatsWindow
    from kosci_gui.gui.window.new_game_dialog import NewGameDialog
    from kosci_gui.gui.window.rules_dialog import AboutDialog, RulesDialog
    from kosci_gui.gui.window.settings_dialog import SettingsDialog
    from kosci_gui.gui.window.shortcuts_dialog import ShortcutsDialog
    from kosci_gui.storage.history import HistoryDB

    db = HistoryDB(None)
    game = finished_classic()
    db.add_game(to_record(game), game)
    dialogs = [NewGameDialog(GameSetup("classic", players=[Player("Ala")]), window,
                             settings=settings),
               SettingsDialog(settings, window), RulesDialog("classic", window),
               AboutDialog(window), ShortcutsDialog(list(window.actions_by_name.values()),
                                                    window),
               EndDialog(game, window), HistoryWindow(db, window), StatsWindow(db, window)]
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        until_idle()
        assert tab_chain(dialog), dialog.objectName()
        in_order(dialog)
        dialog.close()


def test_ctrl_tab_changes_the_page_from_anywhere_on_it(qtbot, window, settings):
    """The new-game dialog opens with the keyboard on the game; as the README tells a
    screen-reader user, Ctrl+Tab and Ctrl+Shift+Tab, from a control on the page, go to the
    next and the previous tab."""
    from kosci_gui.gui.play.game_setup import GameSetup
    from kosci_gui.gui.window.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(GameSetup("classic"), window, settings=settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.focusWidget() is not None)
    first = dialog.focusWidget()
    assert first is dialog.game_combo
    qtbot.keyClick(first, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert dialog.tabs.currentIndex() == 1
    focused = dialog.focusWidget()
    assert focused is not None and dialog.tabs.widget(1).isAncestorOf(focused)
    qtbot.keyClick(focused, Qt.Key.Key_Backtab,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert dialog.tabs.currentIndex() == 0
