"""Game clocks (RULES.md §4) and hidden scorecards (§5) in the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from kosci_gui.engine.game import Player
from tests.gui.helpers import click, click_box, kosci_board, start, thousand_board


def header(window, column: int) -> str:
    return kosci_board(window).model.headerData(column, Qt.Orientation.Horizontal)


def test_clock_runs_only_in_the_players_turn_and_at_zero_the_player_is_out(
        qtbot, window, fake_time):
    game = start(window, "classic", ["Ala", "Ola", "Ela"], clock_minutes=2)
    assert "2:00" in header(window, 0)
    fake_time.advance(30)
    qtbot.waitUntil(lambda: "1:30" in header(window, 0))
    assert "2:00" in header(window, 1)
    click(qtbot, kosci_board(window).roll_button)
    click_box(qtbot, window, 0, "chance")
    assert game.current == 1
    fake_time.advance(20)
    qtbot.waitUntil(lambda: "1:40" in header(window, 1))
    assert "1:30" in header(window, 0)
    with qtbot.waitSignal(window.controller.playerOut, timeout=2000) as out:
        fake_time.advance(100)
    assert out.args == [1]
    assert game.out[1]
    assert "out of time" in header(window, 1)
    assert game.current == 2 and not game.finished
    assert "Ola" in window.status_label.text()


def test_when_one_player_is_left_the_game_ends_and_they_win(qtbot, window, fake_time):
    # triple: the luck report of the end builds no table (classic's exact tail takes seconds)
    game = start(window, "triple", ["Ala", "Ola"], clock_minutes=2)
    with qtbot.waitSignal(window.controller.gameFinished, timeout=2000):
        fake_time.advance(121)
    assert game.winners() == [1]
    seen = []
    window.dialog_answer = lambda d: seen.append(d.table.item(1, 1).text()) or 0
    qtbot.waitUntil(lambda: bool(seen))
    assert "Ala" in seen[0] and "out of time" in seen[0]


def test_thousand_clock_out_is_shown_on_the_sheet(qtbot, window, fake_time):
    game = start(window, "thousand", ["Ala", "Ola", "Ela"], clock_minutes=2)
    with qtbot.waitSignal(window.controller.playerOut, timeout=2000):
        fake_time.advance(121)
    assert game.out[0]
    sheet = thousand_board(window).sheet
    model = sheet.model()
    assert "out of time" in model.headerData(0, Qt.Orientation.Horizontal)
    assert model.index(0, 0).data() == "◷"


@pytest.mark.slow  # a whole game against the strongest computer
def test_hidden_scorecards_show_only_the_humans_card_until_the_end(qtbot, window):
    game = start(window, "classic", ["Ala", Player("Bot", "computer", "hard")],
                 open_scorecards=False)
    model = kosci_board(window).model
    total_row = len(model.rows) - 1
    for _ in range(13):
        qtbot.waitUntil(lambda: game.finished or (game.current == 0 and game.rolls == 0))
        if game.finished:
            break
        click(qtbot, kosci_board(window).roll_button)
        best = max(game.allowed_options(), key=lambda o: o.points)
        click_box(qtbot, window, 0, best.box)
        qtbot.waitUntil(lambda: game.finished or game.current == 0)
        if not game.finished:
            assert game.cards[1].filled_count() >= 1
            assert model.index(total_row, 1).data() == ""
            assert all(model.index(r, 1).data() == "" for r in range(total_row + 1))
            assert model.index(total_row, 0).data() == str(game.cards[0].total())
    qtbot.waitUntil(lambda: game.finished)
    assert model.index(total_row, 1).data() == str(game.cards[1].total())


def test_hot_seat_hidden_cards_show_the_current_players_card_after_a_hand_over(
        qtbot, window):
    game = start(window, "classic", ["Ala", "Ola"], open_scorecards=False)
    board = kosci_board(window)
    model = board.model
    chance = model.row_of("chance")
    # Ala takes the seat: her card shows once she says so
    assert board.handover_button.isVisible() and "Ala" in board.handover_button.text()
    click(qtbot, board.handover_button)
    click(qtbot, board.roll_button)
    click_box(qtbot, window, 0, "chance")
    assert game.current == 1
    # Ala may still be looking: no card at all until Ola takes the seat
    assert board.handover_button.isVisible() and "Ola" in board.handover_button.text()
    assert model.index(chance, 0).data() == "" and model.index(chance, 1).data() == ""
    status = window.status_label.text()
    assert "Ala" in status and str(game.cards[0].get("chance")) not in status
    assert not board.roll_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Space)          # Space shows the card too
    assert not board.handover_button.isVisible()
    click(qtbot, board.roll_button)
    assert model.index(chance, 0).data() == "" and model.index(chance, 1).data() != ""


def test_hidden_cards_say_so_in_the_header(window):
    start(window, "classic", ["Ala", Player("Bot", "computer", "hard")], open_scorecards=False)
    assert "hidden" in header(window, 1)
    assert "hidden" not in header(window, 0)


def test_a_solo_game_lost_to_the_clock_has_no_winner(qtbot, window, fake_time):
    game = start(window, "classic", ["Ala"], clock_minutes=2)
    seen = []
    window.dialog_answer = lambda d: seen.append(d.headline.text()) or 0
    with qtbot.waitSignal(window.controller.gameFinished, timeout=2000):
        fake_time.advance(125)
    assert game.finished and game.winners() == []
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == ["No winner: time ran out."]


def test_a_computer_seat_has_no_clock_and_never_runs_out(qtbot, window, fake_time):
    """RULES.md §4: a computer seat plays without a clock, so its animation cannot run a
    clock down and decide a six-player game."""
    seats = [Player("Bot 1", "computer", "easy"), "Ala", Player("Bot 2", "computer", "easy")]
    game = start(window, "classic", seats, clock_minutes=2)
    ctl = window.controller
    ctl.autoplay.stop()                     # the computer's turn takes as long as it takes
    fake_time.advance(600)
    ctl._tick()
    assert not any(game.out) and game.current == 0
    assert ctl.remaining(0) is None and ctl.remaining(2) is None
    assert ctl.remaining(1) == 120          # Ala's clock did not run in the computer's turn
    header = kosci_board(window).model.headerData(0, Qt.Orientation.Horizontal)
    assert ":" not in header                # no clock shown for the computer
