"""Game → Today's dice…: the day's game to play — which game, alone or against the computer —
or the game of a friend's code."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.engine.daily import Daily, DailyCodeError, daily, from_code
from kosci_gui.engine.games import describe, game_keys
from kosci_gui.gui.games import game_name


class DailyDialog(QDialog):
    """Choose today's game; :attr:`chosen` is the day's game when accepted, and
    :attr:`against_computer` whether a computer plays too."""

    def __init__(self, parent: QWidget | None = None, today: dt.date | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dailyDialog")
        self.today = today or dt.date.today()
        self.chosen: Daily | None = None
        self.intro = QLabel()
        self.intro.setObjectName("dailyIntro")
        self.intro.setWordWrap(True)
        self.game = QComboBox()
        self.game.setObjectName("dailyGame")
        for key in game_keys():
            self.game.addItem(game_name(key), key)
        self.computer = QCheckBox()
        self.computer.setObjectName("dailyComputer")
        self.code = QLineEdit()
        self.code.setObjectName("dailyCode")
        self.code.setPlaceholderText("XXXX-XXXX")
        self.today_code = QLabel()
        self.today_code.setObjectName("dailyTodayCode")
        self.problem = QLabel()
        self.problem.setObjectName("dailyProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game)
        self.code_label = QLabel()
        self.code_label.setBuddy(self.code)
        self.form = QFormLayout()
        self.form.addRow(self.game_label, self.game)
        self.form.addRow(self.computer)
        self.form.addRow(self.today_code)
        self.form.addRow(self.code_label, self.code)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(self.form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.game.currentIndexChanged.connect(self._show_code)
        self.retranslate_ui()

    @property
    def against_computer(self) -> bool:
        """Checked, or the chosen game cannot be played alone (Thousand)."""
        alone = self.chosen is None or describe(self.chosen.game).players[0] == 1
        return self.computer.isChecked() or not alone

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Today's dice"))
        self.intro.setText(self.tr(
            "The same dice for everyone today. Your first game of the day counts, and at its "
            "end you see what the Hard computer scored on the same dice; later games are "
            "practice. Give a friend the code to play the same dice."))
        self.game_label.setText(self.tr("&Game:"))
        self.code_label.setText(self.tr("Or a friend's &code:"))
        self.computer.setText(self.tr("Against the &computer"))
        self.problem.setText(self.tr("This code names no game of today's dice."))
        self._show_code()

    def _day(self) -> Daily:
        return daily(self.today, self.game.currentData())

    def _show_code(self) -> None:
        self.today_code.setText(self.tr("The code of {date}: {code}").format(
            date=self.today.isoformat(), code=self._day().code))

    def _accept(self) -> None:
        text = self.code.text().strip()
        try:
            self.chosen = from_code(text) if text else self._day()
        except DailyCodeError:
            self.problem.show()
            return
        self.accept()
