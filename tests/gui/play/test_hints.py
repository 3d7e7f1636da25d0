"""Hints: the advisor's best box and best hold are highlighted, expected values in tooltips."""

from __future__ import annotations

from PySide6.QtCore import Qt

from kosci_gui.engine.moves import Roll, Write
from kosci_gui.gui.pads.scorecard_model import Look
from tests.gui.helpers import ScriptedDice, click, kosci_board, start, thousand_board


def test_hints_mark_the_best_box_and_show_expected_values(qtbot, window, settings):
    settings.hints = True
    dice = ScriptedDice([2, 3, 4, 5, 6])
    game = start(window, "classic", ["Ala"], dice=dice)
    click(qtbot, kosci_board(window).roll_button)
    hints = window.controller.hints
    assert hints, "the advisor gives options"
    best_write = next(h.move for h in hints if isinstance(h.move, Write))
    model = kosci_board(window).model
    cell = model.index_of(0, best_write.box, best_write.column)
    assert "Expected final score" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert model.cell(cell.row(), cell.column()).look is Look.HINT
    assert game.dice == (2, 3, 4, 5, 6)


def test_hints_suggest_the_dice_to_hold(qtbot, window, settings):
    settings.hints = True
    dice = ScriptedDice([6, 6, 6, 1, 2])
    start(window, "classic", ["Ala"], dice=dice)
    click(qtbot, kosci_board(window).roll_button)
    best = window.controller.hints[0].move
    assert isinstance(best, Roll)
    marked = [i for i, d in enumerate(kosci_board(window).tray.dice) if d.advice == "hold"]
    assert marked == list(best.held)


def test_hints_switch_off_with_the_h_key(qtbot, window, settings):
    settings.hints = True
    start(window, "classic", ["Ala"])
    click(qtbot, kosci_board(window).roll_button)
    assert window.controller.hints
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert settings.hints is False
    assert window.controller.hints is None


def test_thousand_hints_mark_the_dice_to_set_aside(qtbot, window, settings, monkeypatch):
    from concurrent.futures import Future

    from kosci_gui.ai.base import Advice
    from kosci_gui.engine.moves import Bank, SetAside
    from tests.gui.helpers import ScriptedDice

    def fake_advice(game):
        if game.phase == "thrown":
            return [Advice(SetAside((1, 1, 1)), 300.0, "set aside 1 1 1")]
        return [Advice(Bank(), 250.0, "write"), Advice(Roll(), 240.0, "throw")]

    ready: Future = Future()
    ready.set_result(None)
    window.controller.advisor.watch.ask = fake_advice
    window.controller.advisor.watch.prepare = lambda game: ready
    settings.hints = True
    start(window, "thousand", ["Ala", "Ola"], dice=ScriptedDice([2, 1, 1, 3, 1]))
    board = thousand_board(window)
    assert "240.0" in board.roll_button.toolTip()
    click(qtbot, board.roll_button)
    assert [i for i, d in enumerate(board.tray.dice) if d.advice == "hold"] == [1, 2, 4]
