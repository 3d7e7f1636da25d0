"""Where the keeping of games shows things: the main window runs its dialogs (a seam that
tests answer) and shows a line in the status bar."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QDialog


class DialogHost(Protocol):
    """The main window, as the saver and its helpers use it."""

    def run_dialog(self, dialog: QDialog) -> int:
        """Show a modal dialog; its result."""

    def show_message(self, text: str) -> None:
        """Say ``text`` in the status line."""
