"""The table for Thousand: the throw (click scoring dice to choose them to set aside), the dice
set aside this turn, the turn's points, Roll / Write / Pass enabled only when the engine
allows, and the score sheet (see :mod:`kosci_gui.gui.pads.thousand_sheet`), with the opening,
the pits and the goal in view. The dice chosen, what they are worth and why a move is refused
are the engine's answers; this board only shows them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import QRectF, QSize, Qt, Slot
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.ai.reasons import THROW_CHANCE
from kosci_gui.engine.moves import Bank, Move, Pass, Roll, SetAside
from kosci_gui.engine.thousand import ThousandGame
from kosci_gui.engine.thousand_scoring import score_chance
from kosci_gui.gui.look.dice_art import paint_lying_die
from kosci_gui.gui.pads.thousand_sheet import ThousandSheetModel, ThousandSheetView, number
from kosci_gui.gui.play.controller import GameController
from kosci_gui.gui.table.board import BUTTONS_MAX_WIDTH, Board, TableButton, centred
from kosci_gui.gui.words import messages, texts
from kosci_gui.gui.words.why_texts import why_lines

#: Largest a die set aside is drawn (logical pixels): smaller than those in the tray.
ASIDE_DIE_MAX = 72.0


class AsideStrip(QWidget):
    """The dice set aside this turn, group by group."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.groups: list[tuple[int, ...]] = []
        self.setMinimumHeight(30)
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
                paint_lying_die(p, QRectF(x, 4, size, size), value, self.palette())
                x += size * 1.14


class Panel(QFrame):
    """The dice's side of the table; its ``optional`` lines (shown only where they fit:
    ``ThousandBoard._fit_rules``) ask for no room of the window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.optional: tuple[QWidget, ...] = ()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        layout = self.layout()
        spare = sum(w.minimumSizeHint().height() + layout.spacing()
                    for w in self.optional if not w.isHidden()) if layout else 0
        return QSize(hint.width(), hint.height() - spare)


class ThousandBoard(Board):
    """The board of Thousand (its descriptor gives it only Thousand games)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.last_throw: tuple[int, ...] = ()
        self._sheet_widths = (0, 0, 0)

        self.panel = Panel(self)
        self.turn_label = self.make_turn_label(self.panel)
        self.rules_label = QLabel(self.panel)
        self.rules_label.setWordWrap(True)
        self.rules_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.throw_caption = QLabel(self.panel)
        self.tray = self.make_tray(self.panel)
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
        self.roll_button = self.make_button(self.panel, "rollButton", controller.roll, Roll,
                                            TableButton)
        self.write_button = self.make_button(self.panel, "writeButton", controller.write, Bank,
                                             TableButton)
        self.pass_button = self.make_button(self.panel, "passButton", controller.pass_turn,
                                            Pass, TableButton)

        self.panel_layout = panel = QVBoxLayout(self.panel)
        self.panel.optional = (self.throw_caption, self.rules_label)  # the first kept longest
        # tight: at 200 % (a 640×400 screen) the whole panel fits; the room to spare goes to
        # the dice and the stretch below
        panel.setContentsMargins(4, 4, 4, 4)
        panel.setSpacing(3)
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
        panel.addWidget(self.hint_label)
        panel.addLayout(centred(self.chance_bars))
        panel.addStretch(1)

        self.sheet_model = ThousandSheetModel(controller, self)
        self.sheet = ThousandSheetView(self.sheet_model, self)
        self.set_table(self.panel, self.sheet, 6, (3, 2))

    @property
    def game(self) -> ThousandGame | None:
        """The game on the table (Thousand: its descriptor says so)."""
        return cast(ThousandGame | None, self.playing())

    def set_active(self, active: bool) -> None:
        super().set_active(active)
        self.sheet_model.set_active(active)

    def focus_start(self) -> None:
        self.roll_button.setFocus()

    # -- language ------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.tray.setAccessibleName(self.tr("Throw"))
        self.aside_caption.setText(self.tr("Set aside this turn"))
        self.roll_button.setText(self.tr("Roll (Space)"))
        self.write_button.setText(self.tr("Write (W)"))
        self.pass_button.setText(self.tr("Pass (P)"))
        self.sheet_model.retranslate()
        self._show_rules()
        self.update_state()
        super().retranslate_ui()

    # -- showing the game ----------------------------------------------------------------------

    @Slot()
    def _on_game_started(self) -> None:
        self.last_throw = ()
        self._show_rules()
        self._sheet_widths = self.sheet.widths()
        self._limit_sheet()
        super()._on_game_started()

    def _show_rules(self) -> None:
        """The opening, the pits and the goal of this game's rules, in the table's words."""
        g = self.game
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

    def _limit_sheet(self) -> None:
        """The sheet's widest: its columns' useful width, or on a big screen up to a third
        of the window (a sliver of a sheet beside a wide table looks lost); room for whole
        names, but never more than half the window: the dice come first."""
        narrowest, names, widest = self._sheet_widths
        self.sheet.setMaximumWidth(max(widest, self.width() // 3))
        panel = self.panel.minimumSizeHint().width() + 24  # (the dice panel's narrowest)
        self.sheet.setMinimumWidth(max(narrowest, min(names, self.width() // 2,
                                                      self.width() - panel)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._limit_sheet()
        self._fit_rules()

    def _fit_rules(self) -> None:
        """The line of the rules and the caption over the dice only where the panel has
        room for them: at 200 % on a small screen the dice, the points and the buttons come
        first (the rules are in the Rules window, the refusals say them, and the keys are
        in the dice's names). Wrapped lines counted at the panel's width."""
        layout = self.panel_layout
        width = max(1, self.panel.contentsRect().width() - 8)
        margins = self.layout_box.contentsMargins()
        room = self.height() - margins.top() - margins.bottom()
        optional = self.panel.optional
        needed = -layout.spacing()
        for i in range(layout.count()):
            item = layout.itemAt(i)
            widget = item.widget() if item is not None else None
            if item is None or item.isEmpty() or widget in optional:
                continue
            needed += layout.spacing() + (
                widget.heightForWidth(width) if widget is not None
                and widget.hasHeightForWidth() else item.minimumSize().height())
        needed += layout.contentsMargins().top() + layout.contentsMargins().bottom()
        for label in optional:
            height = label.heightForWidth(width) + layout.spacing()
            fits = room >= needed + height
            if fits:
                needed += height
            if fits == label.isHidden():
                label.setVisible(fits)

    def keep_throw(self, dice: tuple[int, ...]) -> None:
        self.last_throw = tuple(dice)

    def turn_hint(self, g: ThousandGame, hint: Move) -> str:
        """The hint in words, with the odds behind it: which dice to set aside, or whether
        to throw again or write now."""
        if isinstance(hint, SetAside):
            aside = self.tr("Hint: set aside {dice}").format(
                dice=" ".join(str(d) for d in sorted(hint.dice)))
            if sorted(g.positions_of(hint.dice)) != sorted(g.held_positions()):
                return aside
            # the dice advised are chosen: then throw again, or write?
            then = self.controller.advisor.after(hint)
            if not isinstance(then, Roll | Bank):
                return aside
            left = len(g.dice_on_table() or ()) - len(hint.dice) or 5  # (hot dice: five)
            points = g.turn_points + (g.chosen_points() or 0)
            return aside + "; " + self._throw_or_write(then, left, points)
        if isinstance(hint, Roll) and g.phase == "start":
            return self.tr("Hint: throw")
        if isinstance(hint, Roll | Bank):
            return self.tr("Hint: {what}").format(
                what=self._throw_or_write(hint, g.dice_to_throw(), g.turn_points))
        return self.tr("Hint: pass")

    def _throw_or_write(self, hint: Roll | Bank, dice: int, points: int) -> str:
        """Throw again or write, with the chance the dice in hand score."""
        chance = round(100 * score_chance(dice))
        if isinstance(hint, Roll):
            return self.tr("throw again — %n dice score {chance} % of the time; "
                           "{points} points at risk", "", dice).format(
                chance=chance, points=points)
        return self.tr("write {points} now — %n dice would score only {chance} % "
                       "of the time", "", dice).format(chance=chance, points=points)

    @Slot()
    def update_state(self) -> None:
        g = self.game
        if g is None:
            return
        ctl = self.controller
        self.sheet_model.set_by_round(ctl.settings.sheet_by_round)
        may_act = ctl.human_may_act()
        self.show_turn(self.tr("{player}: {score}").format(
            player=g.players[g.current].name, score=number(g.scores[g.current])))
        hint = ctl.best_move()
        preview = ctl.preview
        throw = g.dice_on_table()
        if throw:
            chosen = (g.positions_of(preview.dice) if isinstance(preview, SetAside)
                      else g.held_positions())
            held = [i in chosen for i in range(len(throw))]
            advised = (tuple(g.positions_of(hint.dice)) if isinstance(hint, SetAside)
                       else None)
            self.tray.show_dice(list(throw), held, marks=self.tr("aside"), advised=advised)
        elif self.last_throw and not g.turn_open and not g.finished and not ctl.discreet():
            # the previous throw stays in view (e.g. the miss that ended a turn), unless
            # cards are hidden: then it is the previous player's, and tells of their card
            self.tray.show_dice(list(self.last_throw), [False] * len(self.last_throw))
        else:
            count = g.dice_to_throw()
            self.tray.show_dice([None] * count, [False] * count)
        for i, die in enumerate(self.tray.dice):
            die.clickable = may_act and g.can_hold(i)
            die.setEnabled(bool(throw))
        in_hand = len(throw) if throw else g.dice_to_throw()
        if may_act and throw:
            self.throw_caption.setText(self.tr("Throw: %n dice — click the scoring dice to "
                                               "set them aside (keys 1-5)", "", in_hand))
        elif g.finished or not may_act:
            self.throw_caption.setText(self.tr("Throw: %n dice", "", in_hand))
        else:
            self.throw_caption.setText(self.tr("%n dice in hand: throw (Space), write (W) or "
                                               "pass (P)", "", in_hand))
        self.aside.set_groups(g.aside)
        points = self.tr("Turn points: {points}").format(points=g.turn_points)
        if g.held_positions():
            value = g.chosen_points()
            if value is None:
                points += "  " + self.tr("(selected dice do not all score)")
            elif g.chosen_empty_hand():
                points += "  " + self.tr("(selected: +{points} — all five score: the next "
                                         "throw uses all five dice)").format(points=value)
            else:
                points += "  " + self.tr("(selected: +{points})").format(points=value)
        elif g.hot_dice:
            points += "  " + self.tr("— all five score: the next throw uses all five dice")
        self.points_label.setText(points)
        # the button of the advice: with the dice advised chosen, throw again or write
        marked = (ctl.advisor.after(hint) if isinstance(hint, SetAside) and throw and sorted(
            g.positions_of(hint.dice)) == sorted(g.held_positions()) else hint)
        for button, move in ((self.roll_button, Roll()), (self.write_button, Bank()),
                             (self.pass_button, Pass())):
            refusal = g.refusal(move) if may_act else None
            allowed = may_act and refusal is None
            button.setEnabled(allowed)
            tip = ""
            if refusal is not None:
                tip = messages.error_text(refusal)
            elif allowed:
                advice = ctl.hint_for(move)
                if advice is not None:
                    tip = "\n".join([self.tr("Hint: expected value {value:.1f}").format(
                        value=advice.value) + texts.hint_chance_text(advice.win_chance),
                        *why_lines(advice.why)])
            button.setToolTip(tip)
            font = button.font()
            font.setBold(allowed and marked is not None and type(marked) is type(move))
            button.setFont(font)
        said = self.turn_hint(g, hint) if hint is not None and may_act else ""
        advice = ctl.hint_for(hint) if hint is not None and said else None
        if advice is not None:  # what the hint's words do not say already (not the odds)
            said = "\n".join([said, *why_lines(advice.why, leave_out=(THROW_CHANCE,))])
        self.show_hint(said)
        self._fit_rules()  # (the texts' lines changed)
