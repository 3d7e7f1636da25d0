"""The first game's tips in the window: a calm bar on a line of its own above the status line
(never over the dice or the card, never holding play), with the tip and a "Got it" button
that shows the next one — or its key, Help → Got it (Escape); and Help → Teach me while I
play, which asks for the tips in the game on the table (or stops them).

The bar never keeps the keyboard from the table: its button is reached only by Tab (Return
presses it; Space still rolls), and when the tip it was on goes the focus goes back to the
table."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Slot
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QStyle,
    QToolBar,
    QToolButton,
)

from kosci_gui.gui.look.room import SHORT_WINDOW
from kosci_gui.gui.play.coach import Coach
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.words.access import name_toolbar_parts
from kosci_gui.gui.words.retranslating import Retranslating
from kosci_gui.gui.words.tips import tip_title

if TYPE_CHECKING:
    from kosci_gui.gui.play.controller import GameController


class GotIt(QToolButton):
    """The "Got it" button: reached by Tab only (a click does not take the table's
    keyboard); while it has the focus Return presses it, and the game's keys stay the
    game's: Space rolls, as everywhere in the window. (Focus can land here without the
    player asking: Qt moves it on when the focused die or button is disabled, at the end of
    a turn; a Space taken from the table there would leave the player stuck.)"""

    KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("tipGotIt")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def event(self, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() in self.KEYS and not event.modifiers()):
            event.accept()  # (no window shortcut uses them; kept from any that might)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in self.KEYS and not event.modifiers():
            self.click()
            return
        super().keyPressEvent(event)


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
        self.got_it = GotIt()
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
    """The tip on show (hidden while there is none); ``dismiss``: the window's action that
    hides it from the keyboard (enabled while a tip shows); ``focus_table``: puts the
    keyboard back on the table."""

    def __init__(self, coach: Coach, window: QMainWindow, dismiss: QAction,
                 focus_table: Callable[[], None]) -> None:
        super().__init__(window)
        self.coach = coach
        self.dismiss = dismiss
        self.focus_table = focus_table
        self.setObjectName("tipBar")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # not in the toolbars' context menu
        self.panel = TipPanel()
        self.panel.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.icon, self.label, self.got_it = self.panel.icon, self.panel.label, self.panel.got_it
        self.got_it.clicked.connect(coach.dismiss)
        dismiss.triggered.connect(coach.dismiss)
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
        focused = QApplication.focusWidget()
        had_focus = focused is not None and self.isAncestorOf(focused)
        self.setVisible(bool(text))
        self.dismiss.setEnabled(bool(text))
        self.panel.say(tip_title(), text)
        if had_focus:
            # the tip the keyboard was on went: back to the table (not to the next tip's
            # button, nor to the next widget in the chain), where the game's keys work
            self.focus_table()

    def retranslate_ui(self) -> None:
        self.got_it.setText(self.tr("Got it"))
        key = self.dismiss.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.got_it.setToolTip(self.tr("Hide this tip ({key}); the next one shows when it "
                                       "applies").format(key=key))
        self.got_it.setAccessibleDescription(self.got_it.toolTip())
        self.icon.setAccessibleName(self.tr("Tip"))
        self.setWindowTitle(self.tr("Tips"))
        name_toolbar_parts(self)
        self._show()

def teach_at(window: QMainWindow, controller: GameController, settings: Settings,
             action: QAction, dismiss: QAction, focus_table: Callable[[], None]) -> Coach:
    """The coach of the ``controller``'s games, its bar in ``window`` and ``action`` (checked
    while the game on the table teaches) to ask for the tips or stop them; ``dismiss`` hides
    the tip on show, ``focus_table`` gives the keyboard back to the table."""
    coach = Coach(controller, settings, window)
    TipBar(coach, window, dismiss, focus_table)
    controller.gameStarted.connect(coach.game_started)
    controller.stateChanged.connect(coach.look)
    controller.gameFinished.connect(coach.game_finished)
    action.toggled.connect(lambda on: on != coach.teaching and coach.teach(on))
    coach.teachingChanged.connect(action.setChecked)
    if action.isChecked():  # (asked for before the table was made)
        coach.teach(True)
    return coach
