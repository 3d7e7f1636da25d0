"""What a player sees at the smallest supported window (1024×700) in each language: texts
that fit their buttons and headers, and tables that do not scroll sideways."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QPushButton

from kosci_gui.gui import i18n

LANGUAGES = ("en", "pl", "ru")


@pytest.fixture
def language(request, qapp):
    i18n.install_translators(qapp, request.param)
    yield request.param
    i18n.remove_translators(qapp)


def button_text_fits(button: QPushButton) -> bool:
    lines = button.text().replace("&", "").splitlines() or [""]
    fm = button.fontMetrics()
    room = button.contentsRect().width() - 8
    return all(fm.horizontalAdvance(line) <= room for line in lines)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_home_page_buttons_show_their_whole_texts(window, qtbot, language):
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.welcome.isVisible())
    qtbot.wait(20)
    for game, button in window.welcome.game_buttons.items():
        title = QFontMetrics(button.title_font()).horizontalAdvance(button.text())
        assert title <= button.text_width(), (game, button.text())
        assert button.heightForWidth(button.width()) <= button.height(), (
            game, button.description())
        assert button.description().strip(), game
        assert button.texts_fit()
    assert button_text_fits(window.welcome.new_button)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_home_page_descriptions_wrap_in_a_narrow_window(window, qtbot, language):
    """At the narrowest window the descriptions wrap onto more lines instead of clipping."""
    window.resize(window.minimumSize())
    qtbot.wait(20)
    for button in window.welcome.game_buttons.values():
        assert button.texts_fit(), button.text()


def test_home_page_is_usable_from_the_keyboard(window, qtbot):
    from PySide6.QtCore import Qt

    buttons = list(window.welcome.game_buttons.values())
    buttons[0].setFocus()
    qtbot.keyClick(buttons[0], Qt.Key.Key_Down)
    assert buttons[1].hasFocus()
    with qtbot.waitSignal(window.controller.gameStarted):
        qtbot.keyClick(buttons[1], Qt.Key.Key_Return)
    assert window.controller.game.game == "triple"
    assert buttons[1].accessibleName() == buttons[1].text()

