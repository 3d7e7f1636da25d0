"""Try again: a decision of a finished game (a mistake of the analysis, or the end dialog's
costliest) played again on the table as a practice game — the same dice, holds and card,
the rest of the turn's throws from the record — and, once the player has decided, the new
choice beside the one made in the game and the best, with what each is worth.

The practice game carries ``meta.practice`` (:mod:`kosci_gui.storage.daily_games`): it goes
on to its end like any game and is listed in History, but stays out of the statistics and
high scores."""

from __future__ import annotations

import logging
import time
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.ai.analysis import Advisor, Analyser
from kosci_gui.ai.kosci_decisions import Decision
from kosci_gui.ai.try_again import Comparison, TryAgain
from kosci_gui.engine.errors import RecordError
from kosci_gui.engine.games import make_rules
from kosci_gui.engine.moves import Move
from kosci_gui.gui.games import game_name
from kosci_gui.gui.look.room import fitted_size
from kosci_gui.gui.play import computer
from kosci_gui.gui.words import decisions, texts
from kosci_gui.gui.words.retranslating import Retranslating
from kosci_gui.storage.daily_games import PRACTICE, practice_meta
from kosci_gui.storage.savefile import GameMeta, SavedGame

if TYPE_CHECKING:
    from kosci_gui.gui.keeping.saver import GameSaver

log = logging.getLogger(__name__)

# Time given to finding the costliest mistake per timer tick (ms), and how often to look
# again whether the advisor's model is ready.
SLICE_MS = 25
POLL_MS = 100


def own_turn(doc: dict[str, Any], turn: int) -> int:
    """Record turn index → that player's own turn number (1-based)."""
    turns = doc.get("turns", [])
    player = turns[turn].get("player")
    return sum(1 for t in turns[: turn + 1] if t.get("player") == player)


class ComparisonWindow(Retranslating, QDialog):
    """The new choice beside the game's and the best, each with its expected final score
    and the points it gives away; the whole in one sentence for a screen reader too."""

    def __init__(self, retry: TryAgain, comparison: Comparison, *, game_over: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tryAgainResult")
        self.retry = retry
        self.comparison = comparison
        #: The new choice ended the practice game (its end dialog waits for this window).
        self.game_over = game_over
        self.head = QLabel()
        self.head.setWordWrap(True)
        self.table = QTableWidget(3, 3)
        self.table.setObjectName("comparison")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.summary = QLabel()
        self.summary.setObjectName("verdict")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.practice = QLabel()
        self.practice.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.head)
        layout.addWidget(self.table)
        layout.addWidget(self.summary)
        layout.addWidget(self.practice)
        layout.addWidget(buttons)
        self.retranslate_ui()
        self.resize(fitted_size(self, QSize(560, self.sizeHint().height())))

    def rows(self) -> list[tuple[str, str, float, float]]:
        """(whose, the choice, its expected final score, points lost) for the three rows."""
        c, dice, kind = self.comparison, self.retry.dice, str(self.retry.doc.get("game"))
        return [(self.tr("Your new choice"), decisions.move_text(kind, c.new.move, dice),
                 c.new.value, c.new_loss),
                (self.tr("Your choice in the game"),
                 decisions.move_text(kind, c.original.move, dice), c.original.value,
                 c.original_loss),
                (self.tr("The best"), decisions.move_text(kind, c.best.move, dice),
                 c.best.value, 0.0)]

    def verdict(self) -> str:
        c = self.comparison
        if c.new_loss <= 0.05:
            return self.tr("Your new choice is the best one (the choice in the game lost "
                           "{lost:.1f} points).").format(lost=c.original_loss)
        if c.new_loss < c.original_loss - 0.05:
            return self.tr("Better: your new choice loses {new:.1f} points against the best, "
                           "the choice in the game lost {old:.1f}.").format(
                new=c.new_loss, old=c.original_loss)
        return self.tr("Not better: your new choice loses {new:.1f} points against the best, "
                       "the choice in the game lost {old:.1f}.").format(
            new=c.new_loss, old=c.original_loss)

    def retranslate_ui(self) -> None:
        retry = self.retry
        self.setWindowTitle(self.tr("Tried again — {game}").format(
            game=game_name(str(retry.doc.get("game")))))
        self.head.setText(self.tr("Turn {turn}, after roll {roll}: dice {dice}, {rolls}.").format(
            turn=own_turn(retry.doc, retry.turn), roll=retry.throw,
            dice=" ".join(map(str, retry.dice)),
            rolls=texts.rolls_left_text(retry.position.rolls_left)))
        self.table.setHorizontalHeaderLabels([self.tr("Choice"),
                                              self.tr("Expected final score"),
                                              self.tr("Points lost")])
        self.table.setAccessibleName(self.tr("The choices compared"))
        lines = []
        for r, (whose, move, value, lost) in enumerate(self.rows()):
            for c, text in enumerate((f"{whose}: {move}", f"{value:.1f}", f"{lost:.1f}")):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
            lines.append(self.tr("{whose}: {move}, expected final score {value:.1f}, "
                                 "{lost:.1f} points lost.").format(
                whose=whose, move=move, value=value, lost=lost))
        self.table.resizeRowsToContents()
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height()
                                  + sum(self.table.rowHeight(r) for r in range(3))
                                  + 2 * self.table.frameWidth())
        self.summary.setText(self.verdict())
        if self.game_over:
            self.practice.setText(self.tr("That was the practice game's last choice: its end "
                                          "is shown when you close this window. It is not "
                                          "counted in the statistics or the high scores."))
        else:
            self.practice.setText(self.tr("The game goes on from here as practice: it is not "
                                          "counted in the statistics or the high scores."))
        self.setAccessibleName(self.windowTitle())
        #: Everything the window shows, in reading order (for a screen reader).
        self.setAccessibleDescription(" ".join(
            [self.head.text(), *lines, self.summary.text(), self.practice.text()]))


class TryAgainFlow(QObject):
    """Plays a decision again on the main window's table and compares the new choice."""

    #: The new choice was compared (the comparison window is shown).
    compared = Signal()

    def __init__(self, saver: GameSaver, window: QWidget) -> None:
        super().__init__(window)
        self.saver = saver
        self.window = window
        #: The advisor (None: the real one; tests give their own).
        self.advise: Advisor | None = None
        self.retry: TryAgain | None = None
        self.result: ComparisonWindow | None = None
        self._game: Any = None
        saver.controller.actionApplied.connect(self._acted)

    def start(self, doc: dict[str, Any], decision: Decision) -> bool:
        """Play ``decision`` of record ``doc`` again (after asking to leave an unfinished
        game); returns whether the position is on the table."""
        try:
            retry = TryAgain(doc, decision.turn, decision.roll, decision.chosen, self.advise)
            game = retry.game()
        except (RecordError, ValueError) as exc:
            log.warning("try again: the position cannot be rebuilt: %s", exc)
            return False
        if not self.saver.may_replace_game():
            return False
        origin = doc.get("meta", {}).get("id") if isinstance(doc.get("meta"), dict) else None
        meta = GameMeta(extra={PRACTICE: practice_meta(
            origin if isinstance(origin, str) else None, decision.turn, decision.roll)})
        self.retry, self._game = retry, game
        self.saver.load(SavedGame(game, None, {"open_scorecards": True}, meta))
        # the status line says what this position is until the first action, and a screen
        # reader speaks it (a changed status line alone is not read out)
        told = self.tr(
            "Trying again: turn {turn}, after roll {roll} — the choice made here lost "
            "{lost:.1f} points. Decide again; this practice game is not counted.").format(
            turn=own_turn(doc, decision.turn), roll=decision.roll, lost=decision.loss)
        self.saver.host.show_message(told)
        self.saver.controller.narrator.announce(told)
        return True

    @Slot(object)
    def _acted(self, move: Move | None) -> None:
        retry, game = self.retry, self._game
        if retry is None or self.saver.controller.game is not game:
            self.retry = self._game = None  # another game took the table
            return
        self.retry = self._game = None  # the decision is made: once
        if move is None:
            return  # the clock ran out: nothing was chosen
        comparison = retry.compare(move)
        if comparison is None:
            log.warning("try again: the advisor does not value %r", move)
            return
        if self.result is not None:
            self.result.close()
        self.result = ComparisonWindow(retry, comparison,
                                       game_over=game is not None and game.finished,
                                       parent=self.window)
        self.result.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.result.destroyed.connect(self._result_closed)
        self.result.show()
        self.compared.emit()

    @Slot()
    def _result_closed(self) -> None:
        self.result = None


class CostliestMistake(QObject):
    """Finds a finished game's costliest human mistake a slice at a time (the end dialog
    offers to try it again); the real advisor's model is made ready in the background
    first, as for the luck report."""

    found = Signal(object)

    def __init__(self, doc: dict[str, Any], advise: Advisor | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.analyser = Analyser(doc, advise)
        self.mistake: Decision | None = None
        self._model: Future[Any] | None = None
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._work)
        if self.analyser.finished:
            return
        if advise is None:
            self._model = computer.prepare_chances(make_rules(doc["game"], doc.get("rules")))
        self._timer.start(0)

    @Slot()
    def _work(self) -> None:
        if self._model is not None and not self._model.done():
            self._timer.setInterval(POLL_MS)
            return
        self._timer.setInterval(0)
        deadline = time.monotonic() + SLICE_MS / 1000
        try:
            while time.monotonic() < deadline:
                if not self.analyser.step():
                    self._timer.stop()
                    self._done()
                    return
        except Exception:
            log.exception("the costliest mistake could not be found")
            self._timer.stop()

    def _done(self) -> None:
        worst = [m for p in self.analyser.result.players for m in p.mistakes(1)]
        if worst:
            self.mistake = max(worst, key=lambda d: d.loss)
            self.found.emit(self.mistake)

    def stop(self) -> None:
        self._timer.stop()
