"""The big moments at the table — five of a kind, the five-of-a-kind bonus, the upper bonus,
an overtake in Thousand, the winner — shown for a moment over the board: a banner in the
accent and, with animation on and motion not reduced, a burst of paper confetti painted with
QPainter. Any click or key ends it at once (and still does what it does); it never takes
the mouse from the table.

:class:`MomentWatcher` is the one place that turns the engine's events into moments.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Slot,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent
from PySide6.QtWidgets import QApplication, QWidget

from kosci_gui.engine.game import Game
from kosci_gui.gui.look.theme import table_colours
from kosci_gui.gui.play.controller import GameController
from kosci_gui.gui.table.dice_tray import DiceTray
from kosci_gui.gui.words import moment_words
from kosci_gui.gui.words.moment_words import MomentKind
from kosci_gui.gui.words.retranslating import Retranslating

#: The moments celebrated over the table (a miss, a penalty or a pit is told in the turn's
#: line only: calm, not a banner).
CELEBRATED = (MomentKind.WINNER, MomentKind.FIVE_BONUS, MomentKind.UPPER_BONUS,
              MomentKind.OVERTAKE, MomentKind.FIVE_OF_A_KIND)
#: How long each moment stays (ms).
LENGTH_MS = {MomentKind.WINNER: 2600, MomentKind.FIVE_OF_A_KIND: 1700,
             MomentKind.FIVE_BONUS: 1700, MomentKind.UPPER_BONUS: 1500,
             MomentKind.OVERTAKE: 1500}
#: Confetti pieces per moment (none for the quieter ones).
PIECES = {MomentKind.WINNER: 110, MomentKind.FIVE_OF_A_KIND: 70, MomentKind.FIVE_BONUS: 70,
          MomentKind.UPPER_BONUS: 40, MomentKind.OVERTAKE: 0}


@dataclass(frozen=True)
class Piece:
    """One scrap of confetti: thrown from the banner, falling, turning, fading."""

    x: float
    y: float
    vx: float
    vy: float
    spin: float
    angle: float
    width: float
    height: float
    colour: QColor
    sway: float


class Moments(Retranslating, QWidget):
    """The overlay over a board that shows one moment at a time."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.kind: MomentKind | None = None
        self._text: Callable[[], str] = str
        self.area = QRect()
        self.pieces: list[Piece] = []
        self._t = 0.0
        self._moving = False
        self._random = random.Random()
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.finish)
        self._still = QTimer(self)
        self._still.setSingleShot(True)
        self._still.timeout.connect(self.finish)
        self.hide()

    def showing(self) -> bool:
        return self.kind is not None

    @property
    def text(self) -> str:
        """The words on show, in the language of the moment."""
        return self._text()

    def show_moment(self, kind: MomentKind, text: str | Callable[[], str],
                    where: QRect | None = None, *, moving: bool = True) -> None:
        """Show ``kind`` with ``text`` (or the words a function builds, again after a change
        of language) centred on ``where`` (the board by default); with ``moving`` false
        (animation off, reduced motion) a still banner only."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.finish()
        self.kind = kind
        self._text = text if callable(text) else (lambda: text)
        self.setGeometry(parent.rect())
        self.area = QRect(where) if where is not None and where.isValid() else self.rect()
        self._moving = moving
        self.pieces = self._confetti(PIECES[kind]) if moving else []
        self._t = 0.0
        self.raise_()
        self.show()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        if moving:
            self.animation.setDuration(LENGTH_MS[kind])
            self.animation.start()
        else:
            self._t = 0.5
            self._still.start(LENGTH_MS[kind])
        self.update()

    @Slot()
    def finish(self) -> None:
        """End the moment now."""
        if self.kind is None:
            return
        self.kind = None
        self.animation.stop()
        self._still.stop()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            # a click or a key ends the moment and still does what it does
            QTimer.singleShot(0, self, self.finish)
        return False

    def retranslate_ui(self) -> None:
        self.update()  # the words are built again when painted

    @Slot(object)
    def _step(self, value: float) -> None:
        self._t = float(value)
        self.update()

    def _confetti(self, count: int) -> list[Piece]:
        colours = table_colours()
        palette = [colours.accent, colours.warm, colours.felt_text, colours.die,
                   QColor("#4f9fdc"), QColor("#7cc46f")]
        rng = self._random
        centre = QPointF(self.area.center())
        scale = max(1.0, self.area.height() / 300)
        pieces = []
        for _ in range(count):
            a = rng.uniform(-math.pi * 0.95, -math.pi * 0.05)
            speed = rng.uniform(250, 620) * scale
            pieces.append(Piece(centre.x() + rng.uniform(-40, 40) * scale,
                                centre.y() + rng.uniform(-10, 10) * scale,
                                math.cos(a) * speed * 0.9, math.sin(a) * speed,
                                rng.uniform(-540, 540), rng.uniform(0, 360),
                                rng.uniform(5, 9) * scale, rng.uniform(9, 15) * scale,
                                QColor(rng.choice(palette)), rng.uniform(0.5, 2.0)))
        return pieces

    # -- painting --------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.kind is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        seconds = self._t * LENGTH_MS[self.kind] / 1000
        fade = min(1.0, (1.0 - self._t) / 0.25) if self._moving else 1.0
        gravity = 900.0 * max(1.0, self.area.height() / 300)
        p.setPen(Qt.PenStyle.NoPen)
        for piece in self.pieces:
            x = piece.x + piece.vx * seconds * 0.8 + math.sin(seconds * 6 * piece.sway) * 8
            y = piece.y + piece.vy * seconds + 0.5 * gravity * seconds * seconds
            p.save()
            p.setOpacity(fade)
            p.translate(x, y)
            p.rotate(piece.angle + piece.spin * seconds)
            # a scrap seen edge-on as it turns: its width swings
            w = piece.width * abs(math.cos(seconds * 5 * piece.sway + piece.angle))
            p.fillRect(QRectF(-w / 2, -piece.height / 2, max(1.0, w), piece.height),
                       piece.colour)
            p.restore()
        self._paint_banner(p, fade)
        p.end()

    def _paint_banner(self, p: QPainter, fade: float) -> None:
        colours = table_colours()
        font = QFont(self.font())
        board_scale = max(1.0, self.area.height() / 260)
        size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        font.setPointSizeF(size * min(2.6, 1.5 * board_scale))
        font.setBold(True)
        metrics = QFontMetricsF(font)
        pop = 1.0
        if self._moving and self._t < 0.12:
            pop = 0.85 + 0.15 * math.sin(self._t / 0.12 * math.pi / 2)
        lines = self.text.split("\n")
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        width = min(self.area.width() - 16.0, widest + 48)
        height = metrics.height() * (len(lines) + 0.8)
        centre = QPointF(self.area.center())
        if self.area != self.rect():
            # over the dice: high in the tray, so the dice stay in view
            centre.setY(self.area.top() + max(height * 0.75, self.area.height() * 0.2))
        rect = QRectF(-width / 2, -height / 2, width, height)
        p.save()
        p.setOpacity(fade)
        p.translate(centre)
        p.scale(pop, pop)
        shadow = QPainterPath()
        radius = min(height, metrics.height() * 1.8) / 2
        shadow.addRoundedRect(rect.translated(0, 4), radius, radius)
        p.fillPath(shadow, QColor(0, 0, 0, 70))
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        p.fillPath(path, colours.accent)
        p.setFont(font)
        p.setPen(colours.accent_text)
        shown = "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width - 24)
                          for line in lines)
        p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), shown)
        p.restore()


class MomentWatcher(QObject):
    """Reads what every action did (``controller.actionApplied`` → ``game.events``) and the
    game's end, and shows the moment worth showing on the board's overlay; a five of a kind
    rolled waits until the dice have come to rest in ``tray()``."""

    def __init__(self, controller: GameController, board: QWidget, moments: Moments,
                 tray: Callable[[], DiceTray]) -> None:
        super().__init__(board)
        self.controller = controller
        self.board = board
        self.moments = moments
        self.tray = tray
        self._waiting: tuple[MomentKind, str | Callable[[], str]] | None = None
        self._watched: DiceTray | None = None
        controller.actionApplied.connect(self._on_action)
        controller.gameFinished.connect(self._on_finished)
        controller.gameStarted.connect(self.moments.finish)

    def _tray_area(self) -> QRect:
        tray = self.tray()
        return QRect(tray.mapTo(self.board, QPoint(0, 0)), tray.size())

    @Slot(object)
    def _on_action(self, move: object) -> None:
        game = self.controller.game
        if game is None or game.finished:
            return
        found = moment_words.moment(game.events, lambda: [seat.name for seat in game.players],
                                self.controller.card_visible)
        if found is not None and found.kind in CELEBRATED:
            self.show(found.kind, found.render)

    @Slot()
    def _on_finished(self) -> None:
        game = self.controller.game
        if game is None:
            return
        self.show(MomentKind.WINNER, lambda: self.winner_text(game))

    def winner_text(self, game: Game) -> str:
        """The winner's words (the final score of a solo game)."""
        names = [game.players[i].name for i in game.winners()]
        if game.player_count == 1:
            return self.tr("Final score: {points}").format(points=game.totals()[0])
        if len(names) == 1:
            return self.tr("{player} wins!").format(player=names[0])
        return self.tr("A shared win: {players}").format(players=", ".join(names))

    def show(self, kind: MomentKind, text: str | Callable[[], str]) -> None:
        """Show ``kind`` now (a five of a kind once the dice lie still)."""
        tray = self.tray()
        if kind is MomentKind.FIVE_OF_A_KIND and tray.is_rolling():
            self._waiting = (kind, text)
            if self._watched is not tray:
                tray.rollFinished.connect(self._after_roll)
                self._watched = tray
            return
        self._waiting = None
        settings = self.controller.settings
        moving = settings.animation_ms > 0 and not settings.reduced_motion
        where = None if kind is MomentKind.WINNER else self._tray_area()
        self.moments.show_moment(kind, text, where, moving=moving)

    @Slot()
    def _after_roll(self) -> None:
        if self._waiting is not None:
            kind, text = self._waiting
            self.show(kind, text)
