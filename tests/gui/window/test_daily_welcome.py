"""The start page's card of today's dice: reachable by keyboard and named for the screen
reader, it opens the same dialog as Game → Today's dice…, and once a day's game is stored it
says what was played today."""

from __future__ import annotations

from PySide6.QtCore import Qt

from kosci_gui.engine.daily import daily
from kosci_gui.gui.play import computer
from kosci_gui.storage.daily_games import DAILY
from tests.gui.saver_app import App
from tests.gui.window.test_daily_start import finish


def accept_alone(dialog):
    dialog._accept()
    return dialog.result()


def test_the_card_opens_todays_dice_from_the_keyboard(qtbot, tmp_path):
    app = App(qtbot, tmp_path, answers={"dailyDialog": accept_alone})
    app.start()
    app.window.show()
    qtbot.waitExposed(app.window)
    app.window.activateWindow()
    welcome = app.window.welcome
    card = welcome.daily_button
    assert card.isVisibleTo(app.window) and card.text().startswith("Today's dice · ")
    assert card.accessibleName() == card.text()
    assert "hard computer" in card.accessibleDescription()
    last = list(welcome.game_buttons.values())[-1]
    last.setFocus()
    qtbot.waitUntil(last.hasFocus)
    qtbot.keyClick(last, Qt.Key.Key_Down)
    assert card.hasFocus()
    qtbot.keyClick(card, Qt.Key.Key_Return)
    assert app.dialogs == ["dailyDialog"]
    game = app.ctl.game
    today = daily()
    assert game is not None and game.dice_source.seed == today.seed and game.duplicate
    assert app.saver.meta.extra[DAILY]["code"] == today.code
    finish(qtbot, app)
    # the card says the day's game was played, and the score
    qtbot.waitUntil(lambda: "Played today" in card.description())
    assert f"Classic: {game.totals()[0]} (the hard computer: " in card.description()
    computer.settle(60)  # (nothing left in the background for the next test)
    app.quit()


def test_the_card_remembers_after_a_restart(qtbot, tmp_path):
    app = App(qtbot, tmp_path, answers={"dailyDialog": accept_alone})
    app.start()
    app.window.welcome.daily_button.click()
    finish(qtbot, app)
    computer.settle(60)
    app.quit()
    again = App(qtbot, tmp_path)
    again.start()
    assert "Played today" in again.window.welcome.daily_button.description()
    again.quit()
