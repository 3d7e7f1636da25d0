"""What every game's table shares: a :class:`Board` lays out its game's dice and pad on the
table, paints the cloth (and the shadow of each score pad on it), grows its text with the
window, and shows the hand-over, the chance bars, the clock and the big moments. Which board
plays which game is in the game's descriptor (:mod:`kosci_gui.gui.games`); the play actions
go to the controller, which asks the engine."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, QSizeF, Qt, Slot
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from kosci_gui.engine.dice import DICE
from kosci_gui.engine.game import Game
from kosci_gui.engine.moves import Move
from kosci_gui.gui.look.table_art import felt
from kosci_gui.gui.look.theme import on_felt, table_colours
from kosci_gui.gui.pads.scorecard_model import clock_text
from kosci_gui.gui.play.controller import GameController
from kosci_gui.gui.table.chances import ChanceBars
from kosci_gui.gui.table.dice_tray import DiceTray
from kosci_gui.gui.table.moments import Moments, MomentWatcher
from kosci_gui.gui.words.retranslating import Retranslating

#: The table is laid out for this size at the user's font size; a larger table grows its
#: text and dice with it, up to MAX_SCALE times.
BASE_SIZE = (1024, 700)
MAX_SCALE = 1.8
#: Tallest the dice tray grows at the base size (logical pixels).
TRAY_MAX_HEIGHT = 240
#: The clock turns to a warning colour in a player's last seconds.
CLOCK_WARNING_S = 30.0
#: Widest the buttons under the dice grow (logical pixels).
BUTTONS_MAX_WIDTH = 640


#: The clock's last seconds: white on a deep red band (7:1, whatever the cloth's colour).
WARNING_TEXT, WARNING_BAND = QColor(255, 255, 255), QColor(170, 20, 20)


class TableButton(QPushButton):
    """A button on the table whose keyboard focus shows plainly: a 2-pixel ring in the
    highlight colour inside its edge (the style's own is a 1-pixel dotted line)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():
            p = QPainter(self)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(self.rect()).adjusted(3, 3, -3, -3), 4, 4)
            p.end()


class Explained(QObject):
    """A greyed button still answers a click: ``explain`` says why it is greyed (an event
    filter sees the clicks a disabled widget never gets)."""

    def __init__(self, button: QAbstractButton, explain: Callable[[], None]) -> None:
        super().__init__(button)
        self.explain = explain
        button.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.MouseButtonRelease and isinstance(watched, QWidget)
                and not watched.isEnabled()):
            self.explain()
        return False


def centred(widget: QWidget) -> QHBoxLayout:
    """A row holding ``widget`` in the middle, as wide as it may be (its maximum width)."""
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget, 100)
    row.addStretch(1)
    return row


#: A kind of button on the table.
B = TypeVar("B", bound=TableButton)


class Board(Retranslating, QWidget):
    """A game's table. Each board makes its own panel of the dice from the parts made here
    (the turn's line, the clock, the tray, the buttons) and ends its ``__init__`` with
    :meth:`set_table`; it shows its game in :meth:`update_state`."""

    #: The dice on the table (every game has them).
    tray: DiceTray
    #: Whose turn it is, over the dice (:meth:`make_turn_label`, :meth:`show_turn`).
    turn_label: QLabel
    #: The dice's panel beside the score pad (the board turns it to fit the window).
    layout_box: QBoxLayout

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        # the cloth covers every pixel: nothing under the board is painted first
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        #: Is this the board of the game being played? (Not until the window puts it on the
        #: table; the window keeps a board of each kind it has shown: the others take no
        #: game.)
        self.active = False
        #: The score pads lying on the table (each casts a shadow on the cloth).
        self.pads: list[QWidget] = []
        #: How much larger than at BASE_SIZE the table's text and dice are drawn.
        self.scale = 1.0
        #: The big moments (five of a kind, bonuses, an overtake, the winner) over the table.
        self.moments = Moments(self)
        self.moment_watcher = MomentWatcher(controller, self, self.moments, lambda: self.tray)
        #: The hint in words (hints on): what to keep and what to let go, or whether to throw
        #: again; placed by each board under its buttons, hidden while there is none.
        self.hint_label = QLabel(self)
        self.hint_label.setObjectName("hintLabel")
        self.hint_label.setWordWrap(True)
        self.hint_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint_label.hide()
        #: Hidden cards in hot-seat play: over the table until the next player takes the seat.
        self.handover_button = QPushButton(self)
        self.handover_button.setObjectName("handoverButton")
        font = QFont(self.handover_button.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.handover_button.setFont(font)
        self.handover_button.hide()
        self.handover_button.clicked.connect(controller.reveal)
        controller.stateChanged.connect(self.show_handover)
        controller.gameStarted.connect(self.show_handover)
        #: Each player's chance to win (View → Chances to win), placed by each board.
        self.chance_bars = ChanceBars(self)
        self.chance_bars.hide()
        self.chance_bars.setMaximumWidth(BUTTONS_MAX_WIDTH)
        controller.chances.changed.connect(self.show_chances)
        controller.gameStarted.connect(self.show_chances)
        controller.stateChanged.connect(self.show_chances)
        self._follow_palette()

    # -- the parts every table has ---------------------------------------------------------

    def make_turn_label(self, parent: QWidget) -> QLabel:
        """Whose turn it is (or the moment play waits for), large, over the dice."""
        label = QLabel(parent)
        label.setObjectName("turnLabel")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        label.setFont(font)
        return label

    def make_tray(self, parent: QWidget) -> DiceTray:
        """The dice: a click (or a key) holds or chooses a die; once they lie still the
        board shows the game again and the controller hears of it."""
        tray = DiceTray(DICE, parent)
        tray.dieClicked.connect(self.controller.toggle_hold)
        tray.rollFinished.connect(self._on_dice_at_rest)
        return tray

    def make_button(self, parent: QWidget, name: str, clicked: Callable[[], None],
                    move: Callable[[], Move], kind: type[B]) -> B:
        """A move's button under the dice, two lines tall: ``clicked`` makes the move, and a
        click while it is greyed says why ``move()`` is not possible."""
        button = kind(parent)
        button.setObjectName(name)
        button.setMinimumHeight(self.fontMetrics().height() * 2 + 8)
        button.clicked.connect(clicked)
        self.explain_when_greyed(button, move)
        return button

    def set_table(self, panel: QWidget, pad: QWidget, margin: int,
                  stretch: tuple[int, int]) -> None:
        """The dice's ``panel`` beside the score ``pad`` (which casts its shadow on the
        cloth); from now on the board follows the controller, in the language of the day."""
        self.pads = [pad]
        self.layout_box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.layout_box.setContentsMargins(margin, margin, margin, margin)
        self.layout_box.addWidget(panel, stretch[0])
        self.layout_box.addWidget(pad, stretch[1])
        ctl = self.controller
        ctl.gameStarted.connect(self._on_game_started)
        ctl.stateChanged.connect(self.update_state)
        ctl.rolled.connect(self._on_rolled)
        ctl.previewChanged.connect(self.update_state)
        ctl.hintsChanged.connect(self.update_state)
        self.retranslate_ui()

    # -- following the game ----------------------------------------------------------------

    def update_state(self) -> None:
        """Show the game as it now stands (each board its own way)."""
        raise NotImplementedError

    def keep_throw(self, dice: tuple[int, ...]) -> None:
        """What the board keeps of a throw of the game on the table, as the dice fly."""
        raise NotImplementedError

    @Slot()
    def _on_game_started(self) -> None:
        self.update_state()

    @Slot(object, object)
    def _on_rolled(self, dice: tuple[int, ...], thrown: tuple[bool, ...]) -> None:
        if not self.active:
            return
        self.keep_throw(dice)
        settings = self.controller.settings
        self.tray.roll_to(dice, thrown, settings.animation_ms, reduced=settings.reduced_motion)

    @Slot()
    def _on_dice_at_rest(self) -> None:
        self.update_state()
        self.report_rest()

    def show_turn(self, playing: str) -> None:
        """The turn's line: a big moment's words while play waits for it (the celebrated
        ones are also shown over the table), else "Game over", else ``playing`` (whose turn
        it is, in the game's own words)."""
        waiting = self.controller.moment
        game = self.playing()
        if waiting is not None:
            self.turn_label.setText(waiting)
        elif game is not None and game.finished:
            self.turn_label.setText(self.tr("Game over"))
        else:
            self.turn_label.setText(playing)
        self.turn_label.setAccessibleName(self.turn_label.text())

    def set_active(self, active: bool) -> None:
        """The window put this board on the table (or another one)."""
        self.active = active

    def playing(self) -> Game | None:
        """The game on this board: the controller's, while the board is on the table."""
        return self.controller.game if self.active else None

    # -- the table -------------------------------------------------------------------------

    def _follow_palette(self) -> None:
        """Labels lying on the cloth take its text colours."""
        wanted = on_felt(self.palette(), table_colours())
        if wanted != self.palette():
            self.setPalette(wanted)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._follow_palette()
            self.update()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """The words every board has (each board adds its own and calls this)."""
        self.show_handover()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale_table()
        self.moments.finish()
        self._place_handover()

    def _scale_table(self) -> None:
        """Grow the labels and buttons lying on the table, and the tray, with the table
        (the score pads scale their own text)."""
        wide, tall = self.width() / BASE_SIZE[0], self.height() / BASE_SIZE[1]
        # a wide window grows the table less than a large one; never past its height's say
        scale = max(1.0, min(MAX_SCALE, (wide + tall) / 2, tall * 1.25))
        scale = round(scale * 20) / 20
        self.tray.setMaximumHeight(round(TRAY_MAX_HEIGHT * scale))
        if scale == self.scale:
            return
        ratio, self.scale = scale / self.scale, scale
        widgets: list[QWidget] = [*self.findChildren(QLabel), *self.findChildren(QAbstractButton),
                                  self.chance_bars]
        for widget in widgets:
            if any(pad.isAncestorOf(widget) for pad in self.pads):
                continue
            font = widget.font()
            if font.pointSizeF() > 0:
                font.setPointSizeF(font.pointSizeF() * ratio)
            else:
                font.setPixelSize(max(6, round(font.pixelSize() * ratio)))
            widget.setFont(font)

    def paintEvent(self, event: QPaintEvent) -> None:
        pads = tuple(QRectF(QPointF(pad.mapTo(self, QPoint(0, 0))), QSizeF(pad.size()))
                     for pad in self.pads if pad.isVisible())
        cloth = felt(self.size(), self.devicePixelRatioF(), table_colours(), pads)
        p = QPainter(self)
        # rectangle by rectangle of what is to be painted (the table less the opaque widgets
        # on it): a copy into one rectangle is a plain copy of lines, where a copy clipped to
        # the whole region goes span by span (and over Qt's threads): five times longer
        for rect in event.region():  # type: ignore[attr-defined]
            p.setClipRect(rect)
            p.drawPixmap(0, 0, cloth)
        p.end()

    # -- what the table says -------------------------------------------------------------

    @Slot()
    def show_hint(self, text: str) -> None:
        """The hint in words under the buttons, on the dice tray's tooltip and in its
        description for a screen reader ("" : no hint now)."""
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))
        self.tray.setToolTip(text)
        self.tray.setAccessibleDescription(text)

    def show_handover(self) -> None:
        """The hand-over button over the whole table while a player's card waits for them."""
        ctl = self.controller
        seat = ctl.handover
        if seat is None or ctl.game is None:
            self.handover_button.setAccessibleName(self.tr("Show the next player's card"))
            self.handover_button.hide()
            return
        name = ctl.game.players[seat].name
        self.handover_button.setText(self.tr(
            "Pass the screen to {player}\n— click or press Space to show your card —").format(
            player=name))
        self.handover_button.setAccessibleName(self.handover_button.text().replace("\n", " "))
        self._place_handover()
        self.handover_button.show()
        self.handover_button.raise_()
        self.handover_button.setFocus()

    def _place_handover(self) -> None:
        margin = 24
        self.handover_button.setGeometry(QRect(margin, margin, max(1, self.width() - 2 * margin),
                                               max(1, self.height() - 2 * margin)))

    @Slot()
    def show_chances(self) -> None:
        """The chance bars, while the chances are known (and wanted)."""
        ctl = self.controller
        g = ctl.game
        if g is None or not ctl.chances.wanted() or ctl.chances.watch.failed:
            self.chance_bars.hide()
            return
        # until the chances are known the bars wait empty, in their place
        current = g.current if not g.finished else None
        self.chance_bars.set_chances([seat.name for seat in g.players], ctl.chances.chances,
                                     current)
        self.chance_bars.show()

    def make_clock_label(self, parent: QWidget) -> QLabel:
        """The current player's clock, large (hidden in a game without a clock)."""
        label = QLabel(parent)
        label.setObjectName("clockLabel")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(label.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        label.setFont(font)
        label.hide()
        self.controller.clocksTicked.connect(lambda: self.update_clock_label(label))
        self.controller.stateChanged.connect(lambda: self.update_clock_label(label))
        return label

    def update_clock_label(self, label: QLabel) -> None:
        """"Ala — 4:32", in a warning colour in the last 30 seconds."""
        ctl = self.controller
        g = ctl.game
        left = ctl.remaining(g.current) if g is not None and not g.finished else None
        if g is None or left is None:
            label.hide()
            return
        warning = left <= CLOCK_WARNING_S
        label.setText(self.tr("{player} — {time}").format(player=g.players[g.current].name,
                                                         time=clock_text(left)))
        label.setToolTip(self.tr("Time left on {player}'s clock").format(
            player=g.players[g.current].name))
        label.setAccessibleName(label.text())
        palette = label.palette()
        colour = WARNING_TEXT if warning else self.palette().color(
            QPalette.ColorRole.WindowText)
        palette.setColor(QPalette.ColorRole.WindowText, colour)
        palette.setColor(QPalette.ColorRole.Window, WARNING_BAND)
        label.setPalette(palette)
        label.setAutoFillBackground(warning)  # a band under the text, not a pale red on green
        label.setProperty("warning", warning)
        label.show()

    def explain_when_greyed(self, button: QAbstractButton, move: Callable[[], Move]) -> None:
        """A click on ``button`` while it is greyed says why ``move()`` is not possible."""
        Explained(button, lambda: self.explain(move()))

    def explain(self, move: Move) -> None:
        """Say why ``move`` is not possible now (while the player may act)."""
        ctl = self.controller
        g = ctl.game
        if g is not None and ctl.human_may_act():
            refusal = g.refusal(move)
            if refusal is not None:
                ctl.refuse(refusal)

    @Slot()
    def report_rest(self) -> None:
        """The dice of this table lie still: the controller counts the auto-score's seconds
        from now (the board of the game being played; another kind's board is hidden)."""
        if self.active and self.isVisible():
            self.controller.dice_at_rest()

    def focus_start(self) -> None:
        """Put the keyboard focus where a turn starts."""
        self.setFocus()

