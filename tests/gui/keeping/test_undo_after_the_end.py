"""The last box can be undone from the end dialog (the end comes a moment
after the computer's last turn): the game goes on, assisted, out of the history until it
ends again — then stored once."""

from __future__ import annotations

import pytest

from kosci_gui.gui.records.end_dialog import EndDialog
from tests.gui.saver_app import App

CPU = {"name": "Cpu", "type": "computer", "level": "easy"}


@pytest.fixture
def app(qtbot, tmp_path):
    app = App(qtbot, tmp_path)
    yield app
    app.ctl.stop()


def play_to_the_end(qtbot, app):
    game = app.ctl.game
    while not game.finished:
        qtbot.waitUntil(lambda: game.finished or game.current == 0, timeout=10_000)
        if game.finished:
            break
        if game.rolls == 0:
            app.ctl.roll()
        best = max(game.allowed_options(), key=lambda o: o.points + o.bonus)
        app.ctl.choose_box(best.box, best.column)
    return game


def test_undo_the_last_box_from_the_end_dialog(qtbot, app):
    seen = []

    def undo_at_the_end(dialog):
        buttons = {b.objectName(): b for b in dialog.buttons.buttons()}
        seen.append(buttons["undoButton"].text())
        return EndDialog.UNDO

    app.answers["endDialog"] = undo_at_the_end
    app.start()
    app.play(players=("Ala", CPU))
    game = play_to_the_end(qtbot, app)
    assert game.cards[0].filled_count() == 13
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    assert "Ala" in seen[0]
    back = app.ctl.game
    assert not back.finished and back.current == 0
    assert back.cards[0].filled_count() == 12 and back.cards[1].filled_count() == 12
    assert app.saver.meta.assisted
    assert app.saver.history.games() == []            # out until it ends again
    app.answers["endDialog"] = 0
    play_to_the_end(qtbot, app)
    qtbot.waitUntil(lambda: len(app.saver.history.games()) == 1, timeout=10_000)
    assert app.ctl.game.finished


def test_a_solo_players_last_box_can_be_undone_too(qtbot, app):
    names = []
    app.answers["endDialog"] = lambda d: names.extend(
        b.objectName() for b in d.buttons.buttons()) or 0
    app.start()
    app.play(players=("Ala",))
    app.finish()
    qtbot.waitUntil(lambda: bool(names), timeout=10_000)
    # a solo player's last box ends the game: undo is offered too (nothing came after it)
    assert "undoButton" in names
