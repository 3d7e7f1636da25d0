"""The table for Thousand: the throw (click scoring dice to set them aside), the dice set
aside this turn, the turn's points, Roll / Write / Pass enabled only when the rules allow, and
one score sheet per player (misses as dots, penalties and overtaking points as their own
lines), with the opening, the pits and the goal in view."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Slot
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.moves import Bank, Pass, Roll, SetAside
from kosci_gui.engine.thousand import ThousandGame, set_value

from . import texts
from .controller import GameController
from .dice_widget import DiceTray, paint_die
from .kosci_board import BUTTONS_MAX_WIDTH
from .scorecard_model import clock_text
from .scorecard_view import SMALLEST_FONT, ScoreDelegate


def number(n: int) -> str:
    """A score with a real minus sign."""
    return f"−{-n}" if n < 0 else str(n)


def wrapped(text: str, fm: QFontMetrics, width: int) -> list[str]:
    """The lines of ``text``, each broken at spaces where it is wider than ``width``."""
    lines: list[str] = []
    for line in text.splitlines():
        current = ""
        for word in line.split(" "):
            candidate = f"{current} {word}" if current else word
            # (a pixel or two to spare: elidedText measures a little wider than the advance)
            if current and fm.horizontalAdvance(candidate) > width - 3:
                lines.append(current)
                current = word
            else:
                current = candidate
        lines.append(current)
    return lines


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
        size = min(self.height() - 10.0, (self.width() - 8.0) / max(count, 5) * 0.86)
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


class ThousandBoard(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.selection: set[int] = set()
        self.last_throw: tuple[int, ...] = ()
        self._sheet_widest = self._sheet_narrowest = self._sheet_names = 0

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
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addWidget(row, 100)
        centred.addStretch(1)
        panel.addLayout(centred)
        panel.addStretch(1)

        self.sheet = QTableWidget(self)
        self.sheet.setObjectName("thousandSheet")
        self.sheet.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sheet.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.sheet.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.sheet.setWordWrap(False)
        self.sheet.setItemDelegate(ScoreDelegate(self.sheet))
        self.sheet.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.sheet.verticalHeader().setVisible(False)
        # the header's lines are elided to the columns' widths, again after they change
        self._header_timer = QTimer(self)
        self._header_timer.setSingleShot(True)
        self._header_timer.timeout.connect(self._update_headers)
        self.sheet.horizontalHeader().sectionResized.connect(self._header_timer.start)

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
        controller.clocksTicked.connect(self._update_headers)
        controller.thousandSelectionChanged.connect(self._show_computer_selection)
        controller.hintsChanged.connect(self.update_state)
        self.retranslate_ui()

    @property
    def game(self) -> ThousandGame | None:
        g = self.controller.game
        return g if isinstance(g, ThousandGame) else None

    # -- the player's intents ----------------------------------------------------------------

    def selected_values(self) -> tuple[int, ...]:
        g = self.game
        if g is None or g.phase != "thrown" or g.throw is None:
            return ()
        return tuple(sorted(g.throw[i] for i in self.selection if i < len(g.throw)))

    @Slot(int)
    def toggle_die(self, index: int) -> None:
        g = self.game
        if g is None or g.phase != "thrown" or not self.controller.human_may_act():
            return
        if index >= len(g.throw or ()):
            return
        self.selection ^= {index}
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

    def _move(self, move: Any) -> None:
        selection = self.selected_values()
        self.selection = set()
        self.controller.thousand_move(selection, move)
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
        self.sheet.setColumnCount(g.player_count)
        self._size_sheet()
        self.update_state()

    def _size_sheet(self) -> None:
        """Room for every player's column: at least a status line ("not opened", a pit) per
        column, at most a paper sheet's width; the rest of the window goes to the dice."""
        g = self.game
        if g is None:
            return
        fm = self.sheet.fontMetrics()
        bold = QFont(self.sheet.font())
        bold.setBold(True)
        statuses = [self.tr("not opened"), self.tr("out of time"),
                    self.tr("pit {low}–{high}").format(low=700, high=800), "−1000"]
        # a status line too long for its column breaks at its spaces (see _update_headers)
        narrowest = max(fm.horizontalAdvance(word) for text in statuses
                        for word in text.split(" ")) + 14
        # an entry like "+50 → 275" stays on one line (in a smaller font if it must)
        entry = int(fm.horizontalAdvance("−50 → −105") * SMALLEST_FONT) + 12
        narrowest = max(narrowest, entry, fm.height() * 4)
        names = max(QFontMetrics(bold).horizontalAdvance(p.name) for p in g.players) + 14
        widest = max(narrowest, min(names, fm.height() * 9), fm.height() * 6)
        frame = 2 * self.sheet.frameWidth() + 2
        scroll = self.sheet.verticalScrollBar().sizeHint().width()
        self.sheet.horizontalHeader().setMinimumSectionSize(narrowest)
        self._sheet_narrowest = g.player_count * narrowest + frame
        # whole names when the window allows (see _limit_sheet)
        self._sheet_names = g.player_count * max(narrowest, min(names, widest)) + frame + scroll
        self._sheet_widest = g.player_count * widest + frame + scroll
        self._limit_sheet()

    def _limit_sheet(self) -> None:
        """The sheet's widest: its columns' useful width, or on a big screen up to a third
        of the window (a sliver of a sheet beside a wide table looks lost)."""
        self.sheet.setMaximumWidth(max(self._sheet_widest, self.width() // 3))
        # room for whole names, but never more than half the window: the dice come first
        self.sheet.setMinimumWidth(max(self._sheet_narrowest,
                                       min(self._sheet_names, self.width() // 2)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._limit_sheet()

    @Slot(object, object)
    def _on_rolled(self, dice: tuple[int, ...], thrown: tuple[bool, ...]) -> None:
        self.selection = set()
        self.last_throw = tuple(dice)
        self.tray.roll_to(dice, thrown, self.controller.settings.animation_ms)

    @Slot(object)
    def _show_computer_selection(self, values: tuple[int, ...]) -> None:
        g = self.game
        self.selection = set()
        if g is not None and g.throw is not None and values:
            self.selection = set(self._positions(values))
        self.update_state()

    @Slot()
    def update_state(self) -> None:
        g = self.game
        if g is None:
            return
        ctl = self.controller
        may_act = ctl.human_may_act()
        if g.finished:
            self.turn_label.setText(self.tr("Game over"))
        else:
            name = g.players[g.current].name
            self.turn_label.setText(self.tr("{player}: {score}").format(
                player=name, score=number(g.scores[g.current])))
        hint = self._hint_move()
        if g.phase == "thrown" and g.throw is not None:
            held = [i in self.selection for i in range(len(g.throw))]
            suggested = self._positions(hint.dice) if isinstance(hint, SetAside) else ()
            self.tray.show_dice(list(g.throw), held, marks=self.tr("aside"),
                                suggested=suggested)
        elif self.last_throw and g.phase == "start" and not g.finished:
            # the previous throw stays in view (e.g. the miss that ended a turn)
            self.tray.show_dice(list(self.last_throw), [False] * len(self.last_throw))
        else:
            self.tray.show_dice([None] * (g.in_hand or 5), [False] * (g.in_hand or 5))
        for die in self.tray.dice:
            die.clickable = may_act and g.phase == "thrown"
            die.setEnabled(g.phase == "thrown")
        in_hand = len(g.throw or ()) if g.phase == "thrown" else (g.in_hand or 5)
        self.throw_caption.setText(self.tr("Throw: %n dice — click the scoring dice to set "
                                           "them aside (keys 1-5)", "", in_hand))
        self.aside.set_groups(g.aside)
        selection = self.selected_values()
        points = self.tr("Turn points: {points}").format(points=g.turn_points)
        if selection:
            value = set_value(selection)
            points += "  " + (self.tr("(selected: +{points})").format(points=value)
                              if value is not None else self.tr("(selected dice do not all score)"))
        self.points_label.setText(points)
        for button, move in ((self.roll_button, Roll()), (self.write_button, Bank()),
                             (self.pass_button, Pass())):
            refusal = ctl.thousand_preview(selection, move) if may_act else True
            button.setEnabled(refusal is None)
            tip = ""
            if isinstance(refusal, RuleError):
                tip = texts.error_text(refusal, "thousand")
            elif refusal is None:
                value = self._hint_value(move)
                if value is not None:
                    tip = self.tr("Hint: expected value {value:.1f}").format(value=value)
            button.setToolTip(tip)
            font = button.font()
            font.setBold(refusal is None and hint is not None and type(hint) is type(move))
            button.setFont(font)
        self._fill_sheet()

    def _hint_move(self) -> Any:
        """The advisor's best move (hints on, a human to play), or None."""
        hints = self.controller.hints
        return hints[0].move if hints else None

    def _hint_value(self, move: Any) -> float | None:
        for item in self.controller.hints or ():
            if type(item.move) is type(move) and not isinstance(move, SetAside):
                return float(item.value)
        return None

    def _positions(self, values: Sequence[int]) -> tuple[int, ...]:
        """Positions in the throw holding these values."""
        g = self.game
        wanted = Counter(values)
        found = []
        for i, v in enumerate(g.throw or ()):
            if wanted[v] > 0:
                wanted[v] -= 1
                found.append(i)
        return tuple(found)

    def _fill_sheet(self) -> None:
        g = self.game
        palette = self.palette()
        rows = max((len(s) for s in g.sheets), default=0) + 1
        self.sheet.setRowCount(rows)
        for p, sheet in enumerate(g.sheets):
            for r in range(rows):
                if r < len(sheet):
                    entry = sheet[r]
                    item = QTableWidgetItem(self._entry_text(entry))
                    item.setToolTip(self._entry_tip(entry))
                    if entry.kind in ("overtaken", "zero_penalty", "three_misses",
                                      "overtake_bonus"):
                        font = QFont(self.font())
                        font.setItalic(True)
                        item.setFont(font)
                elif r == rows - 1:
                    item = QTableWidgetItem(number(g.scores[p]))
                    font = QFont(self.font())
                    font.setBold(True)
                    item.setFont(font)
                    item.setBackground(QBrush(palette.color(QPalette.ColorRole.AlternateBase)))
                else:
                    item = QTableWidgetItem("")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if p == g.current and not g.finished:
                    accent = QColor(palette.color(QPalette.ColorRole.Highlight))
                    accent.setAlpha(38)
                    if r < rows - 1:
                        item.setBackground(QBrush(accent))
                self.sheet.setItem(r, p, item)
        self._update_headers()
        self.sheet.scrollToBottom()

    @Slot()
    def _update_headers(self) -> None:
        g = self.game
        if g is None:
            return
        for p, seat in enumerate(g.players):
            text = seat.name
            if g.out[p]:
                text += "\n" + self.tr("out of time")
            else:
                remaining = self.controller.remaining(p)
                if remaining is not None:
                    text += "\n" + clock_text(remaining)
            pit = g.pit_of(g.scores[p])
            if pit is not None:
                text += "\n" + self.tr("pit {low}–{high}").format(low=pit[0], high=pit[1])
            elif not g.opened[p]:
                text += "\n" + self.tr("not opened")
            font = QFont(self.sheet.font())
            font.setBold(p == g.current and not g.finished)
            room = self.sheet.columnWidth(p) - 8
            fm = QFontMetrics(font)
            shown = "\n".join(fm.elidedText(line, Qt.TextElideMode.ElideRight, room)
                              for line in wrapped(text, fm, room))
            item = self.sheet.horizontalHeaderItem(p)
            if item is None:
                item = QTableWidgetItem()
                self.sheet.setHorizontalHeaderItem(p, item)
            if item.text() != shown:
                item.setText(shown)
            item.setToolTip(text.replace("\n", " · ") if shown != text else "")
            if item.font() != font:
                item.setFont(font)

    def _entry_text(self, entry: Any) -> str:
        if entry.kind == "miss":
            return "•"
        if entry.kind == "timeout":
            return "⏱"
        sign = "+" if entry.points > 0 else "−" if entry.points < 0 else ""
        if entry.kind == "write":
            return number(entry.score)
        return f"{sign}{abs(entry.points)} → {number(entry.score)}"

    def _entry_tip(self, entry: Any) -> str:
        tips = {
            "write": self.tr("Written: +{points}"),
            "miss": self.tr("A miss"),
            "zero_penalty": self.tr("Nothing on the first throw: {points}"),
            "overtaken": self.tr("Overtaken: {points}"),
            "overtake_bonus": self.tr("Overtaking bonus: +{points}"),
            "three_misses": self.tr("Three misses in a row: {points}"),
            "timeout": self.tr("Out of time"),
        }
        return tips.get(entry.kind, "{points}").format(points=entry.points)
