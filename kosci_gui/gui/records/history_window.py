"""The history window: every stored game (date in the language's format, game, rules, players
and totals, winner, assisted), with the post-game analysis of the selected one and its record
saved as a file. A stored row that cannot be read is counted under the list, not shown."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, QLocale, QSize, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.ai.analysis import analysable
from kosci_gui.gui.games import game_name
from kosci_gui.gui.look.room import fitted_size
from kosci_gui.gui.records.daily_list import DailyList
from kosci_gui.gui.words import texts
from kosci_gui.gui.words.retranslating import Retranslating
from kosci_gui.storage.history import HistoryDB
from kosci_gui.storage.history_queries import GameRow


def local_time(stamp: str) -> str:
    """An ISO timestamp as a local date and time in the language's own short format."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    when = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


def local_date(stamp: str) -> str:
    """An ISO timestamp as a local date in the language's own short format."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp[:10]
    when = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
    return QLocale().toString(when.date(), QLocale.FormatType.ShortFormat)


class HistoryWindow(Retranslating, QDialog):
    """The stored games, newest first. ``analysisRequested(game_id)`` asks for an analysis."""

    analysisRequested = Signal(int)
    #: ``saveRequested(game_id)``: save the stored game's record as a file.
    saveRequested = Signal(int)

    def __init__(self, history: HistoryDB, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.rows: list[GameRow] = []
        self.resize(fitted_size(self, QSize(800, 640)))
        self.table = QTableWidget(0, 6)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.doubleClicked.connect(self._analyse)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.empty = QLabel()
        self.unreadable = QLabel()
        self.unreadable.setObjectName("unreadableRows")
        self.unreadable.setWordWrap(True)

        self.analysis_button = QPushButton()
        self.analysis_button.clicked.connect(self._analyse)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self._save)
        # made in the order they stand in, so Tab goes along them as they are read
        buttons = QDialogButtonBox()
        buttons.addButton(self.analysis_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        from kosci_gui.gui.records.luck_view import (
            LuckPanel,  # (numpy and the ai with it: only when History opens)
        )

        #: What luck did in the selected game, and its chances turn by turn.
        self.luck = LuckPanel(self)
        self._luck_of: int | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.unreadable)
        #: The games of today's dice, with hard's score on the same dice.
        self.daily = DailyList(history, self)
        layout.addWidget(self.daily, 1)
        layout.addWidget(self.luck, 2)
        layout.addWidget(buttons)
        # Tab in reading order: the games, what luck did, the buttons
        QWidget.setTabOrder(self.table, self.luck.figures)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Date"), self.tr("Game"), self.tr("Rules"), self.tr("Players"),
            self.tr("Winner"), self.tr("Assisted")])
        self.table.setAccessibleName(self.tr("Finished games"))
        self.empty.setText(self.tr("No finished games yet."))
        self.analysis_button.setText(self.tr("&Analysis…"))
        self.save_button.setText(self.tr("&Save as…"))
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        self.daily.refresh()
        listing = self.history.listing()
        self.rows = listing.rows
        self.unreadable.setText(self.tr(
            "%n stored game(s) could not be read and are not listed.", "", listing.unreadable))
        self.unreadable.setVisible(listing.unreadable > 0)
        self.empty.setVisible(not self.rows and not listing.unreadable)
        self.table.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            preset = texts.preset_name(row.game, row.preset)
            if row.custom:
                preset = self.tr("{preset} (changed)").format(preset=preset)
            if row.practice:
                preset = self.tr("{preset}, practice").format(preset=preset)
            players = ", ".join(f"{name} {total}"
                                for name, total in zip(row.players, row.totals, strict=False))
            winners = ", ".join(row.winners) or "—"
            values = (local_time(row.played_at), game_name(row.game), preset, players,
                      winners, self.tr("yes") if row.assisted else "")
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(r, c, item)
        if self.rows:
            self.table.selectRow(0)
        self._selection_changed()

    def selected(self) -> GameRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.rows[rows[0].row()] if rows else None

    @Slot()
    def _selection_changed(self) -> None:
        row = self.selected()
        self.analysis_button.setEnabled(row is not None and analysable(row.game))
        self.save_button.setEnabled(row is not None)
        wanted = row.id if row is not None else None
        if wanted != self._luck_of:
            self._luck_of = wanted
            self.luck.show_game(self.history.record(wanted) if wanted is not None else None)

    @Slot()
    def _analyse(self) -> None:
        row = self.selected()
        if row is not None and analysable(row.game):
            self.analysisRequested.emit(row.id)

    @Slot()
    def _save(self) -> None:
        row = self.selected()
        if row is not None:
            self.saveRequested.emit(row.id)
