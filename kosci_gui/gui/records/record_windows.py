"""The windows over finished games: History (every stored game), Statistics, and the
post-game Analysis (from the end dialog, from View, or for any stored game)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

from kosci_gui.gui.keeping.saver import GameSaver
from kosci_gui.storage.atomic import write_json_atomic
from kosci_gui.storage.daily_games import DAILY, is_practice

if TYPE_CHECKING:
    from kosci_gui.gui.records.analysis_window import AnalysisWindow
    from kosci_gui.gui.records.end_dialog import EndDialog
    from kosci_gui.gui.records.history_window import HistoryWindow
    from kosci_gui.gui.records.stats_window import StatsWindow
    from kosci_gui.gui.records.try_again import CostliestMistake, TryAgainFlow


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
        self._try_again: TryAgainFlow | None = None
        saver.gameStored.connect(self._refresh)

    @property
    def try_again(self) -> TryAgainFlow:
        """A mistake played again as practice (made, with the AI it asks, the first time)."""
        if self._try_again is None:
            from kosci_gui.gui.records.try_again import TryAgainFlow

            self._try_again = TryAgainFlow(self.saver, self.window)
        return self._try_again

    @Slot()
    def _refresh(self) -> None:
        for window in (self.history, self.statistics):
            if window is not None:
                window.refresh()

    @Slot()
    def open_history(self) -> None:
        if self.history is None:
            from kosci_gui.gui.records.history_window import HistoryWindow

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
            from kosci_gui.gui.records.stats_window import StatsWindow

            self.statistics = StatsWindow(self.saver.history, self.window)
        else:
            self.statistics.refresh()
        self.statistics.show()
        self.statistics.raise_()

    def open_analysis(self, doc: dict[str, Any], parent: QWidget | None = None) -> AnalysisWindow:
        from kosci_gui.gui.records.analysis_window import AnalysisWindow

        window = AnalysisWindow(doc, self.advise, parent or self.window)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(self._analysis_closed)
        window.tryAgainRequested.connect(lambda d: self.start_try_again(window.doc, d))
        self.analysis = window
        window.show()
        return window

    def start_try_again(self, doc: dict[str, Any], decision: Any) -> None:
        self.try_again.advise = self.advise
        self.try_again.start(doc, decision)

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
        if game is None or not game.finished:
            return False
        from kosci_gui.ai.analysis import analysable  # (numpy and the AI: not before a game ends)

        return (analysable(game.game)
                and any(not p.is_computer for p in game.players))

    def open_end_dialog(self, run_dialog: Callable[[QDialog], int],
                        new_game: Callable[[], None]) -> None:
        """The end of the game on the table: the ranking, what luck did, at a table across
        computers whether the dice checked; Analysis, Undo of the last box (when allowed),
        New game, or Play again at the same table."""
        ctl = self.saver.controller
        game = ctl.game
        if game is None or not game.finished:
            return
        from kosci_gui.gui.records.end_dialog import EndDialog

        moment = ctl.last_moment
        remote = ctl.remote
        dialog = EndDialog(game, self.window, assisted=self.saver.meta.assisted,
                           moment=moment.text if moment is not None else None,
                           dice=remote.verdict if remote is not None else None,
                           daily=self.saver.meta.extra.get(DAILY),
                           practice=is_practice(self.saver.meta.extra))
        doc = self.saver.finished_document() if self.can_analyse_game() else None
        costliest = None
        if doc is not None:
            # the end dialog closes first: a modal dialog left behind would hold the input
            self._end_button(dialog, self.tr("&Analysis…"), "analysisButton", EndDialog.ANALYSIS)
            costliest = self._costliest_button(dialog, doc)
        undoing = self.saver.undoing
        if undoing.possible_after_end():
            # the last box, written a moment before the computers ended the game, may be
            # taken back: the game goes on (assisted)
            self._end_button(dialog, undoing.after_end_text(), "undoButton", EndDialog.UNDO)
        if remote is not None and remote.seat is not None:
            self._end_button(dialog, self.tr("&Play again at this table"), "againButton",
                             EndDialog.AGAIN)
        result = run_dialog(dialog)
        dialog.deleteLater()
        if costliest is not None:
            costliest.stop()
        if result == EndDialog.TRY_AGAIN and costliest is not None and doc is not None:
            assert costliest.mistake is not None  # (the button waits for it)
            self.start_try_again(doc, costliest.mistake)
        if result == EndDialog.UNDO:
            undoing.undo(after_end=True)
        elif result == EndDialog.NEW_GAME:
            new_game()
        elif result == EndDialog.ANALYSIS:
            self.open_analysis_of_game()
        elif result == EndDialog.AGAIN and remote is not None:
            remote.link.again()

    def _costliest_button(self, dialog: EndDialog, doc: dict[str, Any]) -> CostliestMistake:
        """Try again the game's costliest mistake: the button waits (disabled) until the
        mistake is found, and stays hidden when there is none."""
        from kosci_gui.gui.records.end_dialog import EndDialog
        from kosci_gui.gui.records.try_again import CostliestMistake, own_turn

        button = self._end_button(dialog, self.tr("Try the costliest &mistake again"),
                                  "tryAgainButton", EndDialog.TRY_AGAIN)
        button.setEnabled(False)
        costliest = CostliestMistake(doc, self.advise, dialog)

        def found(decision: Any) -> None:
            button.setToolTip(self.tr("Turn {turn}, after roll {roll}: {lost:.1f} points "
                                      "lost").format(turn=own_turn(doc, decision.turn),
                                                     roll=decision.roll, lost=decision.loss))
            button.setAccessibleDescription(button.toolTip())
            button.setEnabled(True)

        costliest.found.connect(found)
        return costliest

    @staticmethod
    def _end_button(dialog: EndDialog, text: str, name: str, code: int) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(lambda: dialog.done(code))
        dialog.add_button(button)
        return button
