"""The auto-write never takes the choice away. Any key (Space, bound to
Roll, included) and any click stop its countdown, and so does every intent the controller
receives; its seconds count from the moment the dice lie still; the delay is in the
new-game dialog (and Settings), and the box says "2 s"."""

from __future__ import annotations

from concurrent.futures import Future

from PySide6.QtCore import Qt

from kosci_gui.engine.moves import Write
from kosci_gui.gui.play.game_setup import GameSetup
from kosci_gui.gui.settings import AUTO_WRITE_BY_RULES
from kosci_gui.gui.window.new_game_dialog import NewGameDialog
from tests.gui.helpers import click, countdown_begins, kosci_board, start, steps_pass, until_idle


class Chance:
    """A computer player (and auto-score helper) ready at once: it writes Chance."""

    def decide(self, game):
        return Write("chance", 0)


def ready_helper(window):
    """The auto-score's helper is ready at once (no table to load: these tests time it)."""
    def prepare(kind, rules, level, seed=None, game=None):
        future: Future = Future()
        future.set_result(Chance())
        return future

    window.controller.prepare_player = prepare


def last_roll(qtbot, window):
    """Roll three times; the countdown of the auto-write then begins."""
    board = kosci_board(window)
    with countdown_begins(qtbot, window):
        for _ in range(3):
            click(qtbot, board.roll_button)
    return board


def test_space_stops_the_countdown(qtbot, window, settings, quick_countdown):
    settings.auto_score_seconds = 2
    ready_helper(window)
    game = start(window, "classic", ["Ala"])
    last_roll(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Space)     # Roll's shortcut: no KeyPress reaches us
    assert window.controller.autoplay.countdown is None
    steps_pass(qtbot, quick_countdown, settings.auto_score_seconds + 1)
    assert game.cards[0].filled_count() == 0 and window.controller.preview is None


def test_a_click_on_a_die_stops_the_countdown(qtbot, window, settings, quick_countdown):
    settings.auto_score_seconds = 2
    ready_helper(window)
    game = start(window, "classic", ["Ala"])
    board = last_roll(qtbot, window)
    qtbot.mouseClick(board.tray.dice[0], Qt.MouseButton.LeftButton)
    steps_pass(qtbot, quick_countdown, settings.auto_score_seconds + 1)
    assert game.cards[0].filled_count() == 0


def test_every_intent_stops_the_countdown(qtbot, window, settings, quick_countdown):
    """An intent that reaches the controller without a key or a click (a screen reader's
    action, a script) stops it too."""
    settings.auto_score_seconds = 2
    ready_helper(window)
    game = start(window, "classic", ["Ala"])
    last_roll(qtbot, window)
    window.controller.roll()                     # refused (no rolls left), but heard
    assert not window.controller.autoplay.counting()
    steps_pass(qtbot, quick_countdown, settings.auto_score_seconds + 1)
    assert game.cards[0].filled_count() == 0
    window.controller.toggle_hold(1)
    assert game.cards[0].filled_count() == 0


def test_the_seconds_count_from_the_moment_the_dice_lie_still(qtbot, window, settings):
    """With reduced motion the dice settle in a quarter of a second, long before the
    animation setting's length: the countdown begins as they lie still (its seconds are
    whole seconds here)."""
    settings.auto_score_seconds = 2
    settings.animation_ms = 1100
    settings.reduced_motion = True
    ready_helper(window)
    start(window, "classic", ["Ala"])
    board = kosci_board(window)
    for _ in range(3):
        with qtbot.waitSignal(board.tray.rollFinished, timeout=5000):
            click(qtbot, board.roll_button)
    until_idle()
    assert window.controller.autoplay.countdown == 2
    assert isinstance(window.controller.preview, Write)


def test_the_box_says_seconds(qtbot, window, settings, quick_countdown):
    settings.auto_score_seconds = 2
    ready_helper(window)
    start(window, "classic", ["Ala"])
    board = last_roll(qtbot, window)
    index = board.model.index_of(0, "chance")
    assert index.data().endswith(" · 2 s")


def test_the_new_game_dialog_shows_the_turn_flow_and_changes_the_setting(qtbot, settings):
    settings.auto_score_seconds = 3
    dialog = NewGameDialog(GameSetup(), settings=settings)
    qtbot.addWidget(dialog)
    assert dialog.auto_score.value() == 3
    assert dialog.auto_score.isVisibleTo(dialog) or dialog.tabs.count() >= 1
    dialog.auto_score.setValue(0)                # off: the player chooses every box
    dialog.confirm_check.setChecked(True)
    dialog.accept()
    assert settings.auto_score_seconds == 0 and settings.confirm_move is True
    assert dialog.auto_score.specialValueText()  # "off" says so


def test_the_main_windows_new_game_dialog_has_the_setting(qtbot, window, settings):
    settings.auto_score_seconds = 5
    seen = []

    def answer(dialog):
        seen.append(dialog.auto_score.value())
        return 0

    window.dialog_answer = answer
    window.new_game()
    assert seen == [5]


# -- off unless the rules say so; never started again by an Undo ----------------------------


def test_undo_never_starts_the_countdown_again(qtbot, window, settings, quick_countdown):
    """A player who undoes the automatic write to think again keeps the turn: no countdown,
    however long they think."""
    settings.auto_score_seconds = 2
    ready_helper(window)
    start(window, "classic", ["Ala"])
    last_roll(qtbot, window)
    steps_pass(qtbot, quick_countdown, settings.auto_score_seconds + 1)
    game = window.controller.game
    assert game.cards[0].filled_count() == 1                  # written by itself
    window.commands.undo.trigger()
    game = window.controller.game
    assert game.cards[0].filled_count() == 0 and game.must_write()
    steps_pass(qtbot, quick_countdown, settings.auto_score_seconds + 2)
    assert game.cards[0].filled_count() == 0
    assert not window.controller.autoplay.counting() and window.controller.preview is None


def test_a_stopped_countdown_stays_stopped_for_the_turn(qtbot, window, settings,
                                                        quick_countdown):
    settings.auto_score_seconds = 2
    ready_helper(window)
    game = start(window, "classic", ["Ala"])
    board = last_roll(qtbot, window)
    qtbot.mouseClick(board.tray.dice[0], Qt.MouseButton.LeftButton)   # stops it
    window.controller.stateChanged.emit()                             # anything happens
    window.controller.autoplay.schedule()
    steps_pass(qtbot, quick_countdown, settings.auto_score_seconds + 1)
    assert game.cards[0].filled_count() == 0 and not window.controller.autoplay.counting()


def test_by_the_rules_off_in_polish_three_seconds_in_penta(qtbot, window, settings):
    settings.auto_score_seconds = AUTO_WRITE_BY_RULES                 # the default
    ready_helper(window)
    start(window, "classic", ["Ala"])
    autoplay = window.controller.autoplay
    assert autoplay.seconds(window.controller.game) == 0
    board = kosci_board(window)
    for _ in range(3):
        click(qtbot, board.roll_button)
    until_idle()
    assert not autoplay.counting()
    start(window, "classic", ["Ala"], rules={"preset": "penta"})
    assert autoplay.seconds(window.controller.game) == 3
    with countdown_begins(qtbot, window):
        for _ in range(3):
            click(qtbot, board.roll_button)


def test_the_box_offers_the_rules_off_and_seconds(qtbot, settings):
    dialog = NewGameDialog(GameSetup(), settings=settings)
    qtbot.addWidget(dialog)
    box = dialog.auto_score
    box.setValue(AUTO_WRITE_BY_RULES)
    assert "3" in box.text() and box.text() != box.textFromValue(3)
    box.setValue(0)
    assert box.text() == "Off"
    box.setValue(4)
    assert box.text() == "4 s"
