"""The main window's pages (the welcome page, a board per kind of game), and the window's
first size: the window, frame and all, fits the screen (an 800×600 screen shows the whole
window, its status line included; a geometry restored from a bigger screen Qt fits
itself)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QFrame, QScrollArea, QStackedWidget, QWidget

#: The window's first size: at least this, or four fifths of a big screen.
FIRST_SIZE = QSize(1024, 700)
#: What a window's frame and title bar take when they are not known yet (before the first
#: show, or where the window manager does not say).
FRAME_GUESS = QSize(16, 40)


def first_size(available: QSize | None, frame: QSize = FRAME_GUESS) -> QSize:
    """The window's first size (its contents): 1024×700, or more on a big screen (four
    fifths of it), never more than the screen has room for with the window's frame."""
    if available is None:
        return FIRST_SIZE
    wanted = QSize(max(FIRST_SIZE.width(), available.width() * 4 // 5),
                   max(FIRST_SIZE.height(), available.height() * 4 // 5))
    room = QSize(max(1, available.width() - frame.width()),
                 max(1, available.height() - frame.height()))
    return wanted.boundedTo(room)


def scrolling(page: QWidget) -> QScrollArea:
    """``page`` in a frameless scroll area: on a small screen it scrolls rather than making
    the window taller than the screen."""
    area = QScrollArea()
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(page)
    return area


class Pages(QStackedWidget):
    """A stack of pages whose size is the page shown (the pages not shown ask for no room:
    a tall welcome page never keeps the board's window from fitting a small screen).

    Only the page shown is in the stack: the others wait aside (children still, hidden),
    so a screen reader, which reads every page of a stack, never reads the start page, or
    another game's board, during a game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(self.updateGeometry)
        self._aside: list[QWidget] = []

    def show_page(self, page: QWidget) -> None:
        """Show ``page`` (in the stack from now on) and put the others aside."""
        if self.indexOf(page) < 0:
            self.addWidget(page)
        self.setCurrentWidget(page)
        for i in reversed(range(self.count())):
            other = self.widget(i)
            if other is not None and other is not page:
                self.removeWidget(other)
                self._aside.append(other)
        if page in self._aside:
            self._aside.remove(page)

    def _shown(self) -> QWidget | None:
        return self.currentWidget()

    def sizeHint(self) -> QSize:
        page = self._shown()
        return page.sizeHint().expandedTo(page.minimumSize()) if page else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        page = self._shown()
        if page is None:
            return super().minimumSizeHint()
        return page.minimumSizeHint().expandedTo(page.minimumSize())
