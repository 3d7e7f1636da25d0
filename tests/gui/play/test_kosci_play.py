"""Playing the Kości family in the real window, by clicks and keys (RULES.md §1, §3)."""

from __future__ import annotations

from concurrent.futures import Future

import pytest
from playing import PlainPlayer
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from kosci_gui.engine.game import Player
from kosci_gui.engine.moves import Write
from kosci_gui.gui.pads.scorecard_model import BoxRole
from kosci_gui.gui.records.end_dialog import EndDialog
from kosci_gui.gui.words import messages, texts
from tests.gui.helpers import ScriptedDice, click, click_box, countdown_begins, kosci_board, start


def roll_button(window):
    return kosci_board(window).roll_button


def dice_values(window):
    return tuple(d.value for d in kosci_board(window).tray.dice)


def play_turn_by_clicks(qtbot, window, player: int, *, hold_first: bool = True) -> None:
    """Roll, hold the first die, roll again with Space, write the best allowed box."""
    game = window.controller.game
    click(qtbot, roll_button(window))
    assert dice_values(window) == game.dice
    if hold_first:
        qtbot.mouseClick(kosci_board(window).tray.dice[0], Qt.MouseButton.LeftButton)
        assert game.held[0]
        qtbot.keyClick(window, Qt.Key.Key_Space)
        assert game.rolls == 2
    best = max(game.allowed_options(), key=lambda o: (o.points + o.bonus, -o.column))
    click_box(qtbot, window, player, best.box, best.column)


def test_whole_classic_game_by_clicks_shows_the_ranking(qtbot, window):
    """A solo classic game of 13 turns, rolls, holds and writes all by mouse and keys."""
    seen = []

    def answer(dialog):
        seen.append([dialog.table.item(0, c).text() for c in range(3)])
        return QDialog.DialogCode.Rejected

    window.dialog_answer = answer
    game = start(window, "classic", ["Ala"])
    for turn in range(13):
        assert game.cards[0].filled_count() == turn
        play_turn_by_clicks(qtbot, window, 0, hold_first=turn % 2 == 0)
    assert game.finished
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == [["1", "Ala", str(game.totals()[0])]]


def test_holding_by_click_and_keys_keeps_the_held_dice(qtbot, window):
    game = start(window, "classic", ["Ala"])
    click(qtbot, roll_button(window))
    first = game.dice
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.keyClick(window, Qt.Key.Key_3)
    assert game.held == (True, False, True, False, False)
    die = kosci_board(window).tray.dice[2]
    assert die.accessibleName() == f"die 3, {texts.face_name(first[2])}, held"
    qtbot.mouseClick(kosci_board(window).tray.dice[2], Qt.MouseButton.LeftButton)
    assert game.held == (True, False, False, False, False)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert game.dice[0] == first[0]
    assert game.rolls == 2
    assert "1 roll" in roll_button(window).text()


def test_roll_button_counts_down_and_disables_after_three_rolls(qtbot, window):
    game = start(window, "classic", ["Ala"])
    for left in (2, 1, 0):
        click(qtbot, roll_button(window))
        assert game.rolls_left == left
    assert not roll_button(window).isEnabled()
    assert "no rolls left" in window.status_label.text()


def test_arrow_keys_and_enter_write_a_box(qtbot, window):
    game = start(window, "classic", ["Ala"])
    click(qtbot, roll_button(window))
    view = kosci_board(window).scorecard
    view.setFocus()
    view.setCurrentIndex(kosci_board(window).model.index_of(0, "ones"))
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex().data(BoxRole) == ("twos", 0)
    expected = game.dice.count(2) * 2
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert game.cards[0].get("twos") == expected


def test_previews_show_what_each_open_box_would_score(qtbot, window):
    dice = ScriptedDice([2, 2, 2, 5, 5])
    start(window, "classic", ["Ala"], dice=dice)
    click(qtbot, roll_button(window))
    model = kosci_board(window).model
    full_house = model.index_of(0, "full_house")
    assert full_house.data() == "25"
    assert full_house.data(Qt.ItemDataRole.FontRole).italic()
    assert model.index_of(0, "twos").data() == "6"
    click_box(qtbot, window, 0, "full_house")
    written = model.index_of(0, "full_house")
    assert written.data() == "25"
    assert written.data(Qt.ItemDataRole.FontRole) is None


def test_confirm_mode_click_selects_and_the_button_writes(qtbot, window, settings):
    settings.confirm_move = True
    window.controller.settings_changed()
    game = start(window, "classic", ["Ala"])
    board = kosci_board(window)
    assert board.confirm_button.isVisible()
    assert not board.confirm_button.isEnabled()
    click(qtbot, roll_button(window))
    click_box(qtbot, window, 0, "chance")
    assert game.cards[0].get("chance") is None
    assert window.controller.selected == Write("chance", 0)
    assert board.confirm_button.isEnabled()
    click(qtbot, board.confirm_button)
    assert game.cards[0].get("chance") == sum(game.turns[0]["rolls"][-1]["dice"])


def test_forced_joker_only_the_face_box_is_enabled(qtbot, window):
    """RULES §1.1 joker_upper=forced: a further five 3s must go into Threes."""
    dice = ScriptedDice([6, 6, 6, 6, 6, 3, 3, 3, 3, 3])
    game = start(window, "classic", ["Ala"], dice=dice, rules={"preset": "official"})
    click(qtbot, roll_button(window))
    click_box(qtbot, window, 0, "yahtzee")
    assert game.cards[0].get("yahtzee") == 50
    click(qtbot, roll_button(window))
    model = kosci_board(window).model
    chance = model.index_of(0, "chance")
    assert chance.flags() == Qt.ItemFlag.NoItemFlags
    assert model.index_of(0, "threes").flags() & Qt.ItemFlag.ItemIsEnabled
    click_box(qtbot, window, 0, "chance")
    assert game.cards[0].get("chance") is None
    click_box(qtbot, window, 0, "threes")
    assert game.cards[0].get("threes") == 15
    assert game.cards[0].five_bonus() == 100
    bonus_row = model.rows.index(("sum", "five_bonus"))
    assert model.index(bonus_row, 0).data() == "100"


def test_no_scoring_box_tells_the_player_to_sacrifice(qtbot, window):
    """RULES §1: when no open box scores, the player is told so in their language."""
    dice = ScriptedDice([1, 2, 3, 5, 6])
    game = start(window, "classic", ["Ala"], dice=dice)
    card = game.cards[0]
    for box in card.boxes:
        if box not in ("fours", "yahtzee"):
            card.cells[0][box] = 0
    click(qtbot, roll_button(window))
    assert window.status_label.text() == messages.sacrifice_message()


def test_auto_score_writes_the_computers_choice_after_the_last_roll(qtbot, window, settings,
                                                                   quick_countdown):
    """RULES §3 auto_score_seconds: after the last roll the computer's box is written."""
    settings.auto_score_seconds = 1
    game = start(window, "classic", ["Ala"])
    with countdown_begins(qtbot, window):
        for _ in range(3):
            click(qtbot, roll_button(window))
        assert game.cards[0].filled_count() == 0
    chosen = window.controller.preview
    qtbot.waitUntil(lambda: game.cards[0].filled_count() == 1, timeout=10_000)
    assert game.cards[0].get(chosen.box, chosen.column) is not None


def test_computer_opponent_plays_its_turn_visibly_through_the_same_card(qtbot, window):
    game = start(window, "classic", ["Ala", Player("Bot", "computer", "hard")])
    changes = []
    kosci_board(window).model.dataChanged.connect(lambda a, b, roles: changes.append(a.column()))
    play_turn_by_clicks(qtbot, window, 0)
    qtbot.waitUntil(lambda: game.current == 0 and game.cards[1].filled_count() == 1)
    assert any(c == 1 for c in changes)
    assert kosci_board(window).model.index(0, 1).data() is not None


@pytest.mark.slow
def test_whole_game_against_the_computer(qtbot, window):
    game = start(window, "classic", ["Ala", Player("Bot", "computer", "easy")])
    while not game.finished:
        qtbot.waitUntil(lambda: game.finished or (game.current == 0 and game.rolls == 0))
        if game.finished:
            break
        play_turn_by_clicks(qtbot, window, 0, hold_first=False)
    assert all(card.is_full() for card in game.cards)
    qtbot.waitUntil(lambda: bool(window.dialogs))


@pytest.mark.slow  # a whole game by clicks (the classic one is in the inner loop)
def test_triple_game_by_clicks_fills_three_columns(qtbot, window):
    game = start(window, "triple", ["Ala"])
    header = kosci_board(window).model.headerData(2, Qt.Orientation.Horizontal)
    assert "×3" in header
    for _ in range(39):
        play_turn_by_clicks(qtbot, window, 0, hold_first=False)
    assert game.finished
    card = game.cards[0]
    model = kosci_board(window).model
    total = model.index(len(model.rows) - 1, 0).data()
    assert total == str(card.total())


@pytest.mark.slow  # a whole game by clicks (the classic one is in the inner loop)
def test_full_game_by_clicks(qtbot, window):
    game = start(window, "full", ["Ala", "Ola"])
    for turn in range(30):
        play_turn_by_clicks(qtbot, window, turn % 2, hold_first=turn % 3 == 0)
    assert game.finished
    assert kosci_board(window).model.rows[-1] == ("sum", "total")


def test_dice_animation_settles_on_the_engines_values(qtbot, window, settings):
    settings.animation_ms = 120
    game = start(window, "classic", ["Ala"])
    tray = kosci_board(window).tray
    with qtbot.waitSignal(tray.rollFinished, timeout=2000):
        click(qtbot, roll_button(window))
        assert tray.is_rolling()
    assert dice_values(window) == game.dice


def test_end_dialog_new_game_opens_the_new_game_dialog(qtbot, window):
    answers = iter([EndDialog.NEW_GAME, QDialog.DialogCode.Rejected])
    game = start(window, "classic", ["Ala"])
    for _ in range(13):
        play_turn_by_clicks(qtbot, window, 0, hold_first=False)
    assert game.finished
    names = []
    window.dialog_answer = lambda dialog: (names.append(dialog.objectName()), next(answers))[1]
    qtbot.waitUntil(lambda: len(names) == 2)
    assert names == ["endDialog", "newGameDialog"]


def test_space_rolls_whatever_has_the_focus(qtbot, window):
    game = start(window, "classic", ["Ala"])
    view = kosci_board(window).scorecard
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert game.rolls == 1
    qtbot.keyClick(view, Qt.Key.Key_4)
    assert game.held[3]
    qtbot.keyClick(view, Qt.Key.Key_4)
    assert not game.held[3]
    die = kosci_board(window).tray.dice[1]
    die.setFocus()
    qtbot.keyClick(die, Qt.Key.Key_Return)
    assert game.held[1]
    qtbot.keyClick(die, Qt.Key.Key_Space)
    assert game.rolls == 2 and game.held[1]
    roll_button(window).setFocus()
    qtbot.keyClick(roll_button(window), Qt.Key.Key_Space)
    assert game.rolls == 3


def test_a_computer_still_being_built_keeps_the_window_responsive(qtbot, window, monkeypatch):
    """A first solve of new rules takes minutes: the game waits for it without freezing."""
    pending: Future = Future()
    window.controller.prepare_player = lambda *a, **k: pending
    game = start(window, "classic", [Player("Bot", "computer", "hard"), "Ala"])
    qtbot.waitUntil(lambda: "getting ready" in window.status_label.text())
    assert game.rolls == 0 and window.isEnabled()
    pending.set_result(PlainPlayer(1))
    qtbot.waitUntil(lambda: game.current == 1)
    assert game.cards[0].filled_count() == 1


def test_the_clock_stands_still_while_a_computer_is_being_built(qtbot, window, monkeypatch,
                                                                 fake_time):
    pending: Future = Future()
    window.controller.prepare_player = lambda *a, **k: pending
    game = start(window, "classic", [Player("Bot", "computer", "hard"), "Ala"], clock_minutes=2)
    qtbot.waitUntil(lambda: "getting ready" in window.status_label.text())
    with qtbot.waitSignal(window.controller.clocksTicked, timeout=2000):
        fake_time.advance(600)
    assert not game.out[0]
    pending.set_result(PlainPlayer(1))
    qtbot.waitUntil(lambda: game.current == 1)
    # (a computer seat has no clock at all: RULES.md §4; Ala's has not run meanwhile)
    assert window.controller.remaining(0) is None and window.controller.remaining(1) == 120
