"""The welcome page shown before the first game, laid on the same cloth as the table: the
name with a pair of painted dice, one paper card per game against the computer (title and a
line of description that wrap rather than clip), a card for today's dice (the date, and what
was played today once the history is read, after the first show), and New game…"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QEvent, QLocale, QPointF, QRect, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.engine.seats import LEVELS
from kosci_gui.gui.games import describe_game, game_keys, game_name
from kosci_gui.gui.look.theme import on_felt, table_colours
from kosci_gui.gui.words import texts
from kosci_gui.gui.words.retranslating import Retranslating

if TYPE_CHECKING:  # (the saved games' module is not loaded before the window shows)
    from kosci_gui.storage.saved_games import SavedFile

#: Widest the column of game buttons grows (logical pixels).
COLUMN_MAX_WIDTH = 620


class GameButton(QAbstractButton):
    """A button with a bold title and a description under it, like a command link, but
    sized from both texts and the user's font: the description wraps to the width it is
    given (height for width), the title never clips."""

    PAD = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._description = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    # -- texts and fonts ---------------------------------------------------------------------

    def description(self) -> str:
        return self._description

    def setDescription(self, text: str) -> None:
        self._description = text
        self.setAccessibleDescription(text)
        self._fit_height()
        self.update()

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setAccessibleName(text)
        self._fit_height()

    def _fit_height(self) -> None:
        """At least as tall as the texts need at the width the button has (a layout in a
        scroll area does not always ask for the height for width)."""
        self.setMinimumHeight(self.heightForWidth(self.width()))
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_height()

    def title_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        return font

    def _arrow_size(self) -> int:
        return QFontMetrics(self.title_font()).height()

    def text_left(self) -> int:
        """Where both texts start: after the arrow."""
        return self.PAD + self._arrow_size() + self.PAD

    def text_width(self, width: int | None = None) -> int:
        """Room for the texts in a button ``width`` wide (the current width by default)."""
        return max(1, (self.width() if width is None else width) - self.text_left() - self.PAD)

    def _description_rect(self, width: int) -> QRect:
        return self.fontMetrics().boundingRect(
            QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), self._description)

    # -- size ------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        title = QFontMetrics(self.title_font()).horizontalAdvance(self.text())
        description = self.fontMetrics().horizontalAdvance(self._description)
        # a little air on the right: the longest title should not touch the frame
        width = self.text_left() + max(title, description) + 3 * self.PAD
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        title = QFontMetrics(self.title_font()).horizontalAdvance(self.text())
        words = self._description.split() or [""]
        longest = max(self.fontMetrics().horizontalAdvance(w) for w in words)
        width = self.text_left() + max(title, longest) + self.PAD + 2
        return QSize(width, self.heightForWidth(width))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        title = QFontMetrics(self.title_font()).height()
        description = self._description_rect(self.text_width(width)).height() \
            if self._description else 0
        return self.PAD + title + 2 + description + self.PAD

    def texts_fit(self) -> bool:
        """Do the title and the (wrapped) description fit the button as it is now?"""
        title = QFontMetrics(self.title_font()).horizontalAdvance(self.text())
        return (title <= self.text_width()
                and self.heightForWidth(self.width()) <= self.height())

    # -- painting and keys ---------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = table_colours()
        lit = (self.underMouse() or self.hasFocus()) and self.isEnabled()
        card = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -3.5)
        # a card of the score pad's paper lying on the cloth
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(card.translated(0, 2.5), 7, 7)
        p.setBrush(colours.paper_sum if self.isDown() else colours.paper)
        p.setPen(QPen(colours.accent if lit else colours.paper_line, 2.0 if lit else 1.0))
        p.drawRoundedRect(card, 7, 7)
        ink = colours.ink if self.isEnabled() else colours.ink_disabled
        title_metrics = QFontMetrics(self.title_font())
        arrow = self._arrow_size()
        top = self.PAD
        # the arrow: a solid chevron, in the accent when hovered or focused
        path = QPainterPath()
        x, y, s = float(self.PAD), float(top), float(arrow)
        path.moveTo(QPointF(x + s * 0.25, y + s * 0.15))
        path.lineTo(QPointF(x + s * 0.8, y + s * 0.5))
        path.lineTo(QPointF(x + s * 0.25, y + s * 0.85))
        path.closeSubpath()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colours.accent if lit else ink)
        p.drawPath(path)
        left, width = self.text_left(), self.text_width()
        p.setPen(ink)
        p.setFont(self.title_font())
        title = title_metrics.elidedText(self.text(), Qt.TextElideMode.ElideRight, width)
        p.drawText(QRect(left, top, width, title_metrics.height()),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), title)
        p.setFont(self.font())
        p.setPen(colours.ink_quiet)
        p.drawText(QRect(left, top + title_metrics.height() + 2, width,
                         self.height() - top - title_metrics.height()),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                   | int(Qt.TextFlag.TextWordWrap), self._description)
        if self.hasFocus():
            p.setPen(QPen(colours.ink, 1.5, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(card.adjusted(3, 3, -3, -3), 5, 5)
        p.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.HoverEnter, QEvent.Type.HoverLeave):
            self.update()
        elif event.type() == QEvent.Type.FontChange:
            self._fit_height()
        return super().event(event)


class WelcomePage(Retranslating, QWidget):
    """Shown before the first game: one button per game against the computer."""

    #: ``quickStart(game, level)``: play ``game`` against a computer of that strength.
    quickStart = Signal(str, str)
    #: The strength for the quick starts was chosen.
    levelChanged = Signal(str)
    #: Go on with the newest game kept unfinished (its card is shown when there is one).
    continueGame = Signal()
    #: Play today's dice (Game → Today's dice…).
    dailyStart = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.new_button = QPushButton()
        self.new_button.setObjectName("welcomeNewGame")
        self.new_button.setMinimumHeight(self.fontMetrics().height() * 2 + 8)
        self.holder = QWidget()
        self.holder.setMaximumWidth(COLUMN_MAX_WIDTH)
        column = QVBoxLayout(self.holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        # the computer's strength for the quick starts, one press away
        self.level = LEVELS[len(LEVELS) // 2]
        self.level_label = QLabel()
        self.level_group = QButtonGroup(self)
        self.level_group.setExclusive(True)
        self.level_buttons: dict[str, QPushButton] = {}
        strength = QHBoxLayout()
        strength.setSpacing(4)
        strength.addWidget(self.level_label)
        strength.addStretch(1)
        for level in LEVELS:
            choice = QPushButton()
            choice.setObjectName(f"level_{level}")
            choice.setCheckable(True)
            choice.clicked.connect(lambda _=False, lv=level: self.set_level(lv, chosen=True))
            self.level_group.addButton(choice)
            strength.addWidget(choice)
            self.level_buttons[level] = choice
        #: The newest game kept unfinished, to go on with (hidden when there is none).
        self.continue_button = GameButton()
        self.continue_button.setObjectName("welcomeContinue")
        self.continue_button.clicked.connect(self.continueGame)
        self.continue_button.hide()
        self._kept: SavedFile | None = None
        column.addWidget(self.continue_button)
        column.addSpacing(4)
        column.addLayout(strength)
        self.game_buttons: dict[str, GameButton] = {}
        for game in game_keys():
            button = GameButton()
            button.setObjectName(f"quick_{game}")
            button.clicked.connect(
                lambda _=False, g=game: self.quickStart.emit(g, self.level))
            column.addWidget(button)
            self.game_buttons[game] = button
        #: Today's dice: the same dice for everyone today.
        self.daily_button = GameButton()
        self.daily_button.setObjectName("welcomeDaily")
        self.daily_button.clicked.connect(self.dailyStart)
        #: What was played today for the record (None: not read yet).
        self._played_today: list[str] | None = None
        column.addSpacing(4)
        column.addWidget(self.daily_button)
        column.addSpacing(4)
        column.addWidget(self.new_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 8, 16, 8)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(16)
        layout.addWidget(self.holder, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        #: How much larger than at 1024×700 the page is drawn.
        self.scale = 1.0
        self._fonts = {w: QFont(w.font()) for w in (
            self.title, self.subtitle, self.new_button, self.level_label,
            *self.level_buttons.values(), *self.game_buttons.values(), self.continue_button,
            self.daily_button)}
        self._follow_palette()
        self.retranslate_ui()

    def focus_first(self) -> None:
        """The keyboard focus on the first game's card (Return starts it)."""
        next(iter(self.game_buttons.values())).setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot(object)
    def offer(self, kept: SavedFile | None) -> None:
        """Offer to go on with ``kept`` (the newest game kept unfinished), or no longer."""
        self._kept = kept
        self.continue_button.setVisible(kept is not None)
        self.retranslate_ui()

    def show_daily(self, played: list[str]) -> None:
        """What was played today for the record, one line per game (none: not played yet)."""
        self._played_today = played
        self.retranslate_ui()

    def set_level(self, level: str, *, chosen: bool = False) -> None:
        """The strength the quick starts play against (``chosen``: by the player, now)."""
        if level not in self.level_buttons:
            return
        self.level = level
        self.level_buttons[level].setChecked(True)
        self.retranslate_ui()
        if chosen:
            self.levelChanged.emit(level)
            # the strength is set: the keyboard on the first game's card, shown, where
            # Return starts the game (Return does nothing on a strength button)
            self.focus_first()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # a big window: a bigger page (the same steps as the table's)
        scale = max(1.0, min(1.6, self.height() / 640, self.width() / 1000))
        scale = round(scale * 20) / 20
        if scale == self.scale:
            return
        self.scale = scale
        for widget, base in self._fonts.items():
            font = QFont(base)
            font.setPointSizeF(base.pointSizeF() * scale)
            widget.setFont(font)
        self.holder.setMaximumWidth(round(COLUMN_MAX_WIDTH * scale))
        self.new_button.setMinimumHeight(self.new_button.fontMetrics().height() * 2 + 8)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._follow_palette()
            self.update()
        super().changeEvent(event)

    def _follow_palette(self) -> None:
        """The title and the line under it lie on the cloth."""
        wanted = on_felt(self.palette(), table_colours())
        if wanted != self.palette():
            self.setPalette(wanted)

    def paintEvent(self, event: QPaintEvent) -> None:
        # the painting modules load with the first paint, after the window has shown
        from kosci_gui.gui.look.dice_art import paint_die, paint_shadow
        from kosci_gui.gui.look.table_art import felt

        colours = table_colours()
        p = QPainter(self)
        p.drawPixmap(0, 0, felt(self.size(), self.devicePixelRatioF(), colours))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # a pair of dice beside the name, lying as thrown
        title = self.title.geometry()
        text = QFontMetrics(self.title.font()).horizontalAdvance(self.title.text())
        size = title.height() * 0.95
        x = title.center().x() - text / 2 - size * 0.9
        y = title.center().y()
        for dx, value, angle in ((-size * 1.25, 5, -14.0), (0.0, 3, 9.0)):
            centre = QPointF(x + dx, y)
            paint_shadow(p, centre, size)
            paint_die(p, centre, size, value, colours, angle=angle)
        p.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Up and Down move between the game buttons."""
        order: list[QWidget] = [self.continue_button] if self._kept is not None else []
        order += [*self.game_buttons.values(), self.daily_button, self.new_button]
        focused = self.focusWidget()
        if focused in order and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = 1 if event.key() == Qt.Key.Key_Down else -1
            order[(order.index(focused) + step) % len(order)].setFocus(
                Qt.FocusReason.TabFocusReason)
            event.accept()
            return
        super().keyPressEvent(event)

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Kości"))
        self.subtitle.setText(self.tr("Pick a game to play against the computer, or set up "
                                      "a game of your own."))
        self.new_button.setText(self.tr("New game…"))
        self.level_label.setText(self.tr("Computer's strength:"))
        for level, choice in self.level_buttons.items():
            choice.setText(texts.level_name(level))
            choice.setChecked(level == self.level)
        strength = texts.level_name(self.level)
        kept = self._kept
        if kept is not None:
            self.continue_button.setText(self.tr("Continue {game}").format(
                game=game_name(kept.game or "")))
            self.continue_button.setDescription(self.tr("{players} · turn {turn}").format(
                players=", ".join(kept.players), turn=kept.turns + 1))
        self.daily_button.setText(self.tr("Today's dice · {date}").format(
            date=QLocale().toString(QDate.currentDate(), "d MMMM yyyy")))
        played = self._played_today
        self.daily_button.setDescription(
            self.tr("Played today: {games}").format(games="; ".join(played)) if played
            else self.tr("The same dice for everyone today: play them, then compare your "
                         "score with the hard computer's."))
        for game, button in self.game_buttons.items():
            button.setText(self.tr("{game} against the computer").format(
                game=game_name(game)))
            button.setDescription(self.tr("{rules} · computer: {level}").format(
                rules=describe_game(game).description(), level=strength.lower()))
