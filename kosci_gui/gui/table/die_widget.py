"""One die's place in the dice tray: a small transparent widget over the die the tray
paints, for the mouse, the keyboard focus and screen readers. A checkable button (checked
while held); its press action asks to hold or release the die, and the game decides."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QWidget

from kosci_gui.gui.look.dice_art import HOLD, RELEASE
from kosci_gui.gui.look.theme import table_colours
from kosci_gui.gui.words import texts
from kosci_gui.gui.words.retranslating import Retranslating


class DieWidget(Retranslating, QAbstractButton):
    """One die's place: click (or Enter when focused, or a screen reader's press) asks to
    toggle its hold. The tray paints the die; this draws only the keyboard focus. Checked
    means held: the game decides, so a click does not check it by itself."""

    def __init__(self, index: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.setCheckable(True)
        #: The tray that paints this die (and is told when it must paint it again).
        self.tray = parent
        self.index = index
        self.value: int | None = None
        self.held = False
        #: The hint for this die: "" (none), HOLD (not held, advised to hold) or RELEASE
        #: (held, advised to let go).
        self.advice = ""
        self.mark = ""
        self.clickable = True
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._describe()

    def set_state(self, value: int | None, held: bool, *, mark: str = "",
                  advice: str = "") -> None:
        changed = (value, held, mark, advice) != (self.value, self.held, self.mark,
                                                  self.advice)
        self.value, self.held, self.mark, self.advice = value, held, mark, advice
        self.setChecked(held)
        self._describe()
        if changed:
            self.tray.update()

    def _describe(self) -> None:
        face = texts.face_name(self.value) if self.value else self.tr("not rolled")
        text = self.tr("die {number}, {face}").format(number=self.index + 1, face=face)
        if self.held:
            text = self.tr("{die}, {mark}").format(die=text, mark=self.mark or self.tr("held"))
        if self.advice == HOLD:
            text = self.tr("{die}; hint: hold it").format(die=text)
        elif self.advice == RELEASE:
            text = self.tr("{die}; hint: let it go").format(die=text)
        self.setAccessibleName(text)
        self.setToolTip(text)

    def nextCheckState(self) -> None:
        """A click only asks: the die is checked when the game holds it (:meth:`set_state`)."""

    def held_label(self) -> str:
        return self.mark or self.tr("held")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.EnabledChange:
            self.tray.update()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self._describe()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.hasFocus():
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(table_colours().felt_text, 1.5, Qt.PenStyle.DotLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 10, 10)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.clickable:
            self.click()  # at the press, as a die is picked up, not at the release
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.clickable:
            self.click()
            return
        if event.key() == Qt.Key.Key_Space:
            event.ignore()  # Space rolls (a window shortcut), it does not press the die
            return
        super().keyPressEvent(event)
