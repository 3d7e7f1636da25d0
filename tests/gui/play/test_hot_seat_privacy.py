"""Hidden cards at one screen stay hidden and unchanged. The next player
finds an empty tray (the previous player's last dice would tell what they wrote), and Ctrl+Z
by the next player neither takes back the previous player's box nor shows their card; the
one who wrote may still undo while the screen waits for the next player."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import click, click_box, kosci_board, start, thousand_board


def dice_shown(board) -> list:
    return [die.value for die in board.tray.dice]


def test_the_next_player_finds_an_empty_tray(qtbot, window):
    game = start(window, "classic", ["Ala", "Ola"], open_scorecards=False)
    board = kosci_board(window)
    click(qtbot, board.handover_button)
    click(qtbot, board.roll_button)
    assert all(v is not None for v in dice_shown(board))
    click_box(qtbot, window, 0, "chance")
    assert game.current == 1
    assert all(v is None for v in dice_shown(board))          # at the hand-over
    qtbot.keyClick(window, Qt.Key.Key_Space)                   # Ola takes the seat
    assert not board.handover_button.isVisible()
    assert all(v is None for v in dice_shown(board))          # and before her roll
    click(qtbot, board.roll_button)
    assert list(dice_shown(board)) == list(game.dice)


def test_open_cards_keep_the_last_dice_in_view(qtbot, window):
    game = start(window, "classic", ["Ala", "Ola"])
    board = kosci_board(window)
    click(qtbot, board.roll_button)
    dice = list(game.dice)
    click_box(qtbot, window, 0, "chance")
    assert dice_shown(board) == dice


def test_thousand_hidden_cards_show_no_throw_of_the_previous_player(qtbot, window):
    game = start(window, "thousand", ["Ala", "Ola"], open_scorecards=False)
    board = thousand_board(window)
    click(qtbot, board.handover_button)
    while game.current == 0:                                   # Ala throws until she misses
        window.controller.roll()
        if game.current == 0 and game.can_bank():
            window.controller.write()
        elif game.current == 0 and game.legal_selections():
            window.controller.toggle_hold(game.positions_of(game.legal_selections()[0][0])[0])
    assert all(v is None for v in dice_shown(board))


def test_the_next_player_cannot_undo_the_previous_players_box(qtbot, window):
    game = start(window, "classic", ["Ala", "Ola"], open_scorecards=False)
    board = kosci_board(window)
    click(qtbot, board.handover_button)
    click(qtbot, board.roll_button)
    click_box(qtbot, window, 0, "chance")
    written = game.cards[0].get("chance")
    assert window.commands.undo.isEnabled()                    # Ala is still at the screen
    qtbot.keyClick(window, Qt.Key.Key_Space)                   # Ola takes it
    window._update_actions()
    assert not window.commands.undo.isEnabled()
    assert "Ala" in window.commands.undo.toolTip() and "own" in window.commands.undo.toolTip()
    window.commands.undo.trigger()                             # Ctrl+Z: greyed, nothing
    window.saver.undo()                                        # asked all the same (a script)
    game = window.controller.game
    assert game.current == 1 and game.cards[0].get("chance") == written
    assert not window.controller.card_visible(0)
    assert "own" in window.status_label.text()


def test_the_writer_may_undo_before_the_hand_over(qtbot, window):
    game = start(window, "classic", ["Ala", "Ola"], open_scorecards=False)
    board = kosci_board(window)
    click(qtbot, board.handover_button)
    click(qtbot, board.roll_button)
    click_box(qtbot, window, 0, "chance")
    window.commands.undo.trigger()
    game = window.controller.game
    assert game.current == 0 and game.cards[0].is_open("chance")
