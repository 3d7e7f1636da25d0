"""Nothing hidden in the accessible tree: a screen reader that walks the tree finds
no hidden widget — no hidden warning bar, no toolbar's "more" button while the tools fit, no
hidden button or label of a board — at the start, at each game's table and when a warning
comes and goes, and in the windows with tabs only the tabs and the page shown (Qt's own tab
widget lists every page and its tab bar two scroll buttons). (The menu bar's menus are Qt's:
each menu item has its popup as its child, not showing while closed, as the menus of GTK
applications are.)"""

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
            if acc.state().invisible and not combo_list(acc)]


def combo_list(acc: QAccessibleInterface) -> bool:
    """A combo box's list: Qt's, in the tree while closed (read when it opens), as GTK's."""
    parent = acc.parent()
    return acc.role() == QAccessible.Role.List and parent is not None \
        and parent.role() == QAccessible.Role.ComboBox


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


def tabs_of(tabs) -> list[tuple[str, bool]]:
    """A tab widget's tab bar as it is read: each tab's name and whether it is selected."""
    bar = QAccessible.queryAccessibleInterface(tabs.tabBar())
    assert bar.role() == QAccessible.Role.PageTabList
    read = [bar.child(i) for i in range(bar.childCount())]
    assert all(tab.role() == QAccessible.Role.PageTab and tab.parent().object() is tabs.tabBar()
               for tab in read)
    assert [bar.indexOfChild(tab) for tab in read] == list(range(len(read)))
    return [(tab.text(QAccessible.Text.Name), tab.state().selected) for tab in read]


def names(root: QWidget) -> set[str]:
    return {acc.text(QAccessible.Text.Name) for acc in every(root)}


def test_the_new_game_dialog_reads_its_tabs_and_the_page_shown_only(qtbot, window, settings):
    from kosci_gui.gui.play.game_setup import GameSetup
    from kosci_gui.gui.window.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(GameSetup("classic"), window, settings=settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    until_idle()
    assert hidden(dialog) == []
    assert tabs_of(dialog.tabs) == [("Game and players", True), ("Rules", False)]
    assert "Name of player 1" in names(dialog) and "Preset:" not in names(dialog)
    dialog.tabs.setCurrentIndex(1)
    until_idle()
    assert hidden(dialog) == []
    assert tabs_of(dialog.tabs) == [("Game and players", False), ("Rules", True)]
    assert "Preset:" in names(dialog) and "Name of player 1" not in names(dialog)
    bar = QAccessible.queryAccessibleInterface(dialog.tabs.tabBar())
    assert bar.text(QAccessible.Text.Name) == "Rules"
    dialog.activateWindow()
    dialog.tabs.tabBar().setFocus()
    qtbot.waitUntil(dialog.tabs.tabBar().hasFocus)
    assert bar.focusChild() is bar.child(1) and bar.child(1).state().focused


def test_statistics_and_analysis_read_their_tabs_only(qtbot, window):
    from playing import played, stub_advise

    from kosci_gui.engine.record import to_record
    from kosci_gui.gui.records.analysis_window import AnalysisWindow
    from kosci_gui.gui.records.stats_window import StatsWindow
    from kosci_gui.storage.history import HistoryDB

    stats = StatsWindow(HistoryDB(None))
    qtbot.addWidget(stats)
    stats.show()
    qtbot.waitExposed(stats)
    until_idle()
    assert hidden(stats) == []
    assert [name for name, _ in tabs_of(stats.tabs)] == [
        "Players", "High scores", "Score distribution"]
    analysis = AnalysisWindow(to_record(played()), stub_advise)
    qtbot.addWidget(analysis)
    analysis.show()
    qtbot.waitUntil(analysis.is_done, timeout=5000)
    qtbot.waitUntil(lambda: analysis.tabs.count() == 1)
    until_idle()
    assert hidden(analysis) == [] and tabs_of(analysis.tabs) == [("Ala", True)]


def test_a_tab_bar_gone_takes_its_tabs_out_of_the_registry(qtbot, window, settings):
    from PySide6.QtWidgets import QTabWidget

    tabs = QTabWidget()
    tabs.addTab(QWidget(), "One")
    tabs.addTab(QWidget(), "Two")
    tabs.show()
    qtbot.waitExposed(tabs)
    bar = QAccessible.queryAccessibleInterface(tabs.tabBar())
    ids = [QAccessible.uniqueId(bar.child(i)) for i in range(2)]
    assert [QAccessible.accessibleInterface(i).text(QAccessible.Text.Name) for i in ids] \
        == ["One", "Two"]
    tabs.deleteLater()
    qtbot.waitUntil(lambda: QAccessible.accessibleInterface(ids[0]) is None)
    assert QAccessible.accessibleInterface(ids[1]) is None
