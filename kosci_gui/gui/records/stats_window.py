"""The statistics window: per player and game (games, wins, average, best, five-of-a-kinds,
upper bonus rate), high-score tables per game and preset (assisted games left out) and a
score-distribution chart painted with QPainter."""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

from PySide6.QtCore import QRectF, QSize, Qt, Slot
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.gui.games import game_name
from kosci_gui.gui.look.room import fitted_size
from kosci_gui.gui.records.history_window import local_date
from kosci_gui.gui.words import texts
from kosci_gui.gui.words.retranslating import Retranslating
from kosci_gui.storage.history import HistoryDB


def bins_for(scores: Sequence[int], count: int = 10) -> list[tuple[int, int, int]]:
    """``(low, high, n)`` histogram bins of round width covering ``scores`` (high exclusive)."""
    if not scores:
        return []
    low, high = min(scores), max(scores)
    raw = max(1.0, (high - low + 1) / count)
    magnitude = 10 ** math.floor(math.log10(raw))
    width = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    start = (low // width) * width
    edges = list(range(start, high + width + 1, width))
    out = []
    for a, b in pairwise(edges):
        n = sum(1 for s in scores if a <= s < b)
        if a <= high:
            out.append((a, b, n))
    return out


class ScoreChart(Retranslating, QWidget):
    """A bar chart of how often each band of final scores came up."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bins: list[tuple[int, int, int]] = []
        self.setMinimumSize(320, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Score distribution"))

    def set_scores(self, scores: Sequence[int]) -> None:
        self.bins = bins_for(list(scores))
        parts = [self.tr("{low} to {high}: {n}").format(low=a, high=b - 1, n=n)
                 for a, b, n in self.bins]
        self.setAccessibleDescription("; ".join(parts))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        fm = p.fontMetrics()
        if not self.bins:
            p.setPen(text)
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No games yet"))
            return
        margin_left = fm.horizontalAdvance("0000") + 8
        margin_bottom = fm.height() + 8
        area = QRectF(margin_left, 8, self.width() - margin_left - 8,
                      self.height() - margin_bottom - 8)
        top = max(n for _, _, n in self.bins) or 1
        axis = QPen(pal.color(QPalette.ColorRole.Mid), 1)
        p.setPen(axis)
        p.drawLine(area.bottomLeft(), area.bottomRight())
        p.drawLine(area.bottomLeft(), area.topLeft())
        p.setPen(text)
        p.drawText(QRectF(0, area.top() - fm.height() / 2, margin_left - 4, fm.height()),
                   Qt.AlignmentFlag.AlignRight, str(top))
        p.drawText(QRectF(0, area.bottom() - fm.height() / 2, margin_left - 4, fm.height()),
                   Qt.AlignmentFlag.AlignRight, "0")
        slot = area.width() / len(self.bins)
        accent = pal.color(QPalette.ColorRole.Highlight)
        label_every = max(1, math.ceil(fm.horizontalAdvance("0000 ") / slot))
        for i, (low, _high, n) in enumerate(self.bins):
            h = area.height() * n / top
            bar = QRectF(area.left() + i * slot + slot * 0.1, area.bottom() - h, slot * 0.8, h)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(accent)
            p.drawRoundedRect(bar, 2, 2)
            if i % label_every == 0:
                p.setPen(text)
                p.drawText(QRectF(area.left() + i * slot, area.bottom() + 4, slot * label_every,
                                  fm.height()), Qt.AlignmentFlag.AlignLeft, str(low))


def _item(value: object, *, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem("" if value is None else str(value))
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _table(columns: int, stretch: int = 0) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    return table


class StatsWindow(Retranslating, QDialog):
    """Statistics of the stored games, shown without blocking the game (``show()``)."""

    def __init__(self, history: HistoryDB, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.resize(fitted_size(self, QSize(720, 560)))

        self.game_box = QComboBox()
        self.players = _table(7)
        self.preset_box = QComboBox()
        self.high_scores = _table(4, stretch=1)
        high_page = QWidget()
        high_layout = QVBoxLayout(high_page)
        form = QFormLayout()
        self.preset_label = QLabel()
        self.preset_label.setBuddy(self.preset_box)
        form.addRow(self.preset_label, self.preset_box)
        high_layout.addLayout(form)
        high_layout.addWidget(self.high_scores)
        self.note = QLabel()
        self.note.setWordWrap(True)
        high_layout.addWidget(self.note)

        self.chart_player = QComboBox()
        self.chart = ScoreChart()
        chart_page = QWidget()
        chart_layout = QVBoxLayout(chart_page)
        chart_form = QFormLayout()
        self.chart_label = QLabel()
        self.chart_label.setBuddy(self.chart_player)
        chart_form.addRow(self.chart_label, self.chart_player)
        chart_layout.addLayout(chart_form)
        chart_layout.addWidget(self.chart)

        self.tabs = QTabWidget()
        self.tabs.addTab(self.players, "")
        self.tabs.addTab(high_page, "")
        self.tabs.addTab(chart_page, "")

        top = QHBoxLayout()
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game_box)
        top.addWidget(self.game_label)
        top.addWidget(self.game_box, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)

        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.preset_box.currentIndexChanged.connect(self._fill_high_scores)
        self.chart_player.currentIndexChanged.connect(self._fill_chart)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.game_label.setText(self.tr("&Game:"))
        self.game_box.setAccessibleName(self.tr("Game"))
        self.players.setHorizontalHeaderLabels([
            self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Average"),
            self.tr("Best"), self.tr("Five of a kind"), self.tr("Upper bonus")])
        self.players.setAccessibleName(self.tr("Statistics per player"))
        self.preset_label.setText(self.tr("&Rules:"))
        self.preset_box.setAccessibleName(self.tr("Rules preset"))
        self.high_scores.setHorizontalHeaderLabels([self.tr("#"), self.tr("Player"),
                                                    self.tr("Score"), self.tr("Date")])
        self.high_scores.setAccessibleName(self.tr("High scores"))
        self.chart_label.setText(self.tr("&Player:"))
        self.chart_player.setAccessibleName(self.tr("Player shown in the chart"))
        self.tabs.setTabText(0, self.tr("Players"))
        self.tabs.setTabText(1, self.tr("High scores"))
        self.tabs.setTabText(2, self.tr("Score distribution"))
        self.refresh()

    def current_game(self) -> str:
        return self.game_box.currentData() or ""

    @Slot()
    def refresh(self) -> None:
        """Read the database again (after a game was stored)."""
        keep = self.current_game()
        self.game_box.blockSignals(True)
        self.game_box.clear()
        for kind in self.history.game_kinds():
            self.game_box.addItem(game_name(kind), kind)
        index = self.game_box.findData(keep)
        self.game_box.setCurrentIndex(index if index >= 0 else 0)
        self.game_box.blockSignals(False)
        self._game_changed()

    @Slot()
    def _game_changed(self) -> None:
        game = self.current_game()
        self._fill_players(game)
        self.preset_box.blockSignals(True)
        self.preset_box.clear()
        for preset in self.history.presets(game) if game else []:
            self.preset_box.addItem(texts.preset_name(game, preset), preset)
        self.preset_box.blockSignals(False)
        self._fill_high_scores()
        self.chart_player.blockSignals(True)
        self.chart_player.clear()
        self.chart_player.addItem(self.tr("All players"), None)
        for row in range(self.players.rowCount()):
            item = self.players.item(row, 0)
            name = item.text() if item is not None else ""
            self.chart_player.addItem(name, name)
        self.chart_player.blockSignals(False)
        self._fill_chart()

    def _fill_players(self, game: str) -> None:
        stats = self.history.player_stats(game) if game else []
        self.players.setRowCount(len(stats))
        for row, s in enumerate(stats):
            rate = "" if s.bonus_rate is None else f"{100 * s.bonus_rate:.0f}%"
            values = (s.name, s.games, s.wins, f"{s.average:.1f}", s.best,
                      "" if s.five_kinds is None else s.five_kinds, rate)
            for col, value in enumerate(values):
                self.players.setItem(row, col, _item(value, align_right=col > 0))

    @Slot()
    def _fill_high_scores(self) -> None:
        game, preset = self.current_game(), self.preset_box.currentData()
        rows = self.history.high_scores(game, preset) if game and preset else []
        self.high_scores.setRowCount(len(rows))
        if rows:
            self.note.setText(self.tr("Games where hints or undo were used are not listed."))
        else:
            self.note.setText(self.tr("None yet: games with hints or undo are not listed."))
        for row, h in enumerate(rows):
            values = (row + 1, h.name, h.total, local_date(h.played_at))
            for col, value in enumerate(values):
                self.high_scores.setItem(row, col, _item(value, align_right=col in (0, 2)))

    @Slot()
    def _fill_chart(self) -> None:
        game = self.current_game()
        name = self.chart_player.currentData()
        self.chart.set_scores(self.history.scores(game, name) if game else [])
