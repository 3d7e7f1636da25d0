"""The table for the Kości family: the dice tray with its buttons beside the scorecard
(the scorecard goes below the tray when the window is too narrow for both). What may be
done comes from the engine (``can_roll``, ``can_hold``); this board only shows it."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QSize, Qt, QTimer, Slot
from PySide6.QtGui import QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QStyle,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.engine.dice import DICE
from kosci_gui.engine.kosci import KosciGame
from kosci_gui.engine.moves import Roll, Write
from kosci_gui.gui.pads.scorecard_model import ScorecardModel
from kosci_gui.gui.pads.scorecard_view import ScorecardView
from kosci_gui.gui.play.controller import GameController
from kosci_gui.gui.table.board import BUTTONS_MAX_WIDTH, Board, TableButton, centred
from kosci_gui.gui.words import boxes, messages, texts
from kosci_gui.gui.words.why_texts import why_lines

#: Narrowest useful dice panel (logical pixels).
TRAY_MIN_WIDTH = 270
#: No maximum size (Qt's QWIDGETSIZE_MAX).
QWIDGETSIZE_MAX = (1 << 24) - 1


class FittedButton(TableButton):
    """A push button whose text is shown on one line when it fits, else broken after the
    dash (the roll count under the action), else elided; the whole text is then in the
    tooltip. Fitted again whenever the button's width changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        #: Why the button is greyed ("" when it is not), in its tooltip.
        self.reason = ""

    def set_full_text(self, text: str, reason: str = "") -> None:
        self.full_text, self.reason = text, reason
        # a screen reader reads what the button will do whole, never the elided text
        self.setAccessibleName(text.replace("&", ""))
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def minimumSizeHint(self) -> QSize:
        # the text adapts to the width, so the width need not follow the text
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.fontMetrics().averageCharWidth() * 12),
                     hint.height())

    def _fit(self) -> None:
        text = self.full_text
        room = self.width() - 2 * self.style().pixelMetric(
            QStyle.PixelMetric.PM_ButtonMargin, None, self) - 8
        fm = self.fontMetrics()
        shown = text
        if fm.horizontalAdvance(text.replace("&", "")) > room:
            head, dash, tail = text.partition(" — ")
            lines = [head, tail] if dash else [text]
            shown = "\n".join(fm.elidedText(line, Qt.TextElideMode.ElideMiddle, room)
                              for line in lines)
        if shown != self.text():
            self.setText(shown)
        tip = [text] if shown != text else []
        self.setToolTip("\n".join([*tip, self.reason] if self.reason else tip))


class KosciBoard(Board):
    """The board of the Kości family (its descriptors give it only their games)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        #: The dice of the last roll, still shown (dimmed) until the next player rolls.
        self.last_dice: list[int | None] = []
        self._arrange_later = QTimer(self)
        self._arrange_later.setSingleShot(True)
        self._arrange_later.timeout.connect(self._arrange)
        self.model = ScorecardModel(controller, self)
        self.scorecard = ScorecardView(self.model, self)

        self.panel = QFrame(self)
        self.panel.setObjectName("dicePanel")
        self.panel.setMinimumWidth(TRAY_MIN_WIDTH)
        self.turn_label = self.make_turn_label(self.panel)
        self.clock_label = self.make_clock_label(self.panel)
        self.tray = self.make_tray(self.panel)
        self.tray.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.roll_button = self.make_button(self.panel, "rollButton", controller.roll,
                                            self._roll_move, FittedButton)
        self.confirm_button = TableButton(self.panel)
        self.confirm_button.setObjectName("confirmButton")
        self.confirm_button.clicked.connect(controller.confirm)
        self.help_label = QLabel(self.panel)
        self.help_label.setWordWrap(True)
        self.help_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.help_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        policy = self.help_label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.help_label.setSizePolicy(policy)

        panel = QVBoxLayout(self.panel)
        panel.addWidget(self.turn_label)
        panel.addWidget(self.clock_label)
        panel.addStretch(1)
        self.tray_row = QHBoxLayout()
        self.tray_row.addWidget(self.tray, 3)
        panel.addLayout(self.tray_row, 3)
        # the buttons and the help under the dice, no wider than the dice themselves (beside
        # them when the scorecard is below: the height goes to the card and the dice)
        self.below = below = QWidget(self.panel)
        below.setMaximumWidth(BUTTONS_MAX_WIDTH)
        below_layout = QVBoxLayout(below)
        below_layout.setContentsMargins(0, 0, 0, 0)
        buttons = QHBoxLayout()
        buttons.addWidget(self.roll_button, 2)
        buttons.addWidget(self.confirm_button, 1)
        below_layout.addLayout(buttons)
        below_layout.addWidget(self.hint_label)
        below_layout.addWidget(self.help_label)
        self.centred = centred(below)
        panel.addLayout(self.centred)
        panel.addLayout(centred(self.chance_bars))
        panel.addStretch(1)

        self.scorecard.boxChosen.connect(controller.choose_box)
        self.set_table(self.panel, self.scorecard, 8, (2, 3))

    @property
    def game(self) -> KosciGame | None:
        """The game on the table (a Kości-family game: the descriptors say so)."""
        return cast(KosciGame | None, self.playing())

    def set_active(self, active: bool) -> None:
        super().set_active(active)
        self.model.set_active(active)

    def focus_start(self) -> None:
        self.scorecard.setFocus()

    # -- language and layout ------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.tray.setAccessibleName(self.tr("Dice tray"))
        self.confirm_button.setText(self.tr("Confirm move"))
        self.confirm_button.setToolTip(self.tr("Write the selected box (Ctrl+Enter)"))
        self.help_label.setText(self.tr(
            "Click a die or press 1-5 to hold it. Click a box or use the arrow keys and "
            "Enter to write it."))
        self.update_state()
        # box names change width with the language: arrange again once the card has them
        self._arrange_later.start()
        super().retranslate_ui()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()
        self._show_help()

    @Slot()
    def _on_game_started(self) -> None:
        game = self.game
        self.last_dice = [None] * (DICE if game is not None else 0)
        self._arrange()
        super()._on_game_started()

    def _arrange(self) -> None:
        """Side by side when both fit, else the scorecard below the tray — unless the
        window is short too (large text on a small screen): then side by side, the card
        scrolling."""
        need = TRAY_MIN_WIDTH + self.scorecard.sizeHint().width() + 24
        below = (self.panel.minimumSizeHint().height()
                 + self.scorecard.minimumSizeHint().height() + 24)
        wide = self.width() >= need or self.height() < below
        direction = (QBoxLayout.Direction.LeftToRight if wide
                     else QBoxLayout.Direction.TopToBottom)
        # side by side, the card takes no more width than its columns can use: the rest goes
        # to the dice; below the tray it spans the window
        # (on a big screen up to two fifths of the window, so the sheet keeps its shape)
        useful = max(self.scorecard.widest_useful(), self.width() * 2 // 5)
        self.scorecard.setMaximumWidth(useful if wide else QWIDGETSIZE_MAX)
        if self.layout_box.direction() != direction:
            self.layout_box.setDirection(direction)
            self.layout_box.setStretch(0, 2 if wide else 0)
            # beside the card the help keeps its place even while it is not shown
            policy = self.help_label.sizePolicy()
            policy.setRetainSizeWhenHidden(wide)
            self.help_label.setSizePolicy(policy)
            self._show_help()
            if wide:
                self.tray_row.removeWidget(self.below)
                self.centred.insertWidget(1, self.below, 100)
            else:
                self.centred.removeWidget(self.below)
                self.tray_row.addWidget(self.below, 2, Qt.AlignmentFlag.AlignVCenter)

    def keep_hint(self, values: list[int | None], held: list[bool],
                  advised: tuple[int, ...]) -> str:
        """The advised keep as a whole, in words: "Hint: hold 5 5; release the 4", or "Hint:
        roll all" (nothing to hold), or "Hint: roll again" (the dice held are right)."""
        def faces(positions: list[int]) -> str:
            return " ".join(str(values[i]) for i in positions)

        hold = [i for i in advised if not held[i]]
        release = [i for i, h in enumerate(held) if h and i not in advised]
        if not advised:
            what = self.tr("roll all") if not release else self.tr(
                "release {dice} and roll all").format(dice=faces(release))
        elif not hold and not release:
            what = self.tr("roll again, keeping {dice}").format(dice=faces(list(advised)))
        else:
            parts = []
            if hold:
                parts.append(self.tr("hold {dice}").format(dice=faces(hold)))
            if release:
                parts.append(self.tr("release {dice}").format(dice=faces(release)))
            what = "; ".join(parts)
        return self.tr("Hint: {what}").format(what=what)

    def _show_help(self) -> None:
        """How to play, beside the card while a human is to move (never during a computer's
        turn or after the game)."""
        wide = self.layout_box.direction() == QBoxLayout.Direction.LeftToRight
        # (its place is kept while hidden: in a short panel, large text, it would be cut)
        whole = self.help_label.heightForWidth(self.help_label.width()) <= max(
            self.help_label.height(), 1)
        self.help_label.setVisible(wide and whole and self.controller.human_may_act())

    # -- showing the game ----------------------------------------------------------------------

    def keep_throw(self, dice: tuple[int, ...]) -> None:
        self.last_dice = list(dice)
        QToolTip.hideText()  # a hint's tooltip never stays over the new dice
        self.model.set_dice_at_rest(False)

    @Slot()
    def _on_dice_at_rest(self) -> None:
        # once the dice lie still: their hints, the scorecard's previews
        self.model.set_dice_at_rest(True)
        super()._on_dice_at_rest()

    def _roll_move(self) -> Roll:
        game = self.game
        return game.roll_move() if game is not None else Roll()

    def _roll_text(self, game: KosciGame) -> str:
        """What the roll button will do: roll all, roll the dice not held, or nothing more."""
        ctl = self.controller
        if game.finished:
            return self.tr("Game over")
        if ctl.current_is_computer():
            return self.tr("{player} is playing").format(player=game.players[game.current].name)
        if game.rolls_left == 0:
            return self.tr("No rolls left — write a box")
        rolls = texts.rolls_left_text(game.rolls_left)
        free = DICE - len(game.held_positions())
        if free == DICE:
            return self.tr("Roll all (Space) — {rolls}").format(rolls=rolls)
        if free == 0:
            return self.tr("Every die is held — release one to roll")
        return self.tr("{roll} (Space) — {rolls}").format(roll=texts.roll_dice_text(free),
                                                          rolls=rolls)

    @Slot()
    def update_state(self) -> None:
        ctl = self.controller
        game = self.game
        if game is None:
            return
        turn = game.cards[game.current].filled_count() + 1
        self.show_turn(self.tr("{player} — turn {turn} of {turns}").format(
            player=game.players[game.current].name, turn=turn, turns=game.turn_count()))
        if game.dice:
            values: list[int | None] = list(game.dice)
        elif ctl.discreet():
            # hidden cards: the previous player's last dice would tell what they wrote
            values = [None] * len(self.last_dice)
        else:
            values = self.last_dice
        best = ctl.best_move()
        advised = tuple(best.held) if isinstance(best, Roll) and game.rolls else None
        preview = ctl.preview
        if game.finished:
            # once the game is over the last dice lie there, nothing held any more
            held = [False] * len(values)
        elif isinstance(preview, Roll):
            held = [i in preview.held for i in range(len(values))]
        else:
            held = [i in game.held_positions() for i in range(len(values))]
        self.tray.show_dice(values, held, advised=advised)
        for die in self.tray.dice:
            die.setEnabled(game.dice is not None)
        hint = ""
        if advised is not None and ctl.hints:
            top = ctl.hints[0]
            hint = "\n".join([self.keep_hint(values, held, advised) + " " + self.tr(
                "(expected final score {value:.1f})").format(
                value=float(top.value)) + texts.hint_chance_text(top.win_chance),
                *why_lines(top.why, game.columns)])
            for die in self.tray.dice:
                if die.advice:
                    die.setToolTip(die.accessibleName() + "\n" + hint)
        elif isinstance(best, Write) and ctl.hints and ctl.hints[0].why:
            hint = "\n".join([self.tr("Hint: write {box}").format(
                box=boxes.box_label(best.box, best.column, game.columns)),
                *why_lines(ctl.hints[0].why, game.columns)])
        self.show_hint(hint)
        may_act = ctl.human_may_act()
        self._show_help()
        refusal = game.refusal(game.roll_move()) if may_act else None
        self.roll_button.setEnabled(may_act and refusal is None)
        self.roll_button.set_full_text(self._roll_text(game), messages.error_text(
            refusal, game.columns) if refusal is not None else "")
        for i, die in enumerate(self.tray.dice):
            die.clickable = may_act and game.can_hold(i)
        confirm = ctl.settings.confirm_move
        self.confirm_button.setVisible(confirm)
        self.confirm_button.setEnabled(confirm and may_act and ctl.selected is not None)
