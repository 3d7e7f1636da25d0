"""The first game's tips in the window: a calm bar on a line of its own above the status line
(never over the dice or the card, never holding play), with the tip and a "Got it" button
that shows the next one; and Help → Teach me while I play, which asks for the tips in the
game on the table (or stops them)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Slot
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QStyle,
    QToolBar,
    QToolButton,
)

from kosci_gui.gui.play.coach import Coach
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.window.actions import SHORT_WINDOW
from kosci_gui.gui.words.access import name_toolbar_parts
from kosci_gui.gui.words.retranslating import Retranslating
from kosci_gui.gui.words.tips import tip_title

if TYPE_CHECKING:
    from kosci_gui.gui.play.controller import GameController


class TipPanel(QFrame):
    """The icon, the tip's words (as many lines as they need at the bar's width) and the
    "Got it" button, laid out together (a toolbar would put the button out of sight when
    the words are long)."""

    def __init__(self) -> None:
        super().__init__()
        self.icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.icon.setPixmap(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MessageBoxInformation).pixmap(size, size))
        self.label = QLabel()
        self.label.setObjectName("tipText")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.got_it = QToolButton()
        self.got_it.setObjectName("tipGotIt")
        self.got_it.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the table keeps the keyboard
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 2, 4, 2)
        row.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.label, 1)
        row.addWidget(self.got_it, 0, Qt.AlignmentFlag.AlignVCenter)
        self._words = ("", "")

    def say(self, title: str, text: str) -> None:
        """Show ``text`` after ``title`` (the whole of it in the tooltip too)."""
        self._words = (title, text)
        self.label.setToolTip(text)
        self.label.setAccessibleName(f"{title} {text}" if text else "")
        self.fit()

    def fit(self) -> None:
        """As many lines as the words need at the label's width; in a short window one line
        (the table needs the height: the rest is in the tooltip, and the screen reader
        was told it all)."""
        title, text = self._words
        width = self.label.width()
        window = self.window()
        if not text or width <= 0:
            self.label.setText("")
            return
        if window is not self and window.height() < SHORT_WINDOW:
            fm = self.label.fontMetrics()
            rest = fm.elidedText(text, Qt.TextElideMode.ElideRight,
                                 width - fm.horizontalAdvance(title + "  ") - 8)
            self.label.setText(f"<b>{escape(title, quote=False)}</b> {escape(rest, quote=False)}")
            self.label.setFixedHeight(fm.lineSpacing() + 2)
            return
        self.label.setText(f"<b>{escape(title, quote=False)}</b> {escape(text, quote=False)}")
        self.label.setFixedHeight(self.label.heightForWidth(width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()


class TipBar(Retranslating, QToolBar):
    """The tip on show (hidden while there is none)."""

    def __init__(self, coach: Coach, window: QMainWindow) -> None:
        super().__init__(window)
        self.coach = coach
        self.setObjectName("tipBar")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # not in the toolbars' context menu
        self.panel = TipPanel()
        self.panel.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.icon, self.label, self.got_it = self.panel.icon, self.panel.label, self.panel.got_it
        self.got_it.clicked.connect(coach.dismiss)
        self.addWidget(self.panel)
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self)
        coach.changed.connect(self._show)
        window.installEventFilter(self)  # (a window made short shows the tip on one line)
        self.retranslate_ui()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.panel.fit()
        return False

    @Slot()
    def _show(self) -> None:
        text = self.coach.text()
        self.setVisible(bool(text))
        self.panel.say(tip_title(), text)

    def retranslate_ui(self) -> None:
        self.got_it.setText(self.tr("Got it"))
        self.got_it.setToolTip(self.tr("Hide this tip (the next one shows when it applies)"))
        self.icon.setAccessibleName(self.tr("Tip"))
        self.setWindowTitle(self.tr("Tips"))
        name_toolbar_parts(self)
        self._show()

def teach_at(window: QMainWindow, controller: GameController, settings: Settings,
             action: QAction) -> Coach:
    """The coach of the ``controller``'s games, its bar in ``window`` and ``action`` (checked
    while the game on the table teaches) to ask for the tips or stop them."""
    coach = Coach(controller, settings, window)
    TipBar(coach, window)
    controller.gameStarted.connect(coach.game_started)
    controller.stateChanged.connect(coach.look)
    controller.gameFinished.connect(coach.game_finished)
    action.toggled.connect(lambda on: on != coach.teaching and coach.teach(on))
    coach.teachingChanged.connect(action.setChecked)
    if action.isChecked():  # (asked for before the table was made)
        coach.teach(True)
    return coach
