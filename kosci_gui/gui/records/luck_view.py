"""What luck did in a finished game, for the end dialog and History: one sentence (how close
each human played to perfect, and to whom the dice were kinder), every player's figures, and
the chart of each player's chance to win turn by turn.

The report comes from :mod:`kosci_gui.ai.luck` and is worked out a turn at a time in the GUI
thread's idle moments (:class:`LuckWork`), once the model of the game's rules is ready (it
is made in the background): the dialog opens at once and fills in when the figures are
known.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QLocale, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.ai import advise_values
from kosci_gui.ai.analysis import analysable
from kosci_gui.ai.kosci_decisions import decision_points, evaluate
from kosci_gui.ai.luck import POINTS, WIN_CHANCE, SeatLuck, luck_steps, win_odds_steps
from kosci_gui.ai.reasons import Reason
from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.games import make_rules
from kosci_gui.engine.moves import Write
from kosci_gui.engine.rules import Rules
from kosci_gui.gui.play import computer
from kosci_gui.gui.table.chance_chart import ChanceChart
from kosci_gui.gui.words import texts

log = logging.getLogger(__name__)

#: Time given to the report per tick of the event loop (ms).
SLICE_MS = 25
#: How often to look again whether the model is ready (ms).
POLL_MS = 100
#: Below these a player played perfectly, and the dice were even-handed (per unit).
PERFECT = {POINTS: 0.05, WIN_CHANCE: 0.005}
PERFECT_TURNS = 0.05


class LuckWork(QObject):
    """The luck report and the win-chance series of one finished game's record."""

    #: Everything is known (or the work failed: ``error``).
    done = Signal()

    def __init__(self, doc: dict[str, Any], parent: QObject | None = None, *,
                 prepare: Callable[[Rules], Future[Any]] = computer.prepare_chances) -> None:
        super().__init__(parent)
        self.doc = doc
        self.players: list[dict[str, Any]] = list(doc.get("players", []))
        self.report: list[SeatLuck] | None = None
        self.series: list[list[float]] | None = None
        #: What each chance weighs, at each point of the series (a reason per seat).
        self.basis: list[tuple[Reason | None, ...]] = []
        self.error: str | None = None
        self.finished = False
        self._steps = self._run()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._work)
        try:
            self._future: Future[Any] | None = prepare(make_rules(doc["game"], doc.get("rules")))
        except (KeyError, RuleError) as exc:
            self._future = None
            self._fail(exc)
            return
        self._timer.start(0)

    def _run(self) -> Iterator[None]:
        for report in luck_steps(self.doc):
            if report is not None:
                self.report = report
            yield
        yield from self._leave_out_automatic_writes()
        if len(self.players) > 1:
            for odds in win_odds_steps(self.doc):
                if odds is not None:
                    self.series = [o.chances for o in odds]
                    self.basis = [o.basis for o in odds]
                yield

    def _leave_out_automatic_writes(self) -> Iterator[None]:
        """A box the auto-write wrote is not the player's decision: its cost leaves their
        decision loss, as in the analysis (one figure in both)."""
        if self.report is None or not analysable(self.doc.get("game", "")):
            return
        lost = [0.0] * len(self.report)
        for point in decision_points(self.doc):
            if isinstance(point.chosen, Write) and point.chosen.automatic:
                decision = evaluate(point, advise_values(point.game))
                if decision is not None:
                    lost[point.player] += decision.loss
                yield
        self.report = [replace(s, decision_loss=max(0.0, s.decision_loss - lost[s.seat]))
                       for s in self.report]

    def stop(self) -> None:
        self._timer.stop()

    @Slot()
    def _work(self) -> None:
        assert self._future is not None
        if not self._future.done():
            self._timer.setInterval(POLL_MS)
            return
        self._timer.setInterval(0)
        deadline = time.monotonic() + SLICE_MS / 1000
        try:
            self._future.result()
            while time.monotonic() < deadline:
                next(self._steps)
        except StopIteration:
            self._timer.stop()
            self.finished = True
            self.done.emit()
        except Exception as exc:  # the report is an extra: say it failed, keep the dialog
            log.exception("the luck report failed")
            self._fail(exc)

    def _fail(self, exc: BaseException) -> None:
        self._timer.stop()
        self.error = str(exc) or type(exc).__name__
        self.finished = True
        self.done.emit()

    def run_to_end(self) -> None:
        """Finish now (tests; the model is waited for)."""
        if self.finished:
            return
        self._timer.stop()
        assert self._future is not None
        try:
            self._future.result()
            for _ in self._steps:
                pass
        except Exception as exc:
            log.exception("the luck report failed")
            self._fail(exc)
            return
        self.finished = True
        self.done.emit()


def points_figure(value: float) -> str:
    """Points to a tenth ("138.1"), written as the analysis writes them."""
    return f"{value:.1f}"


class LuckWords(QObject):
    """The report in the player's language."""

    def amount(self, value: float, unit: str) -> str:
        if unit == POINTS:  # to a tenth, as the analysis counts them
            return self.tr("{points} points").format(points=points_figure(value))
        if unit == WIN_CHANCE:
            return texts.percent_text(value)
        return self.tr("{turns} turns").format(turns=QLocale().toString(value, "f", 1))

    def sentence(self, report: list[SeatLuck], humans: set[int]) -> str:
        """"Ola played within 4 points of perfect; the dice were 31 points kinder to Bot." """
        if not report:
            return ""
        unit = report[0].unit
        perfect = PERFECT.get(unit, PERFECT_TURNS)
        judged = [s for s in report if s.seat in humans] or report
        parts = []
        for seat in judged:
            if seat.decision_loss < perfect:
                parts.append(self.tr("{player} played perfectly").format(player=seat.name))
            elif unit == POINTS:
                parts.append(self.tr("{player} played within {amount} of perfect").format(
                    player=seat.name, amount=self.amount(seat.decision_loss, unit)))
            else:
                parts.append(self.tr("{player}'s decisions cost {amount}").format(
                    player=seat.name, amount=self.amount(seat.decision_loss, unit)))
        if len(report) > 1:
            ranked = sorted(report, key=lambda s: s.dice_luck)
            low, high = ranked[0], ranked[-1]
            gap = high.dice_luck - low.dice_luck
            if gap < perfect * 2:
                parts.append(self.tr("the dice were even-handed"))
            elif len(report) == 2:
                parts.append(self.tr("the dice were {amount} kinder to {player}").format(
                    amount=self.amount(gap, unit), player=high.name))
            else:
                parts.append(self.tr(
                    "the dice were kindest to {best} and hardest on {worst}, {amount} apart"
                ).format(best=high.name, worst=low.name, amount=self.amount(gap, unit)))
        text = "; ".join(parts)
        return text[:1].upper() + text[1:] + "."

    def signed(self, value: float, unit: str) -> str:
        sign = "+" if value >= 0 else "−"
        return sign + self.amount(abs(value), unit)

    def signed_figures(self, report: list[SeatLuck]) -> list[tuple[str, str]]:
        """Every player's two figures: ("−4 points", "+12 points") — the decisions, the dice."""
        return [(self.signed(-s.decision_loss, s.unit), self.signed(s.dice_luck, s.unit))
                for s in report]



class LuckPanel(QWidget):
    """The sentence, the figures and the chart of one game (or what stands in for them)."""

    #: The report is worked out and shown (its figures and chart now take their room).
    shown = Signal()

    def __init__(self, parent: QWidget | None = None, *, legend: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("luckPanel")
        #: Is the line saying what the figures mean shown under them (the end dialog; in
        #: History it is the table's tooltip only: the window is kept small)?
        self.with_legend = legend
        self.work: LuckWork | None = None
        self.words = LuckWords(self)
        self.sentence = QLabel(self)
        self.sentence.setObjectName("luckSentence")
        self.sentence.setWordWrap(True)
        self.sentence.setAlignment(Qt.AlignmentFlag.AlignCenter)
        #: Each player's two figures, a table a screen reader reads by its headers.
        self.figures = QTableWidget(0, 2, self)
        self.figures.setObjectName("luckFigures")
        self.figures.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.figures.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.figures.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.figures.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.figures.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.figures.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.figures.hide()
        #: What the two figures mean, under them.
        self.legend = QLabel(self)
        self.legend.setObjectName("luckLegend")
        self.legend.setWordWrap(True)
        self.legend.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.legend.hide()
        self.chart = ChanceChart(self)
        self.chart.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.sentence)
        layout.addWidget(self.figures)
        layout.addWidget(self.legend)
        layout.addWidget(self.chart, 1)

    def show_game(self, doc: dict[str, Any] | None) -> None:
        """Work out and show the report of this record (None: nothing to show)."""
        if self.work is not None:
            self.work.stop()
            self.work.deleteLater()
            self.work = None
        self.chart.hide()
        self.figures.setRowCount(0)
        self.figures.hide()
        self.legend.hide()
        if doc is None:
            self.sentence.clear()
            return
        self.sentence.setText(self.tr("Working out what luck did…"))
        self.work = LuckWork(doc, self)
        self.work.done.connect(self._show)
        if self.work.finished:
            self._show()

    @Slot()
    def _show(self) -> None:
        work = self.work
        if work is None:
            return
        if work.error is not None or work.report is None:
            self.sentence.setText(self.tr("What luck did could not be worked out: {error}").format(
                error=work.error or "—"))
            return
        humans = {i for i, p in enumerate(work.players) if p.get("type", "human") == "human"}
        self.sentence.setText(self.words.sentence(work.report, humans))
        self.fill_figures(work.report)
        if work.series and len(work.players) > 1:
            self.chart.set_series([p.get("name", "") for p in work.players], work.series,
                                  work.basis)
            self.chart.show()
        self.shown.emit()

    def fill_figures(self, report: list[SeatLuck]) -> None:
        """A row per player (headed by the name): what the decisions cost, what the dice
        gave; as tall as its rows."""
        table = self.figures
        table.setAccessibleName(self.tr("What luck did"))
        table.setHorizontalHeaderLabels([self.tr("Decisions"), self.tr("Dice")])
        table.setRowCount(len(report))
        table.setVerticalHeaderLabels([seat.name for seat in report])
        for row, (loss, luck) in enumerate(self.words.signed_figures(report)):
            for column, text in enumerate((loss, luck)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, column, item)
        table.resizeRowsToContents()
        table.setFixedHeight(table.horizontalHeader().sizeHint().height()
                             + sum(table.rowHeight(r) for r in range(len(report)))
                             + 2 * table.frameWidth())
        table.setVisible(bool(report))
        self.legend.setText(self.tr(
            "Decisions: what each player's choices cost against the best play (0: every "
            "choice was the best). Dice: how much more (+) or less (−) the dice gave than "
            "they give on average."))
        table.setToolTip(self.legend.text())
        table.setAccessibleDescription(self.legend.text())
        self.legend.setVisible(self.with_legend and bool(report))
