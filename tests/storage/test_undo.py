"""Undo of the last written box: bonuses, jokers, the end of the game and clock eliminations
go back with it; the dice stay as rolled; never once another human has played."""

from __future__ import annotations

import pytest
from playing import finish_greedily, turn

from kosci_gui.engine.errors import RuleError
from kosci_gui.engine.factory import new_game
from kosci_gui.storage.undo import can_undo, undo, undo_target

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


def test_undo_of_the_last_box_of_the_game_reopens_it():
    game = new_game("classic", None, ["Ala", "Bartek"], seed=8)
    finish_greedily(game)
    last = game.turns[-1]
    assert game.finished and game.winners()
    back = undo(game)
    assert not back.finished and back.winners() == []
    assert back.current == last["player"]
    assert back.dice == tuple(last["rolls"][-1]["dice"])
    assert back.rolls_left == 3 - len(last["rolls"])
    assert len(back.cards[last["player"]].open_boxes()) == 1
    back.score(last["score"]["box"], last["score"].get("column", 0))
    assert back.finished and back.totals() == game.totals()


def test_undo_takes_back_the_computer_turns_and_the_clock_elimination_that_followed():
    game = new_game("classic", None, ["Ala", CPU], clock_minutes=2, seed=4)
    turn(game, [2, 2, 5, 5, 5], box="full_house")
    game.roll()
    game.timeout()  # the computer's clock ran out during its turn: Ala wins at once
    assert game.finished and game.out == [False, True] and game.winners() == [0]
    back = undo(game)
    assert back.out == [False, False] and not back.finished
    assert back.current == 0 and back.dice == (2, 2, 5, 5, 5)
    assert back.cards[0].is_open("full_house")


def test_undo_goes_back_over_computer_writes_to_the_human_write():
    game = new_game("triple", None, ["Ala", CPU], seed=4)
    turn(game, [1, 1, 1, 2, 3], box="ones", column=2)
    turn(game, [6, 6, 6, 6, 2], box="sixes", column=1)
    assert undo_target(game) == 0
    back = undo(game)
    assert back.current == 0 and back.dice == (1, 1, 1, 2, 3)
    assert back.cards[1].filled_count() == 0 and back.cards[0].filled_count() == 0


def test_no_undo_once_another_human_has_played():
    game = new_game("classic", None, ["Ala", "Bartek"], seed=4)
    assert not can_undo(game)
    with pytest.raises(RuleError):
        undo(game)
    turn(game, [1, 1, 1, 2, 3], box="ones")
    assert can_undo(game)  # Bartek has not rolled yet
    game.roll()
    assert not can_undo(game)
    game.score("chance")
    assert undo_target(game) == 1  # Bartek may take back his own box


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
    back = undo(game)
    assert back.totals() == [0, 0] and back.current == 0
    assert back.can_bank() and back.turns[-1]["steps"] == [{"roll": [1, 1, 1, 5, 2]},
                                                           {"set_aside": [1, 1, 1]}]
