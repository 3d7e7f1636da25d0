"""History's daily list: each stored game of today's dice — its day, the game, the player's
score beside what ``hard`` made of the same dice, for the record or practice. In Thousand a
score is the points at the end and the turns they took (the race to 1000 is won in fewer)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from kosci_gui.engine.games import describe
from kosci_gui.gui.games import game_name
from kosci_gui.gui.words.retranslating import Retranslating
from kosci_gui.gui.words.texts import turns_text
from kosci_gui.storage.daily_games import DailyEntry, Queries, daily_list


def result_text(game: str, points: int | None, turns: int | None) -> str:
    """A daily result as the player reads it: "249"; Thousand: "1000 in 27 turns"; "—" while
    it is not known."""
    if points is None:
        return "—"
    # a game with a scorecard has as many turns for everyone; a race (no card) does not
    if describe(game).card is not None or turns is None:
        return str(points)
    return QCoreApplication.translate("DailyList", "{points} in {turns}").format(
        points=points, turns=turns_text(turns))


def played_text(entry: DailyEntry) -> str:
    """One day's game played, in a line: "Classic: 249 (the hard computer: 231)"."""
    score = result_text(entry.game, entry.score, entry.turns)
    hard = result_text(entry.game, entry.hard, entry.hard_turns)
    return QCoreApplication.translate(
        "DailyList", "{game}: {score} (the hard computer: {hard})").format(
        game=game_name(entry.game), score=score, hard=hard)


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
                      result_text(e.game, e.score, e.turns),
                      result_text(e.game, e.hard, e.hard_turns),
                      self.tr("practice") if e.practice else self.tr("for the record"))
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.setItem(r, c, item)
