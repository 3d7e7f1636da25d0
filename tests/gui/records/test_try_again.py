"""Try again: a mistake of a finished game, from the analysis or the end dialog, is played
again on the table as practice with the same dice, and the new choice is shown beside the
one made in the game and the best; the practice game stays out of statistics and high
scores."""

from __future__ import annotations

import pytest
from playing import stub_advise
from PySide6.QtWidgets import QPushButton

from kosci_gui.engine.moves import Roll
from kosci_gui.gui.records.end_dialog import EndDialog
from kosci_gui.gui.records.try_again import own_turn
from kosci_gui.storage.daily_games import PRACTICE
from tests.gui.saver_app import App


@pytest.fixture
def app(qtbot, tmp_path):
    app = App(qtbot, tmp_path)
    app.records.advise = stub_advise
    app.start()
    yield app
    app.quit()


def finished(app):
    """A game of Ala's alone, each turn written at once (the stub advisor values rolling
    on more): every decision is a mistake."""
    app.play(players=("Ala",))
    return app.finish()


def test_try_again_from_the_analysis_plays_the_position_and_compares(app, qtbot):
    original = finished(app)
    stored_id = app.saver.meta.id
    app.records.open_analysis_of_game()
    analysis = app.records.analysis
    analysis.run_to_end()
    (player,) = analysis.analyser.result.players
    worst = player.mistakes(1)[0]
    button = analysis.findChild(QPushButton, "tryAgainButton")
    assert button.isVisible() and "Turn" in button.accessibleName()
    button.click()

    game = app.ctl.game
    assert game is not original and not game.finished
    recorded = original.record_turns()[worst.turn]
    assert tuple(game.dice) == tuple(recorded["rolls"][worst.roll - 1]["dice"])
    assert game.rolls_left == worst.position.rolls_left
    assert tuple(dict(c) for c in game.cards[0].cells) == worst.position.cells
    assert app.saver.meta.extra[PRACTICE] == {"from": stored_id, "turn": worst.turn,
                                              "throw": worst.roll}
    # decide again: hold the two highest dice and roll (the stub's values: 20 + their sum)
    held = tuple(sorted(range(5), key=lambda i: game.dice[i])[-2:])
    for i in held:
        app.ctl.toggle_hold(i)
    app.ctl.roll()
    qtbot.waitUntil(lambda: app.records.try_again.result is not None)
    result = app.records.try_again.result
    assert result.isVisible()
    rows = [[result.table.item(r, c).text() for c in range(3)] for r in range(3)]
    kept = sorted(worst.position.dice[i] for i in held)
    assert rows[0][0].endswith("hold {} {}, roll".format(*kept))
    assert float(rows[0][1]) == 20 + sum(kept)
    assert rows[1][0].endswith(analysis.move_text(worst.chosen, worst.position.dice))
    assert float(rows[1][1]) == pytest.approx(worst.chosen_value)
    assert float(rows[2][1]) == pytest.approx(worst.best_value) and rows[2][2] == "0.0"
    # one text for a screen reader, with every figure
    said = result.accessibleDescription()
    assert result.summary.text() in said and f"{worst.best_value:.1f}" in said
    assert f"{20 + sum(kept):.1f}" in said



@pytest.mark.slow  # (the end dialog's luck report loads the model of the rules)
def test_the_end_dialog_tries_the_costliest_mistake_and_practice_stays_out_of_stats(
        app, qtbot):
    original = finished(app)
    notes = []
    results = []  # (the dialog itself is let go once answered)

    def try_costliest(dialog):
        notes.append(dialog.assisted_note.text() if dialog.assisted_note.isVisibleTo(dialog)
                     else "")
        if len(notes) > 1:  # the practice game's own end: only what it says of itself
            return 0
        button = dialog.findChild(QPushButton, "tryAgainButton")
        qtbot.waitUntil(button.isEnabled)  # once the costliest mistake is found
        assert "points lost" in button.toolTip()
        button.click()
        results.append(dialog.result())
        return dialog.result()

    app.answers["endDialog"] = try_costliest
    app.window.open_end_dialog()
    assert results == [EndDialog.TRY_AGAIN]
    game = app.ctl.game
    assert game is not original and PRACTICE in app.saver.meta.extra
    turn = app.saver.meta.extra[PRACTICE]["turn"]
    throw = app.saver.meta.extra[PRACTICE]["throw"]
    assert list(game.dice) == original.record_turns()[turn]["rolls"][throw - 1]["dice"]
    said = app.window.status_label.text()
    assert f"turn {own_turn({'turns': original.record_turns()}, turn)}, after roll {throw}" \
        in said and "practice" in said
    option = game.allowed_options()[0]
    app.ctl.choose_box(option.box, option.column)
    qtbot.waitUntil(lambda: app.records.try_again.result is not None)
    app.finish()
    app.window.open_end_dialog()
    assert notes[0] == "" and "practice" in notes[-1]

    history = app.saver.history
    assert [g.practice for g in history.games()] == [True, False]  # listed, marked
    app.commands.history.trigger()
    assert app.records.history.table.item(0, 2).text().endswith(", practice")
    assert not app.records.history.table.item(1, 2).text().endswith(", practice")
    (stats,) = history.player_stats("classic")
    assert stats.games == 1 and stats.best == original.totals()[0]
    highs = history.high_scores("classic", original.rules.preset)
    assert [h.total for h in highs] == original.totals()


def test_a_last_choice_tried_again_is_compared_before_the_end_dialog(app, qtbot):
    app.window.show_end_dialog = False  # (opened below, once, as a game's end would)
    finished(app)
    app.records.open_analysis_of_game()
    analysis = app.records.analysis
    analysis.run_to_end()
    last = max(analysis.analyser.result.players[0].mistakes(99), key=lambda d: d.turn)
    spoken = []
    app.ctl.announced.connect(lambda text, _urgent: spoken.append(text))
    app.records.start_try_again(analysis.doc, last)
    assert any(text.startswith("Trying again: turn") for text in spoken)  # read out too
    ends = []
    app.answers["endDialog"] = lambda dialog: ends.append(dialog) or 0
    (option,) = app.ctl.game.allowed_options()  # the last box left: the game ends
    app.ctl.choose_box(option.box, option.column)
    qtbot.waitUntil(lambda: app.records.try_again.result is not None)
    result = app.records.try_again.result
    assert app.ctl.game.finished and result.game_over
    assert "last choice" in result.practice.text()
    app.window.open_end_dialog()
    assert ends == [] and result.isVisible()  # not hidden under the end dialog
    result.close()
    qtbot.waitUntil(lambda: len(ends) == 1)


def test_a_roll_is_compared_by_the_dice_it_keeps(app, qtbot):
    finished(app)
    app.records.open_analysis_of_game()
    analysis = app.records.analysis
    analysis.run_to_end()
    worst = analysis.analyser.result.players[0].mistakes(1)[0]
    app.records.start_try_again(analysis.doc, worst)
    app.ctl.perform(Roll(()))  # roll all five: the stub values it 20
    qtbot.waitUntil(lambda: app.records.try_again.result is not None)
    c = app.records.try_again.result.comparison
    assert c.new.value == 20 and c.new_loss == pytest.approx(c.best.value - 20)
    assert c.original.value == pytest.approx(worst.chosen_value)


def test_the_comparison_has_no_unnamed_control_and_nothing_hidden(app, qtbot):
    from tests.gui.window.test_access_every_window import looked_at

    finished(app)
    app.records.open_analysis_of_game()
    analysis = app.records.analysis
    analysis.run_to_end()
    app.records.start_try_again(analysis.doc, analysis.analyser.result.players[0].mistakes(1)[0])
    app.ctl.perform(Roll(()))
    qtbot.waitUntil(lambda: app.records.try_again.result is not None)
    result = app.records.try_again.result
    assert looked_at(qtbot, result) == ([], [])
    assert result.table.accessibleName() and result.accessibleName()
