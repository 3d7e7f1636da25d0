"""The Help menu's windows that only inform — the rules of the game on the table (or the
first game's), the keyboard shortcuts, About: each made when asked for, shown, and let go."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QWidget

from kosci_gui.gui.games import game_keys
from kosci_gui.gui.window.actions import WindowActions


def connect_help(window: QWidget, commands: WindowActions,
                 run_dialog: Callable[[QDialog], object],
                 game_kind: Callable[[], str | None]) -> None:
    """Help → Rules, Keyboard shortcuts and About open their windows over ``window``
    (through its ``run_dialog``, the seam the tests answer dialogs through)."""

    def show(dialog: QDialog) -> None:
        run_dialog(dialog)
        dialog.deleteLater()

    def rules() -> None:
        from kosci_gui.gui.window.rules_dialog import RulesDialog

        show(RulesDialog(game_kind() or game_keys()[0], window))

    def shortcuts() -> None:
        from kosci_gui.gui.window.shortcuts_dialog import ShortcutsDialog

        show(ShortcutsDialog(list(commands.by_name.values()), window))

    def about() -> None:
        from kosci_gui.gui.window.rules_dialog import AboutDialog

        show(AboutDialog(window))

    commands.rules.triggered.connect(rules)
    commands.shortcuts.triggered.connect(shortcuts)
    commands.about.triggered.connect(about)
