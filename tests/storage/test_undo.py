"""Undo of the last written box: bonuses and jokers go back with it; the dice stay as rolled;
never once another human has played, the player has rolled again after a computer's turn, or
the game has ended."""

from __future__ import annotations

import pytest
from playing import finish_greedily, turn

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.games import new_game
from kosci_gui.storage.undo import (
    GAME_OVER,
    NOT_YOURS,
    OTHER_PLAYED,
    ROLLED_SINCE,
    can_undo,
    undo,
    undo_refusal,
    undo_target,
)

CPU = {"name": "Cpu", "type": "computer", "level": "hard"}


def test_undo_across_a_joker_takes_back_the_box_and_its_bonus():
    game = new_game("classic", {"preset": "polish"}, ["Ala"], seed=5)
    turn(game, [3, 3, 3, 3, 3], box="yahtzee")
    turn(game, [3, 3, 3, 3, 3], box="threes")  # Threes open: an ordinary roll, +100
    turn(game, [1, 2, 4, 3, 3], ([3, 4], [1, 2, 3, 3, 3]), ([2, 3, 4], [3, 3, 3, 3, 3]),
         box="full_house")
    card = game.cards[0]
    assert card.get("full_house") == 25 and card.five_bonuses == [2]
    assert game.totals() == [50 + 15 + 100 + 25 + 100]

    back = undo(game)
    card = back.cards[0]
    assert card.is_open("full_house") and card.five_bonuses == [1]
    assert back.totals() == [50 + 15 + 100]
    assert back.dice == (3, 3, 3, 3, 3) and back.rolls_left == 0 and back.current == 0
    joker = {o.box: o for o in back.options()}
    assert not joker["fours"].allowed and joker["full_house"].allowed
    assert joker["full_house"].points == 25 and joker["full_house"].joker
    # the original game object is untouched
    assert game.cards[0].get("full_house") == 25


def test_undo_takes_back_the_upper_bonus():
    game = new_game("classic", None, ["Ala"], seed=5)
    turn(game, [6, 6, 6, 6, 1], box="sixes")
    turn(game, [5, 5, 5, 5, 1], box="fives")
    turn(game, [4, 4, 4, 4, 1], box="fours")
    turn(game, [3, 3, 3, 1, 2], box="threes")
    assert game.cards[0].upper_bonus() == 35
    back = undo(game)
    assert back.cards[0].upper_bonus() == 0 and back.cards[0].is_open("threes")
    assert back.totals() == [60]
    assert back.dice == (3, 3, 3, 1, 2)


def test_no_undo_once_the_game_has_ended():
    game = new_game("classic", None, ["Ala", "Bartek"], seed=8)
    finish_greedily(game)
    assert game.finished and not can_undo(game)
    with pytest.raises(RuleError):
        undo(game)


def test_undo_takes_back_the_computers_turn_until_the_players_next_roll():
    """The computer's turn that followed is taken back with the box; the
    player's own next roll ends it, and so does the end of the game."""
    game = new_game("classic", None, ["Ala", CPU], clock_minutes=2, seed=4)
    turn(game, [2, 2, 5, 5, 5], box="full_house")
    assert undo_target(game) == 0  # the computer has not thrown yet
    game.roll()
    assert undo_target(game) == 0  # nor after its throw
    game.score("chance")
    assert undo_target(game) == 0  # Ala has not rolled since
    game.roll()
    assert not can_undo(game) and undo_refusal(game) == (ROLLED_SINCE, 0)
    game.timeout()  # her clock ran out: the computer wins at once, and that stands too
    assert game.finished and not can_undo(game) and undo_refusal(game) == (GAME_OVER, None)


def test_a_computer_write_is_never_undone_on_its_own():
    game = new_game("triple", None, [CPU, "Ala"], seed=4)
    turn(game, [6, 6, 6, 6, 2], box="sixes", column=1)
    assert undo_target(game) is None  # nothing of Ala's yet
    turn(game, [1, 1, 1, 2, 3], box="ones", column=2)
    turn(game, [6, 6, 6, 6, 2], box="sixes", column=0)
    assert undo_target(game) == 1     # Ala's box, and the computer's turn after it
    back = undo(game)
    assert back.current == 1 and back.cards[0].get("sixes", 1) == 24
    assert back.cards[0].get("sixes", 0) is None


def test_no_undo_once_another_human_has_played():
    game = new_game("classic", None, ["Ala", "Bartek"], seed=4)
    assert not can_undo(game)
    with pytest.raises(RuleError):
        undo(game)
    turn(game, [1, 1, 1, 2, 3], box="ones")
    # Bartek has not rolled yet: Ala may undo while the screen waits for him (hidden
    # cards' hand-over), Bartek may not undo her box
    assert can_undo(game, handed_over=False)
    assert not can_undo(game) and undo_refusal(game) == (NOT_YOURS, 0)
    game.roll()
    assert not can_undo(game) and undo_refusal(game) == (OTHER_PLAYED, 1)
    game.score("chance")
    assert undo_target(game, handed_over=False) == 1  # Bartek may take back his own box
    assert undo_refusal(game) == (NOT_YOURS, 1)       # Ala, at the screen, may not


def test_a_solo_player_may_undo_after_rolling_again():
    game = new_game("classic", None, ["Ala"], seed=4)
    turn(game, [1, 1, 1, 2, 3], box="ones")
    game.roll()
    draws = game.dice_source.draws
    back = undo(game)
    assert back.dice == (1, 1, 1, 2, 3) and back.cards[0].is_open("ones")
    assert back.dice_source.draws == draws  # nothing is re-rolled


def test_undo_of_a_thousand_write_gives_the_turn_points_back_to_play():
    game = new_game("thousand", None, ["Ala", "Bartek"], seed=4)
    game.roll([1, 1, 1, 5, 2])
    game.set_aside([1, 1, 1])
    game.bank()
    assert game.totals() == [100, 0] and game.current == 1
    back = undo(game, handed_over=False)  # before Bartek takes the screen
    assert back.totals() == [0, 0] and back.current == 0
    assert back.can_bank() and back.turns[-1]["steps"] == [{"roll": [1, 1, 1, 5, 2]},
                                                           {"set_aside": [1, 1, 1]}]
