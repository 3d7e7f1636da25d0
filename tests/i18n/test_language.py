"""Choosing and installing the language: system default, Qt's own catalogue, runtime switch."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from kosci_gui.gui.words import i18n


def test_the_three_languages_in_their_own_names():
    assert i18n.available_languages() == [("pl", "Polski"), ("ru", "Русский"),
                                          ("en", "English")]


def test_setting_values_resolve_to_a_language(monkeypatch):
    monkeypatch.setattr(i18n, "system_language", lambda: "ru")
    assert i18n.resolve_language("pl") == "pl"
    assert i18n.resolve_language("pl_PL") == "pl"
    assert i18n.resolve_language("en-GB") == "en"
    assert i18n.resolve_language("") == "ru"
    assert i18n.resolve_language(None) == "ru"
    assert i18n.resolve_language("de") == "ru"


def test_system_language_follows_the_locale(monkeypatch):
    for name, expected in (("pl_PL", "pl"), ("ru_RU", "ru"), ("en_US", "en"), ("de_DE", "en")):
        monkeypatch.setattr(QLocale, "system", lambda name=name: QLocale(name))
        assert i18n.system_language() == expected


def test_install_loads_the_apps_and_qts_catalogues(use_language):
    assert use_language("pl") == "pl"
    assert i18n.current_language() == "pl"
    assert QCoreApplication.translate("Boxes", "Five of a kind") == "Generał"
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "")
    assert cancel == "Anuluj"
    assert QLocale().language() == QLocale.Language.Polish


def test_russian_standard_buttons(use_language):
    use_language("ru")
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == (
        "Отмена")


class Recorder(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.changes = 0

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


def test_switching_sends_language_change_to_open_widgets(use_language, qtbot):
    use_language("pl")
    widget = Recorder()
    qtbot.addWidget(widget)
    widget.show()
    use_language("ru")
    qtbot.waitUntil(lambda: widget.changes > 0)
    assert QCoreApplication.translate("Boxes", "Five of a kind") == "Пента"


def test_switching_replaces_the_previous_catalogue(use_language):
    use_language("ru")
    use_language("en")
    assert QCoreApplication.translate("Boxes", "Five of a kind") == "Five of a kind"
    assert QCoreApplication.translate("Boxes", "Chance") == "Chance"
