"""The Open game dialog: the player's saved games and the unfinished games the app kept, newest
first, with the date in the language's own format, the game, the players and how far it got.
A game is deleted only here, by the player, after a question; *Other file…* opens any file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, QSize, Qt, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.gui.games import game_name
from kosci_gui.gui.look.room import fitted_size
from kosci_gui.gui.words.retranslating import Retranslating
from kosci_gui.storage import saved_games
from kosci_gui.storage.paths import StoragePaths
from kosci_gui.storage.saved_games import SavedFile


def local_date(moment: QDateTime) -> str:
    """A moment as the language of the app writes a date and time (short form)."""
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)


class OpenDialog(Retranslating, QDialog):
    """Pick a saved game; :attr:`chosen` is its path once the dialog is accepted.

    ``ask`` shows a question (the main window's dialog seam) and ``choose_file`` the file
    dialog of *Other file…*; both are seams for tests."""

    def __init__(self, paths: StoragePaths, ask: Callable[[QDialog], int],
                 choose_file: Callable[[Path], str | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openDialog")
        self.paths = paths
        self.ask = ask
        self.choose_file = choose_file
        self.files: list[SavedFile] = []
        self.chosen: Path | None = None
        self.resize(fitted_size(self, QSize(720, 420)))
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("savedGames")
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.doubleClicked.connect(self._open_selected)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.empty = QLabel()
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self._open_selected)
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("deleteButton")
        self.delete_button.clicked.connect(self._delete_selected)
        self.other_button = QPushButton()
        self.other_button.clicked.connect(self.other_file)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        for button in (self.open_button, self.delete_button, self.other_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Open game"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Saved"), self.tr("Game"), self.tr("Players"), self.tr("Turns")])
        self.table.setAccessibleName(self.tr("Saved games"))
        self.empty.setText(self.tr("No saved games yet: Other file… opens any saved game."))
        self.open_button.setText(self.tr("&Open"))
        self.delete_button.setText(self.tr("&Delete…"))
        self.other_button.setText(self.tr("Other &file…"))
        self.refresh()

    def refresh(self) -> None:
        self.files = saved_games.list_saved(self.paths)
        self.empty.setVisible(not self.files)
        self.table.setRowCount(len(self.files))
        for r, saved in enumerate(self.files):
            moment = QDateTime.fromSecsSinceEpoch(int(saved.modified.timestamp()))
            for c, value in enumerate((local_date(moment), self._game_text(saved),
                                       ", ".join(saved.players),
                                       "" if saved.problem else str(saved.turns))):
                item = QTableWidgetItem(value)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                item.setToolTip(str(saved.path))
                self.table.setItem(r, c, item)
        if self.files:
            self.table.selectRow(0)
        self._selection_changed()

    def _game_text(self, saved: SavedFile) -> str:
        if saved.problem is not None:
            return self.tr("cannot be read")
        name = game_name(saved.game) if saved.game else "?"
        if saved.unfinished:
            return self.tr("{game} (kept unfinished)").format(game=name)
        return name

    def selected(self) -> SavedFile | None:
        rows = self.table.selectionModel().selectedRows()
        return self.files[rows[0].row()] if rows else None

    @Slot()
    def _selection_changed(self) -> None:
        chosen = self.selected()
        self.open_button.setEnabled(chosen is not None)
        self.delete_button.setEnabled(chosen is not None)

    def open_file(self, path: Path) -> None:
        """Close the dialog with ``path`` as the game to open."""
        self.chosen = Path(path)
        self.accept()

    @Slot()
    def _open_selected(self) -> None:
        chosen = self.selected()
        if chosen is not None:
            self.open_file(chosen.path)

    @Slot()
    def other_file(self) -> None:
        path = self.choose_file(self.paths.saves)
        if path:
            self.open_file(Path(path))

    @Slot()
    def _delete_selected(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete saved game"),
                          self.tr("Delete the saved game {name}? It cannot be brought back."
                                  ).format(name=chosen.path.name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("deleteQuestion")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        answer = self.ask(box)
        box.deleteLater()
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            saved_games.delete(chosen.path)
        except OSError as exc:
            failed = QMessageBox(QMessageBox.Icon.Warning, self.tr("Delete saved game"),
                                 self.tr("{name} could not be deleted ({error}).").format(
                                     name=chosen.path.name, error=exc.strerror or exc),
                                 QMessageBox.StandardButton.Ok, self)
            failed.setObjectName("deleteFailed")
            self.ask(failed)
            failed.deleteLater()
        self.refresh()
