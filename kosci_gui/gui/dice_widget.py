"""Painted dice and the dice tray: rounded squares with soft shading and crisp pips, a roll
that tumbles for a moment and settles on the engine's values, held dice lifted, outlined and
marked (so the state reads without colour)."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from . import texts

#: Pip centres of each face on a 0..1 square.
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def paint_die(p: QPainter, rect: QRectF, value: int | None, palette: QPalette, *,
              outlined: bool = False, suggested: bool = False, enabled: bool = True) -> None:
    """One die face in ``rect`` (a square), with a soft shadow under it."""
    size = rect.width()
    radius = size * 0.18
    base = palette.color(QPalette.ColorRole.Base)
    ink = palette.color(QPalette.ColorRole.Text)
    accent = palette.color(QPalette.ColorRole.Highlight)
    p.setPen(Qt.PenStyle.NoPen)
    if value is None:
        pen = QPen(palette.color(QPalette.ColorRole.Mid), max(1.0, size * 0.025),
                   Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), radius, radius)
        return
    shadow = QColor(palette.color(QPalette.ColorRole.Shadow))
    shadow.setAlpha(70)
    p.setBrush(shadow)
    p.drawRoundedRect(rect.translated(size * 0.03, size * 0.06), radius, radius)
    body = QLinearGradient(rect.topLeft(), rect.bottomRight())
    light = base.lighter(106) if base.lightness() > 128 else base.lighter(150)
    dark = base.darker(112) if base.lightness() > 128 else base.lighter(115)
    body.setColorAt(0.0, light)
    body.setColorAt(1.0, dark)
    p.setBrush(body)
    edge = QColor(palette.color(QPalette.ColorRole.Mid))
    if outlined:
        p.setPen(QPen(accent, max(2.0, size * 0.06)))
    elif suggested:
        p.setPen(QPen(accent, max(1.5, size * 0.035), Qt.PenStyle.DashLine))
    else:
        p.setPen(QPen(edge, max(1.0, size * 0.02)))
    p.drawRoundedRect(rect, radius, radius)
    pip = QColor(ink)
    if not enabled:
        pip.setAlpha(110)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pip)
    r = size * 0.085
    for fx, fy in PIPS.get(value, ()):
        p.drawEllipse(QPointF(rect.left() + fx * size, rect.top() + fy * size), r, r)


#: Widest a die's cell grows: the face is at most 110 pixels, with room to tumble.
DIE_MAX_WIDTH = 170


class DieWidget(QWidget):
    """One die: click (or Enter when focused) asks to toggle its hold."""

    clicked = Signal()

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.value: int | None = None
        self.held = False
        self.suggested = False
        self.mark = ""
        self.tilt = 0.0
        self.lift = 0.0
        self.clickable = True
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(44, 56)
        # the dice stay together in the middle of a wide tray
        self.setMaximumWidth(DIE_MAX_WIDTH)
        self._describe()

    def sizeHint(self) -> QSize:
        return QSize(76, 96)

    def set_state(self, value: int | None, held: bool, *, mark: str = "",
                  suggested: bool = False) -> None:
        self.value, self.held, self.mark, self.suggested = value, held, mark, suggested
        self._describe()
        self.update()

    def _describe(self) -> None:
        face = texts.face_name(self.value) if self.value else self.tr("not rolled")
        text = self.tr("die {number}, {face}").format(number=self.index + 1, face=face)
        if self.held:
            text = self.tr("{die}, {mark}").format(die=text, mark=self.mark or self.tr("held"))
        self.setAccessibleName(text)
        self.setToolTip(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._describe()
        super().changeEvent(event)

    def die_rect(self) -> QRectF:
        """Where the die face is painted (lifted when held or tumbling)."""
        w, h = self.width(), self.height()
        # room around the face so a tumbling (rotated) die stays inside the widget
        size = max(10.0, min(w * 0.7, h * 0.58, 110.0))
        raise_by = size * 0.14 if self.held else 0.0
        top = (h - size) / 2 - size * 0.08 - raise_by - self.lift
        return QRectF((w - size) / 2, top, size, size)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.width()
        rect = self.die_rect()
        if self.tilt:
            p.save()
            p.translate(rect.center())
            p.rotate(self.tilt)
            p.translate(-rect.center())
        paint_die(p, rect, self.value, self.palette(), outlined=self.held,
                  suggested=self.suggested and not self.held, enabled=self.isEnabled())
        if self.tilt:
            p.restore()
        size = rect.width()
        if self.held:
            mark = self.mark or self.tr("held")
            font = QFont(self.font())
            font.setBold(True)
            pixels = int(max(10.0, min(18.0, size * 0.2)))
            font.setPixelSize(pixels)
            # a long word ("оставлена", "zatrzymana") under a narrow die: smaller, then elided
            while pixels > 8 and QFontMetrics(font).horizontalAdvance(mark) > w - 2:
                pixels -= 1
                font.setPixelSize(pixels)
            mark = QFontMetrics(font).elidedText(mark, Qt.TextElideMode.ElideRight, w - 2)
            p.setFont(font)
            p.setPen(self.palette().color(QPalette.ColorRole.Highlight))
            label = QRectF(0, rect.bottom() + size * 0.1, w, font.pixelSize() * 1.5)
            p.drawText(label, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, mark)
        if self.hasFocus():
            pen = QPen(self.palette().color(QPalette.ColorRole.Highlight), 1.5,
                       Qt.PenStyle.DotLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(rect).adjusted(-5, -5, 5, 5), 8, 8)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.clickable:
            self.clicked.emit()
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.clickable:
            self.clicked.emit()
            return
        super().keyPressEvent(event)


class DiceTray(QWidget):
    """A row of dice with the roll animation; ``dieClicked(i)`` when die i is clicked."""

    dieClicked = Signal(int)
    rollFinished = Signal()

    def __init__(self, count: int = 5, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(6, 6, 6, 6)
        self._layout.setSpacing(8)
        self._layout.addStretch(1)
        self._layout.addStretch(1)
        self.dice: list[DieWidget] = []
        self._final: list[int | None] = []
        self._rolling: list[bool] = []
        self._spin: list[float] = []
        self._random = random.Random()
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.animation.valueChanged.connect(self._animate)
        self.animation.finished.connect(self._settle)
        self.set_count(count)

    def set_count(self, count: int) -> None:
        """Show ``count`` dice (Thousand hands shrink as dice are set aside)."""
        while len(self.dice) > count:
            die = self.dice.pop()
            self._layout.removeWidget(die)
            die.hide()
            die.deleteLater()
        while len(self.dice) < count:
            die = DieWidget(len(self.dice), self)
            die.clicked.connect(self._die_clicked)
            # the dice take the room up to their widest, the stretches at the ends the rest
            self._layout.insertWidget(len(self.dice) + 1, die, 100)
            self.dice.append(die)

    @Slot()
    def _die_clicked(self) -> None:
        die = self.sender()
        if isinstance(die, DieWidget) and not self.is_rolling():
            self.dieClicked.emit(die.index)

    def is_rolling(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def show_dice(self, values: Sequence[int | None], held: Sequence[bool], *,
                  marks: str = "", suggested: Sequence[int] = ()) -> None:
        """The dice as they lie (no animation); a running roll is left to settle."""
        self.set_count(len(values))
        if self.is_rolling():
            self._final = list(values)
            for die, h in zip(self.dice, held, strict=False):
                die.held = h
            return
        for i, (die, value) in enumerate(zip(self.dice, values, strict=True)):
            die.set_state(value, bool(held[i]) if i < len(held) else False, mark=marks,
                          suggested=i in suggested)

    def roll_to(self, values: Sequence[int], thrown: Sequence[bool], duration_ms: int) -> None:
        """Animate the thrown dice tumbling and settling on ``values``."""
        self.set_count(len(values))
        self._final = list(values)
        self._rolling = list(thrown)
        self._spin = [self._random.choice((-1, 1)) * self._random.uniform(200, 420)
                      for _ in values]
        if self.is_rolling():
            self.animation.stop()
        if duration_ms <= 0:
            self._settle()
            return
        self.animation.setDuration(duration_ms)
        self.animation.start()

    @Slot(object)
    def _animate(self, progress: float) -> None:
        left = 1.0 - float(progress)
        for i, die in enumerate(self.dice):
            if i >= len(self._rolling) or not self._rolling[i]:
                continue
            die.tilt = self._spin[i] * left * left
            die.lift = abs(math.sin(float(progress) * math.pi * 2.5)) * left * die.height() * 0.18
            if left > 0.12:
                die.value = self._random.randint(1, 6)
            else:
                die.value = self._final[i]
            die.update()

    @Slot()
    def _settle(self) -> None:
        for i, die in enumerate(self.dice):
            die.tilt = 0.0
            die.lift = 0.0
            if i < len(self._final):
                die.set_state(self._final[i], die.held, mark=die.mark)
        self.rollFinished.emit()
