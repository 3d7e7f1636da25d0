"""The windows over finished games: History (every stored game), Statistics, and the
post-game Analysis (from the end dialog, from View, or for any stored game)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import QWidget

from kosci_gui.ai.analysis import analysable
from kosci_gui.gui.keeping.saver import GameSaver
from kosci_gui.gui.records.analysis_window import AnalysisWindow
from kosci_gui.gui.records.history_window import HistoryWindow
from kosci_gui.gui.records.stats_window import StatsWindow
from kosci_gui.storage.atomic import write_json_atomic


class RecordWindows(QObject):
    """Opens (and keeps) the history, statistics and analysis windows of a main window."""

    def __init__(self, saver: GameSaver, window: QWidget) -> None:
        super().__init__(window)
        self.saver = saver
        self.window = window
        self.history: HistoryWindow | None = None
        self.statistics: StatsWindow | None = None
        self.analysis: AnalysisWindow | None = None
        #: The advisor the analysis uses (None: the real one; tests give their own).
        self.advise: Any = None
        saver.gameStored.connect(self._refresh)

    @Slot()
    def _refresh(self) -> None:
        for window in (self.history, self.statistics):
            if window is not None:
                window.refresh()

    @Slot()
    def open_history(self) -> None:
        if self.history is None:
            self.history = HistoryWindow(self.saver.history, self.window)
            self.history.analysisRequested.connect(self.open_analysis_of_stored)
            self.history.saveRequested.connect(self.save_stored)
        else:
            self.history.refresh()
        self.history.show()
        self.history.raise_()

    @Slot()
    def open_statistics(self) -> None:
        if self.statistics is None:
            self.statistics = StatsWindow(self.saver.history, self.window)
        else:
            self.statistics.refresh()
        self.statistics.show()
        self.statistics.raise_()

    def open_analysis(self, doc: dict[str, Any], parent: QWidget | None = None) -> AnalysisWindow:
        window = AnalysisWindow(doc, self.advise, parent or self.window)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(self._analysis_closed)
        self.analysis = window
        window.show()
        return window

    @Slot()
    def _analysis_closed(self) -> None:
        self.analysis = None

    @Slot(int)
    def save_stored(self, game_id: int) -> None:
        """Save a stored game's record as a file (to replay it, or open it to look at)."""
        doc = self.saver.history.record(game_id)
        if doc is not None:
            self.saver.files.save_to_chosen(lambda path: write_json_atomic(path, doc))

    @Slot(int)
    def open_analysis_of_stored(self, game_id: int) -> None:
        doc = self.saver.history.record(game_id)
        if doc is not None:
            self.open_analysis(doc)

    @Slot()
    def open_analysis_of_game(self) -> None:
        doc = self.saver.finished_document()
        if doc is not None:
            self.open_analysis(doc)

    def can_analyse_game(self) -> bool:
        """Is there a finished game of a kind the analysis covers, with a human in it?"""
        game = self.saver.controller.game
        return (game is not None and game.finished and analysable(game.game)
                and any(not p.is_computer for p in game.players))
