"""The table for Thousand: the throw (click scoring dice to set them aside), the dice set
aside this turn, the turn's points, Roll / Write / Pass enabled only when the engine allows,
and the score sheet (see :mod:`kosci_gui.gui.pads.thousand_sheet`), with the opening, the pits
and the goal in view."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Slot
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.moves import Bank, Move, Pass, Roll, SetAside
from kosci_gui.engine.thousand import Phase, ThousandGame
from kosci_gui.engine.thousand_scoring import set_value
from kosci_gui.gui.pads.thousand_sheet import ThousandSheetModel, ThousandSheetView, number
from kosci_gui.gui.play.controller import GameController
from kosci_gui.gui.table.board import Board, centred
from kosci_gui.gui.table.dice_tray import DiceTray, paint_die
from kosci_gui.gui.table.kosci_board import BUTTONS_MAX_WIDTH
from kosci_gui.gui.words import messages, texts

#: Largest a die set aside is drawn (logical pixels): smaller than those in the tray.
ASIDE_DIE_MAX = 72.0


class AsideStrip(QWidget):
    """The dice set aside this turn, group by group."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.groups: list[tuple[int, ...]] = []
        self.setMinimumHeight(40)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(300, 52)

    def set_groups(self, groups: Sequence[tuple[int, ...]]) -> None:
        self.groups = [tuple(g) for g in groups]
        names = [" ".join(texts.face_name(v) for v in g) for g in self.groups]
        self.setAccessibleName(self.tr("Set aside: {dice}").format(dice="; ".join(names) or "—"))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        count = sum(len(g) for g in self.groups) + max(0, len(self.groups) - 1) * 0.6
        size = min(self.height() - 10.0, (self.width() - 8.0) / max(count, 5) * 0.86,
                   ASIDE_DIE_MAX)
        if not self.groups:
            # an empty place on the table: where the set-aside dice will lie
            p.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            height = min(self.height() - 8.0, max(size, 24.0))
            p.drawRoundedRect(QRectF(4, 4, self.width() - 8.0, height), 8, 8)
            return
        x = 4.0
        for gi, group in enumerate(self.groups):
            if gi:
                x += size * 0.6
            for value in group:
                paint_die(p, QRectF(x, 4, size, size), value, self.palette())
                x += size * 1.14


class ThousandBoard(Board):
    PLAY_ACTIONS = frozenset({"roll", "hold", "write", "pass"})

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        #: Positions of the throw the human has selected to set aside.
        self.selection: set[int] = set()
        self.last_throw: tuple[int, ...] = ()
        self._sheet_widths = (0, 0, 0)

        self.panel = QFrame(self)
        self.turn_label = QLabel(self.panel)
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.turn_label.setWordWrap(True)
        font = self.turn_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.turn_label.setFont(font)
        self.rules_label = QLabel(self.panel)
        self.rules_label.setWordWrap(True)
        self.rules_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.throw_caption = QLabel(self.panel)
        self.tray = DiceTray(5, self.panel)
        self.aside_caption = QLabel(self.panel)
        for caption in (self.throw_caption, self.aside_caption):
            # long in Russian and Polish: wrap in a narrow panel rather than clip
            caption.setWordWrap(True)
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.aside = AsideStrip(self.panel)
        self.points_label = QLabel(self.panel)
        self.points_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        points_font = self.points_label.font()
        points_font.setPointSizeF(points_font.pointSizeF() * 1.15)
        self.points_label.setFont(points_font)
        self.roll_button = QPushButton(self.panel)
        self.roll_button.setObjectName("rollButton")
        self.write_button = QPushButton(self.panel)
        self.write_button.setObjectName("writeButton")
        self.pass_button = QPushButton(self.panel)
        self.pass_button.setObjectName("passButton")
        for button in (self.roll_button, self.write_button, self.pass_button):
            button.setMinimumHeight(self.fontMetrics().height() * 2 + 8)

        panel = QVBoxLayout(self.panel)
        panel.addWidget(self.turn_label)
        self.clock_label = self.make_clock_label(self.panel)
        panel.addWidget(self.clock_label)
        panel.addWidget(self.rules_label)
        panel.addWidget(self.throw_caption)
        panel.addWidget(self.tray, 3)
        panel.addWidget(self.aside_caption)
        panel.addWidget(self.aside, 1)
        panel.addWidget(self.points_label)
        # the buttons no wider than the dice above them
        row = QWidget(self.panel)
        row.setMaximumWidth(BUTTONS_MAX_WIDTH)
        buttons = QHBoxLayout(row)
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.roll_button)
        buttons.addWidget(self.write_button)
        buttons.addWidget(self.pass_button)
        panel.addLayout(centred(row))
        self.chance_bars.setMaximumWidth(BUTTONS_MAX_WIDTH)
        panel.addLayout(centred(self.chance_bars))
        panel.addStretch(1)

        self.sheet_model = ThousandSheetModel(controller, self)
        self.sheet = ThousandSheetView(self.sheet_model, self)

        self.layout_box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.layout_box.setContentsMargins(8, 8, 8, 8)
        self.layout_box.addWidget(self.panel, 3)
        self.layout_box.addWidget(self.sheet, 2)

        self.tray.dieClicked.connect(self.toggle_die)
        self.roll_button.clicked.connect(self.roll)
        self.write_button.clicked.connect(self.write)
        self.pass_button.clicked.connect(self.pass_turn)
        controller.gameStarted.connect(self._on_game_started)
        controller.stateChanged.connect(self.update_state)
        controller.rolled.connect(self._on_rolled)
        controller.previewChanged.connect(self.update_state)
        controller.hintsChanged.connect(self.update_state)
        self.pads = [self.sheet]
        self.retranslate_ui()

    @property
    def game(self) -> ThousandGame | None:
        return self.controller.thousand()

    # -- the play actions ----------------------------------------------------------------------

    def selected_values(self) -> tuple[int, ...]:
        g = self.game
        if g is None or g.phase != Phase.THROWN or g.throw is None:
            return ()
        return tuple(sorted(g.throw[i] for i in self.selection if i < len(g.throw)))

    @Slot(int)
    def toggle_die(self, index: int) -> None:
        g = self.game
        if g is None or g.phase != Phase.THROWN or not self.controller.human_may_act():
            return
        if index >= len(g.throw or ()):
            return
        self.selection ^= {index}
        face = texts.face_name((g.throw or ())[index])
        chosen = index in self.selection
        self.controller.say(lambda: (self.tr("Die {n} ({face}) chosen to set aside.") if chosen
                                     else self.tr("Die {n} ({face}) left in the throw.")
                                     ).format(n=index + 1, face=face))
        self.update_state()

    @Slot()
    def roll(self) -> None:
        self._move(Roll())

    @Slot()
    def write(self) -> None:
        self._move(Bank())

    @Slot()
    def pass_turn(self) -> None:
        self._move(Pass())

    def focus_start(self) -> None:
        self.roll_button.setFocus()

    def _move(self, move: Move) -> None:
        selection = self.selected_values()
        self.selection = set()
        self.controller.play_after_aside(selection, move)
        self.update_state()

    # -- language ------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.tray.setAccessibleName(self.tr("Throw"))
        self.aside_caption.setText(self.tr("Set aside this turn"))
        self.roll_button.setText(self.tr("Roll (Space)"))
        self.write_button.setText(self.tr("Write (W)"))
        self.pass_button.setText(self.tr("Pass (P)"))
        self.sheet_model.retranslate()
        self._on_game_started()

    # -- showing the game ----------------------------------------------------------------------

    @Slot()
    def _on_game_started(self) -> None:
        g = self.game
        self.selection = set()
        self.last_throw = ()
        if g is None:
            return
        rules = g.rules
        pits = texts.choice_label("pits", rules["pits"])
        parts = [
            f"{texts.option_label('opening')}: {rules['opening']}",
            f"{texts.option_label('pits')}: {pits}",
            f"{texts.option_label('win')}: {texts.choice_label('win', rules['win'])}",
        ]
        self.rules_label.setText(" · ".join(parts))
        self._sheet_widths = self.sheet.widths()
        self._limit_sheet()
        self.update_state()

    def _limit_sheet(self) -> None:
        """The sheet's widest: its columns' useful width, or on a big screen up to a third
        of the window (a sliver of a sheet beside a wide table looks lost); room for whole
        names, but never more than half the window: the dice come first."""
        narrowest, names, widest = self._sheet_widths
        self.sheet.setMaximumWidth(max(widest, self.width() // 3))
        self.sheet.setMinimumWidth(max(narrowest, min(names, self.width() // 2)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._limit_sheet()

    @Slot(object, object)
    def _on_rolled(self, dice: tuple[int, ...], thrown: tuple[bool, ...]) -> None:
        self.selection = set()
        self.last_throw = tuple(dice)
        settings = self.controller.settings
        self.tray.roll_to(dice, thrown, settings.animation_ms, reduced=settings.reduced_motion)

    @Slot()
    def update_state(self) -> None:
        g = self.game
        if g is None:
            return
        ctl = self.controller
        self.sheet_model.set_by_round(ctl.settings.sheet_by_round)
        may_act = ctl.human_may_act()
        waiting = self.waiting_text()
        if waiting is not None:
            self.turn_label.setText(waiting)
        elif g.finished:
            self.turn_label.setText(self.tr("Game over"))
        else:
            name = g.players[g.current].name
            self.turn_label.setText(self.tr("{player}: {score}").format(
                player=name, score=number(g.scores[g.current])))
        hint = ctl.best_move()
        preview = ctl.preview
        if g.phase == Phase.THROWN and g.throw is not None:
            chosen = (set(self._positions(preview.dice)) if isinstance(preview, SetAside)
                      else self.selection)
            held = [i in chosen for i in range(len(g.throw))]
            suggested = self._positions(hint.dice) if isinstance(hint, SetAside) else ()
            self.tray.show_dice(list(g.throw), held, marks=self.tr("aside"),
                                suggested=suggested)
        elif self.last_throw and g.phase == Phase.START and not g.finished:
            # the previous throw stays in view (e.g. the miss that ended a turn)
            self.tray.show_dice(list(self.last_throw), [False] * len(self.last_throw))
        else:
            self.tray.show_dice([None] * (g.in_hand or 5), [False] * (g.in_hand or 5))
        for die in self.tray.dice:
            die.clickable = may_act and g.phase == Phase.THROWN
            die.setEnabled(g.phase == Phase.THROWN)
        in_hand = len(g.throw or ()) if g.phase == Phase.THROWN else (g.in_hand or 5)
        if may_act and g.phase == Phase.THROWN:
            self.throw_caption.setText(self.tr("Throw: %n dice — click the scoring dice to "
                                               "set them aside (keys 1-5)", "", in_hand))
        elif g.finished or not may_act:
            self.throw_caption.setText(self.tr("Throw: %n dice", "", in_hand))
        else:
            self.throw_caption.setText(self.tr("%n dice in hand: throw (Space), write (W) or "
                                               "pass (P)", "", in_hand))
        self.aside.set_groups(g.aside)
        selection = self.selected_values()
        points = self.tr("Turn points: {points}").format(points=g.turn_points)
        if selection:
            value = set_value(selection)
            if value is None:
                points += "  " + self.tr("(selected dice do not all score)")
            elif len(selection) == (g.in_hand or 5):
                points += "  " + self.tr("(selected: +{points} — all five score: the next "
                                         "throw uses all five dice)").format(points=value)
            else:
                points += "  " + self.tr("(selected: +{points})").format(points=value)
        elif g.hot_dice:
            points += "  " + self.tr("— all five score: the next throw uses all five dice")
        self.points_label.setText(points)
        for button, move in ((self.roll_button, Roll()), (self.write_button, Bank()),
                             (self.pass_button, Pass())):
            refusal = ctl.refusal_after_aside(selection, move) if may_act else None
            allowed = may_act and refusal is None
            button.setEnabled(allowed)
            tip = ""
            if isinstance(refusal, RuleError):
                tip = messages.error_text(refusal, g.game)
            elif allowed:
                advice = ctl.hint_for(move)
                if advice is not None:
                    tip = self.tr("Hint: expected value {value:.1f}").format(
                        value=advice.value) + texts.hint_chance_text(advice.win_chance)
            button.setToolTip(tip)
            font = button.font()
            font.setBold(allowed and hint is not None and type(hint) is type(move))
            button.setFont(font)

    def _positions(self, values: Sequence[int]) -> tuple[int, ...]:
        """Positions in the throw holding these values."""
        g = self.game
        wanted = Counter(values)
        found = []
        for i, v in enumerate(g.throw if g is not None and g.throw else ()):
            if wanted[v] > 0:
                wanted[v] -= 1
                found.append(i)
        return tuple(found)
