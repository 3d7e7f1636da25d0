"""A hint says why: the reasons of the advised option under the hint, in its tooltip and in
the tray's description for a screen reader; every box's tooltip has its own; the advisor's
answer carries them (worked out on its thread); with hidden cards the reason that would tell
the others' cards is left out."""

from __future__ import annotations

from concurrent.futures import Future

from PySide6.QtCore import Qt

from kosci_gui.ai.base import Advice
from kosci_gui.ai.reasons import NOW_LATER, TURN_ENDS, WIN_GAP, Reason, TurnEnd
from kosci_gui.engine.games import new_game
from kosci_gui.engine.moves import Roll, Write
from kosci_gui.gui.play import computer
from kosci_gui.gui.words import i18n
from tests.gui.helpers import ScriptedDice, click, kosci_board, start

ENDS = Reason(TURN_ENDS, {"keep": (5, 5), "ends": (TurnEnd("fives", 0, 0.47, 17.0),
                                                  TurnEnd("chance", 0, 0.12, 22.0))})
CHANCE = Reason(NOW_LATER, {"box": "chance", "column": 0, "points": 17, "later": 220.04})
GAP = Reason(WIN_GAP, {"chance": 0.33, "mine": 231.0, "theirs": 262.0})


def fake_advisor(window, advise):
    ready: Future = Future()
    ready.set_result(None)
    window.controller.advisor.watch.ask = advise
    window.controller.advisor.watch.prepare = lambda game: ready


def test_a_keep_hint_says_how_the_turn_ends(qtbot, window, settings):
    def advise(game):
        if game.rolls == 0:
            return [Advice(Roll(()), 200.0, "roll")]
        fives = tuple(i for i, d in enumerate(game.dice) if d == 5)
        return [Advice(Roll(fives), 230.0, "hold 5 5", why=(ENDS,)),
                Advice(Write("chance", 0), 225.0, "", why=(CHANCE,))]

    settings.hints = True
    fake_advisor(window, advise)
    start(window, "classic", ["Ala"], dice=ScriptedDice([4, 5, 1, 5, 2]))
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    qtbot.waitUntil(lambda: "This turn ends in" in board.hint_label.text())
    said = "This turn ends in: Fives 47 % (on average 17.0), Chance 12 % (on average 22.0)."
    assert board.hint_label.text().splitlines()[1] == said
    assert said in board.tray.accessibleDescription()
    assert said in board.tray.dice[1].toolTip()
    tip = board.model.index_of(0, "chance", 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "Chance: 17 now, 220.0 more expected later." in tip


def test_a_write_hint_says_points_now_and_later(qtbot, window, settings, qapp):
    def advise(game):
        if game.rolls == 0:
            return [Advice(Roll(()), 200.0, "roll")]
        return [Advice(Write("chance", 0), 240.0, "", why=(CHANCE,)),
                Advice(Roll(()), 230.0, "roll all", why=(ENDS,))]

    settings.hints = True
    fake_advisor(window, advise)
    start(window, "classic", ["Ala"], dice=ScriptedDice([4, 5, 1, 5, 2]))
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    qtbot.waitUntil(lambda: board.hint_label.isVisible())
    assert board.hint_label.text() == (
        "Hint: write Chance\nChance: 17 now, 220.0 more expected later.")
    assert board.tray.accessibleDescription() == board.hint_label.text()
    i18n.install_translators(qapp, "pl")
    window.controller.stateChanged.emit()
    qtbot.waitUntil(lambda: "Podpowiedź" in board.hint_label.text())
    assert "„Szansa”: 17 teraz, potem oczekiwane jeszcze 220.0." in board.hint_label.text()


def test_the_advisor_answers_with_the_reasons():
    game = new_game("classic", {"preset": "polish"}, ["Ala", "Ola"], seed=2)
    game.roll([5, 5, 2, 3, 6])
    options = computer.advice(game)
    assert all(a.why for a in options)
    assert all(a.why[-1].kind == WIN_GAP for a in options)
    kinds = {a.why[0].kind for a in options}
    assert kinds == {TURN_ENDS, NOW_LATER}


def test_hidden_cards_leave_out_the_opponents_final(qtbot, window, settings):
    def advise(game):
        if game.rolls == 0:
            return [Advice(Roll(()), 200.0, "roll", 0.5)]
        return [Advice(Write("chance", 0), 210.0, "", 0.9, why=(CHANCE, GAP))]

    settings.hints = True
    fake_advisor(window, advise)
    start(window, "classic", ["Ala", "Ola"], dice=ScriptedDice([1, 2, 3, 4, 6]),
          open_scorecards=False)
    window.controller.reveal()
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    qtbot.waitUntil(lambda: window.controller.hints is not None)
    assert [r.kind for r in window.controller.hints[0].why] == [NOW_LATER]
    assert "opponent" not in board.hint_label.text()
