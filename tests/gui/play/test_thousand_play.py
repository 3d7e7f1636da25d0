"""Playing Thousand in the real window (RULES.md §2): setting aside by clicks, writing,
a miss with the zero-throw penalty, a pit, an overtake, and a whole game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.events import Missed, MissReason
from kosci_gui.engine.game import Player
from kosci_gui.gui.words import messages
from tests.gui.helpers import ScriptedDice, click, start, thousand_board


def board(window):
    return thousand_board(window)


def throw(qtbot, window) -> None:
    click(qtbot, board(window).roll_button)


def pick(qtbot, window, *positions: int) -> None:
    for i in positions:
        qtbot.mouseClick(board(window).tray.dice[i], Qt.MouseButton.LeftButton)


def sheet_column(window, player: int) -> list[str]:
    model = board(window).sheet_model
    return [model.index(r, player).data() for r in range(model.rowCount())
            if model.index(r, player).data()]


def test_thousand_miss_pit_and_overtake(qtbot, window):
    dice = ScriptedDice([
        1, 1, 1, 5, 2,     # Ala: three 1s -> 100 and writes (opening 50)
        2, 3, 4, 6, 2,     # Ola: nothing on the first throw -> miss, -50
        1, 1, 1, 5, 5,     # Ala: 1 1 1 + 5 5 = 110 -> 210, into the pit 200-300
        1, 1, 1, 1, 1,     # Ola: five 1s = 400 -> 350, overtakes Ala (210): -50 / +50
        5, 5, 5, 2, 3,     # Ala in the pit: 50 would leave her at 210 < 300: no write
    ])
    game = start(window, "thousand", ["Ala", "Ola"], dice=dice)
    b = board(window)
    assert "200–300" in b.rules_label.text() and "50" in b.rules_label.text()
    assert not b.write_button.isEnabled()
    assert not b.pass_button.isEnabled()
    # Ala: set aside three 1s and write
    throw(qtbot, window)
    assert not b.roll_button.isEnabled()          # must set aside first
    pick(qtbot, window, 0, 1)
    assert not b.write_button.isEnabled()         # two dice: not yet three
    pick(qtbot, window, 2)
    assert b.write_button.isEnabled()
    click(qtbot, b.write_button)
    assert game.scores == [100, 0]
    # Ola: a zero first throw
    throw(qtbot, window)
    assert game.scores == [100, -50]
    assert window.status_label.text().startswith(messages.event_text(
        Missed(1, MissReason.NO_SCORE, 0), ["Ala", "Ola"]).split(":")[0])
    assert "−50" in window.status_label.text()
    assert sheet_column(window, 1)[:2] == ["•", "−50 → −50"]
    # Ala: 110 into the pit
    throw(qtbot, window)
    pick(qtbot, window, 0, 1, 2, 3, 4)
    click(qtbot, b.write_button)
    assert game.scores[0] == 210
    assert "200" in window.status_label.text()
    # Ola: five 1s overtake Ala
    throw(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.keyClick(window, Qt.Key.Key_2)
    qtbot.keyClick(window, Qt.Key.Key_3)
    qtbot.keyClick(window, Qt.Key.Key_4)
    qtbot.keyClick(window, Qt.Key.Key_5)
    qtbot.keyClick(window, Qt.Key.Key_W)
    assert game.scores == [160, 400]
    assert "−50 → 160" in sheet_column(window, 0)
    assert "+50 → 400" in sheet_column(window, 1)
    assert "Ola" in window.status_label.text()
    # Ala is back below the pit: three 5s (50) may be written
    throw(qtbot, window)
    pick(qtbot, window, 0, 1, 2)
    assert b.write_button.isEnabled()
    click(qtbot, b.write_button)
    assert game.scores[0] == 210


def test_pit_refuses_a_write_that_stays_inside(qtbot, window):
    dice = ScriptedDice([1, 1, 1, 4, 6, 2, 2, 2, 3, 4, 5, 5, 1, 2, 3])
    game = start(window, "thousand", ["Ala", "Ola"], dice=dice,
                 rules={"preset": "blog", "opening": 0})
    game.scores[0] = 150
    game.opened[0] = True
    game.start_score = 150
    b = board(window)
    throw(qtbot, window)
    pick(qtbot, window, 0, 1, 2)                  # 100 -> 250: a write into the pit is fine
    click(qtbot, b.write_button)
    assert game.scores[0] == 250
    throw(qtbot, window)                          # Ola: three 2s = 20
    pick(qtbot, window, 0, 1, 2)
    click(qtbot, b.write_button)
    throw(qtbot, window)                          # Ala in the pit: 5 5 1 = 20 -> 270 < 300
    pick(qtbot, window, 0, 1, 2)
    assert not b.write_button.isEnabled()
    expected = messages.error_text(RuleError("bank_pit", low=200, high=300, total=270))
    assert b.write_button.toolTip() == expected
    assert "pit 200–300" in b.sheet_model.headerData(0, Qt.Orientation.Horizontal)
    assert b.roll_button.isEnabled()


def test_passing_before_the_first_throw_is_not_possible_and_pass_is_a_miss(qtbot, window):
    dice = ScriptedDice([1, 2, 3, 4, 6])
    game = start(window, "thousand", ["Ala", "Ola"], dice=dice)
    b = board(window)
    assert not b.pass_button.isEnabled()
    throw(qtbot, window)
    pick(qtbot, window, 0)
    assert b.pass_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert game.current == 1
    assert sheet_column(window, 0)[0] == "•"


@pytest.mark.slow
def test_whole_thousand_game_against_the_computer(qtbot, window, plain_thousand_players):
    game = start(window, "thousand", ["Ala", Player("Bot", "computer", "hard")], seed=11)
    b = board(window)
    for _ in range(3000):
        qtbot.waitUntil(lambda: game.finished or (game.current == 0
                                                  and window.controller.human_may_act()))
        if game.finished:
            break
        if game.phase != "thrown":
            if b.write_button.isEnabled():
                click(qtbot, b.write_button)
            else:
                throw(qtbot, window)
            continue
        selection, points = game.legal_selections()[0]
        wanted = list(selection)
        for i, value in enumerate(game.throw):
            if value in wanted:
                wanted.remove(value)
                pick(qtbot, window, i)
        left = game.in_hand - len(selection)
        if b.write_button.isEnabled() and (game.turn_points + points >= 40 or left <= 2):
            click(qtbot, b.write_button)
        elif b.roll_button.isEnabled():
            throw(qtbot, window)
        else:
            click(qtbot, b.pass_button)
    assert game.finished
    qtbot.waitUntil(lambda: bool(window.dialogs))
