"""Scorecard visibility (RULES.md §5)."""

from __future__ import annotations

from kosci_gui.engine.game import Player
from kosci_gui.engine.visibility import visible_cards

HOT_SEAT = [Player("Ala"), Player("Ola"), Player("Bot", "computer", "hard")]


def test_open_scorecards_show_every_card():
    assert visible_cards(HOT_SEAT, 0, open_scorecards=True, finished=False) == [True] * 3


def test_hidden_scorecards_hot_seat_show_only_the_current_players_card():
    assert visible_cards(HOT_SEAT, 1, open_scorecards=False, finished=False) == [
        False, True, False]


def test_hidden_scorecards_hot_seat_show_no_card_during_a_computer_turn():
    # the human who played last must not leave their card in view for the next one
    assert visible_cards(HOT_SEAT, 2, open_scorecards=False, finished=False) == [
        False, False, False]


def test_hidden_scorecards_single_human_sees_own_card_only():
    players = [Player("Ala"), Player("Bot", "computer", "easy")]
    assert visible_cards(players, 1, open_scorecards=False, finished=False) == [True, False]


def test_all_cards_revealed_at_the_end():
    assert visible_cards(HOT_SEAT, 1, open_scorecards=False, finished=True) == [True] * 3


def test_hidden_scorecards_computer_turn_before_any_human_played_hides_other_cards():
    # two computers first, then two humans: during the second computer's turn nobody has
    # played yet; the first computer's card must not be shown to the humans
    players = [Player("Bot1", "computer", "easy"), Player("Bot2", "computer", "easy"),
               Player("Ala"), Player("Ola")]
    assert visible_cards(players, 1, open_scorecards=False, finished=False) == [
        False, False, False, False]


def test_hidden_scorecards_computer_only_game_shows_every_card():
    players = [Player("Bot1", "computer", "easy"), Player("Bot2", "computer", "hard")]
    assert visible_cards(players, 0, open_scorecards=False, finished=False) == [True, True]
