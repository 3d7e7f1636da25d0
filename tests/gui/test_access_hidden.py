"""Nothing hidden in the accessible tree (issue 21): a screen reader that walks the tree finds
no hidden widget — no hidden warning bar, no toolbar's "more" button while the tools fit, no
hidden button or label of a board — at the start, at each game's table and when a warning
comes and goes. (The menu bar's menus are Qt's: each menu item has its popup as its child,
not showing while closed, as the menus of GTK applications are.)"""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from kosci_gui.engine.game import Player, PlayerType
from tests.gui.helpers import start, until_idle


def every(root: QWidget) -> Iterator[QAccessibleInterface]:
    """Every accessible under ``root`` (hidden or not), but inside the menu bar and the item
    views (their cells and menus are Qt's own)."""
    first = QAccessible.queryAccessibleInterface(root)
    assert first is not None
    todo = [first]
    while todo:
        acc = todo.pop()
        if acc is None or not acc.isValid():
            continue
        yield acc
        if acc.role() in (QAccessible.Role.MenuBar, QAccessible.Role.Table,
                          QAccessible.Role.List, QAccessible.Role.Tree):
            continue
        todo.extend(acc.child(i) for i in range(acc.childCount()))


def hidden(root: QWidget) -> list[str]:
    gc.collect()  # (the interfaces made in Python outlive a collection)
    return [f"{acc.role().name} {acc.text(QAccessible.Text.Name)!r}" for acc in every(root)
            if acc.state().invisible]


def test_the_start_page_shows_nothing_hidden(window):
    until_idle()
    assert hidden(window) == []


@pytest.mark.parametrize("game", ["classic", "triple", "full", "thousand"])
def test_a_table_shows_nothing_hidden(window, plain_thousand_players, game):
    start(window, game, [Player("Ala"), Player("Computer", PlayerType.COMPUTER, "easy")])
    until_idle()
    assert hidden(window) == []
    # the toolbar's parts are still read
    bar = QAccessible.queryAccessibleInterface(window.commands.toolbar)
    names = [bar.child(i).text(QAccessible.Text.Name) for i in range(bar.childCount())]
    assert "Hints" in names and "New game" in names
    assert bar.text(QAccessible.Text.Name) == "Toolbar"


def test_a_warning_is_read_while_it_is_shown_and_gone_after(window):
    until_idle()
    bar = window.saver.warning_bar
    bar.set_warning("test", lambda: "The game is not being saved")
    until_idle()
    names = [acc.text(QAccessible.Text.Name) for acc in every(window)]
    assert "The game is not being saved" in names and hidden(window) == []
    bar.clear_warning("test")
    until_idle()
    assert "The game is not being saved" not in [
        acc.text(QAccessible.Text.Name) for acc in every(window)]
    assert hidden(window) == []


def test_the_new_game_dialog_reads_only_the_rows_of_its_players(qtbot, window, settings):
    from kosci_gui.gui.play.game_setup import GameSetup
    from kosci_gui.gui.window.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(GameSetup("classic"), window, settings=settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.count_spin.setValue(2)
    until_idle()
    box = QAccessible.queryAccessibleInterface(dialog.seats_box)
    assert box.role() == QAccessible.Role.Grouping
    assert box.text(QAccessible.Text.Name) == "Who plays (in turn order)"
    rows = [box.child(i) for i in range(box.childCount())]
    assert [row.text(QAccessible.Text.Name) for row in rows if row.state().invisible] == []
    names = [row.text(QAccessible.Text.Name) for row in rows]
    assert "Name of player 2" in names and "Name of player 3" not in names
    dialog.count_spin.setValue(3)
    until_idle()
    names = [box.child(i).text(QAccessible.Text.Name) for i in range(box.childCount())]
    assert "Name of player 3" in names
