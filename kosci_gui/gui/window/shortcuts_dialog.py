"""Help → Keyboard shortcuts: every action of the main window with its key, read from the
actions themselves (so the list never drifts from what the keys do), and the keys of the
dice and the scorecard."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.gui.look.room import fitted_size
from kosci_gui.gui.words.texts import without_mnemonic


def plain(text: str) -> str:
    """A menu text without its mnemonic and ellipsis ("&New game…" → "New game")."""
    return without_mnemonic(text).rstrip("…")


class ShortcutsDialog(QDialog):
    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows: list[tuple[str, str]] = []
        for action in actions:
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            if keys:
                rows.append((plain(action.text()), keys))
        rows += [
            (self.tr("Move between the scorecard's boxes"), self.tr("Arrow keys")),
            (self.tr("Write the box under the cursor"), self.tr("Enter")),
            (self.tr("Hold or release the focused die"), self.tr("Enter")),
            (self.tr("Move between dice and buttons"), self.tr("Tab")),
            (self.tr("Show the next player's card (hidden cards)"), self.tr("Space")),
            (self.tr("Skip a moment on the table, stop an automatic write"),
             self.tr("any key or click")),
        ]
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setObjectName("shortcutsTable")
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        for r, (what, keys) in enumerate(rows):
            for c, text in enumerate((what, keys)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.table.setItem(r, c, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(fitted_size(self, QSize(520, min(640, 80 + 30 * len(rows)))))
