"""The turn-flow settings (RULES.md §3) where a game is set up: confirm moves, and the
auto-write's delay (as the rules say, off, or seconds), each with its explanation. They are
the app's settings, the same ones the Settings dialog shows: changed here, they are changed
there."""

from __future__ import annotations

from PySide6.QtGui import QPalette, QValidator
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from kosci_gui.gui.settings import AUTO_WRITE_BY_RULES, DEFAULTS, Settings
from kosci_gui.gui.words import texts
from kosci_gui.gui.words.retranslating import Retranslating

#: The longest auto-write delay offered (seconds).
MAX_SECONDS = 30


def explained(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


class AutoWriteBox(Retranslating, QSpinBox):
    """The auto-write's delay: "As the rules say" (RULES.md §3: 3 s in a Penta game, off in
    every other), "Off", or a number of seconds for every game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("autoScore")
        self.setRange(AUTO_WRITE_BY_RULES, MAX_SECONDS)
        self.retranslate_ui()

    def textFromValue(self, value: int) -> str:
        if value == 0:
            return self.tr("Off")
        return self.tr("{seconds} s").format(seconds=value)

    def valueFromText(self, text: str) -> int:
        digits = "".join(c for c in text if c.isdigit())
        return int(digits) if digits else 0

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        # every text the box shows is its own; typing digits gives seconds
        return QValidator.State.Acceptable, text, pos

    def retranslate_ui(self) -> None:
        self.setSpecialValueText(self.tr("As the rules say (Penta: 3 s)"))
        self.setToolTip(texts.option_help("auto_score_seconds"))
        self.updateGeometry()


class TurnFlowBox(Retranslating, QGroupBox):
    """Confirm moves and the auto-write's delay, read from and written to the settings."""

    def __init__(self, settings: Settings | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnFlow")
        self.settings = settings
        self.confirm = QCheckBox()
        self.confirm.setObjectName("confirmMove")
        self.auto_score = AutoWriteBox()
        self.confirm_label, self.auto_label = QLabel(), QLabel()
        self.confirm_help, self.auto_help = explained(), explained()
        form = QFormLayout(self)
        form.addRow(self.confirm_label, self.confirm)
        form.addRow("", self.confirm_help)
        form.addRow(self.auto_label, self.auto_score)
        form.addRow("", self.auto_help)
        self.confirm_label.setBuddy(self.confirm)
        self.auto_label.setBuddy(self.auto_score)
        confirm, seconds = ((settings.confirm_move, settings.auto_score_seconds)
                            if settings is not None else
                            (DEFAULTS["confirm_move"], DEFAULTS["auto_score_seconds"]))
        self.confirm.setChecked(bool(confirm))
        self.auto_score.setValue(min(MAX_SECONDS, int(seconds)))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Turn flow (for every game)"))
        self.confirm_label.setText(texts.option_label("confirm_move") + ":")
        self.confirm_help.setText(texts.option_help("confirm_move"))
        self.auto_label.setText(texts.option_label("auto_score_seconds") + ":")
        self.auto_help.setText(texts.option_help("auto_score_seconds"))

    def save(self) -> None:
        """Write the choices to the settings (the dialog was accepted)."""
        if self.settings is None:
            return
        self.settings.confirm_move = self.confirm.isChecked()
        self.settings.auto_score_seconds = self.auto_score.value()
