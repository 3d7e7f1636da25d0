"""What the main window knows of a game's table: a :class:`Board` answers the play actions
(roll, hold a die, confirm, write, pass) for its game, and :func:`board_class` is the one
place that picks the board for a game."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, Slot
from PySide6.QtGui import QColor, QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from kosci_gui.engine.errors import RuleError

from .controller import GameController
from .dice_widget import DiceTray
from .scorecard_model import clock_text

#: The clock turns to a warning colour in a player's last seconds.
CLOCK_WARNING_S = 30.0


def warning_colour(palette: QPalette) -> QColor:
    """A red that reads on the window's background (light or dark)."""
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    return QColor(255, 130, 120) if dark else QColor(176, 24, 24)


class Board(QWidget):
    """A game's table. The play actions it does not have say so in the status line."""

    #: Names of the main window's play actions this board answers.
    PLAY_ACTIONS: frozenset[str] = frozenset()
    #: The dice on the table (every game has them).
    tray: DiceTray

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
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

    @Slot()
    def show_handover(self) -> None:
        """The hand-over button over the whole table while a player's card waits for them."""
        ctl = self.controller
        seat = ctl.handover
        if seat is None or ctl.game is None:
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

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_handover()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.show_handover()
        super().changeEvent(event)

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
        colour = warning_colour(self.palette()) if warning else self.palette().color(
            QPalette.ColorRole.WindowText)
        palette.setColor(QPalette.ColorRole.WindowText, colour)
        label.setPalette(palette)
        label.setProperty("warning", warning)
        label.show()

    def waiting_text(self) -> str | None:
        """What the table shows instead of whose turn it is: a big moment, or the hand-over."""
        ctl = self.controller
        if ctl.moment is not None:
            return ctl.moment
        return None

    def _not_here(self) -> None:
        self.controller.refuse(RuleError("not_this_game"))

    def roll(self) -> None:
        """Roll (or throw) the dice."""
        self._not_here()

    def toggle_die(self, index: int) -> None:
        """Hold or release die ``index`` (Thousand: select it to set aside)."""
        self._not_here()

    def confirm(self) -> None:
        """Write the selected box (confirm-move mode)."""
        self._not_here()

    def write(self) -> None:
        """Write the turn's points (Thousand)."""
        self._not_here()

    def pass_turn(self) -> None:
        """End the turn without writing (Thousand)."""
        self._not_here()

    def focus_start(self) -> None:
        """Put the keyboard focus where a turn starts."""
        self.setFocus()


def board_class(kind: str) -> type[Board]:
    """The board of a game: Thousand has its own, the Kości family shares one."""
    if kind == "thousand":
        from .thousand_board import ThousandBoard
        return ThousandBoard
    from .kosci_board import KosciBoard
    return KosciBoard
