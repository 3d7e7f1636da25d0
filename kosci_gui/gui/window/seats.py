"""The players' rows of the new-game dialog: for each seat its name, a human or a computer,
and the computer's strength (a default name follows the seat's kind; a name typed stays)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit

from kosci_gui.engine.game import LEVELS, Player, PlayerType
from kosci_gui.gui.play.computer import DEFAULT_LEVEL
from kosci_gui.gui.words import texts

#: The most players at one table.
MAX_PLAYERS = 6


class SeatsBox(QGroupBox):
    """The players' rows (a class of ours, so that the rows hidden for a smaller table are
    left out of the accessible tree, as every container of ours leaves its hidden parts)."""


class SeatRow:
    """One player's row: name, human/computer, level."""

    def __init__(self, grid: QGridLayout, row: int) -> None:
        self.seat = row - 1
        #: The strength chosen last (kept while the seat is a human's).
        self._level = DEFAULT_LEVEL
        self.label = QLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        # room for a name like "Computer 6" in any language
        self.name.setMinimumWidth(self.name.fontMetrics().averageCharWidth() * 12)
        self.kind = QComboBox()
        self.level = QComboBox()
        for level in LEVELS:
            self.level.addItem(texts.level_name(level), level)
        self.kind.currentIndexChanged.connect(self._update)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        for col, widget in enumerate((self.label, self.name, self.kind, self.level)):
            grid.addWidget(widget, row, col)
        self.retranslate(row)

    def retranslate(self, row: int) -> None:
        self.label.setText(f"{row}.")
        current = self.kind.currentIndex()
        self.kind.blockSignals(True)
        self.kind.clear()
        for kind in PlayerType:
            self.kind.addItem(texts.player_kind_name(kind.value), kind.value)
        self.kind.setCurrentIndex(max(0, current))
        self.kind.blockSignals(False)
        for i in range(self.level.count()):
            self.level.setItemText(i, texts.level_name(self.level.itemData(i)))
        self.name.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Name of player {n}").format(n=row))
        self._update()

    @Slot()
    def _update(self) -> None:
        # a human seat has no strength: its box is empty and greyed, not a level greyed
        computer = self.kind.currentData() == "computer"
        self.level.setEnabled(computer)
        if not computer:
            self._level = self.level.currentData() or self._level
            self.level.setCurrentIndex(-1)
        elif self.level.currentIndex() < 0:
            self.level.setCurrentIndex(max(0, self.level.findData(self._level)))

    @Slot()
    def _kind_changed(self) -> None:
        """A default name follows the seat's kind ("Computer 2" becomes "Player 2"); a name
        the player typed stays."""
        name = self.name.text().strip()
        kind = self.kind.currentData()
        defaults = {texts.default_name(k.value, self.seat) for k in PlayerType}
        if not name or name in defaults:
            self.name.setText(texts.default_name(kind, self.seat))

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.name, self.kind, self.level):
            widget.setVisible(visible)

    def set_player(self, player: Player) -> None:
        self.name.setText(player.name)
        self.kind.setCurrentIndex(1 if player.is_computer else 0)
        self._level = player.level or DEFAULT_LEVEL
        index = self.level.findData(self._level)
        self.level.setCurrentIndex(max(0, index) if player.is_computer else -1)

    def player(self) -> Player:
        if self.kind.currentData() == "computer":
            return Player(self.name.text().strip(), PlayerType.COMPUTER,
                          self.level.currentData())
        return Player(self.name.text().strip(), PlayerType.HUMAN)
