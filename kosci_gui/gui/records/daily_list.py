"""History's daily list: each stored game of today's dice — its day, the game, the player's
score beside what ``hard`` made of the same dice, for the record or practice."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from kosci_gui.gui.games import game_name
from kosci_gui.gui.words.retranslating import Retranslating
from kosci_gui.storage.daily_games import Queries, daily_list


class DailyList(Retranslating, QTableWidget):
    """The daily games of ``history``, newest day first; hidden while there are none."""

    def __init__(self, history: Queries, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.setObjectName("dailyList")
        self.history = history
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)
        self.setAlternatingRowColors(True)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setHorizontalHeaderLabels([
            self.tr("Today's dice"), self.tr("Game"), self.tr("Your score"),
            self.tr("Hard computer"), self.tr("Counts")])
        self.refresh()

    def refresh(self) -> None:
        entries = daily_list(self.history)
        self.setVisible(bool(entries))
        self.setRowCount(len(entries))
        for r, e in enumerate(entries):
            values = (f"{e.date} ({e.code})", game_name(e.game),
                      "—" if e.score is None else str(e.score),
                      "—" if e.hard is None else str(e.hard),
                      self.tr("practice") if e.practice else self.tr("for the record"))
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.setItem(r, c, item)
