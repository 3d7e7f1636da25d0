"""The dice tray: a wooden tray on the table whose dice are painted by the tray itself, so a
thrown die can fly, hop and turn anywhere in it (:mod:`kosci_gui.gui.look.dice_motion`) and settle
near its place; held dice stay still, lifted out of the row with an outline and a "held"
label (the state reads without colour). Each die also has a small transparent widget over
its place for the mouse, the keyboard focus and screen readers
(:class:`~kosci_gui.gui.table.die_widget.DieWidget`), in a tray that screen readers see as a
group.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPointF,
    QRect,
    QRectF,
    QSize,
    QVariantAnimation,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QGroupBox, QSizePolicy, QWidget

from kosci_gui.engine.dice import DICE
from kosci_gui.gui.look import dice_art, table_art
from kosci_gui.gui.look.dice_art import GREYED, HOLD, RELEASE, advice_for
from kosci_gui.gui.look.dice_motion import RESTING, Pose, Throw, throw
from kosci_gui.gui.look.kept_picture import KeptPicture, kept_or_painted
from kosci_gui.gui.look.theme import table_colours
from kosci_gui.gui.table.die_widget import DieWidget

#: The tray always has room for this many dice (Thousand's hand shrinks; the dice do not).
SLOTS = DICE
#: Distance between the centres of two dice, of a die's size.
PITCH = 1.34
#: Largest die (logical pixels).
DIE_MAX = 190
#: How far a held die is lifted out of the row, of its size.
LIFT = 0.4
#: Length of the lift when a die is held or released (ms, when animation is on).
LIFT_MS = 160
#: Longest change of face with reduced motion (ms).
REDUCED_MS = 260


class DiceTray(QGroupBox):
    """The tray and its dice with the roll; ``dieClicked(i)`` when die i is clicked,
    ``rollFinished`` when a roll has settled. (A group box only so that screen readers
    read it as the group of its dice: it paints itself and has no title or frame.)"""

    dieClicked = Signal(int)
    rollFinished = Signal()

    def __init__(self, count: int = DICE, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: The tray and its dice at rest, kept between frames (a roll paints every frame).
        self.picture = KeptPicture(self)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(250, 72)
        self.dice: list[DieWidget] = []
        self._final: list[int | None] = []
        self._throws: list[Throw | None] = []
        self._rest: list[Pose] = []
        self._lift: list[float] = []
        self._lift_from: list[float] = []
        self._progress = 1.0
        #: The thrown dice whose face at rest is painted ready (one a frame).
        self._ready: set[int] = set()
        self._reduced = False
        self._motion_ms = 0
        self._random = random.Random()
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.valueChanged.connect(self._animate)
        self.animation.finished.connect(self._settle)
        self.lifting = QVariantAnimation(self)
        self.lifting.setStartValue(0.0)
        self.lifting.setEndValue(1.0)
        self.lifting.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.lifting.valueChanged.connect(self._lift_step)
        self.set_count(count)

    def sizeHint(self) -> QSize:
        return QSize(520, 150)

    # -- the dice's places ----------------------------------------------------------------------

    def set_count(self, count: int) -> None:
        """Show ``count`` dice (Thousand hands shrink as dice are set aside)."""
        while len(self.dice) > count:
            die = self.dice.pop()
            die.hide()
            die.deleteLater()
        while len(self.dice) < count:
            die = DieWidget(len(self.dice), self)
            die.clicked.connect(self._die_clicked)
            die.show()
            self.dice.append(die)
        for store, fill in ((self._rest, RESTING), (self._lift, 0.0), (self._throws, None)):
            del store[count:]
            store.extend([fill] * (count - len(store)))  # type: ignore[list-item]
        self._place_widgets()
        self.update()

    def well(self) -> QRectF:
        return table_art.tray_well(self.size())

    def die_size(self) -> float:
        """The side of a die: as large as the tray allows, five always fitting."""
        well = self.well()
        return max(16.0, min(well.width() / (SLOTS * PITCH + 0.25),
                             well.height() / (1.0 + LIFT + 0.55), DIE_MAX))

    def place(self, index: int) -> QPointF:
        """Where die ``index`` lies when it is not held (its centre)."""
        well = self.well()
        size = self.die_size()
        first = well.center().x() - (len(self.dice) - 1) * PITCH * size / 2
        # low in the well: the held dice rise above the row
        y = well.bottom() - size * 0.5 - (well.height() - size * (1.0 + LIFT)) * 0.45
        return QPointF(first + index * PITCH * size, y)

    def _place_widgets(self) -> None:
        size = self.die_size()
        for i, die in enumerate(self.dice):
            c = self.place(i)
            half = size * PITCH / 2
            top = c.y() - size * (0.5 + LIFT) - size * 0.08
            bottom = c.y() + size * 0.6
            die.setGeometry(QRect(round(c.x() - half), round(top), round(2 * half),
                                  round(bottom - top)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_widgets()

    # -- state ------------------------------------------------------------------------------------

    @Slot()
    def _die_clicked(self) -> None:
        die = self.sender()
        if not isinstance(die, DieWidget):
            return
        if self.is_rolling():
            # a click does not wait for the tumble: the dice lie still at once, then it counts
            self.animation.stop()
            self._settle()
        self.dieClicked.emit(die.index)

    def is_rolling(self) -> bool:
        """Is a roll under way (running, or paused part of the way)?"""
        return self.animation.state() != QVariantAnimation.State.Stopped

    def show_dice(self, values: Sequence[int | None], held: Sequence[bool], *,
                  marks: str = "", advised: Sequence[int] | None = None) -> None:
        """The dice as they lie (no animation); a running roll is left to settle.
        ``advised``: the hint's keep, the positions to hold as a whole (None: no hint)."""
        self.set_count(len(values))
        flags = [bool(held[i]) if i < len(held) else False for i in range(len(values))]
        hints = advice_for(flags, advised)
        if self.is_rolling():
            # the dice settle on these (a hint of the throw before never stays on them)
            self._final = list(values)
            for die, h, a in zip(self.dice, flags, hints, strict=False):
                die.held, die.advice = h, a
            return
        for die, value, h, a in zip(self.dice, values, flags, hints, strict=True):
            die.set_state(value, h, mark=marks, advice=a if value is not None else "")
        self._lift_towards_held()

    def _lift_towards_held(self) -> None:
        wanted = [1.0 if die.held else 0.0 for die in self.dice]
        if wanted == self._lift:
            return
        if self._motion_ms <= 0 or self._reduced:
            self._lift = wanted
            self.update()
            return
        self._lift_from = list(self._lift)
        self._lift_to = wanted
        self.lifting.stop()
        self.lifting.setDuration(min(LIFT_MS, self._motion_ms))
        self.lifting.start()

    @Slot(object)
    def _lift_step(self, value: float) -> None:
        v = float(value)
        self._lift = [a + (b - a) * v for a, b in zip(self._lift_from, self._lift_to,
                                                        strict=False)]
        self.update()

    def roll_to(self, values: Sequence[int], thrown: Sequence[bool], duration_ms: int, *,
                reduced: bool = False) -> None:
        """Throw the dice marked in ``thrown`` so that they settle on ``values``; with
        ``reduced`` motion they only change face where they lie."""
        self.set_count(len(values))
        self._motion_ms = duration_ms
        self._reduced = reduced
        if self.is_rolling():
            self.animation.stop()
        self._final = list(values)
        self._ready = set()
        size = self.die_size()
        left = self.well().left() + size * 0.62
        self._throws = []
        for i, value in enumerate(values):
            if i < len(thrown) and thrown[i]:
                t = throw(self._random, value, i, reduced=reduced,
                          from_face=self.dice[i].value,
                          min_dx=(left - self.place(i).x()) / size)
                self._throws.append(t)
            else:
                self._throws.append(None)
        if duration_ms <= 0:
            self._settle()
            return
        self._progress = 0.0
        self.animation.setDuration(min(duration_ms, REDUCED_MS) if reduced else duration_ms)
        self.animation.start()

    @Slot(object)
    def _animate(self, progress: float) -> None:
        self._progress = float(progress)
        self._ready_one_rest()
        self.update()

    def _ready_one_rest(self) -> None:
        """Paint one thrown die's face as it will lie at rest, turned (a frame of the roll
        does one; the frame the dice settle in then only copies them)."""
        size, dpr = self.die_size(), self.devicePixelRatioF()
        for i, t in enumerate(self._throws):
            if t is None or i in self._ready:
                continue
            self._ready.add(i)
            rest = t.at_rest()
            if rest.angle:
                place = self.place(i)
                x, y = (place.x() + rest.dx * size) * dpr, (place.y() + rest.dy * size) * dpr
                dice_art.turned_face(rest.face, size, rest.angle, dpr, table_colours(),
                                     dice_art.device_fraction(x, y),
                                     self.die_opacity(self.dice[i], rest))
            return

    @Slot()
    def _settle(self) -> None:
        self._progress = 1.0
        for i, die in enumerate(self.dice):
            t = self._throws[i] if i < len(self._throws) else None
            if t is not None:
                self._rest[i] = t.at_rest()
            if i < len(self._final):
                die.set_state(self._final[i], die.held, mark=die.mark, advice=die.advice)
        self._throws = [None] * len(self.dice)
        self._lift_towards_held()
        self.update()
        self.rollFinished.emit()

    # -- painting -------------------------------------------------------------------------------

    def pose(self, index: int) -> Pose:
        """Where die ``index`` is drawn now (offsets in die sizes from its place)."""
        t = self._throws[index] if index < len(self._throws) else None
        if t is not None and self.is_rolling():
            return t.pose(self._progress)
        rest = self._rest[index]
        lift = self._lift[index]
        keep = 1.0 - lift
        return Pose(rest.dx * keep, rest.dy * keep - LIFT * lift, 0.3 * lift,
                    rest.angle * keep, self.dice[index].value or 0)

    def die_opacity(self, die: DieWidget, pose: Pose) -> float:
        """How opaque ``die`` is drawn in ``pose``, and how dark its shadow: the pose's own
        (a face dipping as it changes, motion reduced), less while the die is greyed (not
        the player's to choose)."""
        return pose.opacity * (1.0 if die.isEnabled() else GREYED)

    def moving(self) -> bool:
        """Is a die moving (a roll, a lift)? Then every frame is painted; at rest the tray's
        picture is kept."""
        return self.is_rolling() or self.lifting.state() == QVariantAnimation.State.Running

    def resting_key(self) -> tuple:
        """Everything the tray's picture at rest depends on, beyond its size and colours."""
        return (self.die_size(), tuple(
            (die.value, die.held, die.advice, die.isEnabled(), die.held_label(),
             self._throws[die.index] is None, self.pose(die.index)) for die in self.dice))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.moving():
            self._paint_directly(event)
            return
        kept_or_painted(self.picture, event, self.resting_key(), self._paint,
                        self._paint_directly)

    def _paint_directly(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        self._paint(p)
        p.end()

    def _paint(self, p: QPainter) -> None:
        """The tray and its dice."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = table_colours()
        p.drawPixmap(0, 0, table_art.tray(self.size(), self.devicePixelRatioF(), colours))
        size = self.die_size()
        drawn = []
        for i, die in enumerate(self.dice):
            pose = self.pose(i)
            place = self.place(i)
            centre = QPointF(place.x() + pose.dx * size, place.y() + pose.dy * size)
            scale = 1.0 + 0.22 * pose.height
            drawn.append((die, pose, centre, size * scale))
        for die, pose, centre, s in drawn:
            if pose.face:
                dice_art.paint_shadow(p, centre, s, pose.height,
                                      strength=self.die_opacity(die, pose))
        label_font = dice_art.label_font(self.font(), size)
        # a thrown die in a roll (any die while one is lifted) is drawn from its ready face,
        # turned and scaled; a die left lying is copied as at rest, before, during and after
        rolling = self.is_rolling()
        lifting = self.lifting.state() == QVariantAnimation.State.Running
        for die, pose, centre, s in drawn:
            if not pose.face:
                dice_art.paint_place(p, self.place(die.index), size, colours.felt_text)
                continue
            held = die.held and not self._throws[die.index]
            dice_art.paint_die(p, centre, s, pose.face, colours, angle=pose.angle,
                               opacity=self.die_opacity(die, pose), moving=size if rolling and (
                                   lifting or self._throws[die.index] is not None) else 0.0,
                               outline=colours.accent if held else None,
                               ring=colours.accent if die.advice == HOLD and not held else None,
                               release=colours.accent if die.advice == RELEASE and held
                               else None)
            if held:
                below = QPointF(centre.x(), centre.y() + s * 0.5 + size * 0.24)
                dice_art.paint_label(p, below, die.held_label(), label_font, colours,
                                     size * PITCH)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self.update()
        super().changeEvent(event)

