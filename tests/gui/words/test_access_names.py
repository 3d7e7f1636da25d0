"""What a screen reader finds, read in-process through Qt's accessibility interfaces (the
AT-SPI bridge publishes these): every interactive accessible shown has a name, in every
screen and dialog; the dice are checkable buttons, checked while held, whose press asks to
hold them; the pages not shown are not in the tree."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QDialog, QWidget

from kosci_gui.engine.game import Player, PlayerType
from tests.gui.helpers import kosci_board, start, thousand_board, until_idle

#: Roles a player acts on: each needs a name.
INTERACTIVE = {QAccessible.Role.Button, QAccessible.Role.CheckBox, QAccessible.Role.RadioButton,
               QAccessible.Role.ComboBox, QAccessible.Role.EditableText, QAccessible.Role.SpinBox,
               QAccessible.Role.Slider, QAccessible.Role.PageTab, QAccessible.Role.Link,
               QAccessible.Role.ButtonMenu, QAccessible.Role.ButtonDropDown,
               QAccessible.Role.Table, QAccessible.Role.List, QAccessible.Role.Tree}

#: Qt's item views have thousands of cells: their own names are checked, not each cell's.
VIEWS = {QAccessible.Role.Table, QAccessible.Role.List, QAccessible.Role.Tree}


def shown(root: QWidget) -> Iterator[QAccessibleInterface]:
    """Every accessible under ``root`` that is on screen (not invisible), depth first."""
    start_at = QAccessible.queryAccessibleInterface(root)
    assert start_at is not None
    todo = [start_at]
    while todo:
        acc = todo.pop()
        if acc is None or not acc.isValid() or acc.state().invisible:
            continue
        yield acc
        if acc.role() in VIEWS or acc.role() == QAccessible.Role.MenuBar:
            continue
        todo.extend(acc.child(i) for i in range(acc.childCount()))


def unnamed(root: QWidget) -> list[str]:
    """The interactive accessibles shown under ``root`` that have no name."""
    return [f"{acc.role().name} {type(acc.object()).__name__} {acc.object().objectName()!r}"
            for acc in shown(root)
            if acc.role() in INTERACTIVE and not acc.text(QAccessible.Text.Name).strip()]


def names(root: QWidget) -> list[str]:
    return [acc.text(QAccessible.Text.Name) for acc in shown(root)]


def computer(name: str = "Computer") -> Player:
    return Player(name, PlayerType.COMPUTER, "easy")


def test_the_start_page_names_every_control(window):
    assert unnamed(window) == []
    assert "Classic against the computer" in names(window)


@pytest.mark.parametrize("game", ["classic", "triple", "thousand"])
def test_each_game_names_every_control_and_hides_the_start_page(window, game):
    start(window, game, ["Ala", computer()])
    until_idle()
    assert unnamed(window) == []
    said = names(window)
    assert "Classic against the computer" not in said  # the start page is not read
    assert not any(w.isVisible() for w in window.welcome.game_buttons.values())


def test_a_die_is_a_checkable_button_checked_while_held(qtbot, window):
    game = start(window, "classic", ["Ala", computer()])
    window.controller.roll()
    until_idle()
    die = kosci_board(window).tray.dice[2]
    acc = QAccessible.queryAccessibleInterface(die)
    assert acc.role() == QAccessible.Role.CheckBox
    assert acc.state().checkable and not acc.state().checked
    face = ["one", "two", "three", "four", "five", "six"][game.dice[2] - 1]
    assert acc.text(QAccessible.Text.Name) == f"die 3, {face}"
    actions = acc.actionInterface()
    assert actions is not None
    actions.doAction(QAccessibleActionInterface_press())
    qtbot.waitUntil(lambda: 2 in game.held_positions())
    acc = QAccessible.queryAccessibleInterface(die)
    assert acc.state().checked
    assert acc.text(QAccessible.Text.Name) == f"die 3, {face}, held"
    tray = QAccessible.queryAccessibleInterface(kosci_board(window).tray)
    assert tray.role() == QAccessible.Role.Grouping
    assert tray.text(QAccessible.Text.Name) == "Dice tray"


def QAccessibleActionInterface_press() -> str:
    from PySide6.QtGui import QAccessibleActionInterface

    return QAccessibleActionInterface.pressAction()


def test_the_roll_button_is_named_with_what_it_will_do(window):
    start(window, "classic", ["Ala", computer()])
    until_idle()
    roll = QAccessible.queryAccessibleInterface(kosci_board(window).roll_button)
    assert roll.text(QAccessible.Text.Name).startswith("Roll all")
    assert "3 rolls left" in roll.text(QAccessible.Text.Name)
    start(window, "thousand", ["Ala", computer()])
    until_idle()
    board = thousand_board(window)
    for button in (board.roll_button, board.write_button, board.pass_button):
        assert QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Name)


def test_every_dialog_names_every_control(qtbot, window):
    seen: dict[str, list[str]] = {}

    def answer(dialog: QDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        seen[type(dialog).__name__] = unnamed(dialog)
        return QDialog.DialogCode.Rejected

    window.dialog_answer = answer
    for name in ("new_game", "settings", "rules", "shortcuts", "about"):
        window.actions_by_name[name].trigger()
    assert seen == {name: [] for name in ("NewGameDialog", "SettingsDialog", "RulesDialog",
                                          "ShortcutsDialog", "AboutDialog")}
