"""The status line, and a warning that stays in the window while it holds (under the toolbar,
above the game).

The status line is rewritten by the next move; a game that is not being saved, or a history
that cannot take finished games, must stay in sight until the problem is gone. The saver
sets and clears warnings by key; each is a function that builds its text, so it is built
again in the new language after a switch.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QSizePolicy, QStyle, QToolBar, QWidget

from kosci_gui.gui.words.access import announce, name_toolbar_parts
from kosci_gui.gui.words.retranslating import Retranslating


class StatusLine(QLabel):
    """What just happened, in the status bar: two lines (the table above does not move when
    a message is longer or shorter), more when a long message needs them in a narrow window
    (never cut off), the whole text in the tooltip, read out by a screen reader."""

    #: Lines the status line always has, and the most it grows to.
    LINES = 2
    MOST_LINES = 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusMessage")
        self.setWordWrap(True)
        self.setFixedHeight(self._height(self.LINES))
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def _height(self, lines: int) -> int:
        return self.fontMetrics().lineSpacing() * lines + 4

    def _fit(self) -> None:
        """As many lines as the text needs at this width (two at least)."""
        width = self.contentsRect().width() - 2 * max(0, self.margin())
        if width <= 0:
            return
        fm = self.fontMetrics()
        needed = fm.boundingRect(QRect(0, 0, width, 100_000),
                                 int(Qt.TextFlag.TextWordWrap), self.text()).height()
        lines = max(self.LINES, min(self.MOST_LINES, -(-needed // fm.lineSpacing())))
        if self.height() != self._height(lines):
            self.setFixedHeight(self._height(lines))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def say(self, text: str) -> None:
        self.setText(text)
        self.setToolTip(text)
        self.setAccessibleName(text)
        self._fit()
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))

    def announce(self, text: str, urgent: bool = False) -> None:
        """Have a screen reader speak ``text`` now (the narrator chooses what is news)."""
        announce(self, text, urgent=urgent)


class WarningBar(Retranslating, QToolBar):
    """Persistent warnings (hidden while there are none)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("warningBar")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # not in the toolbars' context menu
        self.icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.icon.setPixmap(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size))
        self.label = QLabel()
        self.label.setObjectName("warningText")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.addWidget(self.icon)
        self.addWidget(self.label)
        self._warnings: dict[str, Callable[[], str]] = {}
        self._show()

    def place_in(self, window: QMainWindow) -> None:
        """Put the bar on a line of its own under the window's toolbars."""
        window.addToolBarBreak()
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self)

    def set_warning(self, key: str, render: Callable[[], str]) -> None:
        self._warnings[key] = render
        self._show()

    def clear_warning(self, key: str) -> None:
        if self._warnings.pop(key, None) is not None:
            self._show()

    def has(self, key: str) -> bool:
        return key in self._warnings

    def texts(self) -> list[str]:
        """The warnings shown, in the order they were raised."""
        return [render() for render in self._warnings.values()]

    def _show(self) -> None:
        texts = self.texts()
        self.label.setText("\n".join(texts))
        self.label.setAccessibleName(" ".join(texts) or self.tr("No warning"))
        self.icon.setAccessibleName(self.tr("Warning"))
        self.setWindowTitle(self.tr("Warnings"))
        name_toolbar_parts(self)
        self.setVisible(bool(texts))

    def retranslate_ui(self) -> None:
        self._show()
