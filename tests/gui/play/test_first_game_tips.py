"""The first game of each kind teaches: a tip shows in a bar of the window when its situation
first comes up in the player's own play, one at a time, until dismissed; the screen reader is
told it; the next game of that kind has none (also after a restart) unless Help → Teach me
while I play asks for them; the tips speak the player's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from kosci_gui.engine.game import Player
from kosci_gui.gui.settings import Settings
from kosci_gui.gui.words.tips import tip_text
from tests.gui.helpers import ScriptedDice, click, kosci_board, start, thousand_board, tip_bar


@pytest.fixture
def settings(settings):
    """A player who has not played any game here yet."""
    settings.store.remove("tips/taught")
    return settings


def shown(window) -> str:
    b = tip_bar(window)
    return b.label.text() if b.isVisible() else ""


def heard(window) -> list[str]:
    said: list[str] = []
    window.controller.announced.connect(lambda text, urgent: said.append(text))
    return said


def play_classic_to_the_end(window) -> None:
    ctl = window.controller
    game = ctl.game
    while not game.finished:
        ctl.roll()
        best = max(game.allowed_options(), key=lambda o: (o.points + o.bonus, -o.column))
        ctl.choose_box(best.box, best.column)


def test_the_first_classic_game_tips_at_the_moment_and_once(qtbot, window):
    said = heard(window)
    start(window, "classic", ["Ala"], dice=ScriptedDice([1, 2, 3, 4, 6] * 3))
    assert not tip_bar(window).isVisible()
    click(qtbot, kosci_board(window).roll_button)
    holding = tip_text("holding", {})
    assert holding in shown(window)
    assert any(holding in text for text in said)  # the screen reader is told
    click(qtbot, tip_bar(window).got_it)
    assert not tip_bar(window).isVisible()
    window.controller.roll()
    assert shown(window) == ""                      # each tip once a game
    window.controller.choose_box("yahtzee", 0)      # a box given up for 0
    assert tip_text("sacrifice", {}) in shown(window)


def test_thousand_tips_wait_their_turn_one_at_a_time(qtbot, window):
    start(window, "thousand", ["Ala", Player("Ola")],
          dice=ScriptedDice([1, 2, 3, 4, 6, 1, 1, 1, 5, 5]))
    board = thousand_board(window)
    click(qtbot, board.roll_button)
    assert tip_text("scoring_dice", {}) in shown(window)
    qtbot.mouseClick(board.tray.dice[0], Qt.MouseButton.LeftButton)  # one 1: not three dice
    assert tip_text("scoring_dice", {}) in shown(window)             # the first stays
    click(qtbot, tip_bar(window).got_it)
    assert tip_text("three_dice", {"dice": 3}) in shown(window)


def test_the_second_game_of_a_kind_has_no_tips_even_after_a_restart(qtbot, window, settings):
    start(window, "classic", ["Ala"])
    play_classic_to_the_end(window)
    assert "classic" in Settings(QSettings(settings.store.fileName(),
                                           QSettings.Format.IniFormat)).taught()
    start(window, "classic", ["Ala"])
    window.controller.roll()
    assert shown(window) == ""
    start(window, "thousand", ["Ala", "Ola"])     # another kind still teaches
    window.controller.roll()
    assert tip_text("scoring_dice", {}) in shown(window)


def test_help_asks_for_the_tips_in_a_game_that_would_have_none(qtbot, window, settings):
    settings.set_taught("classic")
    start(window, "classic", ["Ala"])
    teach = window.actions_by_name["teach"]
    assert not teach.isChecked()
    teach.trigger()
    assert teach.isChecked()
    window.controller.roll()
    assert tip_text("holding", {}) in shown(window)
    teach.trigger()                                # and stops them
    assert shown(window) == "" and not teach.isChecked()


@pytest.mark.parametrize("language", ["pl", "ru"])
def test_the_tips_speak_the_players_language(qtbot, window, settings, language):
    english = tip_text("holding", {})
    settings.language = language
    window.apply_language()
    start(window, "classic", ["Ala"])
    window.controller.roll()
    text = tip_text("holding", {})
    assert text != english and text in shown(window)


def test_the_tip_bar_keeps_off_the_table_at_the_smallest_window(qtbot, window):
    window.resize(window.minimumSize())
    start(window, "classic", ["Ala"])
    window.controller.roll()
    qtbot.waitUntil(lambda: tip_bar(window).isVisible())
    table = window.centralWidget().geometry()
    assert not tip_bar(window).geometry().intersects(table)
    assert kosci_board(window).roll_button.isVisible()
