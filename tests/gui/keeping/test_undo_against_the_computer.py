"""Against the computer the player's own last box is undoable until their
next roll — the computer's turn that followed is taken back and dealt the same dice again,
the game marked assisted, the clocks refunded — and where it is not allowed the action's
tooltip and the status line say why."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from kosci_gui.engine.games import new_game
from tests.gui.saver_app import App, autosaved

CPU = {"name": "Cpu", "type": "computer", "level": "easy"}


@pytest.fixture
def app(qtbot, tmp_path):
    app = App(qtbot, tmp_path)
    yield app
    app.ctl.stop()


def computer_done(qtbot, app):
    qtbot.waitUntil(lambda: app.ctl.game.current == 0 and len(app.ctl.game.turns) == 2,
                    timeout=10_000)


def test_undo_after_the_computers_turn_deals_it_the_same_dice(qtbot, app):
    app.start()
    app.play(players=("Ala", CPU))
    app.ctl.roll()
    mine = app.ctl.game.dice
    app.ctl.choose_box("chance", 0)
    computer_done(qtbot, app)
    theirs = app.ctl.game.turns[1]["rolls"][0]["dice"]
    assert app.commands.undo.isEnabled()
    assert "Cpu" in app.commands.undo.toolTip()
    app.commands.undo.trigger()
    back = app.ctl.game
    assert back.current == 0 and back.dice == mine and back.cards[0].is_open("chance")
    assert len(back.turns) == 1 and app.saver.meta.assisted and autosaved(app).assisted
    assert "Cpu" in app.window.status_label.text()
    app.ctl.choose_box("ones", 0)
    qtbot.waitUntil(lambda: len(app.ctl.game.turns) == 2, timeout=10_000)
    assert app.ctl.game.turns[1]["rolls"][0]["dice"] == theirs


def test_undo_during_the_computers_turn(qtbot, app):
    app.start()
    app.play(players=("Ala", CPU))
    app.ctl.roll()
    app.ctl.choose_box("chance", 0)
    app.ctl.autoplay.stop()
    # on a loaded machine the computer may still be being built: wait for it, then one step
    app.ctl.autoplay._computers[1].result(timeout=60)
    app.ctl.autoplay._computer_step()  # the computer has thrown, and thinks
    assert app.ctl.game.turns[-1]["player"] == 1
    assert app.commands.undo.isEnabled()
    app.saver.undo()
    assert app.ctl.game.current == 0 and app.ctl.game.cards[0].is_open("chance")


def test_after_the_next_roll_undo_says_why_it_is_greyed(qtbot, app):
    app.start()
    app.play(players=("Ala", CPU))
    app.ctl.roll()
    app.ctl.choose_box("chance", 0)
    computer_done(qtbot, app)
    app.ctl.roll()
    assert not app.commands.undo.isEnabled()
    assert "until your next roll" in app.commands.undo.toolTip()
    # Ctrl+Z on the greyed action says it in the status line
    qtbot.keyClick(app.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "until your next roll" in app.window.status_label.text()
    assert not app.ctl.game.cards[0].is_open("chance")


def test_before_any_box_undo_says_what_it_does(app):
    app.start()
    app.play(players=("Ala", CPU))
    assert not app.commands.undo.isEnabled()
    assert "no box to undo" in app.commands.undo.toolTip()
    app.saver.undo()
    assert "no box to undo" in app.window.status_label.text()


def test_the_computer_has_no_clock_and_undo_keeps_the_players_time(qtbot, app):
    """RULES.md §4: only human seats have a clock; the computer's turn costs
    nobody time, and the player who undoes keeps the time they used."""
    now = [1000.0]
    app.ctl.now = lambda: now[0]
    app.start()
    app.play(players=("Ala", CPU), clock_minutes=2)
    app.ctl.roll()
    now[0] += 30
    app.ctl.choose_box("chance", 0)
    app.ctl.autoplay.stop()
    now[0] += 20
    app.ctl.autoplay._computers[1].result(timeout=60)
    app.ctl.autoplay._computer_step()  # its first throw, 20 s after Ala's box
    app.ctl._tick()
    assert app.ctl.remaining(1) is None and app.ctl.remaining(0) == pytest.approx(90)
    app.saver.undo()
    assert app.ctl.remaining(0) == pytest.approx(90) and app.ctl.remaining(1) is None


def writable_seed():
    """A seed whose first Thousand throw can be written (every scoring die set aside)."""
    for seed in range(200):
        game = new_game("thousand", None, ["Ala", CPU], seed=seed)
        game.roll()
        scoring = [v for v in game.dice_on_table() if v in (1, 5)]
        if scoring:
            game.set_aside(scoring)
            if game.can_bank():
                return seed
    raise AssertionError("no seed")


def test_thousand_undo_after_the_computers_turn(qtbot, app):
    app.start()
    app.ctl.play_game(new_game("thousand", None, ["Ala", CPU], seed=writable_seed()))
    game = app.ctl.game
    app.ctl.roll()
    for i, value in enumerate(game.dice_on_table()):
        if value in (1, 5):
            app.ctl.toggle_hold(i)
    app.ctl.write()
    assert game.totals()[0] > 0
    qtbot.waitUntil(lambda: app.ctl.game.current == 0 and len(app.ctl.game.turns) >= 2,
                    timeout=10_000)
    assert app.commands.undo.isEnabled()
    app.saver.undo()
    back = app.ctl.game
    assert back.current == 0 and back.can_bank() and back.totals() == [0, 0]
