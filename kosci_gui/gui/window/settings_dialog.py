"""The settings dialog: language, theme, animation (and reduced motion) and computer speed,
confirm-move mode, the auto-score delay and hints. A language or a theme chosen applies at
once, to the dialog itself too (Cancel puts the old one back); the changes are written when
the dialog is accepted."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from kosci_gui.gui.look.theme import ThemeChoice, apply_theme
from kosci_gui.gui.settings import ANIMATION_SPEEDS, COMPUTER_SPEEDS, THEMES, Settings
from kosci_gui.gui.window.turn_flow import AutoWriteBox
from kosci_gui.gui.words import texts
from kosci_gui.gui.words.i18n import available_languages, install_translators
from kosci_gui.gui.words.retranslating import Retranslating


class SettingsDialog(Retranslating, QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        self.language = QComboBox()
        self.language.setObjectName("language")
        self.theme = QComboBox()
        self.theme.setObjectName("theme")
        self.animation = QComboBox()
        self.animation.setObjectName("animationSpeed")
        self.reduced_motion = QCheckBox()
        self.reduced_motion.setObjectName("reducedMotion")
        self.computer = QComboBox()
        self.computer.setObjectName("computerSpeed")
        self.confirm = QCheckBox()
        self.confirm.setObjectName("confirmMove")
        self.auto_score = AutoWriteBox()
        self.hints = QCheckBox()
        self.hints.setObjectName("hints")
        self.sound = QCheckBox()
        self.sound.setObjectName("sound")
        self.volume = QSpinBox()
        self.volume.setObjectName("soundVolume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(10)
        self.sound.toggled.connect(self.volume.setEnabled)
        self.labels = [QLabel() for _ in range(10)]
        form = QFormLayout()
        for label, widget in zip(self.labels, (self.language, self.theme, self.animation,
                                               self.reduced_motion, self.computer,
                                               self.confirm, self.auto_score, self.hints,
                                               self.sound, self.volume),
                                 strict=True):
            label.setBuddy(widget)
            form.addRow(label, widget)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.retranslate_ui()
        self._load()
        self.setMinimumWidth(440)
        # what applies at once: shown at once, taken back by Cancel
        self.language.currentIndexChanged.connect(self._try_language)
        self.theme.currentIndexChanged.connect(self._try_theme)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        texts_ = (self.tr("&Language:"), self.tr("&Theme:"), self.tr("&Dice animation:"),
                  self.tr("&Reduce motion:"), self.tr("Computer &speed:"),
                  texts.option_label("confirm_move") + ":",
                  texts.option_label("auto_score_seconds") + ":", self.tr("&Hints:"),
                  self.tr("S&ound:"), self.tr("Sound &volume:"))
        for label, text in zip(self.labels, texts_, strict=True):
            label.setText(text)
        self.confirm.setToolTip(texts.option_help("confirm_move"))
        self.sound.setToolTip(self.tr("Dice that rattle and settle, a soft mark when a box "
                                      "is written, a chime at the end."))
        self.volume.setSuffix(" %")
        self.hints.setToolTip(self.tr("Highlight the best box and the best dice to hold, "
                                      "with the expected final score in the tooltips."))
        self.reduced_motion.setToolTip(self.tr(
            "Dice change face where they lie instead of tumbling; no confetti."))
        self.note.setText(self.tr("A new language or theme applies at once."))
        self._fill_combo(self.theme, list(zip(THEMES, (
            self.tr("Like the desktop"), self.tr("Light"), self.tr("Dark"),
            self.tr("High contrast")), strict=True)))
        self._fill_combo(self.language, [("", self.tr("System language")), *available_languages()])
        self._fill_combo(self.animation, list(zip(ANIMATION_SPEEDS, (
            self.tr("Off"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow")), strict=True)))
        self._fill_combo(self.computer, list(zip(COMPUTER_SPEEDS, (
            self.tr("Instant"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow")),
            strict=True)))

    @staticmethod
    def _fill_combo(combo: QComboBox, items: list[tuple[object, str]]) -> None:
        current = combo.currentData()
        combo.blockSignals(True)  # the same choice, in other words
        combo.clear()
        for data, text in items:
            combo.addItem(text, data)
        if current is not None:
            combo.setCurrentIndex(max(0, combo.findData(current)))
        combo.blockSignals(False)

    @Slot()
    def _try_language(self) -> None:
        """The language chosen applies now, to this dialog too."""
        install_translators(QCoreApplication.instance(), self.language.currentData() or "")

    @Slot()
    def _try_theme(self) -> None:
        apply_theme(ThemeChoice(self.theme.currentData() or "system"))

    def reject(self) -> None:
        """Cancel: the language and theme the settings hold come back."""
        s = self.settings
        if (self.language.currentData() or "") != s.language:
            install_translators(QCoreApplication.instance(), s.language)
        if (self.theme.currentData() or "system") != s.theme:
            apply_theme(ThemeChoice(s.theme))
        super().reject()

    @staticmethod
    def _nearest(combo: QComboBox, value: int) -> None:
        values = [combo.itemData(i) for i in range(combo.count())]
        combo.setCurrentIndex(min(range(len(values)), key=lambda i: abs(values[i] - value)))

    def _load(self) -> None:
        s = self.settings
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.theme.setCurrentIndex(max(0, self.theme.findData(s.theme)))
        self._nearest(self.animation, s.animation_ms)
        self.reduced_motion.setChecked(s.reduced_motion)
        self._nearest(self.computer, s.computer_ms)
        self.confirm.setChecked(s.confirm_move)
        self.auto_score.setValue(s.auto_score_seconds)
        self.hints.setChecked(s.hints)
        self.sound.setChecked(s.sound)
        self.volume.setValue(s.sound_volume)
        self.volume.setEnabled(s.sound)

    def accept(self) -> None:
        s = self.settings
        s.language = self.language.currentData() or ""
        s.theme = self.theme.currentData() or "system"
        s.animation_ms = self.animation.currentData()
        s.reduced_motion = self.reduced_motion.isChecked()
        s.computer_ms = self.computer.currentData()
        s.confirm_move = self.confirm.isChecked()
        s.auto_score_seconds = self.auto_score.value()
        s.hints = self.hints.isChecked()
        s.sound = self.sound.isChecked()
        s.sound_volume = self.volume.value()
        s.sync()
        super().accept()
