"""The post-game analysis window (Kości family): for each human player every decision with
the choice made, the best choice and the expected points lost, the total, and the three
costliest mistakes with the position (dice, holds, card). The analysis runs in small steps
on a timer, so the window stays responsive."""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.ai.analysis import Advisor, Analyser, PlayerAnalysis
from kosci_gui.ai.kosci_decisions import Decision
from kosci_gui.ai.reasons import Reason
from kosci_gui.engine.moves import Roll
from kosci_gui.gui.games import game_name
from kosci_gui.gui.look.room import fitted_size
from kosci_gui.gui.words import boxes, decisions, texts
from kosci_gui.gui.words.retranslating import Retranslating
from kosci_gui.gui.words.why_texts import why_lines

log = logging.getLogger(__name__)

#: Time given to the analysis per timer tick (ms): the rest goes to the event loop.
SLICE_MS = 40


class PositionView(QWidget):
    """The dice of a decision: the dice the player held outlined and marked, the dice the
    advisor would have held drawn with a dashed outline."""

    def __init__(self, dice: Sequence[int], chosen: Sequence[int], best: Sequence[int],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dice = tuple(dice)
        self.chosen = set(chosen)
        self.best = set(best)
        self.setMinimumSize(self.sizeHint())
        self.setAccessibleName(self.tr("Dice: {dice}").format(
            dice=" ".join(map(str, self.dice))))

    def sizeHint(self) -> QSize:
        return QSize(5 * 40 + 4 * 6, 58)

    def paintEvent(self, event: QPaintEvent) -> None:
        from kosci_gui.gui.look.dice_art import paint_lying_die

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = min(40.0, (self.width() - 4 * 6) / 5)
        fm = p.fontMetrics()
        for i, value in enumerate(self.dice):
            rect = QRectF(i * (size + 6), 2, size, size)
            paint_lying_die(p, rect, value, self.palette(), outlined=i in self.chosen,
                      suggested=i in self.best and i not in self.chosen)
            if i in self.chosen:
                p.setPen(self.palette().color(self.foregroundRole()))
                p.drawText(QRectF(rect.left(), rect.bottom() + 1, size, fm.height()),
                           Qt.AlignmentFlag.AlignHCenter, self.tr("held"))


def why_text(line: str, found: Sequence[Reason], columns: int) -> list[str]:
    """A mistake's reasons on one line after ``line``'s words ("" when there are none)."""
    lines = why_lines(found, columns)
    return [line.format(why=" ".join(lines))] if lines else []


def held_of(move: Any) -> tuple[int, ...]:
    return tuple(move.held) if isinstance(move, Roll) else ()


class AnalysisWindow(Retranslating, QDialog):
    """Analysis of one game record; shown with ``show()``, never blocking the game."""

    #: Try again was asked for a mistake (its :class:`Decision`; the record is ``doc``).
    tryAgainRequested = Signal(object)

    def __init__(self, doc: dict[str, Any], advise: Advisor | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.kind = str(doc.get("game", ""))
        self.resize(fitted_size(self, QSize(920, 700)))
        self.analyser = Analyser(doc, advise)
        self._turn_numbers = self._number_turns(doc)

        self.progress = QProgressBar()
        self.progress.setRange(0, max(1, self.analyser.total))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.tabs = QTabWidget()
        self.tabs.setVisible(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)

        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._work)
        if not self.analyser.result.supported or not self.analyser.result.players:
            self.progress.setVisible(False)
        else:
            self._timer.start()
        self._say_status()

    def retranslate_ui(self) -> None:
        self._say_status()
        if self.tabs.count():  # the pages are made with their words
            current = self.tabs.currentIndex()
            self._fill_tabs()
            self.tabs.setCurrentIndex(current)

    def _say_status(self) -> None:
        self.setWindowTitle(self.tr("Analysis — {game}").format(game=game_name(self.kind)))
        self.progress.setAccessibleName(self.tr("Analysis progress"))
        result = self.analyser.result
        if not result.supported:
            self.status.setText(self.tr("{game} games are not analysed.").format(
                game=game_name(self.kind)))
        elif not result.players:
            self.status.setText(self.tr("Only computer players played this game."))
        elif not self.analyser.finished:
            self.status.setText(self.tr("Analysing the game…"))
        else:
            self.status.setText(self.tr("Expected points lost compare each choice with the "
                                        "best one, as the advisor values them."))

    @staticmethod
    def _number_turns(doc: dict[str, Any]) -> dict[int, int]:
        """Record turn index → that player's own turn number (1-based)."""
        counts: dict[int, int] = {}
        out = {}
        for t, turn in enumerate(doc.get("turns", [])):
            p = turn.get("player")
            counts[p] = counts.get(p, 0) + 1
            out[t] = counts[p]
        return out

    def is_done(self) -> bool:
        return self.analyser.finished

    @Slot()
    def _work(self) -> None:
        deadline = time.monotonic() + SLICE_MS / 1000
        try:
            while time.monotonic() < deadline:
                if not self.analyser.step():
                    self._timer.stop()
                    self._show_result()
                    return
        except Exception as exc:
            # the advisor failed: say so (and log it) instead of showing a partial analysis
            log.exception("the analysis failed")
            self._timer.stop()
            self.progress.setVisible(False)
            self.status.setText(self.tr("The analysis failed: {error}").format(
                error=str(exc) or type(exc).__name__))
            return
        self.progress.setValue(self.analyser.done_count)

    def run_to_end(self) -> None:
        """Finish the analysis now (tests, and a window closed early)."""
        self._timer.stop()
        self.analyser.run()
        self._show_result()

    def _show_result(self) -> None:
        if self.tabs.count():
            return
        self.progress.setVisible(False)
        self._fill_tabs()
        self._say_status()
        self.tabs.setVisible(True)

    def _fill_tabs(self) -> None:
        while self.tabs.count():
            page = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if page is not None:
                page.deleteLater()
        for player in self.analyser.result.players:
            # (a page scrolls where the screen is short of room: large text, a small screen)
            area = QScrollArea()
            area.setFrameShape(QFrame.Shape.NoFrame)
            area.setWidgetResizable(True)
            area.setWidget(self._player_page(player))
            self.tabs.addTab(area, player.name)

    # -- texts -------------------------------------------------------------------------------

    def move_text(self, move: Any, dice: Sequence[int]) -> str:
        return decisions.move_text(self.kind, move, dice)

    def card_text(self, decision: Decision) -> str:
        parts = []
        for c, column in enumerate(decision.position.cells):
            cells = ", ".join(f"{boxes.box_name(box)} "
                              f"{'—' if value is None else value}"
                              for box, value in column.items())
            parts.append(f"×{c + 1}: {cells}" if len(decision.position.cells) > 1 else cells)
        return "\n".join(parts)

    def where_text(self, decision: Decision) -> str:
        return self.tr("Turn {turn}, after roll {roll}").format(
            turn=self._turn_numbers.get(decision.turn, decision.turn + 1), roll=decision.roll)

    # -- pages ----------------------------------------------------------------------------

    def _player_page(self, player: PlayerAnalysis) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        summary = self.tr("Expected points lost in this game: {lost:.1f} over {n} decisions."
                          ).format(lost=player.total_loss, n=len(player.decisions))
        if player.unvalued:
            summary += " " + self.tr("{n} decisions could not be valued.").format(
                n=player.unvalued)
        total = QLabel(summary)
        total.setWordWrap(True)
        total.setObjectName("total")
        layout.addWidget(total)

        worst = player.mistakes(3)
        group = QGroupBox(self.tr("The costliest mistakes"))
        group_layout = QHBoxLayout(group)
        if not worst:
            group_layout.addWidget(QLabel(self.tr("No mistakes: every choice was the best.")))
        for decision in worst:
            group_layout.addWidget(self._mistake_view(decision), 1)
        if worst:
            group_layout.addStretch(3 - len(worst))
        layout.addWidget(group)
        legend = QLabel(self.tr("Dice outlined and marked \"held\": the dice held by the "
                                "player. Dashed outline: the dice the advisor would hold."))
        legend.setWordWrap(True)
        layout.addWidget(legend)

        table = QTableWidget(len(player.decisions), 6)
        table.setObjectName("decisions")
        table.setAccessibleName(self.tr("Every decision"))
        table.setHorizontalHeaderLabels([self.tr("Turn"), self.tr("Roll"), self.tr("Dice"),
                                         self.tr("Choice"), self.tr("Best"),
                                         self.tr("Points lost")])
        table.verticalHeader().setVisible(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (3, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        for r, d in enumerate(player.decisions):
            dice = d.position.dice
            chosen = self.move_text(d.chosen, dice)
            if d.automatic:
                chosen = self.tr("{move} (written automatically)").format(move=chosen)
            values = (self._turn_numbers.get(d.turn, d.turn + 1), d.roll,
                      " ".join(map(str, dice)), chosen, self.move_text(d.best, dice),
                      f"{d.loss:.1f}" if d.loss > 0.05 and not d.automatic else "")
            for c, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                if c in (0, 1, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if any(d is m for m in worst):
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, c, item)
        layout.addWidget(table, 1)
        return page

    def _mistake_view(self, d: Decision) -> QWidget:
        box = QFrame()
        box.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(box)
        head = QLabel(self.tr("{where}: {lost:.1f} points lost").format(
            where=self.where_text(d), lost=d.loss))
        head.setWordWrap(True)
        font = head.font()
        font.setBold(True)
        head.setFont(font)
        layout.addWidget(head)
        layout.addWidget(PositionView(d.position.dice, held_of(d.chosen), held_of(d.best)))
        rolls = texts.rolls_left_text(d.position.rolls_left)
        lines = [
            self.tr("Dice {dice}, {rolls}.").format(
                dice=" ".join(map(str, d.position.dice)), rolls=rolls),
            self.tr("Chosen: {move} (expected final score {value:.1f})").format(
                move=self.move_text(d.chosen, d.position.dice), value=d.chosen_value),
            self.tr("Best: {move} (expected final score {value:.1f})").format(
                move=self.move_text(d.best, d.position.dice), value=d.best_value),
            *why_text(self.tr("Why the choice: {why}"), d.chosen_why, len(d.position.cells)),
            *why_text(self.tr("Why the best: {why}"), d.best_why, len(d.position.cells)),
        ]
        text = QLabel("\n".join(lines))
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(text)
        card = QLabel(self.tr("Card: {card}").format(card=self.card_text(d)))
        card.setWordWrap(True)
        small = card.font()
        small.setPointSizeF(small.pointSizeF() * 0.85)
        card.setFont(small)
        layout.addWidget(card)
        again = QPushButton(self.tr("&Try again"))
        again.setObjectName("tryAgainButton")
        again.setAccessibleName(self.tr("Try again: {where}").format(where=self.where_text(d)))
        again.clicked.connect(lambda: self.tryAgainRequested.emit(d))
        layout.addWidget(again, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        return box
